import { mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { buildApp } from '../../src/server/app.js';
import { loadConfig, type Config } from '../../src/server/config.js';
import type { Database } from '../../src/server/db/client.js';
import { createMediaToolkit } from '../../src/server/media/index.js';
import type { MediaToolkit } from '../../src/server/media/toolkit.js';
import { registerModuleJobs } from '../../src/server/modules/jobs.js';
import type { SessionUser } from '../../src/server/platform/auth/session.js';
import { EventHub } from '../../src/server/platform/events/hub.js';
import { createMetrics, type Metrics } from '../../src/server/platform/http/metrics.js';
import type { JobCatalog } from '../../src/server/platform/jobs/definitions.js';
import { JobQueue } from '../../src/server/platform/jobs/queue.js';
import { HandlerRegistry } from '../../src/server/platform/jobs/registry.js';
import { LocalStorage } from '../../src/server/platform/storage/local.js';
import type { StoragePort } from '../../src/server/platform/storage/port.js';
import { LocalImageEngine } from '../../src/server/providers/image/local.js';
import type { ImageEngineRegistry } from '../../src/server/providers/image/port.js';
import { createImageEngines } from '../../src/server/providers/image/registry.js';
import type { PaymentSetup } from '../../src/server/providers/payments/registry.js';
import {
  createVideoEngines,
  type VideoEngineRegistry,
} from '../../src/server/providers/video/registry.js';
import type { AppJobContract } from '@shared/jobs';
import { createTestDatabase, type TestDatabase } from './database.js';

/** Header the test session resolver reads: the user id to act as (tests only). */
export const TEST_USER_HEADER = 'x-test-user';
/** Optional header with that user's roles, comma-separated (e.g. `admin`). */
export const TEST_ROLES_HEADER = 'x-test-roles';

/**
 * A stand-in session resolver that trusts a header, for tests of routes and services that do
 * not care how a user signed in (`createTestApp({ sessions: 'header' })`). Everything else uses
 * real sign-in: see test/helpers/auth.ts.
 */
export async function testSessions(request: FastifyRequest): Promise<SessionUser | null> {
  const id = request.headers[TEST_USER_HEADER];
  if (typeof id !== 'string' || !id) return null;
  const roles = String(request.headers[TEST_ROLES_HEADER] ?? '')
    .split(',')
    .filter((role): role is 'admin' => role === 'admin');
  return { id, email: `${id}@example.test`, roles };
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: Config;
  hub: EventHub;
  metrics: Metrics;
  queue: JobQueue;
  storage: StoragePort;
  media: MediaToolkit;
  videoEngines: VideoEngineRegistry;
  imageEngines: ImageEngineRegistry;
  testDatabase: TestDatabase;
  close(): Promise<void>;
}

export interface TestAppOptions {
  env?: Record<string, string>;
  webDir?: string;
  /** The public pages' renderer to use with webDir (default: dist/ssr beside it). */
  ssrModule?: string;
  /** `auth` (default): real better-auth cookie sessions; `header`: trust TEST_USER_HEADER. */
  sessions?: 'auth' | 'header';
  /** Defaults to the real toolkit (binaries resolved from the environment). */
  media?: MediaToolkit;
  /** Defaults to the engines the env selects (the local engine without vendor keys). */
  videoEngines?: VideoEngineRegistry;
  /** Defaults to the engines the env selects (the local image engine without vendor keys). */
  imageEngines?: ImageEngineRegistry;
  /** Checkout provider and webhook secret; defaults to what env selects (offline without keys). */
  payments?: PaymentSetup;
  /** The queue's catalog: the app's contract with test policies (short retry delays). */
  jobs?: JobCatalog<AppJobContract>;
  /** Work jobs in this process with every module's handlers, as ROLE=all does. */
  workers?: { concurrency?: number };
}

/** A full app on a fresh database and a temp data dir, as main.ts would build it. */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'reelcast-app-'));
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...options.env });
  const testDatabase = await createTestDatabase();
  const { database } = testDatabase;
  const storage = new LocalStorage({ root: path.join(dataDir, 'files'), secret: config.appSecret });
  const queue = await JobQueue.start(database, options.jobs ? { jobs: options.jobs } : {});
  const media = options.media ?? createMediaToolkit(config);
  const videoEngines = options.videoEngines ?? createVideoEngines({ config, media });
  const imageEngines =
    options.imageEngines ?? createImageEngines({ config, local: new LocalImageEngine() });
  const hub = new EventHub(database);
  await hub.start();
  const metrics = createMetrics();
  const app = await buildApp({
    config,
    database,
    storage,
    queue,
    hub,
    metrics,
    media,
    videoEngines,
    imageEngines,
    ...(options.sessions === 'header' ? { resolveSession: testSessions } : {}),
    ...(options.webDir ? { webDir: options.webDir } : {}),
    ...(options.ssrModule ? { ssrModule: options.ssrModule } : {}),
    ...(options.payments ? { payments: options.payments } : {}),
  });
  await app.ready();
  if (options.workers) {
    const registry = new HandlerRegistry();
    const jobDeps = { config, database, storage, queue, media, videoEngines, imageEngines };
    registerModuleJobs(registry, jobDeps);
    await queue.startWorkers(registry, {
      concurrency: options.workers.concurrency ?? 1,
      pollIntervalMs: 100,
    });
  }
  return {
    app,
    database,
    config,
    hub,
    metrics,
    queue,
    storage,
    media,
    videoEngines,
    imageEngines,
    testDatabase,
    async close() {
      await app.close();
      await hub.stop();
      await queue.stop({ graceful: false, timeoutMs: 1000 });
      await testDatabase.dispose();
      // A job aborted by the stop above may still be closing a file it was writing into the
      // data dir; rm retries ENOTEMPTY/EBUSY instead of failing the suite on that race.
      await rm(dataDir, { recursive: true, force: true, maxRetries: 10, retryDelay: 50 });
    },
  };
}
