import type { Readable } from 'node:stream';
import { QUICK_START_MESSAGES, type QuickStartDriveImport } from '@shared/quick-start';
import { SUBMISSION_MESSAGES, driveFolderId } from '@shared/submissions';
import type { VideoJob } from '@shared/videos';
import { InsufficientCreditsError } from '../../platform/credits/index.js';
import { AppError, badRequest } from '../../platform/errors.js';
import {
  DriveUnavailableError,
  type DriveFolderListing,
  type DriveFolders,
} from '../../providers/drive/index.js';

/** A Drive file name as the answer carries it (a name is the user's text: kept short). */
const NAME_LENGTH = 200;

export interface DriveImportSteps {
  drive: DriveFolders;
  /** Refuses (402) before anything is downloaded when not one video can be paid for. */
  assertCanPayOne(): Promise<void>;
  /** One image's job, checked by its bytes and paid like an upload (throws to refuse it). */
  makeVideo(source: Readable): Promise<VideoJob>;
}

/**
 * A quick-start batch's images from a public Drive folder (decision 046): the folder is
 * listed, its first `count` images are downloaded one after another, and each becomes one job
 * through the same intake and payment as an uploaded image. An image that is refused (not an
 * image by its bytes, too large, gone from the folder) is reported and the rest go on; once one
 * cannot be paid for, the rest are not downloaded. Without GOOGLE_API_KEY nothing can be read:
 * 409, nothing charged.
 */
export async function importDriveFolder(
  steps: DriveImportSteps,
  link: string,
  count: number,
): Promise<QuickStartDriveImport> {
  const { drive } = steps;
  if (drive.mode === 'form-only') throw new AppError(409, QUICK_START_MESSAGES.driveImportNeedsKey);
  const folderId = driveFolderId(link);
  if (!folderId) throw badRequest(QUICK_START_MESSAGES.invalidDriveLink);
  const images = listedImages(await unlessUnavailable(() => drive.listImages(folderId)));
  await steps.assertCanPayOne();

  const jobs: VideoJob[] = [];
  const failed: QuickStartDriveImport['failed'] = [];
  /** Why the rest are not tried: the balance ran out, or Drive stopped answering. */
  let stopped: AppError | undefined;
  for (const image of images.slice(0, count)) {
    const name = image.name.slice(0, NAME_LENGTH);
    if (stopped) {
      failed.push({ name, error: stoppedMessage(stopped) });
      continue;
    }
    try {
      const source = await drive.openImage(image.id);
      if (!source) {
        failed.push({ name, error: QUICK_START_MESSAGES.driveImageUnreadable });
        continue;
      }
      // A download Drive cuts off midway fails this image only, whatever error it surfaces as.
      let cutOff = false;
      source.once('error', () => (cutOff = true));
      try {
        jobs.push(await steps.makeVideo(source));
      } catch (error) {
        if (!cutOff) throw error;
        failed.push({ name, error: QUICK_START_MESSAGES.driveImageUnreadable });
        continue;
      } finally {
        source.destroy();
      }
    } catch (error) {
      if (error instanceof InsufficientCreditsError) stopped = error;
      else if (error instanceof DriveUnavailableError) stopped = unavailable();
      else if (error instanceof AppError && error.statusCode < 500) {
        failed.push({ name, error: error.message });
        continue;
      } else throw error;
      failed.push({ name, error: stoppedMessage(stopped) });
    }
  }
  // Nothing made because of the balance or Drive: the answer says so as a whole (402, 503).
  if (jobs.length === 0 && stopped) throw stopped;
  return { jobs, failed, imagesInFolder: images.length };
}

function listedImages(listing: DriveFolderListing) {
  switch (listing.kind) {
    case 'assumed':
      throw new AppError(409, QUICK_START_MESSAGES.driveImportNeedsKey);
    case 'not-public':
      throw badRequest(SUBMISSION_MESSAGES.driveNotPublic);
    case 'not-a-folder':
      throw badRequest(QUICK_START_MESSAGES.invalidDriveLink);
    case 'listed':
      if (listing.images.length === 0) throw badRequest(SUBMISSION_MESSAGES.driveEmpty);
      return listing.images;
  }
}

const unavailable = () => new AppError(503, SUBMISSION_MESSAGES.driveUnavailable);

const stoppedMessage = (error: AppError) =>
  error instanceof InsufficientCreditsError
    ? QUICK_START_MESSAGES.driveImportUnpaid
    : error.message;

async function unlessUnavailable<T>(ask: () => Promise<T>): Promise<T> {
  try {
    return await ask();
  } catch (error) {
    if (error instanceof DriveUnavailableError) throw unavailable();
    throw error;
  }
}
