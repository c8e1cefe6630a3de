import { imageSizeDimensions } from '@shared/images';
import type { Database } from '../../db/client.js';
import type { MediaToolkit } from '../../media/toolkit.js';
import { EngineError } from '../../kernel/engine-error.js';
import type { ImageEngineRegistry, ReferenceProfile } from '../../providers/image/index.js';
import { PaidWork, failedAndRefunded } from '../../platform/paid-work/index.js';
import type { StoragePort } from '../../platform/storage/index.js';
import type { CreditsService } from '../../platform/credits/index.js';
import {
  type CustomReferenceRow,
  findOwnReference,
  findReferenceForWorker,
  saveReferenceVendorRef,
  updateReference,
} from './references-repo.js';
import {
  findImageJobForWorker,
  saveImageJobVendorRef,
  updateImageJob,
  type ImageJobRow,
} from './repo.js';
import { findStyle } from './styles-repo.js';
import { fetchPicture, forget, storePicture } from './work.js';

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

/** What a built reference stores on its row. */
interface StoredReference {
  thumbnailKey: string;
  palette: string[];
  vendorId: string | null;
}

/**
 * `images.generate` and `references.build` (bound in index.ts): one attempt works one row with
 * the engine recorded on it, through the paid-work life cycle (platform/paid-work): a failure
 * the user must fix ends the row at once, anything else is retried, and onExhausted ends it
 * when the retries run out. A failed image is refunded exactly once; references are free.
 *
 * Image jobs: the paid-work life cycle on image_jobs rows.
 */
export function imageGenerations(deps: ImageJobDeps): PaidWork<ImageJobRow, string> {
  const maker = new ImageMaker(deps);
  return new PaidWork(
    deps,
    {
      workLabel: 'image',
      failedMessage: IMAGE_FAILED_MESSAGE,
      findForWorker: findImageJobForWorker,
      markRunning: (tx, job) =>
        updateImageJob(tx, job, { status: 'running', startedAt: job.startedAt ?? new Date() }),
      markSucceeded: (tx, job, outputKey) =>
        updateImageJob(tx, job, {
          status: 'succeeded',
          error: null,
          outputKey,
          completedAt: new Date(),
        }),
      markFailed: (tx, job, message) => updateImageJob(tx, job, failedAndRefunded(message)),
      refundOf: (job) => ({
        chargeEntryId: job.chargeEntryId,
        reason: 'Refund: the image could not be made',
      }),
      discard: (outputKey) => forget(deps.storage, [outputKey]),
    },
    (job, workDir, signal) => maker.makeImage(job, workDir, signal),
  );
}

/** Custom references: the same life cycle on custom_references rows, free (no refund). */
export function referenceBuilds(deps: ImageJobDeps): PaidWork<CustomReferenceRow, StoredReference> {
  const { database, storage } = deps;
  return new PaidWork(
    deps,
    {
      workLabel: 'reference',
      failedMessage: REFERENCE_FAILED_MESSAGE,
      findForWorker: findReferenceForWorker,
      markRunning: (tx, reference) =>
        updateReference(tx, reference, {
          status: 'in_progress',
          startedAt: reference.startedAt ?? new Date(),
        }),
      markSucceeded: (tx, reference, stored) =>
        updateReference(tx, reference, {
          status: 'completed',
          error: null,
          ...stored,
          completedAt: new Date(),
        }),
      markFailed: (tx, reference, message) =>
        updateReference(tx, reference, {
          status: 'failed',
          error: message,
          completedAt: new Date(),
        }),
      refundOf: () => null,
      discard: (stored) => forget(storage, [stored.thumbnailKey]),
    },
    async (reference, workDir, signal) => {
      const images = [];
      for (const [index, key] of reference.inputKeys.entries()) {
        images.push(await fetchPicture(deps, key, workDir, `photo-${index}`, signal));
      }
      const built = await deps.engines.referenceBuilder(reference.engine).buildReference({
        id: reference.id,
        workDir,
        signal,
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
    },
  );
}

/** Makes one image job's picture: its style and reference, the engine's image, the stored file. */
class ImageMaker {
  constructor(private readonly deps: ImageJobDeps) {}

  /** Generates the picture with the job's engine and stores it in higgsfield-outputs. */
  async makeImage(job: ImageJobRow, workDir: string, signal: AbortSignal): Promise<string> {
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
      saveVendorRef: (ref) => saveImageJobVendorRef(database.db, job, ref),
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
      throw new EngineError('image', REFERENCE_GONE_MESSAGE, false);
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
