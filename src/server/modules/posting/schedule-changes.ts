import { POSTING_MESSAGES, type MovePostBody, type Post } from '@shared/posting';
import type { AppTx } from '../../db/client.js';
import { AppError, conflict, notFound } from '../../platform/errors.js';
import { isUuid } from '../../platform/http/index.js';
import { YouTubeFailure } from '../../providers/youtube/index.js';
import { isBeforeUpload, isUploadedAndScheduled, postDto } from './dto.js';
import { POST_FAILURES } from './failures.js';
import type { PostingDeps } from './ports.js';
import { givePostShareBack } from './quota-repo.js';
import { findOwnPost, updatePost, type PostedVideoRow } from './repo.js';

/**
 * Cancelling and moving a scheduled post (issue 28; before it, an uploaded post was "change it
 * in YouTube Studio"). Before the upload only the row changes; after it, YouTube is asked
 * first (videos.delete, videos.update) and the row follows only when YouTube agreed, so the
 * row never says what the channel does not show. A post of another user is not found (404).
 */
export class ScheduleChanges {
  constructor(private readonly deps: PostingDeps) {}

  async cancel(userId: string, postId: string): Promise<Post> {
    const post = await this.#own(userId, postId);
    const now = this.deps.now();
    if (post.status === 'cancelled') return postDto(post, now);
    if (isBeforeUpload(post)) return this.#cancelRow(post);
    if (!isUploadedAndScheduled(post, now)) {
      throw conflict(
        post.status === 'uploading'
          ? POSTING_MESSAGES.uploadInProgress
          : POSTING_MESSAGES.notCancellable,
      );
    }
    await this.#onYouTube(post, (token) =>
      this.deps.youtube.deleteVideo(token, post.externalVideoId!),
    );
    const { database } = this.deps;
    // The upload spent its quota slot and share: neither comes back (YouTube counted it).
    const row = await database.db.transaction(async (tx) => {
      const cancelled = await updatePost(
        tx,
        post,
        { status: 'cancelled', notBefore: null, postUrl: null },
        { whileIn: ['scheduled', 'processing'] },
      );
      if (cancelled) await this.#told(tx, cancelled);
      return cancelled;
    });
    if (!row) throw conflict(POSTING_MESSAGES.notCancellable);
    return postDto(row, now);
  }

  async move(userId: string, postId: string, body: MovePostBody): Promise<Post> {
    const post = await this.#own(userId, postId);
    const now = this.deps.now();
    const publishAt = new Date(body.publishAt);
    if (publishAt.getTime() <= now.getTime()) {
      throw new AppError(400, POSTING_MESSAGES.publishAtInPast);
    }
    const { database, queue } = this.deps;
    if (isBeforeUpload(post)) {
      // The job sends the row's metadata when it uploads: the new time goes with it.
      const row = await database.db.transaction((tx) =>
        updatePost(
          tx,
          post,
          { publishAt, privacy: 'private' },
          { whileIn: ['queued', 'scheduled'] },
        ),
      );
      if (!row) throw conflict(POSTING_MESSAGES.uploadInProgress);
      return postDto(row, now);
    }
    if (!isUploadedAndScheduled(post, now)) {
      throw conflict(
        post.status === 'uploading'
          ? POSTING_MESSAGES.uploadInProgress
          : POSTING_MESSAGES.notMovable,
      );
    }
    await this.#onYouTube(post, (token) =>
      this.deps.youtube.updateSchedule(token, post.externalVideoId!, publishAt.toISOString()),
    );
    const row = await database.db.transaction(async (tx) => {
      if (post.status === 'processing') {
        // The verdict job still runs it and waits for the (new) publish time itself.
        return updatePost(tx, post, { publishAt }, { whileIn: ['processing'] });
      }
      // Waiting for the old time: a new job checks at the new one; the old one is stale.
      const seconds = Math.max(0, Math.ceil((publishAt.getTime() - now.getTime()) / 1000));
      const jobId = await queue.enqueue(
        'posting.upload',
        { postId: post.id },
        { tx, startAfterSeconds: seconds },
      );
      return updatePost(tx, post, { publishAt, jobId }, { whileIn: ['scheduled'] });
    });
    if (!row) throw conflict(POSTING_MESSAGES.notMovable);
    return postDto(row, now);
  }

  async #cancelRow(post: PostedVideoRow): Promise<Post> {
    const cancelled = await this.deps.database.db.transaction(async (tx) => {
      const row = await updatePost(
        tx,
        post,
        { status: 'cancelled', notBefore: null },
        { whileIn: ['queued', 'scheduled'] },
      );
      // Nothing reached YouTube: the post's share of its day is the user's again (once: only
      // the write that cancelled it gets here).
      if (row?.shareDay) await givePostShareBack(tx, post.userId, row.shareDay);
      if (row) await this.#told(tx, row);
      return row;
    });
    // The job took it on between the read and the write.
    if (!cancelled) throw conflict(POSTING_MESSAGES.notCancellable);
    return postDto(cancelled, this.deps.now());
  }

  /** Other modules hear of the cancel in its transaction (a We Post order may be done). */
  async #told(tx: AppTx, row: PostedVideoRow): Promise<void> {
    await this.deps.events?.publish(tx, 'post.cancelled', {
      postId: row.id,
      userId: row.userId,
      orderClipId: row.orderClipId,
    });
  }

  /** A call on the post's video with the owner's token; YouTube's refusal, worded, as a 409. */
  async #onYouTube(post: PostedVideoRow, call: (accessToken: string) => Promise<void>) {
    try {
      const { connectionId, accessToken } = await this.deps.youtubeAccess.accessToken(post.userId);
      // Another channel's token cannot reach this video.
      if (post.connectionId && post.connectionId !== connectionId) {
        throw conflict(POSTING_MESSAGES.channelChanged);
      }
      await call(accessToken);
    } catch (error) {
      if (!(error instanceof YouTubeFailure)) throw error;
      if (error.kind === 'reconnect') throw conflict(POST_FAILURES.reconnect);
      if (error.videoGone) throw conflict(POST_FAILURES.deleted);
      throw conflict(error.message);
    }
  }

  async #own(userId: string, postId: string): Promise<PostedVideoRow> {
    const post = isUuid(postId)
      ? await findOwnPost(this.deps.database.db, userId, postId)
      : undefined;
    if (!post) throw notFound(POSTING_MESSAGES.postNotFound);
    return post;
  }
}
