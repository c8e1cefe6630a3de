import { createHmac } from 'node:crypto';
import { and, eq, gt, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Database, Queryable } from '../../db/client.js';
import { pendingSubmissions, submissionUploadReservations } from '../../db/schema/index.js';
import { clientAddressKey } from '../../platform/limits/index.js';

/** The caps on bytes of anonymous files awaiting review (config.submissions). */
export interface PendingCaps {
  pendingBytesPerAddress: number;
  pendingBytesTotal: number;
}

export interface Room {
  /** What this address may still store. */
  address: number;
  /** What all addresses together may still store. */
  total: number;
}

export type Reservation =
  { reserved: true; id: string } | { reserved: false; fullCap: 'address' | 'total' };

/**
 * A reservation outlives its request only when the process died mid-upload; the longest
 * upload (10 files of 20 MB on a slow line) ends well within it.
 */
const RESERVATION_LIFETIME = sql`interval '1 hour'`;
/** One lock for every reservation: the check and the insert run one process at a time. */
const RESERVATION_LOCK = sql`SELECT pg_advisory_xact_lock(hashtext('submission_upload_room'))`;

/**
 * The address a submission counts against, as an HMAC under the app secret: the row never
 * holds the address, and an IPv4 hash cannot be reversed by trying all 2^32 of them.
 */
export function addressHash(ip: string, secret: string): string {
  return createHmac('sha256', secret).update(clientAddressKey(ip)).digest('base64url');
}

/**
 * Submissions whose files are still stored and anonymous: pending review, or rejected and not
 * yet swept (decision 050). Approved ones belong to an account; swept ones hold nothing.
 */
const holdingFiles = and(
  isNull(pendingSubmissions.filesRemovedAt),
  inArray(pendingSubmissions.status, ['pending', 'rejected']),
);

/**
 * Stored plus reserved bytes, read in ONE statement: on PostgreSQL each statement of a READ
 * COMMITTED transaction has its own snapshot, and a submission settling between two reads (its
 * row committed, its reservation deleted) would be counted by neither. Seen on CI: three of
 * six concurrent submissions from one address admitted where two fit.
 */
async function usedBytes(q: Queryable, where?: { addressHash: string }): Promise<number> {
  const storedWhere = where
    ? and(holdingFiles, eq(pendingSubmissions.addressHash, where.addressHash))
    : holdingFiles;
  const live: SQL = gt(submissionUploadReservations.expiresAt, sql`now()`);
  const reservedWhere = where
    ? and(live, eq(submissionUploadReservations.addressHash, where.addressHash))
    : live;
  const stored = q
    .select({ bytes: sql`coalesce(sum(${pendingSubmissions.storedBytes}), 0)` })
    .from(pendingSubmissions)
    .where(storedWhere);
  const reserved = q
    .select({ bytes: sql`coalesce(sum(${submissionUploadReservations.bytes}), 0)` })
    .from(submissionUploadReservations)
    .where(reservedWhere);
  const [row] = await q
    .select({ bytes: sql<string>`(${stored}) + (${reserved})` })
    .from(sql`(SELECT 1) AS one`);
  return Number(row?.bytes ?? 0);
}

/** The room left under both caps for an address (never below 0). */
export async function roomFor(q: Queryable, hash: string, caps: PendingCaps): Promise<Room> {
  const mine = await usedBytes(q, { addressHash: hash });
  const all = await usedBytes(q);
  return {
    address: Math.max(0, caps.pendingBytesPerAddress - mine),
    total: Math.max(0, caps.pendingBytesTotal - all),
  };
}

/**
 * Takes `bytes` of room for an upload about to stream in, or says which cap is full. The
 * check and the insert hold one transaction-scoped advisory lock, so concurrent submissions
 * from any process see each other's reservations and can never take more than the caps.
 */
export async function reserveRoom(
  database: Database,
  hash: string,
  bytes: number,
  caps: PendingCaps,
): Promise<Reservation> {
  return database.db.transaction(async (tx) => {
    await tx.execute(RESERVATION_LOCK);
    const room = await roomFor(tx, hash, caps);
    if (bytes > room.total) return { reserved: false, fullCap: 'total' };
    if (bytes > room.address) return { reserved: false, fullCap: 'address' };
    const [row] = await tx
      .insert(submissionUploadReservations)
      .values({ addressHash: hash, bytes, expiresAt: sql`now() + ${RESERVATION_LIFETIME}` })
      .returning({ id: submissionUploadReservations.id });
    return { reserved: true, id: row!.id };
  });
}

/**
 * Ends a reservation: in the transaction that writes the submission's row (its real size then
 * counts instead), or when the request failed. Deleting twice is harmless.
 */
export async function releaseReservation(q: Queryable, id: string): Promise<void> {
  await q.delete(submissionUploadReservations).where(eq(submissionUploadReservations.id, id));
}

/** Deletes reservations whose request died with its process (the sweep calls it). */
export async function deleteExpiredReservations(q: Queryable): Promise<void> {
  await q
    .delete(submissionUploadReservations)
    .where(sql`${submissionUploadReservations.expiresAt} <= now()`);
}
