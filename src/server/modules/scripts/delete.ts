import { DELETE_MESSAGES, type ItemDeleted } from '@shared/deletes';
import { SCRIPT_MESSAGES } from '@shared/scripts';
import { isFinalVoiceoverStatus } from '@shared/voiceovers';
import {
  deleteOwned,
  releaseClipInput,
  type DeletionDeps,
} from '../../platform/paid-work/index.js';
import { deleteScriptRow, lockOwnScript, lockVoiceoversOfScript, type ScriptRow } from './repo.js';

/**
 * Deletes one of the owner's scripts with its voiceovers (decision 044): a voiceover still
 * being read is stopped and refunded, every voiceover's audio goes; finished clips that spoke
 * one keep their video (409 while such a clip is being made).
 */
export function deleteScript(deps: DeletionDeps, userId: string, id: string): Promise<ItemDeleted> {
  return deleteOwned<ScriptRow>(
    deps,
    {
      kind: 'script',
      notFoundMessage: SCRIPT_MESSAGES.notFound,
      lock: lockOwnScript,
      refundOf: () => null,
      before: async (tx, script) => {
        const spoken = await lockVoiceoversOfScript(tx, script.userId, script.id);
        for (const voiceover of spoken) {
          await releaseClipInput(tx, script.userId, 'audio', voiceover.audioKey);
          if (isFinalVoiceoverStatus(voiceover.status) || voiceover.refunded) continue;
          if (!deps.credits) throw new Error('deleting a script needs the credits service');
          await deps.credits.refund({
            chargeEntryId: voiceover.chargeEntryId,
            reason: DELETE_MESSAGES.refundReason,
            tx,
          });
        }
        return spoken.map((voiceover) => voiceover.audioKey);
      },
      // Its voiceovers go with it (voiceovers.script_id cascades).
      remove: (tx, row) => deleteScriptRow(tx, row.id),
      keys: () => [],
    },
    userId,
    id,
  );
}
