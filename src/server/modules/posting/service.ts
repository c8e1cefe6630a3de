import { randomUUID } from 'node:crypto';
import {
  PENDING_POST_STATUSES,
  POSTING_MESSAGES,
  POSTING_PLATFORMS,
  successRate,
  type AutoPostSetting,
  type AutoPostSettingBody,
  type MovePostBody,
  type Post,
  type PostingStats,
  type PostToYouTubeBody,
  type PostViews,
  type YouTubeMetadata,
} from '@shared/posting';
import { AppError, conflict, notFound } from '../../platform/errors.js';
import { lockUserEvents } from '../../platform/events/index.js';
import { isUuid } from '../../platform/http/index.js';
import { findOwnVideoJob, type VideoJobRow } from '../videos/index.js';
import { autoPostSettingDto, postDto } from './dto.js';
import { proposeMetadata } from './metadata.js';
import type { PostingDeps } from './ports.js';
import { ScheduleChanges } from './schedule-changes.js';
import { readViewCounts } from './views.js';
import { takeTodaysShare } from './share.js';
import {
  countConnectedPlatforms,
  countPostsByStatus,
  findAutoPostSetting,
  findAutoPostSettings,
  findConnection,
  findLivePostsOf,
  insertPost,
  listOwnPosts,
  lockVideoForPosting,
  upsertAutoPostSetting,
} from './repo.js';

/** A proposal takes a chat model a while; past this the built-in writer answers instead. */
const METADATA_TIMEOUT_MS = 70_000;

/** The posting rules behind the routes; every read and write is scoped to the caller. */
export class PostingService {
  constructor(private readonly deps: PostingDeps) {}

  /** generate-youtube-metadata for one of the caller's finished videos. */
  async proposeMetadata(userId: string, videoId: string): Promise<YouTubeMetadata> {
    const video = await this.#finishedVideo(userId, videoId);
    return proposeMetadata(this.deps, video, AbortSignal.timeout(METADATA_TIMEOUT_MS));
  }

  /**
   * post-to-youtube: queues a post of one of the caller's finished videos. One post of a video
   * at a time: a video on YouTube is posted again only when the body says so, and concurrent
   * posts of one video are decided one after the other (its row is locked). Each post takes
   * one of the caller's daily share (decision 049); past it, nothing is made.
   */
  async postToYouTube(userId: string, videoId: string, body: PostToYouTubeBody): Promise<Post> {
    const video = await this.#finishedVideo(userId, videoId);
    const now = this.deps.now();
    const publishAt = body.publishAt ? new Date(body.publishAt) : null;
    if (publishAt && publishAt.getTime() <= now.getTime()) {
      throw new AppError(400, POSTING_MESSAGES.publishAtInPast);
    }
    const { database, queue, config } = this.deps;
    return database.db.transaction(async (tx) => {
      const connection = await findConnection(tx, userId, 'youtube');
      if (!connection) throw conflict(POSTING_MESSAGES.noChannel);
      if (connection.status !== 'connected') throw conflict(POSTING_MESSAGES.reconnectChannel);
      // The video's row, then the user's events (as a video's success takes them), then the share.
      await lockVideoForPosting(tx, video.id);
      await lockUserEvents(tx, userId);
      const earlier = await findLivePostsOf(tx, video.id, 'youtube');
      if (earlier.some((post) => post.status !== 'published')) {
        throw conflict(POSTING_MESSAGES.alreadyOnItsWay);
      }
      if (earlier.length > 0 && !body.postAgain) throw conflict(POSTING_MESSAGES.alreadyPosted);
      const shareDay = await takeTodaysShare(tx, userId, config.posting, now);
      const id = randomUUID();
      const jobId = await queue.enqueue('posting.upload', { postId: id }, { tx });
      const row = await insertPost(tx, {
        id,
        userId,
        platform: 'youtube',
        videoJobId: video.id,
        connectionId: connection.id,
        title: body.title,
        description: body.description,
        tags: body.tags,
        privacy: body.privacy,
        madeForKids: body.madeForKids,
        syntheticMedia: body.syntheticMedia,
        publishAt,
        shareDay,
        jobId,
      });
      return postDto(row, now);
    });
  }

