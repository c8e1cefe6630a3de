import { creditEndpoints } from '@shared/endpoints/credits';
import {
  CREDITS_CHANGED_EVENT,
  type BalanceResponse,
  type CreditsChangedPayload,
} from '@shared/credits';
import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from './api';
import { useLiveEvent } from './use-live-events';

export const CREDIT_BALANCE_QUERY_KEY = ['credits', 'balance'] as const;

export const creditBalanceQueryOptions = queryOptions({
  queryKey: CREDIT_BALANCE_QUERY_KEY,
  queryFn: ({ signal }) => api.call(creditEndpoints.balance, { signal }),
  // Live events keep it current; the refetch on focus only covers events that never arrived.
  staleTime: 60_000,
});

/**
 * Puts the balance from a `credits.changed` event into the cache. A balance fetch still in
 * flight started before this change and would overwrite it with an older figure when it lands,
 * so it is cancelled first (the cancel reverts the query to its earlier state, which is why the
 * new value is written only after the cancel has settled).
 */
export async function applyCreditsChangedEvent(
  queryClient: QueryClient,
  payload: CreditsChangedPayload,
): Promise<void> {
  await queryClient.cancelQueries({ queryKey: CREDIT_BALANCE_QUERY_KEY });
  queryClient.setQueryData<BalanceResponse>(CREDIT_BALANCE_QUERY_KEY, {
    balance: payload.balance,
  });
}

/**
 * The signed-in user's credit balance: null until known, then a number that follows every
 * change live (purchases, charges, refunds) in every open tab, without a reload.
 */
export function useCreditBalance(): { balance: number | null; isError: boolean } {
  const queryClient = useQueryClient();
  const query = useQuery(creditBalanceQueryOptions);
  const connection = useLiveEvent(CREDITS_CHANGED_EVENT, (payload) => {
    void applyCreditsChangedEvent(queryClient, payload);
  });
  // A new stream starts at "now": a change made between the balance fetch and the stream
  // opening would never arrive as an event. Re-reading the balance once it is open closes
  // that gap (and any left by a reconnect).
  useEffect(() => {
    if (connection === 'open') {
      void queryClient.invalidateQueries({ queryKey: CREDIT_BALANCE_QUERY_KEY });
    }
  }, [connection, queryClient]);
  return { balance: query.data?.balance ?? null, isError: query.isError };
}
