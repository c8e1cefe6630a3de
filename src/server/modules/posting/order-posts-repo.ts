import { randomUUID } from 'node:crypto';
import { inArray, and, eq } from 'drizzle-orm';
import type { AppTx, Queryable } from '../../db/client.js';
import { postedVideos } from '../../db/schema/index.js';
import { lockUserEvents } from '../../platform/events/index.js';
import type { AutoPostDeps } from './auto-post.js';
import { findConnection, insertPost, type PostedVideoRow } from './repo.js';
import { takeFirstFreeShare } from './share.js';

/** One approved clip of a We Post order, to go out at `publishAt` (issue 28). */
export interface ClipPost {
  orderClipId: string;
  videoJobId: string;
  title: string;
  description: string;
  tags: string[];
  /** The clip's cover (or the video's poster): set as the thumbnail after the upload. */
  thumbnailKey: string | null;
  publishAt: Date;
}

/** Whether the client's YouTube channel can take posts now. */
export async function youtubeConnectionState(
  q: Queryable,
  userId: string,
): Promise<'connected' | 'reconnect' | 'none'> {
  const connection = await findConnection(q, userId, 'youtube');
  if (!connection) return 'none';
  return connection.status === 'connected' ? 'connected' : 'reconnect';
}

/**
 * Schedules the clips' posts in the caller's transaction: each a private upload with its own
 * title, description, tags and publish time (YouTube publishes it then), queued now (or on the
 * first quota day with a post of the client's share left, as auto-post waits: decision 049),
 * never refused for the share since no caller is present. The caller checks the connection.
 */
export async function scheduleClipPosts(
  { queue, config, now = () => new Date() }: AutoPostDeps,
  tx: AppTx,
  userId: string,
  clips: readonly ClipPost[],
): Promise<PostedVideoRow[]> {
  const connection = await findConnection(tx, userId, 'youtube');
  await lockUserEvents(tx, userId);
  const at = now();
  const posts: PostedVideoRow[] = [];
  for (const clip of clips) {
    const share = await takeFirstFreeShare(tx, userId, config.posting, at);
    const id = randomUUID();
    const startAfterSeconds = share.startsAt
      ? Math.ceil((share.startsAt.getTime() - at.getTime()) / 1000)
      : undefined;
    const jobId = await queue.enqueue(
      'posting.upload',
      { postId: id },
      { tx, ...(startAfterSeconds !== undefined && { startAfterSeconds }) },
    );
    posts.push(
      await insertPost(tx, {
        id,
        userId,
        platform: 'youtube',
        videoJobId: clip.videoJobId,
        connectionId: connection?.id ?? null,
        status: share.startsAt ? 'scheduled' : 'queued',
        notBefore: share.startsAt,
        shareDay: share.day,
        title: clip.title,
        description: clip.description,
        tags: clip.tags,
        privacy: 'private',
        publishAt: clip.publishAt,
        madeForKids: false,
        // The clips are made by an image-to-video engine: YouTube's AI-content disclosure.
        syntheticMedia: true,
        orderClipId: clip.orderClipId,
        thumbnailKey: clip.thumbnailKey,
        jobId,
      }),
    );
  }
  return posts;
}

/** The posts of some order clips (the client's), soonest first. */
export function postsOfOrderClips(
  q: Queryable,
  userId: string,
  orderClipIds: readonly string[],
): Promise<PostedVideoRow[]> {
  if (orderClipIds.length === 0) return Promise.resolve([]);
  return q
    .select()
    .from(postedVideos)
    .where(
      and(eq(postedVideos.userId, userId), inArray(postedVideos.orderClipId, [...orderClipIds])),
    )
    .orderBy(postedVideos.publishAt, postedVideos.createdAt);
}
