import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { GHL_FEATURE_TYPES } from '@shared/gohighlevel';
import {
  DELIVERY_KINDS,
  DELIVERY_STATUSES,
  INTEGRATION_EVENT_TYPES,
} from '@shared/integration-events';
import { user } from './auth.js';

const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

/**
 * A user's settings of one Go High Level feature (spec ghl_feature_settings): one row per user
 * and feature type, upserted. `settings` holds what the feature's shared schema produced; the
 * webhook's signing secret is sealed (decision 034) for its column and row, never in `settings`.
 */
export const ghlFeatureSettings = pgTable(
  'ghl_feature_settings',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    featureType: text({ enum: GHL_FEATURE_TYPES }).notNull(),
    enabled: boolean().notNull().default(false),
    settings: jsonb().$type<Record<string, string | number>>().notNull(),
    /** Sealed HMAC key of the webhook feature; null for the other features. */
    webhookSecret: text(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('ghl_feature_settings_user_feature_key').on(table.userId, table.featureType),
    check(
      'ghl_feature_settings_feature_type_valid',
      sql`${table.featureType} in (${inList(GHL_FEATURE_TYPES)})`,
    ),
  ],
);

/**
 * The delivery log: one row per webhook POST or social planner post an integration event
 * caused, with how its attempts went. The job that delivers it re-reads the row; the payload
 * is the event exactly as it is sent (webhook) or what the post is made of (social post).
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    kind: text({ enum: DELIVERY_KINDS }).notNull(),
    /** The event's id (the same for the webhook and the social post it caused). */
    eventId: uuid().notNull(),
    eventType: text({ enum: INTEGRATION_EVENT_TYPES }).notNull(),
    payload: jsonb().$type<Record<string, unknown>>().notNull(),
    /** The webhook's URL when the event happened; null for social posts. */
    url: text(),
    status: text({ enum: DELIVERY_STATUSES }).notNull().default('pending'),
    attempts: integer().notNull().default(0),
    lastStatusCode: integer(),
    lastError: text(),
    result: text(),
    nextAttemptAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    index('webhook_deliveries_user_created_idx').on(table.userId, table.createdAt.desc()),
    check('webhook_deliveries_kind_valid', sql`${table.kind} in (${inList(DELIVERY_KINDS)})`),
    check(
      'webhook_deliveries_status_valid',
      sql`${table.status} in (${inList(DELIVERY_STATUSES)})`,
    ),
    check(
      'webhook_deliveries_event_type_valid',
      sql`${table.eventType} in (${inList(INTEGRATION_EVENT_TYPES)})`,
    ),
  ],
);

export type GhlFeatureSettingsRow = typeof ghlFeatureSettings.$inferSelect;
export type WebhookDeliveryRow = typeof webhookDeliveries.$inferSelect;
