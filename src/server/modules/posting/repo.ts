import { and, count, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { POST_UPDATED_EVENT, type PostingPlatform, type PostStatus } from '@shared/posting';
import type { Queryable } from '../../db/client.js';
import {
  autoPostSettings,
  postedVideos,
  socialConnections,
  subscriptions,
  videoJobs,
  type AutoPostSettingsRow,
  type NewPostedVideoRow,
  type PostedVideoRow,
} from '../../db/schema/index.js';
import { lockUserEvents, publishEvent } from '../../platform/events/index.js';

export type { AutoPostSettingsRow, PostedVideoRow } from '../../db/schema/index.js';

/** The owner's identity of a post: every write after the worker's read is scoped by both. */
export interface OwnedPost {
  id: string;
  userId: string;
}

/** Newest first; Analytics lists every post, so a generous bound rather than paging. */
const LIST_LIMIT = 500;

export async function insertPost(q: Queryable, row: NewPostedVideoRow): Promise<PostedVideoRow> {
  const [inserted] = await q.insert(postedVideos).values(row).returning();
  if (!inserted) throw new Error('post insert returned no row');
  await publishPostUpdate(q, inserted);
  return inserted;
}

/**
 * Inserts the auto post of a video unless it has one already (the partial unique index on
 * video and platform where auto): undefined when it had, so a repeated or concurrent success
 * queues nothing more. A concurrent inserter waits for the first to commit, then does nothing.
 */
export async function insertAutoPostOnce(
  q: Queryable,
  row: NewPostedVideoRow & { auto: true },
): Promise<PostedVideoRow | undefined> {
  const [inserted] = await q
    .insert(postedVideos)
    .values(row)
    .onConflictDoNothing({
      target: [postedVideos.videoJobId, postedVideos.platform],
      where: sql`${postedVideos.auto}`,
    })
    .returning();
  return inserted;
}

export async function findOwnPost(
  q: Queryable,
  userId: string,
  id: string,
): Promise<PostedVideoRow | undefined> {
  const [row] = await q
    .select()
    .from(postedVideos)
    .where(and(eq(postedVideos.id, id), eq(postedVideos.userId, userId)));
  return row;
}

/** The worker's read: a job payload carries only the id. */
export async function findPostForWorker(
  q: Queryable,
  id: string,
): Promise<PostedVideoRow | undefined> {
  const [row] = await q.select().from(postedVideos).where(eq(postedVideos.id, id));
  return row;
}

export function listOwnPosts(q: Queryable, userId: string): Promise<PostedVideoRow[]> {
  return q
    .select()
    .from(postedVideos)
    .where(eq(postedVideos.userId, userId))
    .orderBy(desc(postedVideos.createdAt), desc(postedVideos.id))
    .limit(LIST_LIMIT);
}

export type PostChange = Partial<
  Omit<PostedVideoRow, 'id' | 'userId' | 'videoJobId' | 'platform' | 'auto' | 'createdAt'>
>;

/**
 * Changes a post that is in one of `whileIn` (and, with `jobId`, still moved on by that job)
 * and publishes the owner's live event in the same transaction when its status changed.
 * Returns the updated row, or undefined when the post had moved on (a cancel, a stale job).
 */
export async function updatePost(
  q: Queryable,
  post: OwnedPost,
  change: PostChange,
  guard: { whileIn: readonly PostStatus[]; jobId?: string | undefined },
): Promise<PostedVideoRow | undefined> {
  // The user's events lock first, then the row: the order every publisher takes them in.
  await lockUserEvents(q, post.userId);
  const conditions = [
    eq(postedVideos.id, post.id),
    eq(postedVideos.userId, post.userId),
    inArray(postedVideos.status, [...guard.whileIn]),
  ];
  if (guard.jobId !== undefined) conditions.push(eq(postedVideos.jobId, guard.jobId));
  const [row] = await q
    .update(postedVideos)
    .set({ ...change, updatedAt: sql`now()` })
    .where(and(...conditions))
    .returning();
  if (row && change.status !== undefined) await publishPostUpdate(q, row);
  return row;
}

export async function publishPostUpdate(q: Queryable, row: PostedVideoRow): Promise<void> {
  await publishEvent(q, row.userId, POST_UPDATED_EVENT, {
    id: row.id,
    videoJobId: row.videoJobId,
    platform: row.platform,
    status: row.status,
    auto: row.auto,
    failureReason: row.failureReason,
  });
}

/** How many of the user's posts are in each status (get_user_posting_stats). */
export async function countPostsByStatus(
  q: Queryable,
  userId: string,
): Promise<Map<PostStatus, number>> {
  const rows = await q
    .select({ status: postedVideos.status, posts: count() })
    .from(postedVideos)
    .where(eq(postedVideos.userId, userId))
    .groupBy(postedVideos.status);
  return new Map(rows.map((row) => [row.status, Number(row.posts)]));
}

/**
 * Locks the video's row until the transaction ends: every transaction that makes a post of
 * it takes this first, so concurrent posts of one video are decided one after the other.
 */
export async function lockVideoForPosting(q: Queryable, videoId: string): Promise<void> {
  await q
    .select({ id: videoJobs.id })
    .from(videoJobs)
    .where(eq(videoJobs.id, videoId))
    .for('update');
}

/** Posts of the video to the platform that are on YouTube or on their way (not failed, not cancelled). */
export async function findLivePostsOf(
  q: Queryable,
  videoId: string,
  platform: PostingPlatform,
): Promise<PostedVideoRow[]> {
  return q
    .select()
    .from(postedVideos)
    .where(
      and(
        eq(postedVideos.videoJobId, videoId),
        eq(postedVideos.platform, platform),
        notInArray(postedVideos.status, ['failed', 'cancelled']),
      ),
    );
}

// --- Plans (the billing module's table, read only) ----------------------------------------------

/** The user has a plan subscription in force (a larger share of the daily posts). */
export async function hasActivePlan(q: Queryable, userId: string): Promise<boolean> {
  const [row] = await q
    .select({ userId: subscriptions.userId })
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), eq(subscriptions.status, 'active')));
  return row !== undefined;
}

