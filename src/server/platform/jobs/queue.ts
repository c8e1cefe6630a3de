import { randomUUID } from 'node:crypto';
import PgBoss from 'pg-boss';
import type { ContractPayloadInput, JobContract } from '@shared/jobs';
import { transactionExecutor, type Database } from '../../db/client.js';
import type { EnqueueOptions, JobDeclaration, JobSender, JobSenders } from './declarations.js';
import {
  assertValidCatalog,
  deadLetterName,
  expirySeconds,
  type JobCatalog,
  type JobPolicy,
} from './definitions.js';
import { assertValidHeartbeat, DEFAULT_HEARTBEAT, type HeartbeatTiming } from './heartbeat.js';
import { reapOrphans, type ReapedJob, type ReapResult } from './reaper.js';
import type { HandlerRegistry } from './registry.js';
import { jobSql, type JobSql } from './sql.js';
import type { JobEnvelope, JobEvent, JobLogger } from './types.js';
import { JobWorker } from './worker.js';

export type { EnqueueOptions } from './declarations.js';

export interface JobQueueOptions<C extends JobContract> {
  /** The contract and its policies: the app's (modules/index.ts appJobs) or a test's. */
  jobs: JobCatalog<C>;
  /** pino-compatible; defaults to silent. */
  logger?: JobLogger;
  /** pg-boss schema (tests use their own for isolation). */
  schema?: string;
  /**
   * How often pg-boss maintenance runs (expiry, the backstop behind the reaper; archiving).
   * It runs in one process at a time (version.maintained_on). pg-boss's default is 120 s.
   */
  maintenanceIntervalSeconds?: number;
  /** Worker heartbeats and when silence means death (decision 018); defaults 5 s and 30 s. */
  heartbeat?: HeartbeatTiming;
  /** Metrics hook, e.g. for prom-client. */
  onJobEvent?: (event: JobEvent) => void;
}

export interface JobSnapshot {
  id: string;
  name: string;
  state: 'created' | 'retry' | 'active' | 'completed' | 'cancelled' | 'failed';
  retryCount: number;
  retryLimit: number;
  retryDelay: number;
  retryBackoff: boolean;
  progress: number | null;
  output: Record<string, unknown> | null;
  createdOn: Date;
  startAfter: Date;
  startedOn: Date | null;
  completedOn: Date | null;
}

export interface JobQueueHealth {
  ok: boolean;
  latencyMs: number;
  /** Jobs waiting (created or retry) per queue. */
  queued: Record<string, number>;
  /** Handlers running in this process; null when this process does not work jobs. */
  running: number | null;
  /** Worker processes (any host) that beat within the dead-after time. */
  liveWorkers: number;
  error?: string;
}

/**
 * The typed job queue: pg-boss 10 on the app database, through the app's single connection
 * path (on PGlite nothing may open a second path). Jobs are rows in the same database, so a
 * job can be enqueued in the transaction that creates the row it processes.
 */
export class JobQueue<C extends JobContract> implements JobSenders {
  readonly #sql: JobSql;
  readonly #channel: string;
  #worker: JobWorker<C> | undefined;
  #unlisten: (() => Promise<void>) | undefined;
  #stopped = false;

  private constructor(
    private readonly database: Database,
    private readonly boss: PgBoss,
    readonly catalog: JobCatalog<C>,
    private readonly logger: JobLogger,
    private readonly onJobEvent: ((event: JobEvent) => void) | undefined,
    readonly schema: string,
    readonly heartbeat: HeartbeatTiming,
  ) {
    this.#sql = jobSql(schema);
    this.#channel = `${schema}_jobs`;
  }

  /** Installs/migrates pg-boss and creates (or updates) every queue and its dead-letter queue. */
  static async start<C extends JobContract>(
    database: Database,
    options: JobQueueOptions<C>,
  ): Promise<JobQueue<C>> {
    const catalog = options.jobs;
    const logger = options.logger ?? silentLogger;
    const heartbeat = options.heartbeat ?? DEFAULT_HEARTBEAT;
    assertValidCatalog(catalog);
    assertValidHeartbeat(heartbeat);
    const schema = options.schema ?? 'pgboss';
    const boss = new PgBoss({
      db: { executeSql: (text, values) => database.executeSql(text, values) },
      schema,
      // Maintenance expires jobs nobody finished by their timeout: the backstop behind the
      // reaper (a living worker fails its own attempt at the timeout first).
      supervise: true,
      maintenanceIntervalSeconds: options.maintenanceIntervalSeconds ?? 30,
      schedule: true,
      migrate: true,
    });
    boss.on('error', (error) => logger.error({ err: error }, 'pg-boss error'));
    // pg-boss creates its schema on start: serialise that with other booting processes.
    await database.withStartupLock(async () => {
      await boss.start();
      for (const [name, policy] of Object.entries(catalog.definitions) as [string, JobPolicy][]) {
        // The dead-letter queue first: queue.dead_letter references an existing queue.
        await boss.createQueue(deadLetterName(name), { name: deadLetterName(name) });
        const queue = { name, policy: policy.policy ?? 'standard', ...jobOptions(name, policy) };
        await boss.createQueue(name, queue);
        await boss.updateQueue(name, queue); // createQueue leaves an existing queue unchanged
      }
    });
    return new JobQueue(database, boss, catalog, logger, options.onJobEvent, schema, heartbeat);
  }

