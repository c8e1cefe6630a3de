import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { user } from './auth.js';

export const LEDGER_KINDS = ['signup_grant', 'purchase', 'charge', 'refund', 'adjustment'] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

/** The current balance: always the sum of the user's ledger, never negative. */
export const userCredits = pgTable(
  'user_credits',
  {
    userId: text()
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    balance: integer().notNull().default(0),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('user_credits_balance_non_negative', sql`${table.balance} >= 0`)],
);

/**
 * Append-only credit ledger. `amount` is signed (charges negative). Every entry has a unique
 * idempotency key, so a retried grant, charge, refund or payment event writes once; a refund
 * names the charge it returns, and that column is unique, so a charge is refunded once.
 */
export const creditLedger = pgTable(
  'credit_ledger',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    kind: text({ enum: LEDGER_KINDS }).notNull(),
    amount: integer().notNull(),
    balanceAfter: integer().notNull(),
    idempotencyKey: text().notNull(),
    reason: text().notNull(),
    /** What the entry is about: a job id, a payment event id. */
    reference: text(),
    /** For refunds: the charge entry being returned. */
    refundOf: bigint({ mode: 'number' }),
    /** For adjustments: the admin who made it. */
    createdBy: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('credit_ledger_idempotency_key_idx').on(table.idempotencyKey),
    uniqueIndex('credit_ledger_refund_of_idx').on(table.refundOf),
    index('credit_ledger_user_id_id_idx').on(table.userId, table.id),
    check(
      'credit_ledger_kind_sign',
      sql`(${table.kind} = 'charge') = (${table.amount} < 0) OR ${table.kind} = 'adjustment'`,
    ),
    check('credit_ledger_balance_after_non_negative', sql`${table.balanceAfter} >= 0`),
  ],
);
