import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import type { StoragePort } from '../../platform/storage/index.js';
import { deleteExpiredReservations } from './pending-room-repo.js';
import { markFilesRemoved, submissionsWithFilesDue } from './repo.js';

export interface SweepDeps {
  database: Database;
  storage: StoragePort;
  config: Pick<Config, 'submissions'>;
}

/** Rows handled per query: a long backlog is worked in batches, never all in memory. */
const BATCH = 100;

/**
 * Deletes the stored files of submissions nobody needs any more (decision 050): rejected ones
 * after the grace (`rejectedGraceDays` after the review), approved ones after the same grace
 * (the account's library holds its own copies: decision 033), and ones never reviewed after
 * `unreviewedKeepDays`. The row stays, marked `files_removed_at`, so the admin page says what
 * happened. Idempotent and safe with several workers: objects are deleted first (deleting a
 * missing object is a no-op) and the mark is set only where it is not set yet, so a run that
 * dies midway, or two runs at once, end with the same files gone and each row marked once.
 */
export async function sweepSubmissionFiles(deps: SweepDeps): Promise<{ removed: number }> {
  const { db } = deps.database;
  await deleteExpiredReservations(db);
  let removed = 0;
  for (;;) {
    const rows = await submissionsWithFilesDue(db, deps.config.submissions, BATCH);
    if (rows.length === 0) return { removed };
    for (const row of rows) {
      const keys = row.images.flatMap((image) => (image.key ? [image.key] : []));
      await Promise.all(keys.map((key) => deps.storage.delete(key)));
      if (await markFilesRemoved(db, row.id)) removed += 1;
    }
  }
}
