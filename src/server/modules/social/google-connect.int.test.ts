import { eq } from 'drizzle-orm';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { followConsent, YouTubeFake } from '../../../../test/fakes/youtube-fake.js';
import { createTestApp } from '../../../../test/helpers/app.js';
import { signUpAndGetCookie, type TestAccount } from '../../../../test/helpers/auth.js';
import { followCallback, landedOn, startConnect } from '../../../../test/helpers/youtube.js';
import { socialConnections } from '../../db/schema/index.js';
import { createLogger } from '../../logger.js';
import { YOUTUBE_MESSAGES } from '../../providers/youtube/failures.js';
import { SOCIAL_MESSAGES } from './messages.js';
import { tokenContext } from './repo.js';

/**
 * Connecting a real channel (Google keys set), with the Google fake standing in for
 * accounts.google.com and the YouTube API: the same flow as test mode, Google's answers, and
 * the test-mode channel nowhere to be found.
 */

const fake = await YouTubeFake.start();
const logLines: string[] = [];
const t = await createTestApp({
  env: fake.env,
  logger: (config) =>
    createLogger({ ...config, logLevel: 'info' }, { write: (line) => void logLines.push(line) }),
});
afterAll(async () => {
  await t.close();
  await fake.close();
});
afterEach(() => {
  expect(fake.violations).toEqual([]);
  fake.channel = { id: 'UCfakeChannel0000000000', title: 'Fake Channel' };
  fake.oauth.consent = 'allow';
});

/** Connect, Google's consent (the fake's redirect), the callback: where it landed. */
async function connect(account: TestAccount): Promise<URLSearchParams> {
  const link = await startConnect(t.app, account);
  expect(link.url.origin).toBe(fake.origin);
  const callback = new URL(link.redirectUri);
  callback.search = (await followConsent(link.url.href)).toString();
  return landedOn(await followCallback(t.app, account, callback));
}

const storedRow = async (account: TestAccount) =>
  (
    await t.database.db
      .select()
      .from(socialConnections)
      .where(eq(socialConnections.userId, account.id))
  )[0];

describe('connecting YouTube with Google keys', () => {
  it('exchanges with the PKCE verifier, reads the channel and stores the connection', async () => {
    const account = await signUpAndGetCookie(t.app);
    expect((await connect(account)).get('connected')).toBe('youtube');
    const exchange = fake.requests.of('token').at(-1)!.form!;
    expect(exchange.get('grant_type')).toBe('authorization_code');
    expect(exchange.get('code_verifier')).toMatch(/^[\w-]{43}$/);
    const row = (await storedRow(account))!;
    expect(row).toMatchObject({
      mode: 'live',
      accountId: 'UCfakeChannel0000000000',
      accountName: 'Fake Channel',
      status: 'connected',
    });
    expect(row.scopes).toContain('youtube.upload');
    const listed = await t.app.inject({
      method: 'GET',
      url: '/api/social/connections',
      headers: { cookie: account.cookie },
    });
    expect(listed.json()).toMatchObject({ youtubeMode: 'live', connections: [{ mode: 'live' }] });
    const token = t.secrets.open(row.accessToken!, tokenContext('access_token', row.id));
    expect(listed.body).not.toContain(token);
  });

  it('reconnecting replaces the tokens of the same row and clears a pause', async () => {
    const account = await signUpAndGetCookie(t.app);
    await connect(account);
    const first = (await storedRow(account))!;
    await t.database.db
      .update(socialConnections)
      .set({ status: 'reconnect_needed', statusReason: 'gone' })
      .where(eq(socialConnections.id, first.id));
    expect((await connect(account)).get('connected')).toBe('youtube');
    const second = (await storedRow(account))!;
    expect(second).toMatchObject({ id: first.id, status: 'connected', statusReason: null });
    expect(second.accessToken).not.toBe(first.accessToken);
  });

  it('says so when the account has no channel, and gives the grant back', async () => {
    const account = await signUpAndGetCookie(t.app);
    fake.channel = null;
    const revokedBefore = fake.oauth.revoked.size;
    expect((await connect(account)).get('error')).toBe(YOUTUBE_MESSAGES.noChannel);
    expect(fake.oauth.revoked.size).toBe(revokedBefore + 1);
    expect(await storedRow(account)).toBeUndefined();
  });

  it('handles a denied consent and a token endpoint that is down', async () => {
    const account = await signUpAndGetCookie(t.app);
    fake.oauth.consent = 'deny';
    expect((await connect(account)).get('error')).toBe(SOCIAL_MESSAGES.denied);
    fake.oauth.consent = 'allow';
    fake.failNext('token', 503);
    expect((await connect(account)).get('error')).toBe(YOUTUBE_MESSAGES.trouble);
    expect(await storedRow(account)).toBeUndefined();
  });

  it('revokes at Google on disconnect, and removes the row even when revoking fails', async () => {
    const account = await signUpAndGetCookie(t.app);
    await connect(account);
    const row = (await storedRow(account))!;
    const refreshToken = t.secrets.open(row.refreshToken!, tokenContext('refresh_token', row.id));
    const disconnect = () =>
      t.app.inject({
        method: 'DELETE',
        url: '/api/social/connections/youtube',
        headers: account.headers,
      });
    expect((await disconnect()).statusCode).toBe(200);
    expect(fake.oauth.revoked.has(refreshToken)).toBe(true);
    expect(fake.requests.of('revoke').at(-1)!.form!.get('token')).toBe(refreshToken);

    await connect(account);
    fake.failNext('revoke', 500);
    expect((await disconnect()).statusCode).toBe(200);
    expect(await storedRow(account)).toBeUndefined();
    expect(logLines.join('')).toContain('youtube token revoke failed');
    expect(logLines.join('')).not.toContain(refreshToken);
  });

  it('has no test-mode channel: its pages answer 404', async () => {
    const account = await signUpAndGetCookie(t.app);
    const consent = await t.app.inject({
      method: 'POST',
      url: '/api/youtube-test/consent',
      headers: account.headers,
      payload: {
        state: 's',
        codeChallenge: 'c'.repeat(43),
        redirectUri: `${t.config.publicUrl}/api/social/youtube/callback`,
        decision: 'allow',
      },
    });
    expect(consent.statusCode).toBe(404);
    const video = await t.app.inject({
      method: 'GET',
      url: '/api/youtube-test/videos/abcdefghijk',
    });
    expect(video.statusCode).toBe(404);
  });
});
