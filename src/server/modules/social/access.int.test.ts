import { eq } from 'drizzle-orm';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { followConsent, YouTubeFake } from '../../../../test/fakes/youtube-fake.js';
import { createTestApp } from '../../../../test/helpers/app.js';
import { signUpAndGetCookie, type TestAccount } from '../../../../test/helpers/auth.js';
import { followCallback, landedOn, startConnect } from '../../../../test/helpers/youtube.js';
import { socialConnections } from '../../db/schema/index.js';
import { YOUTUBE_MESSAGES } from '../../providers/youtube/failures.js';
import { YouTubeFailure } from '../../providers/youtube/port.js';
import { SOCIAL_MESSAGES } from './messages.js';
import { createYouTubeAccess } from './index.js';
import { tokenContext } from './repo.js';

/**
 * YouTubeAccess, the token service posting uses, against the Google fake: fresh tokens as
 * stored, a refresh a minute before expiry that never drops the refresh token, invalid_grant
 * pausing the connection with its reason, 5xx leaving it alone, one refresh for concurrent
 * callers, and tokens that cannot be opened.
 */

const fake = await YouTubeFake.start();
const t = await createTestApp({ env: fake.env });
afterAll(async () => {
  await t.close();
  await fake.close();
});
afterEach(() => expect(fake.violations).toEqual([]));

const deps = { database: t.database, secrets: t.secrets, youtube: t.youtube };
const access = createYouTubeAccess(deps);

/** A signed-up user with a live connection made through the API and the fake's consent. */
async function connected(): Promise<TestAccount> {
  const account = await signUpAndGetCookie(t.app);
  const link = await startConnect(t.app, account);
  const callback = new URL(link.redirectUri);
  callback.search = (await followConsent(link.url.href)).toString();
  expect(landedOn(await followCallback(t.app, account, callback)).get('connected')).toBe('youtube');
  return account;
}

async function row(account: TestAccount) {
  const [found] = await t.database.db
    .select()
    .from(socialConnections)
    .where(eq(socialConnections.userId, account.id));
  return found!;
}

const opened = (
  stored: Awaited<ReturnType<typeof row>>,
  column: 'access_token' | 'refresh_token',
) =>
  t.secrets.open(
    (column === 'access_token' ? stored.accessToken : stored.refreshToken)!,
    tokenContext(column, stored.id),
  );

async function expireIn(account: TestAccount, ms: number) {
  await t.database.db
    .update(socialConnections)
    .set({ tokenExpiresAt: new Date(Date.now() + ms) })
    .where(eq(socialConnections.userId, account.id));
}

async function failureOf(promise: Promise<unknown>): Promise<YouTubeFailure> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(YouTubeFailure);
  return error as YouTubeFailure;
}

