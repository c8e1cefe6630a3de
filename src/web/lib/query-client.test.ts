import { notifyManager, QueryObserver, type QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyCreditsChangedEvent, CREDIT_BALANCE_QUERY_KEY } from './credit-balance';
import { createQueryClient } from './query-client';

/**
 * A background tab's timers fire at most once a second (fake timers here stand still), so a
 * live event must reach the page without one: decision 040.
 */

/** One turn of message tasks: what a background tab still runs at once. */
const messageTurn = () =>
  new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });

let client: QueryClient | undefined;
afterEach(() => {
  vi.useRealTimers();
  client?.clear();
});

describe('the app’s query client', () => {
  it('tells a watching page about a live balance change without waiting for a timer', async () => {
    vi.useFakeTimers();
    client = createQueryClient();
    client.setQueryData(CREDIT_BALANCE_QUERY_KEY, { balance: 10 });
    const observer = new QueryObserver(client, {
      queryKey: CREDIT_BALANCE_QUERY_KEY,
      queryFn: () => Promise.reject(new Error('not fetched in this test')),
      enabled: false,
    });
    const shown: (number | undefined)[] = [];
    // How useQuery listens: through the notify manager's scheduler.
    const unsubscribe = observer.subscribe(
      notifyManager.batchCalls((result) =>
        shown.push((result.data as { balance: number } | undefined)?.balance),
      ),
    );

    await applyCreditsChangedEvent(client, { balance: 35, delta: 25, kind: 'adjustment' });
    for (let turn = 0; turn < 5 && shown.length === 0; turn++) await messageTurn();

    expect(shown).toEqual([35]);
    unsubscribe();
  });
});
