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
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { POST_STATUSES, POSTING_PLATFORMS, YOUTUBE_PRIVACIES } from '@shared/posting';
import { user } from './auth.js';
import { orderClips } from './order-clips.js';
import { socialConnections } from './social.js';
import { videoJobs } from './videos.js';

const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

/**
 * One video sent to one platform (spec posted_videos), moved on by the `posting.upload` job
 * (docs/decisions/036-posting.md). The metadata is kept as sent, so a retry sends the same.
 */
export const postedVideos = pgTable(
  'posted_videos',
  {
    id: uuid().primaryKey(),
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    platform: text({ enum: POSTING_PLATFORMS }).notNull(),
    videoJobId: uuid()
      .notNull()
      .references(() => videoJobs.id, { onDelete: 'cascade' }),
    /** The connection it goes out through (set when the upload starts). */
    connectionId: uuid().references(() => socialConnections.id, { onDelete: 'set null' }),
    status: text({ enum: POST_STATUSES }).notNull().default('queued'),
    title: text().notNull(),
    description: text().notNull(),
    tags: jsonb().$type<string[]>().notNull(),
    privacy: text({ enum: YOUTUBE_PRIVACIES }).notNull(),
    madeForKids: boolean().notNull(),
    syntheticMedia: boolean().notNull(),
    publishAt: timestamp({ withTimezone: true }),
    /**
     * Sealed (platform/secrets, context `posted_videos.upload_session:<id>`): a resumable
     * session URI authorizes uploads into the user's channel without any other credential.
     */
    uploadSession: text(),
    /** Bytes of the file the session was started for. */
    bytesTotal: bigint({ mode: 'number' }),
    /** The quota day (America/Los_Angeles date) whose slot this post's session took. */
    quotaDay: text(),
    /**
     * The quota day whose share of its user's daily posts this post holds (decision 049):
     * taken when the post is made, given back when it is cancelled.
     */
    shareDay: text(),
    externalVideoId: text(),
    postUrl: text(),
    failureReason: text(),
    notice: text(),
    auto: boolean().notNull().default(false),
    /** The service order's clip it posts (We Post, issue 28); null for the studio's posts. */
    orderClipId: uuid().references(() => orderClips.id, { onDelete: 'set null' }),
    /** The still set as its thumbnail after the upload (the clip's chosen cover). */
    thumbnailKey: text(),
    /** When the thumbnail was set on the platform (null: none, or not yet). */
    thumbnailSetAt: timestamp({ withTimezone: true }),
    /** Why the thumbnail could not be set (the post goes out without it), worded for people. */
    thumbnailFailure: text(),
    /** Waiting for the next quota day: not sent before this. */
    notBefore: timestamp({ withTimezone: true }),
    /** The pg-boss job that moves this post on; any other job for it is stale and does nothing. */
    jobId: uuid(),
    /** Upload sessions started (a new one only when YouTube expired the last). */
    attempts: integer().notNull().default(0),
    /** Verdict reads that found YouTube not ready (bounded back-off). */
    statusChecks: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    publishedAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    index('posted_videos_user_created_idx').on(table.userId, table.createdAt.desc()),
    index('posted_videos_video_job_idx').on(table.videoJobId),
    index('posted_videos_order_clip_idx').on(table.orderClipId),
    // Auto-post happens once per video and platform, however often the success is processed.
    uniqueIndex('posted_videos_auto_once_key')
      .on(table.videoJobId, table.platform)
      .where(sql`${table.auto}`),
    check('posted_videos_platform_valid', sql`${table.platform} in (${inList(POSTING_PLATFORMS)})`),
    check('posted_videos_status_valid', sql`${table.status} in (${inList(POST_STATUSES)})`),
    check('posted_videos_privacy_valid', sql`${table.privacy} in (${inList(YOUTUBE_PRIVACIES)})`),
    check(
      'posted_videos_publish_at_private',
      sql`${table.publishAt} IS NULL OR ${table.privacy} = 'private'`,
    ),
  ],
);

export type PostedVideoRow = typeof postedVideos.$inferSelect;
export type NewPostedVideoRow = typeof postedVideos.$inferInsert;

/**
 * Uploads started per quota day (YouTube's videos.insert bucket belongs to the install's one
 * Google project, shared by every user; it resets at midnight Pacific). Taken atomically.
 */
export const youtubeUploadQuota = pgTable(
  'youtube_upload_quota',
  {
    /** YYYY-MM-DD in America/Los_Angeles. */
    day: text().primaryKey(),
    count: integer().notNull().default(0),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('youtube_upload_quota_count_valid', sql`${table.count} >= 0`)],
);

/**
 * Posts each user made per quota day: their fair share of the install's uploads (decision
 * 049). Taken atomically when a post is made, so concurrent posts never overshoot it.
 */
export const youtubePostShares = pgTable(
  'youtube_post_shares',
  {
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** YYYY-MM-DD in America/Los_Angeles. */
    day: text().notNull(),
    count: integer().notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.day] }),
    check('youtube_post_shares_count_valid', sql`${table.count} >= 0`),
  ],
);

/** Spec auto_post_settings: upsert on user and platform. */
export const autoPostSettings = pgTable(
  'auto_post_settings',
  {
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    platform: text({ enum: POSTING_PLATFORMS }).notNull(),
    enabled: boolean().notNull().default(false),
    defaultTitle: text().notNull(),
    defaultDescription: text().notNull(),
    privacySetting: text({ enum: YOUTUBE_PRIVACIES }).notNull(),
    /** Why auto-post skipped a video (the channel needs reconnecting); cleared when one posts. */
    pausedReason: text(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.platform] }),
    check(
      'auto_post_settings_platform_valid',
      sql`${table.platform} in (${inList(POSTING_PLATFORMS)})`,
    ),
    check(
      'auto_post_settings_privacy_valid',
      sql`${table.privacySetting} in (${inList(YOUTUBE_PRIVACIES)})`,
    ),
  ],
);

export type AutoPostSettingsRow = typeof autoPostSettings.$inferSelect;
