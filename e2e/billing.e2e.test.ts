import { readFile } from 'node:fs/promises';
import { OFFLINE_CHECKOUT_MESSAGES } from '@shared/billing';
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

const { desktop, mobile } = VIEWPORTS;
const TEST_MODE_NOTICE = 'Test mode: no real payment is taken';
const OFFLINE_NOT_PAYABLE = OFFLINE_CHECKOUT_MESSAGES.notPayable;

const pathnameOf = (page: Page) => new URL(page.url()).pathname;
const searchOf = (page: Page) => new URL(page.url()).search;

/*
 * The server runs without Stripe keys, so every checkout is the built-in offline one: paying
 * it signs a Stripe-shaped event and runs it through the real webhook code.
 */
describe.skipIf(shouldSkipBrowserTests())('buying credits in Chromium', () => {
  let server: RunningServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let problems: PageProblems[];

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  afterEach(async () => {
    for (const watched of problems) {
      expect(watched.cspViolations).toEqual([]);
      expect(unexpectedErrors(watched)).toEqual([]);
    }
    await context?.close();
  });

  /** A fresh account (10 credits) in a new context; every page it opens is watched. */
  async function signedIn(viewport = desktop) {
    problems = [];
    context = await browser.newContext({ viewport, baseURL: server.url, acceptDownloads: true });
    await signUpViaApi(context, server, uniqueAccount('billing'));
    page = await newWatchedPage();
  }

  async function newWatchedPage(): Promise<Page> {
    const opened = await context.newPage();
    problems.push(await watchPageProblems(opened));
    return opened;
  }

  /** Chooses a package in the open Purchase Credits dialog; resolves with the checkout tab. */
  async function choosePackage(label: string): Promise<Page> {
    const dialog = page.getByRole('dialog', { name: 'Purchase Credits' });
    const popup = page.waitForEvent('popup');
    await dialog.getByRole('button', { name: label }).click();
    const checkout = await popup;
    problems.push(await watchPageProblems(checkout));
    await checkout.getByText(TEST_MODE_NOTICE).waitFor();
    // The dialog steps aside once the checkout tab is open, so the balance is in view.
    await dialog.waitFor({ state: 'hidden' });
    return checkout;
  }

  it('buys 100 credits through the offline checkout; the first tab goes 10 → 110 live', async () => {
    await signedIn();
    const stream = liveStreamOpened(page);
    await page.goto('/dashboard');
    await stream;
    await expect.poll(() => balanceOf(page)).toBe('10');

    await page.getByRole('button', { name: 'Buy Credits' }).click();
    await page.getByRole('dialog', { name: 'Purchase Credits' }).waitFor();
    await screenshot(page, 'billing-purchase-dialog-desktop');
    const checkout = await choosePackage('Buy 100 credits for $15');

    expect(pathnameOf(checkout)).toMatch(/^\/checkout\/offline\/.+/);
    await checkout.getByText('100 credits', { exact: false }).first().waitFor();
    await checkout.setViewportSize(desktop);
    await screenshot(checkout, 'billing-offline-checkout-desktop');
    await checkout.getByRole('button', { name: 'Pay $15.00' }).click();

    // The checkout tab returns to the credits page with the success note...
    await checkout.waitForURL((url) => url.pathname === '/credits');
    expect(searchOf(checkout)).toContain('checkout=success');
    await checkout.getByText('Payment received').waitFor();

    // ...and the first tab, never reloaded, shows the new balance and the toast once.
    const toast = page.getByText('Added 100 credits! New balance: 110');
    await toast.waitFor({ timeout: 15_000 });
    await expect.poll(() => balanceOf(page)).toBe('110');
    expect(await toast.count()).toBe(1);

    // The credits page lists the purchase, newest first.
    await page.getByRole('link', { name: 'History' }).click();
    await page.getByRole('heading', { level: 1, name: 'Credits' }).waitFor();
    const newest = page.getByTestId('ledger-entry').first();
    await newest.getByText('Purchase', { exact: true }).waitFor();
    expect(await newest.getByText('+100', { exact: true }).count()).toBe(1);
    const signup = page.getByTestId('ledger-entry').nth(1);
    await signup.getByText('Sign-up bonus', { exact: true }).waitFor();
    expect(await page.getByTestId('credits-page-balance').textContent()).toBe('110');
    await page.getByText('No plan yet').waitFor();
    await screenshot(page, 'billing-credits-desktop', { fullPage: true });

    // The CSV export downloads a file holding the purchase.
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Export CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/\.csv$/);
    const csv = await readFile((await file.path())!, 'utf8');
    const purchaseLine = csv.split(/\r?\n/).find((line) => line.includes('purchase'));
    expect(purchaseLine).toBeDefined();
    expect(purchaseLine).toContain('100');
    expect(purchaseLine).toContain('110');
  });

  it('works on a phone, and a cancelled checkout charges nothing', async () => {
    await signedIn(mobile);
    await page.goto('/credits');
    await page.getByRole('heading', { level: 1, name: 'Credits' }).waitFor();
    await page.getByRole('button', { name: 'Buy Credits' }).click();
    await page.getByRole('dialog', { name: 'Purchase Credits' }).waitFor();
    await page.waitForTimeout(250); // let the dialog's entrance animation finish for the shot
    await screenshot(page, 'billing-purchase-dialog-mobile');

    const checkout = await choosePackage('Buy 500 credits for $67');
    await checkout.setViewportSize(mobile);
    await checkout.getByRole('button', { name: 'Pay $67.00' }).waitFor();
    await screenshot(checkout, 'billing-offline-checkout-mobile');
    const checkoutUrl = checkout.url();
    await checkout.getByRole('button', { name: 'Cancel' }).click();
    await checkout.waitForURL((url) => url.pathname === '/credits');
    await checkout.getByText('Checkout cancelled').waitFor();

    // The spent session cannot be paid any more.
    await checkout.goto(checkoutUrl);
    await checkout.getByText('This checkout has expired').waitFor();
    expect(await checkout.getByRole('button', { name: /^Pay/ }).count()).toBe(0);

    await page.reload();
    await page.getByTestId('ledger-entry').first().waitFor();
    expect(await page.getByTestId('ledger-entry').count()).toBe(1); // the sign-up grant only
    expect(await page.getByTestId('credits-page-balance').textContent()).toBe('10');
    await screenshot(page, 'billing-credits-mobile', { fullPage: true });
  });

  it('subscribes to a plan from the credits page through the offline checkout', async () => {
    await signedIn();
    await page.goto('/credits');
    await page.getByText('No plan yet').waitFor();
    const popup = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Choose Athena Pro' }).click();
    const checkout = await popup;
    problems.push(await watchPageProblems(checkout));
    await page.getByText('Redirecting to checkout...').waitFor();
    await checkout.getByText(TEST_MODE_NOTICE).waitFor();
    await checkout.getByRole('button', { name: 'Pay $650.00' }).click();
    await checkout.waitForURL((url) => url.pathname === '/credits');
    // A plan grants no credits: its note says so by speaking of the plan only.
    expect(searchOf(checkout)).toContain('purchase=plan');
    await checkout.getByText('Payment received: your plan will show here in a moment.').waitFor();
    expect(await checkout.getByText(/credits will appear/).count()).toBe(0);

    await page.reload();
    await page.getByText('Athena Pro', { exact: true }).waitFor();
    await page.getByText('Active', { exact: true }).waitFor();
    expect(await page.getByText('No plan yet').count()).toBe(0);
  });

  it('a checkout cancelled in another tab: paying says so and the page shows how it ended', async () => {
    await signedIn();
    const opened = await context.request.post('/api/billing/credit-checkout', {
      data: { credits: 100 },
      headers: { origin: server.url },
    });
    expect(opened.status()).toBe(201);
    const { url } = (await opened.json()) as { url: string };
    await page.goto(url);
    const pay = page.getByRole('button', { name: 'Pay $15.00' });
    await pay.waitFor();

    // The other tab (here: a direct call) cancels while this page still offers to pay.
    const id = new URL(url).pathname.split('/').at(-1)!;
    const cancelled = await context.request.post(`/api/billing/offline/${id}/cancel`, {
      headers: { origin: server.url },
    });
    expect(cancelled.status()).toBe(200);

    await pay.click();
    await page.locator('[data-sonner-toast]').filter({ hasText: OFFLINE_NOT_PAYABLE }).waitFor();
    await page.getByRole('heading', { name: 'This checkout has expired' }).waitFor();
    expect(await page.getByRole('button', { name: /^Pay/ }).count()).toBe(0);
    const balance = await context.request.get('/api/credits/balance');
    expect(((await balance.json()) as { balance: number }).balance).toBe(10);
  });

  it('says so for a checkout link that does not exist', async () => {
    await signedIn();
    await page.goto('/checkout/offline/does-not-exist');
    await page.getByText(TEST_MODE_NOTICE).waitFor();
    await page.getByRole('heading', { name: 'Checkout not found' }).waitFor();
    await page.getByRole('link', { name: 'Go to your credits' }).click();
    await page.getByRole('heading', { level: 1, name: 'Credits' }).waitFor();
  });
});
