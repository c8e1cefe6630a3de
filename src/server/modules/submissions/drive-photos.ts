import { PHOTO_LIBRARY_MAX } from '@shared/photos';
import { driveFolderId } from '@shared/submissions';
import { AppError } from '../../platform/errors.js';
import { DriveUnavailableError, type DriveFolders } from '../../providers/drive/index.js';
import { storeLibraryPhoto, type LibraryDeps, type StoredPhoto } from '../photos/index.js';
import type { SubmissionRow } from './repo.js';

/**
 * A Drive submission's images for the approval (issue 28 item 2): with GOOGLE_API_KEY the
 * folder is listed again and its first images (at most the count listed when it was sent, and
 * the library's max) go through the library's intake (bytes checked, thumbnail made). An image
 * refused or gone is skipped. Null when nothing could be read (no key, the folder no longer
 * public, Drive down): the approval then tells the operator to add the photos by hand.
 */
export async function downloadDrivePhotos(
  deps: LibraryDeps & { drive: DriveFolders; limitBytes: number },
  userId: string,
  row: Pick<SubmissionRow, 'googleDriveLink' | 'fileCount'>,
  stored: StoredPhoto[],
): Promise<number | null> {
  const folderId = row.googleDriveLink ? driveFolderId(row.googleDriveLink) : null;
  if (deps.drive.mode !== 'listed' || !folderId) return null;
  try {
    const listing = await deps.drive.listImages(folderId);
    if (listing.kind !== 'listed') return null;
    const cap = Math.min(row.fileCount, PHOTO_LIBRARY_MAX);
    for (const image of listing.images.slice(0, cap)) {
      const source = await deps.drive.openImage(image.id);
      if (!source) continue;
      // A download cut off midway fails this image only, whatever error it surfaces as.
      source.once('error', () => undefined);
      try {
        stored.push(
          await storeLibraryPhoto(deps, userId, source, {
            name: image.name.slice(0, 200),
            limitBytes: deps.limitBytes,
          }),
        );
      } catch (error) {
        if (!(error instanceof AppError && error.statusCode < 500) && !source.errored) throw error;
        deps.log.warn({ err: error, image: image.id }, 'a Drive image was skipped on approval');
      } finally {
        source.destroy();
      }
    }
  } catch (error) {
    if (!(error instanceof DriveUnavailableError)) throw error;
    deps.log.warn({ err: error }, 'Drive stopped answering during an approval');
    return stored.length > 0 ? stored.length : null;
  }
  return stored.length;
}
