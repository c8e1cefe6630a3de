import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SIGN_IN_LINK_LANDING_PATH } from '@shared/auth';
import { HIDDEN_LINK_TEXT, mailOutboxResponseSchema } from '@shared/mail';
import { mailOutbox, verification } from '../../db/schema/index.js';
import { createMailPort } from '../../platform/mail/mailer.js';
import { mailDropDir, readMailDrop, type DroppedMail } from '../../platform/mail/mail-drop.js';
import { createTestApp, type TestApp } from '../../../../test/helpers/app.js';
import {
  randomClientAddress,
  sessionCookieFrom,
  signedInHeaders,
  signUpAndGetCookie,
  TEST_ORIGIN,
  type TestAccount,
} from '../../../../test/helpers/auth.js';
import { startFakeSmtp } from '../../../../test/helpers/fake-smtp.js';
import { grantAdminRole } from './repo.js';

/**
 * Decision 048 (issue 26, finding 1): a link that signs in reaches its recipient only. An
 * admin who asks for a victim's sign-in link or password reset finds nothing usable in the
 * outbox (API or any column), and "Send again" mails the victim a fresh link, never the admin.
 */

const PUBLIC_URL = 'https://studio.example';
const SIGN_IN_LINK =
  /https:\/\/studio\.example\/api\/auth\/magic-link\/verify\?token=([A-Za-z0-9%_-]+)/;
const RESET_LINK = /https:\/\/studio\.example\/reset-password\?token=([A-Za-z0-9%_-]+)/;
/** Anything in the outbox that could be followed or posted as a credential. */
const ANY_CREDENTIAL = /token=(?!\[hidden\])|magic-link\/verify\?|reset-password\?/;
/** A token in any encoding (a refusing mail server quotes the message quoted-printable). */
const ANY_TOKEN = /token=(?!(?:3D)?\[)/;

const post = (t: TestApp, url: string, payload?: Record<string, unknown>, cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url,
    remoteAddress: randomClientAddress(),
    headers: cookie ? signedInHeaders(cookie) : { origin: TEST_ORIGIN },
    ...(payload && { payload }),
  });

const requestSignInLink = (t: TestApp, email: string, cookie?: string) =>
  post(t, '/api/auth/sign-in/magic-link', { email }, cookie);
const requestReset = (t: TestApp, email: string, cookie?: string) =>
  post(t, '/api/auth/request-password-reset', { email }, cookie);
const resend = (t: TestApp, id: number, cookie: string) =>
  post(t, `/api/admin/mail-outbox/${id}/resend`, undefined, cookie);

/** Opens a link as a browser would. */
const follow = (t: TestApp, link: string) =>
  t.app.inject({ url: link.replace(PUBLIC_URL, ''), remoteAddress: randomClientAddress() });

async function outboxAsAdmin(t: TestApp, admin: TestAccount) {
  const response = await t.app.inject({
    url: '/api/admin/mail-outbox?limit=200',
    headers: { cookie: admin.cookie },
  });
  expect(response.statusCode).toBe(200);
  return { body: response.body, mails: mailOutboxResponseSchema.parse(response.json()).mails };
}

/** Every column of every outbox row, as text. */
async function outboxColumns(t: TestApp): Promise<string> {
  return JSON.stringify(await t.database.db.select().from(mailOutbox));
}

/** Waits for `count` dropped mails to `to` (sign-in links are written after the answer). */
async function droppedMails(t: TestApp, to: string, count: number): Promise<DroppedMail[]> {
  const dir = mailDropDir(t.config.dataDir);
  return vi.waitFor(async () => {
    const mails = await readMailDrop(dir, { to });
    expect(mails.length).toBeGreaterThanOrEqual(count);
    return mails;
  });
}

const tokenIn = (mails: DroppedMail[], pattern: RegExp) => {
  for (const mail of mails) {
    const match = pattern.exec(mail.text);
    if (match) return { link: match[0], token: decodeURIComponent(match[1]!) };
  }
  throw new Error('no link in the dropped mails');
};

