import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { CONNECTABLE_PLATFORMS } from '@shared/social';
import { YOUTUBE_PRIVACY } from '@shared/youtube-test';
import { user } from './auth.js';

const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

/**
 * One OAuth authorization in flight (decision 035): the `state` sent to the consent page, bound
 * to the user who started it, usable once, for ten minutes. Only the state's SHA-256 is stored
 * (a database reader cannot finish someone's connection with it); the PKCE verifier is sealed
 * (platform/secrets) for this row.
 */
export const oauthStates = pgTable(
  'oauth_states',
  {
    /** base64url SHA-256 of the state value. */
    id: text().primaryKey(),
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    platform: text({ enum: CONNECTABLE_PLATFORMS }).notNull(),
    /** Sealed PKCE code verifier. */
    codeVerifier: text().notNull(),
    /** The redirect URI sent with the authorization: the exchange must send the same. */
    redirectUri: text().notNull(),
    /** Where the browser lands after the consent (an allow-listed app path); null: /social-connections. */
    returnTo: text(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('oauth_states_user_idx').on(table.userId),
    index('oauth_states_expires_idx').on(table.expiresAt),
  ],
);

/**
 * The test-mode channel's side of OAuth (it plays Google's part when no Google keys are set):
 * one row per consent. Codes and refresh tokens are stored as SHA-256 only; access tokens are
 * signed and carry this row's id, so revoking the row ends them all.
 */
export const youtubeTestGrants = pgTable(
  'youtube_test_grants',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    channelId: text().notNull(),
    channelTitle: text().notNull(),
    codeHash: text().notNull().unique(),
    /** PKCE S256 challenge the exchange's verifier must match. */
    codeChallenge: text().notNull(),
    redirectUri: text().notNull(),
    codeExpiresAt: timestamp({ withTimezone: true }).notNull(),
    exchangedAt: timestamp({ withTimezone: true }),
    refreshTokenHash: text().unique(),
    revokedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('youtube_test_grants_user_idx').on(table.userId)],
);

/** A part of a test-mode upload kept in storage: bytes [offset, offset + bytes). */
export interface TestUploadPart {
  offset: number;
  bytes: number;
  key: string;
}

/**
 * A resumable upload session of the test-mode channel: what Google keeps behind a session URI.
 * Bytes arrive in parts stored through the storage port; `received` is how many are kept, so a
 * worker killed mid-upload resumes where the stored bytes end, as with YouTube.
 */
export const youtubeTestUploads = pgTable(
  'youtube_test_uploads',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    channelId: text().notNull(),
    channelTitle: text().notNull(),
    /** The video resource sent with the start call (YouTubeVideoMetadata). */
    metadata: jsonb().notNull(),
    size: bigint({ mode: 'number' }).notNull(),
    received: bigint({ mode: 'number' }).notNull().default(0),
    parts: jsonb().$type<TestUploadPart[]>().notNull().default([]),
    /** Set when the last byte arrived and the video was published. */
    videoId: text(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('youtube_test_uploads_user_idx').on(table.userId)],
);

/**
 * A video "published" on the test-mode channel, shown at /watch/<id> (decision 035): never on
 * YouTube. Private videos are shown to their owner only; a scheduled one (publish_at ahead) to
 * nobody else until its time.
 */
export const youtubeTestVideos = pgTable(
  'youtube_test_videos',
  {
    /** 11 characters, like a YouTube video id. */
    id: text().primaryKey(),
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    channelId: text().notNull(),
    channelTitle: text().notNull(),
    title: text().notNull(),
    description: text().notNull(),
    tags: jsonb().$type<string[]>().notNull().default([]),
    categoryId: text().notNull(),
    privacy: text({ enum: YOUTUBE_PRIVACY }).notNull(),
    madeForKids: boolean().notNull(),
    synthetic: boolean().notNull(),
    publishAt: timestamp({ withTimezone: true }),
    storageKey: text().notNull(),
    sizeBytes: bigint({ mode: 'number' }).notNull(),
    playCount: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** thumbnails.set (issue 28): the stored image, shown as the watch page's poster. */
    thumbnailKey: text(),
    /** videos.delete: the row stays (the watch page says it was removed), the file goes. */
    deletedAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    index('youtube_test_videos_user_idx').on(table.userId),
    index('youtube_test_videos_channel_idx').on(table.channelId),
    check(
      'youtube_test_videos_privacy_valid',
      sql`${table.privacy} in (${inList(YOUTUBE_PRIVACY)})`,
    ),
  ],
);

/**
 * Who has counted a view of a test-mode video lately (decision 051): one view per viewer per
 * video per window, whichever process answers. `viewer` is a SHA-256 hash of the signed-in
 * user's id or of the client's address (IPv6: its /64), never the address itself.
 */
export const youtubeTestViews = pgTable(
  'youtube_test_views',
  {
    videoId: text()
      .notNull()
      .references(() => youtubeTestVideos.id, { onDelete: 'cascade' }),
    viewer: text().notNull(),
    /** Until then another play by this viewer does not count. */
    countedUntil: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.videoId, table.viewer] })],
);
