import { bigserial, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * People who asked to hear from the operator on the public pages. These rows belong to the
 * operator (the site), not to a user account: only admins read them.
 */

/** Sign-ups for /masterclass, /webinar and /ebook: one row per list and email. */
export const waitlistEntries = pgTable(
  'waitlist_entries',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    list: text({ enum: ['masterclass', 'webinar', 'ebook'] }).notNull(),
    name: text().notNull(),
    /** Trimmed and lower-cased, so a second sign-up with other capitals is the same person. */
    email: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('waitlist_entries_list_email_idx').on(table.list, table.email),
    index('waitlist_entries_created_at_idx').on(table.createdAt),
  ],
);

/** Emails left in the pricing pages' exit-intent popup (10% off the first month). */
export const siteLeads = pgTable(
  'site_leads',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    /** exit-popup */
    source: text({ enum: ['exit-popup'] }).notNull(),
    email: text().notNull(),
    /** The page it was left on (/pricing or /victory-pricing). */
    page: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('site_leads_source_email_idx').on(table.source, table.email),
    index('site_leads_created_at_idx').on(table.createdAt),
  ],
);
