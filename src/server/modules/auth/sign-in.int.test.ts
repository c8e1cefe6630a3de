import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVALID_CREDENTIALS_MESSAGE } from '@shared/auth';
import { session } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../../../test/helpers/app.js';
import {
  sessionCookieFrom,
  signIn,
  signUpAndGetCookie,
  TEST_ORIGIN,
  type TestAccount,
} from '../../../../test/helpers/auth.js';
import { SESSION_EXPIRES_IN_SECONDS } from './auth.js';

// Failed sign-ins are limited per account (5 a minute at one address, 20 from everywhere):
// tests that fail often use their own account.
let t: TestApp;
let account: TestAccount;
beforeAll(async () => {
  t = await createTestApp();
  account = await signUpAndGetCookie(t.app, { email: 'grace@example.test' });
});
afterAll(() => t.close());

const me = (cookie: string) => t.app.inject({ url: '/api/me', headers: { cookie } });
const tokenOf = (cookie: string) => decodeURIComponent(cookie.split('=')[1]!).split('.')[0]!;

describe('sign-in', () => {
  it('signs in with the right password and answers /api/me', async () => {
    const response = await signIn(t.app, {
      email: 'Grace@Example.test ',
      password: account.password,
    });
    expect(response.statusCode).toBe(200);
    const cookie = sessionCookieFrom(response)!;
    expect((await me(cookie)).json()).toMatchObject({ id: account.id, email: account.email });
  });

  it('answers a wrong email and a wrong password identically', async () => {
    const wrongEmail = await signIn(t.app, {
      email: 'nobody@example.test',
      password: account.password,
    });
    const wrongPassword = await signIn(t.app, {
      email: account.email,
      password: 'Wrong-Password1',
    });
    for (const response of [wrongEmail, wrongPassword]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ error: INVALID_CREDENTIALS_MESSAGE });
      expect(response.headers['set-cookie']).toBeUndefined();
    }
    expect(wrongEmail.body).toBe(wrongPassword.body);
  });

  it('never hands the session token to page scripts, only to the httpOnly cookie', async () => {
    const response = await signIn(t.app, account);
    expect(response.statusCode).toBe(200);
    const cookie = sessionCookieFrom(response)!;
    expect(response.body).not.toContain(tokenOf(cookie));
    expect(response.json()).toMatchObject({ user: { id: account.id } });
    const current = await t.app.inject({ url: '/api/auth/get-session', headers: { cookie } });
    expect(current.statusCode).toBe(200);
    expect(current.json()).toMatchObject({
      user: { id: account.id },
      session: { userId: account.id },
    });
    expect(current.body).not.toContain(tokenOf(cookie));
  });

  it('checks the spec rules before any lookup', async () => {
    const response = await signIn(t.app, { email: 'grace@example', password: 'x' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'Invalid email address' });
  });

  it('issues a new session token on every sign-in (no session fixation)', async () => {
    const account = await signUpAndGetCookie(t.app);
    const first = sessionCookieFrom(await signIn(t.app, account))!;
    const second = sessionCookieFrom(await signIn(t.app, account))!;
    expect(tokenOf(first)).not.toBe(tokenOf(account.cookie));
    expect(tokenOf(second)).not.toBe(tokenOf(first));
    // A planted cookie does not survive a sign-in: the browser gets a different token.
    const planted = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { cookie: first, origin: TEST_ORIGIN },
      payload: { email: account.email, password: account.password },
    });
    expect(tokenOf(sessionCookieFrom(planted)!)).not.toBe(tokenOf(first));
  });

  it('keeps sessions for 30 days and renews an active one once a day', async () => {
    const account = await signUpAndGetCookie(t.app);
    const cookie = sessionCookieFrom(await signIn(t.app, account))!;
    const token = tokenOf(cookie);
    const [row] = await t.database.db.select().from(session).where(eq(session.token, token));
    const expectedExpiry = Date.now() + SESSION_EXPIRES_IN_SECONDS * 1000;
    expect(Math.abs(row!.expiresAt.getTime() - expectedExpiry)).toBeLessThan(60_000);

    // Fresh session: nothing to renew.
    expect((await me(cookie)).headers['set-cookie']).toBeUndefined();

    // Two days later (expiry two days nearer): the next request renews it.
    const twoDaysMs = 2 * 24 * 60 * 60 * 1000;
    await t.database.db
      .update(session)
      .set({ expiresAt: new Date(expectedExpiry - twoDaysMs) })
      .where(eq(session.token, token));
    const renewed = await me(cookie);
    expect(renewed.statusCode).toBe(200);
    expect([renewed.headers['set-cookie']].flat().join()).toMatch(
      new RegExp(`reelcast\\.session_token=.*Max-Age=${SESSION_EXPIRES_IN_SECONDS}`),
    );
    const [after] = await t.database.db.select().from(session).where(eq(session.token, token));
    expect(Math.abs(after!.expiresAt.getTime() - expectedExpiry)).toBeLessThan(60_000);
  });

  it('refuses an expired session', async () => {
    const account = await signUpAndGetCookie(t.app);
    const cookie = sessionCookieFrom(await signIn(t.app, account))!;
    await t.database.db
      .update(session)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(session.token, tokenOf(cookie)));
    expect((await me(cookie)).statusCode).toBe(401);
  });
});

