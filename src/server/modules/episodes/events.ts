import { EPISODE_UPDATED_EVENT, type EpisodeStatus } from '@shared/episodes';
import type { Queryable } from '../../db/client.js';
import { publishEvent } from '../../platform/events/index.js';

// Live event to the owner whenever an episode is created or its analysis moves on; the
// episodes page moves its progress bar from it and re-reads the episode once it is ready.
export { EPISODE_UPDATED_EVENT };

/** Call it in the transaction that makes the change, so both commit (or vanish) together. */
export async function publishEpisodeUpdate(
  q: Queryable,
  row: { id: string; userId: string; status: EpisodeStatus; progress: number },
): Promise<void> {
  await publishEvent(q, row.userId, EPISODE_UPDATED_EVENT, {
    id: row.id,
    status: row.status,
    progress: row.progress,
  });
}
