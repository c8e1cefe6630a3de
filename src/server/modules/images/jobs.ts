import { imageSizeDimensions } from '@shared/images';
import type { Database } from '../../db/client.js';
import type { MediaToolkit } from '../../media/toolkit.js';
import {
  ImageEngineError,
  type ImageEngineRegistry,
  type ReferenceProfile,
} from '../../providers/image/port.js';
import type { HandlerRegistry, JobContext } from '../../platform/jobs/registry.js';
import type { StoragePort } from '../../platform/storage/port.js';
import { removeWorkDirs } from '../../platform/work-dirs.js';
import type { CreditsService } from '../../platform/credits/index.js';
import {
  findOwnReference,
  findReferenceForWorker,
  saveReferenceVendorRef,
  updateReference,
} from './references-repo.js';
import { imageJobs } from '../../db/schema/index.js';
import { markPaidFailedAndRefunded, savePaidVendorRef } from './paid-rows.js';
import {
  findImageJobForWorker,
  isFinalImageStatus,
  updateImageJob,
  type ImageJobRow,
} from './repo.js';
import { findStyle } from './styles.js';
import { attempt, exhaustedMessage, fetchPicture, forget, storePicture } from './work.js';

export const IMAGE_FAILED_MESSAGE = 'Image generation failed. Your credits have been refunded.';
export const REFERENCE_FAILED_MESSAGE = 'The character could not be created from these photos.';
export const REFERENCE_GONE_MESSAGE =
  'The character chosen as the reference is no longer available.';

export interface ImageJobDeps {
  database: Database;
  storage: StoragePort;
  media: MediaToolkit;
  engines: ImageEngineRegistry;
  credits: CreditsService;
}

type Ctx = Pick<JobContext, 'signal'>;

/**
 * `images.generate` and `references.build`: one attempt works one row with the engine
 * recorded on it. A failure the user must fix (ImageEngineError, not retryable) ends the row at
 * once; anything else is thrown so the job platform retries, and when the retries run out
 * onExhausted ends it. A failed image is refunded exactly once; references are free.
 */
export function registerImageJobs(registry: HandlerRegistry, deps: ImageJobDeps): void {
  const worker = new ImageWorker(deps);
  registry.register('images.generate', (payload, ctx) => worker.generate(payload.jobId, ctx), {
    onExhausted: async (payload, ctx) => {
      await removeWorkDirs('image', payload.jobId);
      await worker.failAndRefund(payload.jobId, exhaustedMessage(ctx.error, IMAGE_FAILED_MESSAGE));
    },
  });
  registry.register('references.build', (payload, ctx) => worker.build(payload.referenceId, ctx), {
    onExhausted: async (payload, ctx) => {
      await removeWorkDirs('reference', payload.referenceId);
      await worker.failReference(
        payload.referenceId,
        exhaustedMessage(ctx.error, REFERENCE_FAILED_MESSAGE),
      );
    },
  });
}

export class ImageWorker {
  readonly #credits: CreditsService;

  constructor(private readonly deps: ImageJobDeps) {
    this.#credits = deps.credits;
  }

  async generate(jobId: string, ctx: Ctx): Promise<void> {
    const { database, storage } = this.deps;
    const found = await findImageJobForWorker(database.db, jobId);
    if (!found || isFinalImageStatus(found.status)) return; // done already: a repeat changes nothing
    const job = await database.db.transaction((tx) =>
      updateImageJob(tx, found, { status: 'running', startedAt: found.startedAt ?? new Date() }),
    );
    if (!job) return;
    const outcome = await attempt('image', job.id, ctx.signal, (workDir) =>
      this.#makeImage(job, workDir, ctx.signal),
    );
    if ('failure' in outcome) return this.failAndRefund(job.id, outcome.failure);
    const outputKey = outcome.result;
    const succeeded = await database.db.transaction((tx) =>
      updateImageJob(tx, job, {
        status: 'succeeded',
        error: null,
        outputKey,
        completedAt: new Date(),
      }),
    );
    if (!succeeded) await forget(storage, [outputKey]); // failed and refunded meanwhile
  }

