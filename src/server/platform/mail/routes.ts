import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { mailOutboxQuerySchema, mailOutboxResponseSchema } from '@shared/mail';
import type { Database } from '../../db/client.js';
import { requireAdmin } from '../auth/session.js';
import { listOutbox } from './mailer.js';

/**
 * GET /api/admin/mail-outbox?limit=: every mail the app wrote, newest first. Without SMTP this
 * is where an admin reads password-reset links to pass on.
 */
export async function mailOutboxRoutes(
  app: FastifyInstance,
  options: { database: Database },
): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/admin/mail-outbox',
    {
      schema: {
        tags: ['admin'],
        summary: 'Read the mail outbox (admins only)',
        querystring: mailOutboxQuerySchema,
        response: { 200: mailOutboxResponseSchema },
      },
    },
    async (request) => {
      await requireAdmin(request);
      const rows = await listOutbox(options.database, request.query.limit);
      return {
        mails: rows.map((row) => ({
          ...row,
          createdAt: row.createdAt.toISOString(),
          sentAt: row.sentAt?.toISOString() ?? null,
        })),
      };
    },
  );
}
