import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD_ALREADY_SET_MESSAGE } from '@shared/auth';
import { account as accountTable } from '../../db/schema/index.js';
import { createMailPort } from '../../platform/mail/mailer.js';
import { createTestApp, type TestApp } from '../../../../test/helpers/app.js';
import {
  randomClientAddress,
  sessionCookieFrom,
  signedInHeaders,
  signIn,
  signUpAndGetCookie,
  TEST_ORIGIN,
  type TestAccount,
} from '../../../../test/helpers/auth.js';
import { createMailbox } from '../../../../test/helpers/mailbox.js';
import { PASSWORD_BEING_SET_MESSAGE } from './me-routes.js';
import { TOO_MANY_ATTEMPTS_MESSAGE } from './rate-limits.js';

/**
 * A person signed in by link can set a password (decision 031): POST /api/me/password, once,
 * and `hasPassword` on GET /api/me tells the web app whether to offer it.
 */

const mailbox = createMailbox();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ mail: mailbox.port });
  mailbox.deliverTo(createMailPort({ database: t.database }));
});
afterAll(() => t.close());

const NEW_PASSWORD = 'Linked-In-2024';

const post = (url: string, payload: unknown, headers: Record<string, string>, address?: string) =>
  t.app.inject({
    method: 'POST',
    url,
    remoteAddress: address ?? randomClientAddress(),
    headers,
    payload: payload as Record<string, unknown>,
  });
const setPassword = (cookie: string, payload: unknown, address?: string) =>
  post('/api/me/password', payload, signedInHeaders(cookie), address);
const me = (cookie: string) => t.app.inject({ url: '/api/me', headers: { cookie } });

/** Signs `email` in through a mailed link; returns the new session cookie. */
async function signInByLink(email: string): Promise<string> {
  const requested = await post('/api/auth/sign-in/magic-link', { email }, { origin: TEST_ORIGIN });
  expect(requested.statusCode).toBe(200);
  const mail = await mailbox.next(email);
  const path = /\/api\/auth\/magic-link\/verify\?token=[A-Za-z]+/.exec(mail.text)![0];
  const followed = await t.app.inject({ url: path, remoteAddress: randomClientAddress() });
  expect(followed.headers.location).toMatch(/\/dashboard$/);
  return sessionCookieFrom(followed)!;
}

const credentialAccounts = (userId: string) =>
  t.database.db
    .select()
    .from(accountTable)
    .where(and(eq(accountTable.userId, userId), eq(accountTable.providerId, 'credential')));

/** An account whose only way in is a link: signed up, then its unproven password stripped. */
async function linkOnlyAccount(): Promise<{ account: TestAccount; cookie: string }> {
  const account = await signUpAndGetCookie(t.app);
  const cookie = await signInByLink(account.email);
  return { account, cookie };
}

