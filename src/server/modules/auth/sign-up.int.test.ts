import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { user } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../../../test/helpers/app.js';
import {
  randomClientAddress,
  sessionCookieFrom,
  signUpAndGetCookie,
  TEST_ORIGIN,
  TEST_PASSWORD,
} from '../../../../test/helpers/auth.js';
import type { CreditsService } from '../../platform/credits/index.js';
import { createMailPort } from '../../platform/mail/mailer.js';
import { createAuth, signupCreditGranter, type SignupCredits } from './auth.js';
import { EMAIL_TAKEN_MESSAGE } from './auth-errors.js';
import { createSignInLinkMail } from './sign-in-links.js';

let t: TestApp;
let credits: CreditsService;
beforeAll(async () => {
  t = await createTestApp();
  credits = t.credits;
});
afterAll(() => t.close());

const signUp = (payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    remoteAddress: randomClientAddress(),
    headers: { origin: TEST_ORIGIN },
    payload: payload as Record<string, unknown>,
  });

const userCount = async (email: string) =>
  (await t.database.db.select().from(user).where(eq(user.email, email))).length;

describe('sign-up', () => {
  it('creates the account, signs it in with an httpOnly Lax cookie and grants 10 credits', async () => {
    const response = await signUp({
      name: 'Ada Lovelace',
      email: 'Ada@Example.test',
      password: TEST_PASSWORD,
    });
    expect(response.statusCode).toBe(200);
    const setCookie = [response.headers['set-cookie']].flat().join('\n');
    expect(setCookie).toMatch(/reelcast\.session_token=[^;]+;/);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).toMatch(/Path=\//);
    expect(setCookie).not.toMatch(/Secure/);

    const cookie = sessionCookieFrom(response)!;
    expect(Object.keys(response.json())).toEqual(['user']);
    const me = await t.app.inject({ url: '/api/me', headers: { cookie } });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual({
      id: response.json().user.id,
      email: 'ada@example.test',
      name: 'Ada Lovelace',
      roles: [],
      hasPassword: true,
    });
    expect(await credits.balance(me.json().id)).toBe(10);
  });

  it('grants the sign-up credits exactly once, however often the hook runs', async () => {
    const account = await signUpAndGetCookie(t.app);
    const grant = signupCreditGranter(credits, t.config.signupCredits);
    await grant(account.id);
    await Promise.all([grant(account.id), grant(account.id)]);
    expect(await credits.balance(account.id)).toBe(10);
    expect(await credits.ledgerSum(account.id)).toBe(10);
  });

  it('does not fail a sign-up when the grant fails, and grants at the next sign-in', async () => {
    // Both grants made during sign-up (after the user row, after its session) fail.
    let failures = 2;
    const flaky: SignupCredits = {
      grant: (input) =>
        failures-- > 0 ? Promise.reject(new Error('database hiccup')) : credits.grant(input),
    };
    const mail = createMailPort({ database: t.database });
    const auth = createAuth({
      config: t.config,
      database: t.database,
      mail,
      credits: flaky,
      signInLinks: createSignInLinkMail({ config: t.config, database: t.database, mail }),
    });
    const body = { name: 'Flaky', email: 'flaky@example.test', password: TEST_PASSWORD };
    const { user: created, token } = await auth.api.signUpEmail({ body });
    expect(token).toBeTruthy();
    expect(await credits.balance(created.id)).toBe(0);
    await auth.api.signInEmail({ body: { email: body.email, password: body.password } });
    expect(await credits.balance(created.id)).toBe(10);
    await auth.api.signInEmail({ body: { email: body.email, password: body.password } });
    expect(await credits.ledgerSum(created.id)).toBe(10);
  });

  it.each([
    [{ name: 'A', email: 'not-an-email', password: TEST_PASSWORD }, 'Invalid email address'],
    [{ name: 'A', email: '', password: TEST_PASSWORD }, 'Invalid email address'],
    [
      { name: 'A', email: `${'a'.repeat(251)}@x.io`, password: TEST_PASSWORD },
      'Email must be less than 255 characters',
    ],
    [
      { name: 'A', email: 'short@example.test', password: 'Ab1' },
      'Password must be at least 8 characters',
    ],
    [
      { name: 'A', email: 'long@example.test', password: `Ab1${'x'.repeat(69)}` },
      'Password must be less than 72 characters',
    ],
    [
      { name: 'A', email: 'weak@example.test', password: 'alllowercase1' },
      'Password must contain uppercase, lowercase, and number',
    ],
    [{ email: 'noname@example.test', password: TEST_PASSWORD }, 'Please enter your full name'],
    [
      { name: '   ', email: 'blank@example.test', password: TEST_PASSWORD },
      'Please enter your full name',
    ],
    [{ name: 'A', email: 'nopass@example.test' }, 'Password must be at least 8 characters'],
  ])('refuses %j with "%s" and writes nothing', async (payload, message) => {
    const response = await signUp(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: message });
    expect(response.headers['set-cookie']).toBeUndefined();
    if (typeof payload.email === 'string') expect(await userCount(payload.email)).toBe(0);
  });

  it('answers malformed JSON and a non-object body with 400, never 500', async () => {
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { 'content-type': 'application/json', origin: TEST_ORIGIN },
      payload: '{"email": ',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ error: 'Malformed JSON in request body' });
    const array = await signUp([1, 2]);
    expect(array.statusCode).toBe(400);
  });

  it('ignores fields the rules do not cover (no image URL from the client)', async () => {
    const response = await signUp({
      name: 'Img',
      email: 'img@example.test',
      password: TEST_PASSWORD,
      image: 'https://evil.example/x.png',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().user.image).toBeNull();
  });

  it('answers a taken email (any case) with 409 and keeps the first account', async () => {
    const first = await signUpAndGetCookie(t.app, { email: 'taken@example.test' });
    const again = await signUp({
      name: 'Other',
      email: 'TAKEN@example.test',
      password: 'Different-Pass1',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: EMAIL_TAKEN_MESSAGE });
    expect(again.headers['set-cookie']).toBeUndefined();
    expect(await userCount('taken@example.test')).toBe(1);
    expect(await credits.balance(first.id)).toBe(10);
  });
});
