import { orderEndpoints } from '@shared/endpoints/orders';
import type { OrderSummary } from '@shared/orders';
import { queryOptions } from '@tanstack/react-query';
import { api } from './api';

/**
 * GET /api/orders, shared by /orders, the sidebar (its "Orders" link shows for clients with
 * an order), the dashboard's order card and the landing after sign-in: one cache entry.
 */
export const ORDERS_QUERY_KEY = ['orders'] as const;

export const ordersQueryOptions = queryOptions({
  queryKey: ORDERS_QUERY_KEY,
  queryFn: ({ signal }) => api.call(orderEndpoints.list, { signal }),
  staleTime: 60_000,
});

/** The order a client cares about now: the newest one not finished, else the newest. */
export function currentOrder(orders: readonly OrderSummary[]): OrderSummary | undefined {
  return orders.find((order) => order.status !== 'done') ?? orders[0];
}

const dayFormat = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
});
const timeFormat = new Intl.DateTimeFormat('en-GB', {
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** "Due by Tue 2 Dec, 14:00", in the reader's own time zone. */
export function formatDueBy(dueAt: string | Date): string {
  const due = new Date(dueAt);
  return `Due by ${dayFormat.format(due)}, ${timeFormat.format(due)}`;
}

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;

/** "2 days 3 hours left", "45 minutes left", "Overdue by 5 hours". */
export function formatTimeLeft(dueAt: string | Date, now: Date = new Date()): string {
  const ms = new Date(dueAt).getTime() - now.getTime();
  const minutes = Math.floor(Math.abs(ms) / 60_000);
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const span =
    days > 0
      ? `${plural(days, 'day')}${hours > 0 ? ` ${plural(hours, 'hour')}` : ''}`
      : hours > 0
        ? plural(hours, 'hour')
        : plural(Math.max(minutes % 60, ms >= 0 ? 1 : 0), 'minute');
  return ms >= 0 ? `${span} left` : `Overdue by ${span}`;
}