  /** Fails the job and returns its credits in one transaction; a repeat changes nothing. */
  async failAndRefund(jobId: string, message: string): Promise<void> {
    await this.deps.database.db.transaction(async (tx) => {
      const job = await findImageJobForWorker(tx, jobId);
      if (!job) return;
      const failed = await markPaidFailedAndRefunded(tx, imageJobs, 'image', job, message);
      if (!failed) return;
      await this.#credits.refund({
        chargeEntryId: job.chargeEntryId,
        reason: 'Refund: the image could not be made',
        tx,
      });
    });
  }

  async build(referenceId: string, ctx: Ctx): Promise<void> {
    const { database, storage } = this.deps;
    const found = await findReferenceForWorker(database.db, referenceId);
    if (!found) return;
    const reference = await database.db.transaction((tx) =>
      updateReference(tx, found, {
        status: 'in_progress',
        startedAt: found.startedAt ?? new Date(),
      }),
    );
    if (!reference) return; // completed or failed already
    const outcome = await attempt('reference', reference.id, ctx.signal, async (workDir) => {
      const images = [];
      for (const [index, key] of reference.inputKeys.entries()) {
        images.push(await fetchPicture(this.deps, key, workDir, `photo-${index}`, ctx.signal));
      }
      const built = await this.deps.engines.referenceBuilder(reference.engine).buildReference({
        id: reference.id,
        workDir,
        signal: ctx.signal,
        name: reference.name,
        images,
        vendorRef: reference.vendorRef,
        saveVendorRef: (ref) => saveReferenceVendorRef(database.db, reference, ref),
      });
      const thumbnailKey = await storePicture(
        storage,
        built.thumbnail,
        'character-images',
        reference.userId,
      );
      return { thumbnailKey, palette: built.palette, vendorId: built.vendorId };
    });
    if ('failure' in outcome) return this.failReference(reference.id, outcome.failure);
    const completed = await database.db.transaction((tx) =>
      updateReference(tx, reference, {
        status: 'completed',
        error: null,
        ...outcome.result,
        completedAt: new Date(),
      }),
    );
    if (!completed) await forget(storage, [outcome.result.thumbnailKey]);
  }

  async failReference(referenceId: string, message: string): Promise<void> {
    await this.deps.database.db.transaction(async (tx) => {
      const reference = await findReferenceForWorker(tx, referenceId);
      if (!reference) return;
      await updateReference(tx, reference, {
        status: 'failed',
        error: message,
        completedAt: new Date(),
      });
    });
  }

  /** Generates the picture with the job's engine and stores it in higgsfield-outputs. */
  async #makeImage(job: ImageJobRow, workDir: string, signal: AbortSignal): Promise<string> {
    const { database, engines, storage } = this.deps;
    const style = job.styleId ? ((await findStyle(database.db, job.styleId)) ?? null) : null;
    const reference = job.referenceId
      ? await this.#referenceProfile(job, job.referenceId, workDir, signal)
      : null;
    const picture = await engines.generator(job.engine).generateImage({
      id: job.id,
      workDir,
      signal,
      prompt: job.prompt,
      ...imageSizeDimensions(job.size),
      quality: job.quality,
      seed: job.seed,
      style,
      reference,
      vendorRef: job.vendorRef,
      saveVendorRef: (ref) => savePaidVendorRef(database.db, imageJobs, job, ref),
    });
    return storePicture(storage, picture, 'higgsfield-outputs', job.userId);
  }

  /** Only a completed reference of the job's own user; its thumbnail copied into workDir. */
  async #referenceProfile(
    job: ImageJobRow,
    referenceId: string,
    workDir: string,
    signal: AbortSignal,
  ): Promise<ReferenceProfile> {
    const reference = await findOwnReference(this.deps.database.db, job.userId, referenceId);
    if (reference?.status !== 'completed' || !reference.thumbnailKey) {
      throw new ImageEngineError(REFERENCE_GONE_MESSAGE, false);
    }
    const thumbnail = await fetchPicture(
      this.deps,
      reference.thumbnailKey,
      workDir,
      'reference',
      signal,
    );
    return {
      engine: reference.engine,
      vendorId: reference.vendorId,
      thumbnail,
      palette: reference.palette,
    };
  }
}
