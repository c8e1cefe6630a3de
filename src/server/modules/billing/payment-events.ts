import { METADATA_CHECKOUT_ID, type EventContext } from './event-context.js';
import {
  findCheckoutSession,
  insertAccountFlag,
  insertPaymentOnce,
  lockPaymentByProviderId,
  setCheckoutStatus,
  setPaymentGrantEntry,
  updatePaymentReversal,
  type CheckoutSessionRow,
  type PaymentRow,
} from './repo.js';
import type {
  StripeCharge,
  StripeCheckoutSession,
  StripeDispute,
} from '../../providers/payments/index.js';
import { ensurePlanFromCheckout } from './subscription-events.js';

/** Our checkout row for a provider session, matched by the id we put in its metadata. */
async function ourCheckout(
  context: EventContext,
  session: StripeCheckoutSession,
): Promise<CheckoutSessionRow | undefined> {
  const id = session.metadata[METADATA_CHECKOUT_ID];
  const row = id ? await findCheckoutSession(context.tx, id) : undefined;
  if (!row) {
    context.log.warn({ session: session.id }, 'checkout event for a session we did not open');
    return undefined;
  }
  if (session.client_reference_id && session.client_reference_id !== row.userId) {
    await insertAccountFlag(context.tx, {
      userId: row.userId,
      kind: 'payment_mismatch',
      detail: `Checkout ${session.id} names another user (${session.client_reference_id}); not fulfilled`,
      sourceEventId: context.eventId,
    });
    return undefined;
  }
  return row;
}

/**
 * checkout.session.completed: the session is complete; a paid credit pack is credited now, an
 * unpaid one (bank transfer and other delayed methods) waits for async_payment_succeeded.
 */
export async function onCheckoutCompleted(
  context: EventContext,
  session: StripeCheckoutSession,
): Promise<void> {
  const row = await ourCheckout(context, session);
  if (!row) return;
  await setCheckoutStatus(context.tx, row.id, 'complete');
  if (row.mode === 'subscription') {
    await ensurePlanFromCheckout(context, row, session);
    return;
  }
  if (session.payment_status === 'paid') await creditPurchase(context, row, session);
}

/** checkout.session.async_payment_succeeded: the delayed payment of a session arrived. */
export async function onAsyncPaymentSucceeded(
  context: EventContext,
  session: StripeCheckoutSession,
): Promise<void> {
  const row = await ourCheckout(context, session);
  if (!row || row.mode !== 'payment') return;
  await setCheckoutStatus(context.tx, row.id, 'complete');
  await creditPurchase(context, row, session);
}

export async function onCheckoutExpired(
  context: EventContext,
  session: StripeCheckoutSession,
): Promise<void> {
  const row = await ourCheckout(context, session);
  if (row) await setCheckoutStatus(context.tx, row.id, 'expired');
}

/**
 * Exactly once per payment: the payments row (unique provider payment id) and the ledger
 * grant (idempotency key `purchase:<payment id>`) commit together in the event's transaction.
 * Two events for one payment (completed and async_succeeded, or a replay under a new id) meet
 * at the unique id: the second inserts nothing and grants nothing. The credits come from our
 * server-priced row, never from the event.
 */
async function creditPurchase(
  context: EventContext,
  row: CheckoutSessionRow,
  session: StripeCheckoutSession,
): Promise<void> {
  const credits = row.credits;
  if (!credits) return;
  if (session.amount_total != null && session.amount_total !== row.amountCents) {
    await insertAccountFlag(context.tx, {
      userId: row.userId,
      kind: 'payment_mismatch',
      detail: `Checkout ${session.id} was paid ${session.amount_total} cents, expected ${row.amountCents}; not credited`,
      sourceEventId: context.eventId,
    });
    return;
  }
  const providerPaymentId = session.payment_intent ?? session.id;
  const paymentId = await insertPaymentOnce(context.tx, {
    providerPaymentId,
    provider: row.provider,
    userId: row.userId,
    checkoutSessionId: row.id,
    creditsGranted: credits,
    amountCents: row.amountCents,
  });
  if (!paymentId) return;
  const grant = await context.credits.grant({
    userId: row.userId,
    amount: credits,
    kind: 'purchase',
    idempotencyKey: `purchase:${providerPaymentId}`,
    reason: `Purchased ${credits} credits`,
    reference: providerPaymentId,
    tx: context.tx,
  });
  await setPaymentGrantEntry(context.tx, paymentId, grant.entryId);
}

