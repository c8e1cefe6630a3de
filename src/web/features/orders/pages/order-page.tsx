import { ORDER_STATUS_LABELS } from '@shared/orders';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { orderDetailQuery } from '../api/order-photos';
import { OrderPhotosPanel } from '../components/order-photos-panel';

/**
 * /orders/:id, minimal (issue 28): the order's plan, status and due time, and its photos. The
 * full order page (clips, review) comes from the orders pages' branch and mounts the panel.
 */
export function OrderPage() {
  const { id = '' } = useParams();
  const detail = useQuery(orderDetailQuery(id));
  const order = detail.data?.order;
  return (
    <div className="mx-auto grid w-full max-w-6xl min-w-0 gap-6">
      <div className="grid gap-1">
        <h1 className="font-display text-3xl font-bold tracking-tight text-ink">
          {order ? `Order #${order.number}` : 'Order'}
        </h1>
        {order && (
          <p className="text-muted-foreground" data-testid="order-status">
            {order.planName} · {order.clipAllowance} clips · {ORDER_STATUS_LABELS[order.status]}
            {order.dueAt && ` · due ${new Date(order.dueAt).toLocaleString()}`}
          </p>
        )}
      </div>
      <OrderPhotosPanel orderId={id} />
    </div>
  );
}
