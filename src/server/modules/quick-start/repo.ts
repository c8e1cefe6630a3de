import { and, asc, desc, eq, gte, sql } from 'drizzle-orm';
import type { VideoSourceFlow } from '@shared/videos';
import type { Queryable } from '../../db/client.js';
import {
  quickStarts,
  socialConnections,
  videoJobs,
  type QuickStartRow,
  type VideoJobRow,
} from '../../db/schema/index.js';

export type { QuickStartRow, VideoJobRow };

/** The user's wizard row (made at step 1 on first read). */
export async function ensureQuickStart(q: Queryable, userId: string): Promise<QuickStartRow> {
  await q.insert(quickStarts).values({ userId }).onConflictDoNothing();
  const [row] = await q.select().from(quickStarts).where(eq(quickStarts.userId, userId));
  if (!row) throw new Error('quick_starts row missing after insert');
  return row;
}

export async function updateQuickStart(
  q: Queryable,
  userId: string,
  change: Partial<Pick<QuickStartRow, 'step' | 'batchStartedAt' | 'googleDriveLink'>>,
): Promise<QuickStartRow> {
  await ensureQuickStart(q, userId);
  const [row] = await q
    .update(quickStarts)
    .set({ ...change, updatedAt: sql`now()` })
    .where(eq(quickStarts.userId, userId))
    .returning();
  if (!row) throw new Error('quick_starts row missing on update');
  return row;
}

/** A simple flow's last `limit` jobs, newest first. */
export function listFlowJobs(
  q: Queryable,
  userId: string,
  flow: VideoSourceFlow,
  limit: number,
): Promise<VideoJobRow[]> {
  return q
    .select()
    .from(videoJobs)
    .where(and(eq(videoJobs.userId, userId), eq(videoJobs.sourceFlow, flow)))
    .orderBy(desc(videoJobs.createdAt), desc(videoJobs.id))
    .limit(limit);
}

/** The wizard batch's jobs: quick-start jobs made since it began, oldest first. */
export function listBatchJobs(
  q: Queryable,
  userId: string,
  since: Date,
  limit: number,
): Promise<VideoJobRow[]> {
  return q
    .select()
    .from(videoJobs)
    .where(
      and(
        eq(videoJobs.userId, userId),
        eq(videoJobs.sourceFlow, 'quick-start'),
        gte(videoJobs.createdAt, since),
      ),
    )
    .orderBy(asc(videoJobs.createdAt), asc(videoJobs.id))
    .limit(limit);
}

/** One of the user's simple-flow jobs (a studio job is not this module's to touch). */
export async function findOwnFlowJob(
  q: Queryable,
  userId: string,
  id: string,
): Promise<VideoJobRow | undefined> {
  const [row] = await q
    .select()
    .from(videoJobs)
    .where(
      and(
        eq(videoJobs.id, id),
        eq(videoJobs.userId, userId),
        sql`${videoJobs.sourceFlow} IS NOT NULL`,
      ),
    );
  return row;
}

/**
 * Sets a quick-start job's publish time and answers the row as it is now. The update takes the
 * row's lock: a success being recorded at the same moment is either seen here (the row comes
 * back succeeded, and the caller posts it) or sees this time (and its auto post uses it).
 */
export async function setPublishAt(
  q: Queryable,
  userId: string,
  id: string,
  publishAt: Date,
): Promise<VideoJobRow | undefined> {
  const [row] = await q
    .update(videoJobs)
    .set({ publishAt, updatedAt: sql`now()` })
    .where(
      and(
        eq(videoJobs.id, id),
        eq(videoJobs.userId, userId),
        eq(videoJobs.sourceFlow, 'quick-start'),
      ),
    )
    .returning();
  return row;
}

export async function findYouTubeConnection(q: Queryable, userId: string) {
  const [row] = await q
    .select({ status: socialConnections.status, accountName: socialConnections.accountName })
    .from(socialConnections)
    .where(and(eq(socialConnections.userId, userId), eq(socialConnections.platform, 'youtube')));
  return row;
}
