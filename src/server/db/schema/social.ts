import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { CONNECTABLE_PLATFORMS, CONNECTION_MODES, CONNECTION_STATUSES } from '@shared/social';
import { user } from './auth.js';

const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

/**
 * A user's connection to a posting platform (spec social_media_connections): at most one per
 * platform. Tokens and keys are sealed (platform/secrets, decision 034) for their column and
 * row, never sent to a browser, never logged.
 */
export const socialConnections = pgTable(
  'social_connections',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    platform: text({ enum: CONNECTABLE_PLATFORMS }).notNull(),
    mode: text({ enum: CONNECTION_MODES }).notNull().default('live'),
    /** The channel id (YouTube) or location id (Go High Level). */
    accountId: text().notNull(),
    /** The channel's title or the location's name, shown on the card (spec channel_name). */
    accountName: text().notNull(),
    /** Sealed: an OAuth access token, or a Go High Level private integration token. */
    accessToken: text(),
    /** Sealed OAuth refresh token; a refresh never replaces it with an empty one. */
    refreshToken: text(),
    tokenExpiresAt: timestamp({ withTimezone: true }),
    /** The scopes the vendor granted, space-separated. */
    scopes: text(),
    status: text({ enum: CONNECTION_STATUSES }).notNull().default('connected'),
    /** Why a reconnect is needed, worded for people; null while connected. */
    statusReason: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('social_connections_user_platform_key').on(table.userId, table.platform),
    index('social_connections_platform_status_idx').on(table.platform, table.status),
    check(
      'social_connections_platform_valid',
      sql`${table.platform} in (${inList(CONNECTABLE_PLATFORMS)})`,
    ),
    check('social_connections_mode_valid', sql`${table.mode} in (${inList(CONNECTION_MODES)})`),
    check(
      'social_connections_status_valid',
      sql`${table.status} in (${inList(CONNECTION_STATUSES)})`,
    ),
  ],
);
