import { randomUUID } from 'node:crypto';
import { GHL_MESSAGES, type ConnectBody, type GhlConnection } from '@shared/gohighlevel';
import type { Config } from '../../config.js';
import type { Database, Queryable } from '../../db/client.js';
import { AppError, badRequest } from '../../platform/errors.js';
import { SecretOpenError, type SecretBox } from '../../platform/secrets/index.js';
import { GoHighLevelFailure, type GoHighLevel } from '../../providers/gohighlevel/index.js';
import {
  deleteConnection,
  disableAllFeatures,
  findConnection,
  markReconnectNeeded,
  sealedPlace,
  upsertConnection,
  type ConnectionRow,
} from './repo.js';

export interface GoHighLevelDeps {
  config: Pick<Config, 'publicUrl' | 'webhooks'>;
  database: Database;
  secrets: SecretBox;
  goHighLevel: GoHighLevel;
}

/** A connection whose token opened, ready for calls; or why it cannot be used. */
export type OpenedConnection =
  { ok: true; row: ConnectionRow; token: string } | { ok: false; problem: string };

const RECONNECT_UNREADABLE =
  'Reconnect Go High Level: the stored API key could not be read on this server.';

/**
 * The user's one Go High Level location (spec connect-gohighlevel): the key is checked by
 * reading the location, then stored sealed for its row (decision 034); it is never answered,
 * logged or put in an error.
 */
export class GhlConnections {
  constructor(private readonly deps: GoHighLevelDeps) {}

  async connect(userId: string, body: ConnectBody): Promise<{ locationName: string }> {
    const client = this.deps.goHighLevel.client(body.apiKey);
    let location;
    try {
      location = await client.location(body.locationId);
    } catch (error) {
      throw connectFailure(error);
    }
    const { database, secrets } = this.deps;
    await database.db.transaction(async (tx) => {
      const existing = await findConnection(tx, userId, { lock: true });
      const id = existing?.id ?? randomUUID();
      const seal = (rowId: string) => secrets.seal(body.apiKey, sealedPlace.token(rowId));
      const row = { id, userId, locationId: location.id, locationName: location.name };
      const savedId = await upsertConnection(tx, { ...row, sealedToken: seal(id) });
      // A connect that raced ours inserted the row first: seal the key for the row it made.
      if (savedId !== id)
        await upsertConnection(tx, { ...row, id: savedId, sealedToken: seal(savedId) });
    });
    return { locationName: location.name };
  }

  /** Removes the connection and turns every feature off (their settings stay). */
  async disconnect(userId: string): Promise<void> {
    await this.deps.database.db.transaction(async (tx) => {
      await deleteConnection(tx, userId);
      await disableAllFeatures(tx, userId);
    });
  }

  async view(userId: string): Promise<GhlConnection | null> {
    const row = await findConnection(this.deps.database.db, userId);
    return row ? present(row) : null;
  }

  /** The connection with its key opened; an unreadable key marks it as needing a reconnect. */
  async open(q: Queryable, userId: string): Promise<OpenedConnection> {
    const row = await findConnection(q, userId);
    if (!row) return { ok: false, problem: 'Go High Level is not connected.' };
    if (row.status === 'reconnect_needed') {
      return { ok: false, problem: row.statusReason ?? RECONNECT_UNREADABLE };
    }
    try {
      const token = this.deps.secrets.open(row.accessToken ?? '', sealedPlace.token(row.id));
      return { ok: true, row, token };
    } catch (error) {
      if (!(error instanceof SecretOpenError)) throw error;
      await markReconnectNeeded(q, row.id, RECONNECT_UNREADABLE);
      return { ok: false, problem: RECONNECT_UNREADABLE };
    }
  }

  /** GHL refused the key (401): posting waits until the user connects again. */
  async refused(q: Queryable, row: ConnectionRow, failure: GoHighLevelFailure): Promise<void> {
    await markReconnectNeeded(q, row.id, `Reconnect Go High Level: ${failure.reason}`);
  }
}

function present(row: ConnectionRow): GhlConnection {
  return {
    locationId: row.accountId,
    locationName: row.accountName,
    status: row.status,
    statusReason: row.statusReason,
    connectedAt: row.updatedAt.toISOString(),
  };
}

/**
 * "Failed to connect: <why>": GHL's own reason when it refused (an invalid token, a location
 * the key does not reach), a try-again when it could not answer (502: not the input's fault).
 */
function connectFailure(error: unknown): AppError {
  if (!(error instanceof GoHighLevelFailure)) throw error;
  if (error.retryable) {
    return new AppError(
      502,
      `${GHL_MESSAGES.failedToConnect}: Go High Level is not answering right now. Please try again in a moment.`,
    );
  }
  return badRequest(`${GHL_MESSAGES.failedToConnect}: ${error.reason}`);
}
