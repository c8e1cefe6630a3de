import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signUpViaApi, uniqueAccount, type TestAccount } from './accounts';
import { shouldSkipBrowserTests } from './harness';
import { runAdminCli } from './postgres';
import { browserSuite } from './suite';

const pathnameOf = (page: Page) => new URL(page.url()).pathname;
const toast = (page: Page, text: string) =>
  page.locator('[data-sonner-toast]').filter({ hasText: text });

/** Screenshots for a person to look at (issue 17's admin pages). */
const shot = (page: Page, name: string) =>
  page.screenshot({ path: `/tmp/admin-${name}.png`, fullPage: true });

describe.skipIf(shouldSkipBrowserTests())('the admin area in Chromium', () => {
  const suite = browserSuite();

  /** Calls the API from outside any browser, as another visitor would. */
  async function post(path: string, body: unknown) {
    const { url } = suite.server;
    const response = await fetch(`${url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: url },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  }

  it('tells a signed-in non-admin Access Denied, then takes them to /', async () => {
    const page = await suite.signedIn('member');
    await page.goto('/dashboard');
    await page.getByRole('navigation', { name: 'Studio' }).waitFor();
    expect(await page.getByRole('link', { name: 'Admin', exact: true }).count()).toBe(0);

    await page.goto('/admin');
    await page.getByRole('heading', { level: 1, name: 'Access Denied' }).waitFor();
    await toast(page, "You don't have admin permissions").waitFor();
    await shot(page, 'access-denied');
    await page.waitForURL((url) => url.pathname === '/', { timeout: 10_000 });
    expect(pathnameOf(page)).toBe('/');
  });

  it('sends a signed-out visitor to /auth', async () => {
    const page = await suite.visitor();
    await page.goto('/admin/users');
    await page.waitForURL((url) => url.pathname === '/auth');
  });

  /* The admin role comes from the admin CLI, run beside the server (decision 032). */
  it('lets an admin find a user, adjust credits, grant admin, read mail and export sign-ups', async () => {
    const client: TestAccount = uniqueAccount('client');
    await post('/api/auth/sign-up/email', client);
    await post('/api/auth/request-password-reset', { email: client.email });
    await post('/api/marketing/waitlist', {
      list: 'webinar',
      name: '=HYPERLINK("http://evil.test","Sam")',
      email: client.email,
    });

    const page = await suite.visitor();
    const admin = uniqueAccount('admin');
    await signUpViaApi(page.context(), suite.server, admin);
    await runAdminCli(suite.server, ['grant', admin.email]);

    // The app shell links the admin area for admins.
    await page.goto('/dashboard');
    const adminLink = page.getByRole('link', { name: 'Admin', exact: true });
    await adminLink.waitFor();
    expect(await adminLink.getAttribute('href')).toBe('/admin');

    // Users: search, adjust credits, grant admin.
    await page.goto('/admin/users');
    await page.getByRole('navigation', { name: 'Admin' }).waitFor();
    await page.getByLabel('Search by email').fill(client.email.slice(0, 20).toUpperCase());
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const row = page.getByTestId('admin-user-row').filter({ hasText: client.email });
    await row.click();
    const details = page.getByRole('region', { name: `Account ${client.email}` });
    const balance = details.getByTestId('admin-user-balance');
    await balance.waitFor();
    const before = Number((await balance.textContent())!.replaceAll(',', ''));
    await details.getByTestId('admin-ledger-entry').first().waitFor();

    // A bad amount is refused before any request, in the server's words.
    await details.getByLabel('Amount').fill('1.5');
    await details.getByLabel('Reason').fill('E2E goodwill');
    await details.getByRole('button', { name: 'Adjust credits' }).click();
    await details.getByText('Amount must be a whole number').waitFor();

    await details.getByLabel('Amount').fill('25');
    await details.getByRole('button', { name: 'Adjust credits' }).click();
    await toast(page, 'Credits adjusted').waitFor();
    await expect.poll(async () => balance.textContent()).toBe(String(before + 25));
    await details
      .getByTestId('admin-ledger-entry')
      .first()
      .filter({ hasText: 'E2E goodwill' })
      .waitFor();

    await details.getByRole('button', { name: 'Make admin' }).click();
    await toast(page, 'Admin granted').waitFor();
    await details.getByRole('button', { name: 'Remove admin' }).waitFor();
    await shot(page, 'users');

    // One's own admin role cannot be removed.
    await page.getByLabel('Search by email').fill(admin.email);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByTestId('admin-user-row').filter({ hasText: admin.email }).click();
    await page.getByText('you cannot remove your own admin role').waitFor();

    // Mail outbox: the reset mail went, its link hidden; where the whole mail is, said.
    await page.getByRole('link', { name: 'Mail outbox' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/mail');
    await page.getByTestId('mail-drop-hint').waitFor();
    await page
      .getByTestId('outbox-mail')
      .filter({ hasText: client.email })
      .filter({ hasText: 'Reset your' })
      .first()
      .click();
    const message = page.getByRole('region', { name: 'Message' });
    await message.getByText(client.email).waitFor();
    await message.getByText('Link sent, hidden', { exact: true }).waitFor();
    expect(await message.getByRole('link', { name: /token=/ }).count()).toBe(0);
    expect(await message.textContent()).not.toContain('token=');
    await message.getByRole('button', { name: 'Send again' }).waitFor();
    await shot(page, 'mail');

    // Marketing sign-ups, exported as CSV with the formula defused.
    await page.getByRole('link', { name: 'Marketing sign-ups' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/marketing');
    await page.getByRole('cell', { name: client.email }).waitFor();
    await shot(page, 'marketing');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^marketing-signups-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await readFile((await file.path())!, 'utf8');
    expect(csv.split('\r\n')[0]).toBe('type,list_or_source,name,email,page,created_at');
    expect(csv).toContain(
      `waitlist,webinar,"'=HYPERLINK(""http://evil.test"",""Sam"")",${client.email},,`,
    );

    // /admin itself goes to the first section.
    await page.goto('/admin');
    await page.waitForURL((url) => url.pathname === '/admin/submissions');
    // Until the submissions page is merged in, that path is the app's not-found page (which
    // logs the miss); once it is, the admin tabs are there.
    await page
      .getByRole('navigation', { name: 'Admin' })
      .or(page.getByRole('heading', { level: 1, name: '404' }))
      .waitFor();
    await page.waitForTimeout(300);
    suite.expectedConsoleErrors(/non-existent route: \/admin\/submissions/);
  });
});
