import { createHash } from 'node:crypto';
import type { TestVideo } from '@shared/youtube-test';
import type { Database } from '../../db/client.js';
import { newObjectKey, type StoragePort } from '../../platform/storage/index.js';
import type { YouTubePrivacy, YouTubeVideoStatus } from '../../providers/youtube/index.js';
import {
  YOUTUBE_MESSAGES,
  YouTubeFailure,
  type ThumbnailContentType,
} from '../../providers/youtube/index.js';
import {
  countViewOnce,
  updateChannelVideo,
  findChannelVideo,
  findTestVideo,
  testVideoViews,
  type TestVideoRow,
} from './test-channel-repo.js';

/**
 * Videos published on the test-mode channel, as its watch page and the port's status and view
 * calls see them. Privacy follows YouTube: a private video is its owner's alone; unlisted and
 * public ones are for anyone with the link; a scheduled one (publishAt, which YouTube allows
 * only on private videos) stays private until its time, then reads public.
 */

type VideoRow = TestVideoRow;

/** One viewer's plays of one video count once in this window (decision 051). */
export const VIEW_COUNT_WINDOW_MS = 24 * 60 * 60 * 1000;

export function effectivePrivacy(video: VideoRow, now: Date): YouTubePrivacy {
  if (video.publishAt) return video.publishAt <= now ? 'public' : 'private';
  return video.privacy;
}

export class TestModeVideos {
  constructor(
    private readonly database: Database,
    private readonly storage: StoragePort,
    private readonly publicUrl: string,
    private readonly now: () => Date = () => new Date(),
  ) {}

  watchUrl(id: string): string {
    return `${this.publicUrl}/watch/${encodeURIComponent(id)}`;
  }

  /** videos.list status for the channel's own video; someone else's reads as deleted. */
  async status(channelId: string, videoId: string): Promise<YouTubeVideoStatus> {
    const video = await findChannelVideo(this.database.db, channelId, videoId);
    const url = this.watchUrl(videoId);
    if (!video || video.deletedAt)
      return { uploadStatus: 'deleted', privacyStatus: 'private', url };
    return { uploadStatus: 'processed', privacyStatus: effectivePrivacy(video, this.now()), url };
  }

  async viewCounts(channelId: string, videoIds: readonly string[]): Promise<Map<string, number>> {
    if (videoIds.length === 0) return new Map();
    const rows = await testVideoViews(this.database.db, channelId, videoIds);
    return new Map(rows.map((row) => [row.id, row.views]));
  }

  /** thumbnails.set: stores the image; the watch page shows it as the poster. */
  async setThumbnail(
    channelId: string,
    videoId: string,
    image: Buffer,
    contentType: ThumbnailContentType,
  ): Promise<void> {
    const video = await this.#own(channelId, videoId);
    const extension = contentType === 'image/png' ? 'png' : 'jpg';
    const key = newObjectKey('youtube-test-videos', video.userId, extension, this.now());
    await this.storage.put(key, image, { contentType });
    const updated = await updateChannelVideo(this.database.db, channelId, video.id, {
      thumbnailKey: key,
    });
    if (!updated) throw gone();
    if (video.thumbnailKey) await this.storage.delete(video.thumbnailKey).catch(() => {});
  }

  /** videos.update: a scheduled (private) video's new publish time. */
  async updateSchedule(channelId: string, videoId: string, publishAt: string): Promise<void> {
    const at = new Date(publishAt);
    if (Number.isNaN(at.getTime())) {
      throw new YouTubeFailure(
        'final',
        YOUTUBE_MESSAGES.refused('The publish time is not a date.'),
      );
    }
    await this.#own(channelId, videoId);
    const updated = await updateChannelVideo(this.database.db, channelId, videoId, {
      privacy: 'private',
      publishAt: at,
    });
    if (!updated) throw gone();
  }

  /** videos.delete: gone from the channel (its file too); a repeat is not an error. */
  async delete(channelId: string, videoId: string): Promise<void> {
    const video = await findChannelVideo(this.database.db, channelId, videoId);
    if (!video || video.deletedAt) return;
    await updateChannelVideo(this.database.db, channelId, videoId, { deletedAt: this.now() });
    await this.storage.delete(video.storageKey).catch(() => {});
    if (video.thumbnailKey) await this.storage.delete(video.thumbnailKey).catch(() => {});
  }

  async #own(channelId: string, videoId: string): Promise<VideoRow> {
    const video = /^[A-Za-z0-9_-]{11}$/.test(videoId)
      ? await findChannelVideo(this.database.db, channelId, videoId)
      : undefined;
    if (!video || video.deletedAt) throw gone();
    return video;
  }

  /**
   * What /watch/<id> shows to this viewer (null: signed out); null when not theirs to see,
   * 'removed' when its uploader deleted it (YouTube says so rather than "unavailable").
   */
  async watch(id: string, viewerId: string | null): Promise<TestVideo | 'removed' | null> {
    const video = await this.#visible(id, viewerId);
    if (!video) return null;
    if (video.deletedAt) return 'removed';
    const now = this.now();
    return {
      id: video.id,
      title: video.title,
      description: video.description,
      tags: video.tags,
      privacy: effectivePrivacy(video, now),
      publishAt: video.publishAt?.toISOString() ?? null,
      scheduled: video.publishAt !== null && video.publishAt > now,
      madeForKids: video.madeForKids,
      synthetic: video.synthetic,
      channelTitle: video.channelTitle,
      publishedAt: (video.publishAt && video.publishAt <= now
        ? video.publishAt
        : video.createdAt
      ).toISOString(),
      views: video.playCount,
      videoUrl: await this.storage.signedUrl(video.storageKey),
      isOwner: video.userId === viewerId,
      thumbnailUrl: video.thumbnailKey ? await this.storage.signedUrl(video.thumbnailKey) : null,
    };
  }

  /**
   * A play on the watch page (the test channel's view count); null when not visible. A viewer
   * (`viewerKey`: the signed-in user, else the client address) counts once per video per
   * VIEW_COUNT_WINDOW_MS; the mark is a row, so every process agrees, and concurrent plays
   * by one viewer race for one insert.
   */
  async countView(id: string, viewerId: string | null, viewerKey: string): Promise<number | null> {
    const video = await this.#visible(id, viewerId);
    if (!video || video.deletedAt) return null;
    const viewer = createHash('sha256').update(viewerKey).digest('base64url');
    return this.database.db.transaction((tx) =>
      countViewOnce(tx, video.id, viewer, VIEW_COUNT_WINDOW_MS),
    );
  }

  /** A deleted video is visible (as removed) to anyone it was visible to before. */
  async #visible(id: string, viewerId: string | null): Promise<VideoRow | null> {
    // Ids are 11 base64url characters: anything else names nothing (and is not queried).
    if (!/^[A-Za-z0-9_-]{11}$/.test(id)) return null;
    const video = await findTestVideo(this.database.db, id);
    if (!video) return null;
    if (video.userId === viewerId) return video;
    return effectivePrivacy(video, this.now()) === 'private' ? null : video;
  }
}

const gone = () => new YouTubeFailure('final', YOUTUBE_MESSAGES.videoGone, { videoGone: true });
