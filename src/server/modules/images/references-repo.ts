import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { ACTIVE_REFERENCE_STATUSES, type ReferenceStatus } from '@shared/images';
import type { Queryable } from '../../db/client.js';
import {
  customReferences,
  type CustomReferenceRow,
  type NewCustomReferenceRow,
} from '../../db/schema/index.js';
import { lockUserEvents } from '../../platform/events/index.js';
import { publishAssetUpdate } from './events.js';
import type { OwnedRow } from '../../platform/paid-work/index.js';

export type { CustomReferenceRow } from '../../db/schema/index.js';

export async function insertReference(
  q: Queryable,
  row: NewCustomReferenceRow,
): Promise<CustomReferenceRow> {
  const [inserted] = await q.insert(customReferences).values(row).returning();
  if (!inserted) throw new Error('custom reference insert returned no row');
  return inserted;
}

export async function findOwnReference(
  q: Queryable,
  userId: string,
  id: string,
): Promise<CustomReferenceRow | undefined> {
  const [row] = await q
    .select()
    .from(customReferences)
    .where(and(eq(customReferences.id, id), eq(customReferences.userId, userId)));
  return row;
}

/** Newest first ("My Characters"). */
export function listOwnReferences(
  q: Queryable,
  userId: string,
  limit: number,
): Promise<CustomReferenceRow[]> {
  return q
    .select()
    .from(customReferences)
    .where(eq(customReferences.userId, userId))
    .orderBy(desc(customReferences.createdAt), desc(customReferences.id))
    .limit(limit);
}

/** The worker's read by id (the payload carries only the id); writes stay owner-scoped. */
export async function findReferenceForWorker(
  q: Queryable,
  id: string,
): Promise<CustomReferenceRow | undefined> {
  const [row] = await q.select().from(customReferences).where(eq(customReferences.id, id));
  return row;
}

type ReferenceChange = Partial<
  Pick<
    CustomReferenceRow,
    'status' | 'error' | 'startedAt' | 'completedAt' | 'thumbnailKey' | 'palette' | 'vendorId'
  >
>;

/**
 * Changes a reference still in one of `whileIn` (by default: not finished) and announces a
 * status change in the same transaction; undefined when it had moved on meanwhile.
 */
export async function updateReference(
  q: Queryable,
  reference: OwnedRow,
  change: ReferenceChange,
  whileIn: readonly ReferenceStatus[] = ACTIVE_REFERENCE_STATUSES,
): Promise<CustomReferenceRow | undefined> {
  await lockUserEvents(q, reference.userId);
  const [row] = await q
    .update(customReferences)
    .set({ ...change, updatedAt: sql`now()` })
    .where(
      and(
        eq(customReferences.id, reference.id),
        eq(customReferences.userId, reference.userId),
        inArray(customReferences.status, [...whileIn]),
      ),
    )
    .returning();
  if (row && change.status !== undefined) await publishAssetUpdate(q, row, 'reference');
  return row;
}

export async function saveReferenceVendorRef(
  q: Queryable,
  reference: OwnedRow,
  vendorRef: string,
): Promise<void> {
  await q
    .update(customReferences)
    .set({ vendorRef, updatedAt: sql`now()` })
    .where(
      and(eq(customReferences.id, reference.id), eq(customReferences.userId, reference.userId)),
    );
}

/** Renames the owner's reference; undefined when it is not theirs (or gone). */
export async function renameOwnReference(
  q: Queryable,
  userId: string,
  id: string,
  name: string,
): Promise<CustomReferenceRow | undefined> {
  const [row] = await q
    .update(customReferences)
    .set({ name, updatedAt: sql`now()` })
    .where(and(eq(customReferences.id, id), eq(customReferences.userId, userId)))
    .returning();
  return row;
}

/** The owner's reference, locked FOR UPDATE to delete it; undefined when missing or not theirs. */
export async function lockOwnReference(
  db: Queryable,
  userId: string,
  id: string,
): Promise<CustomReferenceRow | undefined> {
  const [row] = await db
    .select()
    .from(customReferences)
    .where(and(eq(customReferences.id, id), eq(customReferences.userId, userId)))
    .for('update');
  return row;
}

export async function deleteReferenceRow(db: Queryable, id: string): Promise<void> {
  await db.delete(customReferences).where(eq(customReferences.id, id));
}
