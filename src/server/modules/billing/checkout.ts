import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import {
  BILLING_MESSAGES,
  checkoutReturnPath,
  parsePlanTier,
  planPriceCents,
  SUBSCRIPTION_PACKAGES,
  type CheckoutPurchase,
  type CheckoutResponse,
  type PlanId,
  type PlanTier,
  type PlanVariant,
  type Subscription,
} from '@shared/billing';
import { CREDIT_PACKAGES } from '@shared/pricing';
import type { Database } from '../../db/client.js';
import type { SessionUser } from '../../platform/auth/index.js';
import { AppError, badRequest } from '../../platform/errors.js';
import type { CheckoutProvider, CheckoutRequest } from '../../providers/payments/index.js';
import { METADATA_CHECKOUT_ID } from './event-context.js';
import {
  findSubscriptionByUser,
  insertCheckoutSession,
  setCheckoutStatus,
  setProviderSessionId,
  type CheckoutSessionRow,
} from './repo.js';

/** Stripe's adapter retries within this; the user is waiting on the button. */
const PROVIDER_TIMEOUT_MS = 45_000;

export const checkoutReturnUrl = (
  origin: string,
  result: 'success' | 'cancelled',
  mode: 'payment' | 'subscription',
  returnPath: string | null = null,
) => `${origin}${checkoutReturnPath(result, purchaseOf(mode), returnPath)}`;

/** A subscription checkout sells a plan, a payment checkout a credit pack. */
export const purchaseOf = (mode: 'payment' | 'subscription'): CheckoutPurchase =>
  mode === 'subscription' ? 'plan' : 'credits';

const variantLabel = (variant: PlanVariant) =>
  variant === 'clips' ? 'clips only' : 'all-inclusive';

/** What the checkout sells, in words (the offline page and Stripe's line item show it). */
export function describePurchase(
  row: Pick<CheckoutSessionRow, 'credits' | 'planId' | 'variant'>,
): string {
  if (row.credits) return `${row.credits.toLocaleString('en-US')} credits`;
  const plan = SUBSCRIPTION_PACKAGES.find((candidate) => candidate.id === row.planId);
  return `${plan?.name ?? row.planId} (${variantLabel(row.variant ?? 'clips')}), monthly`;
}

/**
 * What travels with a checkout through the provider (Stripe copies it onto the payment and the
 * subscription). Only our row id is trusted when it comes back; the rest helps people reading
 * the provider's dashboard.
 */
export function checkoutMetadata(
  row: Pick<CheckoutSessionRow, 'id' | 'userId' | 'credits' | 'planId' | 'variant'>,
): Record<string, string> {
  return {
    [METADATA_CHECKOUT_ID]: row.id,
    userId: row.userId,
    ...(row.credits ? { credits: String(row.credits) } : {}),
    ...(row.planId && row.variant ? { planId: row.planId, variant: row.variant } : {}),
  };
}

/**
 * Opens checkouts. Every price comes from the shared tables here on the server; our
 * checkout_sessions row is written before the provider is called, and its id (in the
 * metadata) is how a payment event finds what was bought. A provider failure answers 502
 * "Failed to create checkout" and leaves the row expired: nothing was charged.
 */
export class CheckoutService {
  private readonly database: Database;
  private readonly provider: CheckoutProvider | null;
  private readonly log: FastifyBaseLogger;

  constructor(options: {
    database: Database;
    provider: CheckoutProvider | null;
    log: FastifyBaseLogger;
  }) {
    this.database = options.database;
    this.provider = options.provider;
    this.log = options.log;
  }

  createCreditCheckout(
    user: SessionUser,
    credits: number,
    origin: string,
    returnPath: string | null = null,
  ) {
    const pack = CREDIT_PACKAGES.find((candidate) => candidate.credits === credits);
    // The body schema allows only package sizes; this guards direct callers.
    if (!pack) throw badRequest('Choose a credit package');
    return this.open(user, origin, {
      mode: 'payment',
      credits: pack.credits,
      planId: null,
      variant: null,
      amountCents: pack.priceCents,
      returnPath,
    });
  }

  createPlanCheckout(user: SessionUser, tier: PlanTier, origin: string) {
    const { planId, variant } = parsePlanTier(tier);
    return this.open(user, origin, {
      mode: 'subscription',
      credits: null,
      planId,
      variant,
      amountCents: planPriceCents(planId, variant),
      returnPath: null,
    });
  }

  async subscription(userId: string): Promise<Subscription | null> {
    const row = await findSubscriptionByUser(this.database.db, userId);
    if (!row) return null;
    return {
      planId: row.planId,
      variant: row.variant,
      status: row.status,
      provider: row.provider,
      currentPeriodEnd: row.currentPeriodEnd?.toISOString() ?? null,
      cancelAtPeriodEnd: row.cancelAtPeriodEnd,
      updatedAt: row.updatedAt.toISOString(),
    };
  }

  private async open(
    user: SessionUser,
    origin: string,
    sale: {
      mode: 'payment' | 'subscription';
      credits: number | null;
      planId: PlanId | null;
      variant: PlanVariant | null;
      amountCents: number;
      returnPath: string | null;
    },
  ): Promise<CheckoutResponse> {
    const provider = this.provider;
    if (!provider) {
      this.log.error('checkout refused: neither Stripe nor the offline checkout is enabled');
      throw new AppError(503, BILLING_MESSAGES.failedToCreateCheckout);
    }
    const id = randomUUID();
    await insertCheckoutSession(this.database.db, {
      id,
      userId: user.id,
      provider: provider.id,
      ...sale,
    });
    const request: CheckoutRequest = {
      sessionId: id,
      userId: user.id,
      email: user.email,
      mode: sale.mode,
      item: {
        name: describePurchase(sale),
        unitAmountCents: sale.amountCents,
        ...(sale.mode === 'subscription' ? { recurringInterval: 'month' as const } : {}),
      },
      successUrl: checkoutReturnUrl(origin, 'success', sale.mode, sale.returnPath),
      cancelUrl: checkoutReturnUrl(origin, 'cancelled', sale.mode, sale.returnPath),
      metadata: checkoutMetadata({ id, userId: user.id, ...sale }),
    };
    try {
      const opened = await provider.createCheckout(
        request,
        AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
      );
      await setProviderSessionId(this.database.db, id, opened.providerSessionId);
      return { url: opened.url, provider: provider.id };
    } catch (error) {
      this.log.error({ err: error, checkout: id }, 'the payment provider refused a checkout');
      await setCheckoutStatus(this.database.db, id, 'expired');
      throw new AppError(502, BILLING_MESSAGES.failedToCreateCheckout);
    }
  }
}