// --- Connections (the social module's table, read only) -----------------------------------------

export interface ConnectionView {
  id: string;
  status: 'connected' | 'reconnect_needed';
  statusReason: string | null;
}

/** The user's connection to a platform, if any (its tokens are the social module's business). */
export async function findConnection(
  q: Queryable,
  userId: string,
  platform: PostingPlatform,
): Promise<ConnectionView | undefined> {
  const [row] = await q
    .select({
      id: socialConnections.id,
      status: socialConnections.status,
      statusReason: socialConnections.statusReason,
    })
    .from(socialConnections)
    .where(and(eq(socialConnections.userId, userId), eq(socialConnections.platform, platform)));
  return row;
}

/** Platforms the user has a working connection to (the stats card). */
export async function countConnectedPlatforms(q: Queryable, userId: string): Promise<number> {
  const [row] = await q
    .select({ platforms: count() })
    .from(socialConnections)
    .where(and(eq(socialConnections.userId, userId), eq(socialConnections.status, 'connected')));
  return Number(row?.platforms ?? 0);
}

// --- Auto-post settings ------------------------------------------------------------------------

export async function findAutoPostSettings(
  q: Queryable,
  userId: string,
): Promise<AutoPostSettingsRow[]> {
  return q.select().from(autoPostSettings).where(eq(autoPostSettings.userId, userId));
}

export async function findAutoPostSetting(
  q: Queryable,
  userId: string,
  platform: PostingPlatform,
): Promise<AutoPostSettingsRow | undefined> {
  const [row] = await q
    .select()
    .from(autoPostSettings)
    .where(and(eq(autoPostSettings.userId, userId), eq(autoPostSettings.platform, platform)));
  return row;
}

/** Spec: upsert on user_id and platform. */
export async function upsertAutoPostSetting(
  q: Queryable,
  row: Omit<AutoPostSettingsRow, 'updatedAt' | 'pausedReason'>,
): Promise<AutoPostSettingsRow> {
  const { userId, platform, ...fields } = row;
  const [saved] = await q
    .insert(autoPostSettings)
    .values(row)
    .onConflictDoUpdate({
      target: [autoPostSettings.userId, autoPostSettings.platform],
      // Turning it on again is the user's answer to a pause: the next video tries afresh.
      set: { ...fields, pausedReason: null, updatedAt: sql`now()` },
    })
    .returning();
  if (!saved) throw new Error(`auto-post upsert for ${userId} ${platform} returned no row`);
  return saved;
}

/** Records (or clears, with null) why auto-post skipped; only on an existing setting. */
export async function setAutoPostPaused(
  q: Queryable,
  userId: string,
  platform: PostingPlatform,
  reason: string | null,
): Promise<void> {
  await q
    .update(autoPostSettings)
    .set({ pausedReason: reason, updatedAt: sql`now()` })
    .where(
      and(
        eq(autoPostSettings.userId, userId),
        eq(autoPostSettings.platform, platform),
        sql`${autoPostSettings.pausedReason} IS DISTINCT FROM ${reason}`,
      ),
    );
}
