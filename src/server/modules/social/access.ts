import type { ConnectionMode } from '@shared/social';
import type { Database, Queryable } from '../../db/client.js';
import type { SecretBox } from '../../platform/secrets/index.js';
import {
  YouTubeFailure,
  type OAuthTokens,
  type YouTubePort,
} from '../../providers/youtube/index.js';
import {
  findConnection,
  markReconnectNeeded,
  tokenContext,
  type ConnectionRow,
  updateConnectionIfUnchanged,
} from './repo.js';
import { SOCIAL_MESSAGES } from './messages.js';

export interface YouTubeAccess {
  /**
   * A usable access token for the user's YouTube connection, refreshed when due (a minute
   * before expiry). Throws YouTubeFailure kind 'reconnect' (and marks the connection
   * reconnect_needed with a reason) when the grant is gone or the stored token cannot be
   * opened; 'retryable' on network errors/5xx. Never replaces a stored refresh token with an
   * empty one. Concurrent callers refresh once (row lock).
   */
  accessToken(
    userId: string,
  ): Promise<{ connectionId: string; accessToken: string; mode: ConnectionMode }>;
}

export interface YouTubeAccessDeps {
  database: Database;
  secrets: SecretBox;
  youtube: YouTubePort;
  now?: () => Date;
}

/** Refresh this long before Google's expiry, so a token never dies mid-call. */
export const REFRESH_MARGIN_MS = 60_000;

/**
 * Refreshes under way, per database (that is, per process and database) and user: every
 * YouTubeAccess of a process shares them, however many modules make one.
 */
const IN_FLIGHT = new WeakMap<Database, Map<string, Promise<Outcome>>>();

type Outcome =
  | { ok: true; connectionId: string; accessToken: string; mode: ConnectionMode }
  | { ok: false; failure: YouTubeFailure };

/**
 * Concurrent callers refresh once: in this process they share one attempt per user; across
 * processes the attempt holds the connection row's lock (SELECT … FOR UPDATE) on PostgreSQL,
 * so a second process waits, then finds the fresh token. PGlite belongs to one process (its
 * folder is locked), where the first guard is the whole of it; holding a PGlite transaction
 * across the refresh would stall every other query, the test-mode channel's own included.
 */
export function createYouTubeAccess(deps: YouTubeAccessDeps): YouTubeAccess {
  const { database, secrets, youtube } = deps;
  const now = deps.now ?? (() => new Date());
  let inFlight = IN_FLIGHT.get(database);
  if (!inFlight) IN_FLIGHT.set(database, (inFlight = new Map()));
  const running = inFlight;

  const open = (row: ConnectionRow, column: 'access_token' | 'refresh_token') => {
    const sealed = column === 'access_token' ? row.accessToken : row.refreshToken;
    if (!sealed) return null;
    try {
      return secrets.open(sealed, tokenContext(column, row.id));
    } catch {
      // A moved, changed or unreadable value (SecretOpenError never carries it): reconnect.
      return null;
    }
  };

  async function pause(db: Queryable, row: ConnectionRow, reason: string): Promise<Outcome> {
    await markReconnectNeeded(db, row, reason);
    return { ok: false, failure: new YouTubeFailure('reconnect', reason) };
  }

  /** Keeps the stored refresh token unless Google sent a non-empty new one. */
  async function store(db: Queryable, row: ConnectionRow, tokens: OAuthTokens) {
    return updateConnectionIfUnchanged(db, row, {
      accessToken: secrets.seal(tokens.accessToken, tokenContext('access_token', row.id)),
      ...(tokens.refreshToken
        ? {
            refreshToken: secrets.seal(tokens.refreshToken, tokenContext('refresh_token', row.id)),
          }
        : {}),
      tokenExpiresAt: tokens.expiresAt,
      ...(tokens.scopes ? { scopes: tokens.scopes } : {}),
      updatedAt: now(),
    });
  }

  async function attempt(db: Queryable, userId: string, locked: boolean): Promise<Outcome> {
    const row = await findConnection(db, userId, 'youtube', { forUpdate: locked });
    if (!row)
      return { ok: false, failure: new YouTubeFailure('reconnect', SOCIAL_MESSAGES.notConnected) };
    if (row.status === 'reconnect_needed') {
      const reason = row.statusReason ?? SOCIAL_MESSAGES.reconnect;
      return { ok: false, failure: new YouTubeFailure('reconnect', reason) };
    }
    if (row.mode !== youtube.mode) {
      return pause(
        db,
        row,
        row.mode === 'test' ? SOCIAL_MESSAGES.wasTestMode : SOCIAL_MESSAGES.wasLive,
      );
    }
    const current = open(row, 'access_token');
    if (current === null) return pause(db, row, SOCIAL_MESSAGES.unreadable);
    const expiresAt = row.tokenExpiresAt?.getTime() ?? 0;
    if (expiresAt - REFRESH_MARGIN_MS > now().getTime()) {
      return { ok: true, connectionId: row.id, accessToken: current, mode: row.mode };
    }
    const refreshToken = open(row, 'refresh_token');
    if (refreshToken === null) return pause(db, row, SOCIAL_MESSAGES.unreadable);
    let tokens: OAuthTokens;
    try {
      tokens = await youtube.refresh(refreshToken);
    } catch (error) {
      if (!(error instanceof YouTubeFailure)) throw error;
      // A lost grant pauses the connection; anything else leaves it as it was, to retry.
      if (error.kind === 'reconnect') return pause(db, row, error.message);
      return { ok: false, failure: error };
    }
    if (!(await store(db, row, tokens))) {
      // A reconnect replaced the row meanwhile: its tokens are the ones to use.
      return attempt(db, userId, locked);
    }
    return { ok: true, connectionId: row.id, accessToken: tokens.accessToken, mode: row.mode };
  }

  function once(userId: string): Promise<Outcome> {
    const current = running.get(userId);
    if (current) return current;
    const started = (
      database.kind === 'postgres'
        ? database.db.transaction((tx) => attempt(tx, userId, true))
        : attempt(database.db, userId, false)
    ).finally(() => running.delete(userId));
    running.set(userId, started);
    return started;
  }

  return {
    async accessToken(userId) {
      const outcome = await once(userId);
      if (!outcome.ok) throw outcome.failure;
      const { connectionId, accessToken, mode } = outcome;
      return { connectionId, accessToken, mode };
    },
  };
}
