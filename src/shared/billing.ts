import { z } from 'zod';
import { CREDIT_PACKAGES } from './pricing.js';
import { PLAN_IDS, PLAN_VARIANTS, type PlanTier } from './plans.js';

// The plan table and the spec's checkout messages live in ./plans (no zod: public pages use them).
export * from './plans.js';

/**
 * Buying credits and plans (core studio spec: Purchase Credits dialog, section 9 packages;
 * marketing spec: checkout states, subscription packages, credit price, credit check dialog,
 * free daily videos). Prices are in cents; the server prices every checkout from these
 * tables, never from the browser.
 */

// --- Credit packs -----------------------------------------------------------------------------

const PACKAGE_CREDITS = CREDIT_PACKAGES.map((pack) => pack.credits);

/** POST /api/billing/credit-checkout (spec create-credit-checkout: {credits}, default 100). */
export const createCreditCheckoutBodySchema = z.strictObject({
  /** Where the checkout returns to (the flow that needed the credits); default /credits. */
  returnTo: z.enum(['/credits', '/start', '/simple-upload']).optional(),
  credits: z
    .number('Choose a credit package')
    .int('Choose a credit package')
    .refine((credits) => PACKAGE_CREDITS.includes(credits), 'Choose a credit package')
    .default(100),
});
export type CreateCreditCheckoutInput = z.input<typeof createCreditCheckoutBodySchema>;

/** Both checkout calls answer with the link to open (Stripe's hosted page or ours). */
export const checkoutResponseSchema = z.object({
  url: z.string(),
  /** Which checkout made the link: shown as "test mode" for the offline one. */
  provider: z.enum(['stripe', 'offline']),
});
export type CheckoutResponse = z.infer<typeof checkoutResponseSchema>;

// --- Plans (marketing spec: subscription packages) --------------------------------------------

export const planTierSchema: z.ZodType<PlanTier> = z.templateLiteral(
  [z.enum(PLAN_IDS), '-', z.enum(PLAN_VARIANTS)],
  { error: 'Unknown plan' },
);

/** POST /api/billing/subscription-checkout (spec create-subscription-checkout: {tier}). */
export const createSubscriptionCheckoutBodySchema = z.strictObject({ tier: planTierSchema });

export const SUBSCRIPTION_STATUSES = [
  'incomplete',
  'active',
  'past_due',
  'canceled',
  'unpaid',
  'paused',
] as const;
export const subscriptionSchema = z.object({
  planId: z.enum(PLAN_IDS),
  variant: z.enum(PLAN_VARIANTS),
  status: z.enum(SUBSCRIPTION_STATUSES),
  provider: z.enum(['stripe', 'offline']),
  currentPeriodEnd: z.string().nullable(),
  cancelAtPeriodEnd: z.boolean(),
  updatedAt: z.string(),
});
export type Subscription = z.infer<typeof subscriptionSchema>;
/** GET /api/billing/subscription: the user's plan, or null. */
export const subscriptionResponseSchema = z.object({ subscription: subscriptionSchema.nullable() });

// --- Credit check dialog (spec check-credits-and-queue-jobs) ----------------------------------

/** The spec's dollar price of one credit (the dialog shows credits x 0.10). */
export const CREDIT_PRICE_CENTS = 10;
/** One simple video: 8 seconds at 8 credits per second. */
export const SIMPLE_VIDEO_CREDITS = 64;
/** Default purchase when the need is unknown. */
export const DEFAULT_CREDIT_PURCHASE = 100;

/** POST /api/billing/credit-check: how much of a batch can be made now. */
export const creditCheckBodySchema = z.strictObject({
  imageCount: z.number().int().min(1, 'Choose at least one image').max(100),
});
export const creditCheckResponseSchema = z.object({
  /** The whole batch cannot be paid for now. */
  needsPayment: z.boolean(),
  /** How many videos can be made now (free + paid). */
  canGenerate: z.number().int(),
  /** Credits still needed for the rest (0 when none). */
  creditsNeeded: z.number().int(),
  /** Of canGenerate, how many use free daily videos and how many credits. */
  usingFree: z.number().int(),
  usingPaid: z.number().int(),
  freeRemainingToday: z.number().int(),
  balance: z.number().int(),
});
export type CreditCheckResponse = z.infer<typeof creditCheckResponseSchema>;

export const dollarsForCredits = (credits: number): string =>
  `$${((credits * CREDIT_PRICE_CENTS) / 100).toFixed(2)}`;

// --- Offline checkout (no Stripe key: a built-in, test-mode checkout) ------------------------

/**
 * GET /api/billing/offline/:id (owner only): what the built-in checkout page shows. Completing
 * it (POST /api/billing/offline/:id/complete) makes the server sign a Stripe-shaped event and
 * run it through the same webhook code path as Stripe's; cancelling
 * (POST /api/billing/offline/:id/cancel) expires it. Both answer { redirectUrl }.
 */
export const offlineCheckoutSessionSchema = z.object({
  id: z.string(),
  mode: z.enum(['payment', 'subscription']),
  /** e.g. "500 credits" or "Athena Pro (all-inclusive), monthly". */
  description: z.string(),
  amountCents: z.number().int(),
  credits: z.number().int().nullable(),
  status: z.enum(['open', 'complete', 'expired']),
});
export type OfflineCheckoutSession = z.infer<typeof offlineCheckoutSessionSchema>;
export const offlineCheckoutResultSchema = z.object({ redirectUrl: z.string() });

/**
 * The 409s of pay and cancel on a checkout that already ended, e.g. paid in one tab while
 * cancelled in another: exactly one of the two wins, and the other is told what happened.
 */
export const OFFLINE_CHECKOUT_MESSAGES = {
  alreadyPaid: 'This checkout is already paid, so it can no longer be cancelled.',
  notPayable:
    'This checkout was cancelled or has expired, so it cannot be paid. Nothing was charged: start a new one from your credits page.',
} as const;

/** Where both checkouts send the user back to. */
export const CHECKOUT_RETURN_PATH = '/credits';
export const CHECKOUT_RESULT_PARAM = 'checkout';
/**
 * What the checkout sold, carried back with the result: a plan grants no credits, so its note
 * must not promise any.
 */
export const CHECKOUT_PURCHASE_PARAM = 'purchase';
export type CheckoutPurchase = 'credits' | 'plan';

/** e.g. `/credits?checkout=success&purchase=plan` (Stripe's and the offline page's return). */
export const checkoutReturnPath = (
  result: 'success' | 'cancelled',
  purchase: CheckoutPurchase,
  path: string | null = CHECKOUT_RETURN_PATH,
): string =>
  `${path ?? CHECKOUT_RETURN_PATH}?${CHECKOUT_RESULT_PARAM}=${result}&${CHECKOUT_PURCHASE_PARAM}=${purchase}`;
