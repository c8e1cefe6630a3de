import { randomInt, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { z } from 'zod';
import {
  aspectRatioForImage,
  clipSpeechProblem,
  HEDRA_MIN_DURATION,
  imageToVideoFieldsSchema,
  podcastClipFieldsSchema,
  podcastFacesFieldsSchema,
  VIDEO_MESSAGES,
  VOICEOVER_CLIP_MESSAGES,
  videoJobCost,
  type MusicBed,
  type PodcastFaces,
  type TextToVideoBody,
  type VideoAspectRatio,
  type VideoJob,
  type VideoMode,
  type VideoResolution,
  type VideoSourceFlow,
} from '@shared/videos';
import { SIMPLE_UPLOAD_MESSAGES } from '@shared/quick-start';
import { videoChargeReason } from '@shared/ledger-names';
import type { VeoResolution } from '@shared/pricing';
import { cuesWithin, type CaptionCue } from '@shared/voiceovers';
import { CAPTION_MESSAGES, type CaptionLook, type CaptionWord } from '@shared/captions';
import { editedCues } from './caption-edits.js';
import type { Config } from '../../config.js';
import type { AppTx, Database } from '../../db/client.js';
import { MediaError, type MediaProbe, type MediaToolkit } from '../../media/toolkit.js';
import type { VideoEngineRegistry } from '../../providers/video/index.js';
import { badRequest, notFound } from '../../platform/errors.js';
import type { JobSender } from '../../platform/jobs/index.js';
import type { videoRenderJob } from './job-declarations.js';
import type { StoragePort } from '../../platform/storage/index.js';
import {
  receiveUpload,
  unreadableMessage,
  type StoredUpload,
  type UploadForm,
  type UploadFormSpec,
  type UploadKind,
} from '../../platform/uploads/index.js';
import type { CreditsService } from '../../platform/credits/index.js';
import { newVideoJobDto, videoJobDto } from './dto.js';
import { copyBackgroundInput, copyPhotoInput } from './photo-inputs.js';
import { characterPortraitKey, voiceoverSpeech } from './podcast-inputs.js';
import { audiogramDesign, wantsAudiogram } from './audiogram-inputs.js';
import type { AudiogramDesign } from '@shared/audiogram';
import { assertMomentFits, cuesOfMoment, cutMoment, wordsOfClip } from './podcast-moment.js';
import { assertSpeakerFace, facesInPicture, facesResponse } from './podcast-faces.js';
import { sharedFaceDetector, type FaceDetector } from '../../media/faces/index.js';
import {
  findOwnJob,
  insertVideoJob,
  jobKind,
  listOwnJobs,
  measuredRenderSeconds,
  publishJobUpdate,
  type VideoJobRow,
} from './repo.js';
import { isUuid } from '../../platform/http/index.js';

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
}

/** A new job's row and the render times measured when it was made. */
interface Created {
  row: VideoJobRow;
  estimates: Map<string, number>;
}

interface NewJob {
  mode: VideoMode;
  prompt: string;
  aspectRatio: VideoAspectRatio;
  resolution: VideoResolution;
  durationSeconds: number;
  /** What the price is for, when it is not `durationSeconds` (a snapped moment). */
  billedSeconds?: number;
  seed?: number | undefined;
  inputImageKey?: string;
  inputAudioKey?: string;
  inputBackgroundKey?: string;
  voiceoverId?: string;
  speakerFace?: number;
  /** Caption cues to burn in, already trimmed to the clip's length. */
  captions?: CaptionCue[];
  spokenWords?: CaptionWord[];
  /** Text and Image to Video: a music bed to mix in ('none' or left out: none). */
  musicBed?: MusicBed;
  /** How they look. */
  captionLook?: CaptionLook;
  sourceFlow?: VideoSourceFlow;
  autoPostOnComplete?: boolean;
  /** A podcast clip's audiogram design: always the local engine's (decision 059). */
  audiogram?: AudiogramDesign;
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

/** One simple video (spec section 9): 9:16, 720p, 8 s, from one image. */
export const SIMPLE_VIDEO = {
  aspectRatio: '9:16',
  resolution: '720p',
  durationSeconds: 8,
} as const;

/**
 * The video studio's rules: what a job needs, what it costs, and that creating it, charging
 * for it and queueing its render happen in one transaction. Uploads are stored before that
 * transaction (they stream) and deleted again when the request is refused.
 */
export class VideosService {
  readonly #credits: CreditsService;

