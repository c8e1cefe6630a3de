import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { GhlFeatureType } from '@shared/gohighlevel';
import type { DeliveryKind } from '@shared/integration-events';
import type { Queryable } from '../../db/client.js';
import {
  ghlFeatureSettings,
  socialConnections,
  webhookDeliveries,
  type GhlFeatureSettingsRow,
  type WebhookDeliveryRow,
} from '../../db/schema/index.js';
import { isUuid } from '../../platform/http/index.js';

/**
 * Go High Level's rows: the user's connection (social_connections, platform `gohighlevel`), the
 * feature settings and the delivery log. Every query is scoped to one owner except the job
 * handlers' reads by id (a payload carries only the id; every write after it is scoped).
 */

export const GHL_PLATFORM = 'gohighlevel' as const;
export type ConnectionRow = typeof socialConnections.$inferSelect;

/** Where a sealed value lives: its authenticated context (decision 034). */
export const sealedPlace = {
  token: (connectionId: string) => `social_connections.access_token:${connectionId}`,
  webhookSecret: (settingsId: string) => `ghl_feature_settings.webhook_secret:${settingsId}`,
};

export async function findConnection(
  q: Queryable,
  userId: string,
  { lock = false } = {},
): Promise<ConnectionRow | undefined> {
  const query = q
    .select()
    .from(socialConnections)
    .where(and(eq(socialConnections.userId, userId), eq(socialConnections.platform, GHL_PLATFORM)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/**
 * Writes the user's one GHL connection: `id` is the row's id the token was sealed for (an
 * existing row keeps its id). Returns the id the row has: another id means a concurrent
 * connect inserted first, and the token must be sealed again for that row.
 */
export async function upsertConnection(
  q: Queryable,
  row: {
    id: string;
    userId: string;
    locationId: string;
    locationName: string;
    sealedToken: string;
  },
): Promise<string> {
  const values = {
    accountId: row.locationId,
    accountName: row.locationName,
    accessToken: row.sealedToken,
    status: 'connected' as const,
    statusReason: null,
    mode: 'live' as const,
    updatedAt: sql`now()`,
  };
  const [saved] = await q
    .insert(socialConnections)
    .values({ id: row.id, userId: row.userId, platform: GHL_PLATFORM, ...values })
    .onConflictDoUpdate({
      target: [socialConnections.userId, socialConnections.platform],
      set: values,
    })
    .returning({ id: socialConnections.id });
  return saved!.id;
}

export async function deleteConnection(q: Queryable, userId: string): Promise<boolean> {
  const deleted = await q
    .delete(socialConnections)
    .where(and(eq(socialConnections.userId, userId), eq(socialConnections.platform, GHL_PLATFORM)))
    .returning({ id: socialConnections.id });
  return deleted.length > 0;
}

/** GHL refused the stored token (401) or it cannot be opened: posting waits for a reconnect. */
export async function markReconnectNeeded(q: Queryable, connectionId: string, reason: string) {
  await q
    .update(socialConnections)
    .set({ status: 'reconnect_needed', statusReason: reason, updatedAt: sql`now()` })
    .where(eq(socialConnections.id, connectionId));
}

// --- Feature settings ---------------------------------------------------------------------------

export async function listFeatures(q: Queryable, userId: string): Promise<GhlFeatureSettingsRow[]> {
  return q.select().from(ghlFeatureSettings).where(eq(ghlFeatureSettings.userId, userId));
}

export async function findFeature(
  q: Queryable,
  userId: string,
  featureType: GhlFeatureType,
  { lock = false } = {},
): Promise<GhlFeatureSettingsRow | undefined> {
  const query = q
    .select()
    .from(ghlFeatureSettings)
    .where(
      and(eq(ghlFeatureSettings.userId, userId), eq(ghlFeatureSettings.featureType, featureType)),
    );
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** The user's enabled features among `types`, by type (the emitter's one read per event). */
export async function enabledFeatures(
  q: Queryable,
  userId: string,
  types: GhlFeatureType[],
): Promise<Map<GhlFeatureType, GhlFeatureSettingsRow>> {
  const rows = await q
    .select()
    .from(ghlFeatureSettings)
    .where(
      and(
        eq(ghlFeatureSettings.userId, userId),
        eq(ghlFeatureSettings.enabled, true),
        inArray(ghlFeatureSettings.featureType, types),
      ),
    );
  return new Map(rows.map((row) => [row.featureType, row]));
}

/** Upserts on (user, feature type); returns the row as saved (its id may be a concurrent one). */
export async function upsertFeature(
  q: Queryable,
  row: {
    id: string;
    userId: string;
    featureType: GhlFeatureType;
    enabled: boolean;
    settings: Record<string, string | number>;
    webhookSecret?: string | null;
  },
): Promise<GhlFeatureSettingsRow> {
  const set = {
    enabled: row.enabled,
    settings: row.settings,
    ...(row.webhookSecret !== undefined && { webhookSecret: row.webhookSecret }),
    updatedAt: sql`now()`,
  };
  const [saved] = await q
    .insert(ghlFeatureSettings)
    .values({ ...row, webhookSecret: row.webhookSecret ?? null })
    .onConflictDoUpdate({
      target: [ghlFeatureSettings.userId, ghlFeatureSettings.featureType],
      set,
    })
    .returning();
  return saved!;
}

export async function setFeatureEnabled(
  q: Queryable,
  userId: string,
  featureType: GhlFeatureType,
  enabled: boolean,
): Promise<GhlFeatureSettingsRow | undefined> {
  const [row] = await q
    .update(ghlFeatureSettings)
    .set({ enabled, updatedAt: sql`now()` })
    .where(
      and(eq(ghlFeatureSettings.userId, userId), eq(ghlFeatureSettings.featureType, featureType)),
    )
    .returning();
  return row;
}

/** Disconnecting turns every feature off; the settings stay for a later reconnect. */
export async function disableAllFeatures(q: Queryable, userId: string): Promise<void> {
  await q
    .update(ghlFeatureSettings)
    .set({ enabled: false, updatedAt: sql`now()` })
    .where(and(eq(ghlFeatureSettings.userId, userId), eq(ghlFeatureSettings.enabled, true)));
}

// --- The delivery log ---------------------------------------------------------------------------

export type { GhlFeatureSettingsRow, WebhookDeliveryRow };
export type NewDelivery = typeof webhookDeliveries.$inferInsert;
export type DeliveryChange = Partial<
  Pick<
    WebhookDeliveryRow,
    | 'status'
    | 'attempts'
    | 'lastStatusCode'
    | 'lastError'
    | 'result'
    | 'nextAttemptAt'
    | 'deliveredAt'
    | 'url'
  >
>;

export async function insertDelivery(q: Queryable, row: NewDelivery): Promise<WebhookDeliveryRow> {
  const [inserted] = await q.insert(webhookDeliveries).values(row).returning();
  return inserted!;
}

export async function listDeliveries(
  q: Queryable,
  userId: string,
  kind: DeliveryKind | undefined,
  limit: number,
): Promise<WebhookDeliveryRow[]> {
  const owned = eq(webhookDeliveries.userId, userId);
  return q
    .select()
    .from(webhookDeliveries)
    .where(kind ? and(owned, eq(webhookDeliveries.kind, kind)) : owned)
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
    .limit(limit);
}

export async function findDeliveryForWorker(
  q: Queryable,
  id: string,
): Promise<WebhookDeliveryRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await q.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, id));
  return row;
}

/** Changes a delivery that is still pending; undefined when it had already ended. */
export async function updatePendingDelivery(
  q: Queryable,
  row: Pick<WebhookDeliveryRow, 'id' | 'userId'>,
  change: DeliveryChange,
): Promise<WebhookDeliveryRow | undefined> {
  const [updated] = await q
    .update(webhookDeliveries)
    .set(change)
    .where(
      and(
        eq(webhookDeliveries.id, row.id),
        eq(webhookDeliveries.userId, row.userId),
        eq(webhookDeliveries.status, 'pending'),
      ),
    )
    .returning();
  return updated;
}
