import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADJUST_AMOUNT_MESSAGE,
  balanceLimitMessage,
  creditHistoryResponseSchema,
  CREDITS_MAX,
  insufficientCreditsSchema,
} from '@shared/credits';
import { registerErrorHandling } from '../http/errors.js';
import {
  createTestApp,
  TEST_ROLES_HEADER,
  TEST_USER_HEADER,
  type TestApp,
} from '../../../../test/helpers/app.js';
import { insertUser, makeAdmin, type TestUser } from '../../../../test/helpers/users.js';
import type { CreditsService } from './service.js';

let t: TestApp;
let credits: CreditsService;
let alice: TestUser;
let bob: TestUser;
let admin: TestUser;

beforeAll(async () => {
  // Header sessions: these tests are about credits, not how a user signed in.
  t = await createTestApp({ sessions: 'header' });
  credits = t.credits;
  alice = await insertUser(t.database.db, { email: 'alice@example.test' });
  bob = await insertUser(t.database.db, { email: 'bob@example.test' });
  admin = await insertUser(t.database.db, { email: 'admin@example.test' });
  await makeAdmin(t.database.db, admin.id);
  await credits.grant({
    userId: alice.id,
    amount: 10,
    kind: 'signup_grant',
    idempotencyKey: `signup:${alice.id}`,
    reason: 'Welcome credits',
  });
  await credits.charge({
    userId: alice.id,
    amount: 3,
    idempotencyKey: 'charge:image:a1',
    reason: 'Image',
    reference: 'a1',
  });
  await credits.grant({
    userId: bob.id,
    amount: 500,
    kind: 'purchase',
    idempotencyKey: 'purchase:evt_bob',
    reason: '500 credits',
  });
});
afterAll(() => t.close());

// The header resolver takes roles from a header; real sessions read user_roles per request.
const as = (user: TestUser) => ({
  [TEST_USER_HEADER]: user.id,
  ...(user === admin && { [TEST_ROLES_HEADER]: 'admin' }),
});
const adjust = (payload: unknown, user?: TestUser) =>
  t.app.inject({
    method: 'POST',
    url: '/api/admin/credits/adjust',
    payload: payload as object,
    ...(user ? { headers: as(user) } : {}),
  });

