import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transactionExecutor } from '../../src/server/db/client.js';
import { createTestDatabase, type TestDatabase } from '../helpers/database.js';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
  await t.database.executeSql('CREATE TABLE probe (n int PRIMARY KEY)');
});
afterAll(() => t.dispose());

const count = async () =>
  Number(
    (await t.database.executeSql<{ c: number }>('SELECT count(*)::int AS c FROM probe')).rows[0]!.c,
  );

describe('database client', () => {
  it('applies the committed migrations', async () => {
    const { rows } = await t.database.executeSql<{ name: string }>(
      "SELECT table_name AS name FROM information_schema.tables WHERE table_name = 'user_events'",
    );
    expect(rows).toEqual([{ name: 'user_events' }]);
  });

  it('recovers the connection after a multi-statement batch fails inside its own BEGIN', async () => {
    await expect(
      t.database.executeSql('BEGIN; INSERT INTO probe VALUES (1); SELECT 1/0; COMMIT;'),
    ).rejects.toThrow(/division by zero/);
    // Neither path is left in an aborted transaction, and the failed batch left nothing.
    expect(await count()).toBe(0);
    await t.database.db.execute(sql`INSERT INTO probe VALUES (2)`);
    expect(await count()).toBe(1);
  });

  it('runs raw SQL inside a drizzle transaction through transactionExecutor', async () => {
    await t.database.db
      .transaction(async (tx) => {
        await transactionExecutor(tx).executeSql('INSERT INTO probe VALUES ($1)', [10]);
        throw new Error('roll back');
      })
      .catch(() => {});
    expect(await count()).toBe(1);
    await t.database.db.transaction(async (tx) => {
      await transactionExecutor(tx).executeSql('INSERT INTO probe VALUES ($1)', [11]);
    });
    expect(await count()).toBe(2);
  });

  it('keeps a rollback on one path from committing through the other', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const inside = t.database.db
      .transaction(async (tx) => {
        await tx.execute(sql`INSERT INTO probe VALUES (20)`);
        await held;
        throw new Error('roll back');
      })
      .catch(() => {});
    // A raw write while the transaction is open must neither join nor commit it.
    const outside = t.database.executeSql('INSERT INTO probe VALUES ($1)', [21]);
    release();
    await Promise.all([inside, outside]);
    const { rows } = await t.database.executeSql<{ n: number }>(
      'SELECT n FROM probe WHERE n >= 20 ORDER BY n',
    );
    expect(rows).toEqual([{ n: 21 }]);
  });
});
