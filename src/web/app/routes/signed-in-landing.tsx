import { useQuery } from '@tanstack/react-query';
import { Navigate, useSearchParams } from 'react-router';
import { SIGNED_IN_FALLBACKS } from '@shared/auth';
import { ordersQueryOptions } from '../../lib/orders';
import { RouteLoading } from './route-loading';

/**
 * Where a sign-in lands (SIGNED_IN_LANDING_PATH): a client with an order goes to /orders, the
 * service they paid for; everyone else where that sign-in always went (`?then=`, one of the
 * known pages: /videos after the form, /dashboard after a mailed link). If the orders cannot
 * be read, the fallback: a sign-in never stops here.
 */
export function SignedInLanding() {
  const [search] = useSearchParams();
  const then = search.get('then');
  const fallback = SIGNED_IN_FALLBACKS.find((path) => path === then) ?? SIGNED_IN_FALLBACKS[0];
  const orders = useQuery(ordersQueryOptions);
  if (orders.isPending) return <RouteLoading />;
  const hasOrder = (orders.data?.orders.length ?? 0) > 0;
  return <Navigate to={hasOrder ? '/orders' : fallback} replace />;
}
