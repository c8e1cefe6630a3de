import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../../test/helpers/app.js';
import { signUpAndGetCookie, type TestAccount } from '../../../../test/helpers/auth.js';
import {
  answerConsent,
  connectTestChannel,
  followCallback,
  landedOn,
  startConnect,
} from '../../../../test/helpers/youtube.js';
import { oauthStates, socialConnections, youtubeTestGrants } from '../../db/schema/index.js';
import { createLogger } from '../../logger.js';
import { SOCIAL_MESSAGES } from './messages.js';
import { createYouTubeAccess } from './index.js';
import { tokenContext } from './repo.js';

/**
 * Connecting YouTube end to end through the API, in test mode (no Google keys): the consent
 * page, the callback's state rules, what the browser and the log may see, disconnecting, and
 * ownership. The Google flow against its fake: google-connect.int.test.ts.
 */

const logLines: string[] = [];
const t = await createTestApp({
  logger: (config) =>
    createLogger({ ...config, logLevel: 'info' }, { write: (line) => void logLines.push(line) }),
});
afterAll(() => t.close());

const signUp = () => signUpAndGetCookie(t.app);
const access = createYouTubeAccess({
  database: t.database,
  secrets: t.secrets,
  youtube: t.youtube,
});

async function storedRow(account: TestAccount) {
  const [row] = await t.database.db
    .select()
    .from(socialConnections)
    .where(eq(socialConnections.userId, account.id));
  return row;
}

/** The plaintext tokens of a stored connection (opened as the server would). */
async function storedTokens(account: TestAccount) {
  const row = (await storedRow(account))!;
  return {
    accessToken: t.secrets.open(row.accessToken!, tokenContext('access_token', row.id)),
    refreshToken: t.secrets.open(row.refreshToken!, tokenContext('refresh_token', row.id)),
    row,
  };
}

const list = (account: TestAccount) =>
  t.app.inject({
    method: 'GET',
    url: '/api/social/connections',
    headers: { cookie: account.cookie },
  });

describe('connecting the test-mode channel', () => {
  it('goes from connect to consent to callback, and lists the channel without a token', async () => {
    const account = await signUp();
    const link = await startConnect(t.app, account);
    expect(link.url.pathname).toBe('/youtube-test/consent');
    expect(link.redirectUri).toBe(`${t.config.publicUrl}/api/social/youtube/callback`);
    expect(link.url.searchParams.get('code_challenge_method')).toBe('S256');
    const callback = await answerConsent(t.app, account, link);
    expect(callback.searchParams.get('state')).toBe(link.state);
    const landed = landedOn(await followCallback(t.app, account, callback));
    expect(landed.get('connected')).toBe('youtube');

    const response = await list(account);
    expect(response.statusCode).toBe(200);
    const body = response.json<{ connections: object[]; youtubeMode: string }>();
    expect(body.youtubeMode).toBe('test');
    expect(body.connections).toEqual([
      {
        platform: 'youtube',
        mode: 'test',
        accountId: expect.stringMatching(/^UC[\w-]{22}$/),
        accountName: 'Test User · test channel',
        status: 'connected',
        statusReason: null,
        connectedAt: expect.any(String),
      },
    ]);
    const { accessToken, refreshToken, row } = await storedTokens(account);
    for (const token of [accessToken, refreshToken]) {
      expect(response.body).not.toContain(token);
      expect(row.accessToken).not.toContain(token);
      expect(row.refreshToken).not.toContain(token);
    }
    expect(row.accessToken).toMatch(/^v1\./);
    expect(response.body).not.toMatch(/ytt-|v1\./);
  });

  it("refuses another user's state, a used one and an expired one, without writing", async () => {
    const [owner, intruder] = [await signUp(), await signUp()];
    const link = await startConnect(t.app, owner);
    const callback = await answerConsent(t.app, owner, link);
    const refused = landedOn(await followCallback(t.app, intruder, callback));
    expect(refused.get('error')).toBe(SOCIAL_MESSAGES.stateInvalid);
    expect(await storedRow(intruder)).toBeUndefined();
    // Untouched by the refusal: its owner still finishes with it, once.
    expect(landedOn(await followCallback(t.app, owner, callback)).get('connected')).toBe('youtube');
    const again = landedOn(await followCallback(t.app, owner, callback));
    expect(again.get('error')).toBe(SOCIAL_MESSAGES.stateInvalid);

    const late = await startConnect(t.app, intruder);
    const lateCallback = await answerConsent(t.app, intruder, late);
    await t.database.db
      .update(oauthStates)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oauthStates.userId, intruder.id));
    const expired = landedOn(await followCallback(t.app, intruder, lateCallback));
    expect(expired.get('error')).toBe(SOCIAL_MESSAGES.stateInvalid);
    expect(await storedRow(intruder)).toBeUndefined();
  });

  it('sends a signed-out browser back with words, and handles a denied consent', async () => {
    const account = await signUp();
    const link = await startConnect(t.app, account);
    const callback = await answerConsent(t.app, account, link, 'deny');
    expect(callback.searchParams.get('error')).toBe('access_denied');
    const signedOut = landedOn(await followCallback(t.app, null, callback));
    expect(signedOut.get('error')).toBe(SOCIAL_MESSAGES.signedOut);
    const denied = landedOn(await followCallback(t.app, account, callback));
    expect(denied.get('error')).toBe(SOCIAL_MESSAGES.denied);
    expect(await storedRow(account)).toBeUndefined();
  });

  it('does not connect with a changed code', async () => {
    const account = await signUp();
    const link = await startConnect(t.app, account);
    const callback = await answerConsent(t.app, account, link);
    callback.searchParams.set('code', `${callback.searchParams.get('code')}x`);
    const landed = landedOn(await followCallback(t.app, account, callback));
    expect(landed.get('error')).toMatch(/Please reconnect your YouTube channel/);
    expect(await storedRow(account)).toBeUndefined();
  });

  it('refuses a consent answer aimed at another redirect URI', async () => {
    const account = await signUp();
    const link = await startConnect(t.app, account);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/youtube-test/consent',
      headers: account.headers,
      payload: { ...link, redirectUri: 'https://evil.example/callback', decision: 'allow' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: expect.stringContaining('redirect_uri_mismatch') });
  });
});

