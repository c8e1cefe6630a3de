import { vendorDetail } from '../vendor-failure.js';

/**
 * Why a Go High Level call failed, worded for people (shown on the card, in the delivery log,
 * and after "Failed to connect: "). `reason` is the short part (often GHL's own words); the
 * message is the whole sentence. Never carries the token.
 *
 * - credentials: 401 (GHL: "Invalid token: …"): the connection needs a new key.
 * - forbidden: 403, the key may not reach this location or lacks a scope.
 * - notFound: 404 (an unknown location, calendar, …).
 * - rejected: 400/422 and other 4xx: GHL refused the request (its message list, joined).
 * - rateLimited: 429: retryable after `retryAfterMs` (from its headers).
 * - trouble: 5xx/408; unreachable: no answer (network, timeout): retryable.
 * - unexpected: an answer we could not read.
 */
export type GoHighLevelFailureKind =
  | 'credentials'
  | 'forbidden'
  | 'notFound'
  | 'rejected'
  | 'rateLimited'
  | 'trouble'
  | 'unreachable'
  | 'unexpected';

const RETRYABLE: ReadonlySet<GoHighLevelFailureKind> = new Set([
  'rateLimited',
  'trouble',
  'unreachable',
]);

export class GoHighLevelFailure extends Error {
  override name = 'GoHighLevelFailure';
  readonly retryable: boolean;
  /** GHL's own short explanation when it sent one, else the message: "Failed to connect: …". */
  readonly reason: string;
  readonly status: number | undefined;
  readonly retryAfterMs: number | undefined;

  constructor(
    readonly kind: GoHighLevelFailureKind,
    /** The whole sentence, worded for people. */
    message: string,
    options: { detail?: string; status?: number; retryAfterMs?: number; cause?: unknown } = {},
  ) {
    super(message, options.cause === undefined ? {} : { cause: options.cause });
    this.retryable = RETRYABLE.has(kind);
    this.reason = options.detail ?? message;
    this.status = options.status;
    this.retryAfterMs = options.retryAfterMs;
  }
}

/**
 * GHL's error body as one readable sentence: `message` is a string (400, 401, 404) or a list
 * (422 validation); shortened and cleaned like every vendor detail (vendor-failure.ts).
 */
export function ghlDetail(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const { message } = body as { message?: unknown };
  const text = Array.isArray(message)
    ? message.filter((item): item is string => typeof item === 'string').join('; ')
    : message;
  return vendorDetail({ message: text });
}

/** Rate-limit headers GHL documents (burst window, daily cap) and the standard Retry-After. */
export function retryAfterMs(headers: Headers, now = Date.now()): number | undefined {
  const retryAfter = headers.get('retry-after');
  if (retryAfter) {
    const seconds = Number(retryAfter);
    if (Number.isFinite(seconds) && seconds >= 0) return Math.ceil(seconds * 1000);
    const date = Date.parse(retryAfter);
    if (Number.isFinite(date)) return Math.max(0, date - now);
  }
  const interval = Number(headers.get('x-ratelimit-interval-milliseconds'));
  if (Number.isFinite(interval) && interval > 0) return interval;
  return undefined;
}

const WORDS: Record<'credentials' | 'forbidden' | 'notFound' | 'rejected', string> = {
  credentials: 'Go High Level did not accept the API key',
  forbidden: 'Go High Level refused access (check the key’s location and scopes)',
  notFound: 'Go High Level could not find it',
  rejected: 'Go High Level refused the request',
};

/** A failed HTTP answer of GHL as a worded failure. */
export function ghlHttpFailure(
  status: number,
  body: unknown,
  headers: Headers,
): GoHighLevelFailure {
  if (status === 429) {
    const wait = retryAfterMs(headers);
    const message =
      headers.get('x-ratelimit-daily-remaining') === '0'
        ? 'Go High Level’s daily API limit for this location was reached. We will try again later.'
        : `Go High Level’s rate limit was reached. We will try again${wait ? ` in ${Math.ceil(wait / 1000)} s` : ' shortly'}.`;
    return new GoHighLevelFailure('rateLimited', message, {
      status,
      ...(wait !== undefined && { retryAfterMs: wait }),
    });
  }
  if (status >= 500 || status === 408) {
    const message = `Go High Level had a temporary problem (HTTP ${status}). We will try again.`;
    return new GoHighLevelFailure('trouble', message, { status });
  }
  const kind =
    status === 401
      ? 'credentials'
      : status === 403
        ? 'forbidden'
        : status === 404
          ? 'notFound'
          : 'rejected';
  const detail = ghlDetail(body);
  const message = detail ? `${WORDS[kind]}: ${detail}` : `${WORDS[kind]} (HTTP ${status}).`;
  return new GoHighLevelFailure(kind, message, { status, ...(detail && { detail }) });
}
