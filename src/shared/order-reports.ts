import { z } from 'zod';
import { PLAN_IDS } from './plans.js';
import {
  clipReviewStatusSchema,
  orderOptionSchema,
  orderStatusSchema,
  type ClipReviewStatus,
} from './orders.js';
import { postStatusSchema } from './posting.js';
import { videoEngineSchema } from './videos.js';

/**
 * The service's reports (issue 28 item 7, decision 056 "Reports"): one per order and one per
 * calendar month (UTC) for the operator, and the client's own order's figures without costs.
 */

// --- Definitions the server and the web share -------------------------------------------------

/**
 * on_time / late: the clips were first ready for review (readyAt) by / after the due time.
 * overdue: not ready yet and the due time has passed (counted as late in totals). pending: not
 * ready, still before the due time. no_due_time: the photos are not in yet, nothing is due.
 */
export const TIMELINESS = ['on_time', 'late', 'overdue', 'pending', 'no_due_time'] as const;
export const timelinessSchema = z.enum(TIMELINESS);
export type Timeliness = z.infer<typeof timelinessSchema>;
export const TIMELINESS_LABELS: Record<Timeliness, string> = {
  on_time: 'On time',
  late: 'Late',
  overdue: 'Overdue',
  pending: 'In progress',
  no_due_time: 'Waiting for photos',
};
/** Counted as late in a month's totals: it missed (or has already missed) its due time. */
export const isLate = (timeliness: Timeliness) => timeliness === 'late' || timeliness === 'overdue';

/** A clip's review as the report names it. */
export const REPORT_REVIEW_LABELS: Record<ClipReviewStatus, string> = {
  draft: 'Not sent yet',
  in_review: 'In review',
  approved: 'Approved',
  changes_requested: 'Change requested',
};

/** `YYYY-MM`, a calendar month in UTC. */
export const REPORT_MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;

export const REPORT_MESSAGES = {
  badMonth: 'Choose a month as YYYY-MM, for example 2026-11',
  failedToLoad: 'Could not load the report',
  viewsUnavailable: 'YouTube views could not be read right now',
} as const;

export const reportMonthSchema = z
  .string()
  .regex(REPORT_MONTH_PATTERN, REPORT_MESSAGES.badMonth)
  .describe('A calendar month in UTC, YYYY-MM (default: the current month)');

/** The current month (UTC) as YYYY-MM. */
export const monthOf = (date: Date): string => date.toISOString().slice(0, 7);

// --- One order ---------------------------------------------------------------------------------

const countsByReviewStatus = z.object({
  draft: z.number().int(),
  in_review: z.number().int(),
  approved: z.number().int(),
  changes_requested: z.number().int(),
});

/** The order's figures the client sees too. */
export const orderReportFiguresSchema = z.object({
  orderId: z.string(),
  number: z.number().int(),
  planId: z.enum(PLAN_IDS),
  planName: z.string(),
  option: orderOptionSchema,
  status: orderStatusSchema,
  clipAllowance: z.number().int(),
  clips: z.number().int(),
  clipsByReviewStatus: countsByReviewStatus,
  /** Approved by the client (the order's delivered clips). */
  clipsDelivered: z.number().int(),
  approvedFirstTime: z.number().int(),
  /** Of the delivered clips, approved on their first review (0..100, whole); null: none yet. */
  approvedFirstTimePercent: z.number().int().nullable(),
  posted: z.number().int(),
  /** Waiting to go out: queued, scheduled, uploading or processing. */
  scheduled: z.number().int(),
  cancelled: z.number().int(),
  failed: z.number().int(),
  /** The sum of its published posts' views; null when YouTube could not be asked. */
  views: z.number().int().nullable(),
  viewsUnavailable: z.string().nullable(),
  createdAt: z.string(),
  photosInAt: z.string().nullable(),
  dueAt: z.string().nullable(),
  readyAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  timeliness: timelinessSchema,
  /** Photos in to first ready for review, in hours (one decimal); null until ready. */
  hoursTaken: z.number().nullable(),
});
export type OrderReportFigures = z.infer<typeof orderReportFiguresSchema>;

export const engineCostSchema = z.object({
  engine: videoEngineSchema,
  renders: z.number().int(),
  costCents: z.number().int(),
});
export type EngineCost = z.infer<typeof engineCostSchema>;

/** The operator's extra figures: who the client is, and what the renders cost (estimates). */
export const operatorFiguresSchema = z.object({
  clientEmail: z.string(),
  clientName: z.string(),
  renders: z.number().int(),
  renderCostCents: z.number().int(),
  engines: z.array(engineCostSchema),
});

export const reportClipSchema = z.object({
  id: z.string(),
  position: z.number().int(),
  title: z.string(),
  reviewStatus: clipReviewStatusSchema,
  reviewRounds: z.number().int(),
  approvedFirstTime: z.boolean().nullable(),
  approvedAt: z.string().nullable(),
  /** Its latest post (null: never posted). */
  postStatus: postStatusSchema.nullable(),
  publishAt: z.string().nullable(),
  publishedAt: z.string().nullable(),
  views: z.number().int().nullable(),
});
export type ReportClip = z.infer<typeof reportClipSchema>;

/** GET /api/orders/:id/report: the client's own order. */
export const clientOrderReportSchema = orderReportFiguresSchema.extend({
  clipRows: z.array(reportClipSchema),
});
export type ClientOrderReport = z.infer<typeof clientOrderReportSchema>;

/** GET /api/admin/orders/:id/report. */
export const operatorOrderReportSchema = clientOrderReportSchema.extend(
  operatorFiguresSchema.shape,
);
export type OperatorOrderReport = z.infer<typeof operatorOrderReportSchema>;

// --- One month ---------------------------------------------------------------------------------

export const monthlyOrderRowSchema = orderReportFiguresSchema.extend(operatorFiguresSchema.shape);
export type MonthlyOrderRow = z.infer<typeof monthlyOrderRowSchema>;

export const monthTotalsSchema = z.object({
  orders: z.number().int(),
  clipsDelivered: z.number().int(),
  approvedFirstTime: z.number().int(),
  approvedFirstTimePercent: z.number().int().nullable(),
  posted: z.number().int(),
  views: z.number().int(),
  onTime: z.number().int(),
  late: z.number().int(),
  renderCostCents: z.number().int(),
});
export type MonthTotals = z.infer<typeof monthTotalsSchema>;

export const monthlyReportQuerySchema = z.object({ month: reportMonthSchema.optional() });

/** GET /api/admin/order-reports: the orders opened in the month (UTC), oldest first. */
export const monthlyReportSchema = z.object({
  month: z.string(),
  orders: z.array(monthlyOrderRowSchema),
  totals: monthTotalsSchema,
  /** Set when some client's views could not be read (their orders' views are null). */
  viewsUnavailable: z.string().nullable(),
});
export type MonthlyReport = z.infer<typeof monthlyReportSchema>;

/** Whole percent of `part` in `whole`; null when there is nothing to divide. */
export const percentOf = (part: number, whole: number): number | null =>
  whole === 0 ? null : Math.round((part / whole) * 100);

/** US cents as dollars, e.g. 1234 → "$12.34". */
export const formatCents = (cents: number): string => `$${(cents / 100).toFixed(2)}`;
