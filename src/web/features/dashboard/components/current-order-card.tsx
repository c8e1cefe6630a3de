import { ORDER_STATUS_LABELS } from '@shared/orders';
import { useQuery } from '@tanstack/react-query';
import { ArrowRight, PackageCheck } from 'lucide-react';
import { Link } from 'react-router';
import { Card, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { currentOrder, formatDueBy, ordersQueryOptions } from '../../../lib/orders';

/** The client's current service order (issue 28): its status and due time, one click away. */
export function CurrentOrderCard() {
  const orders = useQuery(ordersQueryOptions);
  const order = orders.data && currentOrder(orders.data.orders);
  if (!order) return null;
  const waitingForYou = order.status === 'ready_for_review';
  return (
    <Link
      to={`/orders/${order.id}`}
      className="group mt-8 block rounded-xl focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-ring sm:mt-10"
    >
      <Card className="transition-[box-shadow,border-color] duration-150 group-hover:border-brand/40 group-hover:shadow-lifted">
        <CardHeader className="gap-3">
          <div className="flex items-center gap-3">
            <span className="grid size-11 shrink-0 place-items-center rounded-lg bg-brand-soft text-brand">
              <PackageCheck className="size-5" aria-hidden="true" />
            </span>
            <CardTitle className="min-w-0 flex-1">
              Order #{order.number}: {ORDER_STATUS_LABELS[order.status]}
            </CardTitle>
            <ArrowRight
              aria-hidden="true"
              className="size-5 shrink-0 transition-transform duration-150 group-hover:translate-x-1"
            />
          </div>
          <CardDescription>
            {waitingForYou
              ? `Your clips are ready: watch and approve them (${order.approvedCount} of ${order.clipCount} approved).`
              : order.dueAt && !order.deliveredAt
                ? `${order.planName} · ${formatDueBy(order.dueAt)}`
                : `${order.planName} · ${order.approvedCount} of ${order.clipCount} clips approved`}
          </CardDescription>
        </CardHeader>
      </Card>
    </Link>
  );
}
