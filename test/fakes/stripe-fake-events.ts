import { randomBytes } from 'node:crypto';
import type { StripeEvent } from '../../src/server/providers/payments/stripe-events.js';
import { signWebhookPayload } from '../../src/server/providers/payments/stripe-signature.js';
import type { FakeCheckoutSession } from './stripe-fake.js';

/**
 * Stripe webhook deliveries as Stripe sends them (shared/docs/vendors.md section 8): the event
 * envelope, the objects billing reads in both the current (2025-03-31.basil and later) and
 * the older shapes, and the signed body and headers to post to the webhook route.
 */

const stripeId = (prefix: string) => `${prefix}_test_${randomBytes(10).toString('hex')}`;
const nowSeconds = () => Math.floor(Date.now() / 1000);

/** The envelope billing parses (stripe-events.ts), with the fields Stripe adds that it ignores. */
export type FakeStripeEvent = StripeEvent & {
  object: 'event';
  pending_webhooks: number;
  request: { id: string | null; idempotency_key: string | null };
};

export function stripeEvent(
  type: string,
  object: object,
  options: { id?: string; created?: number; previousAttributes?: Record<string, unknown> } = {},
): FakeStripeEvent {
  return {
    id: options.id ?? stripeId('evt'),
    object: 'event',
    type,
    created: options.created ?? nowSeconds(),
    api_version: '2026-07-29.dahlia',
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    data: {
      object: object as Record<string, unknown>,
      ...(options.previousAttributes ? { previous_attributes: options.previousAttributes } : {}),
    },
  };
}

/** The exact body and headers Stripe would POST for `event`, signed with `secret`. */
export function signedDelivery(
  event: FakeStripeEvent,
  secret: string,
  signedAtSeconds = nowSeconds(),
): { body: string; headers: Record<string, string> } {
  // Stripe pretty-prints its bodies: verification must use these bytes, not re-serialised JSON.
  const body = JSON.stringify(event, null, 2);
  return {
    body,
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'stripe-signature': signWebhookPayload(body, secret, signedAtSeconds),
    },
  };
}

/** A session from StripeFake after the buyer paid: what checkout.session.completed carries. */
export function paidSession(session: FakeCheckoutSession): FakeCheckoutSession {
  const subscription = session.mode === 'subscription';
  return {
    ...session,
    status: 'complete',
    payment_status: 'paid',
    customer: stripeId('cus'),
    payment_intent: subscription ? null : stripeId('pi'),
    subscription: subscription ? stripeId('sub') : null,
    invoice: subscription ? stripeId('in') : null,
  };
}

export function subscriptionObject(options: {
  id: string;
  status?: string;
  metadata?: Record<string, string>;
  periodEnd: number;
  cancelAtPeriodEnd?: boolean;
  /** `items` (current API: the period end on each item) or `legacy` (on the subscription). */
  shape?: 'items' | 'legacy';
}): Record<string, unknown> {
  const base = {
    id: options.id,
    object: 'subscription',
    status: options.status ?? 'active',
    metadata: options.metadata ?? {},
    customer: stripeId('cus'),
    cancel_at_period_end: options.cancelAtPeriodEnd ?? false,
  };
  const item = { id: stripeId('si'), object: 'subscription_item', quantity: 1 };
  return options.shape === 'legacy'
    ? { ...base, current_period_end: options.periodEnd, items: { object: 'list', data: [item] } }
    : {
        ...base,
        items: { object: 'list', data: [{ ...item, current_period_end: options.periodEnd }] },
      };
}

export function invoiceObject(options: {
  id?: string;
  subscription: string;
  amountPaid: number;
  status?: string;
  /** `parent` (current API) or `legacy` (a top-level `subscription`). */
  shape?: 'parent' | 'legacy';
}): Record<string, unknown> {
  const base = {
    id: options.id ?? stripeId('in'),
    object: 'invoice',
    status: options.status ?? 'paid',
    amount_paid: options.amountPaid,
    currency: 'usd',
    customer: stripeId('cus'),
  };
  return options.shape === 'legacy'
    ? { ...base, subscription: options.subscription }
    : {
        ...base,
        parent: {
          type: 'subscription_details',
          quote_details: null,
          subscription_details: { subscription: options.subscription, metadata: {} },
        },
      };
}

export function chargeObject(options: {
  paymentIntent: string;
  amount: number;
  amountRefunded: number;
}): Record<string, unknown> {
  return {
    id: stripeId('ch'),
    object: 'charge',
    payment_intent: options.paymentIntent,
    amount: options.amount,
    amount_refunded: options.amountRefunded,
    refunded: options.amountRefunded >= options.amount,
    currency: 'usd',
    metadata: {},
  };
}

export function disputeObject(options: {
  paymentIntent: string;
  amount: number;
  status?: string;
}): Record<string, unknown> {
  return {
    id: stripeId('dp'),
    object: 'dispute',
    charge: stripeId('ch'),
    payment_intent: options.paymentIntent,
    amount: options.amount,
    currency: 'usd',
    status: options.status ?? 'needs_response',
    reason: 'fraudulent',
  };
}
