import { bigserial, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Every mail the app sends (password resets, magic links). With SMTP configured it is also
 * delivered; without, this outbox is where an admin reads it.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    to: text().notNull(),
    subject: text().notNull(),
    text: text().notNull(),
    html: text(),
    /** password_reset, magic_link, … */
    kind: text().notNull(),
    /** outbox (stored only), smtp */
    transport: text({ enum: ['outbox', 'smtp'] }).notNull(),
    status: text({ enum: ['stored', 'sent', 'failed'] }).notNull(),
    error: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp({ withTimezone: true }),
  },
  (table) => [index('mail_outbox_created_at_idx').on(table.createdAt)],
);
