import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGN_IN_LINK_LANDING_PATH, SIGN_IN_LINK_MINUTES } from '@shared/auth';
import { mailOutbox, user, verification } from '../../db/schema/index.js';
import { createMailPort } from '../../platform/mail/mailer.js';
import { createTestApp, type TestApp } from '../../../../test/helpers/app.js';
import {
  randomClientAddress,
  sessionCookieFrom,
  signUpAndGetCookie,
  TEST_ORIGIN,
} from '../../../../test/helpers/auth.js';
import { createMailbox } from '../../../../test/helpers/mailbox.js';
import { TOO_MANY_ATTEMPTS_MESSAGE } from './rate-limits.js';
import { ageSignInLink } from './testing.js';

/** Sign-in by emailed link (decision 031): the request, the mail, and following the link. */

const PUBLIC_URL = 'https://studio.example';
const LANDING = `${PUBLIC_URL}${SIGN_IN_LINK_LANDING_PATH}`;
const EXPIRED = `${PUBLIC_URL}/auth?link=expired&error=INVALID_TOKEN`;
const LINK = /https:\/\/studio\.example\/api\/auth\/magic-link\/verify\?token=([A-Za-z]+)/;
const SAME_ANSWER = { status: true };

const mailbox = createMailbox();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL }, mail: mailbox.port });
  mailbox.deliverTo(createMailPort({ database: t.database }));
});
afterAll(() => t.close());

const requestLink = (payload: unknown, remoteAddress = randomClientAddress()) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/magic-link',
    remoteAddress,
    headers: { origin: TEST_ORIGIN },
    payload: payload as Record<string, unknown>,
  });

/** Opens a link as a browser would (no Origin on a navigation), optionally signed in. */
const follow = (link: string, cookie?: string) =>
  t.app.inject({
    method: 'GET',
    url: link.replace(PUBLIC_URL, ''),
    remoteAddress: randomClientAddress(),
    ...(cookie && { headers: { cookie } }),
  });

/** Asks for a link and waits for its mail (sent after the answer). */
async function mailedLink(email: string) {
  const response = await requestLink({ email });
  expect(response.statusCode).toBe(200);
  const mail = await mailbox.next(email);
  const match = LINK.exec(mail.text);
  if (!match) throw new Error(`no sign-in link in: ${mail.text}`);
  return { mail, link: match[0], token: match[1]! };
}

const me = (cookie: string) => t.app.inject({ url: '/api/me', headers: { cookie } });
const hashed = (token: string) => createHash('sha256').update(token).digest('base64url');

