import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { user } from '../src/server/db/schema/index';
import { seedReviewOrder, type SeededOrder } from '../test/fixtures/orders';
import { tinyMp4 } from '../test/fixtures/videos';
import { storedZipEntries } from '../test/fixtures/zip';
import { createTestApp, type TestApp } from '../test/helpers/app';
import { signUpViaApi, uniqueAccount } from './accounts';
import {
  findFreePort,
  launchBrowser,
  screenshot,
  shouldSkipBrowserTests,
  unexpectedErrors,
  VIEWPORTS,
  watchPageProblems,
  type PageProblems,
  type RunningServer,
} from './harness';

/**
 * The client's side of an order (issue 28 item 4), in a browser. Orders are opened by a plan
 * payment and their clips made in the operator's console (other parts of the issue), so this
 * test runs the app in its own process (the built web app, on PGlite or TEST_DATABASE_URL) and
 * writes an order in review straight into its tables; everything the client does goes through
 * the pages: sign in, land on /orders, play a clip, download one and the zip, ask for a change
 * with a comment on one, approve the others.
 */

const skip = shouldSkipBrowserTests();
let t: TestApp;
let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let problems: PageProblems;
let order: SeededOrder;
const account = uniqueAccount('orders');

beforeAll(async () => {
  if (skip) return;
  const port = await findFreePort();
  const url = `http://127.0.0.1:${port}`;
  t = await createTestApp({
    webDir: path.resolve('dist/web'),
    env: { PUBLIC_URL: url },
    workers: { concurrency: 1 },
  });
  await t.app.listen({ port, host: '127.0.0.1' });
  server = { url, databaseUrl: undefined, dataDir: '', output: () => '', stop: async () => {} };
  browser = await launchBrowser();

  const signUp = await browser.newContext({ baseURL: url });
  await signUpViaApi(signUp, server, account);
  await signUp.close();
  const [row] = await t.database.db.select().from(user).where(eq(user.email, account.email));
  const scratch = await mkdtemp(path.join(tmpdir(), 'reelcast-orders-e2e-'));
  try {
    const file = path.join(scratch, 'clip.mp4');
    await tinyMp4(t.media, file, 2);
    order = await seedReviewOrder(t, {
      userId: row!.id,
      clips: ['in_review', 'in_review', 'in_review'],
      mp4: await readFile(file),
    });
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}, 120_000);

afterAll(async () => {
  if (skip) return;
  await context?.close();
  await browser?.close();
  await t?.close();
});

async function openPage(viewport: { width: number; height: number }) {
  context = await browser.newContext({ baseURL: server.url, viewport, acceptDownloads: true });
  page = await context.newPage();
  problems = await watchPageProblems(page);
}

async function expectFitsWidth(width: number) {
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth).toBeLessThanOrEqual(width);
}

describe.skipIf(skip)("the client's order", () => {
  it('lands on /orders after sign-in, plays, downloads, asks a change and approves', async () => {
    await openPage(VIEWPORTS.desktop);
    await page.goto('/auth');
    await page.getByLabel('Email', { exact: true }).fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/orders', { timeout: 20_000 });

    // The sidebar has Orders first; the list shows the order's status and due time.
    const nav = page.getByRole('navigation', { name: 'Studio' });
    await expect.poll(() => nav.getByRole('link').first().textContent()).toBe('Orders');
    const row = page.getByRole('link', { name: /Order #1/ });
    await row.waitFor();
    expect(await row.textContent()).toContain('Ready for review');
    expect(await row.textContent()).toMatch(/Due by \w{3} \d{1,2} \w{3}, \d{2}:\d{2}/);
    await screenshot(page, 'orders-list-desktop');

    await row.click();
    await page.waitForURL((url) => url.pathname === `/orders/${order.orderId}`);
    await page.getByRole('heading', { level: 1, name: 'Order #1' }).waitFor();
    const current = page
      .getByRole('list', { name: 'Order status' })
      .locator('[aria-current="step"]');
    expect(await current.textContent()).toContain('Ready for review');
    await page.getByText('0 of 3 approved').waitFor();

    // Play the first clip.
    const firstClip = page.getByRole('listitem', { name: /^Clip 1:/ });
    const video = firstClip.locator('video');
    await video.evaluate((element: HTMLVideoElement) => {
      element.muted = true;
      return element.play();
    });
    await expect
      .poll(() => video.evaluate((el: HTMLVideoElement) => el.currentTime))
      .toBeGreaterThan(0);
    await screenshot(page, 'order-page-desktop', { fullPage: true });

    // Download one clip, then all of them in one zip.
    const [one] = await Promise.all([
      page.waitForEvent('download'),
      firstClip.getByRole('link', { name: /^Download / }).click(),
    ]);
    expect(one.suggestedFilename()).toBe('01-living-room-in-warm-oak-clip-1.mp4');
    const onePath = await one.path();
    expect((await readFile(onePath)).equals(order.clips[0]!.bytes)).toBe(true);
    const [zip] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download all (zip)' }).click(),
    ]);
    expect(zip.suggestedFilename()).toBe('order-1-clips.zip');
    const entries = storedZipEntries(await readFile(await zip.path()));
    expect([...entries.keys()]).toHaveLength(3);

    // Ask for a change on clip 2: an empty comment is refused, then the comment goes.
    const secondClip = page.getByRole('listitem', { name: /^Clip 2:/ });
    await secondClip.getByRole('button', { name: 'Request a change' }).click();
    const dialog = page.getByRole('dialog', { name: 'Request a change' });
    await dialog.getByRole('button', { name: 'Send request' }).click();
    await dialog.getByText('Please say what you would like changed').waitFor();
    await screenshot(page, 'order-change-dialog-desktop');
    await dialog.getByLabel('What would you like changed?').fill('A slower camera move, please.');
    await dialog.getByRole('button', { name: 'Send request' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await secondClip.getByText('Change requested', { exact: true }).waitFor();
    await secondClip.getByText('A slower camera move, please.').waitFor();
    expect(await current.textContent()).toContain('In production');

    // Approve the others.
    for (const position of [1, 3]) {
      const clip = page.getByRole('listitem', { name: new RegExp(`^Clip ${position}:`) });
      await clip.getByRole('button', { name: 'Approve' }).click();
      await clip.getByText('Approved', { exact: true }).waitFor();
    }
    await page.getByText('2 of 3 approved').waitFor();
    await screenshot(page, 'order-page-answered-desktop', { fullPage: true });
    await expectFitsWidth(VIEWPORTS.desktop.width);
    expect(unexpectedErrors(problems)).toEqual([]);
    expect(problems.cspViolations).toEqual([]);
  });

  it('fits a 390 px phone', async () => {
    await context.close();
    await openPage(VIEWPORTS.mobile);
    await page.goto('/auth');
    await page.getByLabel('Email', { exact: true }).fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/orders', { timeout: 20_000 });
    await page.getByRole('link', { name: /Order #1/ }).waitFor();
    await expectFitsWidth(VIEWPORTS.mobile.width);
    await screenshot(page, 'orders-list-mobile', { fullPage: true });
    await page.goto(`/orders/${order.orderId}`);
    await page.getByText('2 of 3 approved').waitFor();
    await expectFitsWidth(VIEWPORTS.mobile.width);
    await screenshot(page, 'order-page-mobile', { fullPage: true });
    expect(unexpectedErrors(problems)).toEqual([]);
  });
});
