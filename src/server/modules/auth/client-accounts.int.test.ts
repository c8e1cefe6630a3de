import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGN_IN_LINK_LANDING_PATH, WELCOME_LINK_DAYS } from '@shared/auth';
import { clientPhotos, pendingSubmissions, user } from '../../db/schema/index.js';
import { createMailPort } from '../../platform/mail/mailer.js';
import { MailDeliveryError, type MailPort } from '../../platform/mail/port.js';
import { pngImage } from '../../../../test/fixtures/videos.js';
import { createTestApp, type TestApp } from '../../../../test/helpers/app.js';
import {
  randomClientAddress,
  sessionCookieFrom,
  signUpAndGetCookie,
  type TestAccount,
} from '../../../../test/helpers/auth.js';
import { createMailbox } from '../../../../test/helpers/mailbox.js';
import { makeAdmin } from '../../../../test/helpers/users.js';
import { multipartBody, MULTIPART_TYPE } from '../../../../test/security/requests.js';
import { createAuth } from './auth.js';
import { createClientAccounts } from './client-accounts.js';
import { createSignInLinkMail } from './sign-in-links.js';
import { ageSignInLink } from './testing.js';

/**
 * Approving a client's submission (decision 030) makes or finds the account and mails a real
 * sign-in link that lands on /dashboard (decision 031).
 */

const PUBLIC_URL = 'https://studio.example';
// A product name with markup: the mail's HTML must show it as text.
const PRODUCT = 'Reel <Cast> & Co';
const LINK = /https:\/\/studio\.example(\/api\/auth\/magic-link\/verify\?token=([A-Za-z]+))/;
const EXPIRED = `${PUBLIC_URL}/auth?link=expired&error=INVALID_TOKEN`;
const MINUTE_MS = 60 * 1000;
const DAY_MS = 24 * 60 * MINUTE_MS;

const mailbox = createMailbox();
let t: TestApp;
let admin: TestAccount;
beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL, PRODUCT_NAME: PRODUCT }, mail: mailbox.port });
  mailbox.deliverTo(createMailPort({ database: t.database }));
  admin = await signUpAndGetCookie(t.app);
  await makeAdmin(t.database.db, admin.id);
});
afterAll(() => t.close());

/** Sends /upload's form as a visitor; returns the pending submission's id. */
async function submit(email: string, businessName: string): Promise<string> {
  const png = await pngImage(8, 8);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/submissions',
    remoteAddress: randomClientAddress(),
    headers: { 'content-type': MULTIPART_TYPE },
    payload: multipartBody({
      fields: { email, phone: '555 0100', businessName, submissionType: 'files' },
      files: [{ field: 'files', bytes: png, filename: 'shop.png', contentType: 'image/png' }],
    }),
  });
  expect(response.statusCode).toBe(200);
  const [row] = await t.database.db
    .select({ id: pendingSubmissions.id })
    .from(pendingSubmissions)
    .where(eq(pendingSubmissions.email, email));
  return row!.id;
}

const approve = (submissionId: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/admin/submissions/approve',
    headers: admin.headers,
    payload: { submissionId },
  });

/** An auth instance of its own, mailing through `mail`. */
function accountsMailingThrough(mail: MailPort) {
  const signInLinks = createSignInLinkMail({ config: t.config, database: t.database, mail });
  const { config, database, credits } = t;
  const auth = createAuth({ config, database, mail, credits, signInLinks });
  return createClientAccounts({ auth, database });
}

