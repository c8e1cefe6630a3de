import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { signUpViaApi, uniqueAccount } from './accounts';
import { shouldSkipBrowserTests, VIEWPORTS } from './harness';
import { runAdminCli } from './postgres';
import { browserSuite } from './suite';

/** A 1×1 PNG: the local engine animates any picture. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const toast = (page: Page, text: string) =>
  page.locator('[data-sonner-toast]').filter({ hasText: text });
const shot = (page: Page, name: string) =>
  page.screenshot({ path: `/tmp/production-${name}.png`, fullPage: true });

/**
 * The operator's production console (issue 28 item 3). The order is seeded in the server's
 * Postgres database (another part of the issue opens orders from payments), so this runs
 * with TEST_DATABASE_URL; the embedded database is locked by the server process.
 */
describe.skipIf(shouldSkipBrowserTests() || !process.env.TEST_DATABASE_URL)(
  'the production console in Chromium',
  () => {
    const suite = browserSuite();

    async function seedOrder(clientEmail: string, photos: number) {
      const db = new pg.Client({ connectionString: suite.server.databaseUrl });
      await db.connect();
      try {
        const { rows } = await db.query<{ id: string }>('select id from "user" where email = $1', [
          clientEmail,
        ]);
        const userId = rows[0]!.id;
        const order = await db.query<{ id: string }>(
          `insert into service_orders (user_id, number, payment_ref, plan_id, variant, clip_allowance,
             status, photos_in_at, due_at)
           values ($1, 1, $2, 'starter', 'inclusive', 10, 'in_production', now(), now() + interval '72 hours')
           returning id`,
          [userId, `e2e-${randomUUID()}`],
        );
        const orderId = order.rows[0]!.id;
        for (let i = 0; i < photos; i += 1) {
          const key = `client-photos/${userId}/e2e/${randomUUID()}.png`;
          const file = path.join(suite.server.dataDir, 'files', key);
          await mkdir(path.dirname(file), { recursive: true });
          await writeFile(file, PNG);
          await db.query(
            `insert into order_photos (order_id, user_id, storage_key, name, size, content_type, source, content_hash)
             values ($1, $2, $3, $4, $5, 'image/png', 'upload', $6)`,
            [
              orderId,
              userId,
              key,
              ['kitchen.png', 'bedroom.png', 'IMG_1.png'][i],
              PNG.length,
              randomUUID(),
            ],
          );
        }
        return orderId;
      } finally {
        await db.end();
      }
    }

    it('makes the batch, watches it render, remakes one, edits a title, sets a cover, marks ready', async () => {
      const page = await suite.visitor();
      const client = uniqueAccount('client');
      const clientPage = await suite.visitor();
      await signUpViaApi(clientPage.context(), suite.server, client);
      const admin = uniqueAccount('operator');
      await signUpViaApi(page.context(), suite.server, admin);
      await runAdminCli(suite.server, ['grant', admin.email]);
      const orderId = await seedOrder(client.email, 3);

      await page.goto('/admin/orders');
      await page
        .getByRole('link', { name: /Orders/ })
        .first()
        .waitFor();
      await page.getByText('Due in 2 d 23 h').or(page.getByText('Due in 3 d')).first().waitFor();
      await shot(page, 'list-1280');
      await page.locator(`a[href="/admin/orders/${orderId}"]`).click();

      await page.getByRole('button', { name: 'Make the batch' }).click();
      await toast(page, 'The batch is rendering').waitFor();
      const cards = page.getByTestId('clip-card');
      await expect.poll(() => cards.count()).toBe(3);
      await expect
        .poll(() => page.locator('video').count(), { timeout: 180_000, interval: 1000 })
        .toBe(3);
      await expect
        .poll(() => page.getByTestId('clip-engine').first().textContent())
        .toMatch(/Local engine · \$0\.00/);

      // Remake the third with a preset motion; it renders again.
      const third = cards.nth(2);
      await third.getByLabel('Motion').selectOption({ label: 'Orbit' });
      await third.getByRole('button', { name: 'Remake' }).click();
      await toast(page, 'A new render is on its way').waitFor();
      await expect
        .poll(() => page.locator('video').count(), { timeout: 180_000, interval: 1000 })
        .toBe(3);

      // Edit a title, then choose the first clip's cover frame.
      const first = cards.nth(0);
      await first.getByLabel('Title').fill('Morning light in the kitchen');
      await first.getByRole('button', { name: 'Save', exact: true }).click();
      await toast(page, 'Saved').first().waitFor();
      await first.getByLabel(/Cover frame/).fill('3.5');
      await first.getByRole('button', { name: 'Save cover' }).click();
      await toast(page, 'Cover saved').waitFor();
      await first.getByText('Cover at 3.5 s').waitFor();
      await shot(page, 'order-1280');

      await page.getByRole('button', { name: 'Mark ready for review' }).click();
      await toast(page, 'Sent to the client for review').waitFor();
      await expect
        .poll(() => page.getByTestId('order-status').textContent())
        .toBe('Ready for review');

      await page.setViewportSize(VIEWPORTS.mobile);
      await page.reload();
      await page.getByTestId('clip-card').first().waitFor();
      await shot(page, 'order-390');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        390,
      );
      await page.goto('/admin/orders');
      await page.locator(`a[href="/admin/orders/${orderId}"]`).waitFor();
      await shot(page, 'list-390');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        390,
      );
    }, 420_000);
  },
);
