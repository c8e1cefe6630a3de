import { describe, expect, it } from 'vitest';
import {
  chargeObject,
  disputeObject,
  invoiceObject,
  paidSession,
  signedDelivery,
  stripeEvent,
  subscriptionObject,
} from '../../../../test/fakes/stripe-fake-events.js';
import type { FakeCheckoutSession } from '../../../../test/fakes/stripe-fake.js';
import {
  StripeEventShapeError,
  eventObject,
  parseStripeEvent,
  stripeChargeSchema,
  stripeCheckoutSessionSchema,
  stripeDisputeSchema,
  stripeInvoiceSchema,
  stripeSubscriptionSchema,
} from './stripe-events.js';
import { verifyWebhookSignature } from './stripe-signature.js';

const SECRET = 'whsec_events';

const openSession: FakeCheckoutSession = {
  id: 'cs_test_1',
  object: 'checkout.session',
  url: 'https://checkout.stripe.com/c/pay/cs_test_1',
  mode: 'payment',
  status: 'open',
  payment_status: 'unpaid',
  amount_total: 1500,
  currency: 'usd',
  customer: null,
  customer_email: 'ada@example.com',
  client_reference_id: 'user_1',
  metadata: { checkoutSessionId: 'chk_1' },
  payment_intent: null,
  subscription: null,
  invoice: null,
  success_url: 'http://localhost:3000/credits',
  cancel_url: 'http://localhost:3000/credits',
  created: 1_767_225_600,
  expires_at: 1_767_312_000,
  livemode: false,
};

describe('Stripe event parsing', () => {
  it('reads a signed delivery: the envelope, then the paid session in it', () => {
    const event = stripeEvent('checkout.session.completed', paidSession(openSession), {
      id: 'evt_1',
      created: 1_767_225_700,
    });
    const delivery = signedDelivery(event, SECRET);
    verifyWebhookSignature(delivery.body, delivery.headers['stripe-signature'], SECRET);

    const parsed = parseStripeEvent(Buffer.from(delivery.body));
    expect(parsed).toMatchObject({
      id: 'evt_1',
      type: 'checkout.session.completed',
      created: 1_767_225_700,
    });
    expect(parsed.pending_webhooks).toBe(1); // unknown fields pass through
    const session = eventObject(parsed, stripeCheckoutSessionSchema);
    expect(session).toMatchObject({
      id: 'cs_test_1',
      mode: 'payment',
      payment_status: 'paid',
      status: 'complete',
      client_reference_id: 'user_1',
      metadata: { checkoutSessionId: 'chk_1' },
      subscription: null,
      amount_total: 1500,
      currency: 'usd',
    });
    expect(session.payment_intent).toMatch(/^pi_/);
  });

  it('reads an expanded related object as its id and missing metadata as empty', () => {
    const session = stripeCheckoutSessionSchema.parse({
      id: 'cs_1',
      mode: 'subscription',
      payment_status: 'paid',
      subscription: { id: 'sub_1', object: 'subscription', status: 'active' },
      customer: { id: 'cus_1', object: 'customer' },
      metadata: null,
    });
    expect(session).toMatchObject({
      subscription: 'sub_1',
      customer: 'cus_1',
      payment_intent: null,
      metadata: {},
    });
    expect(session.client_reference_id).toBeUndefined();
  });

  it("reads a subscription's period end from its items (current API) or itself (older)", () => {
    const current = stripeSubscriptionSchema.parse(
      subscriptionObject({ id: 'sub_1', periodEnd: 1_769_904_000, cancelAtPeriodEnd: true }),
    );
    expect(current).toMatchObject({
      id: 'sub_1',
      status: 'active',
      cancel_at_period_end: true,
      currentPeriodEnd: 1_769_904_000,
    });
    const legacy = stripeSubscriptionSchema.parse(
      subscriptionObject({
        id: 'sub_2',
        status: 'past_due',
        periodEnd: 1_769_000_000,
        shape: 'legacy',
      }),
    );
    expect(legacy).toMatchObject({ status: 'past_due', currentPeriodEnd: 1_769_000_000 });
    const bare = stripeSubscriptionSchema.parse({ id: 'sub_3', status: 'canceled' });
    expect(bare).toMatchObject({ currentPeriodEnd: null, cancel_at_period_end: false });
  });

  it("reads an invoice's subscription from its parent (current API) or itself (older)", () => {
    const current = stripeInvoiceSchema.parse(
      invoiceObject({ subscription: 'sub_1', amountPaid: 65_000 }),
    );
    expect(current).toMatchObject({ subscriptionId: 'sub_1', amount_paid: 65_000 });
    const legacy = stripeInvoiceSchema.parse(
      invoiceObject({ subscription: 'sub_2', amountPaid: 27_000, shape: 'legacy' }),
    );
    expect(legacy.subscriptionId).toBe('sub_2');
    const oneOff = stripeInvoiceSchema.parse({ id: 'in_1', parent: null, amount_paid: 100 });
    expect(oneOff.subscriptionId).toBeNull();
  });

  it('reads refunds and disputes with their payment intent', () => {
    const charge = stripeChargeSchema.parse(
      chargeObject({ paymentIntent: 'pi_1', amount: 6700, amountRefunded: 6700 }),
    );
    expect(charge).toMatchObject({
      payment_intent: 'pi_1',
      amount: 6700,
      amount_refunded: 6700,
      refunded: true,
    });
    const dispute = stripeDisputeSchema.parse(
      disputeObject({ paymentIntent: 'pi_1', amount: 6700 }),
    );
    expect(dispute).toMatchObject({ payment_intent: 'pi_1', amount: 6700 });
    expect(dispute.charge).toMatch(/^ch_/);
  });

  it('names what is unreadable instead of guessing', () => {
    expect(() => parseStripeEvent('not json')).toThrow(StripeEventShapeError);
    expect(() => parseStripeEvent(JSON.stringify({ id: 'evt_1', type: 'x' }))).toThrow(
      /Unreadable Stripe event: created: .*; data: /,
    );
    const event = stripeEvent('charge.refunded', { id: 'ch_1', amount: '6700' });
    expect(() => eventObject(parseStripeEvent(JSON.stringify(event)), stripeChargeSchema)).toThrow(
      /Unreadable Stripe charge.refunded object: amount: /,
    );
  });
});
