import { createWriteStream } from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { videoFrameSize, type VideoAspectRatio, type VideoResolution } from '@shared/videos';
import type { AppTx, Database } from '../../db/client.js';
import { MediaError, type MediaToolkit } from '../../media/toolkit.js';
import type { FaceDetector } from '../../media/faces/index.js';
import type { FramingLog } from '../../media/framing-input.js';
import { EngineError } from '../../kernel/engine-error.js';
import {
  type LocalImageFile,
  type LocalMediaFile,
  type VideoEngineRegistry,
} from '../../providers/video/index.js';
import type { DomainEvents } from '../../platform/events/index.js';
import type { JobContext } from '../../platform/jobs/index.js';
import {
  PaidWork,
  failedAndRefunded,
  type PaidWorkAdapter,
} from '../../platform/paid-work/index.js';
import { newObjectKey, type StoragePort } from '../../platform/storage/index.js';
import type { CreditsService } from '../../platform/credits/index.js';
import { captionedVideo, engineProgress } from './caption-pass.js';
import { captionsToRender, type HeardCaptionsDeps } from './heard-captions.js';
import { hostOnSet } from './host-on-set.js';
import { withMusicBed } from './music-pass.js';
import { findJobForWorker, saveVendorRef, updateJob, type VideoJobRow } from './repo.js';

export const VIDEO_FAILED_MESSAGE = 'Video generation failed. Your credits have been refunded.';
/** An engine's video may differ from the asked length by this much (vendors round). */
const DURATION_TOLERANCE_SECONDS = 1;
/** Progress is written when it moved by at least this much, this long after the last write. */
const PROGRESS_MIN_STEP = 1;
const PROGRESS_MIN_INTERVAL_MS = 500;

interface StoredOutputs {
  outputKey: string;
  posterKey: string;
}

export interface VideoJobDeps extends Pick<HeardCaptionsDeps, 'transcriptionEngines'> {
  database: Database;
  storage: StoragePort;
  media: MediaToolkit;
  engines: VideoEngineRegistry;
  credits: CreditsService;
  /** Finds the host's face before it is set on a background; the shared detector without. */
  faces?: FaceDetector;
  /** Where a failed face detection is told (the head is then guessed); stderr without. */
  log?: FramingLog;
  /**
   * Where `video.ended` is published (succeeded, or failed and refunded), inside the
   * transaction that records the end, so its in-transaction subscribers (the user's
   * integrations, auto-post, the free video's return) happen exactly when the end is
   * committed. Left out by tests of renders alone.
   */
  events?: DomainEvents;
}

/**
 * `videos.render`'s work: one attempt renders a job with the engine recorded on it, as paid
 * work (platform/paid-work: a failure the user must fix fails and refunds at once, anything
 * else is retried, and onExhausted fails and refunds when the retries run out; refunds happen
 * once). The paid-work life cycle on video_jobs rows.
 */
export function videoRenders(deps: VideoJobDeps): PaidWork<VideoJobRow, StoredOutputs> {
  const renderer = new VideoRenderer(deps);
  return new PaidWork(deps, videoJobRows(deps), (job, workDir, signal, report) =>
    renderer.produce(job, workDir, signal, report),
  );
}

/** The video_jobs table's part of the life cycle. */
function videoJobRows({
  storage,
  events,
}: VideoJobDeps): PaidWorkAdapter<VideoJobRow, StoredOutputs> {
  const ended = async (tx: AppTx, row: VideoJobRow | undefined) => {
    if (row && events && (row.status === 'succeeded' || row.status === 'failed')) {
      await events.publish(tx, 'video.ended', {
        videoId: row.id,
        userId: row.userId,
        status: row.status,
        mode: row.mode,
        prompt: row.prompt,
        durationSeconds: row.durationSeconds,
        aspectRatio: row.aspectRatio,
        error: row.error,
        freeVideoDay: row.freeVideoDay,
        autoPostOnComplete: row.autoPostOnComplete,
        sourceFlow: row.sourceFlow,
        publishAt: row.publishAt,
      });
    }
    return row;
  };
  return {
    workLabel: 'render',
    failedMessage: VIDEO_FAILED_MESSAGE,
    findForWorker: findJobForWorker,
    // A retry starts over from "running": the earlier attempt's progress is not this one's.
    markRunning: (tx, job) =>
      updateJob(tx, job, {
        status: 'running',
        progress: null,
        startedAt: job.startedAt ?? new Date(),
      }),
    markSucceeded: async (tx, job, outputs) =>
      ended(
        tx,
        await updateJob(tx, job, {
          status: 'succeeded',
          progress: 100,
          error: null,
          ...outputs,
          completedAt: new Date(),
        }),
      ),
    markFailed: async (tx, job, message) =>
      ended(tx, await updateJob(tx, job, failedAndRefunded(message))),
    // A free daily video has no charge: billing gives it back on video.ended instead.
    refundOf: (job) =>
      job.chargeEntryId === null
        ? null
        : { chargeEntryId: job.chargeEntryId, reason: 'Refund: the video could not be made' },
    discard: async (outputs) => {
      await Promise.all([
        storage.delete(outputs.outputKey),
        storage.delete(outputs.posterKey),
      ]).catch(() => {});
    },
  };
}

