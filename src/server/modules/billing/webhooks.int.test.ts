import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webhookEvents } from '../../db/schema/index.js';
import { offlineWebhookSecret } from '../../providers/payments/offline.js';
import { signWebhookPayload } from '../../providers/payments/stripe-signature.js';
import { createTestApp, type TestApp } from '../../../../test/helpers/app.js';
import { insertUser, type TestUser } from '../../../../test/helpers/users.js';
import {
  checkoutEvent,
  checkoutRow,
  deliver,
  flagsOf,
  insertCheckout,
  nowSeconds,
  paymentsOf,
  refundEvent,
  stripeEvent,
  STRIPE_ENV,
} from '../../../../test/fixtures/billing.js';
import type { CreditsService } from '../../platform/credits/index.js';

let t: TestApp;
let credits: CreditsService;

beforeAll(async () => {
  // Stripe configured: deliveries must carry STRIPE_WEBHOOK_SECRET's signature.
  t = await createTestApp({ sessions: 'header', env: STRIPE_ENV });
  credits = t.credits;
});
afterAll(() => t.close());

const newUser = () => insertUser(t.database.db);
const balanceOf = (user: TestUser) => credits.balance(user.id);

describe('payment webhook signatures', () => {
  it('credits a purchase from a validly signed checkout.session.completed', async () => {
    const user = await newUser();
    const row = await insertCheckout(t.database.db, {
      userId: user.id,
      credits: 500,
      amountCents: 6_700,
    });
    const response = await deliver(t, checkoutEvent(row));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ received: true, duplicate: false });
    expect(await balanceOf(user)).toBe(500);
    expect(await credits.ledgerSum(user.id)).toBe(500);
    expect((await checkoutRow(t.database.db, row.id))?.status).toBe('complete');
    const [payment] = await paymentsOf(t.database.db, user.id);
    expect(payment).toMatchObject({
      providerPaymentId: `pi_test_${row.id}`,
      creditsGranted: 500,
      amountCents: 6_700,
      status: 'paid',
      checkoutSessionId: row.id,
    });
    expect(payment?.grantEntryId).toEqual(expect.any(Number));
  });

  it('refuses a tampered body, a wrong secret, a missing header and a stale signature with 400', async () => {
    const user = await newUser();
    const row = await insertCheckout(t.database.db, { userId: user.id });
    const event = checkoutEvent(row);
    const body = JSON.stringify(event);
    const signedAt = nowSeconds();
    const tampered = body.replace('"amount_total":1500', '"amount_total":1501');
    const header = signWebhookPayload(body, STRIPE_ENV.STRIPE_WEBHOOK_SECRET, signedAt);

    const attempts = [
      deliver(t, event, { body: tampered, signature: header }),
      deliver(t, event, { secret: 'whsec_someone_else' }),
      // The offline checkout's secret is worthless while Stripe is configured.
      deliver(t, event, { secret: offlineWebhookSecret(t.config.appSecret) }),
      deliver(t, event, { signature: '' }),
      deliver(t, event, { timestamp: signedAt - 301 }),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: 'Invalid signature' });
    }
    expect(await balanceOf(user)).toBe(0);
    const recorded = await t.database.db
      .select()
      .from(webhookEvents)
      .where(eq(webhookEvents.id, event.id));
    expect(recorded).toEqual([]);
    // Within the tolerance the same event is accepted.
    expect((await deliver(t, event, { timestamp: signedAt - 290 })).statusCode).toBe(200);
    expect(await balanceOf(user)).toBe(100);
  });

  it('answers a replayed event 2xx and credits it once', async () => {
    const user = await newUser();
    const row = await insertCheckout(t.database.db, { userId: user.id });
    const event = checkoutEvent(row);
    expect((await deliver(t, event)).json()).toEqual({ received: true, duplicate: false });
    const replay = await deliver(t, event);
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual({ received: true, duplicate: true });
    expect(await balanceOf(user)).toBe(100);
  });

  it('credits once when 20 copies of one event arrive at the same time', async () => {
    const user = await newUser();
    const row = await insertCheckout(t.database.db, { userId: user.id });
    const event = checkoutEvent(row);
    const responses = await Promise.all(Array.from({ length: 20 }, () => deliver(t, event)));
    expect(responses.map((response) => response.statusCode)).toEqual(Array(20).fill(200));
    expect(responses.filter((response) => !response.json().duplicate)).toHaveLength(1);
    expect(await balanceOf(user)).toBe(100);
    expect(await credits.ledgerSum(user.id)).toBe(100);
    expect(await paymentsOf(t.database.db, user.id)).toHaveLength(1);
  });

  it('credits once when different events for one payment arrive at the same time', async () => {
    const user = await newUser();
    const row = await insertCheckout(t.database.db, { userId: user.id });
    // Stripe may resend under a new event id, and completed + async_succeeded name one payment.
    const events = Array.from({ length: 10 }, (_, index) =>
      checkoutEvent(row, {}, index % 2 ? { type: 'checkout.session.async_payment_succeeded' } : {}),
    );
    const responses = await Promise.all(events.map((event) => deliver(t, event)));
    expect(responses.every((response) => response.statusCode === 200)).toBe(true);
    expect(await balanceOf(user)).toBe(100);
    expect(await paymentsOf(t.database.db, user.id)).toHaveLength(1);
  });
});

