import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutboxResponseSchema } from '@shared/mail';
import { grantAdminRole } from '../../modules/auth/index.js';
import { createTestApp, type TestApp } from '../../../../test/helpers/app.js';
import { signUpAndGetCookie, type TestAccount } from '../../../../test/helpers/auth.js';
import { createMailPort } from './mailer.js';

let t: TestApp;
let admin: TestAccount;
let member: TestAccount;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signUpAndGetCookie(t.app, { name: 'Admin' });
  await grantAdminRole(t.database, admin.id);
  member = await signUpAndGetCookie(t.app);
  const mail = createMailPort({ database: t.database });
  for (const n of [1, 2, 3]) {
    await mail.send({
      to: `to${n}@example.test`,
      subject: `Mail ${n}`,
      text: `Body ${n}`,
      kind: 'test',
    });
  }
});
afterAll(() => t.close());

const outbox = (cookie?: string, query = '') =>
  t.app.inject({ url: `/api/admin/mail-outbox${query}`, headers: cookie ? { cookie } : {} });

describe('GET /api/admin/mail-outbox', () => {
  it('is for admins only', async () => {
    const anonymous = await outbox();
    expect(anonymous.statusCode).toBe(401);
    const forbidden = await outbox(member.cookie);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toEqual({ error: 'Admins only' });
  });

  it('lists the newest mails first, up to the limit', async () => {
    const response = await outbox(admin.cookie, '?limit=2');
    expect(response.statusCode).toBe(200);
    const { mails } = mailOutboxResponseSchema.parse(response.json());
    expect(mails.map((mail) => mail.subject)).toEqual(['Mail 3', 'Mail 2']);
    expect(mails[0]).toMatchObject({
      to: 'to3@example.test',
      status: 'stored',
      transport: 'outbox',
    });
    expect((await outbox(admin.cookie, '?limit=0')).statusCode).toBe(400);
  });

  it('shows the admin role on /api/me', async () => {
    const me = await t.app.inject({ url: '/api/me', headers: { cookie: admin.cookie } });
    expect(me.json()).toMatchObject({ id: admin.id, roles: ['admin'] });
  });
});
