import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { signUpViaApi, uniqueAccount, type TestAccount } from './accounts';
import {
  launchBrowser,
  screenshot,
  shouldSkipBrowserTests,
  startServer,
  unexpectedErrors,
  VIEWPORTS,
  watchPageProblems,
  type PageProblems,
  type RunningServer,
} from './harness';
import { linkFromMailDrop } from './mail-drop';
import { runAdminCli } from './postgres';

const { desktop, mobile } = VIEWPORTS;

const pathnameOf = (page: Page) => new URL(page.url()).pathname;

describe.skipIf(shouldSkipBrowserTests())('sign-in and sign-up in Chromium', () => {
  let server: RunningServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let problems: PageProblems;
  /** Every /api/auth/* request the page made, to prove the rules run before any call. */
  let authRequests: string[];

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  afterEach(async () => {
    expect(problems.cspViolations).toEqual([]);
    expect(unexpectedErrors(problems)).toEqual([]);
    await context?.close();
  });

  async function openContext(viewport = desktop) {
    context = await browser.newContext({ viewport, baseURL: server.url });
    page = await context.newPage();
    problems = await watchPageProblems(page);
    authRequests = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/auth/'))
        authRequests.push(request.url());
    });
  }

  const toast = (text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });
  const field = (label: string) => page.getByLabel(label, { exact: true });
  const button = (name: string) => page.getByRole('button', { name, exact: true });
  const heading = (name: string) => page.getByRole('heading', { level: 1, name });
  const balance = () => page.getByTestId('credit-balance').textContent();

  async function fillSignUp(account: TestAccount) {
    await field('Full name').fill(account.name);
    await field('Email').fill(account.email);
    await field('Password').fill(account.password);
  }

  it.each([
    ['desktop', desktop],
    ['mobile', mobile],
  ] as const)('opens in sign-up mode from "Start Creating" (%s)', async (name, viewport) => {
    await openContext(viewport);
    await page.goto('/');
    await page.getByRole('main').getByRole('link', { name: 'Start Creating' }).first().click();
    await heading('Create your account').waitFor();
    await page.getByText('Get 10 free credits upon signing up.').waitFor();
    expect(pathnameOf(page)).toBe('/auth');
    await screenshot(page, `auth-signup-${name}`);

    await button('Sign in').click();
    await heading('Welcome back').waitFor();
    await page.getByText('Sign in to continue').waitFor();
    await screenshot(page, `auth-signin-${name}`);
  });

  it('checks the password rules before any call and shows the first failure', async () => {
    await openContext();
    await page.goto('/auth', { waitUntil: 'networkidle' });
    await heading('Welcome back').waitFor();
    await button('Sign up').click();
    // The switch moves keyboard focus to the new form's first field.
    await expect
      .poll(() => field('Full name').evaluate((input) => input === document.activeElement))
      .toBe(true);
    // The rules are under the password field before the first try, none met yet.
    const rules = page.getByRole('list', { name: 'Password rules' });
    await rules.waitFor();
    const ruleStates = () =>
      rules
        .getByRole('listitem')
        .evaluateAll((items) => items.map((item) => `${item.textContent}`));
    expect(await ruleStates()).toEqual([
      'At least 8 characters: not yet',
      'An uppercase letter: not yet',
      'A lowercase letter: not yet',
      'A number: not yet',
    ]);
    expect(await field('Password').getAttribute('aria-describedby')).toBe(
      await rules.getAttribute('id'),
    );
    const [fieldBox, rulesBox] = await Promise.all([
      field('Password').boundingBox(),
      rules.boundingBox(),
    ]);
    expect(rulesBox!.y).toBeGreaterThanOrEqual(fieldBox!.y + fieldBox!.height);
    await fillSignUp({ ...uniqueAccount(), password: 'lowercase1' });
    expect(await ruleStates()).toEqual([
      'At least 8 characters: met',
      'An uppercase letter: not yet',
      'A lowercase letter: met',
      'A number: met',
    ]);
    await button('Sign Up').click();
    await toast('Password must contain uppercase, lowercase, and number').waitFor();

    await field('Password').fill('Ab1');
    await button('Sign Up').click();
    await toast('Password must be at least 8 characters').waitFor();

    await field('Email').fill('not-an-email');
    await button('Sign Up').click();
    await toast('Invalid email address').waitFor();
    expect(authRequests).toEqual([]);
  });

  it('signs up, lands on /videos with 10 credits, and never sends the phone', async () => {
    await openContext();
    const account = uniqueAccount('signup');
    await page.goto('/auth');
    await button('Sign up').click();
    await fillSignUp(account);
    await field('Phone number (optional)').fill('+1 555 010 9999');
    const signUpRequest = page.waitForRequest((request) =>
      request.url().endsWith('/api/auth/sign-up/email'),
    );
    await button('Sign Up').click();

    const body = (await signUpRequest).postDataJSON() as Record<string, unknown>;
    expect(body).toEqual({ name: account.name, email: account.email, password: account.password });
    expect(JSON.stringify(body)).not.toContain('555');
    await toast('Welcome! You received 10 free credits.').waitFor();
    await heading('AI Video Studio').waitFor();
    expect(pathnameOf(page)).toBe('/videos');
    await expect.poll(balance).toBe('10');
    await page.getByText('Type in the prompt box to start').waitFor();
    await page.getByText('Your videos will appear here').waitFor();

    // A signed-in visitor to /auth goes straight to the studio.
    await page.goto('/auth');
    await heading('AI Video Studio').waitFor();
    expect(pathnameOf(page)).toBe('/videos');
  });

  it('signs out to the landing page, after which the studio asks to sign in', async () => {
    await openContext();
    await signUpViaApi(context, server, uniqueAccount('signout'));
    await page.goto('/dashboard');
    await button('Sign Out').click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('heading', { level: 1 }).first().waitFor();

    await page.goto('/videos');
    await heading('Welcome back').waitFor();
    expect(pathnameOf(page)).toBe('/auth');
  });

  it('signs in with "Welcome back!" and shows server errors as received', async () => {
    await openContext();
    const account = uniqueAccount('signin');
    await signUpViaApi(context, server, account);
    await context.clearCookies();

    await page.goto('/auth');
    await field('Email').fill(account.email);
    await field('Password').fill('Wrong2024x');
    await button('Sign In').click();
    await toast('Invalid email or password').waitFor();
    expect(pathnameOf(page)).toBe('/auth');

    await field('Password').fill(account.password);
    await button('Sign In').click();
    await toast('Welcome back!').waitFor();
    await heading('AI Video Studio').waitFor();
    expect(pathnameOf(page)).toBe('/videos');
  });

  it('sends a reset link without saying whether the account exists', async () => {
    await openContext();
    await page.goto('/auth');
    await button('Forgot password?').click();
    await field('Email').fill(uniqueAccount('nobody').email);
    await button('Send reset link').click();
    await page
      .getByText('If an account exists for that email, we sent a link to reset your password.')
      .waitFor();
    await screenshot(page, 'auth-reset-link-sent-desktop');
    await button('Back to sign in').click();
    await heading('Welcome back').waitFor();
  });

  it('refuses a reset link without a valid token', async () => {
    await openContext();
    await page.goto('/reset-password');
    await heading('Link expired').waitFor();

    await page.goto('/reset-password?token=not-a-real-token');
    await heading('Choose a new password').waitFor();
    await screenshot(page, 'reset-password-desktop');
    await field('New password').fill('Fresh2024x');
    await field('Confirm password').fill('Fresh2024y');
    await button('Update password').click();
    await toast('Passwords do not match').waitFor();
    expect(authRequests).toEqual([]);

    await field('Confirm password').fill('Fresh2024x');
    const answer = page.waitForResponse((response) =>
      response.url().endsWith('/api/auth/reset-password'),
    );
    await button('Update password').click();
    expect((await answer).status()).toBe(400);
    // The server's own message, shown as received.
    await page
      .locator('[data-sonner-toast][data-type="error"]')
      .filter({ hasNotText: 'Passwords do not match' })
      .waitFor();
    expect(pathnameOf(page)).toBe('/reset-password');
  });

  /*
   * The whole reset flow, the emailed link read from the mail drop (no SMTP in tests) as its
   * recipient would; an admin's outbox shows the mail went, never its link (decision 048).
   */
  it('resets a forgotten password through the emailed link', async () => {
    await openContext();
    const account = uniqueAccount('reset');
    const admin = uniqueAccount('admin');
    const adminContext = await browser.newContext({ baseURL: server.url });
    try {
      await signUpViaApi(context, server, account);
      await context.clearCookies();
      await signUpViaApi(adminContext, server, admin);
      await runAdminCli(server, ['grant', admin.email]);

      await page.goto('/auth');
      await button('Forgot password?').click();
      await field('Email').fill(account.email);
      await button('Send reset link').click();
      await page.getByText('If an account exists for that email').waitFor();

      const link = await linkFromMailDrop(
        server.dataDir,
        account.email,
        /\/reset-password\?token=[^\s"<>]+/,
      );
      const outbox = await adminContext.request.get('/api/admin/mail-outbox?limit=20');
      expect(outbox.status()).toBe(200);
      const { mails } = (await outbox.json()) as { mails: Array<{ to: string; text: string }> };
      const stored = mails.find((mail) => mail.to === account.email);
      expect(stored?.text).toContain('[link sent, hidden]');
      expect(JSON.stringify(mails)).not.toContain(link);

      await page.goto(link!);
      await field('New password').fill('Fresh2024x');
      await field('Confirm password').fill('Fresh2024x');
      await button('Update password').click();
      await toast('Password updated. Please sign in.').waitFor();
      await heading('Welcome back').waitFor();
      expect(pathnameOf(page)).toBe('/auth');

      await field('Email').fill(account.email);
      await field('Password').fill('Fresh2024x');
      await button('Sign In').click();
      await toast('Welcome back!').waitFor();
      await heading('AI Video Studio').waitFor();
    } finally {
      await adminContext.close();
    }
  });
});