describe('links that sign in, without SMTP', () => {
  let t: TestApp;
  let admin: TestAccount;
  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_URL } });
    admin = await signUpAndGetCookie(t.app, { name: 'Admin' });
    await grantAdminRole(t.database, admin.id);
  });
  afterAll(() => t.close());

  it("gives an admin who asks for a victim's links nothing that signs in", async () => {
    const victim = await signUpAndGetCookie(t.app, { name: 'Victim' });
    expect((await requestSignInLink(t, victim.email, admin.cookie)).statusCode).toBe(200);
    expect((await requestReset(t, victim.email, admin.cookie)).statusCode).toBe(200);
    const dropped = await droppedMails(t, victim.email, 2);
    const signIn = tokenIn(dropped, SIGN_IN_LINK);
    const reset = tokenIn(dropped, RESET_LINK);

    // The admin's view: both mails listed, each link hidden.
    const { body, mails } = await outboxAsAdmin(t, admin);
    const victimMails = mails.filter((mail) => mail.to === victim.email);
    expect(victimMails.map((mail) => mail.kind).sort()).toEqual(['magic_link', 'password_reset']);
    for (const mail of victimMails) {
      expect(mail.linkHidden).toBe(true);
      expect(mail.text).toContain(HIDDEN_LINK_TEXT);
      expect(mail.html).toContain(HIDDEN_LINK_TEXT);
    }
    // No token, and nothing shaped like a link that verifies, in the answer or any column.
    for (const text of [body, await outboxColumns(t)]) {
      expect(text).not.toContain(signIn.token);
      expect(text).not.toContain(reset.token);
      expect(text).not.toMatch(ANY_CREDENTIAL);
    }
    // A database reader finds neither token in the pending links either: both are kept as
    // their SHA-256 only (decision 031 for links, decision 048 for resets).
    const pending = JSON.stringify(await t.database.db.select().from(verification));
    expect(pending).not.toContain(signIn.token);
    expect(pending).not.toContain(reset.token);
    // Whatever URL the admin can find in the outbox, none signs in as the victim.
    const urls = body.match(/https?:\/\/[^\s"'<>\\]+/g) ?? [];
    for (const url of urls.filter((u) => u.startsWith(PUBLIC_URL))) {
      expect(sessionCookieFrom(await follow(t, url))).toBeUndefined();
    }

    // The recipient, who has the mail, signs in and resets.
    const followed = await follow(t, signIn.link);
    expect(followed.statusCode).toBe(302);
    expect(followed.headers.location).toBe(`${PUBLIC_URL}${SIGN_IN_LINK_LANDING_PATH}`);
    const cookie = sessionCookieFrom(followed)!;
    const me = await t.app.inject({ url: '/api/me', headers: { cookie } });
    expect(me.json()).toMatchObject({ id: victim.id });
    const newPassword = 'Brand-New-Pass7';
    const resetAnswer = await post(t, '/api/auth/reset-password', {
      token: reset.token,
      newPassword,
    });
    expect(resetAnswer.statusCode).toBe(200);
  });

  it('keeps the whole mail in a drop only the server user can read', async () => {
    const victim = await signUpAndGetCookie(t.app);
    await requestSignInLink(t, victim.email);
    await droppedMails(t, victim.email, 1);
    const dir = mailDropDir(t.config.dataDir);
    expect(dir).toBe(path.join(t.config.dataDir, 'mail'));
    expect(statSync(dir).mode & 0o777).toBe(0o700);
    const files = readdirSync(dir);
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      expect(statSync(path.join(dir, file)).mode & 0o777).toBe(0o600);
      expect(JSON.parse(readFileSync(path.join(dir, file), 'utf8'))).toHaveProperty('text');
    }
  });

  it('"Send again" mails the owner a fresh link and shows the admin nothing usable', async () => {
    const victim = await signUpAndGetCookie(t.app);
    await requestSignInLink(t, victim.email);
    await requestReset(t, victim.email);
    const first = await droppedMails(t, victim.email, 2);
    const firstSignIn = tokenIn(first, SIGN_IN_LINK);
    const firstReset = tokenIn(first, RESET_LINK);
    const rows = (await outboxAsAdmin(t, admin)).mails.filter((m) => m.to === victim.email);
    const linkRow = rows.find((mail) => mail.kind === 'magic_link')!;
    const resetRow = rows.find((mail) => mail.kind === 'password_reset')!;

    const again = await resend(t, linkRow.id, admin.cookie);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ sent: 'fresh-link', to: victim.email });
    const afterLink = await droppedMails(t, victim.email, 3);
    const fresh = tokenIn(afterLink, SIGN_IN_LINK); // newest first
    expect(fresh.token).not.toBe(firstSignIn.token);

    const againReset = await resend(t, resetRow.id, admin.cookie);
    expect(againReset.statusCode).toBe(200);
    expect(againReset.json()).toMatchObject({ sent: 'fresh-link', to: victim.email });
    const freshReset = tokenIn(await droppedMails(t, victim.email, 4), RESET_LINK);
    expect(freshReset.token).not.toBe(firstReset.token);

    const { body } = await outboxAsAdmin(t, admin);
    for (const text of [again.body, againReset.body, body, await outboxColumns(t)]) {
      for (const token of [fresh.token, freshReset.token]) expect(text).not.toContain(token);
      expect(text).not.toMatch(ANY_CREDENTIAL);
    }

    // The owner's fresh links work.
    const followed = await follow(t, fresh.link);
    expect(followed.headers.location).toBe(`${PUBLIC_URL}${SIGN_IN_LINK_LANDING_PATH}`);
    expect(sessionCookieFrom(followed)).toBeDefined();
    const reset = await post(t, '/api/auth/reset-password', {
      token: freshReset.token,
      newPassword: 'Fresh-Reset-Pass8',
    });
    expect(reset.statusCode).toBe(200);
  });

  it('sends any other mail again as it was, and is for admins only', async () => {
    const mail = createMailPort({ database: t.database });
    await mail.send({ to: 'plain@example.test', subject: 'Plain', text: 'Hello', kind: 'test' });
    const row = (await outboxAsAdmin(t, admin)).mails.find((m) => m.to === 'plain@example.test')!;
    expect(row.linkHidden).toBe(false);

    const member = await signUpAndGetCookie(t.app);
    expect((await resend(t, row.id, member.cookie)).statusCode).toBe(403);
    expect((await post(t, `/api/admin/mail-outbox/${row.id}/resend`)).statusCode).toBe(401);
    expect((await resend(t, 987654321, admin.cookie)).statusCode).toBe(404);

    const again = await resend(t, row.id, admin.cookie);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ sent: 'copy', to: 'plain@example.test' });
    const copies = (await outboxAsAdmin(t, admin)).mails.filter(
      (m) => m.to === 'plain@example.test',
    );
    expect(copies.map((m) => m.text)).toEqual(['Hello', 'Hello']);
  });

  it("keeps to the account's mail limit, and says when an account is gone", async () => {
    const victim = await signUpAndGetCookie(t.app);
    await requestSignInLink(t, victim.email);
    await droppedMails(t, victim.email, 1);
    const row = (await outboxAsAdmin(t, admin)).mails.find((m) => m.to === victim.email)!;
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push((await resend(t, row.id, admin.cookie)).statusCode);
    // One link was asked for on /auth, four resends fit in the account's 5 a minute.
    expect(answers).toEqual([200, 200, 200, 200, 429]);
    const refused = await resend(t, row.id, admin.cookie);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);

    const mail = createMailPort({ database: t.database });
    await mail.send({
      to: 'gone@example.test',
      subject: 'Link',
      text: `Sign in: ${PUBLIC_URL}/api/auth/magic-link/verify?token=abcdefghijklmnop`,
      kind: 'magic_link',
      secrets: [`${PUBLIC_URL}/api/auth/magic-link/verify?token=abcdefghijklmnop`],
    });
    const gone = (await outboxAsAdmin(t, admin)).mails.find((m) => m.to === 'gone@example.test')!;
    expect(gone.text).toBe(`Sign in: ${HIDDEN_LINK_TEXT}`);
    expect((await resend(t, gone.id, admin.cookie)).statusCode).toBe(409);
  });
});

