import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import type {
  imageJobs,
  podcastBackgrounds,
  podcastCharacters,
  videoJobs,
  voiceovers,
} from '../../db/schema/index.js';
import { lockUserEvents } from '../events/store.js';

/**
 * Every table of paid work (video jobs, image jobs, podcast characters and backgrounds,
 * voiceovers) has the same charge and refund columns: id, userId, status, error, refunded,
 * completedAt, updatedAt. This is the one statement that fails such a row and marks it
 * refunded, so that a charge comes back exactly once whichever worker or sweep gets there.
 */
export type PaidWorkTable =
  | typeof videoJobs
  | typeof imageJobs
  | typeof podcastCharacters
  | typeof podcastBackgrounds
  | typeof voiceovers;

/** The owner's identity of a row: the write is scoped by both. */
export interface OwnedRow {
  id: string;
  userId: string;
}

/**
 * Marks a row that is still in one of `unfinished` and not yet refunded as failed and
 * refunded, in one statement. Returns the row when this call did it (the caller then refunds
 * the charge in the same transaction and tells the owner), undefined when the row had finished
 * or was refunded already.
 */
export async function markPaidWorkFailed<T extends PaidWorkTable>(
  q: Queryable,
  paidTable: T,
  row: OwnedRow,
  error: string,
  unfinished: readonly string[],
): Promise<T['$inferSelect'] | undefined> {
  // Only the shared columns are touched, so any of the tables fits this one's shape.
  const table = paidTable as unknown as typeof voiceovers;
  // The user's events lock first, then the row: the lock order credits and events use too.
  await lockUserEvents(q, row.userId);
  const [failed] = await q
    .update(table)
    .set({
      status: 'failed',
      error,
      refunded: true,
      completedAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(table.id, row.id),
        eq(table.userId, row.userId),
        eq(table.refunded, false),
        inArray(table.status, unfinished as (typeof table.status.enumValues)[number][]),
      ),
    )
    .returning();
  return failed as T['$inferSelect'] | undefined;
}
