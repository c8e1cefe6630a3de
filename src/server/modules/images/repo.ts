import { and, desc, eq, getTableColumns, notInArray, sql } from 'drizzle-orm';
import { FINAL_JOB_STATUSES } from '@shared/job-statuses';
import type { Queryable } from '../../db/client.js';
import {
  imageJobs,
  imageStyles,
  type ImageJobRow,
  type NewImageJobRow,
} from '../../db/schema/index.js';
import { lockUserEvents } from '../../platform/events/index.js';
import { publishAssetUpdate } from './events.js';
import type { OwnedRow } from '../../platform/paid-work/index.js';

export type { ImageJobRow } from '../../db/schema/index.js';

export type { OwnedRow } from '../../platform/paid-work/index.js';

/** An image job with its style's name, as the studio lists it. */
export type ImageJobWithStyle = ImageJobRow & { styleName: string | null };

export async function insertImageJob(q: Queryable, row: NewImageJobRow): Promise<ImageJobRow> {
  const [inserted] = await q.insert(imageJobs).values(row).returning();
  if (!inserted) throw new Error('image job insert returned no row');
  await publishAssetUpdate(q, inserted, 'image');
  return inserted;
}

const withStyleName = () => ({ ...getTableColumns(imageJobs), styleName: imageStyles.name });

export async function findOwnImageJob(
  q: Queryable,
  userId: string,
  id: string,
): Promise<ImageJobWithStyle | undefined> {
  const [row] = await q
    .select(withStyleName())
    .from(imageJobs)
    .leftJoin(imageStyles, eq(imageStyles.id, imageJobs.styleId))
    .where(and(eq(imageJobs.id, id), eq(imageJobs.userId, userId)));
  return row;
}

/** Newest first (the studio's "Your Images"). */
export function listOwnImageJobs(
  q: Queryable,
  userId: string,
  limit: number,
): Promise<ImageJobWithStyle[]> {
  return q
    .select(withStyleName())
    .from(imageJobs)
    .leftJoin(imageStyles, eq(imageStyles.id, imageJobs.styleId))
    .where(eq(imageJobs.userId, userId))
    .orderBy(desc(imageJobs.createdAt), desc(imageJobs.id))
    .limit(limit);
}

/**
 * The worker's read: a job payload carries only the id, so this is the one lookup that does
 * not start from a session. Every write after it is scoped by the row's owner.
 */
export async function findImageJobForWorker(
  q: Queryable,
  id: string,
): Promise<ImageJobRow | undefined> {
  const [row] = await q.select().from(imageJobs).where(eq(imageJobs.id, id));
  return row;
}

type ImageJobChange = Partial<
  Pick<ImageJobRow, 'status' | 'error' | 'refunded' | 'startedAt' | 'completedAt' | 'outputKey'>
>;

/**
 * Changes a job that is not finished yet and announces a status change in the same
 * transaction. Undefined when the job had already finished (a stale attempt changes nothing).
 */
export async function updateImageJob(
  q: Queryable,
  job: OwnedRow,
  change: ImageJobChange,
): Promise<ImageJobRow | undefined> {
  // The user's events lock first, then the row: the lock order credits and events use too.
  await lockUserEvents(q, job.userId);
  const [row] = await q
    .update(imageJobs)
    .set({ ...change, updatedAt: sql`now()` })
    .where(
      and(
        eq(imageJobs.id, job.id),
        eq(imageJobs.userId, job.userId),
        notInArray(imageJobs.status, [...FINAL_JOB_STATUSES]),
      ),
    )
    .returning();
  if (row && change.status !== undefined) await publishAssetUpdate(q, row, 'image');
  return row;
}

/** Saves a vendor's handle without touching status or announcing anything. */
export async function saveImageJobVendorRef(
  q: Queryable,
  job: OwnedRow,
  vendorRef: string,
): Promise<void> {
  await q
    .update(imageJobs)
    .set({ vendorRef, updatedAt: sql`now()` })
    .where(and(eq(imageJobs.id, job.id), eq(imageJobs.userId, job.userId)));
}

/** The owner's image, locked FOR UPDATE to delete it; undefined when missing or not theirs. */
export async function lockOwnImageJob(
  db: Queryable,
  userId: string,
  id: string,
): Promise<ImageJobRow | undefined> {
  const [row] = await db
    .select()
    .from(imageJobs)
    .where(and(eq(imageJobs.id, id), eq(imageJobs.userId, userId)))
    .for('update');
  return row;
}

export async function deleteImageJobRow(db: Queryable, id: string): Promise<void> {
  await db.delete(imageJobs).where(eq(imageJobs.id, id));
}
