import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { afterEach, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../db/client.js';
import { createTestDatabase, onPostgres } from '../../../../test/helpers/database.js';
import { deferred, eventually, waitForJob } from '../../../../test/helpers/jobs.js';
import {
  KILL_HEARTBEAT_ENV,
  KILL_SCHEMA,
  killCatalog,
} from '../../../../test/fixtures/job-catalogs.js';
import { JobQueue } from './queue.js';
import { QUARANTINED_MESSAGE } from './reaper.js';
import { HandlerRegistry, type JobFailure } from './registry.js';

/**
 * Real processes, really SIGKILLed while running a job whose policy would only retry it an
 * hour later: the next worker runs it again at once (on Postgres once the dead one's heartbeat
 * is missed, on PGlite at boot), and when that worker is killed too the job is quarantined:
 * failed through its dead letter, onExhausted once, never run a third time.
 */

const root = fileURLToPath(new URL('../../../../', import.meta.url));
const fixture = path.join(root, 'test/fixtures/job-worker.ts');
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

type ChildMessage =
  | { event: 'enqueued'; jobId: string }
  | { event: 'started'; jobId: string; attempt: number; pid: number };

/** Runs the fixture until its handler started `attempt`, then SIGKILLs it mid-job. */
async function runAndKillWorker(env: NodeJS.ProcessEnv, attempt: number) {
  const child = spawn(process.execPath, ['--import', 'tsx', fixture], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<NodeJS.Signals | number | null>((resolve) =>
    child.once('exit', (code, signal) => resolve(signal ?? code)),
  );
  cleanups.push(async () => void (child.kill('SIGKILL'), await exited)); // never outlives a test
  const messages: ChildMessage[] = [];
  for await (const line of createInterface({ input: child.stdout })) {
    const message = JSON.parse(line) as ChildMessage;
    messages.push(message);
    if (message.event === 'started' && message.attempt >= attempt) break;
  }
  const started = messages.find((m) => m.event === 'started');
  if (!started) {
    throw new Error(`worker exited before the job started (${String(await exited)}):\n${stderr}`);
  }
  child.kill('SIGKILL');
  expect(await exited).toBe('SIGKILL');
  return messages;
}

it('a job whose worker is SIGKILLed runs again at once; killed twice, it is quarantined and onExhausted runs once', async () => {
  const env: NodeJS.ProcessEnv = { ...process.env, ...KILL_HEARTBEAT_ENV };
  let database: Database | undefined;
  if (onPostgres()) {
    const testDb = await createTestDatabase();
    cleanups.push(() => testDb.dispose());
    env.DATABASE_URL = testDb.url;
    database = testDb.database;
  } else {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'reelcast-kill-'));
    cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
    env.DATA_DIR = dataDir;
    delete env.DATABASE_URL;
  }

  const first = await runAndKillWorker({ ...env, ENQUEUE: '1' }, 1);
  const enqueued = first.find((m) => m.event === 'enqueued')!;
  expect(first.at(-1)).toMatchObject({ event: 'started', jobId: enqueued.jobId, attempt: 1 });
  // A new worker runs it again: no hour-long retry delay, no hour-long pg-boss expiry.
  const second = await runAndKillWorker(env, 2);
  expect(second).toEqual([
    { event: 'started', jobId: enqueued.jobId, attempt: 2, pid: expect.any(Number) },
  ]);

  // PGlite lives in one process: the dead children's directory is now ours.
  database ??= await openDatabase({ dataDir: env.DATA_DIR });
  if (!onPostgres()) cleanups.push(() => database!.close());
  const queue = await JobQueue.start(database, {
    jobs: killCatalog,
    schema: KILL_SCHEMA,
    heartbeat: { intervalMs: 200, deadAfterMs: 1_000 },
  });
  cleanups.push(() => queue.stop({ graceful: false }));
  const exhausted: { payload: unknown; jobId: string | null; error: JobFailure }[] = [];
  const refunded = deferred();
  let handlerRuns = 0;
  const registry = new HandlerRegistry(killCatalog.contract).register(
    'kill.poison',
    async () => void handlerRuns++,
    {
      onExhausted: async (payload, ctx) => {
        exhausted.push({ payload, jobId: ctx.jobId, error: ctx.error });
        refunded.resolve();
      },
    },
  );
  await queue.startWorkers(registry, { concurrency: 2, pollIntervalMs: 100 });

  await refunded.promise;
  const job = await waitForJob(queue, 'kill.poison', enqueued.jobId, (j) => j.state === 'failed');
  expect(job).toMatchObject({ retryCount: 1, output: { quarantined: true } });
  expect(exhausted).toMatchObject([
    { payload: { id: 'p1' }, jobId: enqueued.jobId, error: { message: QUARANTINED_MESSAGE } },
  ]);
  // Nothing is left to run: not the job, not its dead letter.
  await eventually('queue drained', async () => {
    const { rows } = await database!.executeSql<{ n: number }>(
      `SELECT count(*)::int AS n FROM ${KILL_SCHEMA}.job WHERE state IN ('active', 'created', 'retry')`,
    );
    return rows[0]!.n === 0 ? true : undefined;
  });
  await queue.stop({ graceful: true, timeoutMs: 5_000 });
  expect({ handlerRuns, exhausted: exhausted.length }).toEqual({ handlerRuns: 0, exhausted: 1 });
  const deaths = await database.executeSql<{ deaths: number }>(
    'SELECT deaths FROM job_deaths WHERE job_id = $1::uuid',
    [enqueued.jobId],
  );
  expect(deaths.rows).toEqual([{ deaths: 2 }]);
});
