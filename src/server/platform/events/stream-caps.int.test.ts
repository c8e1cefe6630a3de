import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { EVENTS_MESSAGES } from '@shared/events';
import { createTestApp, TEST_USER_HEADER, type TestApp } from '../../../../test/helpers/app.js';
import { SseReader } from '../../../../test/helpers/sse.js';

/**
 * Caps on live-event streams (issue 15, item 8), over real HTTP: one session opened 1,000
 * streams and slowed the whole server. Addresses come from X-Forwarded-For (TRUST_PROXY), so
 * one test can play several clients.
 */

const PER_USER = 3;
const PER_ADDRESS = 5;
const env = {
  EVENTS_MAX_STREAMS_PER_USER: String(PER_USER),
  EVENTS_MAX_STREAMS_PER_ADDRESS: String(PER_ADDRESS),
  TRUST_PROXY: 'true',
};

let t: TestApp;
let baseUrl: string;
const opened: SseReader[] = [];

beforeAll(async () => {
  t = await createTestApp({ sessions: 'header', env });
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());
afterEach(async () => {
  for (const stream of opened.splice(0)) stream.close();
  await expect.poll(() => openStreams(t)).toBe(0);
});

const headers = (userId: string, address: string) => ({
  [TEST_USER_HEADER]: userId,
  'x-forwarded-for': address,
});

/** The sse_connections gauge: streams the server holds open right now. */
async function openStreams(app: TestApp): Promise<number> {
  const metric = await app.metrics.sseConnections.get();
  return metric.values[0]?.value ?? 0;
}

/** Opens a stream and waits for its `ready` event, so the server counts it. */
async function open(userId: string, address: string, url = baseUrl): Promise<SseReader> {
  const stream = await SseReader.open(`${url}/api/events`, headers(userId, address));
  opened.push(stream);
  expect((await stream.next()).event).toBe('ready');
  return stream;
}

async function attempt(userId: string, address: string) {
  const response = await fetch(`${baseUrl}/api/events`, { headers: headers(userId, address) });
  const body: unknown = response.headers.get('content-type')?.includes('application/json')
    ? await response.json()
    : await response.body?.cancel();
  return { status: response.status, body };
}

describe('live-event stream caps', () => {
  it('caps streams per user across addresses; closing one frees its slot', async () => {
    const streams = [];
    for (let i = 0; i < PER_USER; i++) streams.push(await open('alice', `203.0.113.${i + 1}`));
    expect(await openStreams(t)).toBe(PER_USER);

    expect(await attempt('alice', '203.0.113.50')).toEqual({
      status: 429,
      body: { error: EVENTS_MESSAGES.tooManyForUser(PER_USER) },
    });
    // Another user at one of alice's addresses is not affected.
    await open('bob', '203.0.113.1');

    streams[0]!.close();
    await expect.poll(() => openStreams(t)).toBe(PER_USER);
    await open('alice', '203.0.113.50');
    expect((await attempt('alice', '203.0.113.51')).status).toBe(429);
  });

  it('caps streams per client address across users; closing one frees its slot', async () => {
    const address = '198.51.100.7';
    const streams = [];
    for (let i = 0; i < PER_ADDRESS; i++) streams.push(await open(`user-${i}`, address));

    expect(await attempt('newcomer', address)).toEqual({
      status: 429,
      body: { error: EVENTS_MESSAGES.tooManyForAddress(PER_ADDRESS) },
    });
    // The same user from another address is not affected.
    await open('newcomer', '198.51.100.8');

    streams[2]!.close();
    await expect.poll(() => openStreams(t)).toBe(PER_ADDRESS);
    await open('newcomer', address);
    expect((await attempt('someone-else', address)).status).toBe(429);
  });

  it('does not count refused and anonymous requests', async () => {
    expect((await attempt('', '192.0.2.1')).status).toBe(401);
    for (let i = 0; i < PER_USER; i++) await open('carol', '192.0.2.1');
    for (let i = 0; i < 3; i++) expect((await attempt('carol', '192.0.2.1')).status).toBe(429);
    expect(await openStreams(t)).toBe(PER_USER);
  });

  it('refuses a flood of attempts from one address before looking up the session', async () => {
    const address = '192.0.2.77';
    const statuses = [];
    for (let i = 0; i < 5 * PER_ADDRESS; i++) {
      if (i < PER_USER) await open('flooder', address);
      else statuses.push(await attempt('flooder', address));
    }
    // Within four times the address cap a minute the user's cap answers; past it, the open rate.
    const allowedOpens = 4 * PER_ADDRESS;
    expect(statuses.slice(0, allowedOpens - PER_USER)).toEqual(
      Array(allowedOpens - PER_USER).fill({
        status: 429,
        body: { error: EVENTS_MESSAGES.tooManyForUser(PER_USER) },
      }),
    );
    expect(statuses.slice(allowedOpens - PER_USER)).toEqual(
      Array(PER_ADDRESS).fill({ status: 429, body: { error: EVENTS_MESSAGES.tooManyOpens } }),
    );
    // Even a signed-out request from there is refused without the session lookup.
    expect(await attempt('', address)).toEqual({
      status: 429,
      body: { error: EVENTS_MESSAGES.tooManyOpens },
    });
    expect(await openStreams(t)).toBe(PER_USER);
  });

  it('ends every stream and gives back every slot when the server shuts down', async () => {
    const other = await createTestApp({ sessions: 'header', env });
    try {
      const url = await other.app.listen({ port: 0, host: '127.0.0.1' });
      const streams = [await open('dave', '192.0.2.9', url), await open('erin', '192.0.2.9', url)];
      expect(await openStreams(other)).toBe(2);
      await other.app.close();
      for (const stream of streams) await expect(stream.next()).rejects.toThrow('ended');
      expect(await openStreams(other)).toBe(0);
    } finally {
      await other.close();
    }
  });
});
