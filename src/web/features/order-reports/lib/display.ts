import { formatCents, TIMELINESS_LABELS, type Timeliness } from '@shared/order-reports';
import type { BadgeProps } from '../../../components/ui/badge';

export { formatCents };

const dateTimeFormat = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'UTC',
});
const monthFormat = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** Dates in UTC, as the month boundaries and the CSV are. */
export const formatUtc = (iso: string | null) =>
  iso ? `${dateTimeFormat.format(new Date(iso))} UTC` : '—';
export const formatMonth = (month: string) => monthFormat.format(new Date(`${month}-01T00:00:00Z`));
export const formatCount = (value: number | null) =>
  value === null ? '—' : value.toLocaleString('en-US');
export const formatPercent = (value: number | null) => (value === null ? '—' : `${value}%`);
export const formatHours = (hours: number | null) => (hours === null ? '' : `${hours} h`);

export const TIMELINESS_BADGE: Record<
  Timeliness,
  { label: string; variant: BadgeProps['variant'] }
> = {
  on_time: { label: TIMELINESS_LABELS.on_time, variant: 'success' },
  late: { label: TIMELINESS_LABELS.late, variant: 'warning' },
  overdue: { label: TIMELINESS_LABELS.overdue, variant: 'warning' },
  pending: { label: TIMELINESS_LABELS.pending, variant: 'secondary' },
  no_due_time: { label: TIMELINESS_LABELS.no_due_time, variant: 'outline' },
};
