import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { PLAN_IDS, PLAN_VARIANTS, SUBSCRIPTION_STATUSES } from '@shared/billing';
import { user } from './auth.js';

const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

export const PAYMENT_PROVIDERS = ['stripe', 'offline'] as const;
export const CHECKOUT_MODES = ['payment', 'subscription'] as const;
export const CHECKOUT_STATUSES = ['open', 'complete', 'expired'] as const;
export const PAYMENT_STATUSES = ['paid', 'refunded', 'disputed'] as const;
export const ACCOUNT_FLAG_KINDS = ['refund', 'dispute', 'payment_mismatch'] as const;

/**
 * One row per checkout we open, written before the provider is called. Its id travels in the
 * provider's metadata, and a payment event is credited from this row's server-priced figures,
 * never from what the event or the browser claims.
 */
export const checkoutSessions = pgTable(
  'checkout_sessions',
  {
    id: uuid().primaryKey(),
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    mode: text({ enum: CHECKOUT_MODES }).notNull(),
    /** Credit packs only. */
    credits: integer(),
    /** Plans only. */
    planId: text({ enum: PLAN_IDS }),
    variant: text({ enum: PLAN_VARIANTS }),
    amountCents: integer().notNull(),
    provider: text({ enum: PAYMENT_PROVIDERS }).notNull(),
    providerSessionId: text(),
    status: text({ enum: CHECKOUT_STATUSES }).notNull().default('open'),
    /** The app path the checkout returns to (from an allow-list); null: /credits. */
    returnPath: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    index('checkout_sessions_user_id_idx').on(table.userId, table.createdAt),
    uniqueIndex('checkout_sessions_provider_session_idx').on(table.providerSessionId),
    check('checkout_sessions_status_known', sql`${table.status} IN (${inList(CHECKOUT_STATUSES)})`),
    check(
      'checkout_sessions_what_is_sold',
      sql`(${table.mode} = 'payment' AND ${table.credits} > 0 AND ${table.planId} IS NULL)
        OR (${table.mode} = 'subscription' AND ${table.credits} IS NULL AND ${table.planId} IS NOT NULL AND ${table.variant} IS NOT NULL)`,
    ),
    check('checkout_sessions_amount_positive', sql`${table.amountCents} > 0`),
  ],
);

/**
 * One row per verified payment. The unique provider payment id (Stripe's payment_intent or
 * invoice id, or our offline id) is what makes crediting exactly-once across events: the row
 * and its ledger grant commit in one transaction.
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid().primaryKey(),
    providerPaymentId: text().notNull(),
    provider: text({ enum: PAYMENT_PROVIDERS }).notNull(),
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    checkoutSessionId: uuid().references(() => checkoutSessions.id, { onDelete: 'set null' }),
    creditsGranted: integer().notNull().default(0),
    amountCents: integer().notNull(),
    status: text({ enum: PAYMENT_STATUSES }).notNull().default('paid'),
    /** Cumulative refunded and disputed amounts, as the provider last reported them. */
    refundedCents: integer().notNull().default(0),
    disputedCents: integer().notNull().default(0),
    /** Credits taken back so far for refunds and disputes (the target, before flooring). */
    creditsReversed: integer().notNull().default(0),
    /** The purchase's ledger entry (null for plan invoices, which grant no credits). */
    grantEntryId: bigint({ mode: 'number' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('payments_provider_payment_id_idx').on(table.providerPaymentId),
    index('payments_user_id_idx').on(table.userId),
    check('payments_status_known', sql`${table.status} IN (${inList(PAYMENT_STATUSES)})`),
  ],
);

/** Every provider event we accepted, by its id: a redelivery finds its row and does nothing. */
export const webhookEvents = pgTable('webhook_events', {
  id: text().primaryKey(),
  type: text().notNull(),
  receivedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  processedAt: timestamp({ withTimezone: true }),
});

/** A user's plan, as the provider's subscription events last described it. */
export const subscriptions = pgTable(
  'subscriptions',
  {
    userId: text()
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    provider: text({ enum: PAYMENT_PROVIDERS }).notNull(),
    providerSubscriptionId: text().notNull(),
    planId: text({ enum: PLAN_IDS }).notNull(),
    variant: text({ enum: PLAN_VARIANTS }).notNull(),
    status: text({ enum: SUBSCRIPTION_STATUSES }).notNull(),
    currentPeriodEnd: timestamp({ withTimezone: true }),
    cancelAtPeriodEnd: boolean().notNull().default(false),
    /** The provider's `created` (unix seconds) of the last event applied: older ones are ignored. */
    lastEventCreated: bigint({ mode: 'number' }).notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('subscriptions_provider_subscription_idx').on(table.providerSubscriptionId),
    check('subscriptions_status_known', sql`${table.status} IN (${inList(SUBSCRIPTION_STATUSES)})`),
  ],
);

/** Things an admin should look at (refunds, disputes, payments that did not match). */
export const accountFlags = pgTable(
  'account_flags',
  {
    id: uuid().primaryKey(),
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    kind: text({ enum: ACCOUNT_FLAG_KINDS }).notNull(),
    detail: text().notNull(),
    /** The provider event that raised it: one flag per event. */
    sourceEventId: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    index('account_flags_open_idx').on(table.resolvedAt, table.createdAt),
    index('account_flags_user_id_idx').on(table.userId),
    uniqueIndex('account_flags_source_event_idx').on(table.sourceEventId, table.kind),
  ],
);

/** Free daily videos used, per user and UTC day (counted on the server). */
export const freeDailyUsage = pgTable(
  'free_daily_usage',
  {
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    day: date({ mode: 'string' }).notNull(),
    count: integer().notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.day] }),
    check('free_daily_usage_count_non_negative', sql`${table.count} >= 0`),
  ],
);