describe('payment events', () => {
  it('does not credit a completed but unpaid session, then credits its async payment', async () => {
    const user = await newUser();
    const row = await insertCheckout(t.database.db, { userId: user.id });
    await deliver(t, checkoutEvent(row, { payment_status: 'unpaid' }));
    expect(await balanceOf(user)).toBe(0);
    expect((await checkoutRow(t.database.db, row.id))?.status).toBe('complete');

    const failed = checkoutEvent(
      row,
      { payment_status: 'unpaid' },
      {
        type: 'checkout.session.async_payment_failed',
      },
    );
    expect((await deliver(t, failed)).statusCode).toBe(200);
    expect(await balanceOf(user)).toBe(0);

    const succeeded = checkoutEvent(row, {}, { type: 'checkout.session.async_payment_succeeded' });
    expect((await deliver(t, succeeded)).statusCode).toBe(200);
    expect(await balanceOf(user)).toBe(100);
  });

  it('credits from our row, not from the event, and flags a payment of the wrong amount', async () => {
    const user = await newUser();
    const row = await insertCheckout(t.database.db, { userId: user.id });
    const forged = checkoutEvent(row, {
      amount_total: 100,
      metadata: { checkoutSessionId: row.id, credits: '10000' },
    });
    expect((await deliver(t, forged)).statusCode).toBe(200);
    expect(await balanceOf(user)).toBe(0);
    expect((await flagsOf(t.database.db, user.id)).map((flag) => flag.kind)).toEqual([
      'payment_mismatch',
    ]);

    const other = await newUser();
    const otherRow = await insertCheckout(t.database.db, { userId: other.id });
    const wrongUser = checkoutEvent(otherRow, { client_reference_id: user.id });
    expect((await deliver(t, wrongUser)).statusCode).toBe(200);
    expect(await balanceOf(user)).toBe(0);
    expect(await balanceOf(other)).toBe(0);
  });

  it('acknowledges events it does not act on, and sessions it did not open', async () => {
    const ignored = await deliver(t, stripeEvent('customer.created', { id: 'cus_1' }));
    expect(ignored.statusCode).toBe(200);
    const unknown = await deliver(
      t,
      stripeEvent('checkout.session.completed', {
        id: 'cs_elsewhere',
        mode: 'payment',
        payment_status: 'paid',
        metadata: { checkoutSessionId: 'not-a-uuid' },
      }),
    );
    expect(unknown.statusCode).toBe(200);
  });

  it('answers 400 for a signed body that is not a readable event', async () => {
    const response = await deliver(t, { hello: 'world' });
    expect(response.statusCode).toBe(400);
    const shapeless = await deliver(t, stripeEvent('checkout.session.completed', { id: 'cs_1' }));
    expect(shapeless.statusCode).toBe(400);
  });
});

describe('refunds and disputes', () => {
  it('takes back the refunded share, floored at zero, once per refund, and flags the account', async () => {
    const user = await newUser();
    const row = await insertCheckout(t.database.db, {
      userId: user.id,
      credits: 500,
      amountCents: 6_700,
    });
    await deliver(t, checkoutEvent(row));
    await credits.charge({
      userId: user.id,
      amount: 300,
      idempotencyKey: `charge:${row.id}`,
      reason: 'Videos',
    });
    expect(await balanceOf(user)).toBe(200);

    // Half refunded: 250 credits are the share, the balance holds 200, so it stops at 0.
    const half = refundEvent(row, 3_350);
    expect((await deliver(t, half)).statusCode).toBe(200);
    expect(await balanceOf(user)).toBe(0);
    expect(await credits.ledgerSum(user.id)).toBe(0);
    expect((await deliver(t, half)).json()).toMatchObject({ duplicate: true });
    // The same cumulative figure under another event id takes nothing more.
    await deliver(t, refundEvent(row, 3_350));

    await credits.grant({
      userId: user.id,
      amount: 1_000,
      kind: 'purchase',
      idempotencyKey: `purchase:other:${row.id}`,
      reason: 'Another pack',
    });
    // Fully refunded: the other 250 credits of the pack.
    await deliver(t, refundEvent(row, 6_700));
    expect(await balanceOf(user)).toBe(750);
    expect(await credits.ledgerSum(user.id)).toBe(750);

    const [payment] = await paymentsOf(t.database.db, user.id);
    expect(payment).toMatchObject({
      status: 'refunded',
      refundedCents: 6_700,
      creditsReversed: 500,
    });
    const flags = await flagsOf(t.database.db, user.id);
    expect(flags.map((flag) => flag.kind)).toEqual(['refund', 'refund', 'refund']);
    expect(flags.every((flag) => flag.resolvedAt === null)).toBe(true);
    const history = await credits.history(user.id, { limit: 10 });
    const reversals = history.filter((entry) => entry.kind === 'adjustment');
    expect(reversals.map((entry) => entry.amount)).toEqual([-250, -200]);
    expect(reversals[1]?.reason).toMatch(/floored at a zero balance/);
  });

  it('takes back a disputed payment and marks it disputed', async () => {
    const user = await newUser();
    const row = await insertCheckout(t.database.db, { userId: user.id });
    await deliver(t, checkoutEvent(row));
    const dispute = stripeEvent('charge.dispute.created', {
      id: `dp_${row.id}`,
      object: 'dispute',
      amount: 1_500,
      charge: `ch_${row.id}`,
      payment_intent: `pi_test_${row.id}`,
      status: 'needs_response',
    });
    expect((await deliver(t, dispute)).statusCode).toBe(200);
    expect(await balanceOf(user)).toBe(0);
    const [payment] = await paymentsOf(t.database.db, user.id);
    expect(payment?.status).toBe('disputed');
    expect((await flagsOf(t.database.db, user.id)).map((flag) => flag.kind)).toEqual(['dispute']);
  });
});
