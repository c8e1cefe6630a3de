import { mailDropDir } from './platform/mail/index.js';
import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import { buildApp } from './app.js';
import type { Config } from './config.js';
import { openDatabase, type Database } from './db/client.js';
import { startAdminControl } from './cli/control-server.js';
import { grantListedAdmins } from './modules/auth/index.js';
import {
  appJobs,
  createModuleContext,
  registerModuleJobs,
  type AppContext,
  type AppJobContract,
} from './modules/index.js';
import { EventHub } from './platform/events/index.js';
import { createMetrics } from './platform/http/index.js';
import { JobQueue, HandlerRegistry } from './platform/jobs/index.js';
import { webDistDir } from './kernel/paths.js';
import { createStorage } from './platform/storage/index.js';
import { createServices, type Services } from './services.js';

export interface Runtime {
  database: Database;
  queue: JobQueue<AppJobContract>;
  /** Built once whatever the role: the web app and the workers share these instances. */
  services: Services;
  /** The modules' context (services, queue, domain event bus), built once as well. */
  context: AppContext;
  app: FastifyInstance | undefined;
  /** Stops serving, lets running jobs finish (up to the grace period), closes the database. */
  stop(): Promise<void>;
}

const SHUTDOWN_GRACE_MS = 25_000;

/**
 * ADMIN_EMAILS at boot, in every role: one idempotent statement, safe when processes boot
 * together (decision 032). Accounts created later get the role from better-auth's user hook.
 */
async function grantAdminEmails(config: Config, database: Database, logger: Logger) {
  if (config.adminEmails.length === 0) return;
  const { accounts, granted } = await grantListedAdmins(database, config.adminEmails);
  logger.info(
    { listed: config.adminEmails.length, accounts, granted },
    'ADMIN_EMAILS: listed accounts are admins; the others become admins when they sign up',
  );
}

/**
 * Starts one process in its role: `web` serves HTTP (API, SSE, web app) and enqueues jobs,
 * `worker` only works jobs, `all` does both. Every role shares the database and storage.
 */
export async function startRuntime(config: Config, logger: Logger): Promise<Runtime> {
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  logger.info({ database: database.kind }, 'database ready');
  await grantAdminEmails(config, database, logger);
  // One set of engines and services per process, shared by routes and workers (decision 024).
  const services = createServices(config, { database, storage: createStorage(config) });
  const metrics = createMetrics();
  const queue = await JobQueue.start(database, {
    jobs: appJobs,
    logger,
    heartbeat: config.workerHeartbeat,
    onJobEvent: (event) => {
      if (event.state === 'started') return;
      metrics.jobsTotal.labels(event.name, event.state).inc();
      if (event.state === 'reaped' || event.state === 'quarantined') return; // no handler timing
      metrics.jobDuration.labels(event.name).observe(event.durationMs / 1000);
    },
  });

  // One bus and one of each module-provided piece too, for the app and the workers alike.
  const context = createModuleContext(services, { queue, log: logger });

  let app: FastifyInstance | undefined;
  let hub: EventHub | undefined;
  if (config.role !== 'worker') {
    hub = new EventHub(database);
    await hub.start();
    if (services.mail.transport === 'outbox') {
      logger.warn(
        { mailDrop: mailDropDir(config.dataDir) },
        'SMTP_URL is not set: mail is delivered as files in the mail drop (npm run admin -- mail)',
      );
    }
    if (!config.stripe && config.billing.offlineCheckout) {
      logger.warn('Stripe is not configured: purchases use the offline test-mode checkout');
    }
    app = await buildApp({
      ...context,
      hub,
      metrics,
      logger,
      ...(config.serveWeb ? { webDir: webDistDir } : {}),
    });
    await app.listen({ port: config.port, host: config.host });
  }

  if (config.role !== 'web') {
    const registry = new HandlerRegistry(appJobs.contract);
    registerModuleJobs(registry, context);
    registry.assertComplete();
    await queue.startWorkers(registry, { concurrency: config.workerConcurrency });
    logger.info({ concurrency: config.workerConcurrency }, 'workers started');
  }

  // Only one process may open the embedded database, so `npm run admin` asks this one to run
  // its commands; with Postgres the CLI opens the database itself (decision 032).
  const control =
    database.kind === 'pglite'
      ? await startAdminControl({
          dataDir: config.dataDir,
          deps: { database, credits: services.credits, adminEmails: config.adminEmails },
          logger,
        })
      : undefined;

  return {
    database,
    queue,
    services,
    context,
    app,
    async stop() {
      await control?.close();
      await app?.close();
      await queue.stop({ graceful: true, timeoutMs: SHUTDOWN_GRACE_MS });
      await hub?.stop();
      await database.close();
    },
  };
}
