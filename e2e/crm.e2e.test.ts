import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { leadIdentity, thirtyLeadFile } from '../test/fixtures/crm-leads';
import { uniqueAccount } from './accounts';
import { shouldSkipBrowserTests, VIEWPORTS } from './harness';
import { browserSuite } from './suite';

/**
 * The lead CRM in Chromium (issue 20): a 30-row tab-separated export with 3 duplicates and 2
 * rows without a name imports exactly 25 leads with the other 5 explained; one lead is
 * edited, called, emailed (read back from the outbox by an admin) and worked from new to
 * converted, and its timeline tells that story.
 */

const ADMIN = uniqueAccount('crm-admin');
const toast = (page: Page, text: string) =>
  page.locator('[data-sonner-toast]').filter({ hasText: text });

/** Screenshots for a person to look at, at 1280 and 390 wide. */
async function shots(page: Page, name: string) {
  // Toasts would cover the page: hidden for the pictures (through the CSSOM, which the CSP allows).
  const toaster = page.locator('[data-sonner-toaster]');
  const setToasts = (display: string) =>
    toaster.evaluateAll((nodes, value) => {
      for (const node of nodes) (node as HTMLElement).style.display = value;
    }, display);
  await setToasts('none');
  for (const [width, height] of [
    [1280, 900],
    [VIEWPORTS.mobile.width, VIEWPORTS.mobile.height],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `/tmp/crm-${name}-${width}.png`, fullPage: width > 1000 });
  }
  await page.setViewportSize(VIEWPORTS.desktop);
  await setToasts('');
}

