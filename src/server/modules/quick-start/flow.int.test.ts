import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WELCOME_LINK_DAYS } from '@shared/auth';
import { QUICK_START_MESSAGES } from '@shared/quick-start';
import { buildApp } from '../../app.js';
import { createMetrics } from '../../platform/http/metrics.js';
import { createTestApp, type TestApp } from '../../../../test/helpers/app.js';
import {
  randomClientAddress,
  sessionCookieFrom,
  signedInHeaders,
  signUpAndGetCookie,
  TEST_ORIGIN,
} from '../../../../test/helpers/auth.js';
import { mailDropDir, readMailDrop } from '../../platform/mail/mail-drop.js';
import { mailOutbox, quickStarts, session, user } from '../../db/schema/index.js';
import { ageSignInLink } from '../auth/testing.js';

/**
 * quick-start-flow {email, googleDriveLink, hasFiles} -> {userId} with real cookie sessions: a
 * new email gets an account, this browser a session and the mailbox a link; an email that has
 * an account is refused, and nothing is attached to that account.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const start = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/quick-start/flow',
    remoteAddress: randomClientAddress(),
    headers: { origin: TEST_ORIGIN, ...headers },
    payload,
  });
const mailsTo = (email: string) =>
  t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));

describe('POST /api/quick-start/flow', () => {
  it('makes an account for a new email, signs this browser in and mails a link', async () => {
    const email = `new-${Date.now()}@example.test`;
    const response = await start({ email, googleDriveLink: null, hasFiles: true });
    expect(response.statusCode, response.body).toBe(200);
    const { userId, created } = response.json<{ userId: string; created: boolean }>();
    expect(created).toBe(true);
    const [account] = await t.database.db.select().from(user).where(eq(user.id, userId));
    expect(account?.email).toBe(email);
    const cookie = sessionCookieFrom(response);
    expect(cookie).toBeDefined();
    const state = await t.app.inject({
      method: 'GET',
      url: '/api/quick-start',
      headers: signedInHeaders(cookie!),
    });
    expect(state.statusCode).toBe(200);
    expect(state.json()).toMatchObject({ step: 1, jobs: [], youtube: { connected: false } });
    const mails = await mailsTo(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('set a password');
    // The link reaches the new owner only (decision 048): the drop has it, the outbox not.
    expect(mails[0]!.text).toContain('[link sent, hidden]');
    expect(mails[0]!.text).not.toContain('token=');
    const [dropped] = await readMailDrop(mailDropDir(t.config.dataDir), { to: email });
    expect(dropped!.text).toContain('/api/auth/magic-link/verify?token=');
  });

  // Read when the person gets to it, like the approval's link (decision 054).
  it('mails a welcome link that still signs in 6 days later', async () => {
    const email = `week-${Date.now()}@example.test`;
    expect((await start({ email, googleDriveLink: null, hasFiles: true })).statusCode).toBe(200);
    const [dropped] = await readMailDrop(mailDropDir(t.config.dataDir), { to: email });
    expect(dropped!.text).toContain(`It works once, within ${WELCOME_LINK_DAYS} days`);
    const [path, token] = /(\/api\/auth\/magic-link\/verify\?token=([A-Za-z]+))/
      .exec(dropped!.text)!
      .slice(1);
    await ageSignInLink(t.database, token!, 6 * 24 * 60 * 60 * 1000);
    const followed = await t.app.inject({ url: path!, remoteAddress: randomClientAddress() });
    expect(followed.headers.location).toMatch(/\/dashboard$/);
    expect(sessionCookieFrom(followed)).toBeTruthy();
  });

  it('refuses an email that has an account: no session, no mail, nothing attached', async () => {
    const existing = await signUpAndGetCookie(t.app);
    const sessionsBefore = await t.database.db
      .select()
      .from(session)
      .where(eq(session.userId, existing.id));
    const response = await start({
      email: existing.email.toUpperCase(),
      googleDriveLink: 'https://drive.google.com/drive/folders/abc',
      hasFiles: false,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ error: QUICK_START_MESSAGES.accountExists });
    expect(sessionCookieFrom(response)).toBeUndefined();
    const sessionsAfter = await t.database.db
      .select()
      .from(session)
      .where(eq(session.userId, existing.id));
    expect(sessionsAfter).toHaveLength(sessionsBefore.length);
    expect(
      await t.database.db.select().from(quickStarts).where(eq(quickStarts.userId, existing.id)),
    ).toEqual([]);
    expect(await mailsTo(existing.email)).toEqual([]);
  });

  it('asks for an email when nobody is signed in, and images or a Drive link', async () => {
    const noEmail = await start({ googleDriveLink: null, hasFiles: true });
    expect(noEmail.statusCode).toBe(400);
    expect(noEmail.json()).toEqual({ error: QUICK_START_MESSAGES.emailRequired });
    const nothing = await start({
      email: 'a@example.test',
      googleDriveLink: null,
      hasFiles: false,
    });
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json<{ error: string }>().error).toContain(QUICK_START_MESSAGES.imagesOrDrive);
    const badLink = await start({
      email: 'a@example.test',
      googleDriveLink: 'https://example.com/x',
      hasFiles: false,
    });
    expect(badLink.statusCode).toBe(400);
  });

  it("is the signed-in user's own batch when someone is signed in", async () => {
    const account = await signUpAndGetCookie(t.app);
    const response = await start(
      { email: 'someone-else@example.test', googleDriveLink: null, hasFiles: true },
      account.headers,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ userId: account.id, created: false });
    expect(await mailsTo('someone-else@example.test')).toEqual([]);
  });

  it('limits signed-out starts to 10 an hour per address, counted across web processes', async () => {
    const second = await buildApp({
      ...t.context,
      hub: t.hub,
      metrics: createMetrics(),
    });
    try {
      const from = randomClientAddress();
      const email = `repeat-${Date.now()}@example.test`;
      const startFrom = (app: TestApp['app']) =>
        app.inject({
          method: 'POST',
          url: '/api/quick-start/flow',
          remoteAddress: from,
          headers: { origin: TEST_ORIGIN },
          payload: { email, googleDriveLink: null, hasFiles: true },
        });
      // The first makes the account; the next nine name it again (however that is answered,
      // 409 today): all ten count.
      for (let i = 0; i < 10; i += 1) {
        const response = await startFrom(i % 2 === 0 ? t.app : second);
        expect([200, 409]).toContain(response.statusCode);
      }
      for (const app of [t.app, second]) {
        const blocked = await startFrom(app);
        expect(blocked.statusCode).toBe(429);
        expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
      }
    } finally {
      await second.close();
    }
  });
});
