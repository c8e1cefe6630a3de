import { renderCostCents } from '@shared/engine-costs';
import {
  isLate,
  percentOf,
  type EngineCost,
  type MonthTotals,
  type OrderReportFigures,
  type ReportClip,
  type Timeliness,
} from '@shared/order-reports';
import { PENDING_POST_STATUSES } from '@shared/posting';
import { orderOptionOf } from '@shared/orders';
import { SUBSCRIPTION_PACKAGES } from '@shared/plans';
import { VIDEO_ENGINES } from '@shared/videos';
import type {
  ReportClipRow,
  ReportOrderRow,
  ReportPostRow,
  ReportRenderRow,
} from './report-repo.js';

/**
 * The report's figures from an order's rows (decision 056, "Reports"). Pure: the service
 * loads the rows and the views, this counts them, so every rule is in one place.
 */

const iso = (date: Date | null): string | null => (date ? date.toISOString() : null);
const HOUR_MS = 3_600_000;

/**
 * Measured at the first time the clips were ready for review (readyAt), the operator's part of
 * the promise: the client's review time is not the operator's to keep.
 */
export function timelinessOf(
  order: Pick<ReportOrderRow['order'], 'dueAt' | 'readyAt'>,
  now: Date,
): Timeliness {
  if (!order.dueAt) return 'no_due_time';
  if (order.readyAt) return order.readyAt <= order.dueAt ? 'on_time' : 'late';
  return now > order.dueAt ? 'overdue' : 'pending';
}

/** Photos in → first ready for review, in hours with one decimal. */
export function hoursTakenOf(
  order: Pick<ReportOrderRow['order'], 'photosInAt' | 'readyAt'>,
): number | null {
  if (!order.photosInAt || !order.readyAt) return null;
  const hours = (order.readyAt.getTime() - order.photosInAt.getTime()) / HOUR_MS;
  return Math.round(hours * 10) / 10;
}

/** Views of published posts: counts by YouTube id, or null when YouTube could not be asked. */
export interface OrderViews {
  counts: Map<string, number> | null;
  unavailable: string | null;
}

const isPublished = (post: ReportPostRow) =>
  post.status === 'published' && post.externalVideoId !== null;

/** The figures and the clip rows of one order. */
export function orderFigures(
  row: ReportOrderRow,
  clips: readonly ReportClipRow[],
  posts: readonly ReportPostRow[],
  views: OrderViews,
  now: Date,
): { figures: OrderReportFigures; clipRows: ReportClip[] } {
  const { order } = row;
  const plan = SUBSCRIPTION_PACKAGES.find((candidate) => candidate.id === order.planId)!;
  const byStatus = { draft: 0, in_review: 0, approved: 0, changes_requested: 0 };
  for (const clip of clips) byStatus[clip.reviewStatus] += 1;
  const firstTime = clips.filter(
    (clip) => clip.reviewStatus === 'approved' && clip.approvedFirstTime === true,
  ).length;
  const viewsOf = (post: ReportPostRow): number | null =>
    views.counts && isPublished(post) ? (views.counts.get(post.externalVideoId!) ?? 0) : null;
  const published = posts.filter(isPublished);
  const latestPost = new Map<string, ReportPostRow>();
  for (const post of posts) latestPost.set(post.orderClipId!, post);

  const figures: OrderReportFigures = {
    orderId: order.id,
    number: order.number,
    planId: order.planId,
    planName: plan.name,
    option: orderOptionOf(order.variant),
    status: order.status,
    clipAllowance: order.clipAllowance,
    clips: clips.length,
    clipsByReviewStatus: byStatus,
    clipsDelivered: byStatus.approved,
    approvedFirstTime: firstTime,
    approvedFirstTimePercent: percentOf(firstTime, byStatus.approved),
    posted: posts.filter((post) => post.status === 'published').length,
    scheduled: posts.filter((post) => PENDING_POST_STATUSES.includes(post.status)).length,
    cancelled: posts.filter((post) => post.status === 'cancelled').length,
    failed: posts.filter((post) => post.status === 'failed').length,
    views:
      published.length === 0 ? 0 : views.counts ? sum(published.map((p) => viewsOf(p)!)) : null,
    viewsUnavailable: published.length === 0 ? null : views.unavailable,
    createdAt: order.createdAt.toISOString(),
    photosInAt: iso(order.photosInAt),
    dueAt: iso(order.dueAt),
    readyAt: iso(order.readyAt),
    deliveredAt: iso(order.deliveredAt),
    timeliness: timelinessOf(order, now),
    hoursTaken: hoursTakenOf(order),
  };
  const clipRows = clips.map((clip): ReportClip => {
    const post = latestPost.get(clip.id);
    return {
      id: clip.id,
      position: clip.position,
      title: clip.title,
      reviewStatus: clip.reviewStatus,
      reviewRounds: clip.reviewRounds,
      approvedFirstTime: clip.approvedFirstTime,
      approvedAt: iso(clip.approvedAt),
      postStatus: post?.status ?? null,
      publishAt: iso(post?.publishAt ?? null),
      publishedAt: iso(post?.publishedAt ?? null),
      views: post ? viewsOf(post) : null,
    };
  });
  return { figures, clipRows };
}

/**
 * Every render the order paid for, remakes and failed attempts included (a vendor bills an
 * attempt), priced from the engine cost table with the configured Veo model.
 */
export function renderCosts(renders: readonly ReportRenderRow[], veoModel: string | undefined) {
  const engines: EngineCost[] = [];
  for (const engine of VIDEO_ENGINES) {
    const mine = renders.filter((render) => render.engine === engine);
    if (mine.length === 0) continue;
    engines.push({
      engine,
      renders: mine.length,
      costCents: sum(mine.map((r) => renderCostCents(engine, r.durationSeconds, veoModel))),
    });
  }
  return {
    renders: renders.length,
    renderCostCents: sum(engines.map((entry) => entry.costCents)),
    engines,
  };
}

/** A month's totals over its orders' rows. */
export function monthTotals(
  rows: readonly (OrderReportFigures & { renderCostCents: number })[],
): MonthTotals {
  const delivered = sum(rows.map((row) => row.clipsDelivered));
  const firstTime = sum(rows.map((row) => row.approvedFirstTime));
  return {
    orders: rows.length,
    clipsDelivered: delivered,
    approvedFirstTime: firstTime,
    approvedFirstTimePercent: percentOf(firstTime, delivered),
    posted: sum(rows.map((row) => row.posted)),
    views: sum(rows.map((row) => row.views ?? 0)),
    onTime: rows.filter((row) => row.timeliness === 'on_time').length,
    late: rows.filter((row) => isLate(row.timeliness)).length,
    renderCostCents: sum(rows.map((row) => row.renderCostCents)),
  };
}

function sum(values: readonly number[]): number {
  return values.reduce((total, value) => total + value, 0);
}

/** [start, end) of a YYYY-MM month in UTC. */
export function monthBounds(month: string): { start: Date; end: Date } {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  return {
    start: new Date(Date.UTC(year, monthNumber - 1, 1)),
    end: new Date(Date.UTC(year, monthNumber, 1)),
  };
}
