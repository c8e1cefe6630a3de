import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  launchBrowser,
  screenshot,
  shouldSkipBrowserTests,
  startServer,
  watchPageProblems,
  type PageProblems,
  type RunningServer,
} from './harness';

// Characters that must be HTML-escaped prove the server fills the name in safely.
const PRODUCT_NAME = 'Clips & <Co>';
const HEADLINE = 'Turn Your Podcast Into Viral Clips in Minutes';
const NOT_FOUND_LOG = '404 Error: User attempted to access non-existent route:';

const viewports = [
  { name: 'mobile', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;

describe.skipIf(shouldSkipBrowserTests())('web app in Chromium', () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    [server, browser] = await Promise.all([
      startServer({ env: { PRODUCT_NAME } }),
      launchBrowser(),
    ]);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  describe.each(viewports)('on $name ($width x $height)', (viewport) => {
    let context: BrowserContext;
    let page: Page;
    let problems: PageProblems;

    const newPage = async () => {
      context = await browser.newContext({
        viewport: { width: viewport.width, height: viewport.height },
        baseURL: server.url,
      });
      page = await context.newPage();
      problems = await watchPageProblems(page);
    };

    const open = async (pathname: string) => {
      await newPage();
      return page.goto(pathname);
    };

    const pathnameOf = (currentPage: Page) => new URL(currentPage.url()).pathname;

    afterEach(async () => {
      expect(problems.cspViolations).toEqual([]);
      await context?.close();
    });

    it('shows the landing hero with the product name, under a strict CSP', async () => {
      const response = await open('/');
      const csp = response?.headers()['content-security-policy'] ?? '';
      expect(csp).toContain("script-src 'self'");

      await expect(page.title()).resolves.toBe(`${PRODUCT_NAME}: ${HEADLINE}`);
      await page.getByRole('heading', { level: 1, name: HEADLINE }).waitFor();
      await page.getByText('No credit card required • Get 10 free credits').waitFor();
      const start = page.getByRole('main').getByRole('link', { name: 'Start Creating' }).first();
      expect(await start.getAttribute('href')).toBe('/auth?mode=signup');

      await screenshot(page, `home-${viewport.name}`, { fullPage: true });
      expect(problems.errors).toEqual([]);
    });

    it('lets keyboard users skip to the content with a visible focus ring', async () => {
      await open('/');
      await page.getByRole('heading', { level: 1, name: HEADLINE }).waitFor();
      await page.keyboard.press('Tab');
      const focused = await page.evaluate(() => {
        const element = document.activeElement as HTMLElement;
        const style = getComputedStyle(element);
        return {
          text: element.textContent,
          outline: style.outlineStyle,
          width: element.offsetWidth,
        };
      });
      expect(focused.text).toBe('Skip to content');
      expect(focused.outline).not.toBe('none');
      expect(focused.width).toBeGreaterThan(1); // no longer visually hidden
      await page.keyboard.press('Enter');
      expect(new URL(page.url()).hash).toBe('#main');
      expect(problems.errors).toEqual([]);
    });

    it.each(['/early-access', '/sales', '/coming-soon'])('redirects %s to /', async (from) => {
      await open(from);
      await page.getByRole('heading', { level: 1, name: HEADLINE }).waitFor();
      expect(pathnameOf(page)).toBe('/');
      expect(problems.errors).toEqual([]);
    });

    it('sends a signed-out visitor from /studio via /dashboard to sign-in', async () => {
      await open('/studio');
      await page.getByRole('heading', { level: 1, name: 'Welcome back' }).waitFor();
      expect(pathnameOf(page)).toBe('/auth');
      // The session check answers 401 by design; the browser logs that as a failed load.
      expect(problems.errors.filter((error) => !error.includes('status of 401'))).toEqual([]);
    });

    it('shows the not-found page (status 404), logs the path, and links home', async () => {
      const response = await open('/no-such-page');
      expect(response?.status()).toBe(404);

      await page.getByRole('heading', { level: 1, name: '404' }).waitFor();
      await page.getByText('Oops! Page not found').waitFor();
      // Logged twice: by the server (broken links show up in its log) and in the console.
      await expect.poll(() => server.output()).toContain('"path":"/no-such-page"');
      await expect.poll(() => problems.errors).toContain(`${NOT_FOUND_LOG} /no-such-page`);
      // The browser also logs the 404 answer itself as a failed load.
      const logged = problems.errors.filter((error) => !/status of 404/.test(error));
      expect(logged).toEqual([`${NOT_FOUND_LOG} /no-such-page`]);
      await screenshot(page, `not-found-${viewport.name}`);

      await page.getByRole('link', { name: 'Return to Home' }).click();
      await page.getByRole('heading', { level: 1, name: HEADLINE }).waitFor();
      expect(pathnameOf(page)).toBe('/');
      // Nothing new after leaving the 404 page.
      expect(problems.errors.filter((error) => !/status of 404/.test(error))).toHaveLength(1);
    });
  });
});
