import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { SqlExecutor } from '../../db/client.js';
import { Wakeup } from './signals.js';
import type { JobSql } from './sql.js';
import type { JobLogger } from './types.js';

/** How often workers announce themselves, and when silence means death (decision 018). */
export interface HeartbeatTiming {
  /** A worker beats this often; every worker also reaps after each beat. */
  intervalMs: number;
  /**
   * A worker that has not beaten for this long is dead: its jobs are given back. Also the
   * grace after which an active job that no worker holds at all is given back.
   */
  deadAfterMs: number;
}

export const DEFAULT_HEARTBEAT: HeartbeatTiming = { intervalMs: 5_000, deadAfterMs: 30_000 };

/** Missed beats before a worker counts as dead: one late beat (a GC pause, a slow query) is not. */
export const MIN_MISSED_BEATS = 3;

export function assertValidHeartbeat({ intervalMs, deadAfterMs }: HeartbeatTiming): void {
  if (!Number.isInteger(intervalMs) || intervalMs < 50) {
    throw new Error('The heartbeat interval must be an integer of at least 50 ms');
  }
  if (!Number.isInteger(deadAfterMs) || deadAfterMs < MIN_MISSED_BEATS * intervalMs) {
    throw new Error(
      `The dead-after time must be at least ${MIN_MISSED_BEATS} heartbeat intervals (${MIN_MISSED_BEATS * intervalMs} ms)`,
    );
  }
}

export interface WorkerHeartbeatOptions {
  executor: SqlExecutor;
  sql: JobSql;
  schema: string;
  concurrency: number;
  intervalMs: number;
  logger: JobLogger;
  /** Our row was gone at a beat: another process declared us dead. Called before re-joining. */
  onReaped: (formerId: string) => void;
  /** Runs after every beat (the reaper); its errors are logged, never thrown. */
  afterBeat: () => Promise<void>;
}

/**
 * One worker process's row in job_workers, beaten every interval with the database's clock.
 * If a beat finds the row gone (the process stalled or lost the database for longer than the
 * dead-after time and was reaped), the worker stands down its attempts and joins again under
 * a new id.
 */
export class WorkerHeartbeat {
  #id = randomUUID();
  readonly #wakeup = new Wakeup();
  #loop: Promise<void> | undefined;
  #stopping = false;

  constructor(private readonly options: WorkerHeartbeatOptions) {}

  /** The id this worker leases jobs under now. */
  get id(): string {
    return this.#id;
  }

  async register(): Promise<void> {
    const { executor, sql, schema, concurrency } = this.options;
    await executor.executeSql(sql.registerWorker, [
      this.#id,
      schema,
      hostname(),
      process.pid,
      concurrency,
    ]);
  }

  start(): void {
    this.#loop ??= this.#run();
  }

  /** Stops beating and removes the row: a worker that said goodbye is not a death. */
  async stop(): Promise<void> {
    this.#stopping = true;
    this.#wakeup.wake();
    await this.#loop;
    await this.options.executor
      .executeSql(this.options.sql.unregisterWorker, [this.#id])
      .catch((error: unknown) =>
        this.options.logger.warn({ err: error }, 'worker row not removed'),
      );
  }

  async #run(): Promise<void> {
    const { intervalMs, logger } = this.options;
    while (!this.#stopping) {
      await this.#wakeup.wait(intervalMs);
      if (this.#stopping) break;
      try {
        await this.#beat();
      } catch (error) {
        logger.warn({ err: error }, 'heartbeat failed');
        continue; // no reaping on a database we cannot reach either
      }
      try {
        await this.options.afterBeat();
      } catch (error) {
        logger.warn({ err: error }, 'reaping dead workers failed');
      }
    }
  }

  async #beat(): Promise<void> {
    const { executor, sql, logger } = this.options;
    const { rows } = await executor.executeSql(sql.beat, [this.#id]);
    if (rows.length > 0 || this.#stopping) return;
    const formerId = this.#id;
    logger.warn(
      { workerId: formerId },
      'this worker was declared dead (no heartbeat for too long): standing down its jobs',
    );
    this.#id = randomUUID();
    this.options.onReaped(formerId);
    await this.register();
  }
}
