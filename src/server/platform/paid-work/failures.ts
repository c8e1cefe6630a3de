import { EngineError, isEngineFailure } from '../../kernel/engine-error.js';
import type { JobFailure } from '../jobs/index.js';

/**
 * How a failed attempt of paid work is sorted, and what the owner then reads. Engines word
 * their failures for users and say whether waiting may help (`retryable`); every other error
 * (a crash, a full disk, a dropped connection) is ours and is retried.
 */

/**
 * The user's reason when an attempt failed in a way only the user can fix (an engine's
 * non-retryable failure: a blocked prompt, an unreadable upload, a removed voice); undefined
 * for anything a later attempt may get past.
 */
export function finalFailureOf(error: unknown): string | undefined {
  return error instanceof EngineError && !error.retryable ? error.message : undefined;
}

/**
 * What the owner reads when the retries ran out: the last failure's own words when an engine
 * wrote them (a vendor that stayed busy says so), else the work's generic sentence.
 */
export function exhaustedMessage(failure: JobFailure, generic: string): string {
  // Matched by name: a failure that ran out of retries comes back from the queue as stored
  // JSON (JobFailure), not as the thrown object.
  return isEngineFailure(failure) && failure.message ? failure.message : generic;
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
