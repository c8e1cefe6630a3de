import type { FastifyInstance } from 'fastify';
import { clientErrorEndpoints } from '@shared/endpoints/client-errors';
import { route } from './endpoint-route.js';

/**
 * POST /api/client-errors: the browser reports what only it sees (a path that matched no
 * route). Logged server-side so missing pages show up in the logs; rate-limited per client.
 */
export async function clientErrorRoutes(app: FastifyInstance): Promise<void> {
  route(
    app,
    clientErrorEndpoints.report,
    {
      schema: {
        tags: ['platform'],
        summary: 'Report a client-side error',
      },
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const report = request.body;
      request.log.warn(
        { clientError: report },
        '404 Error: User attempted to access non-existent route',
      );
      return reply.code(204).send();
    },
  );
}
