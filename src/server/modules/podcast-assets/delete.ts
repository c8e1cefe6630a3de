import { and, eq } from 'drizzle-orm';
import type { ItemDeleted } from '@shared/deletes';
import { ACTIVE_PODCAST_ASSET_STATUSES } from '@shared/podcast-assets';
import {
  deleteOwned,
  releaseClipInput,
  type DeletionDeps,
} from '../../platform/paid-work/index.js';
import { tableOf, type PodcastAssetKind, type PodcastAssetRow } from './repo.js';

export const ASSET_NOT_FOUND: Record<PodcastAssetKind, string> = {
  character: 'Character not found',
  background: 'Background not found',
};

/**
 * Deletes one of the owner's podcast hosts or backgrounds (decision 044): one still being
 * made is stopped and refunded; its picture goes. Finished clips made with it keep their
 * video and drop the link to the picture; while a clip that uses it is being made, 409.
 */
export function deletePodcastAsset(
  deps: DeletionDeps,
  kind: PodcastAssetKind,
  userId: string,
  id: string,
): Promise<ItemDeleted> {
  const table = tableOf(kind);
  return deleteOwned<PodcastAssetRow>(
    deps,
    {
      kind,
      notFoundMessage: ASSET_NOT_FOUND[kind],
      lock: async (tx, owner, rowId) => {
        const [row] = await tx
          .select()
          .from(table)
          .where(and(eq(table.id, rowId), eq(table.userId, owner)))
          .for('update');
        return row;
      },
      refundOf: (row) =>
        ACTIVE_PODCAST_ASSET_STATUSES.includes(row.status) && !row.refunded
          ? { chargeEntryId: row.chargeEntryId }
          : null,
      before: async (tx, row) => releaseClipInput(tx, row.userId, 'image', row.imageKey),
      remove: async (tx, row) => {
        await tx.delete(table).where(eq(table.id, row.id));
      },
      keys: (row) => [row.imageKey],
    },
    userId,
    id,
  );
}
