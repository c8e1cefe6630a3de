/**
 * The subscription packages and the checkout's messages, without zod: the public pricing pages
 * show them and must not download the schema library for it. ./billing re-exports all of it.
 */

// --- Plans (marketing spec: subscription packages) --------------------------------------------

export const PLAN_IDS = ['starter', 'growth', 'volume'] as const;
export type PlanId = (typeof PLAN_IDS)[number];
export const PLAN_VARIANTS = ['clips', 'inclusive'] as const;
export type PlanVariant = (typeof PLAN_VARIANTS)[number];

export interface SubscriptionPackage {
  id: PlanId;
  name: string;
  /** What a month delivers. */
  deliverable: string;
  clips: number;
  /** Monthly prices in cents. */
  clipsOnlyPriceCents: number;
  allInclusivePriceCents: number;
  /** All-inclusive price per clip, in cents (the spec's pricePerClip). */
  pricePerClipCents: number;
  description: string;
  popular: boolean;
}

export const SUBSCRIPTION_PACKAGES: readonly SubscriptionPackage[] = [
  {
    id: 'starter',
    name: 'Aphrodite Starter',
    deliverable: '10 x 8-second clips',
    clips: 10,
    clipsOnlyPriceCents: 120_00,
    allInclusivePriceCents: 270_00,
    pricePerClipCents: 27_00,
    description: 'A steady start: ten short clips a month from your design photos.',
    popular: false,
  },
  {
    id: 'growth',
    name: 'Athena Pro',
    deliverable: '25 x 8-second clips',
    clips: 25,
    clipsOnlyPriceCents: 275_00,
    allInclusivePriceCents: 650_00,
    pricePerClipCents: 26_00,
    description: 'Our most popular plan: enough clips to post most days.',
    popular: true,
  },
  {
    id: 'volume',
    name: 'Hera Elite',
    deliverable: '50 x 8-second clips',
    clips: 50,
    clipsOnlyPriceCents: 500_00,
    allInclusivePriceCents: 1_250_00,
    pricePerClipCents: 25_00,
    description: 'For studios that publish every day across several channels.',
    popular: false,
  },
];

/** `{planId}-{clips|inclusive}`, the spec's tier (checked by ./billing's planTierSchema). */
export type PlanTier = `${PlanId}-${PlanVariant}`;

export function parsePlanTier(tier: PlanTier): { planId: PlanId; variant: PlanVariant } {
  const [planId, variant] = tier.split('-') as [PlanId, PlanVariant];
  return { planId, variant };
}

export function planPriceCents(planId: PlanId, variant: PlanVariant): number {
  const plan = SUBSCRIPTION_PACKAGES.find((candidate) => candidate.id === planId)!;
  return variant === 'clips' ? plan.clipsOnlyPriceCents : plan.allInclusivePriceCents;
}

// --- Messages (spec, word for word) -----------------------------------------------------------

export const BILLING_MESSAGES = {
  failedToCreateCheckout: 'Failed to create checkout',
  signInToPurchase: 'Please sign in to purchase',
  processing: 'Processing...',
  redirecting: 'Redirecting to checkout...',
  popupBlocked: 'Popup blocked. Please allow popups or click the link below.',
  noCheckoutUrl: 'No checkout URL received',
  failedToStartCheckout: 'Failed to start checkout. Please try again.',
  freeDailyUsed: "You've used your free daily videos. Purchase credits to continue.",
  creditsAdded: (amount: number, balance: number) =>
    `Added ${amount} credits! New balance: ${balance}`,
  openingPayment: 'Opening payment page...',
} as const;

/** After a blocked popup the page itself goes to the checkout after this long. */
export const POPUP_FALLBACK_REDIRECT_MS = 2_000;
