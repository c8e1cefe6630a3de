import type { ItemDeleted } from '@shared/deletes';
import { isFinalJobStatus } from '@shared/job-statuses';
import { deleteOwned, type DeletionDeps } from '../../platform/paid-work/index.js';
import { REFERENCE_NOT_FOUND } from './service.js';
import { deleteImageJobRow, lockOwnImageJob, type ImageJobRow } from './repo.js';
import {
  deleteReferenceRow,
  lockOwnReference,
  type CustomReferenceRow,
} from './references-repo.js';

const IMAGE_NOT_FOUND = 'Image not found';

/**
 * Deletes one of the owner's images (decision 044): one still being made is stopped and
 * refunded; its stored picture goes.
 */
export function deleteImage(deps: DeletionDeps, userId: string, id: string): Promise<ItemDeleted> {
  return deleteOwned<ImageJobRow>(
    deps,
    {
      kind: 'image',
      notFoundMessage: IMAGE_NOT_FOUND,
      lock: lockOwnImageJob,
      refundOf: (row) =>
        !isFinalJobStatus(row.status) && !row.refunded
          ? { chargeEntryId: row.chargeEntryId }
          : null,
      remove: (tx, row) => deleteImageJobRow(tx, row.id),
      keys: (row) => [row.outputKey],
    },
    userId,
    id,
  );
}

/**
 * Deletes one of the owner's characters of the image studio (custom references; free, so
 * nothing to refund): its photos and thumbnail go; images made with it keep their picture and
 * lose the link (image_jobs.reference_id is set null).
 */
export function deleteReference(
  deps: DeletionDeps,
  userId: string,
  id: string,
): Promise<ItemDeleted> {
  return deleteOwned<CustomReferenceRow>(
    deps,
    {
      kind: 'reference',
      notFoundMessage: REFERENCE_NOT_FOUND,
      lock: lockOwnReference,
      refundOf: () => null,
      remove: (tx, row) => deleteReferenceRow(tx, row.id),
      keys: (row) => [...row.inputKeys, row.thumbnailKey],
    },
    userId,
    id,
  );
}
