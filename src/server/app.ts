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
import type { EventHub } from './platform/events/index.js';
import { eventRoutes } from './platform/events/index.js';
import { registerApiNoStore } from './platform/http/index.js';
import { clientErrorRoutes } from './platform/http/index.js';
import { registerOriginCheck } from './platform/http/index.js';
import { registerErrorHandling } from './platform/http/index.js';
import { healthRoutes } from './platform/http/index.js';
import { registerMetrics, type Metrics } from './platform/http/index.js';
import { registerOpenApi } from './platform/http/index.js';
import { registerSecurityHeaders } from './platform/http/index.js';
import { registerTextCheck } from './platform/http/index.js';
import { DEFAULT_DRAIN_TIMES, registerUnreadBodyDrain } from './platform/http/index.js';
import { registerWebApp } from './platform/http/index.js';
import type { JobQueue } from './platform/jobs/index.js';
import { mailOutboxRoutes } from './platform/mail/index.js';
import { storageRoutes } from './platform/storage/index.js';
import { adminRoutes } from './modules/admin/index.js';
import {
  authRoutes,
  createAuth,
  createAuthSessions,
  createClientAccounts,
  createLinkResender,
  createQuickStartAccounts,
  createSignInLinkMail,
  googleSignInEnabled,
  hasSessionCookie,
  meRoutes,
} from './modules/auth/index.js';
import { billingRoutes, FreeDailyVideos } from './modules/billing/index.js';
import {
  GhlLeadFollowUps,
  goHighLevelRoutes,
  IntegrationEvents,
} from './modules/gohighlevel/index.js';
import { creditsRoutes } from './platform/credits/index.js';
import { crmLeadLinks, crmRoutes } from './modules/crm/index.js';
import { imageRoutes, ImageStyles, vendorStyleSource } from './modules/images/index.js';
import { marketingRoutes } from './modules/marketing/index.js';
import { photoRoutes } from './modules/photos/index.js';
import { submissionRoutes } from './modules/submissions/index.js';
import { scriptRoutes } from './modules/scripts/index.js';
import { socialRoutes } from './modules/social/index.js';
import { voiceRoutes } from './modules/voices/index.js';
import { voiceoverRoutes } from './modules/voiceovers/index.js';
import { podcastAssetRoutes } from './modules/podcast-assets/index.js';
import { videoRoutes } from './modules/videos/index.js';
import { postingDepsOf, type ModuleJobDeps } from './modules/jobs.js';
import { postingRoutes } from './modules/posting/index.js';
import { quickStartRoutes } from './modules/quick-start/index.js';
import type { Services } from './services.js';

/**
 * Everything the HTTP app talks to: the process's services (createServices, built once by
 * runtime.ts or a test and shared with the job handlers) and the web side's own parts.
 */
export interface AppDeps extends Services {
  queue: JobQueue;
  /** A stand-in for the social module's token service (posting tests); see ModuleJobDeps. */
  youtubeAccess?: ModuleJobDeps['youtubeAccess'];
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

  const { database, storage, queue, media, mail, credits } = deps;
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

  // Domain modules.
  await app.register(authRoutes, { auth, config, database, mail });
  await app.register(meRoutes, { auth, database, googleSignIn: googleSignInEnabled(config) });
  await app.register(adminRoutes, { database });
  await app.register(creditsRoutes, { database, credits });
  await app.register(billingRoutes, { config, database, credits, payments: deps.payments });
  const videoDeps = {
    config,
    database,
    storage,
    queue,
    media,
    credits,
    engines: deps.videoEngines,
  };
  const freeVideos = new FreeDailyVideos({
    database,
    credits,
    perDay: config.billing.freeDailyVideos,
  });
  await app.register(videoRoutes, { ...videoDeps, freeVideos });
  await app.register(quickStartRoutes, {
    config,
    database,
    storage,
    queue,
    credits,
    freeVideos,
    accounts: createQuickStartAccounts({ auth, database }),
    drive: deps.drive,
    videoDeps,
  });
  const imageDeps = { database, storage, queue, credits, engines: deps.imageEngines };
  const styles = new ImageStyles(database, vendorStyleSource(deps.imageEngines), (error) =>
    app.log.warn({ err: error }, 'image styles sync failed: keeping the styles as they are'),
  );
  await app.register(imageRoutes, { ...imageDeps, config, styles, media });
  await app.register(podcastAssetRoutes, imageDeps);
  await app.register(marketingRoutes, { database });
  const integrationEvents = new IntegrationEvents({ database, queue });
  await app.register(submissionRoutes, {
    config,
    database,
    storage,
    media,
    mail,
    drive: deps.drive,
    accounts: createClientAccounts({ auth, database }),
    integrationEvents,
  });
  await app.register(photoRoutes, { config, database, storage, media, log: app.log });
  await app.register(scriptRoutes, {
    config,
    database,
    writer: deps.scriptWriter,
    deletion: { storage, credits },
  });
  const { speechEngines } = deps;
  await app.register(voiceRoutes, { database, storage, media, speechEngines });
  await app.register(voiceoverRoutes, { database, storage, queue, credits, speechEngines });
  const { secrets, goHighLevel } = deps;
  await app.register(goHighLevelRoutes, { config, database, secrets, goHighLevel });
  await app.register(socialRoutes, {
    config,
    database,
    secrets,
    youtube: deps.youtube,
    youtubeTestChannel: deps.youtubeTestChannel,
  });
  await app.register(postingRoutes, postingDepsOf(deps));
  // The lead CRM, with Go High Level's follow-ups (decision 042) plugged into its seams: the
  // opportunity hook, the conversations messenger, and lead.status_changed in the change's
  // transaction. GHL writes on leads only through the CRM's own face (crmLeadLinks).
  const followUps = new GhlLeadFollowUps({
    config,
    database,
    secrets,
    goHighLevel,
    leads: crmLeadLinks(database),
  });
  await app.register(crmRoutes, {
    database,
    mail,
    hooks: { afterStatusChange: [followUps.afterStatusChange], afterEmail: [] },
    messenger: followUps,
    onStatusChanged: (tx, change) =>
      integrationEvents.emit(tx, change.userId, 'lead.status_changed', {
        leadId: change.lead.id,
        status: change.to,
        previousStatus: change.from,
      }),
  });

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
