import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { GoHighLevelFake } from '../test/fakes/gohighlevel-fake';
import { shouldSkipBrowserTests, VIEWPORTS } from './harness';
import { browserSuite } from './suite';

/**
 * Go High Level's follow-ups on a lead's page in Chromium (decision 042), the server pointed at
 * a local fake of GHL's API (GHL_API_BASE_URL): the calendar's next free slots shown, a message
 * sent through GHL's conversations, and the opportunity made on qualified and marked won on
 * converted, each call on the timeline.
 */

const TOKEN = 'pit-e2e-crm-ghl-token';
const LOCATION = 'locE2eCrm';
const CALENDAR = 'calE2eConsult';
const fake = await GoHighLevelFake.start();
const location = fake.addLocation(TOKEN, {
  id: LOCATION,
  name: 'Studio North',
  calendars: [{ id: CALENDAR, name: 'Consultations' }],
  pipelines: [{ id: 'pipeLeads', name: 'Design leads' }],
});
afterAll(() => fake.close());

const toast = (page: Page, text: string) =>
  page.locator('[data-sonner-toast]').filter({ hasText: text });

async function shots(page: Page, name: string) {
  await page.locator('[data-sonner-toaster]').evaluateAll((nodes) => {
    for (const node of nodes) (node as HTMLElement).style.display = 'none';
  });
  for (const [width, height] of [
    [1280, 900],
    [VIEWPORTS.mobile.width, VIEWPORTS.mobile.height],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `/tmp/shots-i20ghl/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize(VIEWPORTS.desktop);
  await page.locator('[data-sonner-toaster]').evaluateAll((nodes) => {
    for (const node of nodes) (node as HTMLElement).style.display = '';
  });
}

describe.skipIf(shouldSkipBrowserTests())('Go High Level on a lead’s page', () => {
  const suite = browserSuite({ env: { GHL_API_BASE_URL: fake.baseUrl } });

  it('shows free slots, messages through GHL and makes the opportunity once', async () => {
    const page = await suite.signedIn('crm-ghl');
    const { url } = suite.server;
    const api = async (method: 'POST' | 'PUT', path: string, data: object) => {
      const response = await page.request.fetch(`${url}${path}`, {
        method,
        data,
        headers: { origin: url },
      });
      expect(response.status(), await response.text()).toBeLessThan(300);
      return response.json() as Promise<Record<string, unknown>>;
    };
    await api('POST', '/api/gohighlevel/connect', { apiKey: TOKEN, locationId: LOCATION });
    for (const [type, settings] of [
      ['opportunities', { pipelineId: 'pipeLeads', monetaryValue: 1500 }],
      ['conversations', {}],
      ['calendar', { calendarId: CALENDAR }],
    ] as const) {
      await api('PUT', `/api/gohighlevel/features/${type}`, { settings, enabled: true });
    }
    const { lead } = (await api('POST', '/api/crm/leads', {
      businessName: 'Nook Interiors',
      email: 'hello@nook.example',
      phone: '+1 512 200 0042',
    })) as { lead: { id: string } };

    // Three free slots in the next days (GHL's shape: one key per day).
    const day = 24 * 3600 * 1000;
    const at = (days: number, hour: number) => {
      const date = new Date(Date.now() + days * day);
      date.setUTCHours(hour, 0, 0, 0);
      return date.toISOString();
    };
    const slots = [at(1, 10), at(1, 14), at(2, 9)];
    location.freeSlots[CALENDAR] = {};
    for (const slot of slots) (location.freeSlots[CALENDAR][slot.slice(0, 10)] ??= []).push(slot);

    await page.goto(`/crm/leads/${lead.id}`);
    await page.getByTestId('lead-name').waitFor();
    const shown = page.getByTestId('free-slots').getByRole('listitem');
    await expect.poll(() => shown.count()).toBe(3);

    // A message through Go High Level: the contact upserted, then the SMS.
    await page.getByRole('tab', { name: 'Go High Level' }).click();
    const form = page.getByTestId('ghl-message-form');
    await form.getByRole('button', { name: 'SMS' }).click();
    await form.getByLabel('Message').fill('Hi! Short videos of your kitchens?');
    await form.getByRole('button', { name: 'Send through Go High Level' }).click();
    await toast(page, 'Message sent through Go High Level').waitFor();
    expect(location.messages).toEqual([
      expect.objectContaining({ type: 'SMS', message: 'Hi! Short videos of your kitchens?' }),
    ]);
    await expect.poll(() => page.getByTestId('lead-status-select').inputValue()).toBe('contacted');

    for (const status of ['qualified', 'converted']) {
      await page.getByTestId('lead-status-select').selectOption(status);
      await expect
        .poll(() => page.getByTestId('lead-status').first().textContent())
        .toBe(status[0]!.toUpperCase() + status.slice(1));
    }
    await expect.poll(() => page.getByTestId('ghl-opportunity').textContent()).toMatch(/\(won\)$/);
    expect(location.opportunities).toEqual([
      expect.objectContaining({ pipelineId: 'pipeLeads', status: 'won', monetaryValue: 1500 }),
    ]);

    const ghlEntries = page.locator('[data-testid="timeline-entry"][data-type="gohighlevel"]');
    await expect.poll(() => ghlEntries.count()).toBe(5);
    const texts = await ghlEntries.allTextContents();
    expect(texts[0]).toContain('Go High Level: opportunity marked won');
    expect(texts[1]).toContain('Go High Level: opportunity created (open)');
    expect(texts[3]).toContain('Go High Level: message sent (SMS)');
    await shots(page, 'lead-ghl');

    // GHL refusing: shown on the timeline in its words; the status stays.
    fake.failNext('message', 503);
    await form.getByLabel('Message').fill('A second note');
    await form.getByRole('button', { name: 'Send through Go High Level' }).click();
    await toast(page, 'The message was not sent').waitFor();
    await expect
      .poll(() => ghlEntries.first().textContent())
      .toContain('Go High Level had a temporary problem (HTTP 503)');
    expect(await page.getByTestId('lead-status-select').inputValue()).toBe('converted');
    await shots(page, 'lead-ghl-refused');
    expect(fake.violations).toEqual([]);
  });
});
