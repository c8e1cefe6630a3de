import { offlineCheckoutResultSchema, offlineCheckoutSessionSchema } from '@shared/billing';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';

const sessionPath = (id: string) => `/api/billing/offline/${encodeURIComponent(id)}`;
const sessionKey = (id: string) => ['billing', 'offline-checkout', id] as const;

/** GET /api/billing/offline/:id: what the built-in checkout page shows (owner only). */
export function useOfflineCheckoutSession(id: string) {
  return useQuery({
    queryKey: sessionKey(id),
    queryFn: ({ signal }) =>
      api.get(sessionPath(id), {
        schema: offlineCheckoutSessionSchema,
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
      api.post(
        `${sessionPath(id)}/${action}`,
        {},
        {
          schema: offlineCheckoutResultSchema,
          fallbackMessage:
            action === 'complete' ? 'The payment did not go through' : 'Could not cancel',
        },
      ),
  });
}

/** Reads the session again, e.g. after a 409 said it was paid or cancelled elsewhere. */
export function useRefreshOfflineCheckout(id: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: sessionKey(id) });
}