describe('approval mails a sign-in link', () => {
  it('makes the account, mails "account ready" with a link that signs in on /dashboard', async () => {
    const email = 'bakery@client.test';
    const approved = await approve(await submit(email, 'Corner Bakery'));
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ accountCreated: true, photoCount: 1, linkSent: true });
    const { userId } = approved.json<{ userId: string }>();

    const mail = await mailbox.next(email);
    expect(mail).toMatchObject({ kind: 'magic_link', subject: `Your ${PRODUCT} account is ready` });
    expect(mail.text).toContain(`Your photos were approved and your ${PRODUCT} account is ready.`);
    expect(mail.text).toContain(`It works once, within ${WELCOME_LINK_DAYS} days`);
    expect(mail.text).toContain(`${PUBLIC_URL}/auth`);
    expect(mail.html).toContain('Reel &#60;Cast&#62; &#38; Co');
    expect(mail.html).not.toContain('<Cast>');
    const [link, path] = LINK.exec(mail.text)!;
    expect(mail.html).toContain(`href="${link}"`);

    const followed = await t.app.inject({ url: path!, remoteAddress: randomClientAddress() });
    expect(followed.statusCode).toBe(302);
    expect(followed.headers.location).toBe(`${PUBLIC_URL}${SIGN_IN_LINK_LANDING_PATH}`);
    const cookie = sessionCookieFrom(followed)!;
    const me = await t.app.inject({ url: '/api/me', headers: { cookie } });
    expect(me.json()).toEqual({
      id: userId,
      email,
      name: 'Corner Bakery',
      roles: [],
      hasPassword: false,
    });
    expect(await t.credits.balance(userId)).toBe(t.config.signupCredits);
    const photos = await t.database.db
      .select()
      .from(clientPhotos)
      .where(eq(clientPhotos.userId, userId));
    expect(photos).toHaveLength(1);

    const again = await t.app.inject({ url: path!, remoteAddress: randomClientAddress() });
    expect(again.headers.location).toBe(EXPIRED);
  });

  /** Approves a new submission for `email`; answers its mail's link (path and token). */
  async function approvalLink(email: string) {
    expect((await approve(await submit(email, 'Slow Reader Shop'))).statusCode).toBe(200);
    const [, path, token] = LINK.exec((await mailbox.next(email)).text)!;
    return { path: path!, token: token! };
  }
  const follow = (path: string) =>
    t.app.inject({ url: path, remoteAddress: randomClientAddress() });

  // Review takes 24-48 hours and the mail is read when the client gets to it (decision 054).
  it('mails a link that still signs in 6 days later, once', async () => {
    const { path, token } = await approvalLink('six-days@client.test');
    const { lifetimeMs } = await ageSignInLink(t.database, token, 6 * DAY_MS);
    // Set a moment after the row was written: a week, to the minute.
    expect(Math.abs(lifetimeMs - WELCOME_LINK_DAYS * DAY_MS)).toBeLessThan(MINUTE_MS);

    const followed = await follow(path);
    expect(followed.headers.location).toBe(`${PUBLIC_URL}${SIGN_IN_LINK_LANDING_PATH}`);
    expect(sessionCookieFrom(followed)).toBeTruthy();
    const again = await follow(path);
    expect(again.headers.location).toBe(EXPIRED);
    expect(sessionCookieFrom(again)).toBeUndefined();
  });

  it('lets the link lapse 7 days and a minute after it was mailed', async () => {
    const { path, token } = await approvalLink('eight-days@client.test');
    await ageSignInLink(t.database, token, WELCOME_LINK_DAYS * DAY_MS + MINUTE_MS);
    const followed = await follow(path);
    // The expired-link page, which mails a new link in one click (decision 031).
    expect(followed.headers.location).toBe(EXPIRED);
    expect(sessionCookieFrom(followed)).toBeUndefined();
  });

  it('finds one account when two approvals make it at once', async () => {
    const accounts = accountsMailingThrough(mailbox.port);
    const email = 'Twins@Client.test';
    const made = await Promise.all([
      accounts.ensureAccount(email, 'Twin Shop'),
      accounts.ensureAccount(email, 'Twin Shop'),
    ]);
    expect(made[0].userId).toBe(made[1].userId);
    expect(made.map((result) => result.created).sort()).toEqual([false, true]);
    const rows = await t.database.db.select().from(user).where(eq(user.email, 'twins@client.test'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ name: 'Twin Shop', emailVerified: false });
  });

  it('throws when the link cannot be mailed, so the approval can say so', async () => {
    const failing: MailPort = {
      transport: 'smtp',
      send: () => Promise.reject(new MailDeliveryError('Could not deliver mail: ECONNECTION')),
    };
    const accounts = accountsMailingThrough(failing);
    const { userId } = await accounts.ensureAccount('unreachable@client.test');
    expect(userId).toBeTruthy();
    await expect(accounts.sendSignInLink('unreachable@client.test')).rejects.toThrow(
      MailDeliveryError,
    );
    await expect(accounts.sendSignInLink('no-account@client.test')).rejects.toThrow();
  });
});
