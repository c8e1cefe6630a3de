import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { clientPhotos } from '../../db/schema/index.js';
import { isUuid } from '../../platform/http/index.js';

export type PhotoRow = typeof clientPhotos.$inferSelect;
export type NewPhotoRow = typeof clientPhotos.$inferInsert;

/** Every query here is scoped to one owner: a photo is only ever read or changed by its owner. */

/** What insertPhotos wrote, and the photos it left out because the library holds them. */
export interface InsertedPhotos {
  rows: PhotoRow[];
  duplicates: NewPhotoRow[];
}

/**
 * Inserts photos in the order given, each image once per library: a photo whose bytes (its
 * content hash) the owner already has, or that came earlier in the same list, is left out and
 * answered in `duplicates`. The unique index decides between uploads at once: the second
 * insert waits for the first to commit, then adds nothing. Rows of one statement share now(),
 * so each is stamped a microsecond after the one before: the library lists them newest first
 * in a stable order (the last photo of an upload first) instead of by random id.
 */
export async function insertPhotos(q: Queryable, rows: NewPhotoRow[]): Promise<InsertedPhotos> {
  const seen = new Set<string>();
  const candidates = rows.filter((row) => {
    if (!row.contentHash) return true;
    const key = `${row.userId}:${row.contentHash}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  const stamped = candidates.map((row, index) => ({
    ...row,
    createdAt: sql`now() + ${`${index} microseconds`}::interval`,
  }));
  const inserted =
    stamped.length === 0
      ? []
      : await q
          .insert(clientPhotos)
          .values(stamped)
          .onConflictDoNothing({ target: [clientPhotos.userId, clientPhotos.contentHash] })
          .returning();
  const keys = new Set(inserted.map((row) => row.storageKey));
  return { rows: inserted, duplicates: rows.filter((row) => !keys.has(row.storageKey)) };
}

/** Newest first; the id breaks ties between photos added in one request. */
export async function listOwnPhotos(
  q: Queryable,
  userId: string,
  limit: number,
): Promise<PhotoRow[]> {
  return q
    .select()
    .from(clientPhotos)
    .where(eq(clientPhotos.userId, userId))
    .orderBy(desc(clientPhotos.createdAt), desc(clientPhotos.id))
    .limit(limit);
}

export async function countOwnPhotos(q: Queryable, userId: string): Promise<number> {
  const [row] = await q
    .select({ count: count() })
    .from(clientPhotos)
    .where(eq(clientPhotos.userId, userId));
  return Number(row?.count ?? 0);
}

/**
 * The caller's photo, or undefined for anyone else's, an unknown id and a malformed one (which
 * would not fit the uuid column: decision 025's one id rule).
 */
export async function findOwnPhoto(
  q: Queryable,
  userId: string,
  id: string,
): Promise<PhotoRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await q
    .select()
    .from(clientPhotos)
    .where(and(eq(clientPhotos.id, id), eq(clientPhotos.userId, userId)));
  return row;
}

/** Deletes the caller's photo and answers what it was (its keys); undefined when not theirs. */
export async function deleteOwnPhoto(
  q: Queryable,
  userId: string,
  id: string,
): Promise<PhotoRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await q
    .delete(clientPhotos)
    .where(and(eq(clientPhotos.id, id), eq(clientPhotos.userId, userId)))
    .returning();
  return row;
}