  constructor(private readonly deps: VideosServiceDeps) {
    this.#credits = deps.credits;
  }

  async createTextToVideo(userId: string, body: TextToVideoBody): Promise<VideoJob> {
    const { row, estimates } = await this.#create(userId, { mode: 'text-to-video', ...body });
    return this.#toDto(row, estimates);
  }

  /**
   * One image, one job: the studio sends a batch image by image. The image is an uploaded file
   * or one of the user's photos (photoId), copied into the job's inputs; priced and made alike.
   */
  async createImageToVideo(userId: string, readForm: FormReader<'image'>): Promise<VideoJob> {
    const { database, storage, media, config } = this.deps;
    const { row, estimates } = await this.#withUploads(
      userId,
      { image: 'image' },
      readForm,
      async (form) => {
        const uploaded = form.files.image;
        const wantsPhoto = Boolean(form.fields.photoId);
        const wantsBackground = Boolean(form.fields.backgroundId);
        const sources = [uploaded, wantsPhoto, wantsBackground].filter(Boolean).length;
        if (uploaded && wantsPhoto && !wantsBackground) {
          throw badRequest(VIDEO_MESSAGES.imageOrPhoto);
        }
        if (sources > 1) throw badRequest(VIDEO_MESSAGES.oneImageSource);
        if (sources === 0) throw badRequest(VIDEO_MESSAGES.selectImages);
        const { photoId, backgroundId, aspectRatio, ...fields } = parseFields(
          imageToVideoFieldsSchema,
          form.fields,
        );
        const inputDeps = {
          db: database.db,
          storage,
          media,
          limitBytes: config.imageUploadLimitBytes,
        };
        const image =
          uploaded ??
          (wantsBackground
            ? await copyBackgroundInput(inputDeps, userId, backgroundId)
            : await copyPhotoInput(inputDeps, userId, photoId));
        const { width, height } = image.dimensions!;
        try {
          return await this.#create(userId, {
            mode: 'veo',
            ...fields,
            // The user's override, else the spec's detection from the image.
            aspectRatio: aspectRatio ?? aspectRatioForImage(width, height),
            inputImageKey: image.key,
          });
        } catch (error) {
          // The form's own files are discarded by #withUploads; the photo's copy is ours.
          if (!uploaded) await storage.delete(image.key).catch(() => {});
          throw error;
        }
      },
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
    const { db } = this.deps.database;
    const { row, estimates } = await this.#withUploads(userId, files, readForm, async (form) => {
      const { audio, image, logo } = form.files;
      // An audiogram's picture is optional: its cover art is the logo, or else this picture.
      const needsPortrait = !wantsAudiogram(form.fields);
      const wantsCharacter = Boolean(form.fields.characterId);
      const wantsVoiceover = Boolean(form.fields.voiceoverId);
      if (image && wantsCharacter) throw badRequest(VIDEO_MESSAGES.imageOrCharacter);
      if (audio && wantsVoiceover) throw badRequest(VOICEOVER_CLIP_MESSAGES.audioOrVoiceover);
      if ((!audio && !wantsVoiceover) || (needsPortrait && !image && !wantsCharacter)) {
        throw badRequest(VIDEO_MESSAGES.selectAudioAndImage);
      }
      const {
        characterId,
        voiceoverId,
        captions,
        backgroundId,
        startSeconds,
        speakerFace,
        ...allFields
      } = parseFields(podcastClipFieldsSchema, form.fields);
      const { style, title, showName, brandColor, waveform, ...rest } = allFields;
      const { captionStyle, captionSize, captionPosition, captionText, ...fields } = rest;
      if (captionText !== undefined && !wantsVoiceover) {
        throw badRequest(CAPTION_MESSAGES.textWithoutVoiceover);
      }
      const audiogram = audiogramDesign({ style, title, showName, brandColor, waveform }, logo);
      const speech = audio
        ? { audioKey: audio.key, seconds: await this.#probeAudioLength(audio) }
        : await voiceoverSpeech(db, userId, voiceoverId);
      // With a moment the range is checked against the speech; without, the first seconds.
      const asked = startSeconds === undefined ? fields.durationSeconds : HEDRA_MIN_DURATION;
      const speechProblem = clipSpeechProblem(asked, speech.seconds);
      if (speechProblem) throw badRequest(speechProblem);
      const request = { startSeconds: startSeconds ?? 0, durationSeconds: fields.durationSeconds };
      if (startSeconds !== undefined) assertMomentFits(request, speech.seconds);
      const portraitKey =
        image?.key ??
        (needsPortrait || wantsCharacter
          ? await characterPortraitKey(db, userId, characterId)
          : undefined);
      // The talking portrait asked for (a speaker chosen) needs that face: refused before paying.
      const talks = speakerFace !== undefined && !audiogram && portraitKey;
      if (talks && this.deps.engines.engineFor('hedra') === 'local') {
        const faces = await facesInPicture(
          this.deps.faces ?? sharedFaceDetector(),
          this.deps.storage,
          image?.localPath ? { localPath: image.localPath } : { key: portraitKey },
        );
        assertSpeakerFace(faces, speakerFace);
      }
      const moment =
        startSeconds === undefined
          ? undefined
          : await cutMoment(
              this.deps,
              userId,
              { key: speech.audioKey, seconds: speech.seconds, localPath: audio?.localPath },
              request,
            );
      const clipCues =
        !captions || !('cues' in speech)
          ? []
          : moment
            ? cuesOfMoment(speech.cues, moment)
            : cuesWithin(speech.cues, Math.round(fields.durationSeconds * 1000));
      // The user's words on the spoken words' times (caption-edits.ts).
      const cues =
        captionText !== undefined && clipCues.length ? editedCues(clipCues, captionText) : clipCues;
      const captionLook = { style: captionStyle, size: captionSize, position: captionPosition };
      let set: StoredUpload | undefined;
      try {
        // An audiogram is a designed card: no set behind a host.
        set =
          backgroundId && !audiogram ? await this.#backgroundCopy(userId, backgroundId) : undefined;
        const created = await this.#create(userId, {
          mode: 'hedra',
          ...fields,
          // The clip is the snapped moment; it never costs more than the range asked for.
          ...(moment && {
            durationSeconds: moment.durationSeconds,
            billedSeconds: Math.min(moment.durationSeconds, fields.durationSeconds),
          }),
          ...(portraitKey && { inputImageKey: portraitKey }),
          ...(audiogram && { audiogram }),
          inputAudioKey: moment?.audioKey ?? speech.audioKey,
          ...(set && { inputBackgroundKey: set.key }),
          ...('voiceoverId' in speech && { voiceoverId: speech.voiceoverId }),
          ...(cues.length > 0 && { captions: cues, captionLook }),
          ...(speakerFace !== undefined && { speakerFace }),
          ...('words' in speech && { spokenWords: wordsOfClip(speech.words, moment ?? request) }),
        });
        // The uploaded file's moment is the job's audio: the whole file is not needed.
        if (moment && audio) await this.deps.storage.delete(audio.key).catch(() => {});
        return created;
      } catch (error) {
        // The form's own files are discarded by #withUploads; the copies made here are ours.
        for (const key of [set?.key, moment?.audioKey]) {
          if (key) await this.deps.storage.delete(key).catch(() => {});
        }
        throw error;
      }
    });
    return this.#toDto(row, estimates);
  }

  /**
   * The faces in a podcast clip's picture (an uploaded `image` or a character's portrait), for
   * the form to pick who speaks or to say there is none. Charges nothing; keeps no file.
   */
  async findPodcastFaces(userId: string, readForm: FormReader<'image'>): Promise<PodcastFaces> {
    return this.#withUploads(userId, { image: 'image' }, readForm, async (form) => {
      try {
        const { image } = form.files;
        const { characterId } = parseFields(podcastFacesFieldsSchema, form.fields);
        if (image && characterId) throw badRequest(VIDEO_MESSAGES.imageOrCharacter);
        if (!image && !characterId) throw badRequest(VIDEO_MESSAGES.selectImages);
        // Hedra takes the portrait as it is: nothing to detect, no speaker to choose.
        if (this.deps.engines.engineFor('hedra') !== 'local')
          return { localEngine: false, faces: [] };
        const source = image?.localPath
          ? { localPath: image.localPath }
          : { key: await characterPortraitKey(this.deps.database.db, userId, characterId) };
        const detector = this.deps.faces ?? sharedFaceDetector();
        return facesResponse(await facesInPicture(detector, this.deps.storage, source));
      } finally {
        await form.discard();
      }
    });
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
    const { database, storage, media, config } = this.deps;
    const { row, estimates } = await this.#withUploads(
      userId,
      { image: 'image' },
      readForm,
      async (form) => {
        const uploaded = form.files.image;
        const photoId = form.fields.photoId;
        if (uploaded && photoId) throw badRequest(VIDEO_MESSAGES.imageOrPhoto);
        if (!uploaded && !photoId) throw badRequest(SIMPLE_UPLOAD_MESSAGES.selectImages);
        const image =
          uploaded ??
          (await copyPhotoInput(
            { db: database.db, storage, media, limitBytes: config.imageUploadLimitBytes },
            userId,
            photoId,
          ));
        try {
          return await this.#createSimple(userId, image, options);
        } catch (error) {
          if (!uploaded) await storage.delete(image.key).catch(() => {});
          throw error;
        }
      },
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
      const { row, estimates } = await this.#createSimple(userId, image, options);
      return await this.#toDto(row, estimates);
    } catch (error) {
      await storage.delete(image.key).catch(() => {});
      throw error;
    }
  }

  #createSimple(userId: string, image: StoredUpload, options: SimpleVideoOptions) {
    return this.#create(
      userId,
      {
        mode: 'veo',
        prompt: options.prompt,
        ...SIMPLE_VIDEO,
        inputImageKey: image.key,
        sourceFlow: options.sourceFlow,
        autoPostOnComplete: options.autoPostOnComplete,
      },
      options.pay,
    );
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
    const { row } = await this.#create(
      userId,
      {
        mode: 'veo',
        prompt: video.prompt,
        ...SIMPLE_VIDEO,
        inputImageKey: video.inputImageKey,
        sourceFlow: 'order',
      },
      () => Promise.resolve({ kind: 'plan', serviceOrderId: video.serviceOrderId }),
      tx,
    );
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

  /**
   * Prices on the server, charges, inserts the job as queued and enqueues its render, all in
   * one transaction: a shortfall (InsufficientCreditsError, 402) leaves no row and no job.
   */
  async #create(userId: string, job: NewJob, pay?: PayForVideo, outerTx?: AppTx): Promise<Created> {
    const id = randomUUID();
    const cost =
      job.mode === 'hedra'
        ? videoJobCost({ mode: 'hedra', durationSeconds: job.billedSeconds ?? job.durationSeconds })
        : videoJobCost({
            mode: job.mode,
            resolution: job.resolution as VeoResolution,
            durationSeconds: job.durationSeconds,
          });
    const engine = job.audiogram ? 'local' : this.deps.engines.engineFor(job.mode);
    // In the caller's transaction when there is one: PGlite has one connection.
    const estimates = await measuredRenderSeconds(outerTx ?? this.deps.database.db);
    const inTransaction = async (tx: AppTx) => {
      const payment: VideoPayment = pay
        ? await pay(tx, id)
        : {
            kind: 'credits',
            cost,
            chargeEntryId: (
              await this.#credits.charge({
                tx,
                userId,
                amount: cost,
                idempotencyKey: `charge:video:${id}`,
                reason: videoChargeReason(job.mode, job.durationSeconds),
                reference: id,
              })
            ).entryId,
          };
      const row = await insertVideoJob(tx, {
        id,
        userId,
        mode: job.mode,
        status: 'queued',
        prompt: job.prompt,
        aspectRatio: job.aspectRatio,
        resolution: job.resolution,
        durationSeconds: job.durationSeconds,
        seed: job.seed ?? randomInt(1, 1_000_001),
        cost: payment.kind === 'credits' ? payment.cost : 0,
        chargeEntryId: payment.kind === 'credits' ? payment.chargeEntryId : null,
        freeVideoDay: payment.kind === 'free' ? payment.day : null,
        serviceOrderId: payment.kind === 'plan' ? payment.serviceOrderId : null,
        sourceFlow: job.sourceFlow ?? null,
        musicBed: job.musicBed && job.musicBed !== 'none' ? job.musicBed : null,
        autoPostOnComplete: job.autoPostOnComplete ?? false,
        engine,
        inputImageKey: job.inputImageKey ?? null,
        inputAudioKey: job.inputAudioKey ?? null,
        inputBackgroundKey: job.inputBackgroundKey ?? null,
        voiceoverId: job.voiceoverId ?? null,
        captions: job.captions ?? null,
        spokenWords: job.spokenWords?.length ? job.spokenWords : null,
        audiogram: job.audiogram ?? null,
        speakerFace: job.speakerFace ?? null,
        captionLook: job.captionLook ?? null,
      });
      // The whole job goes with the event: other open tabs add its card without a request.
      // An order's clip is not the studio's card (the client reviews it on /orders).
      if (job.sourceFlow !== 'order') {
        await publishJobUpdate(tx, row, newVideoJobDto(row, estimates.get(jobKind(row)) ?? null));
      }
      await this.deps.queue.enqueue('videos.render', { jobId: id }, { tx });
      return row;
    };
    const row = outerTx
      ? await inTransaction(outerTx)
      : await this.deps.database.db.transaction(inTransaction);
    return { row, estimates };
  }

  /**
   * Streams the form's files into hedra-inputs (with local copies for ffprobe in a temp
   * folder), runs `use`, and deletes the stored files when `use` refuses the request.
   */
  async #withUploads<F extends string, T>(
    userId: string,
    files: Record<F, UploadKind>,
    readForm: FormReader<F>,
    use: (form: UploadForm<F>) => Promise<T>,
  ): Promise<T> {
    const localCopyDir = await mkdtemp(path.join(tmpdir(), 'reelcast-upload-'));
    try {
      const form = await readForm({
        files,
        storage: this.deps.storage,
        bucket: 'hedra-inputs',
        ownerId: userId,
        limits: {
          image: this.deps.config.imageUploadLimitBytes,
          audio: this.deps.config.audioUploadLimitBytes,
        },
        media: this.deps.media,
        localCopyDir,
      });
      try {
        return await use(form);
      } catch (error) {
        await form.discard();
        throw error;
      }
    } finally {
      await rm(localCopyDir, { recursive: true, force: true });
    }
  }

  /** The job's own copy of a ready background of the user's (404 for anyone else's). */
  #backgroundCopy(userId: string, backgroundId: string): Promise<StoredUpload> {
    const { database, storage, media, config } = this.deps;
    return copyBackgroundInput(
      { db: database.db, storage, media, limitBytes: config.imageUploadLimitBytes },
      userId,
      backgroundId,
    );
  }

  async #probeAudioLength(audio: StoredUpload): Promise<number> {
    const message = unreadableMessage('audio');
    const probe = await this.#probe(audio, message);
    if (!probe.audio || !probe.durationSeconds || probe.durationSeconds <= 0) {
      throw badRequest(message);
    }
    return probe.durationSeconds;
  }

  async #probe(file: StoredUpload, unreadable: string): Promise<MediaProbe> {
    if (!file.localPath) throw new Error('uploads must be copied locally to be probed');
    try {
      return await this.deps.media.probe(file.localPath);
    } catch (error) {
      if (error instanceof MediaError && error.reason === 'unreadable') {
        throw badRequest(unreadable);
      }
      throw error;
    }
  }

  async #toDto(row: VideoJobRow, estimates?: Map<string, number>): Promise<VideoJob> {
    const measured = estimates ?? (await measuredRenderSeconds(this.deps.database.db));
    const estimate = measured.get(jobKind(row)) ?? null;
    return videoJobDto(row, this.deps.storage, this.deps.config.productName, estimate);
  }
}

/** Multipart fields through the route's zod schema; the first problem becomes the 400. */
function parseFields<S extends z.ZodType>(schema: S, fields: Record<string, string>): z.output<S> {
  const result = schema.safeParse(fields);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue?.path.join('.');
  const message = issue?.message ?? 'is invalid';
  throw badRequest(field ? `body.${field}: ${message}` : `body: ${message}`);
}
