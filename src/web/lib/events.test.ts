import { afterEach, beforeEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import type { CreditsChangedPayload } from '@shared/credits';
import type { EventEnvelope } from '@shared/events';
import type { VideoJobUpdatedPayload } from '@shared/videos';
import {
  IDLE_CLOSE_DELAY_MS,
  LiveEventsClient,
  POLL_INTERVAL_MS,
  RECONNECT_MAX_DELAY_MS,
  subscribeToLiveEvent,
  type LiveEvent,
  type LiveEventName,
  type LiveEventOf,
} from './events';

/** Stands in for the browser's EventSource; tests drive it like the server would. */
class FakeEventSource extends EventTarget {
  static instances: FakeEventSource[] = [];
  closed = false;

  constructor(readonly url: string) {
    super();
    FakeEventSource.instances.push(this);
  }

  close(): void {
    this.closed = true;
  }

  open(): void {
    this.dispatchEvent(new Event('open'));
  }

  fail(): void {
    this.dispatchEvent(new Event('error'));
  }

  /** Sends a message the way the server does: `event: <type>`, `id: <id>`, `data: {payload, createdAt}`. */
  send(
    event: EventEnvelope,
    data: unknown = { payload: event.payload, createdAt: event.createdAt },
  ): void {
    this.dispatchEvent(
      new MessageEvent(event.type, { data: JSON.stringify(data), lastEventId: String(event.id) }),
    );
  }
}

/** A tiny model of the poll endpoint: the user's stored events, served after a cursor. */
const server = {
  events: [] as EventEnvelope[],
  down: false,
  pageSize: 200,
  polls: [] as number[],
};

/** A payload that fits the contract, for each type the tests send. */
function payloadFor(type: string, id: number): Record<string, unknown> {
  switch (type) {
    case 'credits.changed':
      return { balance: id, delta: 1, kind: 'adjustment' };
    case 'videos.job-updated':
      return { id: `job-${id}`, status: 'running', progress: id };
    default:
      return { n: id };
  }
}

function makeEvent(id: number, type = 'videos.job-updated'): EventEnvelope {
  return { id, type, payload: payloadFor(type, id), createdAt: new Date(0).toISOString() };
}

const fakeFetch = vi.fn(async (input: string | URL | Request): Promise<Response> => {
  const url = new URL(String(input), 'http://localhost');
  expect(url.pathname).toBe('/api/events/poll');
  const after = Number(url.searchParams.get('after'));
  server.polls.push(after);
  if (server.down) throw new TypeError('fetch failed');
  const events = server.events.filter((event) => event.id > after).slice(0, server.pageSize);
  return new Response(JSON.stringify({ events }), {
    headers: { 'content-type': 'application/json' },
  });
});

function latestSource(): FakeEventSource {
  const source = FakeEventSource.instances.at(-1);
  if (!source) throw new Error('no EventSource was created');
  return source;
}

function recordingSubscriber(client: LiveEventsClient, types: LiveEventName[]) {
  const received: number[] = [];
  const unsubscribe = client.subscribe((event) => received.push(event.id), { types });
  return { received, unsubscribe };
}

beforeEach(() => {
  vi.useFakeTimers();
  FakeEventSource.instances = [];
  Object.assign(server, { events: [], down: false, pageSize: 200, polls: [] });
  fakeFetch.mockClear();
  vi.stubGlobal('EventSource', FakeEventSource);
  vi.stubGlobal('fetch', fakeFetch);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('LiveEventsClient', () => {
  it('shares one stream and routes each event to the subscribers of its type', () => {
    const client = new LiveEventsClient();
    const states: string[] = [];
    client.onStateChange(() => states.push(client.getState()));
    const videos = recordingSubscriber(client, ['videos.job-updated']);
    const credits = recordingSubscriber(client, ['credits.changed']);

    expect(FakeEventSource.instances).toHaveLength(1);
    expect(latestSource().url).toBe('/api/events');
    latestSource().open();
    latestSource().send(makeEvent(1, 'videos.job-updated'));
    latestSource().send(makeEvent(2, 'credits.changed'));
    latestSource().send(makeEvent(3, 'videos.job-updated'));

    expect(videos.received).toEqual([1, 3]);
    expect(credits.received).toEqual([2]);
    expect(states).toEqual(['connecting', 'open']);
    expect(fakeFetch).not.toHaveBeenCalled();
  });

  it('reads the full event from the stream and drops malformed messages', () => {
    const client = new LiveEventsClient();
    const events: LiveEvent[] = [];
    client.subscribe((event) => events.push(event), { types: ['videos.job-updated'] });
    const source = latestSource();
    source.open();
    const created = '2030-01-02T03:04:05.000Z';
    const job = { id: 'v1', status: 'queued', progress: null } as const;
    source.send({ id: 3, type: 'videos.job-updated', payload: job, createdAt: created });
    source.send(makeEvent(4), makeEvent(4)); // a whole event object as data
    source.send(makeEvent(5), { id: 'v5', status: 'running', progress: 50 }); // a bare payload
    const bad = (data: string, id: string) =>
      new MessageEvent('videos.job-updated', { data, lastEventId: id });
    source.dispatchEvent(bad('not json', '6'));
    source.dispatchEvent(bad('[1]', '7'));
    expect(events.map((event) => event.id)).toEqual([3, 4, 5]);
    expect(events[0]).toEqual({
      id: 3,
      type: 'videos.job-updated',
      payload: job,
      createdAt: created,
    });
    expect(events[2]?.payload).toEqual({ id: 'v5', status: 'running', progress: 50 });
  });

  it("resumes from the cursor the stream's ready event announced", async () => {
    const client = new LiveEventsClient({ random: () => 0.5 });
    const { received } = recordingSubscriber(client, ['videos.job-updated']);
    const source = latestSource();
    source.open();
    source.dispatchEvent(
      new MessageEvent('ready', { data: JSON.stringify({ cursor: 42 }), lastEventId: '42' }),
    );
    server.events.push(makeEvent(41), makeEvent(43));
    source.fail();
    await vi.advanceTimersByTimeAsync(0);
    expect(server.polls).toEqual([42]);
    expect(received).toEqual([43]);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(latestSource().url).toBe('/api/events?after=43');
  });

  it('polls every 5 s while disconnected, reconnects with ?after= and delivers each event once', async () => {
    const client = new LiveEventsClient({ random: () => 0.5 });
    const { received } = recordingSubscriber(client, ['videos.job-updated']);
    const first = latestSource();
    first.open();
    first.send(makeEvent(1));
    server.events.push(makeEvent(1));

    server.events.push(makeEvent(2), makeEvent(3)); // happen while the stream is down

    first.fail();
    expect(first.closed).toBe(true);
    expect(client.getState()).toBe('reconnecting');
    await vi.advanceTimersByTimeAsync(0);
    expect(server.polls).toEqual([1]); // polled at once, from the last delivered id
    expect(received).toEqual([1, 2, 3]);

    // The reconnect attempt (after 1 s) fails too; the next one waits 2 s.
    await vi.advanceTimersByTimeAsync(1_000);
    expect(latestSource().url).toBe('/api/events?after=3');
    latestSource().fail();
    server.events.push(makeEvent(4));
    await vi.advanceTimersByTimeAsync(2_000);
    const resumed = latestSource();
    expect(resumed.url).toBe('/api/events?after=3');
    expect(server.polls).toEqual([1]);

    // Still connecting: polling carries on at its own 5 s pace.
    await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS - 3_000);
    expect(server.polls).toEqual([1, 3]);
    expect(received).toEqual([1, 2, 3, 4]);

    resumed.open();
    expect(client.getState()).toBe('open');
    resumed.send(makeEvent(4)); // already delivered by a poll
    resumed.send(makeEvent(5));
    resumed.send(makeEvent(5)); // sent twice
    expect(received).toEqual([1, 2, 3, 4, 5]);

    // Connected again: polling has stopped.
    const pollsSoFar = server.polls.length;
    await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS * 3);
    expect(server.polls).toHaveLength(pollsSoFar);
  });

  it('backs off exponentially up to the cap and resets after a successful open', async () => {
    const client = new LiveEventsClient({ random: () => 0.5 }); // jitter factor exactly 1
    recordingSubscriber(client, ['videos.job-updated']);
    const delays: number[] = [];
    for (let attempt = 0; attempt < 7; attempt++) {
      const failing = latestSource();
      failing.fail();
      let waited = 0;
      while (latestSource() === failing) {
        await vi.advanceTimersByTimeAsync(250);
        waited += 250;
      }
      delays.push(waited);
    }
    expect(delays).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000]);
    expect(RECONNECT_MAX_DELAY_MS).toBe(30_000);

    latestSource().open();
    const reopened = latestSource();
    reopened.fail();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(latestSource()).not.toBe(reopened);
  });

  it('skips history when no event was seen yet, then delivers only new events', async () => {
    server.pageSize = 2;
    server.events.push(makeEvent(10), makeEvent(11), makeEvent(12));
    const client = new LiveEventsClient({ random: () => 0.5 });
    const { received } = recordingSubscriber(client, ['videos.job-updated']);
    latestSource().fail(); // never opened

    await vi.advanceTimersByTimeAsync(0);
    expect(server.polls).toEqual([0, 11, 12]); // paged through to the newest id
    expect(received).toEqual([]);

    server.events.push(makeEvent(13));
    await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS);
    expect(received).toEqual([13]);
    expect(latestSource().url).toBe('/api/events?after=12');
  });

  it('keeps polling when a poll fails', async () => {
    const client = new LiveEventsClient({ random: () => 0.5 });
    const { received } = recordingSubscriber(client, ['videos.job-updated']);
    latestSource().open();
    latestSource().send(makeEvent(1));
    server.down = true;
    latestSource().fail();
    // Hold the stream down so only polling can deliver.
    vi.stubGlobal(
      'EventSource',
      class extends FakeEventSource {
        constructor(url: string) {
          super(url);
          queueMicrotask(() => this.fail());
        }
      },
    );

    await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS * 2);
    expect(server.polls.length).toBeGreaterThanOrEqual(2);
    expect(received).toEqual([1]);

    server.down = false;
    server.events.push(makeEvent(2));
    await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS);
    expect(received).toEqual([1, 2]);
  });

  it('closes the stream a moment after the last subscriber leaves, not on a quick resubscribe', async () => {
    const client = new LiveEventsClient();
    const first = recordingSubscriber(client, ['videos.job-updated']);
    const source = latestSource();
    source.open();

    first.unsubscribe();
    await vi.advanceTimersByTimeAsync(IDLE_CLOSE_DELAY_MS / 2);
    const second = recordingSubscriber(client, ['credits.changed']);
    await vi.advanceTimersByTimeAsync(IDLE_CLOSE_DELAY_MS * 2);
    expect(source.closed).toBe(false);
    expect(FakeEventSource.instances).toHaveLength(1);
    source.send(makeEvent(7, 'credits.changed')); // a type added to the open stream
    expect(second.received).toEqual([7]);

    second.unsubscribe();
    await vi.advanceTimersByTimeAsync(IDLE_CLOSE_DELAY_MS);
    expect(source.closed).toBe(true);
    expect(client.getState()).toBe('idle');
  });

  it('ignores a stream it already gave up on', async () => {
    const client = new LiveEventsClient({ random: () => 0.5 });
    const { received } = recordingSubscriber(client, ['videos.job-updated']);
    const stale = latestSource();
    stale.open();
    stale.fail();
    stale.send(makeEvent(9));
    stale.open();
    expect(received).toEqual([]);
    expect(client.getState()).toBe('reconnecting');
    await vi.advanceTimersByTimeAsync(0);
  });
});

