import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/helpers/app.js';
import { insertUser } from '../../../../test/helpers/users.js';
import {
  checkoutEvent,
  deliver,
  insertCheckout,
  nowSeconds,
  paymentsOf,
  stripeEvent,
  STRIPE_ENV,
  subscriptionEvent,
  subscriptionOf,
} from '../../../../test/fixtures/billing.js';
import type { CreditsService } from '../../platform/credits/index.js';

let t: TestApp;
let credits: CreditsService;

beforeAll(async () => {
  t = await createTestApp({ sessions: 'header', env: STRIPE_ENV });
  credits = t.credits;
});
afterAll(() => t.close());

const newUser = () => insertUser(t.database.db);

describe('subscription events', () => {
  const planCheckout = (userId: string) =>
    insertCheckout(t.database.db, {
      userId,
      mode: 'subscription',
      credits: null,
      planId: 'growth',
      variant: 'inclusive',
      amountCents: 65_000,
    });

  it('keeps the state of the newest event when they arrive out of order', async () => {
    const user = await newUser();
    const row = await planCheckout(user.id);
    const start = nowSeconds() - 100;
    // The session completes before the subscription's own created event arrives.
    await deliver(t, checkoutEvent(row, {}, { created: start + 5 }));
    expect(await subscriptionOf(t.database.db, user.id)).toMatchObject({
      planId: 'growth',
      variant: 'inclusive',
      status: 'active',
    });
    await deliver(
      t,
      subscriptionEvent(row, 'created', { status: 'incomplete' }, { created: start }),
    );
    expect((await subscriptionOf(t.database.db, user.id))?.status).toBe('active');

    await deliver(
      t,
      subscriptionEvent(row, 'updated', { status: 'past_due' }, { created: start + 20 }),
    );
    // An update older than the one applied changes nothing.
    await deliver(
      t,
      subscriptionEvent(row, 'updated', { status: 'active' }, { created: start + 10 }),
    );
    const current = await subscriptionOf(t.database.db, user.id);
    expect(current).toMatchObject({ status: 'past_due', lastEventCreated: start + 20 });
    expect(current?.currentPeriodEnd).toBeInstanceOf(Date);

    await deliver(
      t,
      subscriptionEvent(row, 'updated', { cancel_at_period_end: true }, { created: start + 30 }),
    );
    expect(await subscriptionOf(t.database.db, user.id)).toMatchObject({
      status: 'active',
      cancelAtPeriodEnd: true,
    });
    await deliver(
      t,
      subscriptionEvent(row, 'deleted', { status: 'canceled' }, { created: start + 40 }),
    );
    expect((await subscriptionOf(t.database.db, user.id))?.status).toBe('canceled');
  });

  it('follows invoices: paid keeps it active, a failed payment makes it past due', async () => {
    const user = await newUser();
    const row = await planCheckout(user.id);
    const start = nowSeconds() - 100;
    const invoice = (type: string, created: number) =>
      stripeEvent(
        type,
        {
          id: `in_${row.id}_${created}`,
          object: 'invoice',
          amount_paid: type === 'invoice.paid' ? 65_000 : 0,
          // An older API version: the subscription id sits on the invoice itself.
          subscription: `sub_test_${row.id}`,
        },
        { created },
      );
    await deliver(
      t,
      subscriptionEvent(row, 'created', { status: 'incomplete' }, { created: start }),
    );
    await deliver(t, invoice('invoice.paid', start + 1));
    expect((await subscriptionOf(t.database.db, user.id))?.status).toBe('active');
    expect(await paymentsOf(t.database.db, user.id)).toMatchObject([
      { amountCents: 65_000, creditsGranted: 0 },
    ]);
    await deliver(t, invoice('invoice.payment_failed', start + 2));
    expect((await subscriptionOf(t.database.db, user.id))?.status).toBe('past_due');
    // No credits ever come from a plan.
    expect(await credits.balance(user.id)).toBe(0);
  });
});
