import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestDatabase, type TestDatabase } from '../../../../test/helpers/database.js';
import { deferred, waitForJob } from '../../../../test/helpers/jobs.js';
import { idCatalog } from '../../../../test/fixtures/job-catalogs.js';
import type { JobCatalog } from './definitions.js';
import { JobQueue } from './queue.js';
import { HandlerRegistry, type JobContext } from './registry.js';
import type { JobEvent } from './types.js';
import type { JobContract } from '@shared/jobs';

let testDb: TestDatabase;
let schemaCounter = 0;
const queues: JobQueue<JobContract>[] = [];

beforeAll(async () => {
  testDb = await createTestDatabase();
});
afterEach(async () => {
  await Promise.all(queues.splice(0).map((q) => q.stop({ graceful: false })));
});
afterAll(async () => {
  await testDb.dispose();
});

/** A queue on its own pg-boss schema, so tests never see each other's jobs. */
async function startQueue<C extends JobContract>(
  jobs: JobCatalog<C>,
  extra: { schema?: string; onJobEvent?: (e: JobEvent) => void } = {},
) {
  const queue = await JobQueue.start(testDb.database, {
    jobs,
    schema: extra.schema ?? `jobs_test_${++schemaCounter}`,
    maintenanceIntervalSeconds: 1,
    ...(extra.onJobEvent && { onJobEvent: extra.onJobEvent }),
  });
  queues.push(queue as unknown as JobQueue<JobContract>);
  return queue;
}

const asAny = <C extends JobContract>(q: JobQueue<C>) => q as unknown as JobQueue<JobContract>;