/** charge.refunded: amount_refunded is cumulative, so the figure only ever grows. */
export async function onChargeRefunded(context: EventContext, charge: StripeCharge) {
  await reverse(context, [charge.payment_intent], {
    kind: 'refund',
    refundedCents: charge.amount_refunded,
    detail: `Charge ${charge.id} refunded ${charge.amount_refunded} of ${charge.amount} cents`,
  });
}

/** charge.dispute.created: the disputed amount is treated as taken back. */
export async function onDisputeCreated(context: EventContext, dispute: StripeDispute) {
  await reverse(context, [dispute.payment_intent], {
    kind: 'dispute',
    disputedCents: dispute.amount,
    detail: `Dispute ${dispute.id} on charge ${dispute.charge ?? 'unknown'} for ${dispute.amount} cents`,
  });
}

/**
 * Takes back the refunded or disputed share of a purchase's credits and flags the account.
 * The payment row is locked and records cumulative figures and the credits already taken, so
 * each event takes only what is new: a repeat, a second event with the same figure, or an
 * older event arriving late takes nothing. The deduction goes through the admin adjustment,
 * which floors at a zero balance (credits already spent cannot be taken back).
 */
async function reverse(
  context: EventContext,
  providerPaymentIds: (string | null)[],
  change: {
    kind: 'refund' | 'dispute';
    detail: string;
    refundedCents?: number;
    disputedCents?: number;
  },
): Promise<void> {
  const payment = await findLockedPayment(context, providerPaymentIds);
  if (!payment) {
    context.log.warn({ ids: providerPaymentIds }, `${change.kind} for a payment we do not know`);
    return;
  }
  const refundedCents = Math.max(payment.refundedCents, change.refundedCents ?? 0);
  const disputedCents = Math.max(payment.disputedCents, change.disputedCents ?? 0);
  const takenCents = Math.min(payment.amountCents, refundedCents + disputedCents);
  // Rounded down: a partial refund never takes a credit more than its share.
  const target = Math.floor((payment.creditsGranted * takenCents) / payment.amountCents);
  const delta = target - payment.creditsReversed;
  if (delta > 0) {
    await context.credits.adjust({
      userId: payment.userId,
      amount: -delta,
      reason: `${change.kind === 'refund' ? 'Refund' : 'Dispute'} of ${payment.creditsGranted} purchased credits`,
      idempotencyKey: `reversal:${payment.providerPaymentId}:${target}`,
      reference: payment.providerPaymentId,
      tx: context.tx,
    });
  }
  await updatePaymentReversal(context.tx, payment.id, {
    status: disputedCents > 0 ? 'disputed' : refundedCents > 0 ? 'refunded' : payment.status,
    refundedCents,
    disputedCents,
    creditsReversed: Math.max(target, payment.creditsReversed),
  });
  await insertAccountFlag(context.tx, {
    userId: payment.userId,
    kind: change.kind,
    detail: `${change.detail}; ${Math.max(delta, 0)} credits taken back`,
    sourceEventId: context.eventId,
  });
}

async function findLockedPayment(
  context: EventContext,
  ids: (string | null)[],
): Promise<PaymentRow | undefined> {
  for (const id of ids) {
    if (!id) continue;
    const payment = await lockPaymentByProviderId(context.tx, id);
    if (payment) return payment;
  }
  return undefined;
}
