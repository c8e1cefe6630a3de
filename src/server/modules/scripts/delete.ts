import { and, eq } from 'drizzle-orm';
import { DELETE_MESSAGES, type ItemDeleted } from '@shared/deletes';
import { SCRIPT_MESSAGES } from '@shared/scripts';
import { isFinalVoiceoverStatus } from '@shared/voiceovers';
import { podcastScripts, voiceovers } from '../../db/schema/index.js';
import {
  deleteOwned,
  releaseClipInput,
  type DeletionDeps,
} from '../../platform/paid-work/index.js';
import type { ScriptRow } from './repo.js';

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
      lock: async (tx, owner, rowId) => {
        const [row] = await tx
          .select()
          .from(podcastScripts)
          .where(and(eq(podcastScripts.id, rowId), eq(podcastScripts.userId, owner)))
          .for('update');
        return row;
      },
      refundOf: () => null,
      before: async (tx, script) => {
        const spoken = await tx
          .select()
          .from(voiceovers)
          .where(and(eq(voiceovers.scriptId, script.id), eq(voiceovers.userId, script.userId)))
          .for('update');
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
      remove: async (tx, row) => {
        await tx.delete(podcastScripts).where(eq(podcastScripts.id, row.id));
      },
      keys: () => [],
    },
    userId,
    id,
  );
}
