import { and, asc, eq, isNull, type SQL } from 'drizzle-orm';
import type { ConnectablePlatform, SocialConnection } from '@shared/social';
import type { Queryable } from '../../db/client.js';
import { socialConnections } from '../../db/schema/index.js';

/** Queries on social_connections; every one is scoped by the owner's user id. */

export type ConnectionRow = typeof socialConnections.$inferSelect;

/** The sealing context of a token column of one row (decision 034). */
export type TokenColumn = 'access_token' | 'refresh_token';
export const tokenContext = (column: TokenColumn, rowId: string) =>
  `social_connections.${column}:${rowId}`;

export async function findConnection(
  db: Queryable,
  userId: string,
  platform: ConnectablePlatform,
  options: { forUpdate?: boolean } = {},
): Promise<ConnectionRow | undefined> {
  const query = db
    .select()
    .from(socialConnections)
    .where(and(eq(socialConnections.userId, userId), eq(socialConnections.platform, platform)));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row;
}

export async function listConnections(db: Queryable, userId: string): Promise<ConnectionRow[]> {
  return db
    .select()
    .from(socialConnections)
    .where(eq(socialConnections.userId, userId))
    .orderBy(asc(socialConnections.platform));
}

/** What the browser may see of a connection: never a token or scope list. */
export function toPublicConnection(row: ConnectionRow): SocialConnection {
  return {
    platform: row.platform,
    mode: row.mode,
    accountId: row.accountId,
    accountName: row.accountName,
    status: row.status,
    statusReason: row.statusReason,
    connectedAt: row.createdAt.toISOString(),
  };
}

/**
 * The row as it was read: its sealed access token changes with every refresh and reconnect (a
 * fresh IV each time), so it serves as the row's version for compare-and-set writes.
 */
export function unchangedSince(row: Pick<ConnectionRow, 'id' | 'accessToken'>): SQL {
  return and(
    eq(socialConnections.id, row.id),
    row.accessToken === null
      ? isNull(socialConnections.accessToken)
      : eq(socialConnections.accessToken, row.accessToken),
  )!;
}

/**
 * Pauses a connection until its owner reconnects; only if the row is still the one read, so a
 * reconnect that landed meanwhile is not undone.
 */
export async function markReconnectNeeded(
  db: Queryable,
  row: Pick<ConnectionRow, 'id' | 'accessToken'>,
  reason: string,
): Promise<void> {
  await db
    .update(socialConnections)
    .set({ status: 'reconnect_needed', statusReason: reason, updatedAt: new Date() })
    .where(unchangedSince(row));
}

export async function deleteConnection(
  db: Queryable,
  userId: string,
  platform: ConnectablePlatform,
): Promise<ConnectionRow | undefined> {
  const [row] = await db
    .delete(socialConnections)
    .where(and(eq(socialConnections.userId, userId), eq(socialConnections.platform, platform)))
    .returning();
  return row;
}

type ConnectionValues = Partial<typeof socialConnections.$inferInsert>;

export async function updateConnection(
  db: Queryable,
  id: string,
  values: ConnectionValues,
): Promise<void> {
  await db.update(socialConnections).set(values).where(eq(socialConnections.id, id));
}

/** False when a concurrent insert for the same user and platform won. */
export async function insertConnection(
  db: Queryable,
  row: typeof socialConnections.$inferInsert,
): Promise<boolean> {
  const inserted = await db
    .insert(socialConnections)
    .values(row)
    .onConflictDoNothing()
    .returning({ id: socialConnections.id });
  return inserted.length > 0;
}

/** Writes `values` unless the row changed since it was read (see unchangedSince). */
export async function updateConnectionIfUnchanged(
  db: Queryable,
  row: Pick<ConnectionRow, 'id' | 'accessToken'>,
  values: ConnectionValues,
): Promise<boolean> {
  const [saved] = await db
    .update(socialConnections)
    .set(values)
    .where(unchangedSince(row))
    .returning({ id: socialConnections.id });
  return saved !== undefined;
}
