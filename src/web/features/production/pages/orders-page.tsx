import { Link } from 'react-router';
import { ORDER_OPTION_LABELS, ORDER_STATUS_LABELS } from '@shared/orders';
import { Badge } from '../../../components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';
import { useProductionOrders } from '../api/production';
import { timeLeftLabel } from '../lib/time-left';

/** /admin/orders: every client's order, overdue first, then by due time (admins only). */
export function ProductionOrdersPage() {
  const orders = useProductionOrders();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Orders</CardTitle>
        <p className="text-sm text-muted-foreground">
          Every paid plan month: overdue first, then by due time, then the ones waiting for photos.
        </p>
      </CardHeader>
      <CardContent className="grid gap-3">
        {orders.isPending && <Skeleton className="h-24" />}
        {orders.error && <p className="text-sm text-destructive">{orders.error.message}</p>}
        {orders.data?.orders.length === 0 && (
          <p className="text-sm text-muted-foreground">No orders yet.</p>
        )}
        <ul className="grid gap-3" aria-label="Orders">
          {orders.data?.orders.map((order) => {
            const timeLeft = timeLeftLabel(order.secondsLeft);
            return (
              <li key={order.id}>
                <Link
                  to={`/admin/orders/${order.id}`}
                  className={cn(
                    'grid gap-2 rounded-lg border border-border p-4 hover:bg-muted sm:grid-cols-[1fr_auto]',
                    order.overdue && 'border-destructive/60 bg-destructive/5',
                  )}
                >
                  <div className="grid min-w-0 gap-1">
                    <span className="truncate font-medium">
                      {order.businessName ?? order.clientEmail}
                    </span>
                    <span className="truncate text-sm text-muted-foreground">
                      {order.clientEmail} · {order.planName} · {ORDER_OPTION_LABELS[order.option]}
                    </span>
                    <span className="text-sm">
                      {order.clipCount}/{order.clipAllowance} clips · {order.photoCount} photos
                    </span>
                  </div>
                  <div className="flex flex-wrap items-start gap-2 sm:justify-end">
                    <Badge variant="secondary">{ORDER_STATUS_LABELS[order.status]}</Badge>
                    {timeLeft && (
                      <Badge variant={order.overdue ? 'destructive' : 'warning'}>{timeLeft}</Badge>
                    )}
                  </div>
                </Link>
              </li>
            );
          })}
        </ul>
      </CardContent>
    </Card>
  );
}
