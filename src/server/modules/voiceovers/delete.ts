import type { ItemDeleted } from '@shared/deletes';
import { isFinalVoiceoverStatus, VOICEOVER_MESSAGES } from '@shared/voiceovers';
import {
  deleteOwned,
  releaseClipInput,
  type DeletionDeps,
} from '../../platform/paid-work/index.js';
import { deleteVoiceoverRow, lockOwnVoiceover, type VoiceoverRow } from './repo.js';

/**
 * Deletes one of the owner's voiceovers (decision 044): one still being read is stopped and
 * refunded; its audio goes. Finished clips that spoke it keep their video and drop the link
 * (video_jobs.voiceover_id is set null); while such a clip is being made, 409.
 */
export function deleteVoiceover(
  deps: DeletionDeps,
  userId: string,
  id: string,
): Promise<ItemDeleted> {
  return deleteOwned<VoiceoverRow>(
    deps,
    {
      kind: 'voiceover',
      notFoundMessage: VOICEOVER_MESSAGES.notFound,
      lock: lockOwnVoiceover,
      refundOf: (row) =>
        !isFinalVoiceoverStatus(row.status) && !row.refunded
          ? { chargeEntryId: row.chargeEntryId }
          : null,
      before: async (tx, row) => releaseClipInput(tx, row.userId, 'audio', row.audioKey),
      remove: (tx, row) => deleteVoiceoverRow(tx, row.id),
      keys: (row) => [row.audioKey],
    },
    userId,
    id,
  );
}