describe('JobQueue', () => {
  it('runs the handler with the typed payload and completes the job', async () => {
    const jobs = idCatalog({ 'test.echo': {} });
    const queue = await startQueue(jobs);
    const seen = deferred<{ payload: { id: string }; ctx: JobContext }>();
    const registry = new HandlerRegistry(jobs.contract).register(
      'test.echo',
      async (payload, ctx) => {
        seen.resolve({ payload, ctx });
      },
    );
    await queue.startWorkers(registry, { concurrency: 1 });
    const id = await queue.enqueue('test.echo', { id: 'video-1' });
    const { payload, ctx } = await seen.promise;
    expect(payload).toEqual({ id: 'video-1' });
    expect(ctx).toMatchObject({ jobId: id, attempt: 1 });
    await waitForJob(asAny(queue), 'test.echo', id!, (j) => j.state === 'completed');
  });

  it('refuses an invalid payload or unknown job at enqueue', async () => {
    const jobs = idCatalog({ 'test.strict': {} });
    const queue = await startQueue(jobs);
    await expect(queue.enqueue('test.strict', { id: '' })).rejects.toBeInstanceOf(z.ZodError);
    await expect(
      queue.enqueue('test.strict', { nope: 1 } as unknown as { id: string }),
    ).rejects.toBeInstanceOf(z.ZodError);
    await expect(asAny(queue).enqueue('test.unknown', {})).rejects.toThrow(/Unknown job/);
    expect((await queue.health()).queued['test.strict'] ?? 0).toBe(0);
  });

  it('runs handlers in parallel up to the concurrency', async () => {
    const jobs = idCatalog({ 'test.parallel': {} });
    const queue = await startQueue(jobs);
    const allStarted = deferred();
    let started = 0;
    const registry = new HandlerRegistry(jobs.contract).register('test.parallel', async () => {
      if (++started === 3) allStarted.resolve();
      await allStarted.promise; // only completes if all three run at the same time
    });
    await queue.startWorkers(registry, { concurrency: 3 });
    const ids = await Promise.all(
      ['a', 'b', 'c'].map((id) => queue.enqueue('test.parallel', { id })),
    );
    await allStarted.promise;
    for (const id of ids)
      await waitForJob(asAny(queue), 'test.parallel', id!, (j) => j.state === 'completed');
  });

  it('retries a failing handler with backoff, then calls onExhausted exactly once', async () => {
    const jobs = idCatalog({ 'test.flaky': { retryLimit: 2, retryDelaySeconds: 1 } });
    const queue = await startQueue(jobs);
    const starts: { attempt: number; at: number }[] = [];
    const exhausted: { payload: unknown; jobId: string | null; message: string }[] = [];
    const exhaustedOnce = deferred();
    const registry = new HandlerRegistry(jobs.contract).register(
      'test.flaky',
      async (_payload, ctx) => {
        starts.push({ attempt: ctx.attempt, at: Date.now() });
        throw new Error(`boom ${ctx.attempt}`);
      },
      {
        onExhausted: async (payload, { jobId, error }) => {
          exhausted.push({ payload, jobId, message: error.message });
          exhaustedOnce.resolve();
        },
      },
    );
    await queue.startWorkers(registry, { concurrency: 2, pollIntervalMs: 100 });
    const id = await queue.enqueue('test.flaky', { id: 'v1' });
    await exhaustedOnce.promise;
    expect(starts.map((s) => s.attempt)).toEqual([1, 2, 3]);
    // Backoff with jitter (plans.js failJobs): retry n waits delay*2^(n-1) .. delay*2^n.
    expect(starts[1]!.at - starts[0]!.at).toBeGreaterThanOrEqual(900);
    expect(starts[2]!.at - starts[1]!.at).toBeGreaterThanOrEqual(1900);
    const job = await waitForJob(asAny(queue), 'test.flaky', id!, (j) => j.state === 'failed');
    expect(job).toMatchObject({ retryCount: 2, retryLimit: 2, retryDelay: 1, retryBackoff: true });
    expect(job.output).toMatchObject({ message: 'boom 3', attempt: 3, timedOut: false });
    expect(exhausted).toEqual([{ payload: { id: 'v1' }, jobId: id, message: 'boom 3' }]);
    // The dead-letter job completed, so nothing calls onExhausted again.
    const health = await queue.health();
    expect(health.queued['test.flaky.dead'] ?? 0).toBe(0);
    expect(exhausted).toHaveLength(1);
  });

  it('aborts a hanging handler at its timeout and counts it as failed', async () => {
    const jobs = idCatalog({ 'test.hang': { timeoutSeconds: 1 } });
    const events: JobEvent[] = [];
    const failed = deferred<JobEvent>();
    const queue = await startQueue(jobs, {
      onJobEvent: (e) => {
        events.push(e);
        if (e.name === 'test.hang' && e.state === 'failed') failed.resolve(e);
      },
    });
    const aborted = deferred<unknown>();
    const registry = new HandlerRegistry(jobs.contract).register('test.hang', (_p, { signal }) => {
      signal.addEventListener('abort', () => aborted.resolve(signal.reason));
      return new Promise(() => {}); // ignores its signal: still counted failed at the timeout
    });
    await queue.startWorkers(registry, { concurrency: 1 });
    const id = await queue.enqueue('test.hang', { id: 'x' });
    expect(String(await aborted.promise)).toMatch(/timed out after 1s/);
    const event = await failed.promise;
    expect(event.durationMs).toBeGreaterThanOrEqual(950);
    expect(event.durationMs).toBeLessThan(5000);
    const job = await waitForJob(asAny(queue), 'test.hang', id!, (j) => j.state === 'failed');
    expect(job.output).toMatchObject({ timedOut: true, name: 'JobTimeoutError' });
    expect(events.filter((e) => e.name === 'test.hang').map((e) => e.state)).toEqual([
      'started',
      'failed',
    ]);
  });

  it('fails a job whose payload no longer parses without retrying it', async () => {
    const strict = idCatalog({ 'test.schema': { retryLimit: 3 } });
    const schema = `jobs_test_${++schemaCounter}`;
    const worker = await startQueue(strict, { schema });
    // An older deploy's contract accepted other payloads; it enqueues through the same queue.
    const loose = {
      contract: { 'test.schema': z.object({ legacy: z.number() }) },
      definitions: strict.definitions,
    };
    const producer = await startQueue(loose, { schema });
    let exhaustedCalls = 0;
    const registry = new HandlerRegistry(strict.contract).register(
      'test.schema',
      async () => {
        throw new Error('must not run');
      },
      { onExhausted: async () => void exhaustedCalls++ },
    );
    await worker.startWorkers(registry, { concurrency: 1 });
    const id = await producer.enqueue('test.schema', { legacy: 1 });
    const job = await waitForJob(asAny(worker), 'test.schema', id!, (j) => j.state === 'failed');
    expect(job.retryCount).toBe(0);
    expect(String(job.output?.message)).toMatch(/Invalid payload/);
    expect((await worker.health()).queued['test.schema.dead'] ?? 0).toBe(0);
    expect(exhaustedCalls).toBe(0);
  });

  it('enqueues inside a drizzle transaction: rollback drops the job, commit runs it', async () => {
    const jobs = idCatalog({ 'test.tx': {} });
    const queue = await startQueue(jobs);
    const { db } = testDb.database;
    const countJobs = async () => {
      const { rows } = await testDb.database.executeSql<{ n: number }>(
        `SELECT count(*)::int AS n FROM ${queue.schema}.job WHERE name = 'test.tx'`,
      );
      return rows[0]!.n;
    };
    await expect(
      db.transaction(async (tx) => {
        await tx.execute(sql`SELECT 1`);
        await queue.enqueue('test.tx', { id: 'rolled-back' }, { tx });
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    expect(await countJobs()).toBe(0);

    const ran = deferred<string>();
    const registry = new HandlerRegistry(jobs.contract).register('test.tx', async ({ id }) =>
      ran.resolve(id),
    );
    await queue.startWorkers(registry, { concurrency: 1 });
    const jobId = await db.transaction((tx) =>
      queue.enqueue('test.tx', { id: 'committed' }, { tx }),
    );
    expect(await ran.promise).toBe('committed');
    await waitForJob(asAny(queue), 'test.tx', jobId!, (j) => j.state === 'completed');
    expect(await countJobs()).toBe(1);
  });

  it('stores reported progress on the job', async () => {
    const jobs = idCatalog({ 'test.progress': {} });
    const queue = await startQueue(jobs);
    const release = deferred();
    const reported = deferred();
    const registry = new HandlerRegistry(jobs.contract).register(
      'test.progress',
      async (_p, ctx) => {
        await ctx.reportProgress(42.4);
        reported.resolve();
        await release.promise;
      },
    );
    await queue.startWorkers(registry, { concurrency: 1 });
    const id = await queue.enqueue('test.progress', { id: 'p' });
    await reported.promise;
    expect((await queue.getJob('test.progress', id!))?.progress).toBe(42);
    release.resolve();
    await waitForJob(asAny(queue), 'test.progress', id!, (j) => j.state === 'completed');
  });

  it('graceful stop waits for a running handler', async () => {
    const jobs = idCatalog({ 'test.graceful': {} });
    const queue = await startQueue(jobs);
    const started = deferred();
    const release = deferred();
    let finished = false;
    const registry = new HandlerRegistry(jobs.contract).register('test.graceful', async () => {
      started.resolve();
      await release.promise;
      finished = true;
    });
    await queue.startWorkers(registry, { concurrency: 1 });
    const id = await queue.enqueue('test.graceful', { id: 'g' });
    await started.promise;
    let stopped = false;
    const stopping = queue.stop({ graceful: true, timeoutMs: 30_000 }).then(() => (stopped = true));
    for (let i = 0; i < 20; i++) await new Promise((r) => setImmediate(r));
    expect(stopped).toBe(false);
    release.resolve();
    await stopping;
    expect(finished).toBe(true);
    const snapshot = await JobQueue.start(testDb.database, { jobs, schema: queue.schema });
    queues.push(asAny(snapshot));
    expect((await snapshot.getJob('test.graceful', id!))?.state).toBe('completed');
  });

  it('stop aborts a handler still running at the timeout and gives its attempt back', async () => {
    const jobs = idCatalog({ 'test.interrupted': { retryLimit: 0 } });
    const queue = await startQueue(jobs);
    const started = deferred();
    const registry = new HandlerRegistry(jobs.contract).register('test.interrupted', () => {
      started.resolve();
      return new Promise(() => {});
    });
    await queue.startWorkers(registry, { concurrency: 1 });
    const id = await queue.enqueue('test.interrupted', { id: 'i' });
    await started.promise;
    await queue.stop({ graceful: true, timeoutMs: 200 });
    const reader = await JobQueue.start(testDb.database, { jobs, schema: queue.schema });
    queues.push(asAny(reader));
    // retryLimit 0, yet it is queued for another attempt: a shutdown is not the job's fault.
    expect(await reader.getJob('test.interrupted', id!)).toMatchObject({
      state: 'retry',
      retryLimit: 1,
    });
  });

  it('keeps cron schedules in the database and reports health', async () => {
    const jobs = idCatalog({ 'test.cron': { cron: '*/5 * * * *' }, 'test.plain': {} });
    const loose = {
      contract: { ...jobs.contract, 'test.cron': z.object({}) },
      definitions: jobs.definitions,
    };
    const queue = await startQueue(loose);
    const registry = new HandlerRegistry(loose.contract)
      .register('test.cron', async () => {})
      .register('test.plain', async () => {});
    await queue.startWorkers(registry, { concurrency: 1 });
    const { rows } = await testDb.database.executeSql<{ name: string; cron: string }>(
      `SELECT name, cron FROM ${queue.schema}.schedule`,
    );
    expect(rows).toEqual([{ name: 'test.cron', cron: '*/5 * * * *' }]);
    const health = await queue.health();
    expect(health).toMatchObject({ ok: true, running: 0 });
    await queue.stop();
    expect((await queue.health()).ok).toBe(false);
  });
});
