import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import {
  orderClips,
  orderPhotos,
  serviceOrders,
  type ServiceOrderRow,
} from '../../db/schema/index.js';
import { ORDER_UPDATED_EVENT } from '@shared/orders';
import { publishEvent } from '../../platform/events/index.js';
import { isUuid } from '../../platform/http/index.js';

export type { OrderClipRow, OrderPhotoRow, ServiceOrderRow } from '../../db/schema/index.js';

/**
 * The orders every part of the module reads. A client's reads are scoped to its owner
 * (`userId`); the operator's (admin) reads say so in their name. A malformed id finds nothing.
 */

export async function findOwnOrder(
  q: Queryable,
  userId: string,
  orderId: string,
): Promise<ServiceOrderRow | undefined> {
  if (!isUuid(orderId)) return undefined;
  const [row] = await q
    .select()
    .from(serviceOrders)
    .where(and(eq(serviceOrders.id, orderId), eq(serviceOrders.userId, userId)));
  return row;
}

/** Any client's order: for the operator's console (admins only). */
export async function findOrderForOperator(
  q: Queryable,
  orderId: string,
): Promise<ServiceOrderRow | undefined> {
  if (!isUuid(orderId)) return undefined;
  const [row] = await q.select().from(serviceOrders).where(eq(serviceOrders.id, orderId));
  return row;
}

/**
 * The order, row-locked until the transaction ends: every change to an order's photos, clips
 * or status takes this lock first, so the allowance and the status move one writer at a time.
 */
export async function lockOrder(
  q: Queryable,
  orderId: string,
): Promise<ServiceOrderRow | undefined> {
  if (!isUuid(orderId)) return undefined;
  const [row] = await q
    .select()
    .from(serviceOrders)
    .where(eq(serviceOrders.id, orderId))
    .for('update');
  return row;
}

/** Changes an order and tells the client's open tabs, in the caller's transaction. */
export async function updateOrder(
  q: Queryable,
  orderId: string,
  values: Partial<Omit<ServiceOrderRow, 'id' | 'userId' | 'createdAt'>>,
): Promise<ServiceOrderRow> {
  const [row] = await q
    .update(serviceOrders)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(serviceOrders.id, orderId))
    .returning();
  await publishOrderUpdate(q, row!);
  return row!;
}

/** The client's live event for a changed order (status, or photos that came in). */
export async function publishOrderUpdate(
  q: Queryable,
  order: Pick<ServiceOrderRow, 'id' | 'userId' | 'status'>,
): Promise<void> {
  await publishEvent(q, order.userId, ORDER_UPDATED_EVENT, { id: order.id, status: order.status });
}

/** The orders of one client, newest first. */
export async function listOwnOrders(q: Queryable, userId: string): Promise<ServiceOrderRow[]> {
  return q
    .select()
    .from(serviceOrders)
    .where(eq(serviceOrders.userId, userId))
    .orderBy(desc(serviceOrders.number));
}

/** Photo, clip and approved counts of some orders, by order id. */
export async function orderCounts(
  q: Queryable,
  orderIds: readonly string[],
): Promise<Map<string, { photos: number; clips: number; approved: number }>> {
  const counts = new Map<string, { photos: number; clips: number; approved: number }>();
  if (orderIds.length === 0) return counts;
  for (const id of orderIds) counts.set(id, { photos: 0, clips: 0, approved: 0 });
  const ids = sql.join(
    orderIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const photoRows = await q
    .select({ orderId: orderPhotos.orderId, n: count() })
    .from(orderPhotos)
    .where(sql`${orderPhotos.orderId} IN (${ids})`)
    .groupBy(orderPhotos.orderId);
  for (const row of photoRows) counts.get(row.orderId)!.photos = row.n;
  const clipRows = await q
    .select({
      orderId: orderClips.orderId,
      n: count(),
      approved:
        sql<number>`count(*) filter (where ${orderClips.reviewStatus} = 'approved')`.mapWith(
          Number,
        ),
    })
    .from(orderClips)
    .where(sql`${orderClips.orderId} IN (${ids})`)
    .groupBy(orderClips.orderId);
  for (const row of clipRows) {
    const entry = counts.get(row.orderId)!;
    entry.clips = row.n;
    entry.approved = row.approved;
  }
  return counts;
}

/** The order's photos in the order they came in. */
export async function listOrderPhotos(q: Queryable, orderId: string) {
  return q
    .select()
    .from(orderPhotos)
    .where(eq(orderPhotos.orderId, orderId))
    .orderBy(asc(orderPhotos.createdAt), asc(orderPhotos.id));
}

/** The order's clips by position. */
export async function listOrderClips(q: Queryable, orderId: string) {
  return q
    .select()
    .from(orderClips)
    .where(eq(orderClips.orderId, orderId))
    .orderBy(asc(orderClips.position));
}
