import { spawn } from 'node:child_process';
import { mkdir, readdir } from 'node:fs/promises';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { afterEach, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { openDatabase, type Database } from '../../db/client.js';
import { creditLedger } from '../../db/schema/index.js';
import { EventHub } from '../../platform/events/hub.js';
import { JobQueue } from '../../platform/jobs/queue.js';
import { HandlerRegistry } from '../../platform/jobs/registry.js';
import { LocalStorage } from '../../platform/storage/local.js';
import { EngineError } from '../../kernel/engine-error.js';
import { createServices } from '../../services.js';
import { appJobs, createModuleContext, registerModuleJobs } from '../index.js';
import { createTestDatabase, onPostgres } from '../../../../test/helpers/database.js';
import {
  copyVideo,
  FakeVideoEngine,
  KILL_PROMPTS,
  registryOf,
  tempDir,
  tinyMp4,
  videoKillCatalog,
  waitForFinalJob,
} from '../../../../test/fixtures/videos.js';
import { findJobForWorker } from './repo.js';

/**
 * A worker process SIGKILLed in the middle of two paid renders. Afterwards a new worker must
 * bring each job to an end, never leaving it stuck: one renders on its retry and is charged
 * exactly once; the other fails its retry too and ends failed, refunded exactly once.
 */

const root = fileURLToPath(new URL('../../../../', import.meta.url));
const fixture = path.join(root, 'test/fixtures/video-render-worker.ts');
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

interface Created {
  userId: string;
  jobs: Record<keyof typeof KILL_PROMPTS, string>;
}

/** Runs the child until both renders are under way, then kills it without warning. */
async function runAndKillWorker(env: NodeJS.ProcessEnv): Promise<Created> {
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
  let created: Created | undefined;
  const started = new Set<string>();
  for await (const line of createInterface({ input: child.stdout })) {
    const message = JSON.parse(line) as { event: string; jobId?: string } & Partial<Created>;
    if (message.event === 'created') created = message as Created;
    if (message.event === 'started') started.add(message.jobId!);
    if (started.size === 2) break;
  }
  if (!created || started.size < 2) {
    throw new Error(
      `worker exited before both renders started (${String(await exited)}):\n${stderr}`,
    );
  }
  child.kill('SIGKILL');
  expect(await exited).toBe('SIGKILL');
  return created;
}

it('a worker killed mid-render: one job succeeds on retry, charged once; one fails, refunded once', async () => {
  const scratch = await tempDir('reelcast-video-kill-');
  cleanups.push(scratch.remove);
  // The child's temp folder too: a killed process leaves its render folders behind.
  const childTmp = path.join(scratch.dir, 'tmp');
  await mkdir(childTmp);
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: scratch.dir, TMPDIR: childTmp };
  let testDb: Awaited<ReturnType<typeof createTestDatabase>> | undefined;
  if (onPostgres()) {
    testDb = await createTestDatabase();
    cleanups.push(() => testDb!.dispose());
    env.DATABASE_URL = testDb.url;
  } else {
    delete env.DATABASE_URL;
  }

  const { userId, jobs } = await runAndKillWorker(env);

  // PGlite lives in one process: the dead child's database directory is now ours.
  const database: Database = testDb?.database ?? (await openDatabase({ dataDir: scratch.dir }));
  if (!testDb) cleanups.push(() => database.close());
  for (const id of Object.values(jobs)) {
    const row = await findJobForWorker(database.db, id);
    expect(['running', 'processing']).toContain(row!.status); // stuck, as the crash left it
  }
  const renderFolders = async () =>
    (await readdir(childTmp)).filter((name) => name.startsWith('reelcast-render-'));
  expect(await renderFolders()).toHaveLength(2);
  // This process now works in the dead one's temp folder, as a restarted worker would.
  const ownTmp = process.env.TMPDIR;
  process.env.TMPDIR = childTmp;
  cleanups.push(async () => {
    if (ownTmp === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = ownTmp;
  });

  const config = loadConfig({ DATA_DIR: scratch.dir, LOG_LEVEL: 'silent' });
  const fiveSeconds = path.join(scratch.dir, 'five.mp4');
  const engine = new FakeVideoEngine(async (request) => {
    if (request.prompt === KILL_PROMPTS.survives) return copyVideo(fiveSeconds)(request);
    throw new EngineError('video', 'The video service is down', true);
  });
  const storage = new LocalStorage({
    root: path.join(scratch.dir, 'files'),
    secret: config.appSecret,
  });
  const services = createServices(config, {
    database,
    storage,
    videoEngines: registryOf(engine),
  });
  await tinyMp4(services.media, fiveSeconds, 5);
  const hub = new EventHub(database);
  await hub.start();
  cleanups.push(() => hub.stop());
  const queue = await JobQueue.start(database, {
    jobs: videoKillCatalog,
    maintenanceIntervalSeconds: 1, // Postgres recovers through expiry (timeout 3 s + grace)
  });
  cleanups.push(() => queue.stop({ graceful: false }));
  const registry = new HandlerRegistry(appJobs.contract);
  registerModuleJobs(registry, createModuleContext(services, { queue }));
  await queue.startWorkers(registry, { concurrency: 2, pollIntervalMs: 100 });

  const survived = await waitForFinalJob(hub, database, { id: jobs.survives, userId });
  const died = await waitForFinalJob(hub, database, { id: jobs.dies, userId });
  expect(survived).toMatchObject({ status: 'succeeded', refunded: false, progress: 100 });
  expect(await storage.head(survived.outputKey!)).toMatchObject({ contentType: 'video/mp4' });
  expect(died).toMatchObject({
    status: 'failed',
    refunded: true,
    error: 'The video service is down',
  });
  expect(engine.requests.map((r) => r.prompt).sort()).toEqual(
    [KILL_PROMPTS.dies, KILL_PROMPTS.survives].sort(),
  );

  const ledger = await database.db
    .select()
    .from(creditLedger)
    .where(eq(creditLedger.userId, userId));
  const charges = ledger.filter((entry) => entry.kind === 'charge');
  const refunds = ledger.filter((entry) => entry.kind === 'refund');
  expect(charges.map((entry) => entry.reference).sort()).toEqual(Object.values(jobs).sort());
  expect(refunds).toHaveLength(1);
  expect(refunds[0]).toMatchObject({ refundOf: died.chargeEntryId, amount: 40 });
  const { credits } = services;
  expect(await credits.balance(userId)).toBe(200 - 40);
  expect(await credits.balance(userId)).toBe(await credits.ledgerSum(userId));

  // The retries removed the folders the killed attempts left, and their own.
  expect(await renderFolders()).toEqual([]);

  await queue.stop({ graceful: true, timeoutMs: 5_000 });
  const left = await database.executeSql<{ n: number }>(
    `SELECT count(*)::int AS n FROM pgboss.job
      WHERE name LIKE 'videos.render%' AND state IN ('active', 'created', 'retry')`,
  );
  expect(left.rows[0]!.n).toBe(0);
}, 90_000);
