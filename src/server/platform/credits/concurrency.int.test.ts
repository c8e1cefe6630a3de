import { eq, min } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditLedger } from '../../db/schema/index.js';
import { createTestDatabase, type TestDatabase } from '../../../../test/helpers/database.js';
import { insertUser } from '../../../../test/helpers/users.js';
import { CreditsService, InsufficientCreditsError } from './service.js';

/**
 * Many requests on one balance at once: on Postgres they really run in parallel on a pool of
 * connections (the row lock is what keeps them apart); on PGlite they queue on its one
 * connection. Either way no charge may overdraw and no refund may apply twice.
 */
let t: TestDatabase;
let credits: CreditsService;

beforeAll(async () => {
  t = await createTestDatabase();
  credits = new CreditsService({ database: t.database });
});
afterAll(() => t.dispose());

async function userWithBalance(balance: number): Promise<string> {
  const { id } = await insertUser(t.database.db);
  await credits.grant({
    userId: id,
    amount: balance,
    kind: 'purchase',
    idempotencyKey: `purchase:${id}`,
    reason: 'Bench top-up',
  });
  return id;
}

async function lowestBalanceAfter(userId: string): Promise<number> {
  const [row] = await t.database.db
    .select({ lowest: min(creditLedger.balanceAfter) })
    .from(creditLedger)
    .where(eq(creditLedger.userId, userId));
  return row!.lowest!;
}

describe('credits under concurrency', () => {
  it('200 concurrent charges of 7 on a balance of 1000: exactly 142 succeed, none overdraws', async () => {
    const userId = await userWithBalance(1000);
    const outcomes = await Promise.allSettled(
      Array.from({ length: 200 }, (_, i) =>
        credits.charge({ userId, amount: 7, idempotencyKey: `race:${i}`, reason: 'Race' }),
      ),
    );
    const succeeded = outcomes.filter((o) => o.status === 'fulfilled');
    const refused = outcomes.filter((o) => o.status === 'rejected');
    expect(succeeded).toHaveLength(Math.floor(1000 / 7));
    expect(refused).toHaveLength(200 - 142);
    for (const outcome of refused) {
      expect(outcome.reason).toBeInstanceOf(InsufficientCreditsError);
      expect((outcome.reason as InsufficientCreditsError).required).toBe(7);
    }
    expect(await credits.balance(userId)).toBe(1000 - 142 * 7);
    expect(await credits.ledgerSum(userId)).toBe(1000 - 142 * 7);
    expect(await lowestBalanceAfter(userId)).toBeGreaterThanOrEqual(0);
  });

  it('50 concurrent refunds of one charge: exactly one applies', async () => {
    const userId = await userWithBalance(100);
    const { entryId } = await credits.charge({
      userId,
      amount: 40,
      idempotencyKey: 'charge:to-refund',
      reason: 'Job',
    });
    const results = await Promise.all(
      Array.from({ length: 50 }, () =>
        credits.refund({ chargeEntryId: entryId, reason: 'Failed' }),
      ),
    );
    expect(results.filter((r) => r.applied)).toHaveLength(1);
    expect(await credits.balance(userId)).toBe(100);
    expect(await credits.ledgerSum(userId)).toBe(100);
  });

  it('50 concurrent charges with one idempotency key: charged once, all get the same entry', async () => {
    const userId = await userWithBalance(100);
    const results = await Promise.all(
      Array.from({ length: 50 }, () =>
        credits.charge({ userId, amount: 9, idempotencyKey: 'charge:double-click', reason: 'Job' }),
      ),
    );
    expect(results.filter((r) => r.applied)).toHaveLength(1);
    expect(new Set(results.map((r) => r.entryId)).size).toBe(1);
    expect(await credits.balance(userId)).toBe(91);
    expect(await credits.ledgerSum(userId)).toBe(91);
  });

  it('concurrent grants, charges and adjustments keep balance == ledger sum', async () => {
    const userId = await userWithBalance(50);
    const admin = await insertUser(t.database.db);
    await Promise.allSettled(
      Array.from({ length: 60 }, (_, i) => {
        if (i % 3 === 0) {
          return credits.grant({
            userId,
            amount: 5,
            kind: 'purchase',
            idempotencyKey: `mixed-grant:${i % 6}`, // half of them repeat a key
            reason: 'Top-up',
          });
        }
        if (i % 3 === 1) {
          return credits.charge({ userId, amount: 11, idempotencyKey: `mixed:${i}`, reason: 'x' });
        }
        return credits.adjust({ userId, amount: -4, reason: 'Correction', adminId: admin.id });
      }),
    );
    const balance = await credits.balance(userId);
    expect(balance).toBeGreaterThanOrEqual(0);
    expect(await credits.ledgerSum(userId)).toBe(balance);
    expect(await lowestBalanceAfter(userId)).toBeGreaterThanOrEqual(0);
  });
});
