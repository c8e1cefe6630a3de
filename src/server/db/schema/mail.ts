import { bigserial, boolean, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Every mail the app sends (password resets, magic links), with the links that sign in hidden
 * (decision 048). With SMTP configured it is also delivered; without, the whole mail goes to
 * the local mail drop under DATA_DIR/mail and this row is what an admin sees of it.
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
    /** The mail carried a link that signs in: text and html show "[link sent, hidden]" instead. */
    linkHidden: boolean().notNull().default(false),
    /** outbox (stored only), smtp */
    transport: text({ enum: ['outbox', 'smtp'] }).notNull(),
    status: text({ enum: ['stored', 'sent', 'failed'] }).notNull(),
    error: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp({ withTimezone: true }),
  },
  (table) => [index('mail_outbox_created_at_idx').on(table.createdAt)],
);
