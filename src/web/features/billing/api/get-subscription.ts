import { billingEndpoints } from '@shared/endpoints/billing';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export const SUBSCRIPTION_QUERY_KEY = ['billing', 'subscription'] as const;

/** GET /api/billing/subscription: the user's plan, or null. */
export function useSubscription() {
  return useQuery({
    queryKey: SUBSCRIPTION_QUERY_KEY,
    queryFn: ({ signal }) =>
      api.call(billingEndpoints.subscription, {
        fallbackMessage: 'Could not load your plan',
        signal,
      }),
  });
}
