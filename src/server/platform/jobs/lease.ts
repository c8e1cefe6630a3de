import type PgBoss from 'pg-boss';
import { storableText } from '@shared/text';
import { transactionExecutor, type Database, type SqlExecutor } from '../../db/client.js';
import type { JobFailure } from './registry.js';
import { JobTimeoutError } from './signals.js';
import type { JobSql } from './sql.js';
import type { JobEnvelope, JobLogger } from './types.js';

/**
 * Attempts leased to the worker running them (decision 018). pg-boss has no attempt token:
 * its complete() and fail() act on whatever attempt of a job is active. The lease is that
 * token: taken with the fetch, and required (and given up) by the outcome.
 */

export type LeasedJob = PgBoss.JobWithMetadata<JobEnvelope | null>;

interface LeaseDeps {
  database: Database;
  boss: PgBoss;
  sql: JobSql;
  logger: JobLogger;
}

/** Fetch and lease in one transaction: no moment where a job is active and nobody's. */
export async function fetchAndLease(
  { database, boss, sql }: LeaseDeps,
  queue: string,
  batchSize: number,
  workerId: string,
): Promise<LeasedJob[]> {
  return database.db.transaction(async (tx) => {
    const db = transactionExecutor(tx);
    const fetched = (await boss.fetch<JobEnvelope | null>(queue, {
      batchSize,
      includeMetadata: true,
      db,
    })) as LeasedJob[];
    if (fetched.length > 0) {
      await db.executeSql(sql.lease, [fetched.map((job) => job.id), queue, workerId]);
    }
    return fetched;
  });
}

/**
 * Records an attempt's outcome in one transaction, only while this worker still holds its
 * lease on the still-active job (the row is locked first, as the reaper does, so the two never
 * deadlock). Returns false, recording nothing, when the job was given back meanwhile.
 */
export async function recordIfHeld(
  { database, sql, logger }: LeaseDeps,
  queue: string,
  job: LeasedJob,
  workerId: string,
  write: (db: SqlExecutor) => Promise<void>,
): Promise<boolean> {
  const held = await database.db.transaction(async (tx) => {
    const db = transactionExecutor(tx);
    const active = await db.executeSql(sql.lockActive, [queue, job.id]);
    const lease = await db.executeSql(sql.release, [job.id, workerId]);
    if (active.rows.length === 0 || lease.rows.length === 0) return false;
    await write(db);
    return true;
  });
  if (!held) {
    logger.warn(
      { queue, jobId: job.id, workerId },
      'job outcome not recorded: the job was given back while this worker ran it',
    );
  }
  return held;
}

/** complete() with no output (pg-boss's typed overloads would take the options for output). */
export async function complete(
  boss: PgBoss,
  queue: string,
  id: string,
  db: SqlExecutor,
): Promise<void> {
  await boss.complete(queue, id, null as unknown as object, { db });
}

export function describeFailure(error: unknown, job: LeasedJob): JobFailure {
  const err = error instanceof Error ? error : new Error(String(error));
  // Stored as jsonb, which refuses a NUL: a vendor's text in a message must not lose the failure.
  return {
    message: storableText(err.message),
    name: err.name,
    jobId: job.id,
    attempt: job.retryCount + 1,
    timedOut: err instanceof JobTimeoutError,
    stack: err.stack && storableText(err.stack.slice(0, 2000)),
  };
}

/** Our failure output, or pg-boss's expiry note `{ value: { message } }` (plans.js). */
export function readFailure(output: unknown): JobFailure {
  const record = (output ?? {}) as Record<string, unknown>;
  if (typeof record.message === 'string') return record as JobFailure;
  const value = record.value as { message?: unknown } | undefined;
  if (typeof value?.message === 'string') return { message: value.message, expired: true };
  return { message: 'Job failed (no reason recorded)' };
}
