import { and, eq } from 'drizzle-orm';
import type { ItemDeleted } from '@shared/deletes';
import { isFinalJobStatus } from '@shared/job-statuses';
import { customReferences, imageJobs } from '../../db/schema/index.js';
import type { CustomReferenceRow, ImageJobRow } from '../../db/schema/index.js';
import { deleteOwned, type DeletionDeps } from '../../platform/paid-work/index.js';
import { REFERENCE_NOT_FOUND } from './service.js';

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
      lock: async (tx, owner, rowId) => {
        const [row] = await tx
          .select()
          .from(imageJobs)
          .where(and(eq(imageJobs.id, rowId), eq(imageJobs.userId, owner)))
          .for('update');
        return row;
      },
      refundOf: (row) =>
        !isFinalJobStatus(row.status) && !row.refunded
          ? { chargeEntryId: row.chargeEntryId }
          : null,
      remove: async (tx, row) => {
        await tx.delete(imageJobs).where(eq(imageJobs.id, row.id));
      },
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
      lock: async (tx, owner, rowId) => {
        const [row] = await tx
          .select()
          .from(customReferences)
          .where(and(eq(customReferences.id, rowId), eq(customReferences.userId, owner)))
          .for('update');
        return row;
      },
      refundOf: () => null,
      remove: async (tx, row) => {
        await tx.delete(customReferences).where(eq(customReferences.id, row.id));
      },
      keys: (row) => [...row.inputKeys, row.thumbnailKey],
    },
    userId,
    id,
  );
}
