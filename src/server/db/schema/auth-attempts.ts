import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Counters behind the auth rate limits (modules/auth/rate-limits.ts): one row per limited key
 * (an address, an account, an account at an address, an alert already mailed), counting hits
 * in a fixed window. In the database, not in memory, so every web process sees the same
 * counts. Keys are hashes: no email or address is stored here. Expired rows are swept.
 */
export const authAttemptCounters = pgTable(
  'auth_attempt_counters',
  {
    key: text().primaryKey(),
    hits: integer().notNull(),
    windowEndsAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [index('auth_attempt_counters_window_ends_at_idx').on(table.windowEndsAt)],
);
