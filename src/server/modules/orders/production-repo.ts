import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import {
  orderClips,
  pendingSubmissions,
  serviceOrders,
  user,
  videoJobs,
  type OrderClipRow,
  type ServiceOrderRow,
} from '../../db/schema/index.js';
import { isUuid } from '../../platform/http/index.js';

/**
 * The operator's reads and writes of orders (admins only: no owner scope, the routes check
 * the role). The allowance's clips are inserted by the caller under the order's lock.
 */

export interface OperatorOrderRow {
  order: ServiceOrderRow;
  email: string;
  /** The business name of the client's approved submission (newest), if any. */
  submittedBusinessName: string | null;
}

const approvedBusinessName = sql<string | null>`(
  select ${pendingSubmissions.businessName} from ${pendingSubmissions}
  where ${pendingSubmissions.approvedUserId} = ${serviceOrders.userId}
    and ${pendingSubmissions.status} = 'approved'
  order by ${pendingSubmissions.reviewedAt} desc nulls last limit 1
)`;

export async function listOrdersForOperator(
  q: Queryable,
  orderId?: string,
): Promise<OperatorOrderRow[]> {
  const rows = await q
    .select({
      order: serviceOrders,
      email: user.email,
      submittedBusinessName: approvedBusinessName,
    })
    .from(serviceOrders)
    .innerJoin(user, eq(user.id, serviceOrders.userId))
    .where(orderId ? eq(serviceOrders.id, orderId) : undefined)
    .orderBy(asc(serviceOrders.createdAt));
  return rows;
}

export async function findOrderRowForOperator(q: Queryable, orderId: string) {
  if (!isUuid(orderId)) return undefined;
  const [row] = await listOrdersForOperator(q, orderId);
  return row;
}

/** The order's clips with their current render (its video job). */
export async function listClipsWithRenders(q: Queryable, orderId: string) {
  return q
    .select({ clip: orderClips, job: videoJobs })
    .from(orderClips)
    .leftJoin(videoJobs, eq(videoJobs.id, orderClips.videoJobId))
    .where(eq(orderClips.orderId, orderId))
    .orderBy(asc(orderClips.position));
}

/** Every render the order paid for (remakes included): engine and length, for its cost. */
export async function listOrderRenders(q: Queryable, orderId: string) {
  return q
    .select({ engine: videoJobs.engine, durationSeconds: videoJobs.durationSeconds })
    .from(videoJobs)
    .where(eq(videoJobs.serviceOrderId, orderId))
    .orderBy(desc(videoJobs.createdAt));
}

export async function findOrderClip(
  q: Queryable,
  orderId: string,
  clipId: string,
): Promise<OrderClipRow | undefined> {
  if (!isUuid(orderId) || !isUuid(clipId)) return undefined;
  const [row] = await q
    .select()
    .from(orderClips)
    .where(and(eq(orderClips.orderId, orderId), eq(orderClips.id, clipId)));
  return row;
}

export async function findJob(q: Queryable, jobId: string | null) {
  if (!jobId) return undefined;
  const [row] = await q.select().from(videoJobs).where(eq(videoJobs.id, jobId));
  return row;
}

export async function insertClip(
  q: Queryable,
  values: typeof orderClips.$inferInsert,
): Promise<OrderClipRow> {
  const [row] = await q.insert(orderClips).values(values).returning();
  return row!;
}

export async function updateClip(
  q: Queryable,
  clipId: string,
  values: Partial<Omit<OrderClipRow, 'id' | 'orderId' | 'userId' | 'createdAt'>>,
): Promise<OrderClipRow> {
  const [row] = await q
    .update(orderClips)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(orderClips.id, clipId))
    .returning();
  return row!;
}

/** Another clip of the order with this title (any case). */
export async function titleTaken(q: Queryable, orderId: string, clipId: string, title: string) {
  const [row] = await q
    .select({ id: orderClips.id })
    .from(orderClips)
    .where(
      and(
        eq(orderClips.orderId, orderId),
        ne(orderClips.id, clipId),
        sql`lower(${orderClips.title}) = lower(${title})`,
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** Clips waiting to go (back) to the client, with their current job's status. */
export async function clipsToReview(q: Queryable, orderId: string) {
  return q
    .select({ clip: orderClips, status: videoJobs.status })
    .from(orderClips)
    .leftJoin(videoJobs, eq(videoJobs.id, orderClips.videoJobId))
    .where(
      and(
        eq(orderClips.orderId, orderId),
        inArray(orderClips.reviewStatus, ['draft', 'changes_requested']),
      ),
    );
}

export async function markClipsInReview(q: Queryable, clipIds: string[]) {
  if (clipIds.length === 0) return;
  await q
    .update(orderClips)
    .set({
      reviewStatus: 'in_review',
      reviewRounds: sql`${orderClips.reviewRounds} + 1`,
      updatedAt: new Date(),
    })
    .where(inArray(orderClips.id, clipIds));
}
