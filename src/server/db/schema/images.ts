import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  IMAGE_ENGINES,
  IMAGE_JOB_STATUSES,
  IMAGE_QUALITIES,
  IMAGE_SIZES,
  REFERENCE_STATUSES,
} from '@shared/images';
import { PODCAST_ASSET_STATUSES } from '@shared/podcast-assets';
import { user } from './auth.js';
import { creditLedger } from './credits.js';

const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

export const IMAGE_STYLE_SOURCES = ['builtin', 'higgsfield'] as const;

/**
 * The style picker's list (spec soul_styles): the built-in styles, seeded at boot, plus
 * Higgsfield Soul's own when it is configured (synced at most hourly). Rows are only ever
 * added or renamed, never removed, so an image job's style id keeps meaning something.
 */
export const imageStyles = pgTable(
  'image_styles',
  {
    id: text().primaryKey(),
    name: text().notNull(),
    description: text().notNull().default(''),
    source: text({ enum: IMAGE_STYLE_SOURCES }).notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('image_styles_name_idx').on(table.name),
    check('image_styles_source_known', sql`${table.source} IN (${inList(IMAGE_STYLE_SOURCES)})`),
  ],
);

/**
 * "My Characters" (spec custom_references): a profile built from 1 to 100 photos, usable as
 * the reference of an image job once completed. Free, so no charge columns.
 */
export const customReferences = pgTable(
  'custom_references',
  {
    id: uuid().primaryKey(),
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    status: text({ enum: REFERENCE_STATUSES }).notNull().default('not_ready'),
    /** The engine that builds it; a vendor's reference only works with that vendor. */
    engine: text({ enum: IMAGE_ENGINES }).notNull(),
    /** The vendor's handle of the build in progress: a retry resumes polling it. */
    vendorRef: text(),
    /** The vendor's id of the finished reference (Higgsfield custom_reference_id). */
    vendorId: text(),
    /** Storage keys of the uploaded photos (character-images), in upload order. */
    inputKeys: jsonb().$type<string[]>().notNull(),
    thumbnailKey: text(),
    /** Dominant colours, #rrggbb, most dominant first. */
    palette: jsonb().$type<string[]>().notNull().default([]),
    error: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp({ withTimezone: true }),
    completedAt: timestamp({ withTimezone: true }),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('custom_references_user_id_created_at_idx').on(table.userId, table.createdAt.desc()),
    check(
      'custom_references_status_known',
      sql`${table.status} IN (${inList(REFERENCE_STATUSES)})`,
    ),
    check('custom_references_engine_known', sql`${table.engine} IN (${inList(IMAGE_ENGINES)})`),
  ],
);

