import { creditEndpoints } from '@shared/endpoints/credits';
import { CREDIT_HISTORY_DEFAULT_LIMIT } from '@shared/credits';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api, urlOf } from '../../../lib/api';

export const CREDIT_HISTORY_QUERY_KEY = ['credits', 'history'] as const;
export const CREDIT_HISTORY_CSV_PATH = urlOf(creditEndpoints.historyCsv);

/**
 * GET /api/credits/history, newest first, a page at a time: each next page starts before the
 * last id shown. A short page means there is nothing older.
 */
export function useCreditHistory() {
  return useInfiniteQuery({
    queryKey: CREDIT_HISTORY_QUERY_KEY,
    queryFn: ({ pageParam, signal }) =>
      api.call(creditEndpoints.history, {
        query: { limit: CREDIT_HISTORY_DEFAULT_LIMIT, before: pageParam },
        fallbackMessage: 'Could not load your credit history',
        signal,
      }),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (lastPage) =>
      lastPage.entries.length < CREDIT_HISTORY_DEFAULT_LIMIT
        ? undefined
        : lastPage.entries.at(-1)?.id,
  });
}
