import { randomUUID } from 'node:crypto';
import type { Queryable } from '../../src/server/db/client.js';
import { user, userRoles } from '../../src/server/db/schema/index.js';
import type { CreditsService } from '../../src/server/platform/credits/index.js';

export interface TestUser {
  id: string;
  email: string;
}

/**
 * Inserts a row into better-auth's `user` table directly: rows owned by a user (credits,
 * jobs) reference it, and tests should not depend on the sign-up flow to create one.
 */
export async function insertUser(
  db: Queryable,
  fields: { id?: string; email?: string; name?: string } = {},
): Promise<TestUser> {
  const id = fields.id ?? `user-${randomUUID()}`;
  const email = fields.email ?? `${id}@example.test`;
  await db.insert(user).values({ id, email, name: fields.name ?? id });
  return { id, email };
}

/** Gives an existing user the admin role (the user_roles row the server checks). */
export async function makeAdmin(db: Queryable, userId: string): Promise<void> {
  await db.insert(userRoles).values({ userId, role: 'admin' }).onConflictDoNothing();
}

/** A new user with `balance` welcome credits granted as sign-up grants them (none for 0). */
export async function insertUserWithCredits(
  db: Queryable,
  credits: Pick<CreditsService, 'grant'>,
  balance: number,
): Promise<TestUser> {
  const created = await insertUser(db);
  if (balance > 0) {
    await credits.grant({
      userId: created.id,
      amount: balance,
      kind: 'signup_grant',
      idempotencyKey: `signup:${created.id}`,
      reason: 'Welcome credits',
    });
  }
  return created;
}
