import { adminEndpoints } from '@shared/endpoints/admin';
import { ADMIN_USERS_DEFAULT_LIMIT } from '@shared/admin';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export const ADMIN_USERS_QUERY_KEY = ['admin', 'users'] as const;

/** GET /api/admin/users: accounts whose email contains `email`, newest first, a page at a time. */
export function useAdminUsers(email: string) {
  return useInfiniteQuery({
    queryKey: [...ADMIN_USERS_QUERY_KEY, email],
    queryFn: ({ pageParam, signal }) =>
      api.call(adminEndpoints.users, {
        query: { email, limit: ADMIN_USERS_DEFAULT_LIMIT, offset: pageParam },
        fallbackMessage: 'Could not load accounts',
        signal,
      }),
    initialPageParam: 0,
    getNextPageParam: (lastPage) => lastPage.nextOffset ?? undefined,
  });
}
