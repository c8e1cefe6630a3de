import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { podcastScripts, voiceovers } from '../../db/schema/index.js';
import { lockUserEvents } from '../../platform/events/index.js';
import { publishVoiceoverUpdate } from './events.js';
import { isUuid } from '../../platform/http/index.js';

/** Queries of voiceovers: reads and writes are scoped by the owner (the worker's read by id). */

export type VoiceoverRow = typeof voiceovers.$inferSelect;
type NewVoiceoverRow = typeof voiceovers.$inferInsert;

/** Statuses a voiceover is still being made in: the only ones a worker may change. */
const UNFINISHED = ['queued', 'processing'] as const;

/** The user's script; undefined for anyone else's, or an id that is not a uuid. */
export async function findOwnScript(q: Queryable, userId: string, id: string) {
  if (!isUuid(id)) return undefined;
  const [row] = await q
    .select()
    .from(podcastScripts)
    .where(and(eq(podcastScripts.id, id), eq(podcastScripts.userId, userId)));
  return row;
}

export async function insertVoiceover(q: Queryable, row: NewVoiceoverRow): Promise<VoiceoverRow> {
  const [inserted] = await q.insert(voiceovers).values(row).returning();
  if (!inserted) throw new Error('voiceover insert returned no row');
  await publishVoiceoverUpdate(q, inserted);
  return inserted;
}

/** One script's voiceovers, newest first. */
export function listOwnVoiceovers(
  q: Queryable,
  userId: string,
  scriptId: string,
  limit: number,
): Promise<VoiceoverRow[]> {
  return q
    .select()
    .from(voiceovers)
    .where(and(eq(voiceovers.userId, userId), eq(voiceovers.scriptId, scriptId)))
    .orderBy(desc(voiceovers.createdAt), desc(voiceovers.id))
    .limit(limit);
}

export async function findOwnVoiceover(
  q: Queryable,
  userId: string,
  id: string,
): Promise<VoiceoverRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await q
    .select()
    .from(voiceovers)
    .where(and(eq(voiceovers.id, id), eq(voiceovers.userId, userId)));
  return row;
}

/** The worker's read by id (its payload carries only the id); its writes stay owner-scoped. */
export async function findVoiceoverForWorker(
  q: Queryable,
  id: string,
): Promise<VoiceoverRow | undefined> {
  const [row] = await q.select().from(voiceovers).where(eq(voiceovers.id, id));
  return row;
}

type VoiceoverChange = Partial<
  Pick<
    VoiceoverRow,
    | 'status'
    | 'error'
    | 'refunded'
    | 'audioKey'
    | 'durationMs'
    | 'captionTiming'
    | 'captions'
    | 'wordTimings'
    | 'completedAt'
  >
>;

/**
 * Changes a voiceover that is still unfinished and announces a status change in the same
 * transaction; undefined when it had finished meanwhile (a stale attempt changes nothing).
 */
export async function updateUnfinishedVoiceover(
  q: Queryable,
  row: { id: string; userId: string },
  change: VoiceoverChange,
): Promise<VoiceoverRow | undefined> {
  // The user's events lock before the row: the order credits and events take them in too.
  await lockUserEvents(q, row.userId);
  const [updated] = await q
    .update(voiceovers)
    .set({ ...change, updatedAt: sql`now()` })
    .where(
      and(
        eq(voiceovers.id, row.id),
        eq(voiceovers.userId, row.userId),
        inArray(voiceovers.status, [...UNFINISHED]),
      ),
    )
    .returning();
  if (updated && change.status !== undefined) await publishVoiceoverUpdate(q, updated);
  return updated;
}

/** The owner's voiceover, locked FOR UPDATE to delete it; undefined when missing or not theirs. */
export async function lockOwnVoiceover(
  db: Queryable,
  userId: string,
  id: string,
): Promise<VoiceoverRow | undefined> {
  const [row] = await db
    .select()
    .from(voiceovers)
    .where(and(eq(voiceovers.id, id), eq(voiceovers.userId, userId)))
    .for('update');
  return row;
}

export async function deleteVoiceoverRow(db: Queryable, id: string): Promise<void> {
  await db.delete(voiceovers).where(eq(voiceovers.id, id));
}
