import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVALID_CREDENTIALS_MESSAGE } from '@shared/auth';
import { listOutbox } from '../../platform/mail/outbox-repo.js';
import { mailDropDir, readMailDrop } from '../../platform/mail/mail-drop.js';
import { createTestApp, type TestApp } from '../../../../test/helpers/app.js';
import {
  randomClientAddress,
  signIn,
  signUpAndGetCookie,
  TEST_ORIGIN,
} from '../../../../test/helpers/auth.js';
import { RESET_LINK_INVALID_MESSAGE } from './auth-errors.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: 'https://studio.example' } });
});
afterAll(() => t.close());

const post = (url: string, payload: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url,
    remoteAddress: randomClientAddress(),
    headers: { origin: TEST_ORIGIN },
    payload,
  });
const requestReset = (email: string) => post('/api/auth/request-password-reset', { email });
const resetPassword = (token: string, newPassword: string) =>
  post('/api/auth/reset-password', { token, newPassword });

const TOKEN_IN_LINK = /https:\/\/studio\.example\/reset-password\?token=([\w-]+)/;

describe('password reset', () => {
  it('mails a link through the outbox, sets the new password and ends old sessions', async () => {
    const account = await signUpAndGetCookie(t.app);
    const requested = await requestReset(account.email.toUpperCase());
    expect(requested.statusCode).toBe(200);

    const [mail] = await listOutbox(t.database, 1);
    expect(mail).toMatchObject({
      to: account.email,
      kind: 'password_reset',
      transport: 'outbox',
      status: 'stored',
      subject: 'Reset your Reelcast password',
    });
    // The outbox shows that it went, never the link (decision 048); the owner's copy has it.
    expect(mail!.text).toContain('[link sent, hidden]');
    expect(mail!.html).toContain('href="[link sent, hidden]"');
    const [dropped] = await readMailDrop(mailDropDir(t.config.dataDir), { to: account.email });
    const token = TOKEN_IN_LINK.exec(dropped!.text)?.[1];
    expect(token).toBeTruthy();
    expect(dropped!.html).toContain(`href="https://studio.example/reset-password?token=${token}"`);

    const weak = await resetPassword(token!, 'weakpassword');
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toEqual({
      error: 'Password must contain uppercase, lowercase, and number',
    });

    const newPassword = 'Brand-New-Pass7';
    const reset = await resetPassword(token!, newPassword);
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual({ status: true });

    // Whoever held the account before the reset is signed out everywhere.
    expect(
      (await t.app.inject({ url: '/api/me', headers: { cookie: account.cookie } })).statusCode,
    ).toBe(401);
    const oldPassword = await signIn(t.app, { email: account.email, password: account.password });
    expect(oldPassword.json()).toEqual({ error: INVALID_CREDENTIALS_MESSAGE });
    expect((await signIn(t.app, { email: account.email, password: newPassword })).statusCode).toBe(
      200,
    );

    const reused = await resetPassword(token!, 'Another-Pass8');
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toEqual({ error: RESET_LINK_INVALID_MESSAGE });
  });

  it('answers an unknown email exactly like a known one, and mails nothing', async () => {
    const account = await signUpAndGetCookie(t.app);
    const before = (await listOutbox(t.database, 200)).length;
    const known = await requestReset(account.email);
    const afterKnown = (await listOutbox(t.database, 200)).length;
    const unknown = await requestReset('nobody-here@example.test');
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    expect(afterKnown).toBe(before + 1);
    expect((await listOutbox(t.database, 200)).length).toBe(afterKnown);
  });

  it('refuses a made-up token and checks the request body', async () => {
    const forged = await resetPassword('not-a-real-token', 'Brand-New-Pass7');
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toEqual({ error: RESET_LINK_INVALID_MESSAGE });
    const noEmail = await post('/api/auth/request-password-reset', {});
    expect(noEmail.statusCode).toBe(400);
    expect(noEmail.json()).toEqual({ error: 'Invalid email address' });
  });
});
