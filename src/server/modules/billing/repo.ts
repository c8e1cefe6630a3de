import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import {
  accountFlags,
  checkoutSessions,
  freeDailyUsage,
  payments,
  subscriptions,
  webhookEvents,
} from '../../db/schema/index.js';
import { isUuid } from '../../platform/http/index.js';

export type CheckoutSessionRow = typeof checkoutSessions.$inferSelect;
export type NewCheckoutSession = typeof checkoutSessions.$inferInsert;
export type PaymentRow = typeof payments.$inferSelect;
export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type AccountFlagKind = (typeof accountFlags.$inferInsert)['kind'];

export async function insertCheckoutSession(q: Queryable, row: NewCheckoutSession): Promise<void> {
  await q.insert(checkoutSessions).values(row);
}

/** Ids arrive from URLs and provider metadata: a malformed one is simply not found. */
export async function findCheckoutSession(
  q: Queryable,
  id: string,
): Promise<CheckoutSessionRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await q.select().from(checkoutSessions).where(eq(checkoutSessions.id, id));
  return row;
}

/** Owner-scoped: another user's id reads as missing. */
export async function findOwnCheckoutSession(
  q: Queryable,
  userId: string,
  id: string,
): Promise<CheckoutSessionRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await q
    .select()
    .from(checkoutSessions)
    .where(and(eq(checkoutSessions.id, id), eq(checkoutSessions.userId, userId)));
  return row;
}

/**
 * The owner's session, row-locked until the transaction ends: the offline checkout's pay and
 * cancel decide on its status one at a time, so two concurrent calls cannot both see "open".
 */
export async function lockOwnCheckoutSession(
  q: Queryable,
  userId: string,
  id: string,
): Promise<CheckoutSessionRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await q
    .select()
    .from(checkoutSessions)
    .where(and(eq(checkoutSessions.id, id), eq(checkoutSessions.userId, userId)))
    .for('update');
  return row;
}

export async function setProviderSessionId(
  q: Queryable,
  id: string,
  providerSessionId: string,
): Promise<void> {
  await q.update(checkoutSessions).set({ providerSessionId }).where(eq(checkoutSessions.id, id));
}

/** open -> complete or expired; a session never leaves `complete`. */
export async function setCheckoutStatus(
  q: Queryable,
  id: string,
  status: 'complete' | 'expired',
): Promise<void> {
  await q
    .update(checkoutSessions)
    .set(status === 'complete' ? { status, completedAt: sql`now()` } : { status })
    .where(and(eq(checkoutSessions.id, id), sql`${checkoutSessions.status} <> 'complete'`));
}

/** Records an event id; false when it was already recorded (a redelivery). */
export async function recordWebhookEvent(
  q: Queryable,
  event: { id: string; type: string },
): Promise<boolean> {
  const rows = await q
    .insert(webhookEvents)
    .values({ id: event.id, type: event.type, processedAt: sql`now()` })
    .onConflictDoNothing()
    .returning({ id: webhookEvents.id });
  return rows.length > 0;
}

/**
 * Inserts the payment unless its provider payment id is known. A concurrent insert of the same
 * id waits for the other transaction and then inserts nothing. Returns the new row's id or null.
 */
export async function insertPaymentOnce(
  q: Queryable,
  payment: Omit<typeof payments.$inferInsert, 'id'>,
): Promise<string | null> {
  const [row] = await q
    .insert(payments)
    .values({ id: randomUUID(), ...payment })
    .onConflictDoNothing({ target: payments.providerPaymentId })
    .returning({ id: payments.id });
  return row?.id ?? null;
}

export async function setPaymentGrantEntry(
  q: Queryable,
  id: string,
  grantEntryId: number,
): Promise<void> {
  await q.update(payments).set({ grantEntryId }).where(eq(payments.id, id));
}

/** The payment, row-locked until the transaction ends (refunds apply one at a time). */
export async function lockPaymentByProviderId(
  q: Queryable,
  providerPaymentId: string,
): Promise<PaymentRow | undefined> {
  const [row] = await q
    .select()
    .from(payments)
    .where(eq(payments.providerPaymentId, providerPaymentId))
    .for('update');
  return row;
}

export async function updatePaymentReversal(
  q: Queryable,
  id: string,
  fields: Pick<PaymentRow, 'status' | 'refundedCents' | 'disputedCents' | 'creditsReversed'>,
): Promise<void> {
  await q
    .update(payments)
    .set({ ...fields, updatedAt: sql`now()` })
    .where(eq(payments.id, id));
}

/** One flag per (event, kind): a redelivered event cannot flag twice. */
export async function insertAccountFlag(
  q: Queryable,
  flag: { userId: string; kind: AccountFlagKind; detail: string; sourceEventId: string },
): Promise<void> {
  await q
    .insert(accountFlags)
    .values({ id: randomUUID(), ...flag })
    .onConflictDoNothing();
}

export async function findSubscriptionByUser(
  q: Queryable,
  userId: string,
): Promise<SubscriptionRow | undefined> {
  const [row] = await q.select().from(subscriptions).where(eq(subscriptions.userId, userId));
  return row;
}

export async function findSubscriptionByProviderId(
  q: Queryable,
  providerSubscriptionId: string,
): Promise<SubscriptionRow | undefined> {
  const [row] = await q
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.providerSubscriptionId, providerSubscriptionId));
  return row;
}

export async function upsertSubscription(
  q: Queryable,
  row: typeof subscriptions.$inferInsert,
): Promise<void> {
  const { userId: _userId, ...changes } = row;
  await q
    .insert(subscriptions)
    .values(row)
    .onConflictDoUpdate({
      target: subscriptions.userId,
      set: { ...changes, updatedAt: sql`now()` },
    });
}

export async function freeVideosUsed(q: Queryable, userId: string, day: string): Promise<number> {
  const [row] = await q
    .select({ count: freeDailyUsage.count })
    .from(freeDailyUsage)
    .where(and(eq(freeDailyUsage.userId, userId), eq(freeDailyUsage.day, day)));
  return row?.count ?? 0;
}

/** Sets a day's count; callers hold the user's lock, having read the count under it. */
export async function setFreeVideosUsed(
  q: Queryable,
  input: { userId: string; day: string; count: number },
): Promise<void> {
  await q
    .insert(freeDailyUsage)
    .values(input)
    .onConflictDoUpdate({
      target: [freeDailyUsage.userId, freeDailyUsage.day],
      set: { count: input.count },
    });
}
