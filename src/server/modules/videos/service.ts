import type { Readable } from 'node:stream';
import type { PodcastFaces, TextToVideoBody, VideoJob, VideoSourceFlow } from '@shared/videos';
import type { Config } from '../../config.js';
import type { AppTx, Database } from '../../db/client.js';
import type { MediaToolkit } from '../../media/toolkit.js';
import type { VideoEngineRegistry } from '../../providers/video/index.js';
import type { TranscriptionEngines } from '../../providers/transcription/index.js';
import { notFound } from '../../platform/errors.js';
import type { JobSender } from '../../platform/jobs/index.js';
import type { videoRenderJob } from './job-declarations.js';
import type { StoragePort } from '../../platform/storage/index.js';
import {
  receiveUpload,
  type UploadForm,
  type UploadFormSpec,
} from '../../platform/uploads/index.js';
import type { CreditsService } from '../../platform/credits/index.js';
import type { FaceDetector } from '../../media/faces/index.js';
import { videoJobDto } from './dto.js';
import { createJob } from './create-job.js';
import { imageToVideoJob } from './image-to-video.js';
import { podcastClipJob } from './podcast-clip.js';
import { podcastFacesOf } from './podcast-faces.js';
import { planVideoJob, simpleJob, simpleVideoJob } from './simple-video.js';
import { withUploads } from './upload-form.js';
import {
  findOwnJob,
  jobKind,
  listOwnJobs,
  measuredRenderSeconds,
  type VideoJobRow,
} from './repo.js';
import { isUuid } from '../../platform/http/index.js';

export { SIMPLE_VIDEO } from './simple-video.js';

/** The studio shows at most this many jobs. */
export const VIDEO_LIST_LIMIT = 100;
const VIDEO_NOT_FOUND = 'Video not found';

/** Reads the request's multipart form with the spec the service decides (files, bucket). */
export type FormReader<F extends string> = (spec: UploadFormSpec<F>) => Promise<UploadForm<F>>;

export interface VideosServiceDeps {
  config: Pick<Config, 'productName' | 'imageUploadLimitBytes' | 'audioUploadLimitBytes'>;
  database: Database;
  storage: StoragePort;
  queue: Pick<JobSender<typeof videoRenderJob>, 'enqueue'>;
  media: MediaToolkit;
  engines: VideoEngineRegistry;
  credits: CreditsService;
  /** Finds the faces of talking portraits (decision 057); the shared detector when absent. */
  faces?: FaceDetector;
  /**
   * Who hears an uploaded recording's words (decision 069): a clip sent without its words is
   * heard by the render when there is an engine. Absent: none (the simple flows).
   */
  transcription?: TranscriptionEngines;
}

/** How a job was paid for: a charge of `cost` credits, or one of the day's free videos. */
export type VideoPayment =
  | { kind: 'credits'; cost: number; chargeEntryId: number }
  | { kind: 'free'; day: string }
  /** A service order's clip: the client's plan pays, no credits move (issue 28). */
  | { kind: 'plan'; serviceOrderId: string };

/**
 * Pays for a new job inside the transaction that creates it (the quick-start flows: a free
 * daily video first, else credits). Throws to refuse it; nothing is then written.
 */
export type PayForVideo = (tx: AppTx, jobId: string) => Promise<VideoPayment>;

/** What a simple flow's video is made and paid with. */
export interface SimpleVideoOptions {
  sourceFlow: VideoSourceFlow;
  prompt: string;
  autoPostOnComplete: boolean;
  pay: PayForVideo;
}

/**
 * The video studio's rules: what a job needs, what it costs, and that creating it, charging
 * for it and queueing its render happen in one transaction. Uploads are stored before that
 * transaction (they stream) and deleted again when the request is refused. Each flow's form
 * becomes its job in a file of its own (image-to-video, podcast-clip, simple-video); every
 * job is priced, paid and queued by create-job.ts.
 */
export class VideosService {
  constructor(private readonly deps: VideosServiceDeps) {}

  async createTextToVideo(userId: string, body: TextToVideoBody): Promise<VideoJob> {
    const { row, estimates } = await createJob(this.deps, userId, {
      mode: 'text-to-video',
      ...body,
    });
    return this.#toDto(row, estimates);
  }

  /**
   * One image, one job: the studio sends a batch image by image. The image is an uploaded file
   * or one of the user's photos (photoId), copied into the job's inputs; priced and made alike.
   */
  async createImageToVideo(userId: string, readForm: FormReader<'image'>): Promise<VideoJob> {
    const { row, estimates } = await withUploads(
      this.deps,
      userId,
      { image: 'image' },
      readForm,
      (form) => imageToVideoJob(this.deps, userId, form),
    );
    return this.#toDto(row, estimates);
  }

