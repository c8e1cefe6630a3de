import axe from 'axe-core';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  screenshot,
  shouldSkipBrowserTests,
  unexpectedErrors,
  VIEWPORTS,
  watchPageProblems,
} from './harness';
import { overlap } from './layout';
import { browserSuite } from './suite';

/*
 * The pricing pages (/pricing and /victory-pricing): the exit-intent offer, the sticky bar,
 * the ROI calculator's figures, the package prices of both variants and the plan checkout
 * signed out and signed in (the server has no Stripe keys: the offline checkout opens).
 */

const EXIT_TITLE = 'Wait! Take 10% off your first month';
const TEST_MODE_NOTICE = 'Test mode: no real payment is taken';

async function waitUntilInteractive(page: Page) {
  await page.waitForFunction(() => document.documentElement.dataset.interactive === 'true');
}

/** The exit-intent state the page reflects: idle, armed, open or done. */
const exitIntentPhase = (page: Page) =>
  page.locator('[data-exit-intent]').getAttribute('data-exit-intent');

/** Moves the pointer up and out of the page through its top edge, as a leaving visitor does. */
async function leaveThroughTop(page: Page) {
  await page.mouse.move(640, 300);
  await page.mouse.move(640, 5, { steps: 4 });
  await page.mouse.move(640, -20);
}

/**
 * The fake clock ticks along with real time until paused: stop it just after hydration. The
 * pause time is read from the page first, so on a loaded machine the clock can pass it before
 * the pause lands ("Cannot fast-forward to the past"): then read it again.
 */
async function pauseClockSoon(page: Page): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    const now = await page.evaluate(() => Date.now());
    try {
      await page.clock.pauseAt(now + 200);
      return;
    } catch (error) {
      if (attempt >= 5 || !String(error).includes('fast-forward to the past')) throw error;
    }
  }
}

/** Opens /pricing with a fake clock, lets the popup arm (3 s) and shows it (leave + 0.5 s). */
async function openExitPopup(page: Page): Promise<Locator> {
  await page.clock.install();
  await page.goto('/pricing');
  await waitUntilInteractive(page);
  await pauseClockSoon(page);
  const dialog = page.getByRole('dialog', { name: EXIT_TITLE });
  await leaveThroughTop(page); // not armed yet: nothing happens
  expect(await exitIntentPhase(page)).toBe('idle');
  await page.clock.runFor(3_000);
  await expect.poll(() => exitIntentPhase(page)).toBe('armed');
  expect(await dialog.count()).toBe(0);

  await leaveThroughTop(page);
  await page.clock.runFor(400);
  expect(await dialog.count()).toBe(0); // opens 0.5 s after the pointer left
  await page.clock.runFor(100);
  await dialog.waitFor();
  // Let time flow again, for the dialog's and the toasts' own frames and timers.
  await page.clock.resume();
  return dialog;
}

