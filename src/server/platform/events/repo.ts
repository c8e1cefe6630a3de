import { and, asc, eq, gt, lt, max, sql } from 'drizzle-orm';
import type { EventEnvelope } from '@shared/events';
import {
  liveEventContract,
  type LiveEventName,
  type LiveEventPayloadInput,
} from '@shared/live-events';
import type { Queryable } from '../../db/client.js';
import { userEvents } from '../../db/schema/index.js';

/** The NOTIFY channel; its payload is `{ "u": userId, "id": eventId }` only (8 kB limit). */
export const EVENTS_CHANNEL = 'user_events';
/** How long events stay for catch-up after a reconnect. */
export const EVENT_RETENTION_HOURS = 24;
const PAGE_SIZE = 200;

/**
 * Serialises one user's event publishers until the transaction ends. Re-entrant within a
 * transaction, so a caller may take it first to fix a lock order (see credits/repo.ts).
 */
export async function lockUserEvents(q: Queryable, userId: string): Promise<void> {
  await q.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`user_events:${userId}`}))`);
}

/**
 * Records an event for one user and notifies listeners. Pass the transaction that makes the
 * change: the row and the NOTIFY then commit (or vanish) together with it. The name is one of
 * the live-event contract's (src/shared/live-events.ts) and the payload's type follows from
 * it; the payload is also parsed against the contract's schema, so what is stored is exactly
 * what clients accept (a mismatch throws and rolls the change back: a bug, not an input).
 */
export async function publishEvent<N extends LiveEventName>(
  q: Queryable,
  userId: string,
  name: N,
  payload: LiveEventPayloadInput<N>,
): Promise<number> {
  const checked = liveEventContract[name].parse(payload);
  // Streams read a user's events by increasing id. Ids are drawn at insert but become visible
  // at commit, so two open transactions for one user could commit out of id order and a
  // stream would skip the earlier id. Serialising a user's publishers until commit prevents it.
  await lockUserEvents(q, userId);
  const [row] = await q
    .insert(userEvents)
    .values({ userId, type: name, payload: checked })
    .returning({ id: userEvents.id });
  if (!row) throw new Error('event insert returned no row');
  const notice = JSON.stringify({ u: userId, id: row.id });
  await q.execute(sql`SELECT pg_notify(${EVENTS_CHANNEL}, ${notice})`);
  return row.id;
}

export async function eventsAfter(
  q: Queryable,
  userId: string,
  afterId: number,
): Promise<EventEnvelope[]> {
  const rows = await q
    .select()
    .from(userEvents)
    .where(and(eq(userEvents.userId, userId), gt(userEvents.id, afterId)))
    .orderBy(asc(userEvents.id))
    .limit(PAGE_SIZE);
  return rows.map((row) => ({
    id: row.id,
    type: row.type,
    payload: row.payload,
    createdAt: row.createdAt.toISOString(),
  }));
}

/** The newest event id of a user (0 when none): where a fresh stream starts. */
export async function latestEventId(q: Queryable, userId: string): Promise<number> {
  const [row] = await q
    .select({ latest: max(userEvents.id) })
    .from(userEvents)
    .where(eq(userEvents.userId, userId));
  return Number(row?.latest ?? 0);
}

export async function pruneEvents(q: Queryable, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - EVENT_RETENTION_HOURS * 3600_000);
  const deleted = await q
    .delete(userEvents)
    .where(lt(userEvents.createdAt, cutoff))
    .returning({ id: userEvents.id });
  return deleted.length;
}
