import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../src/server/db/client';
import { seedReportOrder } from '../test/fixtures/order-reports';
import { insertUser } from '../test/helpers/users';
import { signUpViaApi, uniqueAccount } from './accounts';
import { screenshot, shouldSkipBrowserTests, VIEWPORTS } from './harness';
import { runAdminCli } from './postgres';
import { browserSuite } from './suite';

/**
 * The operator's order reports in Chromium (issue 28 item 7): orders seeded through their real
 * rows, /admin/reports for a month with its totals and CSV, and one order's report, at 1280 and
 * 390 px. The rows are written beside the running server, so this needs its Postgres database
 * (TEST_DATABASE_URL); the embedded database is the server's alone.
 */

const HOUR = 3_600_000;
const MONTH = '2026-10';

describe.skipIf(shouldSkipBrowserTests() || !process.env.TEST_DATABASE_URL)(
  'order reports in Chromium',
  () => {
    const suite = browserSuite();
    let database: Database | undefined;
    afterAll(async () => database?.close());

    async function seed() {
      database = await openDatabase({ databaseUrl: suite.server.databaseUrl });
      const { db } = database;
      const ana = (await insertUser(db, { name: 'Ana Interiors' })).id;
      const studio = (await insertUser(db, { name: 'Studio Brava, "North"' })).id;
      const opened = new Date('2026-10-05T08:00:00Z');
      const { orderId } = await seedReportOrder(db, {
        userId: ana,
        createdAt: opened,
        readyAt: new Date(opened.getTime() + 50 * HOUR),
        deliveredAt: new Date(opened.getTime() + 70 * HOUR),
        clips: [
          {
            title: 'Sunlit living room in Austin',
            review: 'approved',
            posts: [{ status: 'published' }],
          },
          {
            title: 'Walnut kitchen island',
            review: 'approved',
            firstTime: false,
            renders: ['local', 'veo'],
            posts: [{ status: 'cancelled' }, { status: 'published' }],
          },
          {
            title: 'Calm primary bedroom',
            review: 'approved',
            posts: [{ status: 'scheduled', publishAt: new Date('2026-12-02T10:00:00Z') }],
          },
          { title: 'Spa bathroom with brass', review: 'changes_requested' },
          { title: 'Reading nook by the window', review: 'in_review' },
        ],
      });
      const late = new Date('2026-10-20T12:00:00Z');
      await seedReportOrder(db, {
        userId: studio,
        planId: 'growth',
        variant: 'clips',
        status: 'delivered',
        createdAt: late,
        readyAt: new Date(late.getTime() + 90 * HOUR),
        clips: [{ review: 'approved', renders: ['veo'] }, { review: 'approved' }],
      });
      return orderId;
    }

    async function signedInAdmin(viewport = VIEWPORTS.desktop): Promise<Page> {
      const page = await suite.visitor({ viewport });
      const admin = uniqueAccount('operator');
      await signUpViaApi(page.context(), suite.server, admin);
      await runAdminCli(suite.server, ['grant', admin.email]);
      return page;
    }

    const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

    it("shows a month's orders, totals and one order's report, and downloads the CSV", async () => {
      const orderId = await seed();
      const page = await signedInAdmin();
      await page.goto('/admin');
      await page.getByRole('link', { name: 'Reports' }).click();
      await page.waitForURL((url) => url.pathname === '/admin/reports');
      await page.getByTestId('report-month').fill(MONTH);
      await page.getByRole('heading', { name: 'Orders opened in October 2026' }).waitFor();
      await expect.poll(() => page.getByTestId('report-row').count()).toBe(2);
      const totals = page.getByTestId('report-totals-row');
      await expect.poll(() => totals.textContent()).toContain('2 orders');
      expect(await totals.textContent()).toContain('1 on time · 1 late');
      await screenshot(page, 'order-reports-month-1280', { fullPage: true });

      const download = page.waitForEvent('download');
      await page.getByTestId('report-csv').click();
      const file = await download;
      expect(file.suggestedFilename()).toBe(`order-report-${MONTH}.csv`);

      await page.getByRole('link', { name: 'Ana Interiors · #1' }).click();
      await page.waitForURL((url) => url.pathname === `/admin/orders/${orderId}/report`);
      const report = page.getByTestId('order-report');
      await report.getByText('Walnut kitchen island').waitFor();
      expect(await report.textContent()).toContain('3 / 10');
      const orderCsv = page.waitForEvent('download');
      await page.getByTestId('order-report-csv').click();
      expect((await orderCsv).suggestedFilename()).toMatch(/^order-1-Ana Interiors-report\.csv$/);
      await screenshot(page, 'order-reports-order-1280', { fullPage: true });

      const phone = await signedInAdmin(VIEWPORTS.mobile);
      await phone.goto(`/admin/reports?month=${MONTH}`);
      await expect.poll(() => phone.getByTestId('report-card').count()).toBe(2);
      expect(await pageWidth(phone)).toBeLessThanOrEqual(390);
      await screenshot(phone, 'order-reports-month-390', { fullPage: true });
      await phone.goto(`/admin/orders/${orderId}/report`);
      await phone.getByText('Walnut kitchen island').waitFor();
      expect(await pageWidth(phone)).toBeLessThanOrEqual(390);
      await screenshot(phone, 'order-reports-order-390', { fullPage: true });
    });

    it('keeps a client out of the operator pages', async () => {
      const page = await suite.signedIn('client');
      await page.goto(`/admin/reports?month=${MONTH}`);
      await page.getByRole('heading', { level: 1, name: 'Access Denied' }).waitFor();
      const answer = await page
        .context()
        .request.get(`${suite.server.url}/api/admin/order-reports`);
      expect(answer.status()).toBe(403);
    });
  },
);
