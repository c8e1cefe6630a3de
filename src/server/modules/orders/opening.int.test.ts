import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceOrders } from '../../db/schema/index.js';
import {
  createTestApp,
  TEST_ROLES_HEADER,
  TEST_USER_HEADER,
  type TestApp,
} from '../../../../test/helpers/app.js';
import { insertUser } from '../../../../test/helpers/users.js';
import {
  deliver,
  insertCheckout,
  nowSeconds,
  stripeEvent,
  STRIPE_ENV,
  subscriptionEvent,
} from '../../../../test/fixtures/billing.js';

/**
 * Orders open once per payment event (issue 28, decision 056): a new paid invoice of a plan
 * opens the month's order; replays, another event for the same invoice and concurrent
 * deliveries open nothing more; a renewal opens the next; a cancelled subscription none.
 */

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ sessions: 'header', env: STRIPE_ENV });
});
afterAll(() => t.close());

const ordersOf = (userId: string) =>
  t.database.db
    .select()
    .from(serviceOrders)
    .where(eq(serviceOrders.userId, userId))
    .orderBy(serviceOrders.number);

async function planBuyer() {
  const user = await insertUser(t.database.db);
  const row = await insertCheckout(t.database.db, {
    userId: user.id,
    mode: 'subscription',
    credits: null,
    planId: 'growth',
    variant: 'inclusive',
    amountCents: 65_000,
  });
  const start = nowSeconds() - 1000;
  await deliver(t, subscriptionEvent(row, 'created', { status: 'active' }, { created: start }));
  const invoice = (number: number, options: { id?: string; created?: number } = {}) =>
    stripeEvent(
      'invoice.paid',
      {
        id: `in_${row.id}_${number}`,
        object: 'invoice',
        amount_paid: 65_000,
        parent: { subscription_details: { subscription: `sub_test_${row.id}` } },
      },
      { created: options.created ?? start + number, ...(options.id ? { id: options.id } : {}) },
    );
  return { user, row, start, invoice };
}

describe('opening orders', () => {
  it('opens one order per paid invoice under replays and a new event id for it', async () => {
    const { user, invoice } = await planBuyer();
    const first = invoice(1, { id: 'evt_first_invoice_' + user.id });
    expect((await deliver(t, first)).statusCode).toBe(200);
    expect((await deliver(t, first)).statusCode).toBe(200);
    // The same payment under another event id (Stripe's invoice.payment_succeeded twin).
    expect((await deliver(t, invoice(1))).statusCode).toBe(200);
    const orders = await ordersOf(user.id);
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({
      number: 1,
      planId: 'growth',
      variant: 'inclusive',
      clipAllowance: 25,
      status: 'waiting_for_photos',
      paymentRef: expect.stringMatching(/^in_/),
    });
  });

  it('opens one order when the same payment arrives many times at once', async () => {
    const { user, invoice } = await planBuyer();
    const responses = await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        deliver(t, index % 2 === 0 ? invoice(1, { id: 'evt_same_' + user.id }) : invoice(1)),
      ),
    );
    for (const response of responses) expect(response.statusCode).toBe(200);
    expect(await ordersOf(user.id)).toHaveLength(1);
  });

  it('opens the next order once for a renewal, and one each for renewals at once', async () => {
    const { user, invoice } = await planBuyer();
    await deliver(t, invoice(1));
    await deliver(t, invoice(2));
    await deliver(t, invoice(2));
    expect((await ordersOf(user.id)).map((order) => order.number)).toEqual([1, 2]);
    await Promise.all([deliver(t, invoice(3)), deliver(t, invoice(4)), deliver(t, invoice(3))]);
    const orders = await ordersOf(user.id);
    expect(orders.map((order) => order.number)).toEqual([1, 2, 3, 4]);
    expect(new Set(orders.map((order) => order.paymentRef)).size).toBe(4);
  });

  it('a cancelled subscription opens no next order; a month paid before it did open', async () => {
    const { user, row, start, invoice } = await planBuyer();
    await deliver(t, invoice(1));
    await deliver(
      t,
      subscriptionEvent(row, 'deleted', { status: 'canceled' }, { created: start + 50 }),
    );
    // Nothing follows a cancellation: no invoice.paid, no order.
    expect(await ordersOf(user.id)).toHaveLength(1);
    // A month paid before the cancellation, delivered late: it was paid for, so it opens.
    await deliver(t, invoice(2, { created: start + 40 }));
    expect((await ordersOf(user.id)).map((order) => order.number)).toEqual([1, 2]);
  });

  it('the offline checkout of a plan opens exactly one order', async () => {
    const offline = await createTestApp({
      sessions: 'header',
      env: { PUBLIC_URL: 'http://localhost:3000' },
    });
    try {
      const user = await insertUser(offline.database.db);
      const headers = { [TEST_USER_HEADER]: user.id, origin: 'http://localhost:3000' };
      const opened = await offline.app.inject({
        method: 'POST',
        url: '/api/billing/subscription-checkout',
        headers,
        payload: { tier: 'starter-clips' },
      });
      expect(opened.statusCode).toBe(201);
      const id = String(opened.json<{ url: string }>().url).split('/').at(-1)!;
      const completes = await Promise.all(
        Array.from({ length: 4 }, () =>
          offline.app.inject({
            method: 'POST',
            url: `/api/billing/offline/${id}/complete`,
            headers,
          }),
        ),
      );
      expect(completes.map((response) => response.statusCode)).toContain(200);
      const orders = await offline.database.db
        .select()
        .from(serviceOrders)
        .where(eq(serviceOrders.userId, user.id));
      expect(orders).toHaveLength(1);
      expect(orders[0]).toMatchObject({
        number: 1,
        planId: 'starter',
        variant: 'clips',
        clipAllowance: 10,
      });
      // Another client's order is a 404, like an unknown id; the owner's answers.
      const other = await insertUser(offline.database.db);
      const read = (userId: string) =>
        offline.app.inject({
          url: `/api/orders/${orders[0]!.id}/photos`,
          headers: { [TEST_USER_HEADER]: userId },
        });
      expect((await read(other.id)).statusCode).toBe(404);
      const own = await read(user.id);
      expect(own.statusCode).toBe(200);
      expect(own.json()).toMatchObject({
        order: { status: 'waiting_for_photos', clipAllowance: 10 },
        photos: [],
        photosWanted: 10,
        canChangePhotos: true,
      });
      // Admin > Users shows the client's plan and order.
      const admin = await offline.app.inject({
        url: `/api/admin/users?email=${encodeURIComponent(user.email)}`,
        headers: { [TEST_USER_HEADER]: other.id, [TEST_ROLES_HEADER]: 'admin' },
      });
      expect(admin.statusCode).toBe(200);
      expect(admin.json().users[0]).toMatchObject({
        plan: { name: 'Aphrodite Starter', option: 'You Post', status: 'active' },
        orders: [{ id: orders[0]!.id, number: 1, status: 'waiting_for_photos', dueAt: null }],
      });
    } finally {
      await offline.close();
    }
  });
});
