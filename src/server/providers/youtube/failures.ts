import { vendorDetail } from '../vendor-failure.js';
import { YouTubeFailure } from './port.js';

/**
 * How Google's OAuth and YouTube Data API failures become a YouTubeFailure (vendors.md section
 * 6): the kind decides what the caller does next, the message is what people read on the
 * connection card or the post. Never includes a token or a raw body.
 */

export const YOUTUBE_MESSAGES = {
  reconnect:
    'Google no longer accepts this connection (access was removed or has expired). Please reconnect your YouTube channel.',
  missingScope:
    'YouTube needs permission to upload videos. Please reconnect your channel and allow uploads.',
  quota:
    "YouTube's daily upload allowance for this app is used up. Posting resumes after midnight Pacific time.",
  uploadLimit: 'This YouTube channel has reached its upload limit for now. Try again tomorrow.',
  busy: "YouTube is busy right now. We'll try again shortly.",
  trouble: "YouTube had a temporary problem. We'll try again shortly.",
  unreachable: "We couldn't reach YouTube. We'll try again shortly.",
  credentials: "YouTube did not accept this app's Google credentials. Please contact support.",
  noChannel:
    'This Google account has no YouTube channel yet. Create one on YouTube, then connect again.',
  unexpected: "YouTube sent an answer we couldn't read.",
  videoGone: 'This video is no longer on the YouTube channel.',
  thumbnailTooBig: 'The thumbnail must be a JPEG or PNG of at most 2 MB.',
  refused: (detail?: string) =>
    detail ? `YouTube refused the request: ${detail}` : 'YouTube refused the request.',
} as const;

/** Google's seconds or HTTP-date `Retry-After`, in ms; undefined when absent or unreadable. */
export function retryAfterMs(value: string | null | undefined): number | undefined {
  if (!value) return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds) && seconds >= 0) return Math.round(seconds * 1000);
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, at - Date.now());
}

/** The `reason`s of a Google API error body: `error.errors[].reason` and `error.details[]`. */
export function errorReasons(body: unknown): string[] {
  const error = (body as { error?: unknown } | null)?.error;
  if (typeof error !== 'object' || error === null) return [];
  const { errors, details, status } = error as Record<string, unknown>;
  const reasons: string[] = [];
  for (const list of [errors, details]) {
    if (!Array.isArray(list)) continue;
    for (const entry of list as unknown[]) {
      const reason = (entry as { reason?: unknown } | null)?.reason;
      if (typeof reason === 'string') reasons.push(reason);
    }
  }
  if (typeof status === 'string') reasons.push(status);
  return reasons;
}

const RETRY_REASONS = new Set([
  'rateLimitExceeded',
  'userRateLimitExceeded',
  'backendError',
  'internalError',
]);

/** A failed YouTube Data API (or upload) answer. */
export function apiFailure(
  status: number,
  body: unknown,
  retryAfter?: string | null,
): YouTubeFailure {
  const reasons = errorReasons(body);
  const wait = retryAfterMs(retryAfter);
  const retryable = (message: string) =>
    new YouTubeFailure('retryable', message, wait === undefined ? {} : { retryAfterMs: wait });
  if (reasons.includes('quotaExceeded') || reasons.includes('dailyLimitExceeded')) {
    return new YouTubeFailure('quota', YOUTUBE_MESSAGES.quota);
  }
  if (reasons.includes('uploadLimitExceeded')) {
    return new YouTubeFailure('uploadLimit', YOUTUBE_MESSAGES.uploadLimit);
  }
  if (status === 404 || reasons.includes('videoNotFound')) {
    return new YouTubeFailure('final', YOUTUBE_MESSAGES.videoGone, { videoGone: true });
  }
  if (reasons.includes('youtubeSignupRequired')) {
    return new YouTubeFailure('final', YOUTUBE_MESSAGES.noChannel);
  }
  if (
    reasons.includes('insufficientPermissions') ||
    reasons.includes('ACCESS_TOKEN_SCOPE_INSUFFICIENT')
  ) {
    return new YouTubeFailure('reconnect', YOUTUBE_MESSAGES.missingScope);
  }
  if (status === 401) return new YouTubeFailure('reconnect', YOUTUBE_MESSAGES.reconnect);
  if (status === 429 || reasons.some((reason) => RETRY_REASONS.has(reason))) {
    return retryable(YOUTUBE_MESSAGES.busy);
  }
  if (status >= 500 || status === 408) return retryable(YOUTUBE_MESSAGES.trouble);
  return new YouTubeFailure('final', YOUTUBE_MESSAGES.refused(vendorDetail(body)));
}

/** A failed answer of Google's token endpoint (`{"error":"invalid_grant", …}`). */
export function tokenFailure(
  status: number,
  body: unknown,
  retryAfter?: string | null,
): YouTubeFailure {
  const code = (body as { error?: unknown } | null)?.error;
  if (code === 'invalid_grant') return new YouTubeFailure('reconnect', YOUTUBE_MESSAGES.reconnect);
  if (code === 'invalid_client' || code === 'unauthorized_client') {
    return new YouTubeFailure('final', YOUTUBE_MESSAGES.credentials);
  }
  if (status === 429 || status >= 500 || status === 408) {
    const wait = retryAfterMs(retryAfter);
    const message = status === 429 ? YOUTUBE_MESSAGES.busy : YOUTUBE_MESSAGES.trouble;
    return new YouTubeFailure(
      'retryable',
      message,
      wait === undefined ? {} : { retryAfterMs: wait },
    );
  }
  const description = (body as { error_description?: unknown } | null)?.error_description;
  return new YouTubeFailure(
    'final',
    YOUTUBE_MESSAGES.refused(vendorDetail({ message: description })),
  );
}

/** No answer at all (DNS, refused connection, reset, timeout): worth another try. */
export function networkFailure(cause: unknown): YouTubeFailure {
  return new YouTubeFailure('retryable', YOUTUBE_MESSAGES.unreachable, { cause });
}

export function unexpectedAnswer(): YouTubeFailure {
  return new YouTubeFailure('final', YOUTUBE_MESSAGES.unexpected);
}
