import type { Readable } from 'node:stream';
import { SecretOpenError } from '../../platform/secrets/index.js';
import {
  YouTubeFailure,
  type UploadState,
  type YouTubeVideoMetadata,
} from '../../providers/youtube/index.js';
import type { JobContext } from '../../platform/jobs/index.js';
import { findOwnVideoJob } from '../videos/index.js';
import type { PostingDeps } from './ports.js';
import { quotaDayOf } from './quota.js';
import { takeQuotaSlot } from './quota-repo.js';
import { updatePost, type PostedVideoRow } from './repo.js';

/**
 * The resumable upload of one post (vendors.md section 6), as one job attempt runs it:
 *
 * - With no session stored, it takes a quota slot and marks the post uploading (one
 *   transaction: a full quota day rolls both back), starts a session and stores its URI
 *   sealed before sending a byte, so an attempt that dies after this point resumes it.
 * - With a session stored, it always asks YouTube where the session stands first
 *   (`uploadState`): complete means the video exists (its id is recorded, nothing is sent
 *   again); incomplete means send from the byte YouTube names; expired means start a new
 *   session. A session that held no complete upload created no video, so a new one can
 *   never make a second video of one post.
 */

/** Upload rounds in one attempt (a session that expires mid-way, YouTube keeping less). */
const MAX_ROUNDS = 3;
/** People & Blogs (vendors.md: verify per region via videoCategories.list). */
const CATEGORY_ID = '22';

export class MissingVideoError extends Error {
  override name = 'MissingVideoError';
}

/** The quota day is full: rolls back the claim that found it so. */
export class QuotaDayFullError extends Error {
  override name = 'QuotaDayFullError';
}

export type UploadOutcome =
  | { kind: 'uploaded'; videoId: string }
  /** The quota day is full: the caller waits for the next one. */
  | { kind: 'quota-full' }
  /** The post moved on meanwhile (cancelled, or another job took it over). */
  | { kind: 'gone' };

export const sessionContext = (postId: string) => `posted_videos.upload_session:${postId}`;

export function videoMetadataOf(post: PostedVideoRow): YouTubeVideoMetadata {
  return {
    title: post.title,
    description: post.description,
    tags: post.tags,
    categoryId: CATEGORY_ID,
    privacyStatus: post.privacy,
    selfDeclaredMadeForKids: post.madeForKids,
    containsSyntheticMedia: post.syntheticMedia,
    publishAt: post.publishAt?.toISOString(),
  };
}

export class Uploader {
  constructor(private readonly deps: PostingDeps) {}

  async upload(start: PostedVideoRow, ctx: Pick<JobContext, 'jobId' | 'signal'>) {
    const { database, storage, youtube } = this.deps;
    const video = await findOwnVideoJob(database.db, start.userId, start.videoJobId);
    const size = video?.outputKey ? (await storage.head(video.outputKey))?.size : undefined;
    if (!video?.outputKey || !size) throw new MissingVideoError('the video file is missing');
    const key = video.outputKey;

    let post = start;
    for (let round = 0; round < MAX_ROUNDS; round += 1) {
      let session = this.#openSession(post);
      let offset = 0;
      if (session) {
        const state = await youtube.uploadState(session, size);
        if (state.kind === 'complete') return { kind: 'uploaded', videoId: state.videoId } as const;
        if (state.kind === 'expired') {
          post = (await this.#dropSession(post, ctx.jobId)) ?? post;
          continue;
        }
        offset = state.nextByte;
      } else {
        const started = await this.#startSession(post, size, ctx.jobId);
        if ('kind' in started) return started;
        ({ post, session } = started);
      }
      const state = await this.#send(session, key, offset, size, ctx.signal);
      if (state.kind === 'complete') return { kind: 'uploaded', videoId: state.videoId } as const;
      if (state.kind === 'expired') post = (await this.#dropSession(post, ctx.jobId)) ?? post;
      // Incomplete: the next round asks the session where it stands, as always before a resume.
    }
    throw new YouTubeFailure('retryable', 'The upload did not finish; it resumes on the next try.');
  }

  /** The stored session URI, or null when none is stored or it cannot be opened here. */
  #openSession(post: PostedVideoRow): string | null {
    if (!post.uploadSession) return null;
    try {
      return this.deps.secrets.open(post.uploadSession, sessionContext(post.id));
    } catch (error) {
      // A secret this server cannot open (rotated away, moved): a new session is the way on.
      if (error instanceof SecretOpenError) return null;
      throw error;
    }
  }

  /** Forgets an expired session; the next session takes a new quota slot (a new insert). */
  #dropSession(post: PostedVideoRow, jobId: string) {
    return this.deps.database.db.transaction((tx) =>
      updatePost(
        tx,
        post,
        { uploadSession: null, bytesTotal: null, quotaDay: null },
        { whileIn: ['uploading', 'scheduled'], jobId },
      ),
    );
  }

  async #startSession(
    post: PostedVideoRow,
    size: number,
    jobId: string,
  ): Promise<
    { post: PostedVideoRow; session: string } | Exclude<UploadOutcome, { kind: 'uploaded' }>
  > {
    const { database, youtube, youtubeAccess, secrets, config } = this.deps;
    const day = quotaDayOf(this.deps.now());
    let claimed: PostedVideoRow | undefined;
    try {
      claimed = await database.db.transaction(async (tx) => {
        const row = await updatePost(
          tx,
          post,
          { status: 'uploading', quotaDay: day, notBefore: null },
          { whileIn: ['queued', 'scheduled', 'uploading'], jobId },
        );
        // One slot per session a post starts on a day: a retry of the same day takes none.
        if (row && post.quotaDay !== day) {
          if (!(await takeQuotaSlot(tx, day, config.posting.youtubeDailyUploads))) {
            throw new QuotaDayFullError(day);
          }
        }
        return row;
      });
    } catch (error) {
      if (error instanceof QuotaDayFullError) return { kind: 'quota-full' };
      throw error;
    }
    if (!claimed) return { kind: 'gone' };

    const { connectionId, accessToken } = await youtubeAccess.accessToken(post.userId);
    const { sessionUri } = await youtube.startUpload(accessToken, videoMetadataOf(claimed), size);
    const stored = await database.db.transaction((tx) =>
      updatePost(
        tx,
        claimed,
        {
          uploadSession: secrets.seal(sessionUri, sessionContext(post.id)),
          bytesTotal: size,
          connectionId,
          attempts: claimed.attempts + 1,
        },
        { whileIn: ['uploading'], jobId },
      ),
    );
    if (!stored) return { kind: 'gone' };
    return { post: stored, session: sessionUri };
  }

  /** Streams bytes [offset, size) of the stored video into the session. */
  async #send(
    session: string,
    key: string,
    offset: number,
    size: number,
    signal: AbortSignal,
  ): Promise<UploadState> {
    if (offset >= size) {
      throw new YouTubeFailure('retryable', 'YouTube holds every byte but has not finished.');
    }
    const object = await this.deps.storage.get(key, { start: offset, end: size - 1 });
    if (!object) throw new MissingVideoError('the video file is missing');
    const body: Readable = object.body;
    // However the port uses the stream, a read error must never go unhandled: it fails this
    // attempt (which the job retries, resuming), not the process.
    let readError: unknown;
    body.on('error', (error) => (readError ??= error));
    try {
      return await this.deps.youtube.uploadBytes(session, body, offset, size, signal);
    } catch (error) {
      throw readError ?? error;
    } finally {
      body.destroy();
    }
  }
}
