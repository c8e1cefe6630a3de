import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { OperatorOrderReport } from '../src/shared/order-reports';
import type { OrderPosting } from '../src/shared/order-posting';
import { signUpViaApi, uniqueAccount } from './accounts';
import { screenshot, shouldSkipBrowserTests, VIEWPORTS, type StartServerOptions } from './harness';
import { linkFromMailDrop } from './mail-drop';
import {
  approveSubmission,
  connectTestChannel,
  datetimes,
  expectFitsWidth,
  localInputValue,
  submitPhotos,
  toast,
  VERIFY_LINK,
} from './service-steps';
import { browserSuite } from './suite';

/**
 * The done-for-you service from the first photo to the report (issue 28), told once on the
 * embedded database and once on PostgreSQL: a visitor sends 6 photos at /upload, the admin
 * approves them, the client signs in from the mail, buys the 10-clip We Post plan in the
 * test-mode checkout and connects the test-mode channel; the operator makes the 6 clips on the
 * local engine, makes one again, edits a title and sends the batch for review; the client asks
 * for a change on one, the operator redoes it, the client approves; the six posts go out one a
 * day with their own titles and cover thumbnails; the client cancels one and moves another;
 * the order's report counts it all. Every step goes through the pages and the real routes.
 */

const ADMIN = { ...uniqueAccount('story-admin'), email: 'story-admin@example.com' };
const BUSINESS = 'Casa Verde Interiors';
const DAY_MS = 24 * 3600_000;
const RENDER_TIMEOUT = { timeout: 300_000, interval: 1_000 };
const EDITED_TITLE = 'Morning light in the Casa Verde kitchen';

const databases: { label: string; options: StartServerOptions }[] = [
  { label: 'the embedded database', options: { database: 'embedded' } },
  ...(process.env.TEST_DATABASE_URL ? [{ label: 'PostgreSQL', options: {} }] : []),
];

