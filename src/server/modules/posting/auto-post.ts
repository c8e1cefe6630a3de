import { randomUUID } from 'node:crypto';
import { DEFAULT_AUTO_POST, type PostingPlatform } from '@shared/posting';
import type { AppTx } from '../../db/client.js';
import { AUTO_POST_PAUSED } from './failures.js';
import type { PostingQueue } from './ports.js';
import {
  findAutoPostSetting,
  findConnection,
  insertAutoPostOnce,
  publishPostUpdate,
  setAutoPostPaused,
  updatePost,
} from './repo.js';

/** What the hook needs to know of the video that just succeeded. */
export interface SucceededVideo {
  id: string;
  userId: string;
  /** Spec quick-start field: post it whatever the user's setting says. */
  autoPostOnComplete: boolean;
  /** quick-start: its auto post waits for the wizard's schedule (decision 043). */
  sourceFlow: string | null;
  /** When the post goes public (a scheduled, private-until-then upload). */
  publishAt: Date | null;
}

const PLATFORM: PostingPlatform = 'youtube';
/** A publish time closer than this is not worth scheduling: the video is posted at once. */
const MIN_SCHEDULE_AHEAD_MS = 60_000;

/**
 * Auto-post: called inside the transaction that marks a video succeeded. When the user's
 * auto-post is on for YouTube (or the job asked for it) and the channel is connected, it
 * inserts one auto post with the saved defaults and queues its job, in that same
 * transaction. The partial unique index (video, platform, auto) makes it happen once however
 * often, or however concurrently, the success is processed. A channel that needs reconnecting
 * (or none) pauses it, and the setting records why. Runs in a savepoint: whatever goes wrong
 * here never undoes the video's success; it is recorded on the setting instead.
 */
export async function autoPostAfterVideo(
  queue: PostingQueue,
  tx: AppTx,
  video: SucceededVideo,
): Promise<'queued' | 'skipped' | 'paused'> {
  try {
    return await tx.transaction((savepoint) => queueAutoPost(queue, savepoint, video));
  } catch {
    await setAutoPostPaused(tx, video.userId, PLATFORM, AUTO_POST_PAUSED.failed);
    return 'paused';
  }
}

async function queueAutoPost(
  queue: PostingQueue,
  tx: AppTx,
  video: SucceededVideo,
): Promise<'queued' | 'skipped' | 'paused'> {
  // A quick-start video is posted when the wizard's Schedule step gave it its time.
  if (video.sourceFlow === 'quick-start' && !video.publishAt) return 'skipped';
  const setting = await findAutoPostSetting(tx, video.userId, PLATFORM);
  if (!setting?.enabled && !video.autoPostOnComplete) return 'skipped';
  const connection = await findConnection(tx, video.userId, PLATFORM);
  if (!connection || connection.status !== 'connected') {
    const why = connection ? AUTO_POST_PAUSED.reconnect : AUTO_POST_PAUSED.noChannel;
    await setAutoPostPaused(tx, video.userId, PLATFORM, why);
    return 'paused';
  }
  // YouTube publishes a scheduled video itself; it must stay private until then. A time that
  // passed while the video was being made posts it as usual.
  const publishAt =
    video.publishAt && video.publishAt.getTime() > Date.now() + MIN_SCHEDULE_AHEAD_MS
      ? video.publishAt
      : null;
  const privacy = publishAt ? 'private' : (setting?.privacySetting ?? DEFAULT_AUTO_POST.privacy);
  const inserted = await insertAutoPostOnce(tx, {
    id: randomUUID(),
    userId: video.userId,
    platform: PLATFORM,
    videoJobId: video.id,
    status: 'queued',
    title: setting?.defaultTitle ?? DEFAULT_AUTO_POST.title,
    description: setting?.defaultDescription ?? DEFAULT_AUTO_POST.description,
    tags: [],
    privacy,
    publishAt,
    madeForKids: false,
    syntheticMedia: true,
    auto: true,
  });
  if (!inserted) return 'skipped';
  const jobId = await queue.enqueue('posting.upload', { postId: inserted.id }, { tx });
  const named = await updatePost(tx, inserted, { jobId }, { whileIn: ['queued'] });
  await publishPostUpdate(tx, named ?? inserted);
  await setAutoPostPaused(tx, video.userId, PLATFORM, null);
  return 'queued';
}