  /**
   * Validates the payload (throws a ZodError) and enqueues the job. With `tx` the job row is
   * written by that transaction. Returns the job id, or null when a singleton rule dropped it.
   */
  async enqueue<N extends keyof C & string>(
    name: N,
    payload: ContractPayloadInput<C, N>,
    options: EnqueueOptions = {},
  ): Promise<string | null> {
    const schema = this.catalog.contract[name];
    const policy = this.catalog.definitions[name];
    if (!schema || !policy) throw new Error(`Unknown job "${name}"`);
    schema.parse(payload);
    const id = randomUUID();
    const executor = options.tx ? transactionExecutor(options.tx) : this.database;
    const data: JobEnvelope = { jobId: id, payload };
    const created = await this.boss.send(name, data, {
      ...jobOptions(name, policy),
      id,
      db: executor,
      ...(options.singletonKey !== undefined && { singletonKey: options.singletonKey }),
      ...(options.singletonSeconds !== undefined && { singletonSeconds: options.singletonSeconds }),
      ...(options.startAfterSeconds !== undefined && { startAfter: options.startAfterSeconds }),
    });
    if (created === null) return null;
    // Wakes workers in every process; inside a transaction it is delivered on commit only.
    await executor.executeSql(this.#sql.notify, [this.#channel, name]);
    if (!options.tx) this.#worker?.notify();
    return created;
  }

  /**
   * A view of this queue typed on the given declarations (a module's own jobs). Refuses, when
   * built, a declaration this queue's catalog does not hold with the same payload schema, so a
   * module can only send what the running catalog validates and works.
   */
  sender<const J extends readonly JobDeclaration[]>(...jobs: J): JobSender<J[number]> {
    for (const job of jobs) {
      if (this.catalog.contract[job.name] !== job.payload) {
        throw new Error(`Job "${job.name}" is not in this queue's catalog`);
      }
    }
    return {
      enqueue: (name, payload, options) =>
        this.enqueue(
          name as keyof C & string,
          payload as ContractPayloadInput<C, keyof C>,
          options,
        ),
      policyOf: (name) => this.catalog.definitions[name as keyof C],
    };
  }

  /**
   * Works every queue and dead-letter queue with up to `concurrency` handlers at once, and
   * keeps the cron schedules in the database in line with the definitions. Refuses to start
   * while a contract job has no handler. The worker announces itself (heartbeat) and reaps
   * dead workers' jobs after every beat; on PGlite the first pass reaps at once, since the
   * database belongs to this process and any other worker in it is dead.
   */
  async startWorkers(
    registry: HandlerRegistry<C>,
    { concurrency, pollIntervalMs = 500 }: { concurrency: number; pollIntervalMs?: number },
  ): Promise<void> {
    if (registry.contract !== this.catalog.contract) {
      throw new Error('The handler registry was built for a different job contract');
    }
    registry.assertComplete();
    if (this.#worker || this.#stopped) throw new Error('Workers already started or queue stopped');
    if (!Number.isInteger(concurrency) || concurrency < 1 || pollIntervalMs < 50) {
      throw new Error('concurrency must be an integer >= 1 and pollIntervalMs >= 50');
    }
    await this.#syncSchedules();
    const worker = new JobWorker({
      boss: this.boss,
      database: this.database,
      sql: this.#sql,
      schema: this.schema,
      catalog: this.catalog,
      registry,
      concurrency,
      pollIntervalMs,
      heartbeatIntervalMs: this.heartbeat.intervalMs,
      reap: async () => void (await this.reap()),
      logger: this.logger,
      onJobEvent: this.onJobEvent,
    });
    await worker.register();
    this.#worker = worker;
    await this.reap({ othersDead: this.database.kind === 'pglite' });
    this.#unlisten = await this.database.listen(this.#channel, () => worker.notify());
    worker.start();
  }

  /**
   * One reaper pass (workers run one after every heartbeat): removes workers that stopped
   * beating and gives their jobs back to be started again at once, or quarantines a job on
   * its second death. `othersDead` treats every other worker as dead (PGlite at boot).
   */
  async reap({ othersDead = false } = {}): Promise<ReapResult> {
    const result = await reapOrphans({
      database: this.database,
      boss: this.boss,
      sql: this.#sql,
      channel: this.#channel,
      workerId: this.#worker?.id,
      deadAfterMs: this.heartbeat.deadAfterMs,
      othersDead,
    });
    for (const job of result.retried) this.#emitReaped(job, 'reaped');
    for (const job of result.quarantined) this.#emitReaped(job, 'quarantined');
    if (result.retried.length + result.quarantined.length > 0) {
      this.logger.warn(
        { workers: result.workers, retried: result.retried, quarantined: result.quarantined },
        'gave back the jobs of workers that stopped beating',
      );
    }
    this.#worker?.notify();
    return result;
  }

  async getJob(name: string, id: string): Promise<JobSnapshot | null> {
    const job = await this.boss.getJobById<unknown>(name, id, { includeArchive: true });
    if (!job) return null;
    const output = (job.output ?? null) as Record<string, unknown> | null;
    return {
      id: job.id,
      name: job.name,
      state: job.state,
      retryCount: job.retryCount,
      retryLimit: job.retryLimit,
      retryDelay: job.retryDelay,
      retryBackoff: job.retryBackoff,
      progress: typeof output?.progress === 'number' ? output.progress : null,
      output,
      createdOn: job.createdOn,
      startAfter: job.startAfter,
      startedOn: job.startedOn ?? null,
      completedOn: job.completedOn,
    };
  }

  async health(): Promise<JobQueueHealth> {
    const started = performance.now();
    const running = this.#worker ? this.#worker.running : null;
    try {
      await this.database.executeSql(this.#sql.version);
      const { rows } = await this.database.executeSql<{ name: string; queued: number }>(
        this.#sql.queued,
      );
      const queued = Object.fromEntries(rows.map((r) => [r.name, Number(r.queued)]));
      const workers = await this.database.executeSql<{ live: number }>(this.#sql.liveWorkers, [
        this.schema,
        this.heartbeat.deadAfterMs,
      ]);
      const liveWorkers = workers.rows[0]?.live ?? 0;
      const latencyMs = performance.now() - started;
      return { ok: !this.#stopped, latencyMs, queued, running, liveWorkers };
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      return {
        ok: false,
        latencyMs: performance.now() - started,
        queued: {},
        running,
        liveWorkers: 0,
        error: message,
      };
    }
  }

  /**
   * For health checks: rejects when unhealthy, else resolves with the live worker count
   * (zero is healthy for the queue itself: a web process enqueues whether or not anyone works).
   */
  async assertHealthy(): Promise<{ liveWorkers: number }> {
    const health = await this.health();
    if (!health.ok) throw new Error(health.error ?? 'job queue stopped');
    return { liveWorkers: health.liveWorkers };
  }

  /**
   * Stops fetching, lets running handlers finish for up to timeoutMs (graceful), then aborts
   * the rest; their jobs go back to the queue without using up a retry. Stops pg-boss's
   * timers but leaves the shared database open.
   */
  async stop({ graceful = true, timeoutMs = 30_000 } = {}): Promise<void> {
    if (this.#stopped) return;
    this.#stopped = true;
    await this.#worker?.stop({ graceful, timeoutMs });
    await this.#unlisten?.();
    await this.boss.stop({ graceful: false, close: false, wait: true });
  }

  #emitReaped(job: ReapedJob, state: 'reaped' | 'quarantined'): void {
    try {
      const { name, id: jobId, attempt } = job;
      this.onJobEvent?.({ name, state, durationMs: 0, jobId, attempt });
    } catch (error) {
      this.logger.warn({ err: error }, 'onJobEvent threw');
    }
  }

  async #syncSchedules(): Promise<void> {
    const existing = new Set((await this.boss.getSchedules()).map((s) => s.name));
    for (const [name, policy] of Object.entries(this.catalog.definitions) as [
      string,
      JobPolicy,
    ][]) {
      if (!policy.cron) {
        if (existing.has(name)) await this.boss.unschedule(name);
        continue;
      }
      const check = this.catalog.contract[name]!.safeParse({});
      if (!check.success) throw new Error(`Scheduled job "${name}" must accept an empty payload`);
      const data: JobEnvelope = { jobId: null, payload: {} };
      await this.boss.schedule(name, policy.cron, data, { tz: 'UTC', ...jobOptions(name, policy) });
    }
  }
}

const silentLogger: JobLogger = { debug() {}, info() {}, warn() {}, error() {} };

/** Per-job pg-boss options from a policy (also set on the queue, for cron-created jobs). */
function jobOptions(name: string, policy: JobPolicy) {
  return {
    retryLimit: policy.retryLimit,
    retryDelay: policy.retryDelaySeconds,
    retryBackoff: policy.retryBackoff,
    expireInSeconds: expirySeconds(policy),
    deadLetter: deadLetterName(name),
  };
}
