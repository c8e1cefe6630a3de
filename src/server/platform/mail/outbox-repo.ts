import { desc, eq } from 'drizzle-orm';
import type { Database, Queryable } from '../../db/client.js';
import { mailOutbox } from '../../db/schema/index.js';

/** Queries on mail_outbox: every mail sent is recorded here before delivery (mailer.ts). */

/** The new row's id and time; undefined only if the insert returned nothing. */
export async function insertOutboxMail(
  q: Queryable,
  values: typeof mailOutbox.$inferInsert,
): Promise<{ id: number; createdAt: Date } | undefined> {
  const [row] = await q
    .insert(mailOutbox)
    .values(values)
    .returning({ id: mailOutbox.id, createdAt: mailOutbox.createdAt });
  return row;
}

export async function markMailFailed(q: Queryable, id: number, reason: string): Promise<void> {
  await q.update(mailOutbox).set({ status: 'failed', error: reason }).where(eq(mailOutbox.id, id));
}

export async function markMailSent(q: Queryable, id: number): Promise<void> {
  await q
    .update(mailOutbox)
    .set({ status: 'sent', sentAt: new Date() })
    .where(eq(mailOutbox.id, id));
}

export type OutboxRow = typeof mailOutbox.$inferSelect;

/** The newest mails first (admin view, tests). */
export function listOutbox(database: Database, limit: number): Promise<OutboxRow[]> {
  return database.db
    .select()
    .from(mailOutbox)
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
    .limit(limit);
}

/** One outbox row, or undefined. */
export async function findOutboxMail(
  database: Database,
  id: number,
): Promise<OutboxRow | undefined> {
  const [row] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
  return row;
}
