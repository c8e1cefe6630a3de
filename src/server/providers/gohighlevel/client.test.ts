import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { GoHighLevelFake, RATE_LIMIT_HEADERS } from '../../../../test/fakes/gohighlevel-fake.js';
import { GoHighLevelClient } from './client.js';
import { GoHighLevelFailure } from './failure.js';

/** The client against a local fake of the documented API (vendors.md section 7). */

const TOKEN = 'pit-contract-token-0123456789';
const LOCATION = 'loc1234567890abcdefg';
let fake: GoHighLevelFake;

beforeEach(async () => {
  fake = await GoHighLevelFake.start();
  fake.addLocation(TOKEN, {
    id: LOCATION,
    name: 'Studio North',
    calendars: [{ id: 'cal1', name: 'Consultations' }],
    pipelines: [{ id: 'pipe1', name: 'Design leads' }],
    accounts: [
      { id: 'acc-fb', name: 'Studio FB', platform: 'facebook', isExpired: false },
      { id: 'acc-ig', name: 'Studio IG', platform: 'instagram', isExpired: true },
    ],
  });
  fake.addLocation('another-token', { id: 'elsewhere', name: 'Not yours' });
});
afterEach(async () => {
  expect(fake.violations).toEqual([]);
  await fake.close();
});

const client = (token = TOKEN) => new GoHighLevelClient({ baseUrl: fake.baseUrl, token });

async function failureOf(promise: Promise<unknown>): Promise<GoHighLevelFailure> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(GoHighLevelFailure);
  expect(String((error as Error).message)).not.toContain(TOKEN);
  return error as GoHighLevelFailure;
}

describe('the calls, with the Version header of each family', () => {
  it('reads a location (Version 2021-07-28, Bearer token)', async () => {
    expect(await client().location(LOCATION)).toEqual({ id: LOCATION, name: 'Studio North' });
    const [request] = fake.requests.of('location');
    expect(request!.headers.authorization).toBe(`Bearer ${TOKEN}`);
    expect(request!.headers.version).toBe('2021-07-28');
    expect(request!.path).toBe(`/locations/${LOCATION}`);
  });

  it('lists calendars (Version 2021-04-15) and pipelines (2021-07-28) by locationId', async () => {
    expect(await client().calendars(LOCATION)).toEqual([{ id: 'cal1', name: 'Consultations' }]);
    expect(await client().pipelines(LOCATION)).toEqual([{ id: 'pipe1', name: 'Design leads' }]);
    const [calendars] = fake.requests.of('calendars');
    const [pipelines] = fake.requests.of('pipelines');
    expect(calendars!.headers.version).toBe('2021-04-15');
    expect(calendars!.query.get('locationId')).toBe(LOCATION);
    expect(pipelines!.headers.version).toBe('2021-07-28');
    expect(pipelines!.query.get('locationId')).toBe(LOCATION);
  });

  it('lists social accounts with their expiry, and creates a published post', async () => {
    const accounts = await client().socialAccounts(LOCATION);
    expect(accounts).toEqual([
      { id: 'acc-fb', name: 'Studio FB', platform: 'facebook', isExpired: false },
      { id: 'acc-ig', name: 'Studio IG', platform: 'instagram', isExpired: true },
    ]);
    const media = [{ url: 'https://files.example.test/v.mp4?sig=1', type: 'video/mp4' as const }];
    const created = await client().createSocialPost(LOCATION, {
      accountIds: ['acc-fb'],
      userId: 'ghl-user-1',
      summary: 'A kitchen, morning light',
      media,
    });
    expect(created.postId).toMatch(/^\w{24}$/);
    const [post] = fake.requests.of('post');
    expect(post!.headers.version).toBe('2021-07-28');
    expect(post!.headers['content-type']).toBe('application/json');
    expect(post!.json).toEqual({
      accountIds: ['acc-fb'],
      userId: 'ghl-user-1',
      summary: 'A kitchen, morning light',
      media,
      type: 'post',
      status: 'published',
    });
  });
});

describe('failures, worded, with GHL’s reason', () => {
  it('401: the vendor’s reason, not retryable', async () => {
    const failure = await failureOf(client('not-a-token').location(LOCATION));
    expect(failure).toMatchObject({
      kind: 'credentials',
      status: 401,
      retryable: false,
      reason: 'Invalid token: access token is invalid.',
      message: 'Go High Level did not accept the API key: Invalid token: access token is invalid.',
    });
  });

  it('403 for a location the token does not reach', async () => {
    const failure = await failureOf(client().location('elsewhere'));
    expect(failure).toMatchObject({ kind: 'forbidden', status: 403, retryable: false });
    expect(failure.reason).toBe('The token does not have access to this location.');
  });

  it('422: the message list, joined', async () => {
    fake.failNext('post', 422);
    const failure = await failureOf(
      client().createSocialPost(LOCATION, {
        accountIds: ['acc-fb'],
        userId: 'u',
        summary: '',
        media: [{ url: 'https://x.test/v.mp4', type: 'video/mp4' }],
      }),
    );
    expect(failure).toMatchObject({ kind: 'rejected', status: 422, retryable: false });
    expect(failure.reason).toBe('accountIds must be an array; summary must be a string.');
  });

  it('429: retryable, waiting what its headers say', async () => {
    fake.failNext('accounts', 429);
    const failure = await failureOf(client().socialAccounts(LOCATION));
    expect(failure).toMatchObject({
      kind: 'rateLimited',
      status: 429,
      retryable: true,
      retryAfterMs: 10_000,
    });
    expect(failure.message).toBe(
      'Go High Level’s rate limit was reached. We will try again in 10 s.',
    );
  });

  it('429 without Retry-After: the burst window; the daily cap said when it is spent', async () => {
    const { retryAfterMs, ghlHttpFailure } = await import('./failure.js');
    const burst = new Headers(RATE_LIMIT_HEADERS);
    expect(retryAfterMs(burst)).toBe(10_000);
    const daily = new Headers({ ...RATE_LIMIT_HEADERS, 'x-ratelimit-daily-remaining': '0' });
    expect(ghlHttpFailure(429, null, daily).message).toMatch(/daily API limit/);
    expect(retryAfterMs(new Headers({ 'retry-after': 'soon' }))).toBeUndefined();
  });

  it('5xx: retryable trouble', async () => {
    fake.failNext('calendars', 503);
    const failure = await failureOf(client().calendars(LOCATION));
    expect(failure).toMatchObject({ kind: 'trouble', status: 503, retryable: true });
  });

  it('no answer at all: unreachable, retryable', async () => {
    const closed = await GoHighLevelFake.start();
    const baseUrl = closed.baseUrl;
    await closed.close();
    const failure = await failureOf(
      new GoHighLevelClient({ baseUrl, token: TOKEN }).location(LOCATION),
    );
    expect(failure).toMatchObject({ kind: 'unreachable', retryable: true });
  });

  it('an answer of another shape is unreadable', async () => {
    const odd = new GoHighLevelClient({
      baseUrl: fake.baseUrl,
      token: TOKEN,
      fetch: async () => new Response('{"location": "?"}', { status: 200 }),
    });
    expect(await failureOf(odd.location(LOCATION))).toMatchObject({ kind: 'unexpected' });
  });
});
