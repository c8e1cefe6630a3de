import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { ACTIVE_PODCAST_ASSET_STATUSES } from '@shared/podcast-assets';
import type { Queryable } from '../../db/client.js';
import {
  podcastBackgrounds,
  podcastCharacters,
  type NewPodcastBackgroundRow,
  type NewPodcastCharacterRow,
  type PodcastBackgroundRow,
  type PodcastCharacterRow,
} from '../../db/schema/index.js';
import { lockUserEvents } from '../../platform/events/index.js';
import type { OwnedRow } from '../../platform/paid-work/index.js';
import { publishAssetUpdate } from '../images/index.js';

export type { PodcastBackgroundRow, PodcastCharacterRow } from '../../db/schema/index.js';

export type PodcastAssetKind = 'character' | 'background';
/** What a row of either table has: a character is a background row plus style and tags. */
export type PodcastAssetRow = PodcastBackgroundRow & Partial<Pick<PodcastCharacterRow, 'style'>>;

/**
 * Both tables share every column the life cycle touches (status, charge, refund, engine,
 * image key), so the writes below take either. The cast is that shared shape, nothing more.
 */
export const tableOf = (kind: PodcastAssetKind) =>
  (kind === 'character' ? podcastCharacters : podcastBackgrounds) as typeof podcastBackgrounds;

export async function insertCharacter(
  q: Queryable,
  row: NewPodcastCharacterRow,
): Promise<PodcastCharacterRow> {
  const [inserted] = await q.insert(podcastCharacters).values(row).returning();
  if (!inserted) throw new Error('podcast character insert returned no row');
  await publishAssetUpdate(q, inserted, 'character');
  return inserted;
}

export async function insertBackground(
  q: Queryable,
  row: NewPodcastBackgroundRow,
): Promise<PodcastBackgroundRow> {
  const [inserted] = await q.insert(podcastBackgrounds).values(row).returning();
  if (!inserted) throw new Error('podcast background insert returned no row');
  await publishAssetUpdate(q, inserted, 'background');
  return inserted;
}

export async function findOwnCharacter(
  q: Queryable,
  userId: string,
  id: string,
): Promise<PodcastCharacterRow | undefined> {
  const [row] = await q
    .select()
    .from(podcastCharacters)
    .where(and(eq(podcastCharacters.id, id), eq(podcastCharacters.userId, userId)));
  return row;
}

/** Newest first. */
export function listOwnCharacters(
  q: Queryable,
  userId: string,
  limit: number,
): Promise<PodcastCharacterRow[]> {
  return q
    .select()
    .from(podcastCharacters)
    .where(eq(podcastCharacters.userId, userId))
    .orderBy(desc(podcastCharacters.createdAt), desc(podcastCharacters.id))
    .limit(limit);
}

/** Newest first. */
export function listOwnBackgrounds(
  q: Queryable,
  userId: string,
  limit: number,
): Promise<PodcastBackgroundRow[]> {
  return q
    .select()
    .from(podcastBackgrounds)
    .where(eq(podcastBackgrounds.userId, userId))
    .orderBy(desc(podcastBackgrounds.createdAt), desc(podcastBackgrounds.id))
    .limit(limit);
}

/** The worker's read by id (the payload carries only the id); writes stay owner-scoped. */
export async function findAssetForWorker(
  q: Queryable,
  kind: PodcastAssetKind,
  id: string,
): Promise<PodcastAssetRow | undefined> {
  const table = tableOf(kind);
  const [row] = await q.select().from(table).where(eq(table.id, id));
  return row;
}

type AssetChange = Partial<
  Pick<
    PodcastBackgroundRow,
    'status' | 'error' | 'refunded' | 'startedAt' | 'completedAt' | 'imageKey'
  >
>;

/**
 * Changes a row that is still queued or running and announces a status change in the same
 * transaction; undefined when it had finished meanwhile (a stale attempt changes nothing).
 */
export async function updateAsset(
  q: Queryable,
  kind: PodcastAssetKind,
  asset: OwnedRow,
  change: AssetChange,
): Promise<PodcastAssetRow | undefined> {
  const table = tableOf(kind);
  await lockUserEvents(q, asset.userId);
  const [row] = await q
    .update(table)
    .set({ ...change, updatedAt: sql`now()` })
    .where(
      and(
        eq(table.id, asset.id),
        eq(table.userId, asset.userId),
        inArray(table.status, [...ACTIVE_PODCAST_ASSET_STATUSES]),
      ),
    )
    .returning();
  if (row && change.status !== undefined) await publishAssetUpdate(q, row, kind);
  return row;
}

/** Saves a vendor's handle without touching status or announcing anything. */
export async function saveAssetVendorRef(
  q: Queryable,
  kind: PodcastAssetKind,
  asset: OwnedRow,
  vendorRef: string,
): Promise<void> {
  const table = tableOf(kind);
  await q
    .update(table)
    .set({ vendorRef, updatedAt: sql`now()` })
    .where(and(eq(table.id, asset.id), eq(table.userId, asset.userId)));
}

export async function findOwnBackground(
  q: Queryable,
  userId: string,
  id: string,
): Promise<PodcastBackgroundRow | undefined> {
  const [row] = await q
    .select()
    .from(podcastBackgrounds)
    .where(and(eq(podcastBackgrounds.id, id), eq(podcastBackgrounds.userId, userId)));
  return row;
}

/** Renames the owner's host or background; undefined when it is not theirs (or gone). */
export async function renameOwnAsset(
  q: Queryable,
  kind: PodcastAssetKind,
  userId: string,
  id: string,
  name: string,
): Promise<PodcastAssetRow | undefined> {
  const table = tableOf(kind);
  const [row] = await q
    .update(table)
    .set({ name, updatedAt: sql`now()` })
    .where(and(eq(table.id, id), eq(table.userId, userId)))
    .returning();
  return row;
}
