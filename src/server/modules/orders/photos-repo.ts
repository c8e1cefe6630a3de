import { and, desc, eq, inArray, isNotNull, max, notExists, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import {
  clientPhotos,
  orderClips,
  orderPhotos,
  pendingSubmissions,
  serviceOrders,
  user,
  type NewServiceOrderRow,
  type OrderPhotoRow,
  type ServiceOrderRow,
} from '../../db/schema/index.js';
import { isUuid } from '../../platform/http/index.js';

/**
 * An order's photos and its opening (decision 056, "Opening orders and their photos"). The
 * callers hold the order's row lock (lockOrder) for every change, or the client's credits lock
 * when opening, so counts read here stay true until they commit.
 */

/** The client's next order number (1 for the first). Called under the client's lock. */
export async function nextOrderNumber(q: Queryable, userId: string): Promise<number> {
  const [row] = await q
    .select({ last: max(serviceOrders.number) })
    .from(serviceOrders)
    .where(eq(serviceOrders.userId, userId));
  return (row?.last ?? 0) + 1;
}

/** Inserts the order unless its payment opened one already (the unique paymentRef). */
export async function insertOrderOnce(
  q: Queryable,
  values: NewServiceOrderRow,
): Promise<ServiceOrderRow | undefined> {
  const [row] = await q
    .insert(serviceOrders)
    .values(values)
    .onConflictDoNothing({ target: serviceOrders.paymentRef })
    .returning();
  return row;
}

export async function countOrderPhotos(q: Queryable, orderId: string): Promise<number> {
  const [row] = await q
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(orderPhotos)
    .where(eq(orderPhotos.orderId, orderId));
  return row?.n ?? 0;
}

/** Adds a photo unless the order holds its bytes already (the order's unique content hash). */
export async function insertOrderPhoto(
  q: Queryable,
  values: typeof orderPhotos.$inferInsert,
): Promise<OrderPhotoRow | undefined> {
  const [row] = await q
    .insert(orderPhotos)
    .values(values)
    .onConflictDoNothing({ target: [orderPhotos.orderId, orderPhotos.contentHash] })
    .returning();
  return row;
}

/** The content hashes the order holds. */
export async function orderPhotoHashes(q: Queryable, orderId: string): Promise<Set<string>> {
  const rows = await q
    .select({ hash: orderPhotos.contentHash })
    .from(orderPhotos)
    .where(and(eq(orderPhotos.orderId, orderId), isNotNull(orderPhotos.contentHash)));
  return new Set(rows.map((row) => row.hash!));
}

/**
 * The client's library photos no order of theirs holds yet (by library id or by bytes):
 * photos of approved submissions first, newest first, then the others, newest first.
 */
export async function unusedLibraryPhotos(q: Queryable, userId: string, limit: number) {
  const used = q
    .select({ one: sql`1` })
    .from(orderPhotos)
    .where(
      and(
        eq(orderPhotos.userId, userId),
        sql`(${orderPhotos.clientPhotoId} = ${clientPhotos.id} OR ${orderPhotos.contentHash} = ${clientPhotos.contentHash})`,
      ),
    );
  return q
    .select({
      id: clientPhotos.id,
      storageKey: clientPhotos.storageKey,
      name: clientPhotos.name,
      contentHash: clientPhotos.contentHash,
      fromSubmission: sql<boolean>`${pendingSubmissions.status} = 'approved'`.mapWith(Boolean),
    })
    .from(clientPhotos)
    .leftJoin(pendingSubmissions, eq(pendingSubmissions.id, clientPhotos.sourceSubmissionId))
    .where(and(eq(clientPhotos.userId, userId), notExists(used)))
    .orderBy(
      sql`(${pendingSubmissions.status} = 'approved') IS TRUE DESC`,
      desc(clientPhotos.createdAt),
      desc(clientPhotos.id),
    )
    .limit(limit);
}

/** Some of the client's own library photos, by id (others' and malformed ids find nothing). */
export async function ownLibraryPhotos(q: Queryable, userId: string, ids: readonly string[]) {
  const valid = ids.filter(isUuid);
  if (valid.length === 0) return [];
  return q
    .select()
    .from(clientPhotos)
    .where(and(eq(clientPhotos.userId, userId), inArray(clientPhotos.id, valid)));
}

/** Order photo ids that a clip was made from. */
export async function photosUsedByClips(q: Queryable, orderId: string): Promise<Set<string>> {
  const rows = await q
    .selectDistinct({ photoId: orderClips.photoId })
    .from(orderClips)
    .where(eq(orderClips.orderId, orderId));
  return new Set(rows.map((row) => row.photoId).filter((id): id is string => Boolean(id)));
}

export async function deleteOrderPhoto(
  q: Queryable,
  orderId: string,
  photoId: string,
): Promise<OrderPhotoRow | undefined> {
  if (!isUuid(photoId)) return undefined;
  const [row] = await q
    .delete(orderPhotos)
    .where(and(eq(orderPhotos.orderId, orderId), eq(orderPhotos.id, photoId)))
    .returning();
  return row;
}

/** Whom to mail about an order, and whether their approved submission sent a Drive link. */
export async function orderClient(q: Queryable, userId: string) {
  const [account] = await q
    .select({ email: user.email, name: user.name })
    .from(user)
    .where(eq(user.id, userId));
  const [submission] = await q
    .select({ driveLink: pendingSubmissions.googleDriveLink })
    .from(pendingSubmissions)
    .where(
      and(eq(pendingSubmissions.approvedUserId, userId), eq(pendingSubmissions.status, 'approved')),
    )
    .orderBy(desc(pendingSubmissions.createdAt))
    .limit(1);
  return account && { ...account, driveLink: submission?.driveLink ?? null };
}
