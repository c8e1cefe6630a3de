import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/helpers/app.js';
import {
  randomClientAddress,
  sessionCookieFrom,
  signIn,
  signUpAndGetCookie,
  TEST_ORIGIN,
  TEST_PASSWORD,
} from '../../../../test/helpers/auth.js';
import { TOO_MANY_ATTEMPTS_MESSAGE } from './rate-limits.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const me = (cookie: string) => t.app.inject({ url: '/api/me', headers: { cookie } });
const signOut = (headers: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: '/api/auth/sign-out', headers });

// Limits that keep the owner in while someone guesses: lockout.int.test.ts.
describe('rate limits', () => {
  it('allows 10 sign-in attempts a minute per address, whatever the emails', async () => {
    const address = randomClientAddress();
    for (let attempt = 1; attempt <= 10; attempt++) {
      const response = await signIn(
        t.app,
        { email: `sweep-${attempt}@example.test`, password: TEST_PASSWORD },
        { remoteAddress: address },
      );
      expect(response.statusCode).toBe(401);
    }
    const blocked = await signIn(
      t.app,
      { email: 'sweep-11@example.test', password: TEST_PASSWORD },
      { remoteAddress: address },
    );
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ error: TOO_MANY_ATTEMPTS_MESSAGE });
  });

  it('ignores X-Forwarded-For unless a proxy is trusted, so a client cannot pick its address', async () => {
    const address = randomClientAddress();
    const statuses: number[] = [];
    for (let attempt = 1; attempt <= 11; attempt++) {
      const response = await signIn(
        t.app,
        { email: `spoof-${attempt}@example.test`, password: TEST_PASSWORD },
        { remoteAddress: address, headers: { 'x-forwarded-for': randomClientAddress() } },
      );
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it('limits sign-ups and reset requests too, counting refused attempts', async () => {
    const address = randomClientAddress();
    const statuses: number[] = [];
    for (let attempt = 1; attempt <= 11; attempt++) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-up/email',
        remoteAddress: address,
        headers: { origin: TEST_ORIGIN },
        payload: { name: 'X', email: `bad-${attempt}@example.test`, password: 'weak' },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([...Array(10).fill(400), 429]);

    const resets: number[] = [];
    for (let attempt = 1; attempt <= 6; attempt++) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/request-password-reset',
        remoteAddress: randomClientAddress(),
        headers: { origin: TEST_ORIGIN },
        payload: { email: 'reset-flood@example.test' },
      });
      resets.push(response.statusCode);
    }
    expect(resets).toEqual([200, 200, 200, 200, 200, 429]);
  });
});

describe('cross-site request refusal', () => {
  it('refuses a state-changing request from a foreign origin and keeps the session', async () => {
    const account = await signUpAndGetCookie(t.app);
    const refused: Record<string, string>[] = [
      { cookie: account.cookie, origin: 'https://evil.example' },
      { cookie: account.cookie, origin: 'null' },
      { cookie: account.cookie, referer: 'https://evil.example/page' },
      // With a session cookie, a request that names no origin at all is refused too.
      { cookie: account.cookie },
    ];
    for (const headers of refused) {
      const response = await signOut(headers);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ error: 'Cross-site request refused' });
    }
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/client-errors',
      headers: { cookie: account.cookie, origin: 'https://evil.example' },
      payload: { kind: 'not_found', path: '/x' },
    });
    expect(other.statusCode).toBe(403);
    expect((await me(account.cookie)).statusCode).toBe(200);
  });

  it('refuses a sign-in posted from a foreign site (login CSRF)', async () => {
    const account = await signUpAndGetCookie(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      remoteAddress: randomClientAddress(),
      headers: { origin: 'https://evil.example' },
      payload: { email: account.email, password: account.password },
    });
    expect(response.statusCode).toBe(403);
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it("accepts the app's own origin, the public URL's origin and a same-origin Referer", async () => {
    const accepted: Record<string, string>[] = [
      { origin: TEST_ORIGIN },
      { origin: new URL(t.config.publicUrl).origin },
      { referer: `${TEST_ORIGIN}/videos` },
    ];
    for (const origin of accepted) {
      const account = await signUpAndGetCookie(t.app);
      const response = await signOut({ cookie: account.cookie, ...origin });
      expect(response.statusCode).toBe(200);
      expect((await me(account.cookie)).statusCode).toBe(401);
    }
  });

  it('leaves reads alone: GET needs no Origin', async () => {
    const account = await signUpAndGetCookie(t.app);
    expect((await me(account.cookie)).statusCode).toBe(200);
  });
});

describe('over https', () => {
  let secure: TestApp;
  beforeAll(async () => {
    secure = await createTestApp({
      env: { PUBLIC_URL: 'https://studio.example', TRUST_PROXY: 'true' },
    });
  });
  afterAll(() => secure.close());

  it('sets a __Secure- cookie with the Secure flag, and it signs the user in', async () => {
    const response = await secure.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { origin: 'https://studio.example', 'x-forwarded-proto': 'https' },
      payload: { name: 'Sec', email: 'sec@example.test', password: TEST_PASSWORD },
    });
    expect(response.statusCode).toBe(200);
    const setCookie = [response.headers['set-cookie']].flat().join('\n');
    expect(setCookie).toMatch(/^__Secure-reelcast\.session_token=[^;]+;.*Secure/m);
    expect(setCookie).toMatch(/HttpOnly/i);
    const cookie = sessionCookieFrom(response)!;
    const meResponse = await secure.app.inject({ url: '/api/me', headers: { cookie } });
    expect(meResponse.json()).toMatchObject({ email: 'sec@example.test' });
  });
});
