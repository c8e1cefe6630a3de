import { ORDER_OPTION_LABELS, ORDER_STATUS_LABELS, type OrderSummary } from '@shared/orders';
import { useQuery } from '@tanstack/react-query';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { DEFAULT_ERROR_MESSAGE } from '../../../lib/api';
import { errorMessage } from '../../../lib/error-messages';
import { ordersQueryOptions } from '../../../lib/orders';
import { OrderDue } from '../components/order-due';

function OrderRow({ order }: { order: OrderSummary }) {
  return (
    <li>
      <Link
        to={`/orders/${order.id}`}
        className="group grid gap-2 rounded-xl border border-border bg-surface p-4 shadow-sm transition-colors hover:border-brand/40 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      >
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 className="font-semibold text-foreground">
            Order #{order.number} · {order.planName} ({ORDER_OPTION_LABELS[order.option]})
          </h2>
          <Badge variant={order.status === 'ready_for_review' ? 'warning' : 'default'}>
            {ORDER_STATUS_LABELS[order.status]}
          </Badge>
        </div>
        <OrderDue order={order} />
        <div className="flex flex-wrap items-center justify-between gap-2 text-sm text-muted-foreground">
          <span className="tabular-nums">
            {order.approvedCount} of {order.clipCount} clips approved · {order.clipAllowance} in the
            plan
          </span>
          <span className="flex items-center gap-1 font-medium text-brand">
            Open
            <ArrowRight
              className="size-4 transition-transform group-hover:translate-x-0.5"
              aria-hidden="true"
            />
          </span>
        </div>
      </Link>
    </li>
  );
}

/** /orders: the client's service orders, newest first, each with its status and due time. */
export function OrdersPage() {
  const orders = useQuery(ordersQueryOptions);
  return (
    <div className="mx-auto grid w-full max-w-4xl gap-6">
      <div className="grid gap-2">
        <h1 className="font-display text-3xl font-bold tracking-tight text-ink sm:text-4xl">
          Your orders
        </h1>
        <p className="text-muted-foreground">
          Each month of your plan is one order: we make your clips, you watch and approve them.
        </p>
      </div>
      {orders.isPending ? (
        <div className="grid gap-3">
          <Skeleton className="h-28 rounded-xl" />
          <Skeleton className="h-28 rounded-xl" />
        </div>
      ) : orders.error ? (
        <div role="alert" className="grid justify-items-start gap-3">
          <p className="text-destructive">{errorMessage(orders.error, DEFAULT_ERROR_MESSAGE)}</p>
          <Button variant="outline" onClick={() => void orders.refetch()}>
            Try again
          </Button>
        </div>
      ) : orders.data.orders.length === 0 ? (
        <div className="grid justify-items-start gap-3 rounded-xl border border-dashed border-border p-6">
          <p className="text-muted-foreground">
            You have no orders yet. An order opens when you buy a video plan.
          </p>
          <Button asChild variant="outline">
            <Link to="/pricing">See the plans</Link>
          </Button>
        </div>
      ) : (
        <ul className="grid gap-3">
          {orders.data.orders.map((order) => (
            <OrderRow key={order.id} order={order} />
          ))}
        </ul>
      )}
    </div>
  );
}
