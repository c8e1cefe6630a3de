import { isFinalPostStatus, type PostStatus } from '@shared/posting';
import type { JobContext } from '../../platform/jobs/index.js';
import { YouTubeFailure } from '../../providers/youtube/index.js';
import {
  AUTO_POST_PAUSED,
  forcedPrivateNotice,
  POST_FAILURES,
  verdictFailure,
} from './failures.js';
import type { PostingDeps } from './ports.js';
import { nextQuotaDayStart, quotaDayOf } from './quota.js';
import { markQuotaDayFull } from './quota-repo.js';
import {
  findPostForWorker,
  setAutoPostPaused,
  updatePost,
  type PostChange,
  type PostedVideoRow,
} from './repo.js';
import { ThumbnailStep } from './thumbnail.js';
import { MissingVideoError, Uploader } from './upload.js';

/**
 * `posting.upload`: moves one post on as far as it can go now, and when it has to wait (the
 * next quota day, its publish time, YouTube's verdict) hands over to a new job that starts
 * then, recorded on the post in the same transaction. Only the job the post names works it,
 * so a retry of a job that already handed over, or a duplicate, changes nothing.
 * docs/decisions/036-posting.md
 */

/** Verdict reads that found YouTube not ready, then the post fails (about 16 minutes). */
const MAX_STATUS_CHECKS = 6;
const FIRST_CHECK_DELAY_MS = 15_000;

const NOT_FINAL: readonly PostStatus[] = ['queued', 'scheduled', 'uploading', 'processing'];

type Attempt = Pick<JobContext, 'jobId' | 'signal'> & Partial<Pick<JobContext, 'attempt'>>;

export class PostingWork {
  readonly #uploader: Uploader;
  readonly #thumbnails: ThumbnailStep;

  constructor(private readonly deps: PostingDeps) {
    this.#uploader = new Uploader(deps);
    this.#thumbnails = new ThumbnailStep(deps);
  }

  async run(postId: string, ctx: Attempt): Promise<void> {
    const post = await findPostForWorker(this.deps.database.db, postId);
    if (!post || post.jobId !== ctx.jobId || isFinalPostStatus(post.status)) return;
    try {
      await this.#moveOn(post, ctx);
    } catch (error) {
      await this.#failure(post, error, ctx);
    }
  }

  /** The retries ran out, or the attempt's process died twice: the post fails, worded. */
  async exhausted(postId: string, jobId: string | null): Promise<void> {
    const post = await findPostForWorker(this.deps.database.db, postId);
    if (!post || (jobId !== null && post.jobId !== jobId)) return;
    // The last failure's words are YouTube's or a stack's; people read ours.
    await this.#fail(post, POST_FAILURES.gaveUp, { jobId: post.jobId ?? undefined });
  }

