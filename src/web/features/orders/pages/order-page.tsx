import { useParams } from 'react-router';
import { OrderPostingPanel } from '../components/order-posting-panel';

/**
 * /orders/:id, minimal (issue 28): the We Post panel only. The full order page (status,
 * clips, review) is built on another branch and mounts the same panel.
 */
export function OrderPage() {
  const { id = '' } = useParams();
  return (
    <div className="mx-auto grid max-w-3xl min-w-0 gap-6">
      <h1 className="font-display text-3xl font-bold tracking-tight text-ink">Your order</h1>
      <OrderPostingPanel orderId={id} />
    </div>
  );
}
