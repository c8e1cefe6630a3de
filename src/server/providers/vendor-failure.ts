import { storableText } from '@shared/text';
import { EngineError, type EngineCapability } from '../kernel/engine-error.js';

/**
 * How vendor failures read, for every capability and every vendor adapter: one wording
 * function (`vendorMessage`), the meaning of an HTTP failure (`vendorFailure`), and the vendor's
 * own short explanation when it sent one (`vendorDetail`). See
 * docs/decisions/027-one-engine-error.md.
 */

/** What went wrong with a vendor call, before it is worded for a capability. */
export type VendorFailureKind =
  | 'busy'
  | 'trouble'
  | 'unreachable'
  | 'notResponding'
  | 'timedOut'
  | 'blocked'
  | 'credentials'
  | 'outOfCredit'
  | 'unexpected'
  | 'downloadFailed'
  | 'rejected'
  | 'failed';

/** Kinds a later attempt may get past; the others are final unless the caller says otherwise. */
const RETRYABLE_KINDS: ReadonlySet<VendorFailureKind> = new Set([
  'busy',
  'trouble',
  'unreachable',
  'notResponding',
]);

/** How one capability's vendor is named to users, and the sentences only it says. */
interface CapabilityWords {
  /** The vendor as users know it: "The video provider". */
  who: string;
  /**
   * Said after a failure worth retrying: jobs (video, image) retry by themselves; voice and
   * script calls are made while the user waits, who tries again.
   */
  again: string;
  /** What the vendor could not do: "could not make this video". */
  couldNot: string;
  blocked: string;
  downloadFailed: string;
}

const WORDS: Record<EngineCapability, CapabilityWords> = {
  video: {
    who: 'The video provider',
    again: "We'll retry shortly.",
    couldNot: 'could not make this video',
    blocked:
      "The video was blocked by the provider's safety filters. Try a different prompt or image.",
    downloadFailed: "We couldn't download the finished video from the provider.",
  },
  image: {
    who: 'The image provider',
    again: "We'll retry shortly.",
    couldNot: 'could not make this image',
    blocked: "The image was blocked by the provider's content filter.",
    downloadFailed: "We couldn't download the finished image from the provider.",
  },
  speech: {
    who: 'The voice service',
    again: 'Please try again in a moment.',
    couldNot: 'could not read this text',
    blocked: 'The voice service refused this text.',
    downloadFailed: "We couldn't download the audio from the voice service.",
  },
  script: {
    who: 'The AI script writer',
    again: 'Please try again.',
    couldNot: 'failed while writing',
    blocked: 'The AI script writer declined to write about this topic.',
    downloadFailed:
      'The AI script writer stopped before the script was finished. Please try again.',
  },
  transcription: {
    who: 'The transcription service',
    again: "We'll retry shortly.",
    couldNot: 'could not transcribe this recording',
    blocked: 'The transcription service refused this recording.',
    downloadFailed: "We couldn't read the transcript from the transcription service.",
  },
};

/**
 * The sentence a user reads when a vendor call of `capability` fails this way. `detail` is the
 * vendor's own explanation (see vendorDetail), used by `rejected` and `failed`.
 */
export function vendorMessage(
  capability: EngineCapability,
  kind: VendorFailureKind,
  detail?: string,
): string {
  const { who, again, couldNot, blocked, downloadFailed } = WORDS[capability];
  const whom = `${who.charAt(0).toLowerCase()}${who.slice(1)}`;
  switch (kind) {
    case 'busy':
      return `${who} is busy. ${again}`;
    case 'trouble':
      return `${who} had a temporary problem. ${again}`;
    case 'unreachable':
      return `We couldn't reach ${whom}. ${again}`;
    case 'notResponding':
      return `${who} is not responding. ${again}`;
    case 'timedOut':
      return `${who} took too long to respond.`;
    case 'blocked':
      return blocked;
    case 'credentials':
      return `${who} did not accept our credentials. Please contact support.`;
    case 'outOfCredit':
      return `${who}'s account is out of credit. Please contact support.`;
    case 'unexpected':
      return `${who} sent an answer we couldn't read.`;
    case 'downloadFailed':
      return downloadFailed;
    case 'rejected':
      return detail ? `${who} rejected the request: ${detail}` : `${who} rejected the request.`;
    case 'failed':
      return detail ? `${who} ${couldNot}: ${detail}` : `${who} ${couldNot}.`;
  }
}

/** Every message of one capability, for tests and for code that names one by its kind. */
export type VendorMessages = Record<Exclude<VendorFailureKind, 'rejected' | 'failed'>, string> & {
  rejected(detail?: string): string;
  failed(detail?: string): string;
};

export function vendorMessages(capability: EngineCapability): VendorMessages {
  const simple = (kind: VendorFailureKind) => vendorMessage(capability, kind);
  return {
    busy: simple('busy'),
    trouble: simple('trouble'),
    unreachable: simple('unreachable'),
    notResponding: simple('notResponding'),
    timedOut: simple('timedOut'),
    blocked: simple('blocked'),
    credentials: simple('credentials'),
    outOfCredit: simple('outOfCredit'),
    unexpected: simple('unexpected'),
    downloadFailed: simple('downloadFailed'),
    rejected: (detail) => vendorMessage(capability, 'rejected', detail),
    failed: (detail) => vendorMessage(capability, 'failed', detail),
  };
}

/** Which capability and which vendor a failure comes from. */
export interface VendorSource {
  capability: EngineCapability;
  /** The vendor's engine id (veo, hedra, higgsfield, openai, elevenlabs): for logs only. */
  vendor: string;
}

