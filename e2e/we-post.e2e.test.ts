import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { user } from '../src/server/db/schema/index';
import { seedReviewOrder, type SeededOrder } from '../test/fixtures/orders';
import { tinyMp4 } from '../test/fixtures/videos';
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
  type Viewport,
} from './harness';

/**
 * We Post (issue 28 items 5 and 6) as the client uses it: a delivered We Post order with its
 * clips approved, the test-mode YouTube channel connected, a posting time picked on the order,
 * "Schedule my posts", the posts one a day apart with their own titles, one cancelled and one
 * moved; then /social-media's Schedule lists what is left by time, in the list and the week,
 * and fits a 390 px phone. The app runs in this process (like orders-client.e2e.test.ts) so
 * the order can be written straight into its tables.
 */

const skip = shouldSkipBrowserTests();
const DAY_MS = 24 * 3600_000;
let t: TestApp;
let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let problems: PageProblems;
let order: SeededOrder;
const account = uniqueAccount('wepost');

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
  const scratch = await mkdtemp(path.join(tmpdir(), 'reelcast-wepost-e2e-'));
  try {
    const file = path.join(scratch, 'clip.mp4');
    await tinyMp4(t.media, file, 2);
    order = await seedReviewOrder(t, {
      userId: row!.id,
      clips: ['approved', 'approved', 'approved'],
      variant: 'inclusive',
      status: 'delivered',
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

async function signIn(viewport: Viewport) {
  await context?.close();
  context = await browser.newContext({ baseURL: server.url, viewport });
  page = await context.newPage();
  problems = await watchPageProblems(page);
  await page.goto('/auth');
  await page.getByLabel('Email', { exact: true }).fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/orders', { timeout: 20_000 });
}

async function expectFitsWidth(width: number) {
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth).toBeLessThanOrEqual(width);
}

const times = (locator: ReturnType<Page['locator']>) =>
  locator.evaluateAll((elements) =>
    elements.map((element) => new Date(element.getAttribute('datetime')!).getTime()),
  );

describe.skipIf(skip)('We Post on a delivered order', () => {
  it('schedules the posts a day apart, cancels one, moves one, and shows the schedule', async () => {
    await signIn(VIEWPORTS.desktop);

    // Connect the test-mode channel.
    await page.goto('/social-connections');
    await page.getByRole('button', { name: 'Connect YouTube' }).click();
    await page.waitForURL((url) => url.pathname === '/youtube-test/consent');
    await page.getByRole('button', { name: 'Allow' }).click();
    await page.waitForURL((url) => url.pathname === '/social-connections' && !url.search);
    await page.getByText('Test mode', { exact: true }).first().waitFor();

    // Pick 09:30 and schedule.
    await page.goto(`/orders/${order.orderId}`);
    const panel = page.getByTestId('order-posting');
    await panel.getByTestId('post-time').fill('09:30');
    await panel.getByTestId('save-post-time').click();
    await page.locator('[data-sonner-toast]').first().waitFor();
    await panel.getByTestId('schedule-posts').click();
    const posts = panel.getByTestId('order-post');
    await expect.poll(() => posts.count(), { timeout: 30_000 }).toBe(3);
    await screenshot(page, 'we-post-order-desktop', { fullPage: true });

    // One a day apart at 09:30 local, each with its own title.
    const postTimes = panel.getByTestId('order-post-time');
    await expect.poll(() => postTimes.count()).toBe(3);
    const at = await times(postTimes);
    expect(at[1]! - at[0]!).toBe(DAY_MS);
    expect(at[2]! - at[1]!).toBe(DAY_MS);
    expect(new Date(at[0]!).getHours()).toBe(9);
    expect(new Date(at[0]!).getMinutes()).toBe(30);
    const titles = await panel.getByTestId('order-post-title').allTextContents();
    expect(new Set(titles).size).toBe(3);

    // Once uploaded (private on YouTube until its time; a click mid-upload would race the
    // upload job), cancel the first; move the last to the day after tomorrow's slot + 2 h.
    const statuses = panel.getByTestId('order-post-status');
    await expect
      .poll(() => statuses.allTextContents(), { timeout: 60_000 })
      .toEqual(['Scheduled', 'Scheduled', 'Scheduled']);
    await posts.nth(0).getByTestId('order-post-cancel').click();
    await expect
      .poll(() => posts.nth(0).getByTestId('order-post-status').textContent())
      .toBe('Cancelled');
    const moved = new Date(at[2]! + DAY_MS + 2 * 3600_000);
    const pad = (n: number) => String(n).padStart(2, '0');
    const local = `${moved.getFullYear()}-${pad(moved.getMonth() + 1)}-${pad(moved.getDate())}T${pad(moved.getHours())}:${pad(moved.getMinutes())}`;
    await posts.nth(2).getByTestId('order-post-when').fill(local);
    await posts.nth(2).getByTestId('order-post-move').click();
    await expect.poll(async () => (await times(postTimes)).includes(moved.getTime())).toBe(true);
    await screenshot(page, 'we-post-order-after-desktop', { fullPage: true });
    await expectFitsWidth(VIEWPORTS.desktop.width);

    // The Schedule tab: the two left, by time, in the list and the week.
    await page.goto('/social-media');
    await page.getByRole('tab', { name: 'Schedule' }).click();
    const rows = page.getByTestId('schedule-post');
    await expect.poll(() => rows.count()).toBe(2);
    const listed = await rows.locator('p.truncate').allTextContents();
    expect(listed).toEqual([titles[1], titles[2]]);
    await screenshot(page, 'we-post-schedule-list-desktop', { fullPage: true });
    await page.getByRole('button', { name: 'Week' }).click();
    const week = page.getByTestId('week-post-title');
    await expect.poll(() => week.allTextContents()).toEqual([titles[1], titles[2]]);
    await screenshot(page, 'we-post-schedule-week-desktop', { fullPage: true });
    await expectFitsWidth(VIEWPORTS.desktop.width);
    expect(unexpectedErrors(problems)).toEqual([]);
  }, 180_000);

  it('fits a 390 px phone: the order and the Schedule tab', async () => {
    await signIn(VIEWPORTS.mobile);
    await page.goto(`/orders/${order.orderId}`);
    await page.getByTestId('order-post').first().waitFor();
    await screenshot(page, 'we-post-order-mobile', { fullPage: true });
    await expectFitsWidth(VIEWPORTS.mobile.width);
    await page.goto('/social-media');
    await page.getByRole('tab', { name: 'Schedule' }).click();
    await page.getByTestId('schedule-post').first().waitFor();
    await screenshot(page, 'we-post-schedule-list-mobile', { fullPage: true });
    await expectFitsWidth(VIEWPORTS.mobile.width);
    await page.getByRole('button', { name: 'Week' }).click();
    await page.getByTestId('schedule-week').waitFor();
    await screenshot(page, 'we-post-schedule-week-mobile', { fullPage: true });
    await expectFitsWidth(VIEWPORTS.mobile.width);
    expect(unexpectedErrors(problems)).toEqual([]);
  }, 120_000);
});
