import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { afterEach, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../db/client.js';
import { createTestDatabase, onPostgres } from '../../../../test/helpers/database.js';
import { KILL_SCHEMA, killCatalog } from '../../../../test/fixtures/job-catalogs.js';
import { JobQueue, type JobSnapshot } from './queue.js';
import { HandlerRegistry, type JobFailure } from './registry.js';

const root = fileURLToPath(new URL('../../../../', import.meta.url));
const fixture = path.join(root, 'test/fixtures/job-worker.ts');
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

type ChildMessage =
  | { event: 'enqueued'; retried: string; exhausted: string }
  | { event: 'started'; name: string; jobId: string; attempt: number };

/** Runs the fixture until both its handlers have started, then SIGKILLs it mid-job. */
async function runAndKillWorker(env: NodeJS.ProcessEnv) {
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
  let enqueued: Extract<ChildMessage, { event: 'enqueued' }> | undefined;
  const started = new Set<string>();
  for await (const line of createInterface({ input: child.stdout })) {
    const message = JSON.parse(line) as ChildMessage;
    if (message.event === 'enqueued') enqueued = message;
    if (message.event === 'started') started.add(message.name);
    if (started.size === 2) break;
  }
  if (!enqueued || started.size < 2) {
    throw new Error(`worker exited before both jobs started (${String(await exited)}):\n${stderr}`);
  }
  child.kill('SIGKILL');
  expect(await exited).toBe('SIGKILL');
  return enqueued;
}

async function waitForJob(
  queue: JobQueue<typeof killCatalog.contract>,
  name: string,
  id: string,
  state: string,
) {
  const deadline = Date.now() + 30_000;
  let job: JobSnapshot | null = null;
  while (Date.now() < deadline) {
    job = await queue.getJob(name, id);
    if (job?.state === state) return job;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${name} never reached ${state}: ${JSON.stringify(job)}`);
}

it('a SIGKILLed worker’s jobs are retried or dead-lettered, never left active', async () => {
  const env: NodeJS.ProcessEnv = { ...process.env };
  let database: Database;
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
    database = undefined as unknown as Database; // opened once the child is dead
  }

  const enqueued = await runAndKillWorker(env);

  if (!onPostgres()) {
    // PGlite lives in one process: the dead child's directory is now ours.
    database = await openDatabase({ dataDir: env.DATA_DIR });
    cleanups.push(() => database.close());
  }
  const { rows } = await database.executeSql<{ name: string; state: string }>(
    `SELECT name, state::text FROM ${KILL_SCHEMA}.job WHERE name LIKE 'kill.%' ORDER BY name`,
  );
  expect(rows).toEqual([
    { name: 'kill.exhausted', state: 'active' },
    { name: 'kill.retried', state: 'active' },
  ]);

  const queue = await JobQueue.start(database, {
    jobs: killCatalog,
    schema: KILL_SCHEMA,
    maintenanceIntervalSeconds: 1, // Postgres recovers through expiry (timeout 2 s + grace)
  });
  cleanups.push(() => queue.stop({ graceful: false }));
  let retry!: (attempt: number) => void;
  const retried = new Promise<number>((resolve) => (retry = resolve));
  let exhaust!: (call: { payload: unknown; jobId: string | null; error: JobFailure }) => void;
  const exhausted = new Promise<Parameters<typeof exhaust>[0]>((resolve) => (exhaust = resolve));
  const calls = { exhaustedHandler: 0, onExhausted: 0, retriedExhausted: 0 };
  const registry = new HandlerRegistry(killCatalog.contract)
    .register('kill.retried', async (_payload, ctx) => retry(ctx.attempt), {
      onExhausted: async () => void calls.retriedExhausted++,
    })
    .register('kill.exhausted', async () => void calls.exhaustedHandler++, {
      onExhausted: async (payload, ctx) => {
        calls.onExhausted++;
        exhaust({ payload, jobId: ctx.jobId, error: ctx.error });
      },
    });
  await queue.startWorkers(registry, { concurrency: 2, pollIntervalMs: 100 });

  expect(await retried).toBe(2);
  const call = await exhausted;
  expect(call.payload).toEqual({ id: 'e1' });
  expect(call.jobId).toBe(enqueued.exhausted);
  expect(call.error.message).toMatch(
    onPostgres() ? /failed by timeout in active state/ : /stopped before it finished/,
  );
  await waitForJob(queue, 'kill.retried', enqueued.retried, 'completed');
  expect((await waitForJob(queue, 'kill.exhausted', enqueued.exhausted, 'failed')).retryCount).toBe(
    0,
  );
  await queue.stop({ graceful: true, timeoutMs: 5_000 });
  expect(calls).toEqual({ exhaustedHandler: 0, onExhausted: 1, retriedExhausted: 0 });
  const after = await database.executeSql<{ n: number }>(
    `SELECT count(*)::int AS n FROM ${KILL_SCHEMA}.job WHERE state IN ('active', 'created', 'retry')`,
  );
  expect(after.rows[0]!.n).toBe(0);
});
