import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from './auth.js';

/**
 * The quick-start wizard's place per user (decision 043): its step, and when the current batch
 * began (its jobs are the quick-start jobs made since). Kept on the server so the wizard
 * survives a reload, another tab and the round trips to checkout and YouTube's consent page.
 */
export const quickStarts = pgTable(
  'quick_starts',
  {
    userId: text()
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** 1 Upload, 2 Connect, 3 Generate, 4 Schedule, 5 Done. */
    step: integer().notNull().default(1),
    batchStartedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** The optional Drive folder link of the batch (spec field googleDriveLink). */
    googleDriveLink: text(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('quick_starts_step_range', sql`${table.step} BETWEEN 1 AND 5`)],
);

export type QuickStartRow = typeof quickStarts.$inferSelect;
