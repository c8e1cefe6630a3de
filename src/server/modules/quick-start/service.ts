import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import {
  QUICK_START_MESSAGES,
  QUICK_START_PROMPT,
  SIMPLE_JOB_LIST_LIMIT,
  SIMPLE_UPLOAD_PROMPT,
  type QuickStartState,
} from '@shared/quick-start';
import { SIMPLE_VIDEO_CREDITS } from '@shared/billing';
import { videoChargeReason } from '@shared/ledger-names';
import type { VideoJob, VideoSourceFlow } from '@shared/videos';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import type { SessionUser } from '../../platform/auth/index.js';
import { InsufficientCreditsError, type CreditsService } from '../../platform/credits/index.js';
import type { DriveFolders } from '../../providers/drive/index.js';
import { badRequest, conflict, notFound } from '../../platform/errors.js';
import { isUuid } from '../../platform/http/index.js';
import type { StoragePort } from '../../platform/storage/index.js';
import type { QuickStartAccounts } from '../auth/index.js';
import type { FreeDailyVideos } from '../billing/index.js';
import { autoPostAfterVideo, type PostingQueue } from '../posting/index.js';
import {
  deleteVideo,
  SIMPLE_VIDEO,
  videoJobDtos,
  type FormReader,
  type PayForVideo,
  type SimpleVideoOptions,
  type VideosService,
} from '../videos/index.js';
import {
  ensureQuickStart,
  findOwnFlowJob,
  findYouTubeConnection,
  listBatchJobs,
  listFlowJobs,
  setPublishAt,
  updateQuickStart,
  type QuickStartRow,
  type VideoJobRow,
} from './repo.js';
import { importDriveFolder } from './drive-import.js';

export interface QuickStartDeps {
  /** The posts of the Schedule step take the user's daily share (decision 049). */
  config: { productName: string } & Pick<Config, 'posting'>;
  database: Database;
  storage: StoragePort;
  queue: PostingQueue;
  credits: CreditsService;
  freeVideos: FreeDailyVideos;
  videos: VideosService;
  accounts: QuickStartAccounts;
  /** Drive folders: listed and downloaded with GOOGLE_API_KEY, else form-only. */
  drive: DriveFolders;
  log: FastifyBaseLogger;
  now?: () => Date;
}

const emailSchema = z.email();

/**
 * The quick-start wizard's and simple upload's rules (decision 043): the account a new email
 * gets, each image's job paid with a free daily video or 64 credits in the transaction that
 * makes it, a Drive folder's images, the wizard's place, its schedule, and removing a job.
 */
export class QuickStartService {
  readonly #now: () => Date;

  constructor(private readonly deps: QuickStartDeps) {
    this.#now = deps.now ?? (() => new Date());
  }

  /**
   * Spec quick-start-flow. Signed in: the batch is the user's. Nobody signed in: a new email
   * gets an account, this browser a session (`setCookie`) and the mailbox a link to set a
   * password; an email with an account is refused and nothing is attached to it.
   */
  async start(
    user: SessionUser | null,
    body: { email?: string | null | undefined; googleDriveLink: string | null },
  ): Promise<{ userId: string; created: boolean; setCookie: string | null }> {
    if (user) {
      await this.#newBatch(user.id, body.googleDriveLink);
      return { userId: user.id, created: false, setCookie: null };
    }
    const email = body.email?.trim() ?? '';
    if (!email) throw badRequest(QUICK_START_MESSAGES.emailRequired);
    if (!emailSchema.safeParse(email).success) throw badRequest(QUICK_START_MESSAGES.invalidEmail);
    const created = await this.deps.accounts.create(email);
    if (!created) throw conflict(QUICK_START_MESSAGES.accountExists);
    await this.#newBatch(created.userId, body.googleDriveLink);
    try {
      await this.deps.accounts.sendWelcomeLink(email);
    } catch (error) {
      // The account and session stand; the outbox row records the failed delivery.
      this.deps.log.warn({ err: error }, 'quick-start: the welcome link could not be mailed');
    }
    return { userId: created.userId, created: true, setCookie: created.setCookie };
  }

  /** One image's video: a free daily video first, else 64 credits (402 when short). */
  createVideo(userId: string, flow: VideoSourceFlow, readForm: FormReader<'image'>) {
    return this.deps.videos.createSimpleVideo(userId, readForm, this.#simpleVideo(userId, flow));
  }

  /**
   * A wizard batch's images from a public Drive folder (decision 046): at most `count`, each
   * one quick-start job paid like an uploaded image. Needs GOOGLE_API_KEY (409 without).
   */
  importDrive(userId: string, body: { googleDriveLink: string; count: number }) {
    const { drive, freeVideos, videos } = this.deps;
    const options = this.#simpleVideo(userId, 'quick-start');
    return importDriveFolder(
      {
        drive,
        assertCanPayOne: async () => {
          const check = await freeVideos.check(userId, 1);
          if (check.canGenerate === 0) {
            throw new InsufficientCreditsError(check.balance, SIMPLE_VIDEO_CREDITS);
          }
        },
        makeVideo: (source) => videos.createSimpleVideoFromStream(userId, source, options),
      },
      body.googleDriveLink,
      body.count,
    );
  }

  /** A simple flow's job: its prompt, auto post, and its payment (free video, else credits). */
  #simpleVideo(userId: string, flow: VideoSourceFlow): SimpleVideoOptions {
    const pay: PayForVideo = async (tx, jobId) => {
      const day = await this.deps.freeVideos.takeOne(userId, tx);
      if (day) return { kind: 'free', day };
      const charge = await this.deps.credits.charge({
        tx,
        userId,
        amount: SIMPLE_VIDEO_CREDITS,
        idempotencyKey: `charge:video:${jobId}`,
        reason: videoChargeReason('veo', SIMPLE_VIDEO.durationSeconds),
        reference: jobId,
      });
      return { kind: 'credits', cost: SIMPLE_VIDEO_CREDITS, chargeEntryId: charge.entryId };
    };
    const quickStart = flow === 'quick-start';
    return {
      sourceFlow: flow,
      prompt: quickStart ? QUICK_START_PROMPT : SIMPLE_UPLOAD_PROMPT,
      autoPostOnComplete: quickStart,
      pay,
    };
  }

