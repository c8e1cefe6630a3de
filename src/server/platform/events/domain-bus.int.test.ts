import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z, ZodError } from 'zod';
import { createTestDatabase, type TestDatabase } from '../../../../test/helpers/database.js';
import { insertUser } from '../../../../test/helpers/users.js';
import type { AppTx } from '../../db/client.js';
import { user } from '../../db/schema/index.js';
import { DomainBus } from './domain-bus.js';

/**
 * The domain event bus (decision 052): a publish is typed by its catalogue and checked at run
 * time; in-transaction subscribers write in the publisher's transaction, so one that fails rolls
 * the moment back; after-commit subscribers run once asked, each failure reported alone.
 */

const catalogue = {
  'account.noted': z.object({ userId: z.string().min(1), note: z.string().min(1) }),
  'account.closed': z.object({ userId: z.string().min(1) }),
};

let testDb: TestDatabase;
beforeAll(async () => {
  testDb = await createTestDatabase();
});
afterAll(() => testDb.dispose());

const quietBus = () => new DomainBus({ catalogue, onAfterCommitError: () => {} });
const userExists = async (id: string) =>
  (await testDb.database.db.select().from(user).where(eq(user.id, id))).length === 1;

/** The publisher's moment: its own row, then the event, in one transaction. */
async function noteInTransaction(bus: DomainBus<typeof catalogue>, id: string) {
  return testDb.database.db.transaction(async (tx: AppTx) => {
    await insertUser(tx, { id });
    return bus.publish(tx, 'account.noted', { userId: id, note: 'hello' });
  });
}

describe('DomainBus', () => {
  it('types a publish by its catalogue and checks the payload before any subscriber runs', async () => {
    const bus = quietBus();
    let runs = 0;
    bus.subscribe({ event: 'account.noted', inTransaction: async () => void runs++ });
    await testDb.database.db.transaction(async (tx) => {
      // @ts-expect-error: not an event of this catalogue
      await expect(bus.publish(tx, 'account.opened', { userId: 'u' })).rejects.toThrow(
        'Unknown domain event "account.opened"',
      );
      // @ts-expect-error: the payload misses `note`
      await expect(bus.publish(tx, 'account.noted', { userId: 'u' })).rejects.toThrow(ZodError);
      await expect(bus.publish(tx, 'account.noted', { userId: 'u', note: '' })).rejects.toThrow(
        ZodError,
      );
    });
    expect(runs).toBe(0);
    // The app's own bus knows the app's events only.
    const app = new DomainBus({ onAfterCommitError: () => {} });
    // @ts-expect-error: not in the app's catalogue
    expect(() => app.subscribe({ event: 'account.noted', afterCommit: async () => {} })).toThrow(
      /not in the domain event catalogue/,
    );
  });

  it('runs in-transaction subscribers inside the publishing transaction, in order', async () => {
    const bus = quietBus();
    const order: string[] = [];
    bus
      .subscribe({
        event: 'account.noted',
        inTransaction: async (tx, event) => {
          order.push(`first:${event.note}`);
          // The publisher's row is visible: same transaction, not yet committed.
          expect((await tx.select().from(user).where(eq(user.id, event.userId))).length).toBe(1);
          await insertUser(tx, { id: `${event.userId}-follower` });
        },
      })
      .subscribe({
        event: 'account.noted',
        inTransaction: async () => void order.push('second'),
      })
      .subscribe({ event: 'account.closed', inTransaction: async () => void order.push('other') });

    const event = await noteInTransaction(bus, 'bus-commit');
    expect(event).toEqual({ userId: 'bus-commit', note: 'hello' });
    expect(order).toEqual(['first:hello', 'second']);
    expect(await userExists('bus-commit')).toBe(true);
    expect(await userExists('bus-commit-follower')).toBe(true);
  });

  it('rolls the whole moment back when an in-transaction subscriber fails', async () => {
    const bus = quietBus();
    let afterCommit = 0;
    bus
      .subscribe({
        event: 'account.noted',
        inTransaction: async (tx, event) => {
          await insertUser(tx, { id: `${event.userId}-follower` });
        },
      })
      .subscribe({
        event: 'account.noted',
        inTransaction: async () => {
          throw new Error('the integration row could not be written');
        },
      })
      .subscribe({ event: 'account.noted', afterCommit: async () => void afterCommit++ });

    await expect(noteInTransaction(bus, 'bus-rollback')).rejects.toThrow(
      'the integration row could not be written',
    );
    expect(await userExists('bus-rollback')).toBe(false);
    expect(await userExists('bus-rollback-follower')).toBe(false);
    expect(afterCommit).toBe(0);
  });

  it('runs after-commit subscribers when asked, reporting a failure without stopping the rest', async () => {
    const failures: string[] = [];
    const seen: string[] = [];
    const bus = new DomainBus({
      catalogue,
      onAfterCommitError: (error, event) => failures.push(`${event}: ${String(error)}`),
    });
    bus
      .subscribe({
        event: 'account.noted',
        afterCommit: async () => {
          throw new Error('GHL is down');
        },
      })
      .subscribe({ event: 'account.noted', afterCommit: async (e) => void seen.push(e.userId) });

    const event = await noteInTransaction(bus, 'bus-after');
    expect(seen).toEqual([]); // nothing after commit until the publisher says it committed
    await bus.afterCommit('account.noted', event);
    expect(seen).toEqual(['bus-after']);
    expect(failures).toEqual(['account.noted: Error: GHL is down']);
  });
});
