import { createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Database } from '../../db/client.js';
import {
  YOUTUBE_MESSAGES,
  codeChallengeFor,
  sha256Base64Url,
  YouTubeFailure,
  type OAuthTokens,
  YOUTUBE_SCOPES,
} from '../../providers/youtube/index.js';
import {
  exchangeGrantCode,
  findExchangedGrant,
  findGrantByRefreshToken,
  insertGrant,
  revokeGrant,
  type TestGrant,
} from './test-channel-repo.js';

/**
 * The test-mode channel's authorization server: what Google does in the live flow, done here
 * with the same rules, so the connection code runs one path. A code works once, for ten
 * minutes, only with the redirect URI and the PKCE verifier it was issued for. Refresh tokens
 * are random and stored hashed; access tokens are signed (HMAC from APP_SECRET) and name their
 * grant, so revoking the grant ends them too.
 */

const CODE_LIFETIME_MS = 10 * 60_000;
/** Like Google's (3599 s). */
export const ACCESS_TOKEN_LIFETIME_S = 3600;
const ACCESS_PREFIX = 'ytt-at';

/** Google's answer to a bad code, refresh token or verifier: the grant is gone or never was. */
const invalidGrant = () => new YouTubeFailure('reconnect', YOUTUBE_MESSAGES.reconnect);

export class TestModeGrants {
  readonly #key: Buffer;

  constructor(
    private readonly database: Database,
    appSecret: string,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.#key = Buffer.from(
      hkdfSync('sha256', appSecret, 'reelcast youtube test mode', 'token signing', 32),
    );
  }

  /** A stable channel id per user, shaped like YouTube's (UC + 22 characters). */
  channelIdFor(userId: string): string {
    return `UC${this.#mac(`channel.${userId}`).slice(0, 22)}`;
  }

  /** "Allow" on the consent page: a one-time code for this user's test channel. */
  async issueCode(input: {
    userId: string;
    channelTitle: string;
    codeChallenge: string;
    redirectUri: string;
  }): Promise<string> {
    const code = `ytt-code.${randomBytes(24).toString('base64url')}`;
    await insertGrant(this.database.db, {
      userId: input.userId,
      channelId: this.channelIdFor(input.userId),
      channelTitle: input.channelTitle,
      codeHash: sha256Base64Url(code),
      codeChallenge: input.codeChallenge,
      redirectUri: input.redirectUri,
      codeExpiresAt: new Date(this.now().getTime() + CODE_LIFETIME_MS),
    });
    return code;
  }

  async exchange(input: {
    code: string;
    codeVerifier: string;
    redirectUri: string;
  }): Promise<OAuthTokens> {
    const refreshToken = `ytt-rt.${randomBytes(32).toString('base64url')}`;
    // Used up in the same statement that checks it: two exchanges of one code cannot both win.
    const grant = await exchangeGrantCode(this.database.db, {
      codeHash: sha256Base64Url(input.code),
      redirectUri: input.redirectUri,
      codeChallenge: codeChallengeFor(input.codeVerifier),
      refreshTokenHash: sha256Base64Url(refreshToken),
      now: this.now(),
    });
    if (!grant) throw invalidGrant();
    return { ...this.#accessToken(grant.id), refreshToken };
  }

  async refresh(refreshToken: string): Promise<OAuthTokens> {
    const grant = await findGrantByRefreshToken(this.database.db, sha256Base64Url(refreshToken));
    if (!grant) throw invalidGrant();
    // No new refresh token, as Google usually answers: the caller keeps the one it has.
    return this.#accessToken(grant.id);
  }

  /** Ends the grant an access or refresh token belongs to; an unknown token is no error. */
  async revoke(token: string): Promise<void> {
    const grantId = this.#grantIdOfAccessToken(token, { checkExpiry: false });
    await revokeGrant(
      this.database.db,
      grantId ? { id: grantId } : { refreshTokenHash: sha256Base64Url(token) },
      this.now(),
    );
  }

  /** The live grant an access token stands for; a 401's reconnect failure otherwise. */
  async grantOf(accessToken: string): Promise<TestGrant> {
    const grantId = this.#grantIdOfAccessToken(accessToken, { checkExpiry: true });
    if (!grantId) throw invalidGrant();
    const grant = await findExchangedGrant(this.database.db, grantId);
    if (!grant) throw invalidGrant();
    return grant;
  }

  #accessToken(grantId: string): OAuthTokens {
    const expires = Math.floor(this.now().getTime() / 1000) + ACCESS_TOKEN_LIFETIME_S;
    // A nonce: two tokens issued in the same second are still two tokens, as at Google.
    const payload = `${grantId}.${expires}.${randomBytes(6).toString('base64url')}`;
    return {
      accessToken: `${ACCESS_PREFIX}.${payload}.${this.#mac(`at.${payload}`)}`,
      expiresAt: new Date(expires * 1000),
      scopes: YOUTUBE_SCOPES.join(' '),
    };
  }

  #grantIdOfAccessToken(token: string, options: { checkExpiry: boolean }): string | null {
    const [prefix, grantId, expires, nonce, mac, ...rest] = token.split('.');
    if (prefix !== ACCESS_PREFIX || !grantId || !expires || !nonce || !mac || rest.length) {
      return null;
    }
    const expected = Buffer.from(this.#mac(`at.${grantId}.${expires}.${nonce}`));
    const given = Buffer.from(mac);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    if (options.checkExpiry && Number(expires) * 1000 <= this.now().getTime()) return null;
    return grantId;
  }

  #mac(value: string): string {
    return createHmac('sha256', this.#key).update(value).digest('base64url');
  }
}
