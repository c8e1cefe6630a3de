import { count, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CREDITS_CHANGED_EVENT, CREDITS_MAX } from '@shared/credits';
import { creditLedger, userCredits } from '../../db/schema/index.js';
import { eventsAfter } from '../events/repo.js';
import { createTestDatabase, type TestDatabase } from '../../../../test/helpers/database.js';
import { insertUser } from '../../../../test/helpers/users.js';
import { BalanceLimitError, CreditsService, InsufficientCreditsError } from './service.js';

let t: TestDatabase;
let credits: CreditsService;
/** Every user a test touched: afterEach checks balance == ledger sum for each. */
const touched = new Set<string>();

beforeAll(async () => {
  t = await createTestDatabase();
  credits = new CreditsService({ database: t.database });
});
afterAll(() => t.dispose());

afterEach(async () => {
  for (const userId of touched) {
    expect(await credits.balance(userId)).toBe(await credits.ledgerSum(userId));
  }
});

async function newUser(startingBalance = 0): Promise<string> {
  const { id } = await insertUser(t.database.db);
  touched.add(id);
  if (startingBalance > 0) {
    await credits.grant({
      userId: id,
      amount: startingBalance,
      kind: 'signup_grant',
      idempotencyKey: `signup:${id}`,
      reason: 'Welcome credits',
    });
  }
  return id;
}

const ledgerCount = async (userId: string) =>
  (
    await t.database.db
      .select({ n: count() })
      .from(creditLedger)
      .where(eq(creditLedger.userId, userId))
  )[0]!.n;

const creditEvents = async (userId: string) =>
  (await eventsAfter(t.database.db, userId, 0))
    .filter((event) => event.type === CREDITS_CHANGED_EVENT)
    .map((event) => event.payload);