/** Columns every paid picture shares: its charge, its engine and its life cycle. */
const paidPictureColumns = () => ({
  id: uuid().primaryKey(),
  userId: text()
    .notNull()
    .references(() => user.id, { onDelete: 'cascade' }),
  /** Drawn at creation (when not given) so a retry makes the same picture. */
  seed: integer().notNull(),
  /** Credits charged, priced on the server from src/shared/pricing. */
  cost: integer().notNull(),
  /** The ledger entry of the charge: what a refund returns, once. */
  chargeEntryId: bigint({ mode: 'number' })
    .notNull()
    .references(() => creditLedger.id),
  refunded: boolean().notNull().default(false),
  /** Fixed at creation so a retry never switches engine. */
  engine: text({ enum: IMAGE_ENGINES }).notNull(),
  /** The vendor's handle of the request: a retry resumes polling it. */
  vendorRef: text(),
  /** A readable reason, shown on the card when it failed. */
  error: text(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  startedAt: timestamp({ withTimezone: true }),
  completedAt: timestamp({ withTimezone: true }),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** The image studio's jobs (spec higgsfield_jobs), whatever engine makes them. */
export const imageJobs = pgTable(
  'image_jobs',
  {
    ...paidPictureColumns(),
    status: text({ enum: IMAGE_JOB_STATUSES }).notNull().default('queued'),
    prompt: text().notNull(),
    /** The spec's width_and_height, e.g. "1536x1536". */
    size: text({ enum: IMAGE_SIZES }).notNull(),
    quality: text({ enum: IMAGE_QUALITIES }).notNull(),
    styleId: text().references(() => imageStyles.id, { onDelete: 'set null' }),
    referenceId: uuid().references(() => customReferences.id, { onDelete: 'set null' }),
    /** higgsfield-outputs key once succeeded. */
    outputKey: text(),
  },
  (table) => [
    index('image_jobs_user_id_created_at_idx').on(table.userId, table.createdAt.desc()),
    check('image_jobs_status_known', sql`${table.status} IN (${inList(IMAGE_JOB_STATUSES)})`),
    check('image_jobs_engine_known', sql`${table.engine} IN (${inList(IMAGE_ENGINES)})`),
    check('image_jobs_size_known', sql`${table.size} IN (${inList(IMAGE_SIZES)})`),
    check('image_jobs_quality_known', sql`${table.quality} IN (${inList(IMAGE_QUALITIES)})`),
    check('image_jobs_cost_positive', sql`${table.cost} > 0`),
    check('image_jobs_seed_range', sql`${table.seed} BETWEEN 1 AND 1000000`),
  ],
);

/** AI podcast hosts (/characters): one portrait each; `ready` ones feed the video studio. */
export const podcastCharacters = pgTable(
  'podcast_characters',
  {
    ...paidPictureColumns(),
    status: text({ enum: PODCAST_ASSET_STATUSES }).notNull().default('queued'),
    name: text().notNull(),
    description: text().notNull(),
    style: text().notNull(),
    styleTags: jsonb().$type<string[]>().notNull().default([]),
    /** character-images key once ready. */
    imageKey: text(),
  },
  (table) => [
    index('podcast_characters_user_id_created_at_idx').on(table.userId, table.createdAt.desc()),
    check(
      'podcast_characters_status_known',
      sql`${table.status} IN (${inList(PODCAST_ASSET_STATUSES)})`,
    ),
    check('podcast_characters_engine_known', sql`${table.engine} IN (${inList(IMAGE_ENGINES)})`),
    check('podcast_characters_cost_positive', sql`${table.cost} > 0`),
  ],
);

/** Podcast studio backgrounds (/backgrounds). */
export const podcastBackgrounds = pgTable(
  'podcast_backgrounds',
  {
    ...paidPictureColumns(),
    status: text({ enum: PODCAST_ASSET_STATUSES }).notNull().default('queued'),
    name: text().notNull(),
    description: text().notNull(),
    /** background-images key once ready. */
    imageKey: text(),
  },
  (table) => [
    index('podcast_backgrounds_user_id_created_at_idx').on(table.userId, table.createdAt.desc()),
    check(
      'podcast_backgrounds_status_known',
      sql`${table.status} IN (${inList(PODCAST_ASSET_STATUSES)})`,
    ),
    check('podcast_backgrounds_engine_known', sql`${table.engine} IN (${inList(IMAGE_ENGINES)})`),
    check('podcast_backgrounds_cost_positive', sql`${table.cost} > 0`),
  ],
);

export type ImageStyleRow = typeof imageStyles.$inferSelect;
export type CustomReferenceRow = typeof customReferences.$inferSelect;
export type NewCustomReferenceRow = typeof customReferences.$inferInsert;
export type ImageJobRow = typeof imageJobs.$inferSelect;
export type NewImageJobRow = typeof imageJobs.$inferInsert;
export type PodcastCharacterRow = typeof podcastCharacters.$inferSelect;
export type NewPodcastCharacterRow = typeof podcastCharacters.$inferInsert;
export type PodcastBackgroundRow = typeof podcastBackgrounds.$inferSelect;
export type NewPodcastBackgroundRow = typeof podcastBackgrounds.$inferInsert;
