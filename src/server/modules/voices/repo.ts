import { and, desc, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { userVoices } from '../../db/schema/index.js';
import { isUuid } from '../../platform/http/index.js';

/** user_voices queries: every one scoped to the owner. */

export type UserVoiceRow = typeof userVoices.$inferSelect;
type NewUserVoiceRow = typeof userVoices.$inferInsert;

/** Newest first (spec: created_at descending). */
export function listOwnVoices(
  q: Queryable,
  userId: string,
  limit: number,
): Promise<UserVoiceRow[]> {
  return q
    .select()
    .from(userVoices)
    .where(eq(userVoices.userId, userId))
    .orderBy(desc(userVoices.createdAt), desc(userVoices.id))
    .limit(limit);
}

export async function findOwnVoice(
  q: Queryable,
  userId: string,
  id: string,
): Promise<UserVoiceRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await q
    .select()
    .from(userVoices)
    .where(and(eq(userVoices.id, id), eq(userVoices.userId, userId)));
  return row;
}

/**
 * Adds a default voice; undefined when it is already in the user's list. The partial unique
 * index (user, voice id) over default voices decides, so two tabs adding at once get one row.
 */
export async function insertDefaultVoice(
  q: Queryable,
  row: Pick<NewUserVoiceRow, 'userId' | 'voiceName' | 'elevenlabsVoiceId' | 'engine'>,
): Promise<UserVoiceRow | undefined> {
  const [inserted] = await q
    .insert(userVoices)
    .values({ ...row, isCloned: false })
    .onConflictDoNothing()
    .returning();
  return inserted;
}

export async function insertClonedVoice(
  q: Queryable,
  row: Pick<
    NewUserVoiceRow,
    | 'userId'
    | 'voiceName'
    | 'elevenlabsVoiceId'
    | 'engine'
    | 'sampleAudioPath'
    | 'consentAt'
    | 'approximation'
  >,
): Promise<UserVoiceRow> {
  const [inserted] = await q
    .insert(userVoices)
    .values({ ...row, isCloned: true })
    .returning();
  if (!inserted) throw new Error('user voice insert returned no row');
  return inserted;
}

/** The owner's voice, locked FOR UPDATE to delete it; undefined when missing or not theirs. */
export async function lockOwnVoice(
  db: Queryable,
  userId: string,
  id: string,
): Promise<UserVoiceRow | undefined> {
  const [row] = await db
    .select()
    .from(userVoices)
    .where(and(eq(userVoices.id, id), eq(userVoices.userId, userId)))
    .for('update');
  return row;
}

export async function deleteVoiceRow(db: Queryable, id: string): Promise<void> {
  await db.delete(userVoices).where(eq(userVoices.id, id));
}
