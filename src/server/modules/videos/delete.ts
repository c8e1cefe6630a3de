import type { ItemDeleted } from '@shared/deletes';
import type { AppTx } from '../../db/client.js';
import { deleteOwned, type DeletionDeps } from '../../platform/paid-work/index.js';
import { deleteVideoJobRow, isFinal, lockOwnVideoJob, type VideoJobRow } from './repo.js';

const VIDEO_NOT_FOUND = 'Video not found';

/** The uploads a video owns (its own copies); portraits and voiceover audio are others'. */
const OWN_INPUT_BUCKETS = ['hedra-inputs/', 'pending-uploads/'];
const ownInput = (key: string | null) =>
  key && OWN_INPUT_BUCKETS.some((bucket) => key.startsWith(bucket)) ? key : null;

/** Billing's free daily videos, as far as a delete needs them (decision 046). */
export interface FreeVideoReturns {
  /** Gives one free video back to `day`, in the caller's transaction. */
  giveBack(tx: AppTx, userId: string, day: string): Promise<void>;
}

export interface VideoDeletionDeps extends DeletionDeps {
  freeVideos: FreeVideoReturns;
}

/**
 * Deletes one of the owner's videos (decision 044): a job still being made is stopped and
 * refunded, or, paid with a free daily video, gives that video back to its day (decision 046);
 * its posts' rows go with it (posted_videos cascades), what already reached YouTube stays on
 * the channel; its output, poster and own uploads leave storage.
 */
export function deleteVideo(
  deps: VideoDeletionDeps,
  userId: string,
  id: string,
): Promise<ItemDeleted> {
  return deleteOwned<VideoJobRow>(
    deps,
    {
      kind: 'video',
      notFoundMessage: VIDEO_NOT_FOUND,
      lock: lockOwnVideoJob,
      // Once, like the refund: a failed job gave its free video back in the write that failed
      // it (it is final then), and a worker that fails the job after this finds no row.
      before: async (tx, row) => {
        if (!isFinal(row.status) && row.freeVideoDay !== null) {
          await deps.freeVideos.giveBack(tx, row.userId, row.freeVideoDay);
        }
      },
      // A free daily video (no charge) has nothing to refund.
      refundOf: (row) =>
        !isFinal(row.status) && !row.refunded && row.chargeEntryId !== null
          ? { chargeEntryId: row.chargeEntryId }
          : null,
      remove: (tx, row) => deleteVideoJobRow(tx, row.id),
      keys: (row) => [
        row.outputKey,
        row.posterKey,
        ownInput(row.inputImageKey),
        ownInput(row.inputAudioKey),
        ownInput(row.inputBackgroundKey),
        ownInput(row.audiogram?.logoKey ?? null),
      ],
    },
    userId,
    id,
  );
}