  async list(userId: string): Promise<Post[]> {
    const now = this.deps.now();
    return (await listOwnPosts(this.deps.database.db, userId)).map((row) => postDto(row, now));
  }

  /** Cancels a post: before the upload the row; uploaded and scheduled, the video too. */
  cancel(userId: string, postId: string): Promise<Post> {
    return new ScheduleChanges(this.deps).cancel(userId, postId);
  }

  /** Moves a post's publish time (before the upload the row; after it, on YouTube too). */
  move(userId: string, postId: string, body: MovePostBody): Promise<Post> {
    return new ScheduleChanges(this.deps).move(userId, postId, body);
  }

  /** get_user_posting_stats. Cancelled posts count nowhere: nobody tried to post them. */
  async stats(userId: string): Promise<PostingStats> {
    const { db } = this.deps.database;
    const [byStatus, platformsConnected] = await Promise.all([
      countPostsByStatus(db, userId),
      countConnectedPlatforms(db, userId),
    ]);
    const successfulPosts = byStatus.get('published') ?? 0;
    const failedPosts = byStatus.get('failed') ?? 0;
    const pendingPosts = PENDING_POST_STATUSES.reduce((sum, s) => sum + (byStatus.get(s) ?? 0), 0);
    const totalPosts = successfulPosts + failedPosts + pendingPosts;
    return {
      totalPosts,
      successfulPosts,
      failedPosts,
      pendingPosts,
      platformsConnected,
      successRate: successRate(successfulPosts, totalPosts),
    };
  }

  /** View counts of the caller's published YouTube posts (views.ts, shared with the reports). */
  async views(userId: string): Promise<PostViews> {
    const posts = (await listOwnPosts(this.deps.database.db, userId)).filter(
      (post) => post.externalVideoId !== null && post.status === 'published',
    );
    if (posts.length === 0) return { views: {}, unavailable: null };
    const { counts, unavailable } = await readViewCounts(
      this.deps,
      userId,
      posts.map((post) => post.externalVideoId!),
    );
    if (unavailable) return { views: {}, unavailable };
    const views: Record<string, number> = {};
    for (const post of posts) {
      const viewCount = counts.get(post.externalVideoId!);
      if (viewCount !== undefined) views[post.id] = viewCount;
    }
    return { views, unavailable: null };
  }

  async settings(userId: string): Promise<AutoPostSetting[]> {
    const rows = await findAutoPostSettings(this.deps.database.db, userId);
    return POSTING_PLATFORMS.map((platform) =>
      autoPostSettingDto(
        platform,
        rows.find((row) => row.platform === platform),
      ),
    );
  }

  /** Upsert on user and platform; fields left out keep their saved value (or the default). */
  async saveSetting(userId: string, body: AutoPostSettingBody): Promise<AutoPostSetting> {
    const { db } = this.deps.database;
    const current = autoPostSettingDto(
      body.platform,
      await findAutoPostSetting(db, userId, body.platform),
    );
    const saved = await upsertAutoPostSetting(db, {
      userId,
      platform: body.platform,
      enabled: body.enabled,
      defaultTitle: body.defaultTitle ?? current.defaultTitle,
      defaultDescription: body.defaultDescription ?? current.defaultDescription,
      privacySetting: body.privacy ?? current.privacy,
    });
    return autoPostSettingDto(body.platform, saved);
  }

  /** The caller's video, finished: anything else is "not found" or "not ready". */
  async #finishedVideo(userId: string, videoId: string): Promise<VideoJobRow> {
    const video = isUuid(videoId)
      ? await findOwnVideoJob(this.deps.database.db, userId, videoId)
      : undefined;
    if (!video) throw notFound(POSTING_MESSAGES.videoNotFound);
    if (video.status !== 'succeeded' || !video.outputKey) {
      throw conflict(POSTING_MESSAGES.videoNotReady);
    }
    return video;
  }
}