describe('credit routes', () => {
  it('refuse anonymous callers with 401', async () => {
    for (const url of ['/api/credits/balance', '/api/credits/history']) {
      const response = await t.app.inject({ url });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ error: 'You must be signed in' });
    }
    expect((await adjust({ email: alice.email, amount: 5, reason: 'Gift' })).statusCode).toBe(401);
  });

  it("answers the signed-in user's balance (0 without any credits)", async () => {
    const response = await t.app.inject({ url: '/api/credits/balance', headers: as(alice) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ balance: 7 });
    const nobody = await t.app.inject({ url: '/api/credits/balance', headers: as(admin) });
    expect(nobody.json()).toEqual({ balance: 0 });
  });

  it("lists only the user's own entries, newest first, pageable", async () => {
    const response = await t.app.inject({ url: '/api/credits/history', headers: as(alice) });
    expect(response.statusCode).toBe(200);
    const { entries } = creditHistoryResponseSchema.parse(response.json());
    expect(entries.map((e) => [e.kind, e.amount, e.balanceAfter])).toEqual([
      ['charge', -3, 7],
      ['signup_grant', 10, 10],
    ]);
    expect(entries[0]).toMatchObject({ reason: 'Image', reference: 'a1' });
    expect(JSON.stringify(response.json())).not.toContain('purchase:evt_bob');

    const page = await t.app.inject({ url: '/api/credits/history?limit=1', headers: as(alice) });
    const [newest] = creditHistoryResponseSchema.parse(page.json()).entries;
    expect(newest?.kind).toBe('charge');
    const next = await t.app.inject({
      url: `/api/credits/history?limit=1&before=${newest!.id}`,
      headers: as(alice),
    });
    expect(creditHistoryResponseSchema.parse(next.json()).entries[0]?.kind).toBe('signup_grant');

    const tooMany = await t.app.inject({ url: '/api/credits/history?limit=0', headers: as(alice) });
    expect(tooMany.statusCode).toBe(400);
  });

  it('lets only admins adjust credits', async () => {
    const response = await adjust({ email: alice.email, amount: 50, reason: 'Gift' }, alice);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: 'Admins only' });
    // Even a malformed body from a non-admin gets the 403, not a lesson in validation.
    expect((await adjust({ amount: 'lots' }, bob)).statusCode).toBe(403);
    expect(await credits.balance(alice.id)).toBe(7);
  });

  it('adjusts by email for an admin, flooring deductions at zero', async () => {
    const up = await adjust({ email: 'ALICE@example.test ', amount: 5, reason: 'Support' }, admin);
    expect(up.statusCode).toBe(200);
    expect(up.json()).toEqual({ balance: 12, applied: 5 });
    const down = await adjust({ email: alice.email, amount: -20, reason: 'Chargeback' }, admin);
    expect(down.json()).toEqual({ balance: 0, applied: -12 });
    expect(await credits.ledgerSum(alice.id)).toBe(0);
    await credits.adjust({ userId: alice.id, amount: 7, reason: 'Restore', adminId: admin.id });
  });

  it('rejects a bad body with 400 and an unknown email with 404', async () => {
    const zero = await adjust({ email: alice.email, amount: 0, reason: 'Nothing' }, admin);
    expect(zero.statusCode).toBe(400);
    expect(zero.json().error).toContain('Amount must not be zero');
    const extra = await adjust(
      { email: alice.email, amount: 1, reason: 'ok!', userId: 'x' },
      admin,
    );
    expect(extra.statusCode).toBe(400);
    const unknown = await adjust(
      { email: 'nobody@example.test', amount: 5, reason: 'Gift' },
      admin,
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: 'No account with that email' });
  });

  it.each([2_147_483_647, -2_147_483_648, 1e20, CREDITS_MAX + 1, 2.5])(
    'refuses an amount of %d with 400, leaving the balance as it was',
    async (amount) => {
      const before = await credits.balance(bob.id);
      const response = await adjust({ email: bob.email, amount, reason: 'Overflow' }, admin);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: `body.amount: ${ADJUST_AMOUNT_MESSAGE}` });
      expect(await credits.balance(bob.id)).toBe(before);
      expect(await credits.ledgerSum(bob.id)).toBe(before);
    },
  );

  it('refuses an adjustment past the most a balance holds with 409, writing nothing', async () => {
    const carol = await insertUser(t.database.db, { email: 'carol@example.test' });
    const full = await adjust({ email: carol.email, amount: CREDITS_MAX, reason: 'Max' }, admin);
    expect(full.json()).toEqual({ balance: CREDITS_MAX, applied: CREDITS_MAX });
    const over = await adjust({ email: carol.email, amount: 1, reason: 'One more' }, admin);
    expect(over.statusCode).toBe(409);
    expect(over.json()).toEqual({ error: balanceLimitMessage(CREDITS_MAX) });
    expect(await credits.balance(carol.id)).toBe(CREDITS_MAX);
    expect(await credits.ledgerSum(carol.id)).toBe(CREDITS_MAX);
  });

  it('offers no route that adds credits for the signed-in user', async () => {
    for (const url of ['/api/credits/add', '/api/credits/grant', '/api/credits/balance']) {
      const response = await t.app.inject({
        method: 'POST',
        url,
        headers: as(bob),
        payload: { amount: 1000 },
      });
      expect(response.statusCode).toBe(404);
    }
    expect(await credits.balance(bob.id)).toBe(500);
  });
});

describe('a charging route', () => {
  it('answers a shortfall with 402 { error, balance, required } in the spec wording', async () => {
    // A paid route as later modules will write it, on the app's real error handling.
    const app = Fastify({ logger: false });
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    registerErrorHandling(app);
    app.post('/paid', async () => {
      await credits.charge({ userId: alice.id, amount: 64, idempotencyKey: 'veo:x', reason: 'x' });
      return { ok: true };
    });
    const response = await app.inject({ method: 'POST', url: '/paid' });
    expect(response.statusCode).toBe(402);
    const body = insufficientCreditsSchema.parse(response.json());
    expect(body).toEqual({
      error: 'Insufficient credits. You have 7 but need 64.',
      balance: 7,
      required: 64,
    });
    await app.close();
  });
});
