import { and, asc, eq, gte, inArray, lt } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { orderClips, postedVideos, serviceOrders, user, videoJobs } from '../../db/schema/index.js';
import { isUuid } from '../../platform/http/index.js';

/**
 * The rows a report is computed from (report.ts): the orders with their client, and every
 * clip, post and video job of those orders. Reads only; the figures are worked out in code so
 * both databases give the same numbers.
 */

const orderWithClient = {
  order: serviceOrders,
  clientEmail: user.email,
  clientName: user.name,
};

export type ReportOrderRow = NonNullable<Awaited<ReturnType<typeof findReportOrder>>>;

/** One order with its client; `userId` scopes it to its owner (the client's own report). */
export async function findReportOrder(q: Queryable, orderId: string, userId?: string) {
  if (!isUuid(orderId)) return undefined;
  const [row] = await q
    .select(orderWithClient)
    .from(serviceOrders)
    .innerJoin(user, eq(user.id, serviceOrders.userId))
    .where(
      userId === undefined
        ? eq(serviceOrders.id, orderId)
        : and(eq(serviceOrders.id, orderId), eq(serviceOrders.userId, userId)),
    );
  return row;
}

/** Every order opened in [start, end), oldest first (the operator's month). */
export async function listReportOrdersOpened(q: Queryable, start: Date, end: Date) {
  return q
    .select(orderWithClient)
    .from(serviceOrders)
    .innerJoin(user, eq(user.id, serviceOrders.userId))
    .where(and(gte(serviceOrders.createdAt, start), lt(serviceOrders.createdAt, end)))
    .orderBy(asc(serviceOrders.createdAt), asc(serviceOrders.id));
}

export async function listReportClips(q: Queryable, orderIds: readonly string[]) {
  if (orderIds.length === 0) return [];
  return q
    .select({
      id: orderClips.id,
      orderId: orderClips.orderId,
      position: orderClips.position,
      title: orderClips.title,
      reviewStatus: orderClips.reviewStatus,
      reviewRounds: orderClips.reviewRounds,
      approvedFirstTime: orderClips.approvedFirstTime,
      approvedAt: orderClips.approvedAt,
    })
    .from(orderClips)
    .where(inArray(orderClips.orderId, [...orderIds]))
    .orderBy(asc(orderClips.orderId), asc(orderClips.position));
}
export type ReportClipRow = Awaited<ReturnType<typeof listReportClips>>[number];

/** Every post of these clips, oldest first (so the last one of a clip is its latest). */
export async function listReportPosts(q: Queryable, clipIds: readonly string[]) {
  if (clipIds.length === 0) return [];
  return q
    .select({
      id: postedVideos.id,
      orderClipId: postedVideos.orderClipId,
      status: postedVideos.status,
      externalVideoId: postedVideos.externalVideoId,
      publishAt: postedVideos.publishAt,
      publishedAt: postedVideos.publishedAt,
      createdAt: postedVideos.createdAt,
    })
    .from(postedVideos)
    .where(inArray(postedVideos.orderClipId, [...clipIds]))
    .orderBy(asc(postedVideos.createdAt), asc(postedVideos.id));
}
export type ReportPostRow = Awaited<ReturnType<typeof listReportPosts>>[number];

/** Every video job paid by these orders, remakes included (the render cost). */
export async function listReportRenders(q: Queryable, orderIds: readonly string[]) {
  if (orderIds.length === 0) return [];
  return q
    .select({
      orderId: videoJobs.serviceOrderId,
      engine: videoJobs.engine,
      durationSeconds: videoJobs.durationSeconds,
    })
    .from(videoJobs)
    .where(inArray(videoJobs.serviceOrderId, [...orderIds]));
}
export type ReportRenderRow = Awaited<ReturnType<typeof listReportRenders>>[number];
