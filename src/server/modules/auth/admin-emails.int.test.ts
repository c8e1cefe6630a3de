import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminUsersResponseSchema } from '@shared/admin';
import { userRoles } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../../../test/helpers/app.js';
import { signUpAndGetCookie, type TestAccount } from '../../../../test/helpers/auth.js';
import { insertUser, makeAdmin } from '../../../../test/helpers/users.js';
import { grantListedAdmins } from './admin-emails.js';
import { createAuth } from './auth.js';
import { createClientAccounts } from './client-accounts.js';
import { createSignInLinkMail } from './sign-in-links.js';

/**
 * ADMIN_EMAILS (decision 032): listed accounts are admins from the moment they exist, whichever
 * way they were made, and at every boot; the list is matched in any case and never revokes.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    env: { ADMIN_EMAILS: ' Boss@Example.test, ops@example.test,google@example.test, ' },
  });
});
afterAll(() => t.close());

const isAdmin = async (userId: string) =>
  (await t.database.db.select().from(userRoles).where(eq(userRoles.userId, userId))).some(
    (row) => row.role === 'admin',
  );
const adminUsers = (account: TestAccount, email: string) =>
  t.app.inject({
    url: `/api/admin/users?email=${encodeURIComponent(email)}`,
    headers: account.headers,
  });

describe('ADMIN_EMAILS when an account is created', () => {
  it('makes a listed email signing up an admin at once, whatever its case', async () => {
    const boss = await signUpAndGetCookie(t.app, { email: 'BOSS@example.TEST' });
    expect(boss.email).toBe('BOSS@example.TEST');
    const me = await t.app.inject({ url: '/api/me', headers: { cookie: boss.cookie } });
    expect(me.json()).toMatchObject({ email: 'boss@example.test', roles: ['admin'] });

    const response = await adminUsers(boss, 'boss@');
    expect(response.statusCode).toBe(200);
    const { users } = adminUsersResponseSchema.parse(response.json());
    expect(users).toMatchObject([{ id: boss.id, email: 'boss@example.test', roles: ['admin'] }]);
  });

  it('leaves an email that is not listed a plain user', async () => {
    // Contains a listed address but is another one.
    const member = await signUpAndGetCookie(t.app, { email: 'not-boss@example.test' });
    expect(await isAdmin(member.id)).toBe(false);
    const response = await adminUsers(member, 'boss@');
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: 'Admins only' });
  });

  it('makes accounts created through better-auth itself admins: approvals and Google', async () => {
    const { config, database, mail, credits } = t;
    const signInLinks = createSignInLinkMail({ config, database, mail });
    const auth = createAuth({ config, database, mail, credits, signInLinks });
    // An approved submission's account (client intake) goes through the internal adapter.
    const intake = createClientAccounts({ auth, database });
    const approved = await intake.ensureAccount('Ops@Example.test', 'Ops');
    expect(approved.created).toBe(true);
    expect(await isAdmin(approved.userId)).toBe(true);
    const client = await intake.ensureAccount('client@example.test');
    expect(await isAdmin(client.userId)).toBe(false);

    // The call Google's callback makes for a first sign-in (magic links use createUser).
    const context = await auth.$context;
    const google = await context.internalAdapter.createOAuthUser(
      { email: 'Google@Example.test', name: 'G', emailVerified: true },
      { providerId: 'google', accountId: 'google-sub-1' },
    );
    expect(await isAdmin(google.user.id)).toBe(true);
  });
});

describe('ADMIN_EMAILS at boot', () => {
  it('grants existing listed accounts once, in any case, and names how many it found', async () => {
    const early = await insertUser(t.database.db, { email: 'early@example.test' });
    const other = await insertUser(t.database.db, { email: 'other@example.test' });
    const list = ['early@example.test', 'nobody-yet@example.test'];

    expect(await grantListedAdmins(t.database, list)).toEqual({ accounts: 1, granted: 1 });
    expect(await isAdmin(early.id)).toBe(true);
    expect(await isAdmin(other.id)).toBe(false);
    // Idempotent: a restart finds the role already there.
    expect(await grantListedAdmins(t.database, list)).toEqual({ accounts: 1, granted: 0 });
    // A mixed-case stored email (an older row) matches too.
    const mixed = await insertUser(t.database.db, { email: 'Mixed.Case@Example.test' });
    expect(await grantListedAdmins(t.database, ['mixed.case@example.test'])).toMatchObject({
      granted: 1,
    });
    expect(await isAdmin(mixed.id)).toBe(true);
  });

  it('is safe when several processes boot at once', async () => {
    const emails = ['p1@example.test', 'p2@example.test', 'p3@example.test'];
    const users = await Promise.all(emails.map((email) => insertUser(t.database.db, { email })));
    // Concurrent statements on Postgres' pool (separate connections), queued on PGlite.
    const results = await Promise.all(
      Array.from({ length: 6 }, () => grantListedAdmins(t.database, [...emails].reverse())),
    );
    expect(results.reduce((sum, result) => sum + result.granted, 0)).toBe(3);
    for (const { id } of users) expect(await isAdmin(id)).toBe(true);
  });

  it('never revokes: an email taken off the list stays an admin until removed by hand', async () => {
    const former = await insertUser(t.database.db, { email: 'former@example.test' });
    await makeAdmin(t.database.db, former.id);
    expect(await grantListedAdmins(t.database, [])).toEqual({ accounts: 0, granted: 0 });
    expect(await grantListedAdmins(t.database, ['someone-else@example.test'])).toMatchObject({
      granted: 0,
    });
    expect(await isAdmin(former.id)).toBe(true);
  });
});