describe('links that sign in, with SMTP', () => {
  it('delivers the link and keeps nothing of it: no row text, no error text, no drop file', async () => {
    const smtp = await startFakeSmtp();
    const refusing = await startFakeSmtp({ rejectQuotingBody: true });
    const t = await createTestApp({ env: { PUBLIC_URL, SMTP_URL: smtp.url } });
    const tRefused = await createTestApp({ env: { PUBLIC_URL, SMTP_URL: refusing.url } });
    try {
      for (const app of [t, tRefused]) {
        const victim = await signUpAndGetCookie(app.app);
        await requestSignInLink(app, victim.email);
        await requestReset(app, victim.email);
        await vi.waitFor(async () => {
          const rows = await app.database.db.select().from(mailOutbox);
          expect(rows.filter((row) => row.status !== 'stored')).toHaveLength(2);
        });
        const rows = await app.database.db.select().from(mailOutbox);
        expect(rows.every((row) => row.transport === 'smtp' && row.linkHidden)).toBe(true);
        expect(await outboxColumns(app)).not.toMatch(app === t ? ANY_CREDENTIAL : ANY_TOKEN);
        expect(await readMailDrop(mailDropDir(app.config.dataDir))).toEqual([]);
      }

      // The delivered mails carried working links; the rows of the refused ones say why.
      const data = smtp.received.map((mail) => mail.data.replace(/=\r\n/g, '')).join('\n');
      const token = /magic-link\/verify\?token=3D([A-Za-z0-9]+)/.exec(data)?.[1];
      expect(token).toBeTruthy();
      expect(await outboxColumns(t)).not.toContain(token);
      const failed = await tRefused.database.db.select().from(mailOutbox);
      expect(failed.map((row) => row.status)).toEqual(['failed', 'failed']);
      for (const row of failed) expect(row.error).toMatch(/554 .*Message refused/);
      expect(failed.some((row) => row.error!.includes(HIDDEN_LINK_TEXT))).toBe(true);
    } finally {
      await t.close();
      await tRefused.close();
      await smtp.close();
      await refusing.close();
    }
  });
});