describe('sign-out', () => {
  it('ends the database session: the old cookie no longer signs anyone in', async () => {
    const account = await signUpAndGetCookie(t.app);
    const cookie = sessionCookieFrom(await signIn(t.app, account))!;
    expect((await me(cookie)).statusCode).toBe(200);
    // As the web app sends it: an empty JSON object.
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { cookie, origin: TEST_ORIGIN },
      payload: {},
    });
    expect(out.statusCode).toBe(200);
    expect([out.headers['set-cookie']].flat().join()).toMatch(
      /reelcast\.session_token=;.*Max-Age=0/,
    );
    const rows = await t.database.db
      .select()
      .from(session)
      .where(eq(session.token, tokenOf(cookie)));
    expect(rows).toEqual([]);
    const after = await me(cookie);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ error: 'You must be signed in' });
  });
});

describe('/api/me', () => {
  it('answers 401 with the spec wording when signed out, or with a forged cookie', async () => {
    for (const headers of [{}, { cookie: 'reelcast.session_token=forged.value' }]) {
      const response = await t.app.inject({ url: '/api/me', headers });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ error: 'You must be signed in' });
    }
  });
});

describe('/api/session/status', () => {
  it('answers 200 whether or not someone is signed in, and never caches', async () => {
    for (const headers of [{}, { cookie: 'reelcast.session_token=forged.value' }]) {
      const response = await t.app.inject({ url: '/api/session/status', headers });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ signedIn: false });
    }
    const cookie = sessionCookieFrom(
      await signIn(t.app, { email: account.email, password: account.password }),
    )!;
    const signedIn = await t.app.inject({ url: '/api/session/status', headers: { cookie } });
    expect(signedIn.json()).toEqual({ signedIn: true });
    expect(signedIn.headers['cache-control']).toBe('no-store');
  });
});

describe('Google sign-in', () => {
  const startGoogle = (app: TestApp) =>
    app.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/social',
      headers: { origin: TEST_ORIGIN },
      payload: { provider: 'google', callbackURL: '/videos' },
    });

  const googleCallback = (app: TestApp) =>
    app.app.inject({ url: '/api/auth/callback/google?code=forged&state=forged' });

  const signInOptions = (app: TestApp) =>
    app.app.inject({ method: 'GET', url: '/api/sign-in-options' });

  it('is off without GOOGLE_CLIENT_ID/SECRET', async () => {
    for (const response of [await startGoogle(t), await googleCallback(t)]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: 'Not found' });
    }
    expect((await signInOptions(t)).json()).toEqual({ google: false });
  });

  it('sends the browser to Google when configured', async () => {
    const withGoogle = await createTestApp({
      env: { GOOGLE_CLIENT_ID: 'client-id.apps', GOOGLE_CLIENT_SECRET: 'secret' },
    });
    try {
      const response = await startGoogle(withGoogle);
      expect(response.statusCode).toBe(200);
      const { url, redirect } = response.json<{ url: string; redirect: boolean }>();
      expect(redirect).toBe(true);
      const google = new URL(url);
      expect(google.origin).toBe('https://accounts.google.com');
      expect(google.searchParams.get('client_id')).toBe('client-id.apps');
      expect(google.searchParams.get('scope')?.split(' ')).toEqual(
        expect.arrayContaining(['email', 'profile']),
      );
      // /auth shows "Continue with Google" from this answer.
      expect((await signInOptions(withGoogle)).json()).toEqual({ google: true });
      expect(google.searchParams.get('redirect_uri')).toBe(
        `${withGoogle.config.publicUrl}/api/auth/callback/google`,
      );
      // A callback that does not match a sign-in this browser started goes back to /auth.
      const callback = await googleCallback(withGoogle);
      expect(callback.statusCode).toBe(302);
      expect(callback.headers.location).toMatch(
        new RegExp(`^${withGoogle.config.publicUrl}/auth\\?error=`),
      );
    } finally {
      await withGoogle.close();
    }
  });
});
