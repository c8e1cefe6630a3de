import { and, eq, gte, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { youtubePostShares, youtubeUploadQuota } from '../../db/schema/index.js';

/**
 * The counters of quota.ts (the install's uploads per Pacific day) and share.ts (each user's
 * posts per day): one row per day, taken and given back in single statements.
 */

/**
 * Takes one upload slot of `day` if fewer than `limit` were taken: one statement, so
 * concurrent takers never overshoot (the row lock serialises them). False when the day is full.
 */
export async function takeQuotaSlot(q: Queryable, day: string, limit: number): Promise<boolean> {
  const taken = await q
    .insert(youtubeUploadQuota)
    .values({ day, count: 1 })
    .onConflictDoUpdate({
      target: youtubeUploadQuota.day,
      set: { count: sql`${youtubeUploadQuota.count} + 1`, updatedAt: sql`now()` },
      setWhere: sql`${youtubeUploadQuota.count} < ${limit}`,
    })
    .returning({ count: youtubeUploadQuota.count });
  return taken.length > 0;
}

/** YouTube said quotaExceeded before our count did (other use of the project): day full. */
export async function markQuotaDayFull(q: Queryable, day: string, limit: number): Promise<void> {
  await q
    .insert(youtubeUploadQuota)
    .values({ day, count: limit })
    .onConflictDoUpdate({
      target: youtubeUploadQuota.day,
      set: { count: sql`greatest(${youtubeUploadQuota.count}, ${limit})`, updatedAt: sql`now()` },
    });
}

/** Slots taken on `day` (0 when none). */
export async function quotaUsed(q: Queryable, day: string): Promise<number> {
  const rows = await q
    .select({ count: youtubeUploadQuota.count })
    .from(youtubeUploadQuota)
    .where(eq(youtubeUploadQuota.day, day));
  return rows[0]?.count ?? 0;
}

/**
 * Takes one of the user's posts of `day` if fewer than `limit` were taken: one statement, so
 * concurrent takers in any process never overshoot (the row lock serialises them).
 */
export async function takePostShare(
  q: Queryable,
  userId: string,
  day: string,
  limit: number,
): Promise<boolean> {
  const taken = await q
    .insert(youtubePostShares)
    .values({ userId, day, count: 1 })
    .onConflictDoUpdate({
      target: [youtubePostShares.userId, youtubePostShares.day],
      set: { count: sql`${youtubePostShares.count} + 1` },
      setWhere: sql`${youtubePostShares.count} < ${limit}`,
    })
    .returning({ count: youtubePostShares.count });
  return taken.length > 0;
}

/** Gives one post of `day` back (its post was cancelled); never below zero. */
export async function givePostShareBack(q: Queryable, userId: string, day: string) {
  await q
    .update(youtubePostShares)
    .set({ count: sql`${youtubePostShares.count} - 1` })
    .where(
      and(
        eq(youtubePostShares.userId, userId),
        eq(youtubePostShares.day, day),
        sql`${youtubePostShares.count} > 0`,
      ),
    );
}

/** The user's taken posts from quota day `fromDay` on. */
export function postSharesFrom(
  q: Queryable,
  userId: string,
  fromDay: string,
): Promise<{ day: string; count: number }[]> {
  return q
    .select({ day: youtubePostShares.day, count: youtubePostShares.count })
    .from(youtubePostShares)
    .where(and(eq(youtubePostShares.userId, userId), gte(youtubePostShares.day, fromDay)));
}
