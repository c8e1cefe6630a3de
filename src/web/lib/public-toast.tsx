import { lazy, Suspense, useSyncExternalStore } from 'react';
import { TOASTER_PLACEMENT } from './toaster-placement';

/**
 * Toasts for the public pages without putting sonner in their first download: the toaster's
 * code loads, and mounts, the first time a page has something to say.
 */

const LazyToaster = lazy(async () => ({ default: (await import('sonner')).Toaster }));

/** Starts fetching the toaster's code ahead of a toast that is bound to come. */
export function preloadToaster(): void {
  void import('sonner').catch(() => undefined);
}

let wanted = false;
const listeners = new Set<() => void>();

async function mountToaster() {
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
  const sonner = await import('sonner');
  // Let the toaster mount and subscribe before the first toast is published.
  await new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
  return sonner.toast;
}

export const notify = {
  async success(message: string, description?: string) {
    (await mountToaster()).success(message, { description });
  },
  async error(message: string, description?: string) {
    // The spec logs every failure to the console too.
    console.error(message, description ?? '');
    (await mountToaster()).error(message, { description });
  },
  async info(message: string, description?: string) {
    (await mountToaster()).info(message, { description });
  },
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** Rendered once by the public pages' root; empty until the first notification. */
export function PublicToaster() {
  const isWanted = useSyncExternalStore(
    subscribe,
    () => wanted,
    () => false,
  );
  if (!isWanted) return null;
  return (
    <Suspense fallback={null}>
      <LazyToaster {...TOASTER_PLACEMENT} richColors closeButton />
    </Suspense>
  );
}
