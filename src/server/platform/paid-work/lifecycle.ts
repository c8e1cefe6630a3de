import { rm } from 'node:fs/promises';
import type { ContractPayload, JobContract } from '@shared/jobs';
import type { AppTx, Database, Queryable } from '../../db/client.js';
import type { CreditsService } from '../credits/index.js';
import {
  type JobHandlers,
  type HandlerRegistry,
  type JobContext,
  type JobFailure,
} from '../jobs/index.js';
import { freshWorkDir, removeWorkDirs } from './work-dirs.js';
import { exhaustedMessage, finalFailureOf } from './failures.js';

/**
 * The one life cycle of paid work (videos, images, podcast assets, voiceovers): a job's
 * attempt re-reads its row, marks it running, works in a fresh folder (sweeping those of killed
 * attempts), and then either stores the outputs and succeeds, or fails and refunds exactly
 * once. What differs per table is the adapter; what differs per product is `produce`.
 * docs/decisions/023-one-paid-work-lifecycle.md
 */

/** The owner's identity of a row: every write after the worker's read is scoped by both. */
export interface OwnedRow {
  id: string;
  userId: string;
}

/** A charge to return to its owner, and the reason the ledger shows for it. */
export interface Refund {
  chargeEntryId: number;
  reason: string;
}

/**
 * One table's part. Each `mark*` is one conditional write that changes the row only while it
 * is unfinished and publishes the owner's live event in the same transaction; it returns the
 * changed row, or undefined when the row had finished meanwhile (a stale attempt or a repeat
 * changes nothing).
 */
export interface PaidWorkAdapter<Row extends OwnedRow, Output> {
  /** Names the attempts' folders: `reelcast-<workLabel>-<row id>-…` in the OS temp folder. */
  workLabel: string;
  /** What the owner reads when the retries ran out on a failure no engine worded. */
  failedMessage: string;
  /** The worker's read by id (a payload carries only ids). */
  findForWorker(q: Queryable, id: string): Promise<Row | undefined>;
  /** Starts an attempt; a retry starts over from here. */
  markRunning(tx: AppTx, row: Row): Promise<Row | undefined>;
  markSucceeded(tx: AppTx, row: Row, output: Output): Promise<Row | undefined>;
  /** Ends the row failed (and refunded, when paid: see failedAndRefunded). */
  markFailed(tx: AppTx, row: Row, message: string): Promise<Row | undefined>;
  /** The charge a row this call failed returns; null for work that is free (references). */
  refundOf(failed: Row): Refund | null;
  /** Deletes stored outputs nobody will link: the row was failed while they were stored. */
  discard(output: Output): Promise<void>;
}

/** What one attempt needs of the job platform's context. */
export type AttemptContext = Pick<JobContext, 'signal' | 'reportProgress'>;

/**
 * Makes and stores a row's outputs in `workDir` (removed afterwards whatever happens). Throws
 * an engine's non-retryable error to fail the row at once; anything else thrown is retried.
 */
export type Produce<Row, Output> = (
  row: Row,
  workDir: string,
  signal: AbortSignal,
  reportProgress: AttemptContext['reportProgress'],
) => Promise<Output>;

export interface PaidWorkDeps {
  database: Database;
  credits: CreditsService;
  /** How often a running attempt checks that its row still exists (deleted: it stops). */
  rowCheckIntervalMs?: number;
}

/** The default of PaidWorkDeps.rowCheckIntervalMs. */
const ROW_CHECK_INTERVAL_MS = 1000;

/** Why an attempt stopped: its owner deleted the row (decision 044). */
class RowDeletedError extends Error {
  override name = 'RowDeletedError';
}

/** What a job handler does with one row of some paid work, whatever its table. */
export interface RowWork {
  /** One attempt: a repeat on a finished row changes nothing. */
  run(id: string, ctx: AttemptContext): Promise<void>;
  /** The retries ran out (or the attempt's process died for good): fail and refund. */
  exhausted(id: string, failure: JobFailure): Promise<void>;
}

export class PaidWork<Row extends OwnedRow, Output> implements RowWork {
  constructor(
    private readonly deps: PaidWorkDeps,
    private readonly adapter: PaidWorkAdapter<Row, Output>,
    private readonly produce: Produce<Row, Output>,
  ) {}

