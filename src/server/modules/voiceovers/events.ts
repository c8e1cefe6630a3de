import { VOICEOVER_UPDATED_EVENT, type VoiceoverStatus } from '@shared/voiceovers';
import type { Queryable } from '../../db/client.js';
import { publishEvent } from '../../platform/events/index.js';

// Live event to the owner whenever a voiceover is created or changes status; the scripts page
// refetches that script's voiceovers.
export { VOICEOVER_UPDATED_EVENT };

/** Call it in the transaction that makes the change, so both commit (or vanish) together. */
export async function publishVoiceoverUpdate(
  q: Queryable,
  row: { id: string; userId: string; scriptId: string; status: VoiceoverStatus },
): Promise<void> {
  await publishEvent(q, row.userId, VOICEOVER_UPDATED_EVENT, {
    id: row.id,
    scriptId: row.scriptId,
    status: row.status,
  });
}
