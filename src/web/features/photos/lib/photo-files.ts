import { PHOTO_CONTENT_TYPES, PHOTO_MESSAGES, type PhotoLimits } from '@shared/photos';
import { formatFileSize } from '../../../lib/photos';

/**
 * The page's checks before an upload, in the server's terms (the server checks again, by the
 * bytes): JPEG, PNG, WebP or GIF, within the size limit, and room left in the library. What
 * passes is sent; what does not is named with its reason.
 */

export interface RefusedFile {
  name: string;
  reason: string;
}

export interface SortedFiles {
  accepted: File[];
  refused: RefusedFile[];
}

const ACCEPTED_TYPES: readonly string[] = PHOTO_CONTENT_TYPES;

export function sortPhotoFiles(
  files: readonly File[],
  limits: Pick<PhotoLimits, 'maxFileBytes' | 'maxPhotos'>,
  photosInLibrary: number,
): SortedFiles {
  const accepted: File[] = [];
  const refused: RefusedFile[] = [];
  let room = Math.max(0, limits.maxPhotos - photosInLibrary);
  for (const file of files) {
    const reason = !ACCEPTED_TYPES.includes(file.type.toLowerCase())
      ? PHOTO_MESSAGES.notAnImage(file.name)
      : file.size === 0
        ? PHOTO_MESSAGES.emptyFile(file.name)
        : file.size > limits.maxFileBytes
          ? PHOTO_MESSAGES.tooLarge(file.name, formatFileSize(limits.maxFileBytes))
          : room === 0
            ? PHOTO_MESSAGES.libraryFull(limits.maxPhotos)
            : null;
    if (reason) {
      refused.push({ name: file.name, reason });
    } else {
      accepted.push(file);
      room -= 1;
    }
  }
  return { accepted, refused };
}

/** Items in groups of at most `size`, in order (one upload request per group). */
export function inBatches<T>(items: readonly T[], size: number): T[][] {
  const step = Math.max(1, Math.floor(size));
  const batches: T[][] = [];
  for (let start = 0; start < items.length; start += step) {
    batches.push(items.slice(start, start + step));
  }
  return batches;
}

export interface BatchUploadOutcome<T> {
  /** What the server added, in the order sent. */
  added: T[];
  /** Why the first refused group was refused (the groups after it are not sent); null if none. */
  failure: unknown;
  /** Files not added: the refused group and the ones after it. */
  notSent: File[];
}

/**
 * Sends the files group by group, one request at a time (the server takes at most
 * `batchSize` a request, all or nothing). A refused group stops the upload: whatever made the
 * server refuse (a full library, a network failure) would most likely refuse the next too.
 */
export async function uploadInBatches<T>(
  files: readonly File[],
  batchSize: number,
  send: (batch: File[]) => Promise<T[]>,
): Promise<BatchUploadOutcome<T>> {
  const added: T[] = [];
  const batches = inBatches(files, batchSize);
  for (const [index, batch] of batches.entries()) {
    try {
      added.push(...(await send(batch)));
    } catch (failure) {
      return { added, failure, notSent: batches.slice(index).flat() };
    }
  }
  return { added, failure: null, notSent: [] };
}
