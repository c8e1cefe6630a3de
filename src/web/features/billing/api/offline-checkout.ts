import { billingEndpoints } from '@shared/endpoints/billing';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';

const sessionKey = (id: string) => ['billing', 'offline-checkout', id] as const;

/** GET /api/billing/offline/:id: what the built-in checkout page shows (owner only). */
export function useOfflineCheckoutSession(id: string) {
  return useQuery({
    queryKey: sessionKey(id),
    queryFn: ({ signal }) =>
      api.call(billingEndpoints.offlineSession, {
        params: { id },
        fallbackMessage: 'Could not load this checkout',
        signal,
      }),
    // A paid or cancelled session must not flip back to "open" from a stale cache.
    staleTime: 0,
  });
}

/** POST .../complete (pay) or .../cancel: both answer where to go next. */
export function useFinishOfflineCheckout(id: string) {
  return useMutation({
    mutationFn: (action: 'complete' | 'cancel') =>
      api.call(billingEndpoints.offline[action], {
        params: { id },
        body: {},
        fallbackMessage:
          action === 'complete' ? 'The payment did not go through' : 'Could not cancel',
      }),
  });
}

/** Reads the session again, e.g. after a 409 said it was paid or cancelled elsewhere. */
export function useRefreshOfflineCheckout(id: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: sessionKey(id) });
}
