import { creditEndpoints } from '@shared/endpoints/credits';
import { CREDIT_HISTORY_DEFAULT_LIMIT } from '@shared/credits';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export const ADMIN_LEDGER_QUERY_KEY = ['admin', 'ledger'] as const;

/** GET /api/admin/credits/history: one account's ledger, newest first, a page at a time. */
export function useUserLedger(email: string) {
  return useInfiniteQuery({
    queryKey: [...ADMIN_LEDGER_QUERY_KEY, email],
    queryFn: ({ pageParam, signal }) =>
      api.call(creditEndpoints.adminHistory, {
        query: { email, limit: CREDIT_HISTORY_DEFAULT_LIMIT, before: pageParam },
        fallbackMessage: 'Could not load the credit history',
        signal,
      }),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (lastPage) =>
      lastPage.entries.length < CREDIT_HISTORY_DEFAULT_LIMIT
        ? undefined
        : lastPage.entries.at(-1)?.id,
  });
}
