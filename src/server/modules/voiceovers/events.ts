import type { Queryable } from '../../db/client.js';
import { publishEvent } from '../../platform/events/store.js';
import { VOICEOVER_UPDATED_EVENT } from '@shared/voiceovers';

// Live event to the owner whenever a voiceover is created or changes status; the scripts page
// refetches that script's voiceovers.
export { VOICEOVER_UPDATED_EVENT };

export interface VoiceoverUpdatedPayload {
  [key: string]: unknown;
  id: string;
  scriptId: string;
  status: string;
}

/** Call it in the transaction that makes the change, so both commit (or vanish) together. */
export async function publishVoiceoverUpdate(
  q: Queryable,
  row: { id: string; userId: string; scriptId: string; status: string },
): Promise<void> {
  const payload: VoiceoverUpdatedPayload = {
    id: row.id,
    scriptId: row.scriptId,
    status: row.status,
  };
  await publishEvent(q, row.userId, VOICEOVER_UPDATED_EVENT, payload);
}