/** Makes one job's video: its inputs, the engine's render, the caption pass, the stored files. */
class VideoRenderer {
  constructor(private readonly deps: VideoJobDeps) {}

  /** Renders and stores, writing the engine's progress on the row as it goes. */
  async produce(
    job: VideoJobRow,
    workDir: string,
    signal: AbortSignal,
    reportProgress: JobContext['reportProgress'],
  ): Promise<StoredOutputs> {
    const progress = new ProgressWriter(this.deps.database, job, reportProgress);
    try {
      return await this.#render(job, workDir, signal, progress);
    } finally {
      // No progress write may land after the row turned final.
      await progress.settle();
    }
  }

  /** Copies the job's uploads out of storage into workDir (engines take local files). */
  async #fetchInputs(job: VideoJobRow, workDir: string, signal: AbortSignal) {
    let image = job.inputImageKey
      ? await this.#fetch(job.inputImageKey, workDir, 'input-image', signal)
      : undefined;
    if (image && job.inputBackgroundKey) {
      const set = await this.#fetch(job.inputBackgroundKey, workDir, 'input-set', signal);
      image = await hostOnSet(this.deps, job, { portrait: image, set, workDir, signal });
    }
    const audio = job.inputAudioKey
      ? await this.#fetch(job.inputAudioKey, workDir, 'input-audio', signal)
      : undefined;
    return {
      ...(image && { image: await this.#withImageSize(image, signal) }),
      ...(audio && { audio }),
      ...(job.audiogram && { audiogram: await this.#audiogramInputs(job, workDir, signal) }),
    };
  }

  /** An audiogram's design with its logo file fetched (decision 059). */
  async #audiogramInputs(job: VideoJobRow, workDir: string, signal: AbortSignal) {
    const { logoKey, ...design } = job.audiogram!;
    if (!logoKey) return design;
    const logo = await this.#fetch(logoKey, workDir, 'input-logo', signal);
    return { ...design, logo: await this.#withImageSize(logo, signal) };
  }

  async #fetch(key: string, workDir: string, name: string, signal: AbortSignal) {
    const object = await this.deps.storage.get(key);
    if (!object) throw new EngineError('video', 'An uploaded file of this video is missing', false);
    // Our own key's extension (we generated it from the file's content).
    const filePath = path.join(workDir, `${name}${path.extname(key)}`);
    await pipeline(object.body, createWriteStream(filePath), { signal });
    return { path: filePath, mimeType: object.contentType } satisfies LocalMediaFile;
  }

  async #withImageSize(file: LocalMediaFile, signal: AbortSignal): Promise<LocalImageFile> {
    const probe = await this.deps.media.probe(file.path, signal).catch((error: unknown) => {
      if (error instanceof MediaError && error.reason === 'unreadable') return null;
      throw error;
    });
    if (!probe?.video) throw new EngineError('video', 'The image could not be read', false);
    return { ...file, width: probe.video.width, height: probe.video.height };
  }

  /**
   * Renders with the job's engine, checks the video, burns in the captions when the engine did
   * not, and stores it and its poster.
   */
  async #render(
    job: VideoJobRow,
    workDir: string,
    signal: AbortSignal,
    progress: ProgressWriter,
  ): Promise<StoredOutputs> {
    const { database, media, storage } = this.deps;
    const engine = this.deps.engines.get(job.engine);
    const inputs = await this.#fetchInputs(job, workDir, signal);
    const aspectRatio = job.aspectRatio as VideoAspectRatio;
    const resolution = job.resolution as VideoResolution;
    const cues = await captionsToRender(this.deps, job, inputs.audio, signal);
    const result = await engine.render({
      jobId: job.id,
      mode: job.mode,
      prompt: job.prompt,
      aspectRatio,
      resolution,
      ...videoFrameSize(aspectRatio, resolution),
      durationSeconds: job.durationSeconds,
      seed: job.seed,
      ...inputs,
      ...(cues.length > 0 && { captions: cues }),
      ...(job.speakerFace !== null && { speakerFace: job.speakerFace }),
      ...(job.spokenWords && { spokenWords: job.spokenWords }),
      ...(job.speakerTurns && { speakerTurns: job.speakerTurns }),
      ...(cues.length > 0 && job.captionLook && { captionLook: job.captionLook }),
      workDir,
      signal,
      onProgress: (percent) => progress.report(engineProgress(cues, percent)),
      vendorRef: job.vendorRef,
      saveVendorRef: (ref) => saveVendorRef(database.db, job, ref),
    });
    const probe = await media.probe(result.videoPath, signal);
    const length = probe.durationSeconds ?? 0;
    if (!probe.video || Math.abs(length - job.durationSeconds) > DURATION_TOLERANCE_SECONDS) {
      // Thrown as a plain error: a fresh attempt may well produce a proper video.
      throw new Error(
        `The engine's output is not a ${job.durationSeconds} s video (${probe.formatName}, ${length} s)`,
      );
    }
    const captioned = await captionedVideo({
      media,
      engineResult: result,
      frame: probe.video,
      durationSeconds: length,
      cues,
      look: job.captionLook ?? undefined,
      workDir,
      signal,
      report: (percent) => progress.report(percent),
    });
    const videoPath = await withMusicBed({
      media,
      job,
      videoPath: captioned,
      durationSeconds: length,
      hasAudio: Boolean(probe.audio),
      workDir,
      signal,
    });
    // The engine's poster is of its own video: without the captions burned in after it (the
    // music bed leaves the picture as it is).
    let posterPath = captioned === result.videoPath ? result.posterPath : undefined;
    if (!posterPath) {
      posterPath = path.join(workDir, 'poster-extracted.jpg');
      await media.extractPoster(videoPath, posterPath, signal);
    }
    const bucket = job.mode === 'hedra' ? 'hedra-outputs' : 'veo-outputs';
    const outputKey = newObjectKey(bucket, job.userId, 'mp4');
    const posterKey = newObjectKey(bucket, job.userId, 'jpg');
    // The poster first: a missing one (an engine that wrote none) then leaves nothing stored.
    await storage.putFile(posterKey, posterPath, { contentType: 'image/jpeg' });
    try {
      await storage.putFile(outputKey, videoPath, { contentType: 'video/mp4' });
    } catch (error) {
      await storage.delete(posterKey).catch(() => {});
      throw error;
    }
    return { outputKey, posterKey };
  }
}

