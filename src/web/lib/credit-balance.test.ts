import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { applyCreditsChangedEvent, CREDIT_BALANCE_QUERY_KEY } from './credit-balance';

const clients: QueryClient[] = [];
function newQueryClient(): QueryClient {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  clients.push(client);
  return client;
}

afterEach(() => {
  for (const client of clients.splice(0)) client.clear();
});

const changed = (balance: number, delta = 5) => ({ balance, delta, kind: 'adjustment' as const });

describe('applyCreditsChangedEvent', () => {
  it('writes the new balance into the cache', async () => {
    const client = newQueryClient();
    client.setQueryData(CREDIT_BALANCE_QUERY_KEY, { balance: 10 });
    await applyCreditsChangedEvent(client, changed(15));
    expect(client.getQueryData(CREDIT_BALANCE_QUERY_KEY)).toEqual({ balance: 15 });
  });

  it('sets the balance even before it was ever fetched', async () => {
    const client = newQueryClient();
    await applyCreditsChangedEvent(client, changed(7));
    expect(client.getQueryData(CREDIT_BALANCE_QUERY_KEY)).toEqual({ balance: 7 });
  });

  it('wins over a balance fetch that was already in flight', async () => {
    const client = newQueryClient();
    client.setQueryData(CREDIT_BALANCE_QUERY_KEY, { balance: 10 });
    let answer: (value: { balance: number }) => void = () => {};
    const staleFetch = client
      .fetchQuery({
        queryKey: CREDIT_BALANCE_QUERY_KEY,
        queryFn: () => new Promise<{ balance: number }>((resolve) => (answer = resolve)),
        staleTime: 0,
      })
      .catch(() => undefined);
    await applyCreditsChangedEvent(client, changed(25, 15));
    answer({ balance: 10 }); // the server's answer from before the change
    await staleFetch;
    expect(client.getQueryData(CREDIT_BALANCE_QUERY_KEY)).toEqual({ balance: 25 });
  });

  it('applies a burst of events in order', async () => {
    const client = newQueryClient();
    await Promise.all([
      applyCreditsChangedEvent(client, changed(12)),
      applyCreditsChangedEvent(client, changed(9)),
      applyCreditsChangedEvent(client, changed(4)),
    ]);
    expect(client.getQueryData(CREDIT_BALANCE_QUERY_KEY)).toEqual({ balance: 4 });
  });
});
