import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createMailPort } from '../../platform/mail/mailer.js';
import { createTestApp, type TestApp } from '../../../../test/helpers/app.js';
import {
  randomClientAddress,
  sessionCookieFrom,
  signIn,
  signUpAndGetCookie,
  TEST_ORIGIN,
  type TestAccount,
} from '../../../../test/helpers/auth.js';
import { createMailbox } from '../../../../test/helpers/mailbox.js';
import { GUESSING_ALERT_MAIL_KIND } from './guessing-alert.js';
import { ACCOUNT_SIGN_IN_PAUSED_MESSAGE } from './rate-limits.js';

/**
 * Password guesses at one account spread over many addresses (issue 26, finding 6a; decision
 * 051): 10 failed sign-ins a quarter-hour from everywhere, then password sign-in for that email
 * pauses, the owner's included; the owner still gets in by an emailed link, and is told.
 */

const PUBLIC_URL = 'https://studio.example';
const LINK = /https:\/\/studio\.example\/api\/auth\/magic-link\/verify\?token=[A-Za-z]+/;
const WRONG_PASSWORD = 'Wrong-Password1';

const mailbox = createMailbox();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL }, mail: mailbox.port });
  mailbox.deliverTo(createMailPort({ database: t.database }));
});
afterAll(() => t.close());

/** One wrong password for `account` from each of `count` fresh addresses; their statuses. */
async function guessFromManyAddresses(account: TestAccount, count: number) {
  const statuses: number[] = [];
  for (let address = 1; address <= count; address++) {
    const response = await signIn(t.app, { email: account.email, password: WRONG_PASSWORD });
    statuses.push(response.statusCode);
    if (response.statusCode === 429) {
      expect(response.json()).toEqual({ error: ACCOUNT_SIGN_IN_PAUSED_MESSAGE });
      const retryAfter = Number(response.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(60);
      expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    }
  }
  return statuses;
}

describe('failed sign-ins at one account from many addresses', () => {
  it('are refused after 10 in a quarter-hour: 12 addresses do not get 12 tries', async () => {
    const owner = await signUpAndGetCookie(t.app);
    const statuses = await guessFromManyAddresses(owner, 12);
    expect(statuses).toEqual([...Array<number>(10).fill(401), 429, 429]);
    // Limits are per email, whether or not it has an account: nothing is revealed.
    const ghost = { ...owner, email: 'nobody-here@example.test' };
    expect(await guessFromManyAddresses(ghost, 12)).toEqual(statuses);

    // Once the quarter-hour is over, the owner's password works again.
    await t.database.executeSql(
      `UPDATE auth_attempt_counters SET window_ends_at = now() - interval '1 second'`,
    );
    expect((await signIn(t.app, owner)).statusCode).toBe(200);
  });

  it("pause the owner's password too; an emailed link signs them in, and they are told", async () => {
    const owner = await signUpAndGetCookie(t.app);
    await guessFromManyAddresses(owner, 10);
    const home = randomClientAddress();

    // The right password cannot be told from a guess without checking it: it waits too.
    const own = await signIn(t.app, owner, { remoteAddress: home });
    expect(own.statusCode).toBe(429);
    expect(own.json()).toEqual({ error: ACCOUNT_SIGN_IN_PAUSED_MESSAGE });

    // "Email me a sign-in link" is its own policy: the guessing does not use it up.
    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/magic-link',
      remoteAddress: home,
      headers: { origin: TEST_ORIGIN },
      payload: { email: owner.email },
    });
    expect(asked.statusCode).toBe(200);
    await vi.waitFor(() => {
      const kinds = mailbox.sentTo(owner.email).map((mail) => mail.kind);
      expect(kinds).toContain(GUESSING_ALERT_MAIL_KIND);
      expect(mailbox.sentTo(owner.email).some((mail) => LINK.test(mail.text))).toBe(true);
    });
    const link = mailbox
      .sentTo(owner.email)
      .map((mail) => LINK.exec(mail.text)?.[0])
      .find(Boolean)!;
    const landed = await t.app.inject({
      method: 'GET',
      url: link.replace(PUBLIC_URL, ''),
      remoteAddress: home,
    });
    expect(landed.statusCode).toBe(302);
    expect(sessionCookieFrom(landed)).toBeDefined();
  });
});
