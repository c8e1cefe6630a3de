import {
  DELETE_MESSAGES,
  type DeletableKind,
  type ItemDeleted,
  ITEM_DELETED_EVENT,
} from '@shared/deletes';
import type { AppTx, Database } from '../../db/client.js';
import type { CreditsService } from '../credits/index.js';
import { notFound } from '../errors.js';
import { lockUserEvents, publishEvent } from '../events/index.js';
import { isUuid } from '../http/index.js';
import type { StoragePort } from '../storage/index.js';

/**
 * Deleting what a user made (decision 044), whatever its table. In one transaction: the
 * owner's row is locked, a charge still owed back (the row was deleted before it finished and
 * was never refunded) is refunded, the row is deleted and the owner's tabs are told. Then the
 * stored files go through the storage port. A worker still making the row finds it gone: its
 * writes are conditional on the row, so nothing is written back and nothing refunded twice
 * (the ledger's `refund:<charge>` key is the second guard), and PaidWork stops its attempt.
 */
export interface OwnedDeletion<Row> {
  kind: DeletableKind;
  notFoundMessage: string;
  /** The owner's row, locked FOR UPDATE; undefined when missing or someone else's. */
  lock(tx: AppTx, userId: string, id: string): Promise<Row | undefined>;
  /** The charge a row deleted now returns: only one unfinished and not refunded owes one. */
  refundOf(row: Row): { chargeEntryId: number } | null;
  /**
   * Anything else the delete does in its transaction (refuse with a 409, detach or delete
   * dependent rows); answers the storage keys of what it deleted with it.
   */
  before?(tx: AppTx, row: Row): Promise<readonly (string | null | undefined)[] | void>;
  remove(tx: AppTx, row: Row): Promise<void>;
  /** The row's own stored objects. */
  keys(row: Row): readonly (string | null | undefined)[];
}

export interface DeletionDeps {
  database: Database;
  /** Needed where a row can owe a refund. */
  credits?: CreditsService;
  storage: StoragePort;
}

export async function deleteOwned<Row>(
  deps: DeletionDeps,
  spec: OwnedDeletion<Row>,
  userId: string,
  id: string,
): Promise<ItemDeleted> {
  if (!isUuid(id)) throw notFound(spec.notFoundMessage);
  const keys = await deps.database.db.transaction(async (tx) => {
    // The user's events first, then the row: the lock order every paid-work write keeps.
    await lockUserEvents(tx, userId);
    const row = await spec.lock(tx, userId, id);
    if (!row) throw notFound(spec.notFoundMessage);
    const extra = (await spec.before?.(tx, row)) ?? [];
    const charge = spec.refundOf(row);
    if (charge) {
      if (!deps.credits) throw new Error(`deleting a ${spec.kind} needs the credits service`);
      await deps.credits.refund({ ...charge, reason: DELETE_MESSAGES.refundReason, tx });
    }
    await spec.remove(tx, row);
    await publishEvent(tx, userId, ITEM_DELETED_EVENT, { kind: spec.kind, id });
    return [...spec.keys(row), ...extra];
  });
  await deleteStored(deps.storage, keys);
  return { id, message: DELETE_MESSAGES.deleted[spec.kind] };
}

/**
 * Deletes stored objects once no row refers to them; a missing one is fine. The rows are gone
 * already, so a store that fails now leaves an unreferenced object, never a broken link.
 */
export async function deleteStored(
  storage: StoragePort,
  keys: readonly (string | null | undefined)[],
): Promise<void> {
  const unique = [...new Set(keys.filter((key): key is string => Boolean(key)))];
  await Promise.allSettled(unique.map((key) => storage.delete(key)));
}
