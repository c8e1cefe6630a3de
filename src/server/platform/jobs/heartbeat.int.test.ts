import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { JobContract } from '@shared/jobs';
import { createTestDatabase, type TestDatabase } from '../../../../test/helpers/database.js';
import { deferred, eventually, waitForJob } from '../../../../test/helpers/jobs.js';
import { idCatalog } from '../../../../test/fixtures/job-catalogs.js';
import type { JobCatalog } from './definitions.js';
import type { HeartbeatTiming } from './heartbeat.js';
import { JobQueue } from './queue.js';
import { QUARANTINED_MESSAGE } from './reaper.js';
import { HandlerRegistry, type JobFailure } from './registry.js';
import type { JobEvent, JobLogger } from './types.js';

/**
 * Worker heartbeats, leases and the reaper (decision 018), with every "process" a JobQueue in
 * this one: a worker that "died" is one whose heartbeat interval is longer than the test, so
 * it never beats again while its handler hangs. Real SIGKILLs are in kill.int.test.ts.
 */

let testDb: TestDatabase;
let schemaCounter = 0;
const queues: JobQueue<JobContract>[] = [];

beforeAll(async () => {
  testDb = await createTestDatabase();
});
afterEach(async () => {
  await Promise.all(queues.splice(0).map((q) => q.stop({ graceful: false, timeoutMs: 0 })));
});
afterAll(async () => {
  await testDb.dispose();
});

/** Beats once (at start) and never again within a test: it stands for a dead process. */
const SILENT: HeartbeatTiming = { intervalMs: 60_000, deadAfterMs: 600_000 };
/** A lively worker and a quick reaper. */
const QUICK: HeartbeatTiming = { intervalMs: 100, deadAfterMs: 1_000 };
/**
 * The job's own policy could never explain a prompt recovery: pg-boss expiry is an hour away,
 * and so is a retry that waited for the policy's delay.
 */
const SLOW_POLICY = { retryLimit: 2, retryDelaySeconds: 3600, timeoutSeconds: 3600 } as const;

const newSchema = () => `heartbeat_test_${++schemaCounter}`;

async function startQueue<C extends JobContract>(
  jobs: JobCatalog<C>,
  schema: string,
  heartbeat: HeartbeatTiming,
  extra: { logger?: JobLogger; onJobEvent?: (event: JobEvent) => void } = {},
) {
  const queue = await JobQueue.start(testDb.database, { jobs, schema, heartbeat, ...extra });
  queues.push(queue as unknown as JobQueue<JobContract>);
  return queue;
}

async function workerRows(schema: string) {
  const { rows } = await testDb.database.executeSql<{ id: string; pid: number; beats: number }>(
    `SELECT id::text, pid, extract(epoch FROM last_beat_at - started_at) * 1000 AS beats
       FROM job_workers WHERE queue_schema = $1`,
    [schema],
  );
  return rows;
}

async function deathsOf(jobId: string): Promise<number> {
  const { rows } = await testDb.database.executeSql<{ deaths: number }>(
    'SELECT deaths FROM job_deaths WHERE job_id = $1::uuid',
    [jobId],
  );
  return rows[0]?.deaths ?? 0;
}

/** A logger that resolves once a message containing `text` is logged. */
function watchLog(text: string) {
  const seen = deferred<object>();
  const log = (obj: object, msg?: string) => {
    if (msg?.includes(text)) seen.resolve(obj);
  };
  return { logger: { debug: log, info: log, warn: log, error: log } as JobLogger, seen };
}

