import { count, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { user, userRoles } from '../../db/schema/index.js';
import { grantAdminRole } from './accounts.js';

/**
 * ADMIN_EMAILS (decision 032): the accounts an operator names become admins, at boot and the
 * moment they are created. Only ever grants: leaving the list takes nothing away (admins are
 * removed in the admin pages or with `npm run admin -- revoke`).
 */

/** Emails are compared lower-cased on both sides: config lower-cases the list. */
const listed = (adminEmails: readonly string[]) =>
  inArray(sql`lower(${user.email})`, [...adminEmails]);

/**
 * Gives every existing listed account the admin role; one statement, idempotent. Processes
 * booting together may all run it: ON CONFLICT DO NOTHING makes a concurrent insert of the same
 * row wait and then skip, and inserting in id order makes every process take the row locks in
 * the same order, so two of them cannot deadlock on a list of several accounts.
 */
export async function grantListedAdmins(
  database: Database,
  adminEmails: readonly string[],
): Promise<{ accounts: number; granted: number }> {
  if (adminEmails.length === 0) return { accounts: 0, granted: 0 };
  const granted = await database.db
    .insert(userRoles)
    .select((qb) =>
      qb
        // Every column of user_roles in its order, which drizzle's insert-select requires.
        .select({
          userId: user.id,
          role: sql<'admin'>`'admin'`.as('role'),
          createdAt: sql<Date>`now()`.as('created_at'),
        })
        .from(user)
        .where(listed(adminEmails))
        .orderBy(user.id),
    )
    .onConflictDoNothing()
    .returning({ userId: userRoles.userId });
  const [accounts] = await database.db
    .select({ total: count() })
    .from(user)
    .where(listed(adminEmails));
  return { accounts: accounts?.total ?? 0, granted: granted.length };
}

/**
 * For better-auth's user-create hook, which every way of making an account passes through
 * (email sign-up, Google, magic links, intake approvals through the internal adapter). It runs
 * after the account committed, so a failure is logged rather than failing the sign-up around
 * it; the next boot's grantListedAdmins gives the role then.
 */
export function listedAdminGranter(options: {
  database: Database;
  adminEmails: readonly string[];
  onError: (error: unknown, userId: string) => void;
}) {
  const emails = new Set(options.adminEmails);
  return async (created: { id: string; email: string }): Promise<void> => {
    if (!emails.has(created.email.toLowerCase())) return;
    try {
      await grantAdminRole(options.database, created.id);
    } catch (error) {
      options.onError(error, created.id);
    }
  };
}
