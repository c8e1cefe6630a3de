import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Liveness of the processes that work jobs (decision 018). pg-boss keeps the jobs themselves
 * in its own schema; these tables say who is running what, so a dead worker's jobs are given
 * back within seconds instead of at pg-boss expiry. Every time here is the database's clock.
 */

/** One row per worker process, beaten every few seconds; deleted when the worker is reaped. */
export const jobWorkers = pgTable(
  'job_workers',
  {
    id: uuid().primaryKey(),
    /** The pg-boss schema this worker works (tests run several side by side). */
    queueSchema: text().notNull(),
    host: text().notNull(),
    pid: integer().notNull(),
    concurrency: integer().notNull(),
    startedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastBeatAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('job_workers_queue_schema_idx').on(table.queueSchema, table.lastBeatAt)],
);

/**
 * Which worker holds a running job's current attempt: written in the transaction that fetches
 * the job, removed in the one that records its outcome (only while still held) or by the
 * reaper. No foreign key to job_workers: a lease whose worker row is gone is how the reaper
 * recognises an attempt nobody is running any more.
 */
export const jobLeases = pgTable(
  'job_leases',
  {
    jobId: uuid().primaryKey(),
    queueSchema: text().notNull(),
    queue: text().notNull(),
    workerId: uuid().notNull(),
    leasedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('job_leases_worker_id_idx').on(table.workerId)],
);

/**
 * How often a job was running when its process died (it was reaped). The second death
 * quarantines the job: it is failed for good instead of being run a third time.
 */
export const jobDeaths = pgTable('job_deaths', {
  jobId: uuid().primaryKey(),
  queueSchema: text().notNull(),
  queue: text().notNull(),
  deaths: integer().notNull(),
  lastDiedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
