import { randomBytes } from 'node:crypto';
import type { ConnectablePlatform } from '@shared/social';
import type { Database } from '../../db/client.js';
import type { SecretBox } from '../../platform/secrets/index.js';
import { consumeState, deleteStatesExpiredAt, insertState } from './oauth-states-repo.js';
import {
  codeChallengeFor,
  newCodeVerifier,
  sha256Base64Url,
} from '../../providers/youtube/index.js';

/**
 * OAuth `state` values (decision 035): random, bound to the user who started the connection,
 * usable once, for ten minutes. The row is keyed by the state's SHA-256 and holds the PKCE
 * verifier sealed for that row, so neither a database reader nor someone who sees the consent
 * URL can finish the exchange.
 */

export const STATE_LIFETIME_MS = 10 * 60_000;
const MAX_STATE_LENGTH = 128;

const verifierContext = (id: string) => `oauth_states.code_verifier:${id}`;

export interface PendingAuthorization {
  codeVerifier: string;
  redirectUri: string;
  /** Where the browser lands afterwards (an allow-listed app path); null: the default. */
  returnTo: string | null;
}

export class OAuthStates {
  constructor(
    private readonly database: Database,
    private readonly secrets: SecretBox,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** A new state for this user; what the consent URL carries (state, challenge). */
  async create(
    userId: string,
    platform: ConnectablePlatform,
    redirectUri: string,
    returnTo: string | null = null,
  ): Promise<{ state: string; codeChallenge: string }> {
    const state = randomBytes(32).toString('base64url');
    const id = sha256Base64Url(state);
    const verifier = newCodeVerifier();
    const at = this.now();
    // Whatever expired is of no use to anyone: swept here, where new ones are made.
    await deleteStatesExpiredAt(this.database.db, at);
    await insertState(this.database.db, {
      id,
      userId,
      platform,
      codeVerifier: this.secrets.seal(verifier, verifierContext(id)),
      redirectUri,
      returnTo,
      expiresAt: new Date(at.getTime() + STATE_LIFETIME_MS),
    });
    return { state, codeChallenge: codeChallengeFor(verifier) };
  }

  /**
   * Uses a state up: only the user it was made for, only once, only before it expires. Another
   * user's, a used, an expired or an unknown state all read as null, and none of them is
   * touched (a refused callback writes nothing).
   */
  async consume(
    userId: string,
    platform: ConnectablePlatform,
    state: string,
  ): Promise<PendingAuthorization | null> {
    if (!state || state.length > MAX_STATE_LENGTH) return null;
    const id = sha256Base64Url(state);
    const row = await consumeState(this.database.db, { id, userId, platform }, this.now());
    if (!row) return null;
    try {
      return {
        codeVerifier: this.secrets.open(row.codeVerifier, verifierContext(id)),
        redirectUri: row.redirectUri,
        returnTo: row.returnTo,
      };
    } catch {
      return null;
    }
  }
}