describe('YouTubeAccess', () => {
  it('answers the stored token while it is fresh, without calling Google', async () => {
    const account = await connected();
    const before = fake.requests.count('token');
    const stored = await row(account);
    const answer = await access.accessToken(account.id);
    expect(answer).toEqual({
      connectionId: stored.id,
      accessToken: opened(stored, 'access_token'),
      mode: 'live',
    });
    expect(fake.requests.count('token')).toBe(before);
    expect(await t.youtube.channel(answer.accessToken)).toMatchObject({ title: 'Fake Channel' });
  });

  it('refreshes a minute before expiry, keeping the refresh token when Google sends none or ""', async () => {
    const account = await connected();
    const original = await row(account);
    const refreshToken = opened(original, 'refresh_token');
    for (const answer of ['absent', 'empty'] as const) {
      fake.oauth.refreshTokenOnRefresh = answer;
      await expireIn(account, 30_000);
      const { accessToken } = await access.accessToken(account.id);
      const stored = await row(account);
      expect(opened(stored, 'access_token')).toBe(accessToken);
      expect(accessToken).not.toBe(opened(original, 'access_token'));
      expect(opened(stored, 'refresh_token')).toBe(refreshToken);
      expect(stored.tokenExpiresAt!.getTime()).toBeGreaterThan(Date.now() + 3500_000);
      expect(fake.requests.of('token').at(-1)!.form!.get('refresh_token')).toBe(refreshToken);
    }
    fake.oauth.refreshTokenOnRefresh = 'absent';
  });

  it('pauses the connection with its reason on invalid_grant, and stops calling Google', async () => {
    const account = await connected();
    await expireIn(account, -1000);
    fake.failNext('token', 'invalid_grant');
    const failure = await failureOf(access.accessToken(account.id));
    expect(failure).toMatchObject({ kind: 'reconnect', message: YOUTUBE_MESSAGES.reconnect });
    expect(await row(account)).toMatchObject({
      status: 'reconnect_needed',
      statusReason: YOUTUBE_MESSAGES.reconnect,
    });
    const listed = await t.app.inject({
      method: 'GET',
      url: '/api/social/connections',
      headers: { cookie: account.cookie },
    });
    expect(listed.json()).toMatchObject({
      connections: [{ status: 'reconnect_needed', statusReason: YOUTUBE_MESSAGES.reconnect }],
    });
    const calls = fake.requests.count('token');
    expect((await failureOf(access.accessToken(account.id))).kind).toBe('reconnect');
    expect(fake.requests.count('token')).toBe(calls);
  });

  it('leaves the connection as it was on a 5xx or a network failure (retryable)', async () => {
    const account = await connected();
    await expireIn(account, -1000);
    const before = await row(account);
    fake.failNext('token', 503);
    expect(await failureOf(access.accessToken(account.id))).toMatchObject({
      kind: 'retryable',
      retryAfterMs: 7000,
    });
    expect(await row(account)).toEqual(before);
    const unreachable = createYouTubeAccess({
      ...deps,
      // Google's adapter with its refresh failing as an unreachable network does.
      youtube: Object.assign(Object.create(t.youtube) as typeof t.youtube, {
        refresh: () => Promise.reject(new YouTubeFailure('retryable', 'offline')),
      }),
    });
    expect((await failureOf(unreachable.accessToken(account.id))).kind).toBe('retryable');
    expect(await row(account)).toEqual(before);
  });

  it('refreshes once for concurrent callers, even through separate instances', async () => {
    const account = await connected();
    await expireIn(account, -1000);
    const before = fake.requests.count('token');
    const other = createYouTubeAccess(deps);
    const answers = await Promise.all([
      access.accessToken(account.id),
      other.accessToken(account.id),
      access.accessToken(account.id),
    ]);
    expect(fake.requests.count('token')).toBe(before + 1);
    expect(new Set(answers.map((answer) => answer.accessToken)).size).toBe(1);
  });

  it('asks for a reconnect when the stored token cannot be opened or the mode changed', async () => {
    const unreadable = await connected();
    const stored = await row(unreadable);
    // A value sealed for another row does not open here (decision 034).
    await t.database.db
      .update(socialConnections)
      .set({ accessToken: t.secrets.seal('ya29.moved', tokenContext('access_token', 'other')) })
      .where(eq(socialConnections.id, stored.id));
    expect(await failureOf(access.accessToken(unreadable.id))).toMatchObject({
      kind: 'reconnect',
      message: SOCIAL_MESSAGES.unreadable,
    });
    expect((await row(unreadable)).status).toBe('reconnect_needed');

    const switched = await connected();
    await t.database.db
      .update(socialConnections)
      .set({ mode: 'test' })
      .where(eq(socialConnections.userId, switched.id));
    expect(await failureOf(access.accessToken(switched.id))).toMatchObject({
      kind: 'reconnect',
      message: SOCIAL_MESSAGES.wasTestMode,
    });
  });

  it('says to connect first when there is no connection', async () => {
    const account = await signUpAndGetCookie(t.app);
    expect(await failureOf(access.accessToken(account.id))).toMatchObject({
      kind: 'reconnect',
      message: SOCIAL_MESSAGES.notConnected,
    });
  });
});
