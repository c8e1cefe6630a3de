import { QueryCache, QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Toaster } from 'sonner';
import { ApiError } from '../lib/api';
import { SESSION_QUERY_KEY, sessionQueryOptions } from '../lib/session';

function createQueryClient(): QueryClient {
  const queryClient: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      // Any 401 means the session ended (expired, or signed out in another tab): re-check it,
      // and the route guard sends the user to /auth if it is gone.
      onError: (error, query) => {
        if (!(error instanceof ApiError) || error.status !== 401) return;
        if (query.queryKey[0] === SESSION_QUERY_KEY[0]) return;
        void queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // A 4xx will not fix itself on retry (bad input, signed out, gone); network and 5xx may.
        retry: (failureCount, error) =>
          !(error instanceof ApiError && error.status >= 400 && error.status < 500) &&
          failureCount < 2,
      },
    },
  });
  return queryClient;
}

/*
 * Loaded on demand, and only once someone is signed in: the landing page needs none of it, and
 * a static import would pull the shared schemas into the first chunk, where they would be built
 * before main.tsx switches zod to jitless (the CSP then reports zod's eval probe).
 */
const CreditsAddedToasts = lazy(async () => ({
  default: (await import('../lib/credits-added-toasts')).CreditsAddedToasts,
}));

const PostUpdates = lazy(async () => ({
  default: (await import('../lib/post-updates')).PostUpdates,
}));

/**
 * App-wide, once: "Added {amount} credits!..." in every open tab when a purchase lands, and
 * "Posted to YouTube successfully!" when a post is published (posts and stats kept fresh).
 */
function SignedInListeners() {
  // Reads the session the route guard fetched; never fetches it itself.
  const session = useQuery({ ...sessionQueryOptions, enabled: false });
  if (!session.data) return null;
  return (
    <Suspense fallback={null}>
      <CreditsAddedToasts />
      <PostUpdates />
    </Suspense>
  );
}

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <SignedInListeners />
      <Toaster position="top-center" richColors closeButton />
    </QueryClientProvider>
  );
}
