import { bigserial, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Live events addressed to one user. Written in the same transaction as the change they
 * describe; a NOTIFY carries only the new id, and SSE streams / polling clients read the row.
 * Kept for a day so a reconnecting client can catch up from its last id.
 */
export const userEvents = pgTable(
  'user_events',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    userId: text().notNull(),
    type: text().notNull(),
    payload: jsonb().notNull().$type<Record<string, unknown>>(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('user_events_user_id_id_idx').on(table.userId, table.id)],
);