  async #moveOn(post: PostedVideoRow, ctx: Attempt): Promise<void> {
    if (post.externalVideoId) return this.#verdict(post, ctx);
    if (post.status === 'scheduled' && post.notBefore && post.notBefore > this.deps.now()) {
      // Started early (a retry of the job that scheduled it): wait on.
      return this.#handOver(post, {}, post.notBefore, ctx);
    }
    const outcome = await this.#uploader.upload(post, ctx);
    if (outcome.kind === 'gone') return;
    if (outcome.kind === 'quota-full') return this.#waitForNextQuotaDay(post, ctx, false);
    const uploaded = await this.#update(
      post,
      {
        status: 'processing',
        externalVideoId: outcome.videoId,
        uploadSession: null,
        statusChecks: 0,
      },
      ['uploading', 'scheduled'],
      ctx,
    );
    if (uploaded) await this.#verdict(uploaded, ctx);
  }

  /** Reads YouTube's verdict on the uploaded video and records it. */
  async #verdict(start: PostedVideoRow, ctx: Attempt): Promise<void> {
    const { youtube, youtubeAccess } = this.deps;
    const post = await this.#thumbnails.set(start, ctx);
    // Moved on meanwhile (cancelled, or another job took it over).
    if (!post) return;
    let status;
    try {
      const { accessToken } = await youtubeAccess.accessToken(post.userId);
      status = await youtube.videoStatus(accessToken, post.externalVideoId!);
    } catch (error) {
      if (!(error instanceof YouTubeFailure) || ctx.signal.aborted) throw error;
      if (error.kind === 'retryable') return this.#checkLater(post, ctx);
      if (error.kind === 'quota') {
        const at = nextQuotaDayStart(this.deps.now());
        return this.#handOver(post, {}, at, ctx);
      }
      throw error;
    }
    const failure = verdictFailure(status);
    const postUrl = status.url;
    if (failure) return this.#fail(post, failure, ctx, { postUrl });
    const now = this.deps.now();
    if (post.publishAt && post.publishAt > now) {
      // YouTube publishes it then; a check at that time records it published.
      const change = { status: 'scheduled' as const, postUrl, notice: null };
      return this.#handOver(post, change, post.publishAt, ctx);
    }
    const visible = post.privacy !== 'private' || post.publishAt !== null;
    await this.#update(
      post,
      {
        status: 'published',
        postUrl,
        publishedAt: now,
        failureReason: null,
        notice: forcedPrivateNotice(visible, status),
      },
      ['processing', 'scheduled'],
      ctx,
    );
  }

  /** YouTube had no verdict yet: ask again later, doubling the wait, then give up. */
  async #checkLater(post: PostedVideoRow, ctx: Attempt): Promise<void> {
    if (post.statusChecks >= MAX_STATUS_CHECKS) {
      return this.#fail(post, POST_FAILURES.notConfirmed, ctx);
    }
    const delay = FIRST_CHECK_DELAY_MS * 2 ** post.statusChecks;
    const at = new Date(this.deps.now().getTime() + delay);
    await this.#handOver(post, { statusChecks: post.statusChecks + 1 }, at, ctx);
  }

  /** Scheduled (not failed) until the next quota day starts, when a new job takes it on. */
  async #waitForNextQuotaDay(post: PostedVideoRow, ctx: Attempt, dayFull: boolean) {
    const now = this.deps.now();
    if (dayFull) {
      const limit = this.deps.config.posting.youtubeDailyUploads;
      await markQuotaDayFull(this.deps.database.db, quotaDayOf(now), limit);
    }
    const at = nextQuotaDayStart(now);
    await this.#handOver(post, { status: 'scheduled', notBefore: at }, at, ctx);
  }

  /**
   * Queues the job that goes on at `at` and names it on the post, in one transaction: if the
   * post moved on meanwhile, the new job finds itself not named and does nothing.
   */
  async #handOver(post: PostedVideoRow, change: PostChange, at: Date, ctx: Attempt) {
    const seconds = Math.max(0, Math.ceil((at.getTime() - this.deps.now().getTime()) / 1000));
    await this.deps.database.db.transaction(async (tx) => {
      const jobId = await this.deps.queue.enqueue(
        'posting.upload',
        { postId: post.id },
        { tx, startAfterSeconds: seconds },
      );
      await updatePost(tx, post, { ...change, jobId }, { whileIn: NOT_FINAL, jobId: ctx.jobId });
    });
  }

  /** Sorts a failure: retried (thrown), waited out, or the post fails with a worded reason. */
  async #failure(post: PostedVideoRow, error: unknown, ctx: Attempt): Promise<void> {
    // A timeout or a shutdown is the platform's to retry, whatever it threw.
    if (ctx.signal.aborted) throw error;
    const current = (await findPostForWorker(this.deps.database.db, post.id)) ?? post;
    if (error instanceof MissingVideoError)
      return this.#fail(current, POST_FAILURES.missingFile, ctx);
    if (!(error instanceof YouTubeFailure)) throw error;
    switch (error.kind) {
      case 'retryable':
        throw error;
      case 'quota':
        return this.#waitForNextQuotaDay(current, ctx, true);
      case 'reconnect':
        await setAutoPostPaused(
          this.deps.database.db,
          post.userId,
          post.platform,
          AUTO_POST_PAUSED.reconnect,
        );
        return this.#fail(current, POST_FAILURES.reconnect, ctx);
      case 'uploadLimit':
        return this.#fail(current, POST_FAILURES.uploadLimit, ctx);
      case 'final':
        return this.#fail(current, error.message, ctx);
    }
  }

  async #fail(
    post: PostedVideoRow,
    reason: string,
    ctx: { jobId?: string | undefined },
    extra: PostChange = {},
  ): Promise<void> {
    await this.#update(
      post,
      { ...extra, status: 'failed', failureReason: reason, uploadSession: null },
      NOT_FINAL,
      ctx,
    );
  }

  #update(
    post: PostedVideoRow,
    change: PostChange,
    whileIn: readonly PostStatus[],
    ctx: { jobId?: string | undefined },
  ) {
    return this.deps.database.db.transaction(async (tx) => {
      const row = await updatePost(tx, post, change, { whileIn, jobId: ctx.jobId });
      // Told in the same transaction: other modules hear of a publication exactly once.
      if (row?.status === 'published' && change.status === 'published') {
        await this.deps.events?.publish(tx, 'post.published', {
          postId: row.id,
          userId: row.userId,
          platform: row.platform,
          videoId: row.videoJobId,
          url: row.postUrl,
        });
      }
      return row;
    });
  }
}
