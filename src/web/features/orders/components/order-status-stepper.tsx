import {
  ORDER_STATUS_LABELS,
  ORDER_STATUSES,
  type OrderOption,
  type OrderStatus,
} from '@shared/orders';
import { Check } from 'lucide-react';
import { cn } from '../../../lib/cn';

/** You Post ends at delivery: its client posts the clips; We Post goes on to posting. */
function stepsOf(option: OrderOption): readonly OrderStatus[] {
  return option === 'you_post' ? ORDER_STATUSES.slice(0, 4) : ORDER_STATUSES;
}

/**
 * Where the order is: each step done, the current one marked (aria-current), the rest ahead.
 * A list, so it reads in order; it wraps on a phone instead of widening the page.
 */
export function OrderStatusStepper({
  status,
  option,
}: {
  status: OrderStatus;
  option: OrderOption;
}) {
  const steps = stepsOf(option);
  const current = steps.indexOf(status);
  return (
    <ol aria-label="Order status" className="flex flex-wrap gap-x-2 gap-y-3">
      {steps.map((step, index) => {
        const done = index < current || (index === current && step === 'done');
        const isCurrent = index === current && !done;
        return (
          <li
            key={step}
            aria-current={isCurrent ? 'step' : undefined}
            className="flex items-center gap-2 text-sm"
          >
            <span
              className={cn(
                'grid size-6 shrink-0 place-items-center rounded-full border text-xs font-semibold tabular-nums',
                done && 'border-brand bg-brand text-brand-foreground',
                isCurrent && 'border-brand bg-brand-soft text-brand',
                !done && !isCurrent && 'border-border text-muted-foreground',
              )}
            >
              {done ? <Check className="size-3.5" aria-hidden="true" /> : index + 1}
            </span>
            <span
              className={cn(
                isCurrent ? 'font-semibold text-foreground' : 'text-muted-foreground',
                done && 'text-foreground',
              )}
            >
              {ORDER_STATUS_LABELS[step]}
              {done && <span className="sr-only"> (done)</span>}
            </span>
            {index < steps.length - 1 && (
              <span aria-hidden="true" className="hidden h-px w-6 bg-border sm:block" />
            )}
          </li>
        );
      })}
    </ol>
  );
}
