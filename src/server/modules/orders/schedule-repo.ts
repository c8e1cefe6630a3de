import { and, asc, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { orderClips, postedVideos, serviceOrders, user, videoJobs } from '../../db/schema/index.js';

/** We Post's reads (issue 28): an order's approved clips with what their posts need. */

export interface ApprovedClip {
  id: string;
  position: number;
  title: string;
  description: string;
  tags: string[];
  videoJobId: string;
  /** The chosen cover, else the video's poster, else none. */
  thumbnailKey: string | null;
}

export async function approvedClipsOf(q: Queryable, orderId: string): Promise<ApprovedClip[]> {
  const rows = await q
    .select({
      id: orderClips.id,
      position: orderClips.position,
      title: orderClips.title,
      description: orderClips.description,
      tags: orderClips.tags,
      videoJobId: orderClips.videoJobId,
      coverKey: orderClips.coverKey,
      posterKey: videoJobs.posterKey,
      videoStatus: videoJobs.status,
    })
    .from(orderClips)
    .innerJoin(videoJobs, eq(videoJobs.id, orderClips.videoJobId))
    .where(and(eq(orderClips.orderId, orderId), eq(orderClips.reviewStatus, 'approved')))
    .orderBy(asc(orderClips.position));
  return rows
    .filter((row) => row.videoStatus === 'succeeded')
    .map((row) => ({
      id: row.id,
      position: row.position,
      title: row.title,
      description: row.description,
      tags: row.tags,
      videoJobId: row.videoJobId!,
      thumbnailKey: row.coverKey ?? row.posterKey ?? null,
    }));
}

/** Every clip id of an order (its posts are found by these). */
export async function clipIdsOf(q: Queryable, orderId: string): Promise<string[]> {
  const rows = await q
    .select({ id: orderClips.id })
    .from(orderClips)
    .where(eq(orderClips.orderId, orderId));
  return rows.map((row) => row.id);
}

/** A clip with its order, for the "posted" mail and closing the order. */
export async function clipWithOrder(q: Queryable, clipId: string) {
  const [row] = await q
    .select({
      clipId: orderClips.id,
      title: orderClips.title,
      orderId: serviceOrders.id,
      orderNumber: serviceOrders.number,
      userId: serviceOrders.userId,
    })
    .from(orderClips)
    .innerJoin(serviceOrders, eq(serviceOrders.id, orderClips.orderId))
    .where(eq(orderClips.id, clipId));
  return row;
}

export async function clientOf(q: Queryable, userId: string) {
  const [row] = await q
    .select({ email: user.email, name: user.name })
    .from(user)
    .where(eq(user.id, userId));
  return row;
}

/** The order clip a post posts, or null (a studio post). */
export async function orderClipOfPost(q: Queryable, postId: string): Promise<string | null> {
  const [row] = await q
    .select({ clipId: postedVideos.orderClipId })
    .from(postedVideos)
    .where(eq(postedVideos.id, postId));
  return row?.clipId ?? null;
}
