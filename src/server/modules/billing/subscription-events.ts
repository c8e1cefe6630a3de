import type { PlanId, PlanVariant, Subscription } from '@shared/billing';
import { lockUserCredits } from '../../platform/credits/index.js';
import { METADATA_CHECKOUT_ID, type EventContext } from './event-context.js';
import {
  findCheckoutSession,
  findSubscriptionByProviderId,
  findSubscriptionByUser,
  insertPaymentOnce,
  upsertSubscription,
  type CheckoutSessionRow,
} from './repo.js';
import type {
  StripeCheckoutSession,
  StripeInvoice,
  StripeSubscription,
} from '../../providers/payments/index.js';

type SubscriptionStatus = Subscription['status'];

/** Stripe's statuses folded into the ones the app shows. */
const STATUSES: Record<string, SubscriptionStatus> = {
  incomplete: 'incomplete',
  incomplete_expired: 'canceled',
  trialing: 'active',
  active: 'active',
  past_due: 'past_due',
  canceled: 'canceled',
  unpaid: 'unpaid',
  paused: 'paused',
};

interface Owner {
  userId: string;
  planId: PlanId;
  variant: PlanVariant;
  provider: CheckoutSessionRow['provider'];
}

interface StateChange {
  subscriptionId: string;
  metadata: Record<string, string>;
  /** Omitted: keep what is stored. */
  status?: SubscriptionStatus;
  periodEnd?: Date | null;
  cancelAtPeriodEnd?: boolean;
}

/**
 * Who a subscription belongs to and which plan it is: the stored row once we have one, else
 * our checkout row named in the metadata the checkout copied onto the subscription. The plan
 * comes from our server-priced checkout, not from the event.
 */
async function findOwner(context: EventContext, change: StateChange): Promise<Owner | undefined> {
  const stored = await findSubscriptionByProviderId(context.tx, change.subscriptionId);
  if (stored) return stored;
  const checkoutId = change.metadata[METADATA_CHECKOUT_ID];
  const checkout = checkoutId ? await findCheckoutSession(context.tx, checkoutId) : undefined;
  if (!checkout?.planId || !checkout.variant) return undefined;
  return { ...checkout, planId: checkout.planId, variant: checkout.variant };
}

/**
 * Applies a subscription event to the user's plan row, unless an event created later was
 * applied already (events arrive out of order; equal seconds apply in arrival order). An
 * older subscription's cancellation does not end a newer one. Answers the owner, if known.
 */
async function applyState(context: EventContext, change: StateChange): Promise<Owner | undefined> {
  const owner = await findOwner(context, change);
  if (!owner) {
    context.log.warn({ subscription: change.subscriptionId }, 'event for an unknown subscription');
    return undefined;
  }
  // One writer per user at a time, so the ordering check below sees the latest row.
  await lockUserCredits(context.tx, owner.userId);
  const current = await findSubscriptionByUser(context.tx, owner.userId);
  const same = current?.providerSubscriptionId === change.subscriptionId ? current : undefined;
  if (current && context.created < current.lastEventCreated) return owner;
  if (current && !same && change.status === 'canceled') return owner;
  await upsertSubscription(context.tx, {
    userId: owner.userId,
    provider: owner.provider,
    providerSubscriptionId: change.subscriptionId,
    planId: owner.planId,
    variant: owner.variant,
    status: change.status ?? same?.status ?? 'incomplete',
    currentPeriodEnd:
      change.periodEnd !== undefined ? change.periodEnd : (same?.currentPeriodEnd ?? null),
    cancelAtPeriodEnd: change.cancelAtPeriodEnd ?? same?.cancelAtPeriodEnd ?? false,
    lastEventCreated: context.created,
  });
  return owner;
}

/** customer.subscription.created / updated / deleted. */
export async function onSubscriptionChanged(
  context: EventContext,
  subscription: StripeSubscription,
): Promise<void> {
  const status = STATUSES[subscription.status];
  if (!status) {
    context.log.warn({ status: subscription.status }, 'unknown subscription status: ignored');
    return;
  }
  await applyState(context, {
    subscriptionId: subscription.id,
    metadata: subscription.metadata,
    status,
    periodEnd: subscription.currentPeriodEnd
      ? new Date(subscription.currentPeriodEnd * 1000)
      : null,
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
  });
}

/** invoice.paid keeps the plan active and records the payment (refunds find it by id). */
export async function onInvoicePaid(context: EventContext, invoice: StripeInvoice) {
  const { subscriptionId } = invoice;
  if (!subscriptionId) return;
  const metadata = invoiceMetadata(invoice);
  const owner = await applyState(context, { subscriptionId, metadata, status: 'active' });
  if (!owner || !invoice.amount_paid) return;
  const paymentId = await insertPaymentOnce(context.tx, {
    providerPaymentId: invoice.id,
    provider: owner.provider,
    userId: owner.userId,
    amountCents: invoice.amount_paid,
  });
  // A paid plan month: the orders module opens its order in this transaction (decision 056).
  // Only a payment new to us: a replay, or another event for the same invoice, adds nothing.
  if (!paymentId) return;
  await context.events.publish(context.tx, 'plan.paid', {
    userId: owner.userId,
    paymentRef: invoice.id,
    providerSubscriptionId: subscriptionId,
    planId: owner.planId,
    variant: owner.variant,
  });
}

/** invoice.payment_failed: the plan is past due until a payment succeeds. */
export async function onInvoicePaymentFailed(context: EventContext, invoice: StripeInvoice) {
  const { subscriptionId } = invoice;
  if (!subscriptionId) return;
  await applyState(context, {
    subscriptionId,
    metadata: invoiceMetadata(invoice),
    status: 'past_due',
  });
}

/** checkout.session.completed in subscription mode: the plan exists once it is paid for. */
export async function ensurePlanFromCheckout(
  context: EventContext,
  row: CheckoutSessionRow,
  session: StripeCheckoutSession,
): Promise<void> {
  if (!session.subscription) return;
  await applyState(context, {
    subscriptionId: session.subscription,
    metadata: { ...session.metadata, [METADATA_CHECKOUT_ID]: row.id },
    ...(session.payment_status === 'paid' ? { status: 'active' as const } : {}),
  });
}

/** The subscription's metadata as copied onto its invoice (newer API versions only). */
const invoiceMetadata = (invoice: StripeInvoice): Record<string, string> =>
  invoice.parent?.subscription_details?.metadata ?? {};
