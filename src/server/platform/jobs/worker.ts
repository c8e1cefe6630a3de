import type PgBoss from 'pg-boss';
import { z } from 'zod';
import type { JobContract } from '@shared/jobs';
import type { Database } from '../../db/client.js';
import { deadLetterName, expirySeconds, type JobCatalog } from './definitions.js';
import { WorkerHeartbeat } from './heartbeat.js';
import {
  complete,
  describeFailure,
  fetchAndLease,
  readFailure,
  recordIfHeld,
  type LeasedJob as Job,
} from './lease.js';
import type { HandlerRegistry } from './registry.js';
import {
  JobTimeoutError,
  raceAbort,
  Wakeup,
  WorkerReapedError,
  WorkerStoppingError,
} from './signals.js';
import type { JobSql } from './sql.js';
import type { JobEvent, JobLogger } from './types.js';

export interface WorkerOptions<C extends JobContract> {
  boss: PgBoss;
  database: Database;
  sql: JobSql;
  /** pg-boss schema (the worker's row in job_workers names it). */
  schema: string;
  catalog: JobCatalog<C>;
  registry: HandlerRegistry<C>;
  concurrency: number;
  pollIntervalMs: number;
  heartbeatIntervalMs: number;
  /** The reaper pass, run after every heartbeat. */
  reap: () => Promise<void>;
  logger: JobLogger;
  onJobEvent: ((event: JobEvent) => void) | undefined;
}

interface Running {
  controller: AbortController;
  done: Promise<void>;
  /** The worker id the attempt's lease was taken under. */
  workerId: string;
}

/** Retries for onExhausted (refunds): a DB blip must not lose one. ~2.8 h in total. */
const EXHAUSTED_RETRY_LIMIT = 10;
const EXHAUSTED_RETRY_DELAY_SECONDS = 5;
const EXHAUSTED_MAX_TIMEOUT_SECONDS = 60;
const PROGRESS_MIN_INTERVAL_MS = 250;

/**
 * One dispatch loop over every queue (and its dead-letter queue): fetches as many jobs as
 * there are free slots, runs them concurrently, and wakes on NOTIFY, on a finished job or
 * on the poll interval (the backstop for retries whose start_after has come).
 * pg-boss's own work() is not used: it awaits a whole batch before fetching again and its
 * timeout does not abort the handler.
 *
 * Each attempt is leased to this worker in the transaction that fetches it, and its outcome
 * is recorded only while that lease holds (decision 018): once a reaper gave the job back,
 * nothing this worker does can land on the next attempt.
 */
export class JobWorker<C extends JobContract> {
  readonly #running = new Map<string, Running>();
  readonly #queues: string[];
  readonly #originOf = new Map<string, string>();
  readonly #wakeup = new Wakeup();
  readonly #heartbeat: WorkerHeartbeat;
  #stopping = false;
  #loop: Promise<void> | undefined;
  #cursor = 0;