describe('disconnecting and ownership', () => {
  it('shows and removes a connection for its owner only, revoking the grant', async () => {
    const [owner, other] = [await signUp(), await signUp()];
    await connectTestChannel(t.app, owner);
    const { refreshToken } = await storedTokens(owner);
    expect((await list(other)).json()).toMatchObject({ connections: [] });
    const del = (account: TestAccount, platform = 'youtube') =>
      t.app.inject({
        method: 'DELETE',
        url: `/api/social/connections/${platform}`,
        headers: account.headers,
      });
    expect((await del(other)).statusCode).toBe(404);
    expect(await storedRow(owner)).toBeDefined();
    expect((await del(owner, 'tiktok')).statusCode).toBe(404);

    const response = await del(owner);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ disconnected: true });
    expect(await storedRow(owner)).toBeUndefined();
    const grants = await t.database.db
      .select()
      .from(youtubeTestGrants)
      .where(eq(youtubeTestGrants.userId, owner.id));
    expect(grants.every((grant) => grant.revokedAt !== null)).toBe(true);
    await expect(t.youtube.refresh(refreshToken)).rejects.toMatchObject({ kind: 'reconnect' });
    expect((await del(owner)).statusCode).toBe(404);
  });
});

describe('the log', () => {
  it('never quotes a token, a code or a state, through connect, refresh and disconnect', async () => {
    const account = await signUp();
    const link = await startConnect(t.app, account);
    const callback = await answerConsent(t.app, account, link);
    landedOn(await followCallback(t.app, account, callback));
    const first = await storedTokens(account);
    await t.database.db
      .update(socialConnections)
      .set({ tokenExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(socialConnections.id, first.row.id));
    const { accessToken: refreshed } = await access.accessToken(account.id);
    expect(refreshed).not.toBe(first.accessToken);
    await t.app.inject({
      method: 'DELETE',
      url: '/api/social/connections/youtube',
      headers: account.headers,
    });
    const log = logLines.join('');
    // The capture works: the callback's request was logged, its query redacted.
    expect(log).toContain('/api/social/youtube/callback?code=[redacted]');
    const secrets = [
      first.accessToken,
      first.refreshToken,
      refreshed,
      callback.searchParams.get('code')!,
      link.state,
    ];
    for (const secret of secrets) expect(log).not.toContain(secret);
  });
});
