import type PgBoss from 'pg-boss';
import { transactionExecutor, type Database, type SqlExecutor } from '../../db/client.js';
import { isDeadLetter } from './definitions.js';
import type { JobSql } from './sql.js';

/** The second death quarantines a job: it is failed for good, not run a third time. */
export const QUARANTINE_DEATHS = 2;

export const ORPHANED_MESSAGE = 'The process running this job stopped before it finished';
export const QUARANTINED_MESSAGE =
  'The process running this job died twice while running it; it was not run again';

/** The worker id of a reaper that works no jobs itself (it holds no leases). */
const NO_WORKER = '00000000-0000-0000-0000-000000000000';

export interface ReapedJob {
  name: string;
  id: string;
  /** The attempt that was running when its worker died (1 = the first). */
  attempt: number;
  /** Deaths of this job so far, this one included. */
  deaths: number;
}

export interface ReapResult {
  /** Worker rows removed because they stopped beating. */
  workers: number;
  /** Given back to the queue to start again now (or failed, when out of retries). */
  retried: ReapedJob[];
  /** Failed for good through the dead letter (onExhausted runs once). */
  quarantined: ReapedJob[];
}

export interface ReapOptions {
  database: Database;
  boss: PgBoss;
  sql: JobSql;
  /** NOTIFY channel that wakes the workers of every process. */
  channel: string;
  /** The reaping worker's own id: its own leases are never orphans. */
  workerId: string | undefined;
  deadAfterMs: number;
  /** Every other worker is dead (PGlite at boot: the database belongs to this process). */
  othersDead: boolean;
}

/**
 * One reaper pass, in one transaction, safe with any number of reapers at once (row locks
 * with SKIP LOCKED: a job is reaped by one of them, and never while its holder records an
 * outcome). Removes workers that stopped beating, then gives back every active job that no
 * live worker holds: through pg-boss fail(), so its retry limit and dead letter apply, but
 * started again at once instead of after the retry delay. A job's second death quarantines it.
 */
export async function reapOrphans(options: ReapOptions): Promise<ReapResult> {
  const { database, sql, deadAfterMs, othersDead } = options;
  const workerId = options.workerId ?? NO_WORKER;
  return database.db.transaction(async (tx) => {
    const executor = transactionExecutor(tx);
    const workers = await executor.executeSql(sql.reapWorkers, [workerId, deadAfterMs, othersDead]);
    const { rows } = await executor.executeSql<ReapedJob>(sql.orphans, [
      workerId,
      deadAfterMs,
      othersDead,
    ]);
    const died = rows.map((row) => ({ ...row, deaths: row.deaths + 1 }));
    const result: ReapResult = { workers: workers.rows.length, retried: [], quarantined: [] };
    if (died.length > 0) {
      const ids = died.map((job) => job.id);
      await executor.executeSql(sql.dropLeases, [ids]);
      await executor.executeSql(sql.countDeaths, [ids, died.map((job) => job.name)]);
      for (const job of died) {
        // A dead letter carries a refund: it is retried (it has its own limit), never dropped.
        const quarantine = job.deaths >= QUARANTINE_DEATHS && !isDeadLetter(job.name);
        (quarantine ? result.quarantined : result.retried).push(job);
      }
      for (const [name, jobs] of groupByName(result.quarantined)) {
        const ids = jobs.map((job) => job.id);
        await executor.executeSql(sql.quarantine, [name, ids]);
        await fail(options.boss, executor, name, ids, {
          message: QUARANTINED_MESSAGE,
          quarantined: true,
          deaths: QUARANTINE_DEATHS,
        });
      }
      for (const [name, jobs] of groupByName(result.retried)) {
        const ids = jobs.map((job) => job.id);
        await fail(options.boss, executor, name, ids, {
          message: ORPHANED_MESSAGE,
          orphaned: true,
        });
        await executor.executeSql(sql.retryNow, [name, ids]);
      }
      // Delivered on commit: wakes an idle worker in any process to take the jobs now.
      for (const name of new Set(died.map((job) => job.name))) {
        await executor.executeSql(sql.notify, [options.channel, name]);
      }
    }
    await executor.executeSql(sql.pruneLeases);
    await executor.executeSql(sql.pruneDeaths);
    return result;
  });
}

/** pg-boss's fail(name, ids[], data, options) exists (manager.js) but is missing from its types. */
function fail(boss: PgBoss, db: SqlExecutor, name: string, ids: string[], data: object) {
  const failMany = boss.fail.bind(boss) as unknown as (
    name: string,
    ids: string[],
    data: object,
    options: { db: SqlExecutor },
  ) => Promise<unknown>;
  return failMany(name, ids, data, { db });
}

function groupByName(jobs: ReapedJob[]): Map<string, ReapedJob[]> {
  const groups = new Map<string, ReapedJob[]>();
  for (const job of jobs) groups.set(job.name, [...(groups.get(job.name) ?? []), job]);
  return groups;
}
