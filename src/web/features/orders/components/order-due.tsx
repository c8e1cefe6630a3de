import type { OrderSummary } from '@shared/orders';
import { Clock } from 'lucide-react';
import { formatDueBy, formatTimeLeft } from '../../../lib/orders';
import { cn } from '../../../lib/cn';

/** "Due by Tue 2 Dec, 14:00 · 2 days left", or why there is no due time yet. */
export function OrderDue({ order, className }: { order: OrderSummary; className?: string }) {
  if (order.deliveredAt) {
    return (
      <p className={cn('text-sm text-muted-foreground', className)}>
        Delivered {formatDueBy(order.deliveredAt).replace('Due by ', 'on ')}
      </p>
    );
  }
  if (!order.dueAt) {
    return (
      <p className={cn('text-sm text-muted-foreground', className)}>
        The 72-hour clock starts when your photos are in.
      </p>
    );
  }
  const left = formatTimeLeft(order.dueAt);
  return (
    <p className={cn('flex flex-wrap items-center gap-x-2 text-sm', className)}>
      <Clock className="size-4 text-muted-foreground" aria-hidden="true" />
      <span className="font-medium">{formatDueBy(order.dueAt)}</span>
      <span aria-hidden="true" className="hidden text-muted-foreground sm:inline">
        ·
      </span>
      <span
        className={cn(
          'basis-full pl-6 sm:basis-auto sm:pl-0',
          left.startsWith('Overdue') ? 'text-destructive' : 'text-muted-foreground',
        )}
      >
        {left}
      </span>
    </p>
  );
}
