import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Toaster } from 'sonner';
import { createQueryClient } from '../lib/query-client';
import { sessionQueryOptions } from '../lib/session';
import { TOASTER_PLACEMENT } from '../lib/toaster-placement';

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

const OrderUpdates = lazy(async () => ({
  default: (await import('../lib/order-updates')).OrderUpdates,
}));

/**
 * App-wide, once: "Added {amount} credits!..." in every open tab when a purchase lands, and
 * "Posted to YouTube successfully!" when a post is published (posts and stats kept fresh),
 * and a client's orders re-read when one changes.
 */
function SignedInListeners() {
  // Reads the session the route guard fetched; never fetches it itself.
  const session = useQuery({ ...sessionQueryOptions, enabled: false });
  if (!session.data) return null;
  return (
    <Suspense fallback={null}>
      <CreditsAddedToasts />
      <PostUpdates />
      <OrderUpdates />
    </Suspense>
  );
}

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <SignedInListeners />
      <Toaster {...TOASTER_PLACEMENT} richColors closeButton />
    </QueryClientProvider>
  );
}