describe('worker heartbeats', () => {
  it('a worker announces itself, beats on the database clock and says goodbye on stop', async () => {
    const jobs = idCatalog({ 'hb.idle': {} });
    const schema = newSchema();
    const queue = await startQueue(jobs, schema, QUICK);
    expect(await workerRows(schema)).toEqual([]);
    await queue.startWorkers(
      new HandlerRegistry(jobs.contract).register('hb.idle', async () => {}),
      {
        concurrency: 1,
      },
    );
    const [row] = await workerRows(schema);
    expect(row).toMatchObject({ pid: process.pid });
    // Beats move last_beat_at on: wait for several intervals' worth of them.
    await eventually('beats', async () => {
      const [beating] = await workerRows(schema);
      return beating && beating.beats >= 3 * QUICK.intervalMs ? beating : undefined;
    });
    expect(await queue.health()).toMatchObject({ ok: true, liveWorkers: 1, running: 0 });
    expect(await queue.assertHealthy()).toEqual({ liveWorkers: 1 });
    await queue.stop();
    expect(await workerRows(schema)).toEqual([]);
  });

  it('the job of a worker that stopped beating is started again at once, not after its retry delay', async () => {
    const jobs = idCatalog({ 'hb.rescued': SLOW_POLICY });
    const schema = newSchema();
    const victimStarted = deferred();
    const victimRelease = deferred();
    const victimLog = watchLog('job outcome not recorded');
    const victimEvents: JobEvent[] = [];
    const victim = await startQueue(jobs, schema, SILENT, {
      logger: victimLog.logger,
      onJobEvent: (event) => victimEvents.push(event),
    });
    await victim.startWorkers(
      new HandlerRegistry(jobs.contract).register('hb.rescued', async (_p, ctx) => {
        victimStarted.resolve();
        await victimRelease.promise; // "dead": never returns while the test needs it hanging
        await ctx.reportProgress(77); // then back to life, late, while attempt 2 runs
      }),
      { concurrency: 1 },
    );
    const id = (await victim.enqueue('hb.rescued', { id: 'r' }))!;
    await victimStarted.promise;

    const events: JobEvent[] = [];
    const reaper = await startQueue(jobs, schema, QUICK, { onJobEvent: (e) => events.push(e) });
    const reaped = await eventually('reaped', async () => {
      const result = await reaper.reap();
      return result.retried.length > 0 ? result : undefined;
    });
    expect(reaped).toMatchObject({ workers: 1, quarantined: [] });
    expect(reaped.retried).toEqual([{ name: 'hb.rescued', id, attempt: 1, deaths: 1 }]);
    expect(events).toMatchObject([{ name: 'hb.rescued', jobId: id, state: 'reaped', attempt: 1 }]);
    expect(await deathsOf(id)).toBe(1);
    const given = await reaper.getJob('hb.rescued', id);
    expect(given).toMatchObject({ state: 'retry', retryCount: 0, retryDelay: 3600 });
    expect(given!.startAfter.getTime()).toBeLessThanOrEqual(Date.now() + 1_000);

    const rescuerRan = deferred<number>();
    const rescuerRelease = deferred();
    const rescuer = await startQueue(jobs, schema, QUICK);
    await rescuer.startWorkers(
      new HandlerRegistry(jobs.contract).register('hb.rescued', async (_p, ctx) => {
        rescuerRan.resolve(ctx.attempt);
        await rescuerRelease.promise;
      }),
      { concurrency: 1 },
    );
    expect(await rescuerRan.promise).toBe(2);

    // The dead worker comes back to life and finishes while attempt 2 runs: pg-boss alone
    // would complete attempt 2 for it. Neither its progress nor its outcome lands.
    victimRelease.resolve();
    expect(await victimLog.seen.promise).toMatchObject({ jobId: id });
    expect(await rescuer.getJob('hb.rescued', id)).toMatchObject({
      state: 'active',
      retryCount: 1,
      progress: null,
    });
    rescuerRelease.resolve();
    await waitForJob(rescuer, 'hb.rescued', id, (job) => job.state === 'completed');
    expect(victimEvents.map((e) => e.state)).toEqual(['started']);
  });

  it('an active job no worker holds is given back after the grace, not before', async () => {
    const jobs = idCatalog({ 'hb.unleased': SLOW_POLICY });
    const schema = newSchema();
    const queue = await startQueue(jobs, schema, QUICK);
    const id = (await queue.enqueue('hb.unleased', { id: 'u' }))!;
    // What a process that died between fetching and leasing would leave (or an older version).
    const takeWithoutLease = (startedAgo: string) =>
      testDb.database.executeSql(
        `UPDATE ${schema}.job SET state = 'active', started_on = now() - $2::interval
          WHERE id = $1::uuid`,
        [id, startedAgo],
      );
    await takeWithoutLease('0 seconds');
    expect((await queue.reap()).retried).toEqual([]);
    await takeWithoutLease('1 hour');
    expect((await queue.reap()).retried).toEqual([
      { name: 'hb.unleased', id, attempt: 1, deaths: 1 },
    ]);
    expect(await queue.getJob('hb.unleased', id)).toMatchObject({ state: 'retry' });
  });

  it('never takes a slow job from a worker that keeps beating', async () => {
    const jobs = idCatalog({ 'hb.slow': SLOW_POLICY });
    const schema = newSchema();
    const started = deferred();
    const release = deferred();
    let aborted = false;
    const worker = await startQueue(jobs, schema, QUICK);
    await worker.startWorkers(
      new HandlerRegistry(jobs.contract).register('hb.slow', async (_p, { signal }) => {
        signal.addEventListener('abort', () => (aborted = true));
        started.resolve();
        await release.promise;
      }),
      { concurrency: 1 },
    );
    const id = (await worker.enqueue('hb.slow', { id: 's' }))!;
    await started.promise;
    // Another process reaps over and over while the job runs for 3x the dead-after time.
    const reaper = await startQueue(jobs, schema, QUICK);
    const runningFor = async () => {
      const { rows } = await testDb.database.executeSql<{ ms: number }>(
        `SELECT extract(epoch FROM now() - started_on) * 1000 AS ms FROM ${schema}.job
          WHERE id = $1::uuid`,
        [id],
      );
      return rows[0]!.ms;
    };
    let passes = 0;
    while ((await runningFor()) < 3 * QUICK.deadAfterMs) {
      expect(await reaper.reap()).toEqual({ workers: 0, retried: [], quarantined: [] });
      passes++;
      // A pass every 50 ms; back to back, PGlite's promise-only replies would starve the timers.
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(passes).toBeGreaterThan(1);
    expect(await worker.getJob('hb.slow', id)).toMatchObject({ state: 'active', retryCount: 0 });
    release.resolve();
    await waitForJob(worker, 'hb.slow', id, (job) => job.state === 'completed');
    expect(aborted).toBe(false);
    expect(await deathsOf(id)).toBe(0);
  });

  it('a worker that finds itself reaped stands down its attempts without recording them', async () => {
    const jobs = idCatalog({ 'hb.standdown': SLOW_POLICY });
    const schema = newSchema();
    // Lenient with others, but beats only every 300 ms: to a 150 ms reaper it looks dead.
    const stoodDown = watchLog('attempt stood down');
    const firstAbort = deferred<unknown>();
    const second = deferred<number>();
    const events: JobEvent[] = [];
    const standing = await startQueue(
      jobs,
      schema,
      { intervalMs: 300, deadAfterMs: 60_000 },
      { logger: stoodDown.logger, onJobEvent: (event) => events.push(event) },
    );
    await standing.startWorkers(
      new HandlerRegistry(jobs.contract).register('hb.standdown', async (_p, ctx) => {
        if (ctx.attempt > 1) return second.resolve(ctx.attempt);
        ctx.signal.addEventListener('abort', () => firstAbort.resolve(ctx.signal.reason));
        await new Promise(() => {});
      }),
      { concurrency: 1 },
    );
    const [before] = await workerRows(schema);
    const id = (await standing.enqueue('hb.standdown', { id: 'd' }))!;
    await waitForJob(standing, 'hb.standdown', id, (job) => job.state === 'active');
    const strict = await startQueue(jobs, schema, { intervalMs: 50, deadAfterMs: 150 });
    await eventually('reaped', async () => {
      const result = await strict.reap();
      return result.retried.length > 0 ? result : undefined;
    });
    // Its next beat finds the row gone: the attempt is aborted and nothing is recorded for it.
    expect(String(await firstAbort.promise)).toMatch(/declared dead/);
    expect(await stoodDown.seen.promise).toMatchObject({ jobId: id });
    // It joins again under a new id and may well be the one that runs the retry.
    expect(await second.promise).toBe(2);
    const job = await waitForJob(standing, 'hb.standdown', id, (j) => j.state === 'completed');
    expect(job.retryCount).toBe(1);
    const [after] = await workerRows(schema);
    expect(after!.id).not.toBe(before!.id);
    expect(events.filter((e) => e.attempt === 1).map((e) => e.state)).toEqual(['started']);
  });

  it('quarantines a job whose worker died twice: failed through its dead letter, onExhausted once', async () => {
    const jobs = idCatalog({ 'hb.poison': { ...SLOW_POLICY, retryLimit: 5 } });
    const schema = newSchema();
    const reaper = await startQueue(jobs, schema, QUICK);
    const reapOne = () =>
      eventually('reaped', async () => {
        const result = await reaper.reap();
        return result.retried.length + result.quarantined.length > 0 ? result : undefined;
      });
    const attempts: number[] = [];
    const dieIn = async () => {
      const started = deferred();
      const victim = await startQueue(jobs, schema, SILENT);
      await victim.startWorkers(
        new HandlerRegistry(jobs.contract).register('hb.poison', async (_p, ctx) => {
          attempts.push(ctx.attempt);
          started.resolve();
          await new Promise(() => {}); // and its process "dies" here
        }),
        { concurrency: 1 },
      );
      return { victim, started: started.promise };
    };
    const first = await dieIn();
    const id = (await first.victim.enqueue('hb.poison', { id: 'p' }))!;
    await first.started;
    expect((await reapOne()).retried).toMatchObject([{ id, deaths: 1 }]);
    const second = await dieIn();
    await second.started;
    const reaped = await reapOne();
    expect(reaped).toMatchObject({ retried: [], quarantined: [{ id, attempt: 2, deaths: 2 }] });
    expect(attempts).toEqual([1, 2]);
    expect(await deathsOf(id)).toBe(2);

    const exhausted: { payload: unknown; jobId: string | null; error: JobFailure }[] = [];
    const refunded = deferred();
    let handlerRuns = 0;
    const rescuer = await startQueue(jobs, schema, QUICK);
    await rescuer.startWorkers(
      new HandlerRegistry(jobs.contract).register('hb.poison', async () => void handlerRuns++, {
        onExhausted: async (payload, { jobId, error }) => {
          exhausted.push({ payload, jobId, error });
          refunded.resolve();
        },
      }),
      { concurrency: 2 },
    );
    await refunded.promise;
    const job = await waitForJob(rescuer, 'hb.poison', id, (j) => j.state === 'failed');
    expect(job).toMatchObject({ retryCount: 1, retryLimit: 1 });
    expect(job.output).toMatchObject({ message: QUARANTINED_MESSAGE, quarantined: true });
    expect(exhausted).toMatchObject([
      { payload: { id: 'p' }, jobId: id, error: { message: QUARANTINED_MESSAGE } },
    ]);
    // The dead letter is done; nothing runs the job or its refund again.
    await eventually('dead letter completed', async () => {
      const health = await rescuer.health();
      return (health.queued['hb.poison.dead'] ?? 0) === 0 && health.running === 0
        ? true
        : undefined;
    });
    expect(exhausted).toHaveLength(1);
    expect(handlerRuns).toBe(0);
    expect(attempts).toEqual([1, 2]);
  });
});
