import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app.js';
import { listOutbox } from '../../platform/mail/outbox-repo.js';
import { createMetrics } from '../../platform/http/metrics.js';
import { createTestApp, type TestApp } from '../../../../test/helpers/app.js';
import {
  randomClientAddress,
  signIn,
  signUpAndGetCookie,
  type TestAccount,
} from '../../../../test/helpers/auth.js';
import { ACCOUNT_SIGN_IN_PAUSED_MESSAGE, TOO_MANY_ATTEMPTS_MESSAGE } from './rate-limits.js';

// Sign-in limits (failed attempts): 10 a minute per address, 5 a minute per account at one
// address, 10 a quarter-hour per account from everywhere (account-guessing.int.test.ts). Each test uses its own account and fresh addresses.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const WRONG_PASSWORD = 'Wrong-Password1';
const wrongFor = (account: TestAccount) => ({ email: account.email, password: WRONG_PASSWORD });

async function failFrom(app: TestApp['app'], account: TestAccount, address: string, times = 1) {
  for (let attempt = 1; attempt <= times; attempt++) {
    const response = await signIn(app, wrongFor(account), { remoteAddress: address });
    expect(response.statusCode).toBe(401);
  }
}

function expectTooManyAttempts(response: Awaited<ReturnType<typeof signIn>>) {
  expect(response.statusCode).toBe(429);
  expect(response.json()).toEqual({ error: TOO_MANY_ATTEMPTS_MESSAGE });
  const retryAfter = Number(response.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(60);
}

describe('sign-in cannot be used to lock the owner out', () => {
  it('limits an attacker at one address while the owner signs in from another', async () => {
    const owner = await signUpAndGetCookie(t.app);
    const attacker = randomClientAddress();
    await failFrom(t.app, owner, attacker, 5);
    // The attacker keeps going: refused every time, and none of it reaches the owner.
    for (let attempt = 1; attempt <= 25; attempt++) {
      expectTooManyAttempts(await signIn(t.app, wrongFor(owner), { remoteAddress: attacker }));
    }
    // Even the right password is refused at the attacker's address until the minute is over.
    expectTooManyAttempts(await signIn(t.app, owner, { remoteAddress: attacker }));

    const home = randomClientAddress();
    await failFrom(t.app, owner, home, 1); // a typo of the owner's own
    expect((await signIn(t.app, owner, { remoteAddress: home })).statusCode).toBe(200);
  });

  it('counts failed attempts per account at one address, not successful ones', async () => {
    const owner = await signUpAndGetCookie(t.app);
    const address = randomClientAddress();
    await failFrom(t.app, owner, address, 4);
    expect((await signIn(t.app, owner, { remoteAddress: address })).statusCode).toBe(200);
    expect((await signIn(t.app, owner, { remoteAddress: address })).statusCode).toBe(200);
    await failFrom(t.app, owner, address, 1); // the 5th failure: still answered
    expectTooManyAttempts(await signIn(t.app, owner, { remoteAddress: address }));
    // Another account at the same address is not affected (5 failures < 10 per address).
    const neighbour = await signUpAndGetCookie(t.app);
    expect((await signIn(t.app, neighbour, { remoteAddress: address })).statusCode).toBe(200);
  });

  it('lets no more guesses through when they arrive all at once', async () => {
    const owner = await signUpAndGetCookie(t.app);
    const attacker = randomClientAddress();
    const responses = await Promise.all(
      Array.from({ length: 15 }, () => signIn(t.app, wrongFor(owner), { remoteAddress: attacker })),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([...Array<number>(5).fill(401), ...Array<number>(10).fill(429)]);
  });

  it('limits one account from everywhere: 10 failed attempts a quarter-hour', async () => {
    const owner = await signUpAndGetCookie(t.app);
    for (let address = 1; address <= 5; address++) {
      await failFrom(t.app, owner, randomClientAddress(), 2);
    }
    const paused = await signIn(t.app, owner, { remoteAddress: randomClientAddress() });
    expect(paused.statusCode).toBe(429);
    expect(paused.json()).toEqual({ error: ACCOUNT_SIGN_IN_PAUSED_MESSAGE });
    // Other accounts are not affected.
    const other = await signUpAndGetCookie(t.app);
    expect((await signIn(t.app, other)).statusCode).toBe(200);
  });

  it('shares the counters between web processes on one database', async () => {
    const second = await buildApp({
      ...t.context,
      hub: t.hub,
      metrics: createMetrics(),
    });
    try {
      const owner = await signUpAndGetCookie(t.app);
      const attacker = randomClientAddress();
      for (const app of [t.app, second, t.app, second, t.app]) {
        await failFrom(app, owner, attacker, 1);
      }
      expectTooManyAttempts(await signIn(second, wrongFor(owner), { remoteAddress: attacker }));
      expectTooManyAttempts(await signIn(t.app, wrongFor(owner), { remoteAddress: attacker }));
    } finally {
      await second.close();
    }
  });
});

describe('mail to the owner when their account is being guessed at', () => {
  const guessingMails = async (app: TestApp, to: string) =>
    (await listOutbox(app.database, 100)).filter(
      (mail) => mail.kind === 'sign_in_attempts' && mail.to === to,
    );

  it('mails the owner once a day at most, plainly and without secrets', async () => {
    const mailApp = await createTestApp({ env: { PUBLIC_URL: 'https://studio.example' } });
    let closed = false;
    try {
      const owner = await signUpAndGetCookie(mailApp.app);
      const attacker = randomClientAddress();
      await failFrom(mailApp.app, owner, attacker, 5);
      await vi.waitFor(async () =>
        expect(await guessingMails(mailApp, owner.email)).toHaveLength(1),
      );
      const [mail] = await guessingMails(mailApp, owner.email);
      expect(mail!.subject).toBe('Failed sign-in attempts on your Reelcast account');
      expect(mail!.text).toContain(owner.email);
      expect(mail!.text).toContain('https://studio.example/auth');
      for (const secret of [WRONG_PASSWORD, owner.password, attacker]) {
        expect(mail!.text).not.toContain(secret);
      }

      // More guessing the same day, from elsewhere: no second mail.
      await failFrom(mailApp.app, owner, randomClientAddress(), 5);
      // A day later (every window over), guessing again mails again.
      await mailApp.database.executeSql(
        `UPDATE auth_attempt_counters SET window_ends_at = now() - interval '1 second'`,
      );
      await failFrom(mailApp.app, owner, randomClientAddress(), 5);
      // Guesses at an email without an account mail nobody.
      const ghost = { email: 'ghost@example.test', password: WRONG_PASSWORD };
      const ghostAddress = randomClientAddress();
      for (let attempt = 1; attempt <= 5; attempt++) {
        const response = await signIn(mailApp.app, ghost, { remoteAddress: ghostAddress });
        expect(response.statusCode).toBe(401);
      }
      // Closing the app finishes the mails still being written: then count them.
      await mailApp.app.close();
      closed = true;
      expect(await guessingMails(mailApp, owner.email)).toHaveLength(2);
      expect(await guessingMails(mailApp, ghost.email)).toEqual([]);
    } finally {
      if (!closed) await mailApp.app.close();
      await mailApp.close();
    }
  });
});
