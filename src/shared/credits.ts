import { z } from 'zod';

/** GET /api/credits/balance */
export const balanceResponseSchema = z.object({ balance: z.number().int().min(0) });
export type BalanceResponse = z.infer<typeof balanceResponseSchema>;

/** Every charging endpoint answers a shortfall with HTTP 402 and this body. */
export const insufficientCreditsSchema = z.object({
  error: z.string(),
  balance: z.number().int(),
  required: z.number().int(),
});
export type InsufficientCredits = z.infer<typeof insufficientCreditsSchema>;

/** The spec's wording for a shortfall. */
// Defined in ./pricing (no zod), so pages that only show the words need not load the schemas.
export { insufficientCreditsMessage } from './pricing.js';

/** What a ledger entry records (mirrors LEDGER_KINDS in the database schema). */
export const ledgerKindSchema = z.enum([
  'signup_grant',
  'purchase',
  'charge',
  'refund',
  'adjustment',
]);

/** Live event `credits.changed`: sent to every open tab of the user on any balance change. */
export const CREDITS_CHANGED_EVENT = 'credits.changed';
export const creditsChangedPayloadSchema = z.object({
  balance: z.number().int(),
  delta: z.number().int(),
  kind: ledgerKindSchema,
});
export type CreditsChangedPayload = z.infer<typeof creditsChangedPayloadSchema>;

/**
 * The most credits a balance can hold, and the largest single change an admin can make. Far
 * above any purchase, and low enough that a balance plus any one change stays inside the
 * 32-bit integer PostgreSQL stores them in (2,147,483,647): no sum is ever out of range.
 */
export const CREDITS_MAX = 1_000_000_000;
const CREDITS_MAX_TEXT = CREDITS_MAX.toLocaleString('en-US');
export const ADJUST_AMOUNT_MESSAGE = `Amount must be a whole number from -${CREDITS_MAX_TEXT} to ${CREDITS_MAX_TEXT}`;

/** A change refused because the balance would pass CREDITS_MAX (nothing was written). */
export function balanceLimitMessage(balance: number): string {
  return `A balance can hold at most ${CREDITS_MAX_TEXT} credits: this one holds ${balance.toLocaleString('en-US')}`;
}

/** POST /api/admin/credits/adjust (admins only). */
export const adjustCreditsBodySchema = z.strictObject({
  email: z.string().trim().pipe(z.email('Invalid email address')),
  amount: z
    .number(ADJUST_AMOUNT_MESSAGE)
    .int(ADJUST_AMOUNT_MESSAGE)
    .min(-CREDITS_MAX, ADJUST_AMOUNT_MESSAGE)
    .max(CREDITS_MAX, ADJUST_AMOUNT_MESSAGE)
    .refine((n) => n !== 0, 'Amount must not be zero'),
  reason: z.string().trim().min(3, 'Please give a reason').max(500),
});
export type AdjustCreditsBody = z.infer<typeof adjustCreditsBodySchema>;

/** POST /api/admin/credits/adjust answer: the new balance and the amount actually applied. */
export const adjustCreditsResponseSchema = z.object({
  balance: z.number().int().min(0),
  /** Differs from the requested amount when a deduction was floored at a zero balance. */
  applied: z.number().int(),
});
export type AdjustCreditsResponse = z.infer<typeof adjustCreditsResponseSchema>;

/** GET /api/credits/history?limit=&before= (the signed-in user's own entries). */
export const CREDIT_HISTORY_DEFAULT_LIMIT = 50;
export const CREDIT_HISTORY_MAX_LIMIT = 200;
export const creditHistoryQuerySchema = z.object({
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(CREDIT_HISTORY_MAX_LIMIT)
    .default(CREDIT_HISTORY_DEFAULT_LIMIT),
  /** Cursor: only entries older than this id (the last id of the previous page). */
  before: z.coerce.number().int().min(1).optional(),
});
export type CreditHistoryQuery = z.infer<typeof creditHistoryQuerySchema>;

export const creditHistoryEntrySchema = z.object({
  id: z.number().int(),
  kind: ledgerKindSchema,
  /** Signed: charges are negative. */
  amount: z.number().int(),
  balanceAfter: z.number().int().min(0),
  reason: z.string(),
  /** What the entry is about (a job id, a payment id), when known. */
  reference: z.string().nullable(),
  createdAt: z.string(),
});
export type CreditHistoryEntry = z.infer<typeof creditHistoryEntrySchema>;

/** Newest first. */
export const creditHistoryResponseSchema = z.object({
  entries: z.array(creditHistoryEntrySchema),
});
export type CreditHistoryResponse = z.infer<typeof creditHistoryResponseSchema>;