describe('CreditsService', () => {
  it('starts at zero without a balance row', async () => {
    const userId = await newUser();
    expect(await credits.balance(userId)).toBe(0);
    expect(await credits.ledgerSum(userId)).toBe(0);
  });

  it('grants once per idempotency key and announces it', async () => {
    const userId = await newUser();
    const grant = {
      userId,
      amount: 10,
      kind: 'signup_grant' as const,
      idempotencyKey: `signup:${userId}`,
      reason: 'Welcome credits',
    };
    const first = await credits.grant(grant);
    expect(first).toEqual({ entryId: expect.any(Number), balance: 10, applied: true });
    // The repeat names the entry the first call wrote (billing links payments to it).
    expect(await credits.grant(grant)).toEqual({
      entryId: first.entryId,
      balance: 10,
      applied: false,
    });
    expect(await ledgerCount(userId)).toBe(1);
    expect(await creditEvents(userId)).toEqual([{ balance: 10, delta: 10, kind: 'signup_grant' }]);
  });

  it('charges atomically and records the balance after the charge', async () => {
    const userId = await newUser(20);
    const result = await credits.charge({
      userId,
      amount: 8,
      idempotencyKey: 'charge:veo:job-1',
      reason: 'Text-to-video',
      reference: 'job-1',
    });
    expect(result).toMatchObject({ balance: 12, applied: true });
    const [entry] = await t.database.db
      .select()
      .from(creditLedger)
      .where(eq(creditLedger.id, result.entryId));
    expect(entry).toMatchObject({
      kind: 'charge',
      amount: -8,
      balanceAfter: 12,
      reference: 'job-1',
    });
    expect((await creditEvents(userId)).at(-1)).toEqual({ balance: 12, delta: -8, kind: 'charge' });
  });

  it('refuses a shortfall with 402 { balance, required } and writes nothing', async () => {
    const userId = await newUser(5);
    const before = { entries: await ledgerCount(userId), events: await creditEvents(userId) };
    const attempt = credits.charge({ userId, amount: 8, idempotencyKey: 'short', reason: 'x' });
    await expect(attempt).rejects.toBeInstanceOf(InsufficientCreditsError);
    await expect(attempt).rejects.toMatchObject({
      statusCode: 402,
      message: 'Insufficient credits. You have 5 but need 8.',
      details: { balance: 5, required: 8 },
    });
    expect(await credits.balance(userId)).toBe(5);
    expect(await ledgerCount(userId)).toBe(before.entries);
    expect(await creditEvents(userId)).toEqual(before.events);

    // A user who never had credits has no balance row at all: still a clean 402.
    const empty = await newUser();
    await expect(
      credits.charge({ userId: empty, amount: 3, idempotencyKey: 'empty', reason: 'x' }),
    ).rejects.toMatchObject({ details: { balance: 0, required: 3 } });
  });

  it('charges a repeated idempotency key once and returns the original entry', async () => {
    const userId = await newUser(30);
    const charge = { userId, amount: 10, idempotencyKey: 'charge:hedra:j2', reason: 'Clip' };
    const first = await credits.charge(charge);
    const again = await credits.charge(charge);
    expect(again).toEqual({ entryId: first.entryId, balance: 20, applied: false });
    expect(await credits.balance(userId)).toBe(20);
    // The same key for something else is a caller bug: 409, nothing written.
    await expect(credits.charge({ ...charge, amount: 11 })).rejects.toMatchObject({
      statusCode: 409,
    });
    const other = await newUser(30);
    await expect(credits.charge({ ...charge, userId: other })).rejects.toMatchObject({
      statusCode: 409,
    });
    expect(await credits.balance(other)).toBe(30);
  });

  it('refunds a charge exactly once, to its owner', async () => {
    const userId = await newUser(15);
    const { entryId } = await credits.charge({
      userId,
      amount: 9,
      idempotencyKey: 'charge:failed-job',
      reason: 'Image',
      reference: 'img-1',
    });
    expect(await credits.refund({ chargeEntryId: entryId, reason: 'Job failed' })).toEqual({
      balance: 15,
      applied: true,
    });
    expect(await credits.refund({ chargeEntryId: entryId, reason: 'Job failed' })).toEqual({
      balance: 15,
      applied: false,
    });
    const refunds = await t.database.db
      .select()
      .from(creditLedger)
      .where(eq(creditLedger.refundOf, entryId));
    expect(refunds).toMatchObject([
      { kind: 'refund', amount: 9, idempotencyKey: `refund:${entryId}`, reference: 'img-1' },
    ]);
    expect((await creditEvents(userId)).at(-1)).toEqual({ balance: 15, delta: 9, kind: 'refund' });
  });

  it('refuses to refund an unknown entry or anything but a charge', async () => {
    const userId = await newUser(10);
    await expect(credits.refund({ chargeEntryId: 999_999, reason: 'x' })).rejects.toMatchObject({
      statusCode: 404,
    });
    const [grant] = await t.database.db
      .select()
      .from(creditLedger)
      .where(eq(creditLedger.userId, userId));
    await expect(credits.refund({ chargeEntryId: grant!.id, reason: 'x' })).rejects.toMatchObject({
      statusCode: 400,
      message: 'Only a charge can be refunded',
    });
    expect(await credits.balance(userId)).toBe(10);
  });

  it('adjusts both ways; a deduction beyond the balance stops at zero and records what it took', async () => {
    const userId = await newUser(10);
    const admin = await newUser();
    expect(
      await credits.adjust({ userId, amount: 5, reason: 'Goodwill', adminId: admin }),
    ).toMatchObject({ balance: 15, applied: 5 });
    const floored = await credits.adjust({ userId, amount: -100, reason: 'Abuse', adminId: admin });
    expect(floored).toMatchObject({ balance: 0, applied: -15 });
    const [entry] = await t.database.db
      .select()
      .from(creditLedger)
      .where(eq(creditLedger.id, floored.entryId));
    expect(entry).toMatchObject({
      kind: 'adjustment',
      amount: -15,
      balanceAfter: 0,
      createdBy: admin,
    });
    expect(entry!.reason).toContain('asked -100');
    // At zero there is nothing to take: the admin's action is still on record, no event.
    const events = await creditEvents(userId);
    const nothing = await credits.adjust({ userId, amount: -3, reason: 'Again', adminId: admin });
    expect(nothing).toMatchObject({ balance: 0, applied: 0 });
    expect(await creditEvents(userId)).toEqual(events);
    // Adjusting a user who never had credits creates the balance row.
    const fresh = await newUser();
    expect(
      await credits.adjust({ userId: fresh, amount: 7, reason: 'Beta', adminId: admin }),
    ).toMatchObject({ balance: 7, applied: 7 });
  });

  it('applies an automatic adjustment with an idempotency key once', async () => {
    const userId = await newUser(10);
    const reversal = {
      userId,
      amount: -4,
      reason: 'Refund of 100 purchased credits',
      idempotencyKey: 'reversal:pi_1:4',
      reference: 'pi_1',
    };
    const first = await credits.adjust(reversal);
    expect(first).toMatchObject({ balance: 6, applied: -4 });
    expect(await credits.adjust(reversal)).toEqual({ ...first, balance: 6 });
    expect(await credits.balance(userId)).toBe(6);
    const [entry] = await t.database.db
      .select()
      .from(creditLedger)
      .where(eq(creditLedger.id, first.entryId));
    expect(entry).toMatchObject({ createdBy: null, reference: 'pi_1', amount: -4 });
  });

  it("writes nothing, event included, when the caller's transaction rolls back", async () => {
    const userId = await newUser(50);
    const events = await creditEvents(userId);
    const entries = await ledgerCount(userId);
    await expect(
      t.database.db.transaction(async (tx) => {
        await credits.charge({
          userId,
          amount: 20,
          idempotencyKey: 'rolled-back',
          reason: 'x',
          tx,
        });
        expect(await credits.balance(userId, tx)).toBe(30);
        throw new Error('job insert failed');
      }),
    ).rejects.toThrow('job insert failed');
    expect(await credits.balance(userId)).toBe(50);
    expect(await ledgerCount(userId)).toBe(entries);
    expect(await creditEvents(userId)).toEqual(events);

    // The same key is free again, and a committed caller transaction keeps charge and event.
    await t.database.db.transaction(async (tx) => {
      await credits.charge({ userId, amount: 20, idempotencyKey: 'rolled-back', reason: 'x', tx });
    });
    expect(await credits.balance(userId)).toBe(30);
    expect((await creditEvents(userId)).length).toBe(events.length + 1);
  });

  it('leaves the caller transaction usable after a shortfall', async () => {
    const userId = await newUser(4);
    await t.database.db.transaction(async (tx) => {
      await expect(
        credits.charge({ userId, amount: 5, idempotencyKey: 'in-tx-short', reason: 'x', tx }),
      ).rejects.toBeInstanceOf(InsufficientCreditsError);
      // On Postgres an errored statement would poison tx; nothing errored, so this works.
      await credits.charge({ userId, amount: 4, idempotencyKey: 'in-tx-ok', reason: 'x', tx });
    });
    expect(await credits.balance(userId)).toBe(0);
  });

  it('refuses a grant that would take the balance past CREDITS_MAX, writing nothing', async () => {
    const userId = await newUser(10);
    const grant = (amount: number, key: string) =>
      credits.grant({ userId, amount, kind: 'purchase', idempotencyKey: key, reason: 'Pack' });
    await grant(CREDITS_MAX - 10, 'purchase:to-the-top');
    const eventsBefore = (await creditEvents(userId)).length;
    const refused = grant(1, 'purchase:one-too-many');
    await expect(refused).rejects.toThrow(BalanceLimitError);
    await expect(refused).rejects.toMatchObject({ statusCode: 409, balance: CREDITS_MAX });
    expect(await credits.balance(userId)).toBe(CREDITS_MAX);
    expect(await ledgerCount(userId)).toBe(2);
    expect(await creditEvents(userId)).toHaveLength(eventsBefore);
    // Spending makes room again.
    await credits.charge({ userId, amount: 5, idempotencyKey: 'charge:room', reason: 'Image' });
    expect((await grant(5, 'purchase:fits')).balance).toBe(CREDITS_MAX);
  });

  it('rejects amounts that are not positive integers (a caller bug)', async () => {
    const userId = await newUser(10);
    for (const amount of [0, -1, 1.5, Number.NaN, CREDITS_MAX + 1, 2 ** 31]) {
      await expect(
        credits.charge({ userId, amount, idempotencyKey: `bad:${amount}`, reason: 'x' }),
      ).rejects.toThrow(RangeError);
    }
    const [row] = await t.database.db
      .select()
      .from(userCredits)
      .where(eq(userCredits.userId, userId));
    expect(row!.balance).toBe(10);
  });
});