  constructor(private readonly options: WorkerOptions<C>) {
    const names = Object.keys(options.catalog.contract);
    for (const name of names) this.#originOf.set(deadLetterName(name), name);
    this.#queues = [...names, ...names.map(deadLetterName)];
    this.#heartbeat = new WorkerHeartbeat({
      executor: options.database,
      sql: options.sql,
      schema: options.schema,
      concurrency: options.concurrency,
      intervalMs: options.heartbeatIntervalMs,
      logger: options.logger,
      onReaped: (formerId) => this.#standDown(formerId),
      afterBeat: options.reap,
    });
  }

  get running(): number {
    return this.#running.size;
  }

  /** This worker's current id in job_workers. */
  get id(): string {
    return this.#heartbeat.id;
  }

  /** Announces this worker (its first beat); call before the first reaper pass. */
  register(): Promise<void> {
    return this.#heartbeat.register();
  }

  start(): void {
    this.#heartbeat.start();
    this.#loop ??= this.#run();
  }

  /** Something was enqueued: fetch now instead of at the next poll. */
  notify(): void {
    this.#wakeup.wake();
  }

  async stop({ graceful, timeoutMs }: { graceful: boolean; timeoutMs: number }): Promise<void> {
    this.#stopping = true;
    this.#wakeup.wake();
    await this.#loop;
    const pending = () => Promise.allSettled([...this.#running.values()].map((r) => r.done));
    if (graceful && this.#running.size > 0) {
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([pending(), new Promise((r) => (timer = setTimeout(r, timeoutMs)))]);
      clearTimeout(timer);
    }
    for (const { controller } of this.#running.values()) {
      controller.abort(new WorkerStoppingError('The worker shut down before the job finished'));
    }
    await pending();
    await this.#heartbeat.stop();
  }

  /** We were declared dead: our attempts may run elsewhere already, so they stop unrecorded. */
  #standDown(formerId: string): void {
    for (const { controller, workerId } of this.#running.values()) {
      if (workerId !== formerId) continue;
      controller.abort(new WorkerReapedError('This worker was declared dead; the job runs again'));
    }
  }

  async #run(): Promise<void> {
    const { logger, concurrency, pollIntervalMs } = this.options;
    while (!this.#stopping) {
      let fetched = 0;
      try {
        fetched = await this.#fetchRound();
      } catch (error) {
        logger.error({ err: error }, 'job fetch failed');
      }
      if (this.#stopping) break;
      if (fetched > 0 && this.#running.size < concurrency) continue;
      await this.#wakeup.wait(pollIntervalMs);
    }
  }

  async #fetchRound(): Promise<number> {
    if (this.#running.size >= this.options.concurrency) return 0;
    const { rows } = await this.options.database.executeSql<{ name: string }>(
      this.options.sql.readyQueues,
      [this.#queues],
    );
    const ready = new Set(rows.map((r) => r.name));
    const queues = this.#queues.filter((q) => ready.has(q));
    if (queues.length === 0) return 0;
    const first = this.#cursor++ % queues.length; // rotate so no queue starves the others
    let fetched = 0;
    for (let i = 0; i < queues.length && !this.#stopping; i++) {
      const free = this.options.concurrency - this.#running.size;
      if (free <= 0) break;
      const queue = queues[(first + i) % queues.length]!;
      const workerId = this.#heartbeat.id;
      const jobs = await fetchAndLease(this.options, queue, free, workerId);
      for (const job of jobs) this.#start(queue, job, workerId);
      fetched += jobs.length;
    }
    return fetched;
  }

  #start(queue: string, job: Job, workerId: string): void {
    const controller = new AbortController();
    // Declared dead while this fetch was under way: the lease's worker row is already gone.
    if (workerId !== this.#heartbeat.id) {
      controller.abort(new WorkerReapedError('This worker was declared dead; the job runs again'));
    }
    const origin = this.#originOf.get(queue);
    const work = origin
      ? this.#exhausted(origin, queue, job, controller, workerId)
      : this.#attempt(queue, job, controller, workerId);
    const done = work
      .catch((error: unknown) => this.options.logger.error({ err: error, queue }, 'job crashed'))
      .finally(() => {
        this.#running.delete(job.id);
        this.#wakeup.wake();
      });
    this.#running.set(job.id, { controller, done, workerId });
  }

  async #attempt(
    name: string,
    job: Job,
    controller: AbortController,
    workerId: string,
  ): Promise<void> {
    const { boss, sql, catalog, registry, logger } = this.options;
    const parsed = catalog.contract[name]!.safeParse(job.data?.payload);
    if (!parsed.success) {
      // Retrying cannot fix a payload: fail for good, without a dead letter.
      const message = `Invalid payload: ${z.prettifyError(parsed.error)}`;
      const recorded = await recordIfHeld(this.options, name, job, workerId, async (db) => {
        await db.executeSql(sql.makeFinal, [name, job.id]);
        await boss.fail(name, job.id, { message, jobId: job.id }, { db });
      });
      logger.error({ job: name, jobId: job.id }, message);
      if (recorded) this.#emit(name, job, 'failed', 0);
      return;
    }
    const { handler } = registry.get(name)!;
    let lastProgress = -1;
    let lastProgressAt = 0;
    const reportProgress = async (pct: number) => {
      const value = Math.max(0, Math.min(100, Math.round(pct)));
      const now = Date.now();
      if (value === lastProgress) return;
      if (value < 100 && now - lastProgressAt < PROGRESS_MIN_INTERVAL_MS) return;
      lastProgress = value;
      lastProgressAt = now;
      await this.options.database
        .executeSql(sql.progress, [name, job.id, value, workerId])
        .catch((error: unknown) => logger.warn({ err: error, job: name }, 'progress not saved'));
    };
    const attempt = job.retryCount + 1;
    const { timeoutSeconds } = catalog.definitions[name]!;
    await this.#invoke(name, job, workerId, timeoutSeconds, controller, (signal) =>
      handler(parsed.data, { jobId: job.id, attempt, signal, reportProgress }),
    );
  }

  async #exhausted(
    origin: string,
    queue: string,
    job: Job,
    controller: AbortController,
    workerId: string,
  ) {
    const { boss, database, sql, catalog, registry, logger } = this.options;
    const policy = catalog.definitions[origin]!;
    const timeoutSeconds = Math.min(policy.timeoutSeconds, EXHAUSTED_MAX_TIMEOUT_SECONDS);
    await database.executeSql(sql.hardenDeadLetter, [
      queue,
      job.id,
      EXHAUSTED_RETRY_LIMIT,
      EXHAUSTED_RETRY_DELAY_SECONDS,
      expirySeconds({ ...policy, timeoutSeconds }),
    ]);
    const error = readFailure(job.output);
    const jobId = job.data?.jobId ?? (typeof error.jobId === 'string' ? error.jobId : null);
    const onExhausted = registry.get(origin)?.onExhausted;
    const parsed = catalog.contract[origin]!.safeParse(job.data?.payload);
    if (!onExhausted || !parsed.success) {
      if (!parsed.success) logger.error({ job: origin, jobId }, 'dead letter with invalid payload');
      await recordIfHeld(this.options, queue, job, workerId, (db) =>
        complete(boss, queue, job.id, db),
      );
      return;
    }
    logger.warn({ job: origin, jobId, error: error.message }, 'job failed for good');
    await this.#invoke(queue, job, workerId, timeoutSeconds, controller, (signal) =>
      onExhausted(parsed.data, { jobId, error, signal }),
    );
  }

  /** Runs one attempt under its timeout and records the outcome through pg-boss. */
  async #invoke(
    queue: string,
    job: Job,
    workerId: string,
    timeoutSeconds: number,
    controller: AbortController,
    call: (signal: AbortSignal) => Promise<void>,
  ): Promise<void> {
    const { boss, sql, logger } = this.options;
    const startedAt = performance.now();
    const timer = setTimeout(
      () => controller.abort(new JobTimeoutError(`Job timed out after ${timeoutSeconds}s`)),
      timeoutSeconds * 1000,
    );
    this.#emit(queue, job, 'started', 0);
    let failure: unknown;
    let succeeded = false;
    try {
      await raceAbort(
        Promise.resolve().then(() => call(controller.signal)),
        controller.signal,
      );
      succeeded = true;
    } catch (error) {
      failure = error;
    } finally {
      clearTimeout(timer);
    }
    const durationMs = performance.now() - startedAt;
    if (!succeeded && controller.signal.reason instanceof WorkerReapedError) {
      logger.warn({ queue, jobId: job.id, workerId }, 'attempt stood down, outcome not recorded');
      return;
    }
    // If recording the outcome throws (database gone), the job stays active under this
    // worker's lease: the reaper frees it if this worker dies, pg-boss expiry if it lives.
    // Either way it is retried (handlers are idempotent).
    if (succeeded) {
      const recorded = await recordIfHeld(this.options, queue, job, workerId, (db) =>
        complete(boss, queue, job.id, db),
      );
      if (recorded) this.#emit(queue, job, 'completed', durationMs);
      return;
    }
    const recorded = await recordIfHeld(this.options, queue, job, workerId, async (db) => {
      if (controller.signal.reason instanceof WorkerStoppingError) {
        await db.executeSql(sql.returnAttempt, [queue, job.id]);
      }
      await boss.fail(queue, job.id, describeFailure(failure, job), { db });
    });
    if (!recorded) return;
    logger.warn({ err: failure, queue, jobId: job.id, attempt: job.retryCount + 1 }, 'job failed');
    this.#emit(queue, job, 'failed', durationMs);
  }

  #emit(name: string, job: Job, state: JobEvent['state'], durationMs: number): void {
    try {
      this.options.onJobEvent?.({
        name,
        state,
        durationMs,
        jobId: job.id,
        attempt: job.retryCount + 1,
      });
    } catch (error) {
      this.options.logger.warn({ err: error }, 'onJobEvent threw');
    }
  }
}
