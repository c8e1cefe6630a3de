import { randomUUID } from 'node:crypto';
import Fastify, {
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyRequest,
} from 'fastify';
import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { SessionResolver, SessionUser } from './platform/auth/index.js';
import { type EventHub, eventRoutes } from './platform/events/index.js';
import {
  registerApiNoStore,
  clientErrorRoutes,
  registerOriginCheck,
  registerErrorHandling,
  healthRoutes,
  registerMetrics,
  type Metrics,
  registerOpenApi,
  registerSecurityHeaders,
  registerTextCheck,
  DEFAULT_DRAIN_TIMES,
  registerUnreadBodyDrain,
  registerWebApp,
} from './platform/http/index.js';
import type { JobQueue } from './platform/jobs/index.js';
import { mailOutboxRoutes } from './platform/mail/index.js';
import { registerModuleRoutes } from './platform/modules.js';
import { storageRoutes } from './platform/storage/index.js';
import { creditsRoutes } from './platform/credits/index.js';
import {
  createAuth,
  createAuthSessions,
  createLinkResender,
  createSignInLinkMail,
  hasSessionCookie,
} from './modules/auth/index.js';
import {
  modules,
  type AppContext,
  type AppJobContract,
  type AppWebContext,
} from './modules/index.js';

/**
 * Everything the HTTP app talks to: the modules' context (createModuleContext: the process's
 * services, the queue and the domain event bus, built once by runtime.ts or a test and shared
 * with the job handlers) and the web side's own parts.
 */
export interface AppDeps extends AppContext {
  queue: JobQueue<AppJobContract>;
  hub: EventHub;
  metrics: Metrics;
  /** Defaults to better-auth's cookie sessions; tests may pass a header-based stand-in. */
  resolveSession?: SessionResolver;
  /** Serve the built web app from this folder (production); omitted in API tests. */
  webDir?: string;
  /** The public pages' server renderer (default: dist/ssr beside webDir). */
  ssrModule?: string;
  /** A pino logger; omitted in tests (silent). */
  logger?: FastifyBaseLogger;
}

const REQUEST_ID_PATTERN = /^[A-Za-z0-9._-]{8,128}$/;

/** Builds the Fastify app: cross-cutting plugins first, then platform and domain routes. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config } = deps;
  const app = Fastify({
    ...(deps.logger ? { loggerInstance: deps.logger } : { logger: false }),
    bodyLimit: config.bodyLimitBytes,
    trustProxy: config.trustProxy,
    // Keep a caller's request id (load balancer) when it is sane, else make one.
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID_PATTERN.test(incoming)
        ? incoming
        : randomUUID();
    },
    routerOptions: { ignoreTrailingSlash: true },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  registerTextCheck(app);
  registerUnreadBodyDrain(app, { maxBytes: config.uploadLimitBytes, ...DEFAULT_DRAIN_TIMES });

  const { database, storage, queue, mail, credits } = deps;
  const signInLinks = createSignInLinkMail({ config, database, mail, logger: app.log });
  // Links asked for on /auth are mailed after the answer: let them finish before the database
  // closes.
  app.addHook('onClose', () => signInLinks.settled());
  const auth = createAuth({ config, database, mail, credits, signInLinks, logger: app.log });
  const authSessions = createAuthSessions({ auth, database });
  const resolveSession = deps.resolveSession ?? authSessions.resolve;
  if (!deps.resolveSession) app.addHook('onSend', authSessions.forwardSessionCookies);
  registerOriginCheck(app, { publicUrl: config.publicUrl, hasSessionCookie });
  const sessions = new WeakMap<FastifyRequest, Promise<SessionUser | null>>();
  app.decorateRequest('sessionUser', function sessionUser(this: FastifyRequest) {
    let session = sessions.get(this);
    if (!session) sessions.set(this, (session = resolveSession(this)));
    return session;
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('X-Request-Id', request.id);
  });
  registerApiNoStore(app);

  await registerSecurityHeaders(app);
  await app.register(compress, { threshold: 1024 });
  await app.register(rateLimit, { global: false });
  await registerMetrics(app, deps.metrics);
  await registerOpenApi(app, config.productName);

  await app.register(healthRoutes, {
    checks: {
      database: async () => {
        await database.executeSql('SELECT 1');
      },
      queue: () => queue.assertHealthy(),
      storage: () => storage.check(),
    },
  });
  await app.register(clientErrorRoutes);
  await app.register(eventRoutes, {
    database,
    hub: deps.hub,
    limits: {
      perUser: config.events.maxStreamsPerUser,
      perAddress: config.events.maxStreamsPerAddress,
    },
    onStreamCount: (open) => deps.metrics.sseConnections.set(open),
  });
  await app.register(storageRoutes, { storage, secret: config.appSecret });

  await app.register(mailOutboxRoutes, {
    database,
    mail,
    resendHiddenLink: createLinkResender({ auth, database }).resend,
  });

  await app.register(creditsRoutes, { database, credits });
  // Domain modules: each describes its routes (modules/index.ts, decision 052).
  const context: AppWebContext = { ...deps, auth, log: app.log };
  await registerModuleRoutes(app, modules, context);

  if (deps.webDir) {
    await registerWebApp(app, {
      webDir: deps.webDir,
      ...(deps.ssrModule ? { ssrModule: deps.ssrModule } : {}),
      settings: { productName: config.productName, bookingUrl: config.bookingUrl },
      publicUrl: config.publicUrl,
    });
  } else {
    app.setNotFoundHandler((_request, reply) => reply.code(404).send({ error: 'Not found' }));
  }
  return app;
}
