import { randomUUID } from 'node:crypto';
import { DEFAULT_AUTO_POST, type PostingPlatform } from '@shared/posting';
import type { Config } from '../../config.js';
import type { AppTx } from '../../db/client.js';
import { lockUserEvents } from '../../platform/events/index.js';
import { AUTO_POST_PAUSED } from './failures.js';
import type { PostingQueue } from './ports.js';
import {
  findAutoPostSetting,
  findConnection,
  findLivePostsOf,
  insertAutoPostOnce,
  lockVideoForPosting,
  publishPostUpdate,
  setAutoPostPaused,
  updatePost,
} from './repo.js';
import { takeFirstFreeShare } from './share.js';

/** What the hook needs besides the transaction: the queue, the shares, a clock. */
export interface AutoPostDeps {
  queue: PostingQueue;
  config: Pick<Config, 'posting'>;
  now?: () => Date;
}

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

/** The video has its auto post already: rolls the savepoint (and the share it took) back. */
class AlreadyAutoPosted extends Error {
  override name = 'AlreadyAutoPosted';
}
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
 *
 * No caller is present, so the user's daily share (decision 049) is never refused: the post
 * takes the first quota day with a post of the share left and, when that is a later day,
 * waits for it (scheduled), as a post waits for a full install day. A video already on
 * YouTube, or on its way, by hand or otherwise, is not posted again.
 */
export async function autoPostAfterVideo(
  deps: AutoPostDeps,
  tx: AppTx,
  video: SucceededVideo,
): Promise<'queued' | 'skipped' | 'paused'> {
  try {
    return await tx.transaction((savepoint) => queueAutoPost(deps, savepoint, video));
  } catch (error) {
    if (error instanceof AlreadyAutoPosted) return 'skipped';
    await setAutoPostPaused(tx, video.userId, PLATFORM, AUTO_POST_PAUSED.failed);
    return 'paused';
  }
}

async function queueAutoPost(
  { queue, config, now = () => new Date() }: AutoPostDeps,
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
  const at = now();
  const publishAt =
    video.publishAt && video.publishAt.getTime() > at.getTime() + MIN_SCHEDULE_AHEAD_MS
      ? video.publishAt
      : null;
  const privacy = publishAt ? 'private' : (setting?.privacySetting ?? DEFAULT_AUTO_POST.privacy);
  // The video's row, then the user's events, then the share: the order every post maker takes.
  await lockVideoForPosting(tx, video.id);
  await lockUserEvents(tx, video.userId);
  if ((await findLivePostsOf(tx, video.id, PLATFORM)).length > 0) return 'skipped';
  const share = await takeFirstFreeShare(tx, video.userId, config.posting, at);
  const inserted = await insertAutoPostOnce(tx, {
    id: randomUUID(),
    userId: video.userId,
    platform: PLATFORM,
    videoJobId: video.id,
    status: share.startsAt ? 'scheduled' : 'queued',
    notBefore: share.startsAt,
    shareDay: share.day,
    title: setting?.defaultTitle ?? DEFAULT_AUTO_POST.title,
    description: setting?.defaultDescription ?? DEFAULT_AUTO_POST.description,
    tags: [],
    privacy,
    publishAt,
    madeForKids: false,
    syntheticMedia: true,
    auto: true,
  });
  // Already auto-posted once (and failed or cancelled since): the savepoint gives the share back.
  if (!inserted) throw new AlreadyAutoPosted();
  const startAfterSeconds = share.startsAt
    ? Math.ceil((share.startsAt.getTime() - at.getTime()) / 1000)
    : undefined;
  const jobId = await queue.enqueue(
    'posting.upload',
    { postId: inserted.id },
    { tx, ...(startAfterSeconds !== undefined && { startAfterSeconds }) },
  );
  const named = await updatePost(tx, inserted, { jobId }, { whileIn: ['queued', 'scheduled'] });
  await publishPostUpdate(tx, named ?? inserted);
  await setAutoPostPaused(tx, video.userId, PLATFORM, null);
  return 'queued';
}
