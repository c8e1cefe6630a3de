import { and, eq, sql } from 'drizzle-orm';
import type { ImageAssetUpdatedPayload } from '@shared/images';
import type { Queryable } from '../../db/client.js';
import type { imageJobs, podcastBackgrounds, podcastCharacters } from '../../db/schema/index.js';
import { markPaidWorkFailed, type OwnedRow } from '../../platform/credits/index.js';
import { publishAssetUpdate } from './events.js';

/**
 * The writes every paid picture shares, whichever table holds it (image jobs, podcast
 * characters, podcast backgrounds): all three have the same charge, refund, engine and
 * life-cycle columns (schema/images.ts, paidPictureColumns) and the same unfinished statuses.
 */

export type PaidPictureTable =
  typeof imageJobs | typeof podcastCharacters | typeof podcastBackgrounds;

export type { OwnedRow };

/** Statuses a paid picture is still being made in, in all three tables. */
export const UNFINISHED_PAID_STATUSES = ['queued', 'running'] as const;

// Only the shared columns are touched below, so any of the three tables fits this shape.
const shared = (table: PaidPictureTable) => table as unknown as typeof imageJobs;

/** Saves a vendor's handle without touching status or announcing anything. */
export async function savePaidVendorRef(
  q: Queryable,
  paidTable: PaidPictureTable,
  row: OwnedRow,
  vendorRef: string,
): Promise<void> {
  const table = shared(paidTable);
  await q
    .update(table)
    .set({ vendorRef, updatedAt: sql`now()` })
    .where(and(eq(table.id, row.id), eq(table.userId, row.userId)));
}

/**
 * Marks an unfinished, unrefunded row failed and refunded, and tells the owner. True when this
 * call did it: the caller refunds in the same transaction only then, so a charge comes back
 * exactly once.
 */
export async function markPaidFailedAndRefunded(
  q: Queryable,
  paidTable: PaidPictureTable,
  kind: ImageAssetUpdatedPayload['kind'],
  row: OwnedRow,
  error: string,
): Promise<boolean> {
  const failed = await markPaidWorkFailed(q, paidTable, row, error, UNFINISHED_PAID_STATUSES);
  if (failed) await publishAssetUpdate(q, failed, kind);
  return failed !== undefined;
}
