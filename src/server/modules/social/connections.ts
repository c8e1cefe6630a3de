import { randomUUID } from 'node:crypto';
import {
  CONNECTED_PARAM,
  CONNECTION_ERROR_PARAM,
  SOCIAL_CONNECTIONS_PATH,
  type ConnectablePlatform,
  type ConnectReturnPath,
  type SocialConnectionsResponse,
} from '@shared/social';
import { QUICK_START_PATH, YOUTUBE_RETURN_STEP } from '@shared/quick-start';
import type { Database } from '../../db/client.js';
import { AppError, notFound } from '../../platform/errors.js';
import type { SecretBox } from '../../platform/secrets/index.js';
import {
  YOUTUBE_SCOPES,
  YouTubeFailure,
  type OAuthTokens,
  type YouTubeChannel,
  type YouTubePort,
  youtubeCallbackUrl,
} from '../../providers/youtube/index.js';
import { SOCIAL_MESSAGES } from './messages.js';
import { OAuthStates } from './oauth-states.js';
import {
  type ConnectionRow,
  deleteConnection,
  findConnection,
  insertConnection,
  listConnections,
  tokenContext,
  toPublicConnection,
  updateConnection,
} from './repo.js';

/** The log a connection writes to: never given a token, a code or a state. */
export interface ConnectionLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

export interface YouTubeConnectionsDeps {
  database: Database;
  secrets: SecretBox;
  youtube: YouTubePort;
  /** False when YouTube is switched off (YOUTUBE_TEST_MODE=false without Google keys). */
  available: boolean;
  publicUrl: string;
  log: ConnectionLog;
  now?: () => Date;
}

export interface CallbackQuery {
  code?: string | undefined;
  state?: string | undefined;
  error?: string | undefined;
}

const MAX_ERROR_WORDS = 200;
const landing = (param: string, value: string, returnTo: string | null = null) => {
  // The wizard's return (spec): /start?step=youtube-connect, or /start?error=… when it failed.
  if (returnTo === QUICK_START_PATH && param === CONNECTED_PARAM) {
    return `${QUICK_START_PATH}?step=${YOUTUBE_RETURN_STEP}`;
  }
  const path = returnTo ?? SOCIAL_CONNECTIONS_PATH;
  return `${path}?${new URLSearchParams({ [param]: value.slice(0, MAX_ERROR_WORDS) })}`;
};
const failed = (message: string, returnTo: string | null = null) =>
  landing(CONNECTION_ERROR_PARAM, message, returnTo);

/**
 * Connecting and disconnecting YouTube (decision 035): the OAuth web-server flow with a state
 * bound to the user and PKCE, the exchange, the channel, the connection row with its tokens
 * sealed, and disconnecting (revoke, then delete).
 */
export class YouTubeConnections {
  readonly #states: OAuthStates;
  readonly #now: () => Date;

  constructor(private readonly deps: YouTubeConnectionsDeps) {
    this.#now = deps.now ?? (() => new Date());
    this.#states = new OAuthStates(deps.database, deps.secrets, this.#now);
  }

  async list(userId: string): Promise<SocialConnectionsResponse> {
    const rows = await listConnections(this.deps.database.db, userId);
    return {
      connections: rows.map(toPublicConnection),
      youtubeMode: this.deps.available ? this.deps.youtube.mode : null,
    };
  }

