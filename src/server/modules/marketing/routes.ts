import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type {} from '@fastify/rate-limit';
import { errorResponseSchema } from '@shared/errors';
import { MARKETING_MESSAGES } from '@shared/marketing';
import type { WaitlistList } from '@shared/site';
import type { Database } from '../../db/client.js';
import { requireAdmin } from '../../platform/auth/index.js';
import { AppError } from '../../platform/errors.js';
import { rejectInvalidRequest, route } from '../../platform/http/index.js';
import type { MailMessage, MailPort } from '../../platform/mail/index.js';
import {
  ebookConfirmation,
  exitOffer,
  masterclassConfirmation,
  webinarConfirmation,
} from './mails.js';
import { addExitLead, addWaitlistEntry, listSiteLeads, listWaitlistEntries } from './repo.js';
import { marketingEndpoints } from '@shared/endpoints/marketing';

export interface MarketingRoutesOptions {
  database: Database;
  /** The webinar confirmation and the exit offer go out through it (mails.ts). */
  mail: MailPort;
  site: { productName: string; publicUrl: string };
  /** Sign-ups one client address may send per window (waitlists and exit popup together). */
  signupsPerWindow?: number;
  signupWindowMs?: number;
}

const DEFAULT_SIGNUPS_PER_WINDOW = 10;
const DEFAULT_SIGNUP_WINDOW_MS = 10 * 60_000;
const ADMIN_LIST_LIMIT = 500;

/** Every waitlist sign-up is confirmed by mail: /thank-you, where they land, says so. */
const WAITLIST_CONFIRMATIONS = {
  masterclass: masterclassConfirmation,
  webinar: webinarConfirmation,
  ebook: ebookConfirmation,
} satisfies Record<WaitlistList, unknown>;

const formErrors = { 400: errorResponseSchema, 429: errorResponseSchema };

/**
 * The public pages' forms (anyone may call them): waitlist sign-ups and exit-popup leads.
 * Anti-spam: a honeypot field (filled → answered like a success, nothing stored) and a limit
 * per client address. Admins read what came in.
 */
export async function marketingRoutes(
  app: FastifyInstance,
  options: MarketingRoutesOptions,
): Promise<void> {
  const { db } = options.database;
  const { mail, site } = options;
  /** A mail the page promised; a failed one is in the outbox and the log, the sign-up stays. */
  async function sendPromised(request: FastifyRequest, message: MailMessage) {
    try {
      await mail.send(message);
    } catch (error) {
      request.log.error(
        { err: error, kind: message.kind },
        'sign-up kept but its mail could not be sent: see the mail outbox',
      );
    }
  }
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const perAddress = app.createRateLimit({
    max: options.signupsPerWindow ?? DEFAULT_SIGNUPS_PER_WINDOW,
    timeWindow: options.signupWindowMs ?? DEFAULT_SIGNUP_WINDOW_MS,
  });
  async function limitSignups(request: FastifyRequest, reply: FastifyReply) {
    const result = await perAddress(request);
    if (result.isAllowed || !result.isExceeded) return;
    reply.header('retry-after', String(result.ttlInSeconds));
    throw new AppError(429, MARKETING_MESSAGES.tooManyRequests);
  }

  route(
    routes,
    marketingEndpoints.waitlist,
    {
      preHandler: limitSignups,
      attachValidation: true,
      schema: {
        tags: ['marketing'],
        summary: 'Join the masterclass, webinar or ebook waitlist (a repeat email is accepted)',
        response: formErrors,
      },
    },
    async (request) => {
      rejectInvalidRequest(request);
      const { list, name, email, website } = request.body;
      if (website) {
        request.log.info({ list }, 'waitlist honeypot filled: ignored');
      } else {
        const added = await addWaitlistEntry(db, { list, name, email });
        // Only the first sign-up of an address is mailed: a repeat (or a stranger's address
        // entered again and again) never mails twice.
        if (added) await sendPromised(request, WAITLIST_CONFIRMATIONS[list](site, email));
      }
      return { ok: true as const };
    },
  );

  route(
    routes,
    marketingEndpoints.exitLeads,
    {
      preHandler: limitSignups,
      attachValidation: true,
      schema: {
        tags: ['marketing'],
        summary: "Keep the pricing exit popup's email as a lead",
        response: formErrors,
      },
    },
    async (request) => {
      rejectInvalidRequest(request);
      const { email, page, website } = request.body;
      if (website) {
        request.log.info('exit-lead honeypot filled: ignored');
      } else {
        if (await addExitLead(db, { email, page }))
          await sendPromised(request, exitOffer(site, email));
      }
      return { ok: true as const };
    },
  );

  route(
    routes,
    marketingEndpoints.signups,
    {
      schema: {
        tags: ['admin'],
        summary: 'Waitlist sign-ups and exit-popup leads, newest first',
        response: { 401: errorResponseSchema, 403: errorResponseSchema },
      },
    },
    async (request) => {
      await requireAdmin(request);
      const [waitlist, leads] = await Promise.all([
        listWaitlistEntries(db, ADMIN_LIST_LIMIT),
        listSiteLeads(db, ADMIN_LIST_LIMIT),
      ]);
      const iso = <T extends { createdAt: Date }>(row: T) => ({
        ...row,
        createdAt: row.createdAt.toISOString(),
      });
      return { waitlist: waitlist.map(iso), leads: leads.map(iso) };
    },
  );
}
