import type { Database } from '../../db/client.js';
import { type WebhookDeliveryRow, findDeliveryForWorker, updatePendingDelivery } from './repo.js';
import { type JobPolicy, type JobContext, type JobFailure } from '../../platform/jobs/index.js';

/**
 * How a delivery's attempts are written to the log (webhook POSTs and social posts alike): a
 * success or a final failure ends the row; a failure worth retrying records the attempt and
 * its earliest next try, then throws so the job platform retries it with back-off, except on
 * the last attempt, which ends the row failed. onExhausted (a killed process's job) ends a row
 * still pending with the last reason it has.
 */

/** Thrown to have the platform try again later; its message is the worded reason. */
export class RetryLater extends Error {
  override name = 'RetryLater';
}

const INTERRUPTED_MESSAGE = 'The delivery was interrupted and could not be completed.';

export interface AttemptOutcome {
  statusCode?: number | null;
  /** Worded for the user. */
  message: string;
}

export class DeliveryAttempts {
  constructor(
    private readonly database: Database,
    /** The job's retry policy, as the queue runs it (the next attempt's time follows it). */
    private readonly policy: Pick<JobPolicy, 'retryLimit' | 'retryDelaySeconds' | 'retryBackoff'>,
  ) {}

  async succeeded(row: WebhookDeliveryRow, outcome: { statusCode: number; result: string | null }) {
    await updatePendingDelivery(this.database.db, row, {
      status: 'delivered',
      attempts: row.attempts + 1,
      lastStatusCode: outcome.statusCode,
      lastError: null,
      result: outcome.result,
      nextAttemptAt: null,
      deliveredAt: new Date(),
    });
  }

  /** Ends the row failed: nothing a later attempt could change. */
  async failed(row: WebhookDeliveryRow, outcome: AttemptOutcome, { attempted = true } = {}) {
    await updatePendingDelivery(this.database.db, row, {
      status: 'failed',
      attempts: row.attempts + (attempted ? 1 : 0),
      lastStatusCode: outcome.statusCode ?? null,
      lastError: outcome.message,
      nextAttemptAt: null,
    });
  }

  /**
   * Records a failed attempt worth repeating and throws RetryLater; on the last attempt the row
   * ends failed instead (and the job ends: nothing is left to retry).
   */
  async retry(row: WebhookDeliveryRow, ctx: JobContext, outcome: AttemptOutcome): Promise<void> {
    if (ctx.attempt > this.policy.retryLimit) return this.failed(row, outcome);
    await updatePendingDelivery(this.database.db, row, {
      attempts: row.attempts + 1,
      lastStatusCode: outcome.statusCode ?? null,
      lastError: outcome.message,
      nextAttemptAt: new Date(Date.now() + this.#earliestDelayMs(ctx.attempt)),
    });
    throw new RetryLater(outcome.message);
  }

  async exhausted(deliveryId: string, failure: JobFailure): Promise<void> {
    const row = await findDeliveryForWorker(this.database.db, deliveryId);
    if (!row || row.status !== 'pending') return;
    // The last reason recorded; else the platform's (a killed attempt never wrote one).
    const message =
      row.lastError ?? (failure.name === 'RetryLater' ? failure.message : INTERRUPTED_MESSAGE);
    await this.failed(row, { statusCode: row.lastStatusCode, message }, { attempted: false });
  }

  /** pg-boss waits delay·2^(n-1)·(1 + random) after the n-th attempt with backoff. */
  #earliestDelayMs(attempt: number): number {
    const { retryDelaySeconds, retryBackoff } = this.policy;
    const factor = retryBackoff ? 2 ** Math.min(16, attempt - 1) : 1;
    return retryDelaySeconds * factor * 1000;
  }
}
