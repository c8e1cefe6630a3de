import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { followConsent, YouTubeFake } from '../../../../test/fakes/youtube-fake.js';
import { YOUTUBE_MESSAGES } from './failures.js';
import { GoogleYouTube } from './google.js';
import { codeChallengeFor, newCodeVerifier } from './pkce.js';
import { YouTubeFailure } from './port.js';

/**
 * The Google adapter's OAuth against a local fake of the documented contract (vendors.md
 * section 6): consent with PKCE, the exchange, refresh rules (an empty refresh token,
 * invalid_grant against 5xx), revoke, channels.list. Uploads: google.test.ts.
 */

let fake: YouTubeFake;
let youtube: GoogleYouTube;
const REDIRECT = 'http://localhost:3000/api/social/youtube/callback';

beforeEach(async () => {
  fake = await YouTubeFake.start();
  youtube = new GoogleYouTube(fake.settings);
});
afterEach(async () => {
  expect(fake.violations).toEqual([]);
  await fake.close();
});

async function failureOf(promise: Promise<unknown>): Promise<YouTubeFailure> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(YouTubeFailure);
  return error as YouTubeFailure;
}

const consent = (verifier: string) =>
  followConsent(
    youtube.authorizationUrl({
      state: 'state-1',
      codeChallenge: codeChallengeFor(verifier),
      redirectUri: REDIRECT,
    }),
  );

async function connect() {
  const verifier = newCodeVerifier();
  const callback = await consent(verifier);
  return youtube.exchangeCode({
    code: callback.get('code')!,
    codeVerifier: verifier,
    redirectUri: REDIRECT,
  });
}

describe('OAuth', () => {
  it('asks for consent with PKCE S256, offline access and both YouTube scopes', () => {
    const url = new URL(
      youtube.authorizationUrl({
        state: 's',
        codeChallenge: 'c'.repeat(43),
        redirectUri: REDIRECT,
      }),
    );
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: fake.settings.clientId,
      redirect_uri: REDIRECT,
      response_type: 'code',
      scope:
        'https://www.googleapis.com/auth/youtube.upload https://www.googleapis.com/auth/youtube.readonly https://www.googleapis.com/auth/youtube.force-ssl',
      access_type: 'offline',
      prompt: 'consent',
      include_granted_scopes: 'true',
      state: 's',
      code_challenge: 'c'.repeat(43),
      code_challenge_method: 'S256',
    });
  });

  it('exchanges the code with the verifier and reads the channel', async () => {
    const tokens = await connect();
    expect(tokens.accessToken).toMatch(/^ya29\./);
    expect(tokens.refreshToken).toMatch(/^1\/\//);
    expect(tokens.expiresAt.getTime()).toBeGreaterThan(Date.now() + 3500_000);
    expect(tokens.scopes).toContain('youtube.upload');
    const form = fake.requests.of('token')[0]!.form!;
    expect(form.get('grant_type')).toBe('authorization_code');
    expect(form.get('redirect_uri')).toBe(REDIRECT);
    expect(await youtube.channel(tokens.accessToken)).toEqual({
      id: 'UCfakeChannel0000000000',
      title: 'Fake Channel',
    });
  });

  it('refuses a code used twice or a wrong verifier as a lost grant', async () => {
    const verifier = newCodeVerifier();
    const code = (await consent(verifier)).get('code')!;
    await youtube.exchangeCode({ code, codeVerifier: verifier, redirectUri: REDIRECT });
    const again = await failureOf(
      youtube.exchangeCode({ code, codeVerifier: verifier, redirectUri: REDIRECT }),
    );
    expect(again.kind).toBe('reconnect');
  });

  it('says when the Google account has no channel', async () => {
    const tokens = await connect();
    fake.channel = null;
    const failure = await failureOf(youtube.channel(tokens.accessToken));
    expect(failure).toMatchObject({ kind: 'final', message: YOUTUBE_MESSAGES.noChannel });
  });

  it('refreshes without a refresh token when Google sends none or an empty one', async () => {
    const refreshToken = fake.oauth.grantRefreshToken();
    expect((await youtube.refresh(refreshToken)).refreshToken).toBeUndefined();
    fake.oauth.refreshTokenOnRefresh = 'empty';
    const refreshed = await youtube.refresh(refreshToken);
    expect(refreshed.refreshToken).toBeUndefined();
    expect(refreshed.accessToken).toMatch(/^ya29\./);
    expect(fake.requests.of('token')[1]!.form!.get('refresh_token')).toBe(refreshToken);
  });

  it('tells invalid_grant (reconnect) from 5xx and 429 (retry)', async () => {
    const refreshToken = fake.oauth.grantRefreshToken();
    fake.failNext('token', 'invalid_grant', 503, 429);
    expect(await failureOf(youtube.refresh(refreshToken))).toMatchObject({
      kind: 'reconnect',
      message: YOUTUBE_MESSAGES.reconnect,
    });
    expect(await failureOf(youtube.refresh(refreshToken))).toMatchObject({
      kind: 'retryable',
      retryAfterMs: 7000,
    });
    expect((await failureOf(youtube.refresh(refreshToken))).kind).toBe('retryable');
    expect(await failureOf(youtube.refresh('1//unknown'))).toMatchObject({ kind: 'reconnect' });
  });

  it('treats a network failure as retryable', async () => {
    await fake.close();
    const failure = await failureOf(youtube.refresh('1//anything'));
    expect(failure.kind).toBe('retryable');
    fake = await YouTubeFake.start();
  });

  it('revokes in the form body, and takes an already revoked token calmly', async () => {
    const tokens = await connect();
    await youtube.revoke(tokens.refreshToken!);
    expect(fake.oauth.revoked.has(tokens.refreshToken!)).toBe(true);
    const request = fake.requests.of('revoke')[0]!;
    expect(request.path).toBe('/revoke');
    expect(request.form!.get('token')).toBe(tokens.refreshToken);
    await youtube.revoke(tokens.refreshToken!);
    fake.failNext('revoke', 500);
    expect((await failureOf(youtube.revoke('x'))).kind).toBe('retryable');
  });

  it('reads a 401 on an API call as a lost grant', async () => {
    const tokens = await connect();
    fake.expireAccessTokens();
    expect((await failureOf(youtube.channel(tokens.accessToken))).kind).toBe('reconnect');
  });
});
