import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot, shouldSkipBrowserTests, VIEWPORTS } from './harness';
import { browserSuite } from './suite';

const BOOKING_URL = 'https://cal.example.com/reelcast';
const WAITLIST_ENDPOINT = '/api/marketing/waitlist';

const pathnameOf = (page: Page) => new URL(page.url()).pathname;
const isWaitlistPost = (request: Request) =>
  request.method() === 'POST' && new URL(request.url()).pathname === WAITLIST_ENDPOINT;

/** Every waitlist POST body the page sends, in order. */
function recordSignups(page: Page): unknown[] {
  const bodies: unknown[] = [];
  page.on('request', (request) => {
    if (isWaitlistPost(request)) bodies.push(request.postDataJSON());
  });
  return bodies;
}

async function fillSignup(page: Page, name: string, email: string) {
  await page.getByLabel('Full name', { exact: true }).fill(name);
  await page.getByLabel('Email', { exact: true }).fill(email);
}

describe.skipIf(shouldSkipBrowserTests())('waitlists, thank-you and case study pages', () => {
  const suite = browserSuite({ env: { BOOKING_URL } });

  it('a masterclass sign-up shows a busy button, then lands on /thank-you', async () => {
    const page = await suite.visitor();
    const signups = recordSignups(page);
    // Hold the request so the busy state can be seen, then let it through to the server.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(`**${WAITLIST_ENDPOINT}`, async (route) => {
      await held;
      await route.continue();
    });

    await page.goto('/masterclass');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await fillSignup(page, '  Ada Lovelace ', ' ada@example.com ');
    await page.getByRole('button', { name: 'Join the masterclass' }).click();

    const busy = page.getByRole('button', { name: 'Registering...' });
    await expect.poll(() => busy.isDisabled()).toBe(true);
    expect(await busy.getAttribute('aria-busy')).toBe('true');
    release();

    await page.waitForURL('**/thank-you');
    await page.getByRole('heading', { level: 1, name: "You're In!" }).waitFor();
    expect(signups).toEqual([
      { list: 'masterclass', name: 'Ada Lovelace', email: 'ada@example.com', website: '' },
    ]);
    await screenshot(page, 'thank-you-desktop', { fullPage: true });
  });

  it('lets the same email sign up twice (a repeat is accepted)', async () => {
    const page = await suite.visitor({ viewport: VIEWPORTS.mobile });
    for (let attempt = 0; attempt < 2; attempt++) {
      await page.goto('/webinar');
      await fillSignup(page, 'Grace Hopper', 'grace@example.com');
      await page.getByRole('button', { name: 'Reserve my seat' }).click();
      await page.waitForURL('**/thank-you');
    }
    await page.getByRole('heading', { level: 1, name: "You're In!" }).waitFor();
  });

  it('explains missing fields inline and sends nothing', async () => {
    const page = await suite.visitor();
    const signups = recordSignups(page);
    await page.goto('/masterclass');
    const name = page.getByLabel('Full name', { exact: true });
    const email = page.getByLabel('Email', { exact: true });
    const submit = page.getByRole('button', { name: 'Join the masterclass' });
    const message = page.getByRole('alert').filter({ hasText: 'Please enter your name and email' });
    const invalidFields = async () => ({
      name: await name.getAttribute('aria-invalid'),
      email: await email.getAttribute('aria-invalid'),
    });

    await submit.click();
    await message.waitFor();
    await expect.poll(invalidFields).toEqual({ name: 'true', email: 'true' });

    // Blank after trimming counts as missing.
    await name.fill('   ');
    await email.fill('ada@example.com');
    await submit.click();
    await expect.poll(invalidFields).toEqual({ name: 'true', email: null });
    await message.waitFor();

    await email.fill('');
    await name.fill('Ada');
    await submit.click();
    await expect.poll(invalidFields).toEqual({ name: null, email: 'true' });
    await message.waitFor();
    // The message is tied to the field that needs fixing.
    const messageId = await message.getAttribute('id');
    expect(await email.getAttribute('aria-describedby')).toBe(messageId);

    expect(pathnameOf(page)).toBe('/masterclass');
    expect(signups).toEqual([]);
    await screenshot(page, 'masterclass-missing-fields');
  });

  it('keeps the honeypot away from people', async () => {
    const page = await suite.visitor();
    await page.goto('/ebook');
    const honeypot = page.locator('input[name="website"]');
    expect(await honeypot.getAttribute('tabindex')).toBe('-1');
    expect(await honeypot.getAttribute('autocomplete')).toBe('off');
    expect(await honeypot.isVisible()).toBe(true); // in the layout, but off-screen...
    const box = await honeypot.boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(0);
    // ...and hidden from assistive technology.
    expect(await page.locator('[aria-hidden="true"]:has(input[name="website"])').count()).toBe(1);
  });

  it('shows the webinar’s 90 minutes and 500 attendees and the ebook’s 50 pages', async () => {
    const page = await suite.visitor();
    await page.goto('/webinar');
    const main = page.getByRole('main');
    await main
      .getByText(/90-minute live workshop/)
      .first()
      .waitFor();
    await main
      .getByText(/Limited to 500 attendees/)
      .first()
      .waitFor();

    await page.goto('/ebook');
    await page
      .getByRole('main')
      .getByText(/50-page guide/)
      .first()
      .waitFor();
    await screenshot(page, 'ebook-desktop', { fullPage: true });
  });

  it('links the thank-you page to the configured scheduler, /pricing and /', async () => {
    const page = await suite.visitor();
    await page.goto('/thank-you');
    const main = page.getByRole('main');
    await main.getByText('Check your email').waitFor();
    await main
      .getByText('The first 3 people who book a call get $100 off the Growth Batch package.')
      .waitFor();
    await main.getByRole('heading', { name: 'Book a free 15-minute strategy call' }).waitFor();

    const booking = main.getByRole('link', { name: /Book my free call/ });
    expect(await booking.getAttribute('href')).toBe(BOOKING_URL);
    expect(await booking.getAttribute('target')).toBe('_blank');
    expect(await booking.getAttribute('rel')).toBe('noopener noreferrer');
    expect(await main.getByRole('link', { name: 'See pricing' }).getAttribute('href')).toBe(
      '/pricing',
    );
    expect(await main.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/');
    await screenshot(page, 'thank-you-mobile-check');
  });

  it('shows the case study’s four timeline steps, sample labels and its links', async () => {
    const page = await suite.visitor({ viewport: VIEWPORTS.mobile });
    await page.goto('/case-study');
    const steps = page.getByTestId('case-study-timeline').getByRole('listitem');
    await steps.first().waitFor();
    expect(await steps.count()).toBe(4);
    const days = await steps.evaluateAll((items) =>
      items.map((item) => item.querySelector('p')?.textContent),
    );
    expect(days).toEqual(['Day 1', 'Day 2-3', 'Day 4', 'Day 5-34']);

    const main = page.getByRole('main');
    await main.getByText('Illustrative figures').waitFor();
    await main.getByText('Sample testimonial').waitFor();
    expect(await main.getByRole('link', { name: 'See pricing' }).getAttribute('href')).toBe(
      '/pricing',
    );
    const booking = main.getByRole('link', { name: /Book a free strategy call/ });
    expect(await booking.getAttribute('href')).toBe(BOOKING_URL);
    expect(await booking.getAttribute('rel')).toBe('noopener noreferrer');
    await screenshot(page, 'case-study-mobile', { fullPage: true });
  });

  it('serves the pages as HTML that reads without JavaScript', async () => {
    for (const [path, text] of [
      ['/masterclass', 'Join the masterclass'],
      ['/webinar', 'Limited to 500 attendees'],
      ['/ebook', '50-page guide'],
      ['/thank-you', 'You&#x27;re In!'],
      ['/case-study', 'Day 5-34'],
    ] as const) {
      const html = await (await fetch(`${suite.server.url}${path}`)).text();
      const root = html.slice(html.indexOf('<div id="root">'));
      expect(root, path).toContain(text);
    }
  });

  it('shows "Failed to submit" on the ebook when the server fails', async () => {
    const page = await suite.visitor();
    await page.route(`**${WAITLIST_ENDPOINT}`, (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ error: 'Internal Server Error' }),
      }),
    );

    await page.goto('/ebook');
    await fillSignup(page, 'Ada Lovelace', 'ada@example.com');
    await page.getByRole('button', { name: 'Send me the ebook' }).click();
    await page.locator('[data-sonner-toast]').filter({ hasText: 'Failed to submit' }).waitFor();

    expect(pathnameOf(page)).toBe('/ebook');
    // The form is usable again for another try.
    expect(await page.getByRole('button', { name: 'Send me the ebook' }).isEnabled()).toBe(true);
    await screenshot(page, 'ebook-failure-toast');
    // The page logs the failure (as the spec says) and Chromium the 500: both expected.
    expect(suite.expectedConsoleErrors(/status of 500|^Failed to submit/)).toBeGreaterThan(0);
  });
});
