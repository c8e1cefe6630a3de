import { count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { user, userCredits, userRoles } from '../../db/schema/index.js';

export interface AdminUserRow {
  id: string;
  email: string;
  name: string;
  createdAt: Date;
  balance: number;
  isAdmin: boolean;
}

const isAdmin = sql<boolean>`exists (
  select 1 from ${userRoles}
  where ${userRoles.userId} = ${user.id} and ${userRoles.role} = 'admin'
)`;

const columns = {
  id: user.id,
  email: user.email,
  name: user.name,
  createdAt: user.createdAt,
  balance: sql<number>`coalesce(${userCredits.balance}, 0)`.mapWith(Number),
  isAdmin: isAdmin.mapWith(Boolean),
};

/**
 * Emails containing `part` (emails are stored lower-cased). `strpos` rather than LIKE, so a
 * `%` or `_` typed into the search is looked for as itself, not as a wildcard.
 */
function emailContains(part: string): SQL | undefined {
  return part ? sql`strpos(${user.email}, ${part.toLowerCase()}) > 0` : undefined;
}

/** One page of accounts whose email contains `email`, newest first, and how many match. */
export async function searchUsers(
  db: Queryable,
  query: { email: string; limit: number; offset: number },
): Promise<{ rows: AdminUserRow[]; total: number }> {
  const where = emailContains(query.email);
  const [rows, totals] = await Promise.all([
    db
      .select(columns)
      .from(user)
      .leftJoin(userCredits, eq(userCredits.userId, user.id))
      .where(where)
      .orderBy(desc(user.createdAt), desc(user.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ total: count() }).from(user).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

export async function findUserById(db: Queryable, id: string): Promise<AdminUserRow | undefined> {
  const [row] = await db
    .select(columns)
    .from(user)
    .leftJoin(userCredits, eq(userCredits.userId, user.id))
    .where(eq(user.id, id));
  return row;
}
