import type { ItemDeleted } from '@shared/deletes';
import { VOICE_MESSAGES } from '@shared/voices';
import { deleteOwned, type DeletionDeps } from '../../platform/paid-work/index.js';
import { deleteVoiceRow, lockOwnVoice, type UserVoiceRow } from './repo.js';

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
      lock: lockOwnVoice,
      refundOf: () => null,
      remove: (tx, row) => deleteVoiceRow(tx, row.id),
      keys: (row) => [row.sampleAudioPath],
    },
    userId,
    id,
  );
}