for (const { label, options } of databases) {
  describe.skipIf(shouldSkipBrowserTests())(`the done-for-you service on ${label}`, () => {
    const suite = browserSuite({ ...options, env: { ADMIN_EMAILS: ADMIN.email } });

    async function operatorPage(): Promise<Page> {
      const page = await suite.visitor();
      await signUpViaApi(page.context(), suite.server, ADMIN);
      return page;
    }

    /** The operator's console on the order, with `count` clips finished rendering. */
    async function renderedClips(page: Page, orderId: string, count: number) {
      await page.goto(`/admin/orders/${orderId}`);
      await expect.poll(() => page.getByTestId('clip-card').count()).toBe(count);
      await expect.poll(() => page.locator('video').count(), RENDER_TIMEOUT).toBe(count);
    }

    async function markReady(page: Page) {
      await page.getByRole('button', { name: 'Mark ready for review' }).click();
      await toast(page, 'Sent to the client for review').waitFor();
      await expect
        .poll(() => page.getByTestId('order-status').textContent())
        .toBe('Ready for review');
    }

    it('takes 6 photos to 6 scheduled posts and a report that counts them', async () => {
      const client = uniqueAccount('designer');

      // A visitor sends six photos; the admin approves them; the client signs in from the mail.
      const visitor = await suite.visitor();
      await submitPhotos(visitor, client.email, BUSINESS, 6);
      const operator = await operatorPage();
      await approveSubmission(operator, client.email, BUSINESS);
      const link = await linkFromMailDrop(suite.server.dataDir, client.email, VERIFY_LINK);
      const page = visitor;
      await page.goto(link);
      await page.waitForURL((url) => !['/auth', '/upload', '/pricing'].includes(url.pathname));

      // The 10-clip We Post plan through the test-mode checkout, then the test channel.
      await page.goto('/credits');
      await page.getByText('No plan yet').waitFor();
      const popup = page.waitForEvent('popup');
      await page.getByRole('button', { name: 'Choose Aphrodite Starter' }).click();
      const checkout = await popup;
      await checkout.getByRole('button', { name: 'Pay $270.00' }).click();
      await checkout.waitForURL((url) => url.pathname === '/credits');
      await checkout.close();
      await connectTestChannel(page);

      // The order opens with the six approved photos in it; the client starts production.
      await page.goto('/orders');
      await page.getByRole('link', { name: /Order #1/ }).click();
      await page.waitForURL((url) => /^\/orders\/[^/]+$/.test(url.pathname));
      const orderId = new URL(page.url()).pathname.split('/').at(-1)!;
      await expect
        .poll(() => page.getByTestId('order-photo-count').textContent(), RENDER_TIMEOUT)
        .toBe('6 of 10 photos');
      await page.getByRole('button', { name: 'Start production with these photos' }).click();
      await toast(page, 'Production started').waitFor();
      // The client picks when the posts go out: 09:30 in the browser's zone.
      await page.getByTestId('post-time').fill('09:30');
      await page.getByTestId('save-post-time').click();
      await toast(page, 'Posting time saved').waitFor();

      // The operator makes the batch on the local engine, remakes one, edits a title.
      await operator.goto('/admin/orders');
      // Due 72 h after the photos came in: the list says how long is left.
      await operator
        .getByText(/^Due in (2 d 2\d h|3 d)$/)
        .first()
        .waitFor();
      await screenshot(operator, 'story-admin-orders-1280', { fullPage: true });
      await operator.locator(`a[href="/admin/orders/${orderId}"]`).click();
      await operator.getByRole('button', { name: 'Make the batch' }).click();
      await toast(operator, 'The batch is rendering').waitFor();
      await renderedClips(operator, orderId, 6);
      const cards = operator.getByTestId('clip-card');
      expect(await operator.getByTestId('clip-engine').allTextContents()).toEqual(
        Array(6).fill(expect.stringMatching(/Local engine · \$0\.00/)),
      );
      await cards.nth(5).getByLabel('Motion').selectOption({ label: 'Orbit' });
      await cards.nth(5).getByRole('button', { name: 'Remake' }).click();
      await toast(operator, 'A new render is on its way').waitFor();
      await renderedClips(operator, orderId, 6);
      await cards.nth(0).getByLabel('Title').fill(EDITED_TITLE);
      await cards.nth(0).getByRole('button', { name: 'Save', exact: true }).click();
      await toast(operator, 'Saved').first().waitFor();
      await cards
        .nth(0)
        .getByLabel(/Cover frame/)
        .fill('3.5');
      await cards.nth(0).getByRole('button', { name: 'Save cover' }).click();
      await toast(operator, 'Cover saved').waitFor();
      await cards.nth(0).getByText('Cover at 3.5 s').waitFor();
      await markReady(operator);
      await screenshot(operator, 'story-admin-order-1280', { fullPage: true });

      // The client asks for a change on clip 2 and approves the rest.
      await page.goto(`/orders/${orderId}`);
      const clip = (position: number) =>
        page.getByRole('listitem', { name: new RegExp(`^Clip ${position}:`) });
      await clip(2).getByRole('button', { name: 'Request a change' }).click();
      const dialog = page.getByRole('dialog', { name: 'Request a change' });
      await dialog.getByLabel('What would you like changed?').fill('Slower, please.');
      await dialog.getByRole('button', { name: 'Send request' }).click();
      await clip(2).getByText('Change requested', { exact: true }).waitFor();
      for (const position of [1, 3, 4, 5, 6]) {
        await clip(position).getByRole('button', { name: 'Approve' }).click();
        await clip(position).getByText('Approved', { exact: true }).waitFor();
      }

      // The operator sees the comment, redoes clip 2 and sends it back; the client approves.
      await operator.reload();
      await cards.nth(1).getByText('Client asked: “Slower, please.”').waitFor();
      await cards.nth(1).getByLabel('Motion').selectOption({ label: 'Orbit' });
      await cards.nth(1).getByRole('button', { name: 'Remake' }).click();
      await toast(operator, 'A new render is on its way').waitFor();
      await renderedClips(operator, orderId, 6);
      await markReady(operator);
      await page.reload();
      await clip(2).getByRole('button', { name: 'Approve' }).click();
      await clip(2).getByText('Approved', { exact: true }).waitFor();

      // Delivered with the channel connected: six posts a day apart, each with its own title
      // and the cover it was given as thumbnail.
      const panel = page.getByTestId('order-posting');
      const posts = panel.getByTestId('order-post');
      await expect.poll(() => posts.count(), RENDER_TIMEOUT).toBe(6);
      await expect
        .poll(() => panel.getByTestId('order-post-status').allTextContents(), RENDER_TIMEOUT)
        .toEqual(Array(6).fill('Scheduled'));
      const at = await datetimes(panel.getByTestId('order-post-time'));
      expect(at.slice(1).map((time, index) => time - at[index]!)).toEqual(Array(5).fill(DAY_MS));
      expect([new Date(at[0]!).getHours(), new Date(at[0]!).getMinutes()]).toEqual([9, 30]);
      const titles = await panel.getByTestId('order-post-title').allTextContents();
      expect(new Set(titles).size).toBe(6);
      expect(titles).toContain(EDITED_TITLE);
      const posting = async () =>
        (await (await page.request.get(`/api/orders/${orderId}/posting`)).json()) as OrderPosting;
      await expect
        .poll(async () => (await posting()).posts.map((post) => post.thumbnailSet), RENDER_TIMEOUT)
        .toEqual(Array(6).fill(true));

      // Cancel the first; move the last a day and two hours later.
      await posts.nth(0).getByTestId('order-post-cancel').click();
      await expect
        .poll(() => posts.nth(0).getByTestId('order-post-status').textContent())
        .toBe('Cancelled');
      const moved = new Date(at[5]! + DAY_MS + 2 * 3600_000);
      await posts.nth(5).getByTestId('order-post-when').fill(localInputValue(moved));
      await posts.nth(5).getByTestId('order-post-move').click();
      await expect
        .poll(async () => (await datetimes(panel.getByTestId('order-post-time'))).at(-1))
        .toBe(moved.getTime());
      await screenshot(page, 'story-client-order-1280', { fullPage: true });

      // The calendar: the five left, by time, in the list and the week.
      await page.goto('/social-media');
      await page.getByRole('tab', { name: 'Schedule' }).click();
      const rows = page.getByTestId('schedule-post');
      await expect.poll(() => rows.count()).toBe(5);
      expect(await rows.locator('p.truncate').allTextContents()).toEqual(titles.slice(1));
      await screenshot(page, 'story-calendar-1280', { fullPage: true });
      await page.getByRole('button', { name: 'Week' }).click();
      await page.getByTestId('week-post-title').first().waitFor();
      await expectFitsWidth(page, VIEWPORTS.desktop.width);

      // The report counts it all: 6 delivered, 5 approved at the first review, 8 renders on
      // the local engine at $0, 5 scheduled (one of them moved), 1 cancelled, on time.
      const report = (await (
        await operator.request.get(`/api/admin/orders/${orderId}/report`)
      ).json()) as OperatorOrderReport;
      expect(report).toMatchObject({
        clipsDelivered: 6,
        approvedFirstTime: 5,
        scheduled: 5,
        cancelled: 1,
        posted: 0,
        renders: 8,
        renderCostCents: 0,
        timeliness: 'on_time',
      });
      await operator.goto(`/admin/orders/${orderId}/report`);
      await operator.getByTestId('order-report').getByText(EDITED_TITLE).waitFor();
      await screenshot(operator, 'story-report-1280', { fullPage: true });

      // The operator's list and order, the client's order and the calendar on a 390 px phone.
      const onPhone = [
        [operator, '/admin/orders', `a[href="/admin/orders/${orderId}"]`, 'story-admin-orders-390'],
        [
          operator,
          `/admin/orders/${orderId}`,
          '[data-testid="clip-card"]',
          'story-admin-order-390',
        ],
        [page, `/orders/${orderId}`, '[data-testid="order-post"]', 'story-client-order-390'],
        [page, '/social-media', '[role="tab"]', 'story-calendar-390'],
      ] as const;
      for (const [who, path, content, name] of onPhone) {
        await who.setViewportSize(VIEWPORTS.mobile);
        await who.goto(path);
        await who.locator(content).first().waitFor();
        if (path === '/social-media') {
          await who.getByRole('tab', { name: 'Schedule' }).click();
          await who.getByTestId('schedule-post').first().waitFor();
        }
        await screenshot(who, name, { fullPage: true });
        await expectFitsWidth(who, VIEWPORTS.mobile.width);
      }
    }, 900_000);
  });
}
