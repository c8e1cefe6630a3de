import { and, count, desc, eq, gte, sql } from 'drizzle-orm';
import type { ScriptEngine } from '@shared/scripts';
import type { Queryable } from '../../db/client.js';
import { podcastScripts, voiceovers } from '../../db/schema/index.js';

/** Queries of podcast_scripts; every one is scoped by its owner. */

export type ScriptRow = typeof podcastScripts.$inferSelect;

/**
 * Serialises one user's script saves until the transaction ends, so that "count today's
 * scripts, then insert" is one step for that user (the daily cap holds under concurrency).
 */
export async function lockUserScripts(q: Queryable, userId: string): Promise<void> {
  await q.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`podcast_scripts:${userId}`}))`);
}

/** Scripts the user saved since the start of the current UTC day (the database's clock). */
export async function countScriptsToday(q: Queryable, userId: string): Promise<number> {
  const startOfUtcDay = sql`(date_trunc('day', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC')`;
  const [row] = await q
    .select({ total: count() })
    .from(podcastScripts)
    .where(and(eq(podcastScripts.userId, userId), gte(podcastScripts.createdAt, startOfUtcDay)));
  return row?.total ?? 0;
}

export async function insertScript(
  q: Queryable,
  row: { userId: string; title: string; topic: string; content: string; engine: ScriptEngine },
): Promise<ScriptRow> {
  const [inserted] = await q.insert(podcastScripts).values(row).returning();
  if (!inserted) throw new Error('podcast script insert returned no row');
  return inserted;
}

/** Newest first. */
export function listOwnScripts(q: Queryable, userId: string, limit: number): Promise<ScriptRow[]> {
  return q
    .select()
    .from(podcastScripts)
    .where(eq(podcastScripts.userId, userId))
    .orderBy(desc(podcastScripts.createdAt), desc(podcastScripts.id))
    .limit(limit);
}

/** Sets the content of one of the user's scripts; undefined when it is not theirs. */
export async function updateOwnScriptContent(
  q: Queryable,
  userId: string,
  id: string,
  content: string,
): Promise<ScriptRow | undefined> {
  const [row] = await q
    .update(podcastScripts)
    .set({ content, updatedAt: sql`now()` })
    .where(and(eq(podcastScripts.id, id), eq(podcastScripts.userId, userId)))
    .returning();
  return row;
}

/** The owner's script, locked FOR UPDATE to delete it; undefined when missing or not theirs. */
export async function lockOwnScript(
  db: Queryable,
  userId: string,
  id: string,
): Promise<ScriptRow | undefined> {
  const [row] = await db
    .select()
    .from(podcastScripts)
    .where(and(eq(podcastScripts.id, id), eq(podcastScripts.userId, userId)))
    .for('update');
  return row;
}

export async function deleteScriptRow(db: Queryable, id: string): Promise<void> {
  await db.delete(podcastScripts).where(eq(podcastScripts.id, id));
}

/** The voiceovers read from one of the owner's scripts, locked FOR UPDATE (the script is being deleted). */
export async function lockVoiceoversOfScript(db: Queryable, userId: string, scriptId: string) {
  return db
    .select()
    .from(voiceovers)
    .where(and(eq(voiceovers.scriptId, scriptId), eq(voiceovers.userId, userId)))
    .for('update');
}