/**
 * A vendor failure of a known kind as an EngineError: retryable by its kind (busy, trouble,
 * unreachable, not responding) unless `retryable` says otherwise.
 */
export function vendorError(
  { capability, vendor }: VendorSource,
  kind: VendorFailureKind,
  options: { detail?: string; retryable?: boolean; cause?: unknown; retryAfterMs?: number } = {},
): EngineError {
  const retryable = options.retryable ?? RETRYABLE_KINDS.has(kind);
  return new EngineError(capability, vendorMessage(capability, kind, options.detail), retryable, {
    vendor,
    cause: options.cause,
    retryAfterMs: options.retryAfterMs,
  });
}

/**
 * Error codes vendors put in their bodies that decide what the user reads whatever the status:
 * OpenAI-compatible APIs (`error.code`), Google (`error.status`), ElevenLabs (`detail.status`).
 */
const CODE_KINDS: Record<string, VendorFailureKind> = {
  RESOURCE_EXHAUSTED: 'busy',
  too_many_concurrent_requests: 'busy',
  system_busy: 'busy',
  invalid_api_key: 'credentials',
  insufficient_quota: 'outOfCredit',
  billing_hard_limit_reached: 'outOfCredit',
  quota_exceeded: 'outOfCredit',
  content_policy_violation: 'blocked',
  moderation_blocked: 'blocked',
};

/** The vendor's error code, from whichever of the known shapes it answered. */
export function vendorCode(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const { error, detail } = body as { error?: unknown; detail?: unknown };
  const candidates: unknown[] = [];
  if (typeof error === 'object' && error !== null) {
    const { code, status } = error as { code?: unknown; status?: unknown };
    candidates.push(code, status);
  }
  if (typeof detail === 'object' && detail !== null && !Array.isArray(detail)) {
    candidates.push((detail as { status?: unknown }).status);
  }
  return candidates.find((value): value is string => typeof value === 'string' && value !== '');
}

/** What a known error code in the body means, if the body carries one. */
export function codeKind(body: unknown): VendorFailureKind | undefined {
  const code = vendorCode(body);
  return code === undefined ? undefined : CODE_KINDS[code];
}

/**
 * An HTTP failure of a vendor call as the user should read it. A known error code in the body
 * decides first (busy, credentials, out of credit, blocked); then the status: 429, 408 and 5xx
 * are retryable, 401/403 mean our credentials, 402 an empty account, any other 4xx a rejected
 * request, with the vendor's own explanation when it sent a readable one.
 */
export function vendorFailure(
  capability: EngineCapability,
  vendor: string,
  status: number,
  body?: unknown,
): EngineError {
  const source = { capability, vendor };
  const coded = codeKind(body);
  if (coded) return vendorError(source, coded);
  if (status === 429) return vendorError(source, 'busy');
  if (status >= 500 || status === 408) return vendorError(source, 'trouble');
  if (status === 401 || status === 403) return vendorError(source, 'credentials');
  if (status === 402) return vendorError(source, 'outOfCredit');
  return vendorError(source, 'rejected', { detail: vendorDetail(body) });
}

/** A network failure (no answer at all): retryable. */
export function networkFailure(
  source: VendorSource,
  cause: unknown,
  { timedOut = false }: { timedOut?: boolean } = {},
): EngineError {
  return vendorError(source, timedOut ? 'notResponding' : 'unreachable', { cause });
}

const DETAIL_MAX_LENGTH = 200;

/**
 * A vendor's own explanation, if it sent a short plain sentence: `error.message` (Google,
 * Hedra, OpenAI), `detail` (FastAPI, as Hedra and Higgsfield answer errors), `detail.message`
 * (ElevenLabs) or `error_message`. Never raw JSON.
 */
export function vendorDetail(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const record = body as Record<string, unknown>;
  const error = record.error as Record<string, unknown> | undefined;
  const detail = record.detail;
  const candidates: unknown[] = [
    typeof error === 'object' && error !== null ? error.message : undefined,
    record.error_message,
    typeof detail === 'string' ? detail : undefined,
    Array.isArray(detail) ? validationDetail(detail[0]) : undefined,
    typeof detail === 'object' && detail !== null && !Array.isArray(detail)
      ? (detail as { message?: unknown }).message
      : undefined,
    record.message,
  ];
  for (const candidate of candidates) {
    const text = readableText(candidate);
    if (text) return text;
  }
  return undefined;
}

/** FastAPI's 422 item `{loc, msg}` as "text_prompt: Field required". */
function validationDetail(item: unknown): string | undefined {
  if (typeof item !== 'object' || item === null) return undefined;
  const { loc, msg } = item as { loc?: unknown; msg?: unknown };
  if (typeof msg !== 'string') return undefined;
  const field = Array.isArray(loc) ? loc[loc.length - 1] : undefined;
  return typeof field === 'string' ? `${field}: ${msg}` : msg;
}

function readableText(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  // Shown to users and stored with the failed row: a NUL in it would fail that write.
  const text = storableText(value).replace(/\s+/g, ' ').trim();
  if (!text || text.startsWith('{') || text.startsWith('[') || text.startsWith('<'))
    return undefined;
  const short =
    text.length > DETAIL_MAX_LENGTH ? `${text.slice(0, DETAIL_MAX_LENGTH - 1).trimEnd()}…` : text;
  return /[.!?…]$/.test(short) ? short : `${short}.`;
}
