import { z } from 'zod';
import {
  adjustCreditsBodySchema,
  adjustCreditsResponseSchema,
  balanceResponseSchema,
  creditHistoryQuerySchema,
  creditHistoryResponseSchema,
} from '../credits.js';
import { endpoint } from '../endpoint.js';

/** GET /api/admin/credits/history: a user's entries by email, paged like the user's own. */
const adminCreditHistoryQuerySchema = creditHistoryQuerySchema.extend({
  email: adjustCreditsBodySchema.shape.email,
});

/** The credit balance and ledger, and the admins' adjustments. */
export const creditEndpoints = {
  balance: endpoint({
    method: 'GET',
    path: '/api/credits/balance',
    response: balanceResponseSchema,
  }),
  history: endpoint({
    method: 'GET',
    path: '/api/credits/history',
    query: creditHistoryQuerySchema,
    response: creditHistoryResponseSchema,
  }),
  historyCsv: endpoint({ method: 'GET', path: '/api/credits/history.csv', response: z.string() }),
  adminHistory: endpoint({
    method: 'GET',
    path: '/api/admin/credits/history',
    query: adminCreditHistoryQuerySchema,
    response: creditHistoryResponseSchema,
  }),
  adjust: endpoint({
    method: 'POST',
    path: '/api/admin/credits/adjust',
    body: adjustCreditsBodySchema,
    response: adjustCreditsResponseSchema,
  }),
};
