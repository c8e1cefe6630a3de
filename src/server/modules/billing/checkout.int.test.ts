import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CREDITS_CHANGED_EVENT } from '@shared/credits';
import { checkoutSessions, userEvents } from '../../db/schema/index.js';
import { createTestApp, TEST_USER_HEADER, type TestApp } from '../../../../test/helpers/app.js';
import { insertUser, type TestUser } from '../../../../test/helpers/users.js';
import {
  checkoutRow,
  insertCheckout,
  STRIPE_ENV,
  subscriptionOf,
} from '../../../../test/fixtures/billing.js';
import type { CreditsService } from '../../platform/credits/index.js';

let t: TestApp;
let credits: CreditsService;
let alice: TestUser;
let bob: TestUser;

const ORIGIN = 'http://localhost:3000';

beforeAll(async () => {
  // No Stripe keys: the offline checkout.
  t = await createTestApp({ sessions: 'header', env: { PUBLIC_URL: ORIGIN } });
  credits = t.credits;
  alice = await insertUser(t.database.db);
  bob = await insertUser(t.database.db);
});
afterAll(() => t.close());

const as = (user: TestUser) => ({ [TEST_USER_HEADER]: user.id, origin: ORIGIN });
const post = (app: TestApp, url: string, user: TestUser, payload?: object) =>
  app.app.inject({ method: 'POST', url, headers: as(user), ...(payload ? { payload } : {}) });
const sessionIdOf = (url: string) => url.split('/').at(-1)!;

describe('offline checkout', () => {
  it('buys 100 credits end to end: checkout, the page, complete, balance +100', async () => {
    await credits.grant({
      userId: alice.id,
      amount: 10,
      kind: 'signup_grant',
      idempotencyKey: `signup:${alice.id}`,
      reason: 'Welcome credits',
    });
    const opened = await post(t, '/api/billing/credit-checkout', alice, { credits: 100 });
    expect(opened.statusCode).toBe(201);
    const { url, provider } = opened.json();
    expect(provider).toBe('offline');
    expect(url).toMatch(new RegExp(`^${ORIGIN}/checkout/offline/[0-9a-f-]{36}$`));
    const id = sessionIdOf(url);

    const page = await t.app.inject({ url: `/api/billing/offline/${id}`, headers: as(alice) });
    expect(page.statusCode).toBe(200);
    expect(page.json()).toEqual({
      id,
      mode: 'payment',
      description: '100 credits',
      amountCents: 1_500,
      credits: 100,
      status: 'open',
    });

    const completed = await post(t, `/api/billing/offline/${id}/complete`, alice);
    expect(completed.statusCode).toBe(200);
    expect(completed.json()).toEqual({ redirectUrl: '/credits?checkout=success&purchase=credits' });
    expect(await credits.balance(alice.id)).toBe(110);
    expect((await checkoutRow(t.database.db, id))?.status).toBe('complete');

    // The open app hears of it: credits.changed with kind purchase.
    const events = await t.database.db
      .select()
      .from(userEvents)
      .where(and(eq(userEvents.userId, alice.id), eq(userEvents.type, CREDITS_CHANGED_EVENT)));
    expect(events.at(-1)?.payload).toEqual({ balance: 110, delta: 100, kind: 'purchase' });

    // Completing again (a double click) credits nothing more.
    expect((await post(t, `/api/billing/offline/${id}/complete`, alice)).statusCode).toBe(200);
    expect(await credits.balance(alice.id)).toBe(110);
    const history = await credits.history(alice.id, { limit: 5 });
    expect(history[0]).toMatchObject({
      kind: 'purchase',
      amount: 100,
      reference: `pi_offline_${id}`,
    });
  });

  it('cancels: the session expires, nothing is credited, and it cannot be paid later', async () => {
    const opened = await post(t, '/api/billing/credit-checkout', bob, { credits: 500 });
    const id = sessionIdOf(opened.json().url);
    const cancelled = await post(t, `/api/billing/offline/${id}/cancel`, bob);
    expect(cancelled.json()).toEqual({
      redirectUrl: '/credits?checkout=cancelled&purchase=credits',
    });
    expect((await checkoutRow(t.database.db, id))?.status).toBe('expired');
    expect((await post(t, `/api/billing/offline/${id}/complete`, bob)).statusCode).toBe(409);
    expect(await credits.balance(bob.id)).toBe(0);
  });

  it("answers 404 for another user's session and for unknown ids", async () => {
    const opened = await post(t, '/api/billing/credit-checkout', alice, { credits: 100 });
    const id = sessionIdOf(opened.json().url);
    for (const response of [
      await t.app.inject({ url: `/api/billing/offline/${id}`, headers: as(bob) }),
      await post(t, `/api/billing/offline/${id}/complete`, bob),
      await post(t, `/api/billing/offline/${id}/cancel`, bob),
      await t.app.inject({ url: '/api/billing/offline/not-a-uuid', headers: as(bob) }),
    ]) {
      expect(response.statusCode).toBe(404);
    }
    expect((await checkoutRow(t.database.db, id))?.status).toBe('open');
    const signedOut = await t.app.inject({ url: `/api/billing/offline/${id}` });
    expect(signedOut.statusCode).toBe(401);
  });

  it('sells a plan: the subscription becomes active and shows on GET /subscription', async () => {
    const none = await t.app.inject({ url: '/api/billing/subscription', headers: as(bob) });
    expect(none.json()).toEqual({ subscription: null });
    const opened = await post(t, '/api/billing/subscription-checkout', bob, {
      tier: 'growth-inclusive',
    });
    expect(opened.statusCode).toBe(201);
    const id = sessionIdOf(opened.json().url);
    const page = await t.app.inject({ url: `/api/billing/offline/${id}`, headers: as(bob) });
    expect(page.json()).toMatchObject({
      mode: 'subscription',
      description: 'Athena Pro (all-inclusive), monthly',
      amountCents: 65_000,
      credits: null,
    });
    const completed = await post(t, `/api/billing/offline/${id}/complete`, bob);
    // Back to the credits page with a note about the plan: a plan grants no credits.
    expect(completed.json()).toEqual({ redirectUrl: '/credits?checkout=success&purchase=plan' });
    const mine = await t.app.inject({ url: '/api/billing/subscription', headers: as(bob) });
    expect(mine.json().subscription).toMatchObject({
      planId: 'growth',
      variant: 'inclusive',
      status: 'active',
      provider: 'offline',
      cancelAtPeriodEnd: false,
    });
    expect(mine.json().subscription.currentPeriodEnd).toEqual(expect.any(String));
    expect(await credits.balance(bob.id)).toBe(0);
  });
});

