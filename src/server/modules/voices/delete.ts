import { and, eq } from 'drizzle-orm';
import type { ItemDeleted } from '@shared/deletes';
import { VOICE_MESSAGES } from '@shared/voices';
import { userVoices } from '../../db/schema/index.js';
import { deleteOwned, type DeletionDeps } from '../../platform/paid-work/index.js';
import type { UserVoiceRow } from './repo.js';

/**
 * Removes one of the owner's voices (decision 044): a cloned voice's stored sample goes.
 * Voiceovers already read with it keep their audio and the voice's copied name
 * (voiceovers.voice_row_id is set null); one still being read finishes with the voice it
 * copied at creation.
 */
export function deleteVoice(deps: DeletionDeps, userId: string, id: string): Promise<ItemDeleted> {
  return deleteOwned<UserVoiceRow>(
    deps,
    {
      kind: 'voice',
      notFoundMessage: VOICE_MESSAGES.unknownVoice,
      lock: async (tx, owner, rowId) => {
        const [row] = await tx
          .select()
          .from(userVoices)
          .where(and(eq(userVoices.id, rowId), eq(userVoices.userId, owner)))
          .for('update');
        return row;
      },
      refundOf: () => null,
      remove: async (tx, row) => {
        await tx.delete(userVoices).where(eq(userVoices.id, row.id));
      },
      keys: (row) => [row.sampleAudioPath],
    },
    userId,
    id,
  );
}