  /** The consent page to send the browser to. */
  async connect(userId: string, returnTo?: ConnectReturnPath): Promise<{ authUrl: string }> {
    if (!this.deps.available) throw new AppError(503, SOCIAL_MESSAGES.unavailable);
    const redirectUri = youtubeCallbackUrl(this.deps.publicUrl);
    const { state, codeChallenge } = await this.#states.create(
      userId,
      'youtube',
      redirectUri,
      returnTo ?? null,
    );
    return { authUrl: this.deps.youtube.authorizationUrl({ state, codeChallenge, redirectUri }) };
  }

  /** Google's (or the test-mode page's) return: where the browser goes next. */
  async callback(userId: string | null, query: CallbackQuery): Promise<string> {
    if (!userId) return failed(SOCIAL_MESSAGES.signedOut);
    const pending = await this.#states.consume(userId, 'youtube', query.state ?? '');
    if (!pending) return failed(SOCIAL_MESSAGES.stateInvalid);
    const back = pending.returnTo;
    if (query.error !== undefined || !query.code) {
      this.deps.log.info({ userId, error: query.error?.slice(0, 40) }, 'youtube consent refused');
      return failed(
        query.error === 'access_denied' ? SOCIAL_MESSAGES.denied : SOCIAL_MESSAGES.providerError,
        back,
      );
    }
    const { youtube } = this.deps;
    let tokens: OAuthTokens | undefined;
    try {
      tokens = await youtube.exchangeCode({
        code: query.code,
        codeVerifier: pending.codeVerifier,
        redirectUri: pending.redirectUri,
      });
      // Google's consent lets people untick a scope: without uploads there is nothing to post.
      const granted = tokens.scopes.split(' ');
      if (tokens.scopes && !granted.includes(YOUTUBE_SCOPES[0])) {
        await this.#revokeQuietly(userId, tokens.refreshToken ?? tokens.accessToken);
        return failed(SOCIAL_MESSAGES.missingScope, back);
      }
      const channel = await youtube.channel(tokens.accessToken);
      await this.#save(userId, channel, tokens);
      this.deps.log.info({ userId, mode: youtube.mode }, 'youtube connected');
      return landing(CONNECTED_PARAM, 'youtube', back);
    } catch (error) {
      if (!(error instanceof YouTubeFailure)) throw error;
      this.deps.log.warn(
        { userId, kind: error.kind, reason: error.message },
        'youtube connection failed',
      );
      if (tokens) await this.#revokeQuietly(userId, tokens.refreshToken ?? tokens.accessToken);
      return failed(error.message, back);
    }
  }

  /** Revokes the grant (best effort: a failed revoke is logged) and deletes the connection. */
  async disconnect(userId: string, platform: string): Promise<void> {
    if (platform !== 'youtube' && platform !== 'gohighlevel') {
      throw notFound(SOCIAL_MESSAGES.connectionNotFound);
    }
    const { database } = this.deps;
    const row = await findConnection(database.db, userId, platform);
    if (!row) throw notFound(SOCIAL_MESSAGES.connectionNotFound);
    if (platform === 'youtube' && row.mode === this.deps.youtube.mode) {
      const token = this.#open(row, 'refresh_token') ?? this.#open(row, 'access_token');
      if (token) await this.#revokeQuietly(userId, token);
    }
    const deleted = await deleteConnection(database.db, userId, platform as ConnectablePlatform);
    if (!deleted) throw notFound(SOCIAL_MESSAGES.connectionNotFound);
  }

  async #revokeQuietly(userId: string, token: string): Promise<void> {
    try {
      await this.deps.youtube.revoke(token);
    } catch (error) {
      const kind = error instanceof YouTubeFailure ? error.kind : 'unexpected';
      this.deps.log.warn(
        { userId, kind },
        'youtube token revoke failed; the connection is removed anyway',
      );
    }
  }

  #open(row: ConnectionRow, column: 'access_token' | 'refresh_token'): string | null {
    const sealed = column === 'access_token' ? row.accessToken : row.refreshToken;
    if (!sealed) return null;
    try {
      return this.deps.secrets.open(sealed, tokenContext(column, row.id));
    } catch {
      return null;
    }
  }

  /**
   * One connection per user and platform: a reconnect updates the row in place (same id, so
   * the sealed values are sealed for it). Google may send no refresh token on a re-consent:
   * the stored one is kept when it belongs to the same channel.
   */
  async #save(userId: string, channel: YouTubeChannel, tokens: OAuthTokens): Promise<void> {
    const { database, secrets, youtube } = this.deps;
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const saved = await database.db.transaction(async (tx) => {
        const existing = await findConnection(tx, userId, 'youtube', { forUpdate: true });
        const id = existing?.id ?? randomUUID();
        const sameChannel = existing?.accountId === channel.id && existing.mode === youtube.mode;
        const values = {
          mode: youtube.mode,
          accountId: channel.id,
          accountName: channel.title,
          accessToken: secrets.seal(tokens.accessToken, tokenContext('access_token', id)),
          refreshToken: tokens.refreshToken
            ? secrets.seal(tokens.refreshToken, tokenContext('refresh_token', id))
            : sameChannel
              ? (existing?.refreshToken ?? null)
              : null,
          tokenExpiresAt: tokens.expiresAt,
          scopes: tokens.scopes || null,
          status: 'connected' as const,
          statusReason: null,
          updatedAt: this.#now(),
          ...(sameChannel ? {} : { createdAt: this.#now() }),
        };
        if (existing) {
          await updateConnection(tx, id, values);
          return true;
        }
        return insertConnection(tx, { id, userId, platform: 'youtube', ...values });
      });
      // A concurrent callback inserted first: the second pass updates its row.
      if (saved) return;
    }
    throw new YouTubeFailure('retryable', SOCIAL_MESSAGES.providerError);
  }
}