  /**
   * Speech plus a portrait. The speech is an uploaded audio file or a ready voiceover of the
   * user's (voiceoverId), whose captions are burned in unless turned off; the portrait is an
   * uploaded image or a ready podcast character's (characterId).
   */
  async createPodcastClip(
    userId: string,
    readForm: FormReader<'audio' | 'image' | 'logo'>,
  ): Promise<VideoJob> {
    const files = { audio: 'audio', image: 'image', logo: 'image' } as const;
    const { row, estimates } = await withUploads(this.deps, userId, files, readForm, (form) =>
      podcastClipJob(this.deps, userId, form),
    );
    return this.#toDto(row, estimates);
  }

  /**
   * The faces in a podcast clip's picture (an uploaded `image` or a character's portrait), for
   * the form to pick who speaks or to say there is none. Charges nothing; keeps no file.
   */
  async findPodcastFaces(userId: string, readForm: FormReader<'image'>): Promise<PodcastFaces> {
    return withUploads(this.deps, userId, { image: 'image' }, readForm, (form) =>
      podcastFacesOf(this.deps, userId, form),
    );
  }

  /**
   * The simple flows' video (quick-start, simple upload): one uploaded image (checked by its
   * bytes) or one of the user's photos, made at the spec's fixed 9:16, 720p, 8 s, paid by
   * `pay` in the transaction that creates the job.
   */
  async createSimpleVideo(
    userId: string,
    readForm: FormReader<'image'>,
    options: SimpleVideoOptions,
  ): Promise<VideoJob> {
    const { row, estimates } = await withUploads(
      this.deps,
      userId,
      { image: 'image' },
      readForm,
      (form) => simpleVideoJob(this.deps, userId, form, options),
    );
    return this.#toDto(row, estimates);
  }

  /**
   * A simple flow's video from an image's bytes fetched elsewhere (a Drive folder's file,
   * decision 046): through the very intake an upload goes through (format by the first bytes,
   * the upload limit, decoded), then made and paid like createSimpleVideo.
   */
  async createSimpleVideoFromStream(
    userId: string,
    source: Readable,
    options: SimpleVideoOptions,
  ): Promise<VideoJob> {
    const { storage, media, config } = this.deps;
    const image = await receiveUpload(source, {
      kind: 'image',
      storage,
      bucket: 'hedra-inputs',
      ownerId: userId,
      limitBytes: config.imageUploadLimitBytes,
      media,
    });
    try {
      const { row, estimates } = await simpleJob(this.deps, userId, image, options);
      return await this.#toDto(row, estimates);
    } catch (error) {
      await storage.delete(image.key).catch(() => {});
      throw error;
    }
  }

  /**
   * A service order's clip (issue 28): an 8-second 9:16 Image to Video job from an image the
   * order already stores (used in place: the job does not own it), owned by the client, paid by
   * the plan (never credits) and made inside the caller's transaction, so the order's lock
   * covers the clip row and its job together.
   */
  async createPlanVideo(
    tx: AppTx,
    userId: string,
    video: { serviceOrderId: string; inputImageKey: string; prompt: string },
  ): Promise<VideoJobRow> {
    const { row } = await planVideoJob(this.deps, tx, userId, video);
    return row;
  }

  async list(userId: string): Promise<VideoJob[]> {
    const { db } = this.deps.database;
    const [rows, estimates] = await Promise.all([
      listOwnJobs(db, userId, VIDEO_LIST_LIMIT),
      measuredRenderSeconds(db),
    ]);
    return Promise.all(rows.map((row) => this.#toDto(row, estimates)));
  }

  /** Another user's job and an unknown id answer alike: 404. */
  async get(userId: string, id: string): Promise<VideoJob> {
    // A malformed id is just another id that is not yours (and would not fit the uuid column).
    if (!isUuid(id)) throw notFound(VIDEO_NOT_FOUND);
    const row = await findOwnJob(this.deps.database.db, userId, id);
    if (!row) throw notFound(VIDEO_NOT_FOUND);
    return this.#toDto(row);
  }

  async #toDto(row: VideoJobRow, estimates?: Map<string, number>): Promise<VideoJob> {
    const measured = estimates ?? (await measuredRenderSeconds(this.deps.database.db));
    const estimate = measured.get(jobKind(row)) ?? null;
    return videoJobDto(row, this.deps.storage, this.deps.config.productName, estimate);
  }
}