  async list(userId: string, flow: VideoSourceFlow): Promise<VideoJob[]> {
    const rows = await listFlowJobs(this.deps.database.db, userId, flow, SIMPLE_JOB_LIST_LIMIT);
    return this.#dtos(rows);
  }

  /**
   * Removes one of the owner's simple-flow jobs and its files through the videos module's
   * delete (decision 046): an unfinished one is stopped and refunded once, or gives its free
   * daily video back. A studio job, anyone else's and an unknown id answer 404.
   */
  async remove(userId: string, id: string): Promise<void> {
    const { database, storage, credits, freeVideos } = this.deps;
    // source_flow never changes, so this check outside the delete's transaction holds.
    const row = isUuid(id) ? await findOwnFlowJob(database.db, userId, id) : undefined;
    if (!row) throw notFound(QUICK_START_MESSAGES.notYours);
    await deleteVideo({ database, storage, credits, freeVideos }, userId, id);
  }

  /** Where the wizard is; on Connect with a channel connected it moves on to Generate. */
  async state(userId: string): Promise<QuickStartState> {
    const { db } = this.deps.database;
    let row = await ensureQuickStart(db, userId);
    const connection = await findYouTubeConnection(db, userId);
    const connected = connection?.status === 'connected';
    if (row.step === 2 && connected) row = await updateQuickStart(db, userId, { step: 3 });
    return this.#stateOf(row, connected, connection?.accountName ?? null);
  }

  async setStep(userId: string, step: number, newBatch: boolean): Promise<QuickStartState> {
    const { db } = this.deps.database;
    if (newBatch) await this.#newBatch(userId, null, step);
    else await updateQuickStart(db, userId, { step });
    return this.state(userId);
  }

  /**
   * The Schedule step: each video's publish time. A finished video's post is queued now (as a
   * private upload YouTube publishes then); a coming one is posted so when it finishes.
   */
  async schedule(
    userId: string,
    items: { jobId: string; publishAt: string }[],
  ): Promise<{ postsCreated: number; scheduled: number }> {
    const now = this.#now().getTime();
    if (items.some((item) => new Date(item.publishAt).getTime() <= now)) {
      throw badRequest(QUICK_START_MESSAGES.publishAtInPast);
    }
    const { database, queue } = this.deps;
    const connection = await findYouTubeConnection(database.db, userId);
    if (connection?.status !== 'connected') {
      throw conflict('Connect a YouTube channel first (step 2)');
    }
    return database.db.transaction(async (tx) => {
      let postsCreated = 0;
      for (const item of items) {
        const row = isUuid(item.jobId)
          ? await setPublishAt(tx, userId, item.jobId, new Date(item.publishAt))
          : undefined;
        if (!row) throw notFound(QUICK_START_MESSAGES.notYours);
        if (row.status === 'succeeded') {
          const autoPost = { queue, config: this.deps.config, now: this.#now };
          if ((await autoPostAfterVideo(autoPost, tx, row)) === 'queued') postsCreated += 1;
        }
      }
      await updateQuickStart(tx, userId, { step: 5 });
      return { postsCreated, scheduled: items.length };
    });
  }

  async #newBatch(userId: string, googleDriveLink: string | null, step = 1) {
    await updateQuickStart(this.deps.database.db, userId, {
      step,
      batchStartedAt: this.#now(),
      googleDriveLink,
    });
  }

  async #stateOf(
    row: QuickStartRow,
    connected: boolean,
    channelName: string | null,
  ): Promise<QuickStartState> {
    const rows = await listBatchJobs(
      this.deps.database.db,
      row.userId,
      row.batchStartedAt,
      SIMPLE_JOB_LIST_LIMIT,
    );
    return {
      step: row.step,
      batchStartedAt: row.batchStartedAt.toISOString(),
      googleDriveLink: row.googleDriveLink,
      jobs: await this.#dtos(rows),
      youtube: { connected, channelName: connected ? channelName : null },
    };
  }

  #dtos(rows: VideoJobRow[]): Promise<VideoJob[]> {
    const { database, storage, config } = this.deps;
    return videoJobDtos(database.db, rows, storage, config.productName);
  }
}