describe('setting a password after signing in by link', () => {
  it('strips a password set before the email was proven, then lets the owner set one once', async () => {
    const { account, cookie } = await linkOnlyAccount();
    // better-auth's guard against accounts made in someone else's name: the first proof of the
    // mailbox drops the password and sessions that came before it.
    expect((await me(cookie)).json()).toMatchObject({ id: account.id, hasPassword: false });
    expect((await me(account.cookie)).statusCode).toBe(401);
    expect((await signIn(t.app, account)).statusCode).toBe(401);

    const response = await setPassword(cookie, { newPassword: NEW_PASSWORD });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: true });
    expect((await me(cookie)).json()).toMatchObject({ hasPassword: true });
    expect((await signIn(t.app, { email: account.email, password: NEW_PASSWORD })).statusCode).toBe(
      200,
    );

    const again = await setPassword(cookie, { newPassword: 'Another-One-9' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: PASSWORD_ALREADY_SET_MESSAGE });

    // Set after the proof, the password survives later links.
    await signInByLink(account.email);
    expect((await signIn(t.app, { email: account.email, password: NEW_PASSWORD })).statusCode).toBe(
      200,
    );
  });

  it('sets exactly one password when two requests race', async () => {
    const { account, cookie } = await linkOnlyAccount();
    const answers = await Promise.all([
      setPassword(cookie, { newPassword: NEW_PASSWORD }),
      setPassword(cookie, { newPassword: 'Other-Password-7' }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const loser = answers.find((answer) => answer.statusCode === 409)!;
    expect([PASSWORD_ALREADY_SET_MESSAGE, PASSWORD_BEING_SET_MESSAGE]).toContain(
      loser.json<{ error: string }>().error,
    );
    expect(await credentialAccounts(account.id)).toHaveLength(1);
  });

  it('refuses someone who has a password, and leaves it as it was', async () => {
    const account = await signUpAndGetCookie(t.app);
    expect((await me(account.cookie)).json()).toMatchObject({ hasPassword: true });
    const response = await setPassword(account.cookie, { newPassword: NEW_PASSWORD });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ error: PASSWORD_ALREADY_SET_MESSAGE });
    expect((await signIn(t.app, account)).statusCode).toBe(200);
    expect((await signIn(t.app, { email: account.email, password: NEW_PASSWORD })).statusCode).toBe(
      401,
    );
  });

  it('answers 401 signed out and 400 with the sign-up rules for a bad body', async () => {
    const anonymous = await post('/api/me/password', { newPassword: NEW_PASSWORD }, {});
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ error: 'You must be signed in' });

    const { account, cookie } = await linkOnlyAccount();
    const cases: [unknown, string][] = [
      [{}, 'Please enter a new password'],
      [{ newPassword: null }, 'Please enter a new password'],
      [{ newPassword: 'Sh0rt' }, 'Password must be at least 8 characters'],
      [{ newPassword: 'alllowercase1' }, 'Password must contain uppercase, lowercase, and number'],
      [{ newPassword: `Aa1${'x'.repeat(70)}` }, 'Password must be less than 72 characters'],
    ];
    for (const [payload, error] of cases) {
      const response = await setPassword(cookie, payload);
      expect({ payload, status: response.statusCode }).toEqual({ payload, status: 400 });
      expect(response.json()).toEqual({ error });
    }
    const text = await t.app.inject({
      method: 'POST',
      url: '/api/me/password',
      headers: { ...signedInHeaders(cookie), 'content-type': 'text/plain' },
      payload: NEW_PASSWORD,
    });
    expect(text.statusCode).toBe(400);
    expect(text.json()).toEqual({ error: 'Invalid input: expected object, received string' });
    expect(await credentialAccounts(account.id)).toHaveLength(0);
  });

  it('is limited to 10 attempts a minute per address', async () => {
    const { cookie } = await linkOnlyAccount();
    const address = randomClientAddress();
    for (let attempt = 1; attempt <= 10; attempt++) {
      const response = await setPassword(cookie, { newPassword: 'weak' }, address);
      expect(response.statusCode).toBe(400);
    }
    const blocked = await setPassword(cookie, { newPassword: NEW_PASSWORD }, address);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ error: TOO_MANY_ATTEMPTS_MESSAGE });
  });

  it('keeps a password chosen through a reset link when the owner later signs in by link', async () => {
    const account = await signUpAndGetCookie(t.app);
    const requested = await post(
      '/api/auth/request-password-reset',
      { email: account.email },
      { origin: TEST_ORIGIN },
    );
    expect(requested.statusCode).toBe(200);
    const resetMail = await mailbox.next(account.email);
    const token = /reset-password\?token=([\w-]+)/.exec(resetMail.text)![1];
    const reset = await post(
      '/api/auth/reset-password',
      { token, newPassword: NEW_PASSWORD },
      { origin: TEST_ORIGIN },
    );
    expect(reset.statusCode).toBe(200);

    const cookie = await signInByLink(account.email);
    expect((await me(cookie)).json()).toMatchObject({ hasPassword: true });
    expect((await signIn(t.app, { email: account.email, password: NEW_PASSWORD })).statusCode).toBe(
      200,
    );
  });
});
