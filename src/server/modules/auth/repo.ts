import { createHash } from 'node:crypto';
import { and, count, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import type { SessionUser } from '../../platform/auth/index.js';
import { account, session, user, userRoles, verification } from '../../db/schema/index.js';

/** The tables better-auth's drizzle adapter reads and writes. */
export const authTables = { user, session, account, verification };

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

/**
 * The `verification.identifier` of a sign-in link: better-auth's magic-link plugin with
 * `storeToken: 'hashed'` keeps only the token's SHA-256, base64url without padding (decision 048).
 */
export const signInLinkIdentifier = (token: string) =>
  `magic-link:${createHash('sha256').update(token).digest('base64url')}`;

/**
 * Sets when a pending sign-in link stops working (better-auth gives every link the same
 * lifetime). False when no such link is pending. Still used once: following it deletes the row.
 */
export async function setSignInLinkExpiry(
  database: Database,
  token: string,
  expiresAt: Date,
): Promise<boolean> {
  const updated = await database.db
    .update(verification)
    .set({ expiresAt, updatedAt: new Date() })
    .where(eq(verification.identifier, signInLinkIdentifier(token)))
    .returning({ id: verification.id });
  return updated.length > 0;
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

export async function rolesOf(database: Database, userId: string): Promise<SessionUser['roles']> {
  const rows = await database.db
    .select({ role: userRoles.role })
    .from(userRoles)
    .where(eq(userRoles.userId, userId));
  return rows.map((row) => row.role);
}

/** Whether the user can sign in with a password (a credential account that holds one). */
export async function hasPassword(database: Database, userId: string): Promise<boolean> {
  const [row] = await database.db
    .select({ id: account.id })
    .from(account)
    .where(
      and(
        eq(account.userId, userId),
        eq(account.providerId, 'credential'),
        isNotNull(account.password),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** The account's display name, or undefined when there is no such account. */
export async function findAccountName(
  database: Database,
  userId: string,
): Promise<string | undefined> {
  const [row] = await database.db.select({ name: user.name }).from(user).where(eq(user.id, userId));
  return row?.name;
}

/** Emails are compared lower-cased on both sides: config lower-cases the list. */
const listed = (adminEmails: readonly string[]) =>
  inArray(sql`lower(${user.email})`, [...adminEmails]);

/**
 * Gives every existing account with one of these emails the admin role; one statement,
 * idempotent; answers how many rows it added. Processes booting together may all run it: ON
 * CONFLICT DO NOTHING makes a concurrent insert of the same row wait and then skip, and
 * inserting in id order makes every process take the row locks in the same order, so two of
 * them cannot deadlock on a list of several accounts.
 */
export async function grantAdminRolesByEmail(
  database: Database,
  adminEmails: readonly string[],
): Promise<number> {
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
  return granted.length;
}

/** How many accounts have one of these emails. */
export async function countAccountsByEmail(
  database: Database,
  adminEmails: readonly string[],
): Promise<number> {
  const [accounts] = await database.db
    .select({ total: count() })
    .from(user)
    .where(listed(adminEmails));
  return accounts?.total ?? 0;
}