/**
 * Turns an engine's progress callbacks into row updates and live events: the first report
 * moves the job to "processing", later ones are written when they moved by a point or more
 * and half a second has passed. Writes run one after another; settle() waits for them.
 */
class ProgressWriter {
  #processing = false;
  #lastValue = -1;
  #lastAt = 0;
  #writes: Promise<void> = Promise.resolve();

  constructor(
    private readonly database: Database,
    private readonly job: VideoJobRow,
    private readonly reportToQueue: JobContext['reportProgress'],
  ) {}

  report(percent: number): void {
    if (!Number.isFinite(percent)) return;
    const value = Math.round(Math.max(0, Math.min(100, percent)) * 10) / 10;
    const now = Date.now();
    if (this.#processing) {
      if (value - this.#lastValue < PROGRESS_MIN_STEP) return;
      if (now - this.#lastAt < PROGRESS_MIN_INTERVAL_MS) return;
    }
    const change = this.#processing
      ? { progress: value }
      : { status: 'processing' as const, progress: value };
    this.#processing = true;
    this.#lastValue = value;
    this.#lastAt = now;
    this.#writes = this.#writes.then(async () => {
      try {
        await this.database.db.transaction((tx) =>
          updateJob(tx, this.job, change, ['running', 'processing']),
        );
        await this.reportToQueue(value);
      } catch {
        // Progress is informative: a failed write must not fail the render.
      }
    });
  }

  settle(): Promise<void> {
    return this.#writes;
  }
}
