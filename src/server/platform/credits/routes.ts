import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { type CreditHistoryEntry } from '@shared/credits';
import { errorResponseSchema } from '@shared/errors';
import { ledgerReasonText } from '@shared/ledger-names';
import type { Database } from '../../db/client.js';
import { requireAdmin, requireUser } from '../auth/index.js';
import { notFound } from '../errors.js';
import { historyCsv } from './history-csv.js';
import { findUserIdByEmail, type LedgerEntry } from './repo.js';
import type { CreditsService } from './service.js';
import { creditEndpoints } from '@shared/endpoints/credits';
import { route } from '../http/index.js';

const NO_ACCOUNT = 'No account with that email';

/**
 * Credit routes: the signed-in user's balance and history (read-only: no route lets users
 * add credits to themselves; purchases arrive from verified payment events), and admin
 * adjustments.
 */
export async function creditsRoutes(
  app: FastifyInstance,
  options: { database: Database; credits: CreditsService },
): Promise<void> {
  const { database, credits } = options;
  const routes = app.withTypeProvider<ZodTypeProvider>();

  route(
    routes,
    creditEndpoints.balance,
    {
      schema: {
        tags: ['credits'],
        summary: "The signed-in user's credit balance",
        response: { 401: errorResponseSchema },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      return { balance: await credits.balance(user.id) };
    },
  );

  route(
    routes,
    creditEndpoints.history,
    {
      schema: {
        tags: ['credits'],
        summary: "The signed-in user's ledger entries, newest first",
        response: { 401: errorResponseSchema },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      const entries = await credits.history(user.id, request.query);
      return { entries: entries.map(toHistoryEntry) };
    },
  );

  route(
    routes,
    creditEndpoints.historyCsv,
    {
      schema: {
        tags: ['credits'],
        summary: "The signed-in user's whole ledger as CSV (a download)",
        produces: ['text/csv'],
        response: { 401: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      const csv = historyCsv(await credits.fullHistory(user.id));
      return reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', 'attachment; filename="credit-history.csv"')
        .header('Cache-Control', 'no-store')
        .send(csv);
    },
  );

  route(
    routes,
    creditEndpoints.adminHistory,
    {
      onRequest: async (request) => {
        await requireAdmin(request);
      },
      schema: {
        tags: ['admin', 'credits'],
        summary: "Any user's ledger entries, newest first (admins only)",
        response: {
          400: errorResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
          404: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const { email, ...page } = request.query;
      const userId = await findUserIdByEmail(database.db, email);
      if (!userId) throw notFound(NO_ACCOUNT);
      const entries = await credits.history(userId, page);
      return { entries: entries.map(toHistoryEntry) };
    },
  );

  route(
    routes,
    creditEndpoints.adjust,
    {
      // Before body validation, so a non-admin learns nothing about the body's rules.
      onRequest: async (request) => {
        await requireAdmin(request);
      },
      schema: {
        tags: ['admin', 'credits'],
        summary: "Adjust a user's credits (admins only)",
        response: {
          400: errorResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
          404: errorResponseSchema,
          409: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const admin = await requireUser(request); // the onRequest hook checked the role
      const { email, amount, reason } = request.body;
      const userId = await findUserIdByEmail(database.db, email);
      if (!userId) throw notFound(NO_ACCOUNT);
      const result = await credits.adjust({ userId, amount, reason, adminId: admin.id });
      return { balance: result.balance, applied: result.applied };
    },
  );
}

function toHistoryEntry(entry: LedgerEntry): CreditHistoryEntry {
  return {
    id: entry.id,
    kind: entry.kind,
    amount: entry.amount,
    balanceAfter: entry.balanceAfter,
    reason: ledgerReasonText(entry.reason),
    reference: entry.reference,
    createdAt: entry.createdAt.toISOString(),
  };
}
