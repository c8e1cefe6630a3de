import { storableText } from '@shared/text';

/**
 * How vendor failures read (shared by every vendor adapter, see ./http.ts): each capability's
 * wording and error class, the vendor's own short explanation when it sent one, and the
 * meaning of an HTTP status.
 */

/** The sentences a user reads when a vendor call fails, in one capability's words. */
export interface VendorMessages {
  busy: string;
  trouble: string;
  unreachable: string;
  notResponding: string;
  timedOut: string;
  blocked: string;
  credentials: string;
  outOfCredit: string;
  unexpected: string;
  downloadFailed: string;
  rejected(detail?: string): string;
  failed(detail?: string): string;
}

/** A capability's engine error (VideoEngineError, ImageEngineError): a message and a retry flag. */
export type VendorError = Error & { readonly retryable: boolean };
export type VendorErrorClass = new (
  message: string,
  retryable: boolean,
  options?: { cause?: unknown },
) => VendorError;

export interface VendorVocabulary {
  messages: VendorMessages;
  ErrorClass: VendorErrorClass;
}

const DETAIL_MAX_LENGTH = 200;

/**
 * A vendor's own explanation, if it sent a short plain sentence: `error.message` (Google,
 * Hedra, OpenAI), `detail` (FastAPI, as Hedra and Higgsfield answer errors) or
 * `error_message`. Never raw JSON.
 */
export function vendorDetail(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const record = body as Record<string, unknown>;
  const error = record.error as Record<string, unknown> | undefined;
  const candidates: unknown[] = [
    typeof error === 'object' && error !== null ? error.message : undefined,
    record.error_message,
    typeof record.detail === 'string' ? record.detail : undefined,
    Array.isArray(record.detail) ? validationDetail(record.detail[0]) : undefined,
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

/** An HTTP failure as the user should read it; 429 and 5xx are worth retrying. */
export function vendorHttpError(
  status: number,
  body: unknown,
  { messages, ErrorClass }: VendorVocabulary,
): VendorError {
  const googleStatus = (body as { error?: { status?: unknown } } | null)?.error?.status;
  if (status === 429 || googleStatus === 'RESOURCE_EXHAUSTED') {
    return new ErrorClass(messages.busy, true);
  }
  if (status >= 500 || status === 408) return new ErrorClass(messages.trouble, true);
  if (status === 401 || status === 403) return new ErrorClass(messages.credentials, false);
  if (status === 402) return new ErrorClass(messages.outOfCredit, false);
  return new ErrorClass(messages.rejected(vendorDetail(body)), false);
}
