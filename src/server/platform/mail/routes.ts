import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '@shared/errors';
import type { Database } from '../../db/client.js';
import { requireAdmin } from '../auth/index.js';
import { AppError, notFound } from '../errors.js';
import { findOutboxMail, listOutbox } from './outbox-repo.js';
import { MailDeliveryError, type MailPort } from './port.js';
import { mailOutboxEndpoints } from '@shared/endpoints/mail-outbox';
import { route } from '../http/index.js';

/** Mails a fresh link of the kind a hidden-link mail carried (modules/auth: link-resend.ts). */
export type ResendHiddenLink = (mail: {
  to: string;
  kind: string;
}) => Promise<{ sent: true } | { sent: false; retryAfterSeconds: number; message: string }>;

const adminsOnly = {
  onRequest: async (request: FastifyRequest) => {
    await requireAdmin(request);
  },
};

export const OUTBOX_MESSAGES = {
  notFound: 'No such mail in the outbox',
  freshLink: (to: string) =>
    `A fresh link is on its way to ${to}. It goes to them only: the outbox keeps it hidden.`,
  copy: (to: string) => `The mail was sent to ${to} again.`,
} as const;

/**
 * GET /api/admin/mail-outbox?limit=: every mail the app wrote, newest first, each link that
 * signs in hidden (decision 048). POST …/:id/resend: "Send again" — a fresh link of the same
 * kind to the recipient for a hidden-link mail, the same text again for any other.
 */
export async function mailOutboxRoutes(
  app: FastifyInstance,
  options: { database: Database; mail: MailPort; resendHiddenLink: ResendHiddenLink },
): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  route(
    routes,
    mailOutboxEndpoints.list,
    {
      schema: {
        tags: ['admin'],
        summary: 'Read the mail outbox, links that sign in hidden (admins only)',
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

  route(
    routes,
    mailOutboxEndpoints.resend,
    {
      ...adminsOnly,
      schema: {
        tags: ['admin'],
        summary:
          'Send an outbox mail again: a fresh link to the recipient when its link is hidden (admins only)',
        response: {
          400: errorResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
          404: errorResponseSchema,
          409: errorResponseSchema,
          429: errorResponseSchema,
          502: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      await requireAdmin(request);
      const row = await findOutboxMail(options.database, request.params.id);
      if (!row) throw notFound(OUTBOX_MESSAGES.notFound);
      if (row.linkHidden) {
        const [newestBefore] = await listOutbox(options.database, 1);
        const outcome = await options.resendHiddenLink({ to: row.to, kind: row.kind });
        if (!outcome.sent) {
          reply.header('retry-after', String(outcome.retryAfterSeconds));
          throw new AppError(429, outcome.message);
        }
        await assertDelivered(options.database, row.to, newestBefore?.id ?? 0);
        return {
          sent: 'fresh-link' as const,
          to: row.to,
          message: OUTBOX_MESSAGES.freshLink(row.to),
        };
      }
      try {
        await options.mail.send({
          to: row.to,
          subject: row.subject,
          text: row.text,
          ...(row.html !== null && { html: row.html }),
          kind: row.kind,
        });
      } catch (error) {
        if (error instanceof MailDeliveryError) {
          throw new AppError(502, error.message);
        }
        throw error;
      }
      return { sent: 'copy' as const, to: row.to, message: OUTBOX_MESSAGES.copy(row.to) };
    },
  );
}

/**
 * The fresh link's mail is written by better-auth's flow, which logs a failed delivery rather
 * than throwing it: its outbox row says whether it went.
 */
async function assertDelivered(database: Database, to: string, afterId: number) {
  const newest = (await listOutbox(database, 20)).find(
    (mail) => mail.to === to && mail.id > afterId && mail.linkHidden,
  );
  if (!newest) throw new AppError(502, 'The fresh link could not be written: see the server log');
  if (newest.status === 'failed') {
    throw new AppError(502, `The fresh link could not be delivered: ${newest.error ?? 'unknown'}`);
  }
}
