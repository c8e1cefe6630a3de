import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import { requireUser } from '../../platform/auth/index.js';
import {
  rejectInvalidRequest,
  redactQuery,
  errorAnswers,
  route,
} from '../../platform/http/index.js';
import type { SecretBox } from '../../platform/secrets/index.js';
import type { YouTubePort } from '../../providers/youtube/index.js';
import type { TestModeYouTube } from './test-channel.js';
import { YouTubeConnections } from './connections.js';
import { testChannelRoutes } from './test-channel-routes.js';
import { socialEndpoints } from '@shared/endpoints/social';

export interface SocialRoutesOptions {
  config: Pick<Config, 'publicUrl' | 'youtube'>;
  database: Database;
  secrets: SecretBox;
  youtube: YouTubePort;
  youtubeTestChannel: TestModeYouTube | null;
}

/** A callback's code and state never reach the request log (a code is a one-time credential). */
const SECRET_QUERY = ['code', 'state'] as const;

/**
 * Social connections (issue 18, decision 035): connect YouTube (the OAuth flow's start and
 * callback), list and disconnect the signed-in user's connections, and the test-mode channel's
 * own pages. Every call is scoped to the session's user; no answer carries a token.
 */
export async function socialRoutes(app: FastifyInstance, options: SocialRoutesOptions) {
  const log = app.log.child({ module: 'social' });
  const connections = new YouTubeConnections({
    database: options.database,
    secrets: options.secrets,
    youtube: options.youtube,
    available: options.config.youtube.engine !== 'off',
    publicUrl: options.config.publicUrl,
    log,
  });
  const routes = app.withTypeProvider<ZodTypeProvider>();

  route(
    routes,
    socialEndpoints.connections,
    {
      schema: {
        tags: ['social'],
        summary: "The signed-in user's connections (platform, account, status; never a token)",
        response: errorAnswers(401),
      },
    },
    async (request) => {
      const user = await requireUser(request);
      return connections.list(user.id);
    },
  );

  route(
    routes,
    socialEndpoints.connectYouTube,
    {
      schema: {
        tags: ['social'],
        summary:
          'Start connecting YouTube (optional body { returnTo: "/start" }): the consent page the browser visits next',
        response: errorAnswers(400, 401, 503),
      },
      attachValidation: true,
    },
    async (request) => {
      const user = await requireUser(request);
      rejectInvalidRequest(request);
      return connections.connect(user.id, request.body?.returnTo);
    },
  );

  route(
    routes,
    socialEndpoints.youTubeCallback,
    {
      schema: {
        tags: ['social'],
        summary:
          'Where the consent page sends the browser back (?code&state or ?error): redirects to /social-connections with ?connected=youtube or ?error=…',
      },
      logSerializers: {
        req: (request: FastifyRequest) => ({
          method: request.method,
          url: redactQuery(request.url, SECRET_QUERY),
          host: request.host,
          remoteAddress: request.ip,
        }),
      },
    },
    async (request, reply) => {
      const user = await request.sessionUser();
      const target = await connections.callback(user?.id ?? null, request.query);
      return reply.header('Cache-Control', 'no-store').redirect(target, 302);
    },
  );

  route(
    routes,
    socialEndpoints.disconnect,
    {
      schema: {
        tags: ['social'],
        summary:
          'Disconnect a platform: revokes the grant (best effort) and deletes the connection',
        response: errorAnswers(401, 404),
      },
    },
    async (request) => {
      const user = await requireUser(request);
      await connections.disconnect(user.id, request.params.platform);
      return { disconnected: true as const };
    },
  );

  await app.register(testChannelRoutes, {
    database: options.database,
    testChannel: options.youtubeTestChannel,
  });
}