describe('checkout pricing', () => {
  it('refuses credit amounts that are not a package, and unknown plans, with 400', async () => {
    for (const credits of [101, 99_999, -100, 0]) {
      const response = await post(t, '/api/billing/credit-checkout', alice, { credits });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatch(/Choose a credit package/);
    }
    const priced = await post(t, '/api/billing/credit-checkout', alice, {
      credits: 100,
      amountCents: 1,
    });
    expect(priced.statusCode).toBe(400);
    const plan = await post(t, '/api/billing/subscription-checkout', alice, {
      tier: 'gold-inclusive',
    });
    expect(plan.statusCode).toBe(400);
  });

  it('prices from the server tables, defaulting to 100 credits', async () => {
    const opened = await post(t, '/api/billing/credit-checkout', alice, {});
    const row = await checkoutRow(t.database.db, sessionIdOf(opened.json().url));
    expect(row).toMatchObject({ credits: 100, amountCents: 1_500, mode: 'payment' });
    const big = await post(t, '/api/billing/credit-checkout', alice, { credits: 10_000 });
    const bigRow = await checkoutRow(t.database.db, sessionIdOf(big.json().url));
    expect(bigRow?.amountCents).toBe(95_000);
    const plan = await post(t, '/api/billing/subscription-checkout', alice, {
      tier: 'volume-clips',
    });
    const planRow = await checkoutRow(t.database.db, sessionIdOf(plan.json().url));
    expect(planRow).toMatchObject({ planId: 'volume', variant: 'clips', amountCents: 50_000 });
  });

  it('requires a signed-in user, before it looks at the body', async () => {
    for (const [url, payload] of [
      ['/api/billing/credit-checkout', { credits: 100 }],
      ['/api/billing/credit-checkout', { credits: 'lots' }],
      ['/api/billing/subscription-checkout', { tier: 'no-such-tier' }],
    ] as const) {
      const response = await t.app.inject({ method: 'POST', url, payload });
      expect([url, response.statusCode]).toEqual([url, 401]);
    }
  });
});

describe('with Stripe configured', () => {
  // STRIPE_BASE_URL points at a closed port: every checkout call fails to connect.
  let stripe: TestApp;
  beforeAll(async () => {
    stripe = await createTestApp({ sessions: 'header', env: STRIPE_ENV });
  });
  afterAll(() => stripe.close());

  it('refuses every offline checkout call with 404, even for an offline session of the user', async () => {
    const user = await insertUser(stripe.database.db);
    const row = await insertCheckout(stripe.database.db, { userId: user.id, provider: 'offline' });
    const headers = as(user);
    const responses = [
      await stripe.app.inject({ url: `/api/billing/offline/${row.id}`, headers }),
      await post(stripe, `/api/billing/offline/${row.id}/complete`, user),
      await post(stripe, `/api/billing/offline/${row.id}/cancel`, user),
    ];
    expect(responses.map((response) => response.statusCode)).toEqual([404, 404, 404]);
    expect((await checkoutRow(stripe.database.db, row.id))?.status).toBe('open');
    expect(await stripe.credits.balance(user.id)).toBe(0);
  });

  it('answers 502 "Failed to create checkout" when the provider fails, and charges nothing', async () => {
    const user = await insertUser(stripe.database.db);
    const response = await post(stripe, '/api/billing/credit-checkout', user, { credits: 100 });
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({ error: 'Failed to create checkout' });
    const plan = await post(stripe, '/api/billing/subscription-checkout', user, {
      tier: 'starter-clips',
    });
    expect(plan.statusCode).toBe(502);
    expect(await subscriptionOf(stripe.database.db, user.id)).toBeUndefined();
    const rows = await stripe.database.db
      .select()
      .from(checkoutSessions)
      .where(eq(checkoutSessions.userId, user.id));
    expect(rows.map((row) => row.status)).toEqual(['expired', 'expired']);
    expect(await stripe.credits.balance(user.id)).toBe(0);
  });
});
