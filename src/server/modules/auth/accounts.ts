import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { user, userRoles } from '../../db/schema/index.js';

export interface AccountSummary {
  id: string;
  email: string;
  name: string;
}

/** Accounts are stored with lower-cased emails (better-auth normalises them on sign-up). */
export async function findAccountByEmail(
  database: Database,
  email: string,
): Promise<AccountSummary | undefined> {
  const [row] = await database.db
    .select({ id: user.id, email: user.email, name: user.name })
    .from(user)
    .where(eq(user.email, email.trim().toLowerCase()));
  return row;
}

/** Records that the user proved they read the account's mailbox (a reset link). */
export async function markEmailVerified(database: Database, userId: string): Promise<void> {
  await database.db.update(user).set({ emailVerified: true }).where(eq(user.id, userId));
}

/** Makes the user an admin; false when they already were. */
export async function grantAdminRole(database: Database, userId: string): Promise<boolean> {
  const inserted = await database.db
    .insert(userRoles)
    .values({ userId, role: 'admin' })
    .onConflictDoNothing()
    .returning({ userId: userRoles.userId });
  return inserted.length > 0;
}

/** Takes the admin role away; false when the user was not an admin. */
export async function revokeAdminRole(database: Database, userId: string): Promise<boolean> {
  const deleted = await database.db
    .delete(userRoles)
    .where(and(eq(userRoles.userId, userId), eq(userRoles.role, 'admin')))
    .returning({ userId: userRoles.userId });
  return deleted.length > 0;
}
