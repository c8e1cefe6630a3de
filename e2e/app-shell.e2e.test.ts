import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { signUpViaApi, uniqueAccount } from './accounts';
import { balanceOf, liveStreamOpened } from './credit-balance';
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
import { runAdminCli } from './postgres';

const PRODUCT_NAME = 'Clipforge';
const { desktop, mobile } = VIEWPORTS;

const pathnameOf = (page: Page) => new URL(page.url()).pathname;

describe.skipIf(shouldSkipBrowserTests())('app shell in Chromium', () => {
  let server: RunningServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let problems: PageProblems;

  beforeAll(async () => {
    [server, browser] = await Promise.all([
      startServer({ env: { PRODUCT_NAME } }),
      launchBrowser(),
    ]);
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

  /** A new signed-in browser context (a fresh account) and its first page. */
  async function signedIn(viewport = desktop) {
    const account = uniqueAccount('shell');
    context = await browser.newContext({ viewport, baseURL: server.url });
    await signUpViaApi(context, server, account);
    page = await context.newPage();
    problems = await watchPageProblems(page);
    return account;
  }

  it('shows the dashboard inside the shell with the balance and the active page', async () => {
    await signedIn();
    await page.goto('/studio');
    await page.getByRole('heading', { level: 1, name: PRODUCT_NAME }).waitFor();
    expect(pathnameOf(page)).toBe('/dashboard');
    await expect.poll(() => balanceOf(page)).toBe('10');
    await expect.poll(() => page.title()).toBe(`Dashboard · ${PRODUCT_NAME}`);

    const nav = page.getByRole('navigation', { name: 'Studio' });
    const current = nav.getByRole('link', { name: 'Dashboard', exact: true });
    expect(await current.getAttribute('aria-current')).toBe('page');
    for (const [name, href] of [
      ['Script Writer', '/scripts'],
      ['Video Creator', '/videos'],
      ['Voice Setup', '/voices'],
      ['Image Studio', '/images'],
    ] as const) {
      const card = page.getByRole('main').getByRole('link', { name: new RegExp(name) });
      expect(await card.getAttribute('href')).toBe(href);
    }
    // The image studio and the credits page have entries of their own.
    for (const [name, href] of [
      ['Image Studio', '/images'],
      ['Credits', '/credits'],
    ] as const) {
      expect(await nav.getByRole('link', { name, exact: true }).getAttribute('href')).toBe(href);
    }
    await nav.getByText('CRM & Leads').waitFor();
    expect(await nav.getByRole('link', { name: 'Import Leads' }).getAttribute('href')).toBe(
      '/crm/import',
    );
    await screenshot(page, 'shell-dashboard-desktop');

    await page.getByRole('link', { name: 'New Video' }).click();
    await page.getByRole('heading', { level: 1, name: 'AI Video Studio' }).waitFor();
    expect(await nav.getByRole('link', { name: 'Create Video' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(await page.getByRole('link', { name: 'New Video' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Sign Out' }).count()).toBe(1);
    await page.waitForTimeout(200); // the nav highlight fades over 150 ms
    await screenshot(page, 'shell-videos-desktop');
  });

  it('lists the credit packages under "Buy Credits"', async () => {
    await signedIn();
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Buy Credits' }).click();
    const dialog = page.getByRole('dialog', { name: 'Purchase Credits' });
    await dialog.waitFor();
    for (const text of ['100 credits', '$15', '10,000 credits', '$950', 'save 37%']) {
      await dialog.getByText(text, { exact: true }).waitFor();
    }
    await screenshot(page, 'shell-purchase-dialog-desktop');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
  });

  it('turns the sidebar into a keyboard-friendly drawer on phones', async () => {
    await signedIn(mobile);
    await page.goto('/dashboard');
    await page.getByRole('heading', { level: 1, name: PRODUCT_NAME }).waitFor();
    await screenshot(page, 'shell-dashboard-mobile');

    const menuButton = page.getByRole('button', { name: 'Open navigation' });
    await menuButton.click();
    const drawer = page.getByRole('dialog', { name: 'Navigation' });
    await drawer.waitFor();
    await expect.poll(() => balanceOf(page)).toBe('10');
    await page.waitForTimeout(300); // let the slide-in finish for the screenshot
    await screenshot(page, 'shell-drawer-mobile');
    expect(await drawer.evaluate((element) => element.contains(document.activeElement))).toBe(true);

    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });
    expect(await menuButton.evaluate((element) => element === document.activeElement)).toBe(true);

    await menuButton.click();
    await drawer.getByRole('link', { name: 'Credits', exact: true }).click();
    await drawer.waitFor({ state: 'hidden' });
    await page.getByRole('heading', { level: 1, name: 'Credits' }).waitFor();
    await menuButton.click();
    await drawer.getByRole('link', { name: 'Create Video' }).click();
    await drawer.waitFor({ state: 'hidden' });
    await page.getByRole('heading', { level: 1, name: 'AI Video Studio' }).waitFor();
    expect(pathnameOf(page)).toBe('/videos');

    // The studio's own header replaces the shell's: one sign-out, and the menu still opens.
    expect(await page.getByRole('button', { name: 'Sign Out' }).count()).toBe(1);
    await page.getByRole('button', { name: 'Open navigation' }).click();
    await drawer.waitFor();
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });
  });

  /*
   * The balance change comes from the admin CLI, run beside the server (on the embedded
   * database it reaches the server through its control socket, decision 032).
   */
  it('shows a balance change in every open tab without a reload', async () => {
    const account = await signedIn();
    const firstStream = liveStreamOpened(page);
    await page.goto('/videos');
    const secondTab = await context.newPage();
    const secondStream = liveStreamOpened(secondTab);
    await secondTab.goto('/dashboard');
    await Promise.all([firstStream, secondStream]);
    await expect.poll(() => balanceOf(page)).toBe('10');
    await expect.poll(() => balanceOf(secondTab)).toBe('10');

    await runAdminCli(server, ['credits', account.email, '25', 'e2e live balance check']);

    await expect.poll(() => balanceOf(page), { timeout: 15_000 }).toBe('35');
    await expect.poll(() => balanceOf(secondTab), { timeout: 15_000 }).toBe('35');
  });
});
