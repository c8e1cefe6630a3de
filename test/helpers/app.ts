import { mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import { buildApp } from '../../src/server/app.js';
import { loadConfig } from '../../src/server/config.js';
import {
  appJobs,
  createModuleContext,
  registerModuleJobs,
  type AppContext,
  type AppJobContract,
} from '../../src/server/modules/index.js';
import type { EpisodeAnalysis } from '../../src/server/modules/episodes/index.js';
import type { YouTubeAccess } from '../../src/server/modules/social/index.js';
import type { YouTubePort } from '../../src/server/providers/youtube/index.js';
import type { SessionUser } from '../../src/server/platform/auth/session.js';
import { EventHub } from '../../src/server/platform/events/hub.js';
import { createMetrics, type Metrics } from '../../src/server/platform/http/metrics.js';
import type { JobCatalog } from '../../src/server/platform/jobs/definitions.js';
import { JobQueue } from '../../src/server/platform/jobs/queue.js';
import { HandlerRegistry } from '../../src/server/platform/jobs/registry.js';
import { LocalStorage } from '../../src/server/platform/storage/local.js';
import { createServices, type ServiceOverrides, type Services } from '../../src/server/services.js';
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

/**
 * The app and its modules' context: its services, queue and domain event bus (the same
 * instances its routes and workers use).
 */
export interface TestApp extends AppContext {
  app: FastifyInstance;
  services: Services;
  /** What a second web process or the workers are built from (createModuleContext's). */
  context: AppContext & { queue: JobQueue<AppJobContract> };
  hub: EventHub;
  metrics: Metrics;
  queue: JobQueue<AppJobContract>;
  testDatabase: TestDatabase;
  close(): Promise<void>;
}

/**
 * Service overrides (fake engines, media, payments) go to createServices, as runtime.ts
 * builds them; whatever is left out is what the env selects (local engines without keys).
 */
export interface TestAppOptions extends ServiceOverrides {
  env?: Record<string, string>;
  webDir?: string;
  /** The public pages' renderer to use with webDir (default: dist/ssr beside it). */
  ssrModule?: string;
  /** `auth` (default): real better-auth cookie sessions; `header`: trust TEST_USER_HEADER. */
  sessions?: 'auth' | 'header';
  /** The queue's catalog: the app's contract with test policies (short retry delays). */
  jobs?: JobCatalog<AppJobContract>;
  /** Work jobs in this process with every module's handlers, as ROLE=all does. */
  workers?: { concurrency?: number };
  /**
   * The app's and the queue's logger (default: none); tests that read the log pass one writing
   * to a stream, built from the test's config so it redacts what the app's logger redacts.
   */
  logger?: (config: ReturnType<typeof loadConfig>) => FastifyBaseLogger;
  /** A stand-in for the social module's YouTube token service (posting tests). */
  youtubeAccess?: YouTubeAccess;
  /** A stand-in YouTube engine (posting tests); the module context takes it. */
  youtube?: YouTubePort;
  /** Stand-in transcription and moment finder (episodes tests); the module context takes it. */
  episodeAnalysis?: EpisodeAnalysis;
}

/** A full app on a fresh database and a temp data dir, as main.ts would build it. */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'reelcast-app-'));
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...options.env });
  const testDatabase = await createTestDatabase();
  const { database } = testDatabase;
  const storage = new LocalStorage({ root: path.join(dataDir, 'files'), secret: config.appSecret });
  const logger = options.logger?.(config);
  const queue = await JobQueue.start(database, {
    jobs: options.jobs ?? appJobs,
    ...(logger && { logger }),
  });
  const services = createServices(config, { ...options, database, storage });
  const context = createModuleContext(services, {
    queue,
    ...(logger && { log: logger }),
    ...(options.youtubeAccess && { youtubeAccess: options.youtubeAccess }),
    ...(options.youtube && { youtube: options.youtube }),
    ...(options.episodeAnalysis && { episodeAnalysis: options.episodeAnalysis }),
  });
  const hub = new EventHub(database);
  await hub.start();
  const metrics = createMetrics();
  const app = await buildApp({
    ...context,
    hub,
    metrics,
    ...(logger && { logger }),
    ...(options.sessions === 'header' ? { resolveSession: testSessions } : {}),
    ...(options.webDir ? { webDir: options.webDir } : {}),
    ...(options.ssrModule ? { ssrModule: options.ssrModule } : {}),
  });
  await app.ready();
  if (options.workers) {
    const registry = new HandlerRegistry(appJobs.contract);
    registerModuleJobs(registry, context);
    await queue.startWorkers(registry, {
      concurrency: options.workers.concurrency ?? 1,
      pollIntervalMs: 100,
    });
  }
  return {
    ...context,
    services,
    context,
    app,
    hub,
    metrics,
    queue,
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
