import type { ItemDeleted } from '@shared/deletes';
import { ACTIVE_EPISODE_STATUSES, EPISODE_MESSAGES } from '@shared/episodes';
import { deleteOwned, type DeletionDeps } from '../../platform/paid-work/index.js';
import { deleteEpisodeRow, lockOwnEpisode, type EpisodeRow } from './repo.js';

/**
 * Deletes one of the owner's episodes (decision 044): one still being analysed is stopped and
 * refunded (its job finds no row and writes nothing); its words go with the row, its recording
 * leaves storage. Clips rendered from it keep their own audio cuts.
 */
export function deleteEpisode(
  deps: DeletionDeps,
  userId: string,
  id: string,
): Promise<ItemDeleted> {
  return deleteOwned<EpisodeRow>(
    deps,
    {
      kind: 'episode',
      notFoundMessage: EPISODE_MESSAGES.notFound,
      lock: lockOwnEpisode,
      // Finding moments again (analysed: completedAt set) is free: nothing owed back.
      refundOf: (row) =>
        ACTIVE_EPISODE_STATUSES.includes(row.status) && !row.completedAt && !row.refunded
          ? { chargeEntryId: row.chargeEntryId }
          : null,
      remove: (tx, row) => deleteEpisodeRow(tx, row.id),
      keys: (row) => [row.recordingKey],
    },
    userId,
    id,
  );
}
