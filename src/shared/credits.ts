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
export const insufficientCreditsMessage = (balance: number, required: number) =>
  `Insufficient credits. You have ${balance} but need ${required}.`;

/** Live event `credits.changed`: sent to every open tab of the user on any balance change. */
export const CREDITS_CHANGED_EVENT = 'credits.changed';
export const creditsChangedPayloadSchema = z.object({
  balance: z.number().int(),
  delta: z.number().int(),
  kind: z.enum(['signup_grant', 'purchase', 'charge', 'refund', 'adjustment']),
});
export type CreditsChangedPayload = z.infer<typeof creditsChangedPayloadSchema>;

/** POST /api/admin/credits/adjust (admins only). */
export const adjustCreditsBodySchema = z.strictObject({
  email: z.string().trim().pipe(z.email('Invalid email address')),
  amount: z
    .number()
    .int()
    .refine((n) => n !== 0, 'Amount must not be zero'),
  reason: z.string().trim().min(3, 'Please give a reason').max(500),
});
export type AdjustCreditsBody = z.infer<typeof adjustCreditsBodySchema>;