describe('sign-in links', () => {
  it('mails a link that signs in once and lands on /dashboard', async () => {
    const account = await signUpAndGetCookie(t.app);
    const response = await requestLink({ email: `  ${account.email.toUpperCase()} ` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(SAME_ANSWER);

    const mail = await mailbox.next(account.email);
    expect(mail).toMatchObject({ kind: 'magic_link', subject: 'Your Reelcast sign-in link' });
    expect(mail.text).toContain(`It works once, within ${SIGN_IN_LINK_MINUTES} minutes`);
    const [link, token] = LINK.exec(mail.text)!;
    expect(mail.html).toContain(`href="${link}"`);
    const [stored] = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, account.email));
    expect(stored).toMatchObject({ kind: 'magic_link', transport: 'outbox', status: 'stored' });

    // Only the token's hash is kept.
    const rows = await t.database.db.select().from(verification);
    expect(rows.some((row) => row.identifier.includes(token!))).toBe(false);
    expect(rows.map((row) => row.identifier)).toContain(`magic-link:${hashed(token!)}`);

    const followed = await follow(link);
    expect(followed.statusCode).toBe(302);
    expect(followed.headers.location).toBe(LANDING);
    const cookie = sessionCookieFrom(followed)!;
    expect((await me(cookie)).json()).toMatchObject({ id: account.id, email: account.email });

    const again = await follow(link);
    expect(again.statusCode).toBe(302);
    expect(again.headers.location).toBe(EXPIRED);
    expect(sessionCookieFrom(again)).toBeUndefined();
  });

  it('refuses an expired link and sends the browser to the page that says so', async () => {
    const account = await signUpAndGetCookie(t.app);
    const { link, token } = await mailedLink(account.email);
    await t.database.db
      .update(verification)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verification.identifier, `magic-link:${hashed(token)}`));
    const followed = await follow(link);
    expect(followed.statusCode).toBe(302);
    expect(followed.headers.location).toBe(EXPIRED);
    expect(sessionCookieFrom(followed)).toBeUndefined();
  });

  // Only the links that welcome a new account last a week (decision 054).
  it('keeps a link asked for on /auth to its short lifetime', async () => {
    const minute = 60 * 1000;
    const account = await signUpAndGetCookie(t.app);
    const inTime = await mailedLink(account.email);
    const { lifetimeMs } = await ageSignInLink(
      t.database,
      inTime.token,
      (SIGN_IN_LINK_MINUTES - 1) * minute,
    );
    expect(Math.abs(lifetimeMs - SIGN_IN_LINK_MINUTES * minute)).toBeLessThan(minute);
    expect((await follow(inTime.link)).headers.location).toBe(LANDING);

    const late = await mailedLink(account.email);
    await ageSignInLink(t.database, late.token, (SIGN_IN_LINK_MINUTES + 1) * minute);
    const followed = await follow(late.link);
    expect(followed.headers.location).toBe(EXPIRED);
    expect(sessionCookieFrom(followed)).toBeUndefined();
  });

  it('answers an unknown email like a known one, mails nothing and makes no account', async () => {
    const account = await signUpAndGetCookie(t.app);
    const known = await requestLink({ email: account.email });
    await mailbox.next(account.email);
    const unknownEmail = 'nobody-here@example.test';
    const unknown = await requestLink({ email: unknownEmail });
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    // The choice not to mail is made before the answer: nothing can still be on its way.
    expect(mailbox.sentTo(unknownEmail)).toEqual([]);
    const mails = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, unknownEmail));
    expect(mails).toEqual([]);
    expect(await t.database.db.select().from(user).where(eq(user.email, unknownEmail))).toEqual([]);
  });

  it('never lets the client choose where a link lands', async () => {
    const account = await signUpAndGetCookie(t.app);
    const evil = 'https://evil.example/steal';
    const response = await requestLink({
      email: account.email,
      callbackURL: evil,
      newUserCallbackURL: evil,
      errorCallbackURL: evil,
      metadata: { purpose: 'account-ready' },
    });
    expect(response.statusCode).toBe(200);
    const mail = await mailbox.next(account.email);
    // The client's fields never reach better-auth: an ordinary link, to this site only.
    expect(mail.subject).toBe('Your Reelcast sign-in link');
    expect(`${mail.text}${mail.html}`).not.toContain('evil');
    const [link] = LINK.exec(mail.text)!;

    const tampered = `${link}&callbackURL=${encodeURIComponent(evil)}&errorCallbackURL=${encodeURIComponent(evil)}`;
    const forged = await follow(`/api/auth/magic-link/verify?token=nope&errorCallbackURL=${evil}`);
    expect(forged.headers.location).toBe(EXPIRED);
    const followed = await follow(tampered);
    expect(followed.statusCode).toBe(302);
    expect(followed.headers.location).toBe(LANDING);
    expect(sessionCookieFrom(followed)).toBeTruthy();
  });

  it('sends a link without a token, or with an odd one, to the expired page', async () => {
    for (const query of ['', '?token=', '?token=a&token=b', `?token=${'x'.repeat(5000)}`]) {
      const response = await follow(`/api/auth/magic-link/verify${query}`);
      expect({ query, status: response.statusCode }).toEqual({ query, status: 302 });
      expect(response.headers.location).toBe(EXPIRED);
    }
  });

  it('checks the request body with the sign-up rules', async () => {
    const cases: [unknown, string][] = [
      [{}, 'Invalid email address'],
      [{ email: 'not-an-email' }, 'Invalid email address'],
      [{ email: 42 }, 'Invalid input: expected string, received number'],
      [{ email: `${'a'.repeat(251)}@x.io` }, 'Email must be less than 255 characters'],
    ];
    for (const [payload, error] of cases) {
      const response = await requestLink(payload);
      expect({ payload, status: response.statusCode }).toEqual({ payload, status: 400 });
      expect(response.json()).toEqual({ error });
    }
    const text = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/magic-link',
      headers: { origin: TEST_ORIGIN, 'content-type': 'text/plain' },
      payload: 'email=a@b.co',
    });
    expect(text.statusCode).toBe(415);
    expect(text.json()).toEqual({ error: 'Unsupported content type' });
  });

  it('limits requests: 5 a minute per email, 10 per address', async () => {
    const account = await signUpAndGetCookie(t.app);
    for (let attempt = 1; attempt <= 5; attempt++) {
      expect((await requestLink({ email: account.email })).statusCode).toBe(200);
    }
    const blocked = await requestLink({ email: account.email });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ error: TOO_MANY_ATTEMPTS_MESSAGE });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);

    const address = randomClientAddress();
    for (let attempt = 1; attempt <= 10; attempt++) {
      const response = await requestLink({ email: `someone-${attempt}@example.test` }, address);
      expect(response.statusCode).toBe(200);
    }
    expect((await requestLink({ email: 'one-more@example.test' }, address)).statusCode).toBe(429);
  });
});
