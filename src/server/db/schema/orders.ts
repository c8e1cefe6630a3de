import { sql } from 'drizzle-orm';
import {
  bigint,
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
import { PLAN_IDS, PLAN_VARIANTS } from '@shared/plans';
import { ORDER_PHOTO_SOURCES, ORDER_STATUSES } from '@shared/orders';
import { user } from './auth.js';
import { clientPhotos } from './submissions.js';

const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

/**
 * One paid plan month of the done-for-you service (issue 28, decision 056): opened once per
 * verified payment event (`paymentRef`, unique), owned by its client (`userId`). The plan, its
 * option and its allowance are copied from the subscription when it opens, so a later plan
 * change never rewrites an order already paid for.
 */
export const serviceOrders = pgTable(
  'service_orders',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** The client's order number: 1, 2, … (unique per client). */
    number: integer().notNull(),
    /** The provider's payment id (Stripe invoice id, or the offline one): one order per payment. */
    paymentRef: text().notNull().unique(),
    providerSubscriptionId: text(),
    planId: text({ enum: PLAN_IDS }).notNull(),
    /** clips: You Post; inclusive: We Post. */
    variant: text({ enum: PLAN_VARIANTS }).notNull(),
    clipAllowance: integer().notNull(),
    status: text({ enum: ORDER_STATUSES }).notNull().default('waiting_for_photos'),
    /** When the photos were in (production starts, the due time runs from here). */
    photosInAt: timestamp({ withTimezone: true }),
    dueAt: timestamp({ withTimezone: true }),
    readyAt: timestamp({ withTimezone: true }),
    deliveredAt: timestamp({ withTimezone: true }),
    doneAt: timestamp({ withTimezone: true }),
    /** We Post's cadence: posts a day, at this time (HH:MM) in this IANA time zone. */
    postsPerDay: integer().notNull().default(1),
    postTime: text().notNull().default('10:00'),
    postTimeZone: text().notNull().default('UTC'),
    /** What the clips' metadata is written from: business name, city, style (operator-edited). */
    brief: jsonb()
      .$type<{ businessName?: string; city?: string; style?: string }>()
      .notNull()
      .default({}),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('service_orders_user_number_key').on(table.userId, table.number),
    index('service_orders_status_due_idx').on(table.status, table.dueAt),
    check('service_orders_status_known', sql`${table.status} IN (${inList(ORDER_STATUSES)})`),
    check('service_orders_plan_known', sql`${table.planId} IN (${inList(PLAN_IDS)})`),
    check('service_orders_variant_known', sql`${table.variant} IN (${inList(PLAN_VARIANTS)})`),
    check('service_orders_allowance_positive', sql`${table.clipAllowance} > 0`),
    check('service_orders_posts_per_day_range', sql`${table.postsPerDay} BETWEEN 1 AND 10`),
  ],
);

export type ServiceOrderRow = typeof serviceOrders.$inferSelect;
export type NewServiceOrderRow = typeof serviceOrders.$inferInsert;

/**
 * A photo of an order: its own stored copy (`order-photos/<orderId>/…`), so deleting it from
 * My photos or the submission sweep never takes it from the order (decision 033's rule).
 */
export const orderPhotos = pgTable(
  'order_photos',
  {
    id: uuid().primaryKey().defaultRandom(),
    orderId: uuid()
      .notNull()
      .references(() => serviceOrders.id, { onDelete: 'cascade' }),
    /** The order's client, kept here so every read checks the owner in one condition. */
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    storageKey: text().notNull().unique(),
    thumbnailKey: text().unique(),
    name: text().notNull(),
    size: bigint({ mode: 'number' }).notNull(),
    contentType: text().notNull(),
    source: text({ enum: ORDER_PHOTO_SOURCES }).notNull(),
    /** The library photo it was taken from (null: uploaded on the order page, or deleted since). */
    clientPhotoId: uuid().references(() => clientPhotos.id, { onDelete: 'set null' }),
    /** SHA-256 of the bytes: an order holds each image once. */
    contentHash: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('order_photos_order_idx').on(table.orderId, table.createdAt),
    uniqueIndex('order_photos_order_hash_key').on(table.orderId, table.contentHash),
    check('order_photos_source_known', sql`${table.source} IN (${inList(ORDER_PHOTO_SOURCES)})`),
  ],
);

export type OrderPhotoRow = typeof orderPhotos.$inferSelect;
