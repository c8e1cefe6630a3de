import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES, adminRoleResponseSchema, adminUsersResponseSchema } from '@shared/admin';
import { createTestApp, type TestApp } from '../../../../test/helpers/app.js';
import { signUpAndGetCookie, type TestAccount } from '../../../../test/helpers/auth.js';
import { makeAdmin } from '../../../../test/helpers/users.js';

let t: TestApp;
let admin: TestAccount;
let member: TestAccount;
let other: TestAccount;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signUpAndGetCookie(t.app, { name: 'Ada Admin', email: 'ada.admin@example.test' });
  await makeAdmin(t.database.db, admin.id);
  member = await signUpAndGetCookie(t.app, { name: 'Mia Member', email: 'mia@shop.example.test' });
  other = await signUpAndGetCookie(t.app, { name: 'Ola', email: 'ola_plus+100@shop.example.test' });
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'DELETE';
const call = (method: Method, url: string, account?: TestAccount) =>
  t.app.inject({ method, url, headers: account ? account.headers : {} });
const search = (query: string, account: TestAccount = admin) =>
  call('GET', `/api/admin/users${query}`, account);
const role = (method: 'POST' | 'DELETE', id: string, account: TestAccount = admin) =>
  call(method, `/api/admin/users/${encodeURIComponent(id)}/roles/admin`, account);

describe('admin account routes', () => {
  it('answer 401 to nobody and 403 to a signed-in user, changing nothing', async () => {
    for (const [method, url] of [
      ['GET', '/api/admin/users?email=mia'],
      ['POST', `/api/admin/users/${member.id}/roles/admin`],
      ['DELETE', `/api/admin/users/${admin.id}/roles/admin`],
    ] as const) {
      const anonymous = await call(method, url);
      expect(anonymous.statusCode, `${method} ${url}`).toBe(401);
      expect(anonymous.json()).toEqual({ error: 'You must be signed in' });
      const refused = await call(method, url, member);
      expect(refused.statusCode, `${method} ${url}`).toBe(403);
      expect(refused.json()).toEqual({ error: 'Admins only' });
    }
    const users = adminUsersResponseSchema.parse((await search('?email=ada.admin')).json()).users;
    expect(users.map((u) => u.roles)).toEqual([['admin']]);
    const mia = adminUsersResponseSchema.parse((await search('?email=mia@')).json()).users;
    expect(mia.map((u) => u.roles)).toEqual([[]]);
  });

  it('finds accounts by part of the email, any case, with balance and roles', async () => {
    const response = await search('?email=SHOP.EXAMPLE');
    expect(response.statusCode).toBe(200);
    const body = adminUsersResponseSchema.parse(response.json());
    expect(body.total).toBe(2);
    expect(body.nextOffset).toBeNull();
    // Newest first.
    expect(body.users.map((u) => u.email)).toEqual([other.email, member.email]);
    expect(body.users[1]).toMatchObject({
      id: member.id,
      name: 'Mia Member',
      roles: [],
      balance: expect.any(Number),
    });
    expect(Date.parse(body.users[1]!.createdAt)).not.toBeNaN();
  });

  it('looks for % and _ as themselves, not as wildcards', async () => {
    const percent = adminUsersResponseSchema.parse((await search('?email=%25')).json());
    expect(percent.users).toEqual([]);
    const underscore = adminUsersResponseSchema.parse((await search('?email=_')).json());
    expect(underscore.users.map((u) => u.email)).toEqual([other.email]);
  });

  it('pages through every account', async () => {
    const first = adminUsersResponseSchema.parse((await search('?limit=2')).json());
    expect(first.total).toBeGreaterThanOrEqual(3);
    expect(first.users).toHaveLength(2);
    expect(first.nextOffset).toBe(2);
    const second = adminUsersResponseSchema.parse((await search('?limit=2&offset=2')).json());
    expect(second.users[0]?.id).not.toBe(first.users[1]?.id);
    const ids = [...first.users, ...second.users].map((u) => u.id);
    expect(ids).toEqual(expect.arrayContaining([admin.id, member.id, other.id]));
  });

  it('shows the balance an adjustment left', async () => {
    const adjusted = await t.app.inject({
      method: 'POST',
      url: '/api/admin/credits/adjust',
      headers: admin.headers,
      payload: { email: member.email, amount: 25, reason: 'Goodwill' },
    });
    expect(adjusted.statusCode).toBe(200);
    const { balance } = adjusted.json<{ balance: number }>();
    const found = adminUsersResponseSchema.parse((await search('?email=mia@')).json());
    expect(found.users[0]?.balance).toBe(balance);
  });

  it('refuses bad searches with a clear message', async () => {
    const long = await search(`?email=${'a'.repeat(321)}`);
    expect(long.statusCode).toBe(400);
    expect(long.json<{ error: string }>().error).toContain(ADMIN_MESSAGES.searchTooLong);
    for (const query of ['?limit=0', '?limit=101', '?offset=-1', '?limit=ten']) {
      const response = await search(query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json<{ error: string }>().error, query).toMatch(/\S/);
    }
  });

  it('grants and revokes the admin role, saying whether anything changed', async () => {
    const granted = await role('POST', member.id);
    expect(granted.statusCode).toBe(200);
    expect(adminRoleResponseSchema.parse(granted.json())).toMatchObject({
      changed: true,
      user: { id: member.id, roles: ['admin'] },
    });
    // The new admin's very next request is an admin's.
    expect((await search('?email=mia', member)).statusCode).toBe(200);
    const again = adminRoleResponseSchema.parse((await role('POST', member.id)).json());
    expect(again.changed).toBe(false);

    const revoked = await role('DELETE', member.id);
    expect(revoked.statusCode).toBe(200);
    expect(adminRoleResponseSchema.parse(revoked.json())).toMatchObject({
      changed: true,
      user: { id: member.id, roles: [] },
    });
    expect((await search('?email=mia', member)).statusCode).toBe(403);
    const twice = adminRoleResponseSchema.parse((await role('DELETE', member.id)).json());
    expect(twice.changed).toBe(false);
  });

  it('never lets an admin remove their own admin role', async () => {
    const response = await role('DELETE', admin.id);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ error: ADMIN_MESSAGES.ownAdminRole });
    const me = await t.app.inject({ url: '/api/me', headers: { cookie: admin.cookie } });
    expect(me.json()).toMatchObject({ roles: ['admin'] });
    // Granting oneself what one has is harmless.
    expect(adminRoleResponseSchema.parse((await role('POST', admin.id)).json()).changed).toBe(
      false,
    );
  });

  it('answers 404 for an id that names no account, whatever its shape', async () => {
    for (const id of ['no-such-user', '00000000-0000-0000-0000-000000000000', 'x'.repeat(90)]) {
      for (const method of ['POST', 'DELETE'] as const) {
        const response = await role(method, id);
        expect(response.statusCode, `${method} ${id}`).toBe(404);
        expect(response.json()).toEqual({ error: ADMIN_MESSAGES.noSuchUser });
      }
    }
  });
});
