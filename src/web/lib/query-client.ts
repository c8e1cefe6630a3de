import { notifyManager, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from './api';
import { SESSION_QUERY_KEY } from './session';

/**
 * Runs `callback` in a task of its own, soon, like `setTimeout(callback, 0)` but through a
 * MessageChannel: browsers throttle timers in background tabs to one wake-up a second (and
 * hidden tabs run no animation frames), but not messages. React's own scheduler does the same.
 */
export function createTaskScheduler(): (callback: () => void) => void {
  if (typeof MessageChannel === 'undefined') return (callback) => setTimeout(callback, 0);
  const channel = new MessageChannel();
  const queue: (() => void)[] = [];
  channel.port1.onmessage = () => queue.shift()?.();
  // Node (unit tests) would otherwise keep the process alive for an idle port.
  (channel.port1 as { unref?: () => void }).unref?.();
  return (callback) => {
    queue.push(callback);
    channel.port2.postMessage(null);
  };
}

/**
 * TanStack Query tells components about every cache change through a scheduler, by default
 * `setTimeout(0)`. In a background tab that timer waits for the next whole second, so a live
 * event applied to the cache at once (a balance, a new job card) reached the page up to a
 * second later, once per hop: decision 040 measured it. Set once, before any client exists.
 */
notifyManager.setScheduler(createTaskScheduler());

/** The app's one query client: 401 handling and the retry rule shared by every query. */
export function createQueryClient(): QueryClient {
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