describe.skipIf(shouldSkipBrowserTests())('the lead CRM in Chromium', () => {
  const suite = browserSuite({ env: { ADMIN_EMAILS: ADMIN.email } });

  /** The outbox as an admin reads it (ADMIN_EMAILS makes the account an admin at sign-up). */
  async function outboxMailsTo(email: string) {
    const { url } = suite.server;
    const headers = { 'content-type': 'application/json', origin: url };
    let signedIn = await fetch(`${url}/api/auth/sign-in/email`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ email: ADMIN.email, password: ADMIN.password }),
    });
    if (!signedIn.ok) {
      signedIn = await fetch(`${url}/api/auth/sign-up/email`, {
        method: 'POST',
        headers,
        body: JSON.stringify(ADMIN),
      });
    }
    const cookie = signedIn.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const outbox = await fetch(`${url}/api/admin/mail-outbox?limit=50`, { headers: { cookie } });
    expect(outbox.status).toBe(200);
    const { mails } = (await outbox.json()) as {
      mails: { to: string; subject: string; text: string }[];
    };
    return mails.filter((mail) => mail.to === email);
  }

  it(
    'imports 30 rows as 25 leads and works one lead from new to converted',
    { timeout: 180_000 },
    async () => {
      const page = await suite.signedIn('crm');
      const { text, names } = thirtyLeadFile();
      const dir = await mkdtemp(path.join(tmpdir(), 'crm-e2e-'));
      const file = path.join(dir, 'maps-export.csv');
      await writeFile(file, text);

      // Import: the preview, its counts and the five rows explained.
      await page.goto('/crm/import');
      await page.getByRole('heading', { level: 1, name: 'Import Leads' }).waitFor();
      await page.getByTestId('crm-import-file').setInputFiles(file);
      const preview = page.getByTestId('import-preview');
      await preview.waitFor();
      const count = (key: string) =>
        preview.getByTestId(`import-count-${key}`).getByTestId('import-count-value').textContent();
      expect([
        await count('rows'),
        await count('add'),
        await count('no-name'),
        await count('duplicates'),
      ]).toEqual(['30', '25', '2', '3']);
      expect(await page.getByTestId('import-preview-row').count()).toBe(10);
      const skipped = page.getByTestId('import-skipped-row');
      expect(await skipped.count()).toBe(5);
      const reasons = (await skipped.allTextContents()).map((line) => line.split('— ')[1]);
      expect(reasons).toEqual([
        'Duplicate of row 6 in this file (same maps link)',
        'Duplicate of row 10 in this file (same phone)',
        'Duplicate of row 13 in this file (same website)',
        'No business name',
        'No business name',
      ]);
      await shots(page, 'import-preview');

      await page.getByTestId('import-commit').click();
      await toast(page, 'Successfully imported 25 leads!').waitFor();
      await page
        .getByTestId('import-result')
        .getByText('25 leads added, 0 updated, 5 skipped.')
        .waitFor();
      // The five rows stay explained after the import.
      expect(await page.getByTestId('import-skipped-row').count()).toBe(5);
      await shots(page, 'import-result');

      // Dashboard: the cards, all 25 newest first, the status filter.
      await page.goto('/crm/dashboard');
      const stat = (key: string) =>
        page.getByTestId(`crm-stat-${key}`).getByTestId('crm-stat-value');
      await expect.poll(() => stat('total').textContent()).toBe('25');
      expect(await stat('new').textContent()).toBe('25');
      const rows = page.getByTestId('crm-lead-row');
      await expect.poll(() => rows.count()).toBe(25);
      expect(await rows.first().getByRole('link').textContent()).toBe(names[0]);
      await page.getByTestId('crm-status-chip-contacted').click();
      await page.getByTestId('crm-empty').waitFor();
      await page.getByTestId('crm-status-chip-new').click();
      await expect.poll(() => rows.count()).toBe(25);
      await page.getByTestId('crm-search').fill(leadIdentity(7).phone.replace(/\D/g, ''));
      await expect.poll(() => rows.count()).toBe(1);
      await page.getByTestId('crm-search').fill('');
      await expect.poll(() => rows.count()).toBe(25);
      await shots(page, 'dashboard');

      // The lead: edit it.
      const lead = leadIdentity(0);
      await rows.getByRole('link', { name: lead.name, exact: true }).click();
      await page.getByTestId('lead-name').filter({ hasText: lead.name }).waitFor();
      const leadUrl = page.url();
      await page.getByLabel('Priority').selectOption('high');
      await page.getByLabel('Notes').fill('Great portfolio of kitchens.');
      await page.getByLabel('Rating (0-5)').fill('7');
      await page.getByRole('button', { name: 'Save changes' }).click();
      await toast(page, 'Rating must be from 0 to 5').waitFor();
      await page.getByLabel('Rating (0-5)').fill('4.9');
      await page.getByRole('button', { name: 'Save changes' }).click();
      await toast(page, 'Lead updated successfully').waitFor();
      await page.reload();
      await page.getByLabel('Notes').filter({ hasText: 'Great portfolio of kitchens.' }).waitFor();
      expect(await page.getByLabel('Priority').inputValue()).toBe('high');

      // Log a call, then email the lead (from its AI message).
      const activity = page.getByTestId('activity-form');
      await activity.getByLabel('Type').selectOption('call');
      await activity.getByLabel('Subject').fill('Intro call');
      await activity.getByLabel('Message').fill('Left a voicemail.');
      await activity.getByRole('button', { name: 'Log activity' }).click();
      await toast(page, 'Activity logged').waitFor();

      const email = page.getByTestId('email-form');
      expect(await email.getByLabel('Message').inputValue()).toContain(`Hi ${lead.name}`);
      await email.getByLabel('Subject').fill('Short videos for your studio');
      await email.getByRole('button', { name: 'Send email' }).click();
      await toast(page, 'Email sent').waitFor();
      await expect
        .poll(() => page.getByTestId('lead-status-select').inputValue())
        .toBe('contacted');

      // Work it to converted.
      for (const status of ['responded', 'qualified', 'converted']) {
        await page.getByTestId('lead-status-select').selectOption(status);
        await expect
          .poll(() => page.getByTestId('lead-status').first().textContent())
          .toBe(status[0]!.toUpperCase() + status.slice(1));
      }
      // The timeline, newest first, tells the story.
      const timeline = page.getByTestId('timeline-entry');
      await expect.poll(() => timeline.count()).toBe(7);
      const types = await timeline.evaluateAll((entries) =>
        entries.map((e) => e.getAttribute('data-type')),
      );
      expect(types).toEqual([
        'status_change',
        'status_change',
        'status_change',
        'status_change',
        'email',
        'call',
        'import',
      ]);
      const says = async (index: number, text: string) =>
        expect(await timeline.nth(index).textContent()).toContain(text);
      await says(0, 'Status changed from Qualified to Converted');
      await says(1, 'Status changed from Responded to Qualified');
      await says(2, 'Status changed from Contacted to Responded');
      await says(3, 'Status changed from New to Contacted');
      await says(4, 'Short videos for your studio');
      await says(4, 'Outcome: In the outbox');
      await says(5, 'Intro call');
      await says(6, 'Imported from maps-export.csv (row 2)');
      await shots(page, 'lead');

      // The outbox has the mail; the dashboard counts the converted lead.
      const mails = await outboxMailsTo(lead.email);
      expect(mails.map((mail) => mail.subject)).toEqual(['Short videos for your studio']);
      await page.goto('/crm/dashboard');
      await expect.poll(() => stat('converted').textContent()).toBe('1');
      expect(await stat('inProgress').textContent()).toBe('0');
      await page.getByTestId('crm-status-chip-converted').click();
      await expect.poll(() => rows.count()).toBe(1);
      expect(page.url()).not.toBe(leadUrl);

      // Another lead is deleted, after a confirmation.
      await page.getByTestId('crm-status-chip-all').click();
      await rows.getByRole('link', { name: names[1]!, exact: true }).click();
      await page.getByTestId('lead-name').filter({ hasText: names[1]! }).waitFor();
      await page.getByRole('button', { name: 'Delete lead' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Delete', exact: true }).click();
      await toast(page, 'Lead deleted').waitFor();
      await page.waitForURL((url) => url.pathname === '/crm/dashboard');
      await expect.poll(() => stat('total').textContent()).toBe('24');

      await page.goto('/crm/leads/new');
      await page.getByRole('heading', { level: 1, name: 'Add a lead' }).waitFor();
      await shots(page, 'new-lead');
      await page.goto('/crm/outreach');
      await page.getByTestId('crm-coming-soon').waitFor();
      await shots(page, 'outreach');

      // A comma-separated file: columns matched by header, corrected by hand.
      const csvFile = path.join(dir, 'other-tool.csv');
      await writeFile(
        csvFile,
        'Phone,Company,Site\r\n"(512) 555-0199","Comma, Inc",comma.example\r\n',
      );
      await page.goto('/crm/import');
      await page.getByTestId('crm-import-file').setInputFiles(csvFile);
      const mapping = page.getByTestId('import-mapping');
      await mapping.waitFor();
      const firstName = page.getByTestId('import-preview-row').first().getByRole('cell').nth(1);
      expect(await firstName.textContent()).toBe('Comma, Inc');
      await mapping.getByLabel('Business name').selectOption({ label: 'Site' });
      await expect.poll(() => firstName.textContent()).toBe('comma.example');
      await shots(page, 'import-csv');

      // Undo asks first, and keeps the lead edited since the import (edited in another tab).
      const twoFile = path.join(dir, 'two-studios.csv');
      await writeFile(
        twoFile,
        'Company,Phone\r\nKeep Me Studio,(512) 555-0191\r\nRemove Me Studio,(512) 555-0192\r\n',
      );
      await page.getByTestId('crm-import-file').setInputFiles(twoFile);
      await page.getByTestId('import-preview').getByText('two-studios.csv').waitFor();
      await page.getByTestId('import-commit').click();
      await toast(page, 'Successfully imported 2 leads!').waitFor();
      const other = await page.context().newPage();
      await other.goto('/crm/dashboard');
      await other.getByRole('link', { name: 'Keep Me Studio', exact: true }).click();
      await other.getByTestId('lead-name').filter({ hasText: 'Keep Me Studio' }).waitFor();
      await other.getByLabel('Notes').fill('Wants a call on Monday.');
      await other.getByRole('button', { name: 'Save changes' }).click();
      await other.locator('[data-sonner-toast]').filter({ hasText: 'Lead updated' }).waitFor();
      await other.close();

      await page.getByTestId('import-undo').click();
      const dialog = page.getByTestId('import-undo-dialog');
      await dialog.getByTestId('import-undo-summary').waitFor();
      expect(await dialog.getByTestId('import-undo-remove').textContent()).toBe(
        '1 lead added by this import will be removed.',
      );
      expect(await dialog.getByTestId('import-undo-kept').textContent()).toBe(
        '1 lead edited since the import is kept as it is: Keep Me Studio.',
      );
      await shots(page, 'import-undo');
      // Cancel changes nothing; confirming removes only the untouched lead.
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await dialog.waitFor({ state: 'hidden' });
      await page.getByTestId('import-undo').click();
      await dialog.getByRole('button', { name: 'Remove 1 lead' }).click();
      await toast(
        page,
        'Import undone: 1 lead removed; Keep Me Studio edited since the import was kept',
      ).waitFor();
      await page.getByTestId('import-result').getByText('This import was undone.').waitFor();
      await page.goto('/crm/dashboard');
      await page.getByTestId('crm-search').fill('me studio');
      await expect
        .poll(() => rows.allTextContents())
        .toEqual([expect.stringContaining('Keep Me Studio')]);
    },
  );
});
