import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../db/client.js';
import { createTestApp, TEST_USER_HEADER, type TestApp } from '../../../../test/helpers/app.js';
import { SseReader } from '../../../../test/helpers/sse.js';
import { eventsAfter, pruneEvents, publishEvent } from './repo.js';

let t: TestApp;
let baseUrl: string;
/** Publishes as another process would: on Postgres a separate pool, on PGlite the one path. */
let otherProcess: Database;

beforeAll(async () => {
  t = await createTestApp({ sessions: 'header' });
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  otherProcess = t.testDatabase.url
    ? await openDatabase({ databaseUrl: t.testDatabase.url })
    : t.database;
});

afterAll(async () => {
  if (otherProcess !== t.database) await otherProcess.close();
  await t.close();
});

const as = (userId: string) => ({ [TEST_USER_HEADER]: userId });
/** A `credits.changed` payload; `balance` doubles as a sequence number. */
const credits = (balance: number) => ({ balance, delta: 1, kind: 'adjustment' as const });
const jobUpdate = (id: string) => ({ id, status: 'running' as const, progress: null });

describe('live events', () => {
  it('refuses anonymous streams and polls with the spec wording', async () => {
    const poll = await t.app.inject({ url: '/api/events/poll?after=0' });
    expect(poll.statusCode).toBe(401);
    expect(poll.json()).toEqual({ error: 'You must be signed in' });
    const stream = await fetch(`${baseUrl}/api/events`);
    expect(stream.status).toBe(401);
  });

  it('publishes only when the surrounding transaction commits', async () => {
    await t.database.db
      .transaction(async (tx) => {
        await publishEvent(tx, 'rollback-user', 'credits.changed', credits(5));
        throw new Error('roll back');
      })
      .catch(() => {});
    expect(await eventsAfter(t.database.db, 'rollback-user', 0)).toEqual([]);

    await t.database.db.transaction(async (tx) => {
      await publishEvent(tx, 'rollback-user', 'credits.changed', credits(6));
    });
    const events = await eventsAfter(t.database.db, 'rollback-user', 0);
    expect(events.map((e) => e.payload)).toEqual([credits(6)]);
  });

  it('stores the payload the contract defines, and refuses one that does not fit it', async () => {
    const id = await publishEvent(t.database.db, 'gina', 'voiceovers.updated', {
      id: 'v1',
      scriptId: 's1',
      status: 'ready',
      // Only a caller that gets around the types can pass more: the row keeps none of it.
      ...({ secret: 'row field' } as object),
    });
    const [stored] = await eventsAfter(t.database.db, 'gina', id - 1);
    expect(stored?.payload).toEqual({ id: 'v1', scriptId: 's1', status: 'ready' });

    const wrong = { balance: 'lots' } as unknown as ReturnType<typeof credits>;
    await expect(publishEvent(t.database.db, 'gina', 'credits.changed', wrong)).rejects.toThrow();
    expect(await eventsAfter(t.database.db, 'gina', id)).toEqual([]);
  });

  it("streams a user's own events, raised by another process, and nobody else's", async () => {
    const stream = await SseReader.open(`${baseUrl}/api/events`, as('alice'));
    try {
      const ready = await stream.next();
      expect(ready.event).toBe('ready');

      await publishEvent(otherProcess.db, 'bob', 'videos.job-updated', jobUpdate('b1'));
      await publishEvent(otherProcess.db, 'alice', 'videos.job-updated', jobUpdate('a1'));
      const received = await stream.next();
      expect(received.event).toBe('videos.job-updated');
      expect(JSON.parse(received.data).payload).toEqual(jobUpdate('a1'));
      expect(Number(received.id)).toBeGreaterThan(Number(ready.id));
    } finally {
      stream.close();
    }
  });

  it('replays what a reconnecting client missed, in order, from Last-Event-ID', async () => {
    const first = await SseReader.open(`${baseUrl}/api/events`, as('carol'));
    const ready = await first.next();
    first.close();

    for (const n of [1, 2, 3]) {
      await publishEvent(otherProcess.db, 'carol', 'credits.changed', credits(n));
    }
    const again = await SseReader.open(`${baseUrl}/api/events`, {
      ...as('carol'),
      'Last-Event-ID': String(ready.id),
    });
    try {
      expect((await again.next()).event).toBe('ready');
      const seen = [await again.next(), await again.next(), await again.next()];
      expect(seen.map((m) => JSON.parse(m.data).payload.balance)).toEqual([1, 2, 3]);
    } finally {
      again.close();
    }
  });

  it('ignores a Last-Event-ID beyond any event id, and still streams', async () => {
    const stream = await SseReader.open(`${baseUrl}/api/events`, {
      ...as('erin'),
      'Last-Event-ID': '1e300',
    });
    try {
      const ready = await stream.next();
      expect(ready.event).toBe('ready');
      expect(ready.id).toBe('0');
      await publishEvent(otherProcess.db, 'erin', 'credits.changed', credits(1));
      expect(JSON.parse((await stream.next()).data).payload).toEqual(credits(1));
    } finally {
      stream.close();
    }
  });

  it('serves the same events to the polling fallback', async () => {
    const id = await publishEvent(t.database.db, 'dave', 'credits.changed', credits(42));
    const response = await t.app.inject({
      url: `/api/events/poll?after=${id - 1}`,
      headers: as('dave'),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().events).toMatchObject([
      { id, type: 'credits.changed', payload: credits(42) },
    ]);
    const bad = await t.app.inject({ url: '/api/events/poll?after=-3', headers: as('dave') });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatch(/after/);
  });

  it("closing a stream twice leaves the user's newer stream subscribed", async () => {
    const delivered: number[] = [];
    const first = t.hub.subscribe('frank', 0, () => {});
    first.close();
    const second = t.hub.subscribe('frank', 0, (events) => {
      delivered.push(...events.map((event) => event.id));
    });
    first.close(); // a stream's close and error handlers may both run
    try {
      const id = await publishEvent(otherProcess.db, 'frank', 'credits.changed', credits(0));
      await expect.poll(() => delivered).toContain(id);
    } finally {
      second.close();
    }
  });

  it('prunes events older than a day', async () => {
    await publishEvent(t.database.db, 'erin', 'credits.changed', credits(0));
    const tomorrow = new Date(Date.now() + 25 * 3600_000);
    expect(await pruneEvents(t.database.db, tomorrow)).toBeGreaterThan(0);
    expect(await eventsAfter(t.database.db, 'erin', 0)).toEqual([]);
  });

  it('delivers nothing to a stream closed while its events were being read', async () => {
    // A write after the response ended is an 'error' event nobody listens to: a crash.
    await publishEvent(t.database.db, 'frank', 'credits.changed', credits(1));
    const delivered: unknown[] = [];
    const stream = t.hub.subscribe('frank', 0, (events) => delivered.push(...events));
    stream.close(); // the read subscribe() started is still under way
    await stream.wake(); // settles after that read
    expect(delivered).toEqual([]);

    const open = t.hub.subscribe('frank', 0, (events) => delivered.push(...events));
    await open.wake();
    open.close();
    expect(delivered).toHaveLength(1);
  });
});
