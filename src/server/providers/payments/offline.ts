import { createHmac, randomUUID } from 'node:crypto';
import type { CheckoutProvider, CheckoutRequest } from './port.js';

/**
 * The built-in, test-mode checkout used when no Stripe key is set. Opening it only points the
 * user at our own page (/checkout/offline/<id>, built by the web app). Completing that page
 * makes the server emit the events Stripe would send, signed like Stripe's, into the same
 * verify-then-process webhook path: everything after "paid" is the code Stripe payments run.
 */
export class OfflineCheckoutProvider implements CheckoutProvider {
  readonly id = 'offline' as const;

  async createCheckout(
    request: CheckoutRequest,
  ): Promise<{ providerSessionId: string; url: string }> {
    // The success URL already carries the app's origin (PUBLIC_URL or the request's own).
    const url = new URL(
      `/checkout/offline/${encodeURIComponent(request.sessionId)}`,
      request.successUrl,
    );
    return { providerSessionId: offlineIds(request.sessionId).session, url: url.toString() };
  }
}

const OFFLINE_WEBHOOK_LABEL = 'reelcast offline checkout webhook v1';

/**
 * The secret offline events are signed with: an HMAC of a fixed label under APP_SECRET, so
 * every process of a deployment derives the same one and nobody without APP_SECRET can forge
 * an offline payment.
 */
export function offlineWebhookSecret(appSecret: string): string {
  const digest = createHmac('sha256', appSecret).update(OFFLINE_WEBHOOK_LABEL).digest('hex');
  return `whsec_offline_${digest}`;
}

/** Stable ids per checkout: completing twice names the same payment, which credits once. */
function offlineIds(sessionId: string) {
  return {
    session: `cs_offline_${sessionId}`,
    paymentIntent: `pi_offline_${sessionId}`,
    subscription: `sub_offline_${sessionId}`,
    invoice: `in_offline_${sessionId}`,
  };
}

export interface OfflinePayment {
  sessionId: string;
  userId: string;
  mode: 'payment' | 'subscription';
  amountCents: number;
  metadata: Record<string, string>;
  nowSeconds: number;
}

export interface OfflineEvent {
  id: string;
  object: 'event';
  type: string;
  created: number;
  api_version: string;
  livemode: false;
  data: { object: Record<string, unknown> };
}

const MONTH_SECONDS = 30 * 24 * 60 * 60;

const offlineEvent = (
  type: string,
  created: number,
  object: Record<string, unknown>,
): OfflineEvent => ({
  id: `evt_offline_${randomUUID()}`,
  object: 'event',
  type,
  created,
  api_version: '2026-07-29.dahlia',
  livemode: false,
  data: { object },
});

/** The checkout.session object of an offline checkout. */
const checkoutSession = (
  payment: Omit<OfflinePayment, 'amountCents' | 'nowSeconds'>,
  fields: Record<string, unknown>,
) => ({
  id: offlineIds(payment.sessionId).session,
  object: 'checkout.session',
  mode: payment.mode,
  client_reference_id: payment.userId,
  metadata: payment.metadata,
  ...fields,
});

/**
 * The events Stripe sends for a paid Checkout, in its usual order: for a plan the subscription
 * is created (incomplete), its first invoice paid, the subscription updated to active, then
 * the session completed; for a credit pack just the completed session.
 */
export function offlineCompletionEvents(payment: OfflinePayment): OfflineEvent[] {
  const ids = offlineIds(payment.sessionId);
  const event = (type: string, object: Record<string, unknown>) =>
    offlineEvent(type, payment.nowSeconds, object);
  const completed = event(
    'checkout.session.completed',
    checkoutSession(payment, {
      status: 'complete',
      payment_status: 'paid',
      amount_total: payment.amountCents,
      currency: 'usd',
      payment_intent: payment.mode === 'payment' ? ids.paymentIntent : null,
      subscription: payment.mode === 'subscription' ? ids.subscription : null,
    }),
  );
  if (payment.mode === 'payment') return [completed];

  const subscription = (status: string) => ({
    id: ids.subscription,
    object: 'subscription',
    status,
    metadata: payment.metadata,
    cancel_at_period_end: false,
    items: { data: [{ current_period_end: payment.nowSeconds + MONTH_SECONDS }] },
  });
  return [
    event('customer.subscription.created', subscription('incomplete')),
    event('invoice.paid', {
      id: ids.invoice,
      object: 'invoice',
      status: 'paid',
      amount_paid: payment.amountCents,
      currency: 'usd',
      parent: {
        subscription_details: { subscription: ids.subscription, metadata: payment.metadata },
      },
    }),
    event('customer.subscription.updated', subscription('active')),
    completed,
  ];
}

/** Ends an offline checkout without paying: Stripe's checkout.session.expired. */
export function offlineExpiredEvent(payment: Omit<OfflinePayment, 'amountCents'>): OfflineEvent {
  return offlineEvent(
    'checkout.session.expired',
    payment.nowSeconds,
    checkoutSession(payment, { status: 'expired', payment_status: 'unpaid' }),
  );
}
