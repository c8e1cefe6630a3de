import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { CLIP_REVIEW_STATUSES } from '@shared/orders';
import { user } from './auth.js';
import { orderPhotos, serviceOrders } from './orders.js';
import { videoJobs } from './videos.js';

const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

/**
 * One clip of an order's allowance (issue 28): made from one of its photos by a video job
 * (`videoJobId`, the current render; a remake points it at a new job, the old one stays as
 * history and in the order's cost). At most `clipAllowance` rows per order, taken under the
 * order's row lock. Its title, description and tags are its own (distinct within the order).
 */
export const orderClips = pgTable(
  'order_clips',
  {
    id: uuid().primaryKey().defaultRandom(),
    orderId: uuid()
      .notNull()
      .references(() => serviceOrders.id, { onDelete: 'cascade' }),
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    photoId: uuid()
      .notNull()
      .references(() => orderPhotos.id, { onDelete: 'cascade' }),
    /** 1..clipAllowance, its place in the order. */
    position: integer().notNull(),
    videoJobId: uuid().references(() => videoJobs.id, { onDelete: 'set null' }),
    /** The motion or prompt its current render was made with. */
    motionPrompt: text().notNull(),
    title: text().notNull(),
    description: text().notNull(),
    tags: jsonb().$type<string[]>().notNull().default([]),
    /** Who wrote the metadata: the LLM, the local writer, or the operator's own edit. */
    metadataSource: text().notNull().default('local'),
    /** The cover frame's time in the clip (seconds) and the still made from it. */
    coverSeconds: real(),
    coverKey: text(),
    /** The room it shows (guessed from the photo's name, or set by the operator). */
    room: text(),
    reviewStatus: text({ enum: CLIP_REVIEW_STATUSES }).notNull().default('draft'),
    /** The client's words with the latest change request. */
    changeComment: text(),
    changeRequestedAt: timestamp({ withTimezone: true }),
    /** Times it was sent to the client for review. */
    reviewRounds: integer().notNull().default(0),
    /** Approved in its first review round (the report's "approved on first review"). */
    approvedFirstTime: boolean(),
    approvedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('order_clips_order_position_key').on(table.orderId, table.position),
    index('order_clips_video_job_idx').on(table.videoJobId),
    index('order_clips_user_idx').on(table.userId),
    check('order_clips_position_positive', sql`${table.position} > 0`),
    check(
      'order_clips_review_status_known',
      sql`${table.reviewStatus} IN (${inList(CLIP_REVIEW_STATUSES)})`,
    ),
  ],
);

export type OrderClipRow = typeof orderClips.$inferSelect;