  async run(id: string, ctx: AttemptContext): Promise<void> {
    const { database } = this.deps;
    const found = await this.adapter.findForWorker(database.db, id);
    if (!found) return;
    const row = await database.db.transaction((tx) => this.adapter.markRunning(tx, found));
    if (!row) return; // finished already: a repeat changes nothing

    const workDir = await freshWorkDir(this.adapter.workLabel, row.id);
    const deleted = this.#watchRow(row.id);
    const signal = AbortSignal.any([ctx.signal, deleted.signal]);
    let outcome: { output: Output } | { failure: string };
    try {
      outcome = { output: await this.produce(row, workDir, signal, ctx.reportProgress) };
    } catch (error) {
      // Deleted meanwhile: the delete refunded it; there is nothing left to write.
      if (deleted.signal.aborted && !ctx.signal.aborted) return;
      const failure = finalFailureOf(error);
      // An aborted attempt (timeout, shutdown) is the platform's to retry, whatever it threw.
      if (ctx.signal.aborted || failure === undefined) throw error;
      outcome = { failure };
    } finally {
      deleted.stop();
      await rm(workDir, { recursive: true, force: true });
    }

    // The row turns final only once this attempt has nothing left running or on disk.
    if ('failure' in outcome) return this.failAndRefund(row.id, outcome.failure);
    const { output } = outcome;
    const succeeded = await database.db.transaction((tx) =>
      this.adapter.markSucceeded(tx, row, output),
    );
    if (!succeeded) await this.adapter.discard(output);
  }

  /**
   * Aborts the attempt's work when its row is deleted (the owner deleted it while it was being
   * made, decision 044): the row is read every few hundred milliseconds while the work runs.
   */
  #watchRow(id: string): { signal: AbortSignal; stop(): void } {
    const controller = new AbortController();
    const { database, rowCheckIntervalMs = ROW_CHECK_INTERVAL_MS } = this.deps;
    let checking = false;
    const timer = setInterval(() => {
      if (checking || controller.signal.aborted) return;
      checking = true;
      this.adapter
        .findForWorker(database.db, id)
        .then((row) => {
          if (!row) controller.abort(new RowDeletedError('Deleted by its owner'));
        })
        // A failed read proves nothing: the next tick reads again.
        .catch(() => {})
        .finally(() => (checking = false));
    }, rowCheckIntervalMs);
    timer.unref();
    return { signal: controller.signal, stop: () => clearInterval(timer) };
  }

  async exhausted(id: string, failure: JobFailure): Promise<void> {
    // A killed attempt never removed its folder; nothing will run on this row again.
    await removeWorkDirs(this.adapter.workLabel, id);
    await this.failAndRefund(id, exhaustedMessage(failure, this.adapter.failedMessage));
  }

  /**
   * Fails the row and returns its charge in one transaction. Only the call whose write failed
   * the row refunds, so however often (and however concurrently) it is asked, a charge comes
   * back once; a succeeded row is never failed.
   */
  async failAndRefund(id: string, message: string): Promise<void> {
    await this.deps.database.db.transaction(async (tx) => {
      const row = await this.adapter.findForWorker(tx, id);
      if (!row) return;
      const failed = await this.adapter.markFailed(tx, row, message);
      const refund = failed && this.adapter.refundOf(failed);
      if (refund) await this.deps.credits.refund({ ...refund, tx });
    });
  }
}

/**
 * A job's handler and its onExhausted (which the platform also runs for a job whose process
 * was killed, or that was quarantined) on the work its payload names.
 */
export function paidWorkHandlers<P>(
  workOf: (payload: P) => { work: RowWork; id: string },
): JobHandlers<P> {
  return {
    run: (payload, ctx) => {
      const { work, id } = workOf(payload);
      return work.run(id, ctx);
    },
    onExhausted: (payload, ctx) => {
      const { work, id } = workOf(payload);
      return work.exhausted(id, ctx.error);
    },
  };
}

/** Registers paidWorkHandlers on a registry (tests of the life cycle with their own jobs). */
export function registerPaidWork<C extends JobContract, N extends keyof C & string>(
  registry: HandlerRegistry<C>,
  name: N,
  workOf: (payload: ContractPayload<C, N>) => { work: RowWork; id: string },
): void {
  const { run, onExhausted } = paidWorkHandlers(workOf);
  registry.register(name, run, { onExhausted });
}
