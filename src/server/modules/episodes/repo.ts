import { and, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { EpisodeStatus } from '@shared/episodes';
import type { TranscriptWord } from '@shared/transcripts';
import type { Queryable } from '../../db/client.js';
import { episodes, episodeTranscripts } from '../../db/schema/index.js';
import { lockUserEvents } from '../../platform/events/index.js';
import { isUuid } from '../../platform/http/index.js';
import { publishEpisodeUpdate } from './events.js';

/** Queries of episodes: reads and writes are scoped by the owner (the worker's read by id). */

export type EpisodeRow = typeof episodes.$inferSelect;
type NewEpisodeRow = typeof episodes.$inferInsert;
type EpisodeChange = Partial<Omit<EpisodeRow, 'id' | 'userId' | 'createdAt' | 'updatedAt'>>;

/** Statuses an analysis is still under way in: the only ones its job may change. */
const ANALYSING: EpisodeStatus[] = ['queued', 'transcribing', 'finding'];

export async function insertEpisode(q: Queryable, row: NewEpisodeRow): Promise<EpisodeRow> {
  const [inserted] = await q.insert(episodes).values(row).returning();
  if (!inserted) throw new Error('episode insert returned no row');
  await publishEpisodeUpdate(q, inserted);
  return inserted;
}

export function listOwnEpisodes(q: Queryable, userId: string, limit: number) {
  return q
    .select()
    .from(episodes)
    .where(eq(episodes.userId, userId))
    .orderBy(desc(episodes.createdAt), desc(episodes.id))
    .limit(limit);
}

/** The user's episode; undefined for anyone else's, or an id that is not a uuid. */
export async function findOwnEpisode(
  q: Queryable,
  userId: string,
  id: string,
): Promise<EpisodeRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await q
    .select()
    .from(episodes)
    .where(and(eq(episodes.id, id), eq(episodes.userId, userId)));
  return row;
}

/** The worker's read by id (its payload carries only the id); its writes stay owner-scoped. */
export async function findEpisodeForWorker(
  q: Queryable,
  id: string,
): Promise<EpisodeRow | undefined> {
  const [row] = await q.select().from(episodes).where(eq(episodes.id, id));
  return row;
}

/** An episode's words; null when it has none (no engine, or not transcribed yet). */
export async function findWords(
  q: Queryable,
  row: { id: string; userId: string },
): Promise<TranscriptWord[] | null> {
  const [found] = await q
    .select({ words: episodeTranscripts.words })
    .from(episodeTranscripts)
    .where(
      and(eq(episodeTranscripts.episodeId, row.id), eq(episodeTranscripts.userId, row.userId)),
    );
  return found?.words ?? null;
}

export async function insertWords(
  q: Queryable,
  row: { id: string; userId: string },
  words: TranscriptWord[],
): Promise<void> {
  await q
    .insert(episodeTranscripts)
    .values({ episodeId: row.id, userId: row.userId, words })
    .onConflictDoUpdate({ target: episodeTranscripts.episodeId, set: { words } });
}

async function updateWhere(
  q: Queryable,
  row: { id: string; userId: string },
  change: EpisodeChange,
  guard: ReturnType<typeof and>,
): Promise<EpisodeRow | undefined> {
  // The user's events lock before the row: the order credits and events take them in too.
  await lockUserEvents(q, row.userId);
  const [updated] = await q
    .update(episodes)
    .set({ ...change, updatedAt: sql`now()` })
    .where(and(eq(episodes.id, row.id), eq(episodes.userId, row.userId), guard))
    .returning();
  if (updated && (change.status !== undefined || change.progress !== undefined)) {
    await publishEpisodeUpdate(q, updated);
  }
  return updated;
}

/**
 * Changes an episode whose analysis is still under way (and announces it in the same
 * transaction); undefined when it had ended meanwhile: a stale attempt changes nothing.
 */
export function updateAnalysingEpisode(
  q: Queryable,
  row: { id: string; userId: string },
  change: EpisodeChange,
): Promise<EpisodeRow | undefined> {
  return updateWhere(
    q,
    row,
    change,
    and(isNull(episodes.completedAt), inArray(episodes.status, ANALYSING)),
  );
}

/**
 * Changes an analysed episode in `from` (finding its moments again); undefined when it is
 * not in that state, so two requests or a stale job change nothing.
 */
export function updateAnalysedEpisode(
  q: Queryable,
  row: { id: string; userId: string },
  from: EpisodeStatus,
  change: EpisodeChange,
): Promise<EpisodeRow | undefined> {
  return updateWhere(
    q,
    row,
    change,
    and(isNotNull(episodes.completedAt), eq(episodes.status, from)),
  );
}

/** The owner's episode, locked FOR UPDATE to delete it; undefined when missing or not theirs. */
export async function lockOwnEpisode(
  q: Queryable,
  userId: string,
  id: string,
): Promise<EpisodeRow | undefined> {
  const [row] = await q
    .select()
    .from(episodes)
    .where(and(eq(episodes.id, id), eq(episodes.userId, userId)))
    .for('update');
  return row;
}

export async function deleteEpisodeRow(q: Queryable, id: string): Promise<void> {
  await q.delete(episodes).where(eq(episodes.id, id));
}
