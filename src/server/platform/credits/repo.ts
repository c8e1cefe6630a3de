import { and, desc, eq, gte, lt, lte, sql } from 'drizzle-orm';
import { CREDITS_MAX } from '@shared/credits';
import type { Queryable } from '../../db/client.js';
import { lockUserEvents } from '../events/index.js';
import { creditLedger, userCredits, user } from '../../db/schema/index.js';

export type LedgerEntry = typeof creditLedger.$inferSelect;
export type NewLedgerEntry = typeof creditLedger.$inferInsert;

/**
 * Serialises every credit write of one user until the transaction ends. It is the lock
 * publishEvent (platform/events/store.ts) takes for the same user: taking it *first* keeps the
 * lock order "events lock, then balance row" for everyone. Otherwise a transaction that
 * publishes some event and then charges could deadlock with a plain charge, which holds the
 * balance row and then waits for the events lock inside publishEvent. Re-entrant, so the later
 * publishEvent in the same transaction passes straight through.
 */
export async function lockUserCredits(q: Queryable, userId: string): Promise<void> {
  await lockUserEvents(q, userId);
}

/** Creates the balance row at zero if it does not exist yet (never overwrites). */
export async function ensureBalanceRow(q: Queryable, userId: string): Promise<void> {
  await q.insert(userCredits).values({ userId }).onConflictDoNothing();
}

export async function readBalance(q: Queryable, userId: string): Promise<number> {
  const [row] = await q
    .select({ balance: userCredits.balance })
    .from(userCredits)
    .where(eq(userCredits.userId, userId));
  return row?.balance ?? 0;
}

/**
 * Adds `delta` (may be negative) to the balance in one statement, but only while the result
 * stays within 0..CREDITS_MAX: the row lock it takes makes check and write one atomic step, so
 * concurrent charges can never overdraw, nor concurrent grants overflow the column. Returns
 * the new balance, or null when the user has no row, too little balance for a negative delta
 * or too much room taken for a positive one (nothing changed).
 */
export async function addToBalanceIfCovered(
  q: Queryable,
  userId: string,
  delta: number,
): Promise<number | null> {
  const withinLimits =
    delta < 0 ? gte(userCredits.balance, -delta) : lte(userCredits.balance, CREDITS_MAX - delta);
  const [row] = await q
    .update(userCredits)
    .set({ balance: sql`${userCredits.balance} + ${delta}`, updatedAt: sql`now()` })
    .where(and(eq(userCredits.userId, userId), withinLimits))
    .returning({ balance: userCredits.balance });
  return row ? row.balance : null;
}

/**
 * Appends a ledger entry unless its idempotency key (or, for a refund, its charge) is already
 * taken. ON CONFLICT DO NOTHING instead of catching the unique violation: on Postgres a failed
 * statement aborts the whole surrounding transaction, which may be the caller's. Returns the
 * new id, or null when an entry with that key or refundOf exists (also one committed by a
 * concurrent transaction while this one waited).
 */
export async function appendLedgerEntry(
  q: Queryable,
  entry: NewLedgerEntry,
): Promise<number | null> {
  const [row] = await q
    .insert(creditLedger)
    .values(entry)
    .onConflictDoNothing()
    .returning({ id: creditLedger.id });
  return row ? row.id : null;
}

export async function findEntryByKey(
  q: Queryable,
  idempotencyKey: string,
): Promise<LedgerEntry | undefined> {
  const [row] = await q
    .select()
    .from(creditLedger)
    .where(eq(creditLedger.idempotencyKey, idempotencyKey));
  return row;
}

export async function findEntryById(q: Queryable, id: number): Promise<LedgerEntry | undefined> {
  const [row] = await q.select().from(creditLedger).where(eq(creditLedger.id, id));
  return row;
}

export async function findRefundOf(
  q: Queryable,
  chargeEntryId: number,
): Promise<LedgerEntry | undefined> {
  const [row] = await q.select().from(creditLedger).where(eq(creditLedger.refundOf, chargeEntryId));
  return row;
}

/** The sum of a user's ledger: what the balance row must always equal. */
export async function sumLedger(q: Queryable, userId: string): Promise<number> {
  const [row] = await q
    .select({ total: sql`coalesce(sum(${creditLedger.amount}), 0)`.mapWith(Number) })
    .from(creditLedger)
    .where(eq(creditLedger.userId, userId));
  return row?.total ?? 0;
}

/** A user's entries, newest first, optionally only those older than `before` (an id). */
export async function listEntries(
  q: Queryable,
  userId: string,
  options: { limit: number; before?: number | undefined },
): Promise<LedgerEntry[]> {
  const ownEntries = eq(creditLedger.userId, userId);
  return q
    .select()
    .from(creditLedger)
    .where(options.before ? and(ownEntries, lt(creditLedger.id, options.before)) : ownEntries)
    .orderBy(desc(creditLedger.id))
    .limit(options.limit);
}

/** Emails are compared case-insensitively: people type them with whatever capitals. */
export async function findUserIdByEmail(q: Queryable, email: string): Promise<string | undefined> {
  const [row] = await q
    .select({ id: user.id })
    .from(user)
    .where(eq(sql`lower(${user.email})`, email.toLowerCase()));
  return row?.id;
}
