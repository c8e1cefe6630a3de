import type PgBoss from 'pg-boss';
import { z } from 'zod';
import type { JobContract } from '@shared/jobs';
import { storableText } from '@shared/text';
import type { SqlExecutor } from '../../db/client.js';
import { deadLetterName, expirySeconds, type JobCatalog } from './definitions.js';
import type { HandlerRegistry, JobFailure } from './registry.js';
import { JobTimeoutError, raceAbort, Wakeup, WorkerStoppingError } from './signals.js';
import type { JobSql } from './sql.js';

/** What we store as pg-boss job data: the payload plus the id, which dead letters lose. */
export interface JobEnvelope {
  jobId: string | null;
  payload: unknown;
}

export interface JobEvent {
  name: string;
  state: 'started' | 'completed' | 'failed';
  durationMs: number;
  jobId: string;
  attempt: number;
}

export interface JobLogger {
  debug(obj: object, msg?: string): void;
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

export interface WorkerOptions<C extends JobContract> {
  boss: PgBoss;
  executor: SqlExecutor;
  sql: JobSql;
  catalog: JobCatalog<C>;
  registry: HandlerRegistry<C>;
  concurrency: number;
  pollIntervalMs: number;
  logger: JobLogger;
  onJobEvent: ((event: JobEvent) => void) | undefined;
}

type Job = PgBoss.JobWithMetadata<JobEnvelope | null>;

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
 */
export class JobWorker<C extends JobContract> {
  readonly #running = new Map<string, { controller: AbortController; done: Promise<void> }>();
  readonly #queues: string[];
  readonly #originOf = new Map<string, string>();
  readonly #wakeup = new Wakeup();
  #stopping = false;
  #loop: Promise<void> | undefined;
  #cursor = 0;

  constructor(private readonly options: WorkerOptions<C>) {
    const names = Object.keys(options.catalog.contract);
    for (const name of names) this.#originOf.set(deadLetterName(name), name);
    this.#queues = [...names, ...names.map(deadLetterName)];
  }

  get running(): number {
    return this.#running.size;
  }

  start(): void {
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
    const { rows } = await this.options.executor.executeSql<{ name: string }>(
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
      const jobs = (await this.options.boss.fetch<JobEnvelope | null>(queue, {
        batchSize: free,
        includeMetadata: true,
      })) as Job[];
      for (const job of jobs) this.#start(queue, job);
      fetched += jobs.length;
    }
    return fetched;
  }

  #start(queue: string, job: Job): void {
    const controller = new AbortController();
    const origin = this.#originOf.get(queue);
    const work = origin
      ? this.#exhausted(origin, queue, job, controller)
      : this.#attempt(queue, job, controller);
    const done = work
      .catch((error: unknown) => this.options.logger.error({ err: error, queue }, 'job crashed'))
      .finally(() => {
        this.#running.delete(job.id);
        this.#wakeup.wake();
      });
    this.#running.set(job.id, { controller, done });
  }

  async #attempt(name: string, job: Job, controller: AbortController): Promise<void> {
    const { boss, executor, sql, catalog, registry, logger } = this.options;
    const parsed = catalog.contract[name]!.safeParse(job.data?.payload);
    if (!parsed.success) {
      // Retrying cannot fix a payload: fail for good, without a dead letter.
      await executor.executeSql(sql.makeFinal, [name, job.id]);
      const message = `Invalid payload: ${z.prettifyError(parsed.error)}`;
      await boss.fail(name, job.id, { message, jobId: job.id });
      logger.error({ job: name, jobId: job.id }, message);
      this.#emit(name, job, 'failed', 0);
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
      await executor
        .executeSql(sql.progress, [name, job.id, value])
        .catch((error: unknown) => logger.warn({ err: error, job: name }, 'progress not saved'));
    };
    const attempt = job.retryCount + 1;
    await this.#invoke(name, job, catalog.definitions[name]!.timeoutSeconds, controller, (signal) =>
      handler(parsed.data, { jobId: job.id, attempt, signal, reportProgress }),
    );
  }

  async #exhausted(origin: string, queue: string, job: Job, controller: AbortController) {
    const { boss, executor, sql, catalog, registry, logger } = this.options;
    const policy = catalog.definitions[origin]!;
    const timeoutSeconds = Math.min(policy.timeoutSeconds, EXHAUSTED_MAX_TIMEOUT_SECONDS);
    await executor.executeSql(sql.hardenDeadLetter, [
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
      await boss.complete(queue, job.id);
      return;
    }
    logger.warn({ job: origin, jobId, error: error.message }, 'job failed for good');
    await this.#invoke(queue, job, timeoutSeconds, controller, (signal) =>
      onExhausted(parsed.data, { jobId, error, signal }),
    );
  }

  /** Runs one attempt under its timeout and records the outcome through pg-boss. */
  async #invoke(
    queue: string,
    job: Job,
    timeoutSeconds: number,
    controller: AbortController,
    call: (signal: AbortSignal) => Promise<void>,
  ): Promise<void> {
    const { boss, executor, sql, logger } = this.options;
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
    // If recording the outcome throws (database gone), the job stays active and pg-boss
    // expiry retries it: handlers are idempotent.
    if (succeeded) {
      const { affected } = (await boss.complete(queue, job.id)) as unknown as { affected: number };
      if (affected === 0) {
        logger.warn({ queue, jobId: job.id }, 'job finished after it expired; a retry redoes it');
      }
      this.#emit(queue, job, 'completed', durationMs);
      return;
    }
    if (controller.signal.reason instanceof WorkerStoppingError) {
      await executor.executeSql(sql.returnAttempt, [queue, job.id]);
    }
    await boss.fail(queue, job.id, describeFailure(failure, job));
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

function describeFailure(error: unknown, job: Job): JobFailure {
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
function readFailure(output: unknown): JobFailure {
  const record = (output ?? {}) as Record<string, unknown>;
  if (typeof record.message === 'string') return record as JobFailure;
  const value = record.value as { message?: unknown } | undefined;
  if (typeof value?.message === 'string') return { message: value.message, expired: true };
  return { message: 'Job failed (no reason recorded)' };
}
