import type { Delivery, DeliveryKind } from '@shared/integration-events';
import { CircleAlert, CircleCheck, Clock } from 'lucide-react';
import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';
import { useGoHighLevelDeliveries } from '../api/get-gohighlevel-deliveries';
import { describeDelivery } from '../lib/gohighlevel-form';

const STATUS = {
  delivered: { icon: CircleCheck, label: 'Delivered', tone: 'text-success' },
  failed: { icon: CircleAlert, label: 'Failed', tone: 'text-destructive' },
  pending: { icon: Clock, label: 'Pending', tone: 'text-warning' },
} as const;

const when = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** The delivery log of one kind (webhook POSTs or social posts), re-read while it is shown. */
export function GoHighLevelDeliveryLog({ kind, open }: { kind: DeliveryKind; open: boolean }) {
  const log = useGoHighLevelDeliveries(kind, open);
  const heading = kind === 'webhook' ? 'Recent deliveries' : 'Recent posts';
  return (
    <section aria-label={heading} className="grid gap-2 border-t border-border pt-4">
      <h3 className="text-sm font-semibold">{heading}</h3>
      {log.isPending ? (
        <Skeleton className="h-12" />
      ) : log.isError ? (
        <p className="text-sm text-destructive">The log could not be loaded.</p>
      ) : log.data.deliveries.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          {kind === 'webhook'
            ? 'Nothing sent yet. Events appear here as they are delivered.'
            : 'Nothing posted yet. Each finished video appears here.'}
        </p>
      ) : (
        <ul className="grid max-h-64 gap-2 overflow-y-auto pr-1">
          {log.data.deliveries.map((delivery) => (
            <DeliveryRow key={delivery.id} delivery={delivery} />
          ))}
        </ul>
      )}
    </section>
  );
}

function DeliveryRow({ delivery }: { delivery: Delivery }) {
  const { icon: Icon, label, tone } = STATUS[delivery.status];
  const { title, detail, meta } = describeDelivery(delivery);
  const next =
    delivery.status === 'pending' && delivery.nextAttemptAt
      ? ` · next try after ${when(delivery.nextAttemptAt)}`
      : '';
  const target = delivery.target ? ` · to ${delivery.target}` : '';
  return (
    <li
      data-testid="ghl-delivery-row"
      data-status={delivery.status}
      className="flex gap-3 rounded-md border border-border p-3 text-sm"
    >
      <Icon className={cn('mt-0.5 size-4 shrink-0', tone)} aria-label={label} />
      <div className="grid min-w-0 gap-0.5">
        <p className="flex flex-wrap items-baseline gap-x-2">
          <span className="font-medium">{title}</span>
          <span className="text-xs text-muted-foreground">{when(delivery.createdAt)}</span>
        </p>
        <p className="break-words">{detail}</p>
        <p className="text-xs break-words text-muted-foreground">
          {meta}
          {next}
          {target}
        </p>
      </div>
    </li>
  );
}