describe('migration 0021 on an upgraded install', () => {
  it('hides the links already stored in the outbox', async () => {
    const t = await createTestApp({ env: { PUBLIC_URL } });
    try {
      const magic = `${PUBLIC_URL}/api/auth/magic-link/verify?token=LiveMagicTokenAbcdefghij`;
      const reset = `${PUBLIC_URL}/reset-password?token=LiveResetToken123456789`;
      const old = (kind: string, link: string) => ({
        to: 'old@example.test',
        subject: 'Old',
        text: `Use this link: ${link}\n\nThanks`,
        html: `<p><a href="${link}">Sign in</a></p>`,
        kind,
        transport: 'outbox' as const,
        status: 'stored' as const,
      });
      await t.database.db
        .insert(mailOutbox)
        .values([
          old('magic_link', magic),
          old('password_reset', reset),
          { ...old('test', 'https://example.test/page'), to: 'other@example.test' },
        ]);
      const file = new URL('../../db/migrations/0021_hidden_mail_links.sql', import.meta.url);
      const statements = readFileSync(file, 'utf8').split('--> statement-breakpoint').slice(1);
      for (const statement of statements) await t.database.executeSql(statement);

      const rows = await t.database.db.select().from(mailOutbox);
      const columns = JSON.stringify(rows);
      expect(columns).not.toContain('LiveMagicToken');
      expect(columns).not.toContain('LiveResetToken');
      expect(columns).not.toMatch(ANY_CREDENTIAL);
      const byKind = Object.fromEntries(rows.map((row) => [row.kind, row]));
      expect(byKind.magic_link).toMatchObject({
        linkHidden: true,
        text: `Use this link: ${HIDDEN_LINK_TEXT}\n\nThanks`,
        html: `<p><a href="${HIDDEN_LINK_TEXT}">Sign in</a></p>`,
      });
      expect(byKind.password_reset!.linkHidden).toBe(true);
      expect(byKind.test).toMatchObject({
        linkHidden: false,
        text: 'Use this link: https://example.test/page\n\nThanks',
      });
    } finally {
      await t.close();
    }
  });
});
