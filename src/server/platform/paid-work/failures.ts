import type { JobFailure } from '../jobs/registry.js';

/**
 * How a failed attempt of paid work is sorted, and what the owner then reads. Engines word
 * their failures for users and say whether waiting may help (`retryable`); every other error
 * (a crash, a full disk, a dropped connection) is ours and is retried.
 */

/**
 * The error classes whose messages an engine wrote for users. Matched by name rather than by
 * class because a failure that ran out of retries comes back from the queue as stored JSON
 * (`JobFailure`), not as the thrown object; the name is all that survives.
 */
const ENGINE_ERROR_NAMES: ReadonlySet<string> = new Set([
  'VideoEngineError',
  'ImageEngineError',
  'SpeechEngineError',
  'ScriptEngineError',
]);

const isEngineWorded = (name: unknown) => typeof name === 'string' && ENGINE_ERROR_NAMES.has(name);

/**
 * The user's reason when an attempt failed in a way only the user can fix (an engine's
 * non-retryable failure: a blocked prompt, an unreadable upload, a removed voice); undefined
 * for anything a later attempt may get past.
 */
export function finalFailureOf(error: unknown): string | undefined {
  if (!(error instanceof Error) || !isEngineWorded(error.name)) return undefined;
  return (error as { retryable?: unknown }).retryable === false ? error.message : undefined;
}

/**
 * What the owner reads when the retries ran out: the last failure's own words when an engine
 * wrote them (a vendor that stayed busy says so), else the work's generic sentence.
 */
export function exhaustedMessage(failure: JobFailure, generic: string): string {
  return isEngineWorded(failure.name) && failure.message ? failure.message : generic;
}

/**
 * The change that ends a paid row failed and refunded. `refunded` is written only here, and
 * only on a row still unfinished, so an unfinished row is never refunded: an adapter's status
 * guard is also the guard against a second refund (the ledger's `refund:<charge>` key is the
 * other).
 */
export const failedAndRefunded = (message: string) => ({
  status: 'failed' as const,
  error: message,
  refunded: true,
  completedAt: new Date(),
});
