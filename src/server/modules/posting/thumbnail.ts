import { buffer } from 'node:stream/consumers';
import type { JobContext } from '../../platform/jobs/index.js';
import {
  THUMBNAIL_MAX_BYTES,
  YouTubeFailure,
  type ThumbnailContentType,
} from '../../providers/youtube/index.js';
import type { PostingDeps } from './ports.js';
import { updatePost, type PostedVideoRow } from './repo.js';

/** Tries of the posting.upload job (6 in all) after which a thumbnail stops being retried. */
const LAST_RETRIED_ATTEMPT = 4;

export const THUMBNAIL_FAILURES = {
  missing: 'The thumbnail image is missing, so the video went out with YouTube’s own.',
  tooBig: 'The thumbnail is over 2 MB (or not a JPEG or PNG), so YouTube’s own is shown.',
  refused: (detail: string) => `YouTube did not take the thumbnail: ${detail}`,
} as const;

/**
 * The thumbnail step of posting.upload (issue 28): once the video is on YouTube, its chosen
 * cover (`thumbnailKey`) is set with thumbnails.set. Retried like the rest of the job (a
 * retryable failure throws) for a few tries; any other failure, or the last tries, is noted on
 * the post (`thumbnailFailure`) and the post goes on without it: a thumbnail never fails a post.
 */
export class ThumbnailStep {
  constructor(private readonly deps: PostingDeps) {}

  /** The post after the step (undefined when it moved on meanwhile). */
  async set(
    post: PostedVideoRow,
    ctx: Pick<JobContext, 'jobId' | 'signal'> & Partial<Pick<JobContext, 'attempt'>>,
  ): Promise<PostedVideoRow | undefined> {
    if (!post.thumbnailKey || post.thumbnailSetAt || post.thumbnailFailure) return post;
    if (!post.externalVideoId) return post;
    const image = await this.#image(post.thumbnailKey);
    if ('failure' in image) return this.#note(post, image.failure, ctx.jobId);
    try {
      const { accessToken } = await this.deps.youtubeAccess.accessToken(post.userId);
      await this.deps.youtube.setThumbnail(
        accessToken,
        post.externalVideoId,
        image.bytes,
        image.contentType,
      );
    } catch (error) {
      if (!(error instanceof YouTubeFailure) || ctx.signal.aborted) throw error;
      const retried = error.kind === 'retryable' || error.kind === 'quota';
      if (retried && (ctx.attempt ?? 1) <= LAST_RETRIED_ATTEMPT) throw error;
      return this.#note(post, THUMBNAIL_FAILURES.refused(error.message), ctx.jobId);
    }
    return this.#record(post, { thumbnailSetAt: this.deps.now() }, ctx.jobId);
  }

  async #image(
    key: string,
  ): Promise<{ bytes: Buffer; contentType: ThumbnailContentType } | { failure: string }> {
    const info = await this.deps.storage.head(key);
    if (!info) return { failure: THUMBNAIL_FAILURES.missing };
    const contentType = key.endsWith('.png') ? 'image/png' : 'image/jpeg';
    if (info.size > THUMBNAIL_MAX_BYTES || !/\.(png|jpe?g)$/i.test(key)) {
      return { failure: THUMBNAIL_FAILURES.tooBig };
    }
    const object = await this.deps.storage.get(key);
    if (!object) return { failure: THUMBNAIL_FAILURES.missing };
    return { bytes: await buffer(object.body), contentType };
  }

  #note(post: PostedVideoRow, failure: string, jobId: string) {
    return this.#record(post, { thumbnailFailure: failure }, jobId);
  }

  #record(
    post: PostedVideoRow,
    change: { thumbnailSetAt?: Date; thumbnailFailure?: string },
    jobId: string,
  ) {
    return this.deps.database.db.transaction((tx) =>
      updatePost(tx, post, change, {
        whileIn: ['processing', 'scheduled', 'uploading'],
        jobId,
      }),
    );
  }
}
