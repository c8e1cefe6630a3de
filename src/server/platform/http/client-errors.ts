import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { clientErrorReportSchema } from '@shared/client-errors';

/**
 * POST /api/client-errors: the browser reports what only it sees (a path that matched no
 * route). Logged server-side so missing pages show up in the logs; rate-limited per client.
 */
export async function clientErrorRoutes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/client-errors',
    {
      schema: {
        tags: ['platform'],
        summary: 'Report a client-side error',
        body: clientErrorReportSchema,
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
