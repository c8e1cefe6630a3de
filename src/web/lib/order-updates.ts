import { ORDER_UPDATED_EVENT } from '@shared/orders';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ORDERS_QUERY_KEY } from './orders';
import { useLiveEvent } from './use-live-events';

/**
 * Mounted once for the signed-in app: a change to one of the client's orders (photos gathered
 * after the payment, sent for review, delivered, posting) re-reads the orders list and every
 * open order page, whose queries all sit under ORDERS_QUERY_KEY.
 */
export function OrderUpdates(): null {
  const queryClient = useQueryClient();
  const connection = useLiveEvent(ORDER_UPDATED_EVENT, () => {
    void queryClient.invalidateQueries({ queryKey: ORDERS_QUERY_KEY });
  });
  // A stream that (re)opens starts at "now": re-read what may have changed while it was down.
  useEffect(() => {
    if (connection !== 'open') return;
    void queryClient.invalidateQueries({ queryKey: ORDERS_QUERY_KEY });
  }, [connection, queryClient]);
  return null;
}
