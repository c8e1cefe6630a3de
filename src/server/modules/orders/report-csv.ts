import { csvDocument } from '@shared/csv';
import {
  REPORT_REVIEW_LABELS,
  TIMELINESS_LABELS,
  type MonthlyReport,
  type OperatorOrderReport,
} from '@shared/order-reports';
import { ORDER_OPTION_LABELS, ORDER_STATUS_LABELS } from '@shared/orders';
import { POST_STATUS_LABELS } from '@shared/posting';

/**
 * The operator's CSV downloads: a row per order of a month, or a row per clip of one order.
 * Written by the app's one CSV writer (src/shared/csv.ts), whose formula guard covers what
 * clients typed (names) and what writers made (clip titles).
 */

const blank = (value: string | number | null | undefined): string | number => value ?? '';
const dollars = (cents: number) => (cents / 100).toFixed(2);
const yesNo = (value: boolean | null) => (value === null ? '' : value ? 'yes' : 'no');

export const MONTH_CSV_HEADER = [
  'Order id',
  'Order number',
  'Client',
  'Client email',
  'Plan',
  'Option',
  'Status',
  'Opened (UTC)',
  'Photos in (UTC)',
  'Due (UTC)',
  'First ready for review (UTC)',
  'Delivered (UTC)',
  'On time',
  'Hours taken',
  'Clip allowance',
  'Clips',
  'Clips delivered',
  'Approved on first review',
  'Approved on first review %',
  'Posted',
  'Scheduled',
  'Cancelled',
  'Failed',
  'Views',
  'Renders',
  'Engines',
  'Render cost (USD)',
] as const;

export function monthCsv(report: MonthlyReport): { fileName: string; csv: string } {
  const rows = report.orders.map((order) => [
    order.orderId,
    order.number,
    order.clientName,
    order.clientEmail,
    order.planName,
    ORDER_OPTION_LABELS[order.option],
    ORDER_STATUS_LABELS[order.status],
    order.createdAt,
    blank(order.photosInAt),
    blank(order.dueAt),
    blank(order.readyAt),
    blank(order.deliveredAt),
    TIMELINESS_LABELS[order.timeliness],
    blank(order.hoursTaken),
    order.clipAllowance,
    order.clips,
    order.clipsDelivered,
    order.approvedFirstTime,
    blank(order.approvedFirstTimePercent),
    order.posted,
    order.scheduled,
    order.cancelled,
    order.failed,
    blank(order.views),
    order.renders,
    order.engines.map((entry) => `${entry.engine} ×${entry.renders}`).join('; '),
    dollars(order.renderCostCents),
  ]);
  return {
    fileName: `order-report-${report.month}.csv`,
    csv: csvDocument(MONTH_CSV_HEADER, rows),
  };
}

export const ORDER_CSV_HEADER = [
  'Position',
  'Title',
  'Review',
  'Review rounds',
  'Approved on first review',
  'Approved (UTC)',
  'Post',
  'Publish at (UTC)',
  'Published (UTC)',
  'Views',
] as const;

export function orderCsv(report: OperatorOrderReport): { fileName: string; csv: string } {
  const rows = report.clipRows.map((clip) => [
    clip.position,
    clip.title,
    REPORT_REVIEW_LABELS[clip.reviewStatus],
    clip.reviewRounds,
    yesNo(clip.approvedFirstTime),
    blank(clip.approvedAt),
    clip.postStatus ? POST_STATUS_LABELS[clip.postStatus] : '',
    blank(clip.publishAt),
    blank(clip.publishedAt),
    blank(clip.views),
  ]);
  return {
    fileName: `order-${report.number}-${report.clientName}-report.csv`,
    csv: csvDocument(ORDER_CSV_HEADER, rows),
  };
}
