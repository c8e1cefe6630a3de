import { sessionEndpoints } from '@shared/endpoints/session';
import { authEndpoints } from '@shared/endpoints/auth';
import { type Me } from '@shared/auth';
import {
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { api, ApiError } from './api';

/**
 * The signed-in user as the web app sees it: GET /api/me, where a 401 means "nobody" (null), not
 * a failure. Every feature reads the session through here, so sign-in, sign-out and the route
 * guards agree on one cached answer.
 */

export type SessionUser = Me;

export const SESSION_QUERY_KEY = ['session'] as const;

export async function fetchSession(signal?: AbortSignal): Promise<SessionUser | null> {
  try {
    return await api.call(sessionEndpoints.me, { signal });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export const sessionQueryOptions = queryOptions({
  queryKey: SESSION_QUERY_KEY,
  queryFn: ({ signal }) => fetchSession(signal),
  // Refetched on window focus after this, so a sign-in or sign-out in another tab shows up.
  staleTime: 30_000,
});

/** `data`: the user, null when signed out, undefined while the first answer is pending. */
export function useSession() {
  return useQuery(sessionQueryOptions);
}

/**
 * Refetches the session right now (after sign-in or sign-up) and drops every other cached
 * query, which may belong to whoever used this tab before.
 */
export async function refreshSession(queryClient: QueryClient): Promise<SessionUser | null> {
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== SESSION_QUERY_KEY[0] });
  return queryClient.fetchQuery({ ...sessionQueryOptions, staleTime: 0 });
}

/**
 * Ends the session on the server, then leaves for the landing page and forgets everything the
 * tab cached about the user. The cache is cleared only after the signed-in pages unmounted:
 * clearing it first would make the route guard refetch /api/me and bounce to /auth instead.
 */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const mutation = useMutation({
    mutationFn: async () => {
      try {
        await api.call(authEndpoints.signOut, { body: {} });
      } catch (error) {
        // Already signed out (expired session): the outcome the user asked for.
        if (!(error instanceof ApiError && error.status === 401)) throw error;
      }
    },
    onSuccess: async () => {
      await navigate('/', { replace: true });
      queryClient.clear();
    },
  });
  return { signOut: () => mutation.mutateAsync(), isSigningOut: mutation.isPending };
}