/** Serious and critical axe-core findings on the page as it is now. */
async function seriousAccessibilityProblems(page: Page): Promise<string[]> {
  await page.evaluate(axe.source);
  const violations = await page.evaluate(async () => {
    const result = await (window as unknown as { axe: typeof axe }).axe.run(document, {
      resultTypes: ['violations'],
    });
    return result.violations.map((v) => ({ id: v.id, impact: v.impact, count: v.nodes.length }));
  });
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}) x${v.count}`);
}

const textOf = (page: Page, testId: string) => page.getByTestId(testId).innerText();

/** The ROI calculator's shown figures, for comparing in one go. */
async function roiFigures(page: Page) {
  return {
    videos: await textOf(page, 'roi-videos-value'),
    traditional: await textOf(page, 'roi-traditional'),
    ours: await textOf(page, 'roi-ours'),
    savings: await textOf(page, 'roi-savings'),
    percent: await textOf(page, 'roi-savings-percent'),
    hours: await textOf(page, 'roi-hours'),
    timeValue: await textOf(page, 'roi-time-value'),
  };
}

/** Each package card's big price, in the order Starter, Pro, Elite. */
async function planPrices(page: Page): Promise<string[]> {
  const prices: string[] = [];
  for (const plan of ['starter', 'growth', 'volume']) {
    prices.push(await page.getByTestId(`plan-${plan}`).getByTestId('plan-price').innerText());
  }
  return prices;
}

describe.skipIf(shouldSkipBrowserTests())('the pricing pages', () => {
  const suite = browserSuite();

  it('shows the exit-intent offer once per browser session', async () => {
    const page = await suite.visitor();
    const dialog = await openExitPopup(page);
    // Focus moves into the dialog, on the email field.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('type')))
      .toBe('email');
    expect(await seriousAccessibilityProblems(page)).toEqual([]);
    await screenshot(page, 'pricing-exit-popup-desktop');

    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(await exitIntentPhase(page)).toBe('done');

    // Leaving again on the same page does nothing...
    await leaveThroughTop(page);
    await page.clock.runFor(1_000);
    expect(await dialog.count()).toBe(0);

    // ...nor on the next page of the same session: it never arms.
    await page.goto('/victory-pricing');
    await waitUntilInteractive(page);
    await page.clock.runFor(3_000);
    await expect.poll(() => exitIntentPhase(page)).toBe('done');
    await leaveThroughTop(page);
    await page.clock.runFor(1_000);
    expect(await dialog.count()).toBe(0);

    // A new browser session shows it again.
    const fresh = await page.context().browser()!.newContext({
      baseURL: suite.server.url,
      viewport: VIEWPORTS.desktop,
    });
    try {
      const freshPage = await fresh.newPage();
      const problems = await watchPageProblems(freshPage);
      const again = await openExitPopup(freshPage);
      await again.getByRole('button', { name: 'No thanks' }).click();
      await again.waitFor({ state: 'hidden' });
      expect(problems.cspViolations).toEqual([]);
      expect(unexpectedErrors(problems)).toEqual([]);
    } finally {
      await fresh.close();
    }
  });

  it('asks for the email, shows a failure, then keeps the lead and confirms', async () => {
    const page = await suite.visitor();
    const dialog = await openExitPopup(page);

    await dialog.getByRole('button', { name: 'Get my 10% off' }).click();
    await page.getByText('Email required').waitFor();
    await page.getByText('Please enter your email address').waitFor();
    expect(suite.expectedConsoleErrors(/Email required/)).toBe(1);
    expect(await dialog.isVisible()).toBe(true);

    // The server's message is shown when it refuses.
    const refusal = 'Too many sign-ups from this address. Please try again later.';
    await page.route('**/api/marketing/exit-leads', (route) =>
      route.fulfill({ status: 429, json: { error: refusal } }),
    );
    await dialog.getByLabel('Email address').fill('lead@example.com');
    await dialog.getByRole('button', { name: 'Get my 10% off' }).click();
    await dialog.getByRole('alert').getByText(refusal).waitFor();
    await page.unroute('**/api/marketing/exit-leads');

    const saved = page.waitForResponse('**/api/marketing/exit-leads');
    await dialog.getByRole('button', { name: 'Get my 10% off' }).click();
    const response = await saved;
    expect(response.status()).toBe(200);
    expect(response.request().postDataJSON()).toEqual({
      email: 'lead@example.com',
      page: '/pricing',
    });
    await dialog.waitFor({ state: 'hidden' });
    await page.getByText("You're on the list!").waitFor();
  });

  it('shows the sticky bar only once the page has scrolled past 800 px', async () => {
    const page = await suite.visitor({ viewport: VIEWPORTS.mobile });
    await page.goto('/pricing');
    await waitUntilInteractive(page);
    const bar = page.getByTestId('sticky-cta-bar');
    const scrollTo = async (y: number) => {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      // Two frames: the scroll event, then the frame the bar updates in.
      await page.evaluate(
        () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
      );
    };

    expect(await bar.isVisible()).toBe(false);
    await scrollTo(800); // exactly 800 does not exceed 800
    expect(await bar.isVisible()).toBe(false);
    await scrollTo(801);
    await expect.poll(() => bar.isVisible()).toBe(true);
    await bar.getByRole('link', { name: 'See packages' }).waitFor();
    expect(await seriousAccessibilityProblems(page)).toEqual([]);
    await screenshot(page, 'pricing-sticky-bar-mobile');
    await scrollTo(0);
    await expect.poll(() => bar.isVisible()).toBe(false);
  });

  it('works out the ROI for 10, 25 and 50 videos', async () => {
    const page = await suite.visitor();
    await page.goto('/pricing');
    await waitUntilInteractive(page);
    const slider = page.getByLabel('Videos per month');
    expect(await slider.inputValue()).toBe('25');
    expect(await page.getByRole('radio', { name: /Videographer/ }).isChecked()).toBe(true);

    const videographer25 = {
      videos: '25 videos',
      traditional: '$9,625',
      ours: '$650',
      savings: '$8,975',
      percent: '93%',
      hours: '100 hours',
      timeValue: '$10,000',
    };
    expect(await roiFigures(page)).toEqual(videographer25);
    await page.getByText('an 8x return on the monthly spend').waitFor();

    await slider.focus();
    await page.keyboard.press('Home');
    await expect
      .poll(() => roiFigures(page))
      .toEqual({
        videos: '10 videos',
        traditional: '$3,850',
        ours: '$260',
        savings: '$3,590',
        percent: '93%',
        hours: '40 hours',
        timeValue: '$4,000',
      });
    await page.keyboard.press('End');
    await expect
      .poll(() => roiFigures(page))
      .toEqual({
        videos: '50 videos',
        traditional: '$19,250',
        ours: '$1,300',
        savings: '$17,950',
        percent: '93%',
        hours: '200 hours',
        timeValue: '$20,000',
      });

    await page.getByRole('radio', { name: /Do it yourself/ }).check();
    await expect.poll(() => textOf(page, 'roi-method-total')).toBe('$76.20');
    expect(await roiFigures(page)).toMatchObject({
      traditional: '$3,810',
      savings: '$2,510',
      percent: '66%',
    });
    await slider.focus();
    await page.keyboard.press('Home');
    await expect
      .poll(() => roiFigures(page))
      .toMatchObject({ videos: '10 videos', traditional: '$762', savings: '$502', percent: '66%' });
    for (let step = 0; step < 3; step += 1) await page.keyboard.press('ArrowRight');
    await expect
      .poll(() => roiFigures(page))
      .toEqual({
        videos: '25 videos',
        traditional: '$1,905',
        ours: '$650',
        savings: '$1,255',
        percent: '66%',
        hours: '100 hours',
        timeValue: '$10,000',
      });

    await page.getByRole('radio', { name: /SEO and posting tools/ }).check();
    await expect
      .poll(() => roiFigures(page))
      .toMatchObject({ traditional: '$1,150', savings: '$500', percent: '43%' });
  });

  it('prices the packages on both variants; only /pricing has the toggle', async () => {
    const page = await suite.visitor();
    await page.goto('/pricing');
    await waitUntilInteractive(page);
    const toggle = page.getByRole('group', { name: 'Who posts the videos' });
    const wePost = toggle.getByRole('button', { name: /We Post/ });
    const youPost = toggle.getByRole('button', { name: /You Post/ });
    expect(await wePost.getAttribute('aria-pressed')).toBe('true');
    expect(await planPrices(page)).toEqual(['$270', '$650', '$1,250']);
    const starter = page.getByTestId('plan-starter');
    expect(await starter.getByTestId('plan-price-per-clip').innerText()).toBe('$27.00');
    expect(await starter.getByTestId('plan-two-payments').innerText()).toBe(
      'Or 2 payments of $135',
    );
    expect(await page.getByText('Most popular', { exact: true }).count()).toBe(1);
    expect(
      await page.getByTestId('plan-growth').getByText('Most popular', { exact: true }).count(),
    ).toBe(1);

    await youPost.click();
    await expect.poll(() => planPrices(page)).toEqual(['$120', '$275', '$500']);
    expect(await youPost.getAttribute('aria-pressed')).toBe('true');
    expect(await starter.getByTestId('plan-price-per-clip').innerText()).toBe('$12.00');
    // The all-inclusive price and its two payments stay in view.
    expect(await starter.getByTestId('plan-other-price').innerText()).toContain(
      'Or 2 payments of $135',
    );
    await screenshot(page, 'pricing-packages-clips-desktop');

    await page.goto('/victory-pricing');
    await waitUntilInteractive(page);
    expect(await page.getByRole('group', { name: 'Who posts the videos' }).count()).toBe(0);
    expect(await planPrices(page)).toEqual(['$270', '$650', '$1,250']);
    const twoPayments: string[] = [];
    for (const plan of ['starter', 'growth', 'volume']) {
      const card = page.getByTestId(`plan-${plan}`);
      twoPayments.push(await card.getByTestId('plan-two-payments').innerText());
    }
    expect(twoPayments).toEqual([
      'Or 2 payments of $135',
      'Or 2 payments of $325',
      'Or 2 payments of $625',
    ]);
  });

  it.each(Object.entries(VIEWPORTS))(
    'tells a signed-out buyer to sign in, in a toast clear of the header, then goes to /auth (%s)',
    async (_name, viewport) => {
      const page = await suite.visitor({ viewport });
      await page.goto('/pricing');
      await waitUntilInteractive(page);
      await page.getByRole('button', { name: 'Choose Athena Pro' }).click();
      const message = page
        .locator('[data-sonner-toast]')
        .filter({ hasText: 'Please sign in to purchase' });
      await message.waitFor();
      // Still on the pricing page: the toast is read before the page leaves.
      expect(new URL(page.url()).pathname).toBe('/pricing');
      // Polled: toasts slide in. Neither the header nor the sticky bar's action is covered.
      await expect.poll(() => overlap(message, page.locator('header').first())).toBe(false);
      await expect.poll(() => overlap(message, page.getByTestId('sticky-cta-bar'))).toBe(false);
      expect(await message.isVisible()).toBe(true);
      await page.waitForURL((url) => url.pathname === '/auth');
      expect(suite.expectedConsoleErrors(/Please sign in to purchase/)).toBe(1);
    },
  );

  it('opens the checkout in a new tab for a signed-in buyer', async () => {
    const page = await suite.signedIn('pricing');
    await page.goto('/pricing');
    await waitUntilInteractive(page);

    // You Post on Hera Elite: the clips-only plan.
    await page.getByRole('button', { name: /You Post/ }).click();
    const popup = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Choose Hera Elite' }).click();
    const checkout = await popup;
    const checkoutProblems = await watchPageProblems(checkout);
    await page.getByText('Redirecting to checkout...').waitFor();
    await checkout.getByText(TEST_MODE_NOTICE).waitFor();
    expect(new URL(checkout.url()).pathname).toMatch(/^\/checkout\/offline\/.+/);
    await checkout.getByRole('button', { name: 'Pay $500.00' }).waitFor();
    await checkout.close();

    // The ROI calculator's button buys Athena Pro all-inclusive.
    const second = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Start with Athena Pro' }).click();
    const roiCheckout = await second;
    await roiCheckout.getByRole('button', { name: 'Pay $650.00' }).waitFor();
    await roiCheckout.close();

    expect(checkoutProblems.cspViolations).toEqual([]);
    expect(unexpectedErrors(checkoutProblems)).toEqual([]);
  });
});