describe('typed live events', () => {
  it('hands each subscriber the event typed by its name, the payload checked once', () => {
    const malformed = vi.fn();
    const client = new LiveEventsClient({ onMalformed: malformed });
    const balances: number[] = [];
    const seen: string[] = [];
    client.subscribe(
      (event) => {
        // A union of names gives a union of events: the type picks the payload.
        if (event.type === 'credits.changed') {
          expectTypeOf(event.payload).toEqualTypeOf<CreditsChangedPayload>();
          balances.push(event.payload.balance);
        } else {
          expectTypeOf(event.payload).toEqualTypeOf<VideoJobUpdatedPayload>();
          seen.push(`${event.payload.id}:${event.payload.status}`);
        }
      },
      { types: ['credits.changed', 'videos.job-updated'] },
    );
    const source = latestSource();
    source.open();
    source.send(makeEvent(1, 'credits.changed'));
    source.send(makeEvent(2, 'videos.job-updated'));
    expect(balances).toEqual([1]);
    expect(seen).toEqual(['job-2:running']);
    expect(malformed).not.toHaveBeenCalled();
  });

  it('gives useLiveEvent its payload and event, typed from the name alone', () => {
    const client = new LiveEventsClient();
    const received: [CreditsChangedPayload, number][] = [];
    const unsubscribe = subscribeToLiveEvent(
      'credits.changed',
      (payload, event) => {
        expectTypeOf(payload).toEqualTypeOf<CreditsChangedPayload>();
        expectTypeOf(event).toEqualTypeOf<LiveEventOf<'credits.changed'>>();
        received.push([payload, event.id]);
      },
      client,
    );
    latestSource().open();
    latestSource().send(makeEvent(8, 'credits.changed'));
    latestSource().send(makeEvent(9, 'videos.job-updated')); // not listened to
    expect(received).toEqual([[{ balance: 8, delta: 1, kind: 'adjustment' }, 8]]);
    unsubscribe();
  });

  it('drops a malformed payload of a known event once, reports it once, and moves on', async () => {
    const malformed = vi.fn();
    const client = new LiveEventsClient({ onMalformed: malformed, random: () => 0.5 });
    const first = recordingSubscriber(client, ['credits.changed']);
    const second = recordingSubscriber(client, ['credits.changed']);
    const source = latestSource();
    source.open();
    const broken: EventEnvelope = {
      id: 3,
      type: 'credits.changed',
      payload: { balance: 'lots', delta: 1, kind: 'adjustment' },
      createdAt: new Date(0).toISOString(),
    };
    source.send(broken);
    source.send(broken); // the stream repeats it: still one report
    source.send(makeEvent(4, 'credits.changed'));
    expect(first.received).toEqual([4]);
    expect(second.received).toEqual([4]);
    expect(malformed).toHaveBeenCalledTimes(1);
    expect(malformed.mock.calls[0]?.[0]).toEqual(broken);

    // The cursor moved past it: the polling fallback never fetches it again.
    server.events.push(broken, makeEvent(4, 'credits.changed'), makeEvent(5, 'credits.changed'));
    source.fail();
    await vi.advanceTimersByTimeAsync(0);
    expect(server.polls).toEqual([4]);
    expect(first.received).toEqual([4, 5]);
    expect(malformed).toHaveBeenCalledTimes(1);
  });

  it('logs a malformed payload on the console by default', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      const client = new LiveEventsClient();
      const { received } = recordingSubscriber(client, ['videos.job-updated']);
      latestSource().open();
      latestSource().send(makeEvent(6, 'videos.job-updated'), {
        payload: { id: 'j', status: 'exploded', progress: 1 },
        createdAt: new Date(0).toISOString(),
      });
      expect(received).toEqual([]);
      expect(warn).toHaveBeenCalledTimes(1);
      expect(String(warn.mock.calls[0]?.[0])).toContain('videos.job-updated');
    } finally {
      warn.mockRestore();
    }
  });

  it('ignores an event name the contract does not know, quietly, and keeps its place', async () => {
    const malformed = vi.fn();
    const client = new LiveEventsClient({ onMalformed: malformed, random: () => 0.5 });
    const { received } = recordingSubscriber(client, ['credits.changed']);
    // A stray subscriber that names an unknown type gets nothing either.
    const stray = vi.fn();
    client.subscribe(stray, { types: ['future.event' as LiveEventName] });
    const source = latestSource();
    source.open();
    source.send(makeEvent(1, 'credits.changed'));
    source.send(makeEvent(2, 'future.event'));
    server.events.push(makeEvent(3, 'future.event'), makeEvent(4, 'credits.changed'));
    source.fail(); // polling reads every type the user has
    await vi.advanceTimersByTimeAsync(0);
    expect(server.polls).toEqual([2]);
    expect(received).toEqual([1, 4]);
    expect(stray).not.toHaveBeenCalled();
    expect(malformed).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(latestSource().url).toBe('/api/events?after=4');
  });
});
