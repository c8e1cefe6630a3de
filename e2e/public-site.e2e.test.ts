import { readFileSync } from 'node:fs';
import axe from 'axe-core';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { fillProductName, MARKETING_PAGES, NOT_FOUND_PAGE } from '../src/shared/site';
import { screenshot, shouldSkipBrowserTests, VIEWPORTS } from './harness';
import { firstLoadScripts, LANDING_SCRIPT_BUDGET_BYTES } from './page-weight';
import { browserSuite } from './suite';

/**
 * Every public page: readable without JavaScript (rendered on the server), titled and described
 * for search engines and link previews, free of serious accessibility problems, and an unknown
 * path answers the not-found page with status 404.
 */

const PRODUCT = 'Reelcast';
const PUBLIC_PATHS = Object.keys(MARKETING_PAGES);
const UNKNOWN_PATH = '/no-such-page';

/** Words each page must show with JavaScript off (the spec's own words where it gives them). */
const SERVER_RENDERED_TEXT: Record<string, string> = {
  '/': 'Turn Your Podcast Into Viral Clips in Minutes',
  '/how-it-works': 'See how AI brings design stories to life with engaging video content',
  '/landing': 'Upload Your Content',
  '/pricing': 'Athena Pro',
  '/victory-pricing': 'Hera Elite',
  '/thank-you': "You're In!",
  '/masterclass': 'Full name',
  '/webinar': '500',
  '/ebook': '50',
  '/case-study': 'Day 5-34',
  '/social-shelf': 'Sunlit Nordic living room',
  '/legal': 'Terms',
  '/privacy': 'Privacy',
};

interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
}

/** Chunks the signed-in app's entry loads up front that the public pages' entry does not. */
function appOnlyChunks(): string[] {
  const manifest = JSON.parse(readFileSync('dist/web/.vite/manifest.json', 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const closure = (key: string, followLazy: boolean, seen = new Set<string>()): Set<string> => {
    const chunk = manifest[key];
    if (!chunk || seen.has(chunk.file)) return seen;
    seen.add(chunk.file);
    const next = [...(chunk.imports ?? []), ...(followLazy ? (chunk.dynamicImports ?? []) : [])];
    for (const imported of next) closure(imported, followLazy, seen);
    return seen;
  };
  // Everything any public page may load (its pages are lazy chunks of the public entry).
  const publicChunks = closure('marketing.html', true);
  return [...closure('index.html', false)].filter((file) => !publicChunks.has(file));
}

/** Records every layout shift of something inside a <header> from the page's first paint. */
async function recordHeaderShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: string[] = [];
    Object.assign(window, { headerShifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as {
        sources?: { node?: Node | null }[];
      }[]) {
        for (const source of entry.sources ?? []) {
          const node = source.node;
          const element = node instanceof Element ? node : node?.parentElement;
          if (element?.closest('header')) shifts.push(element.textContent ?? '');
        }
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

const headerShifts = (page: Page) =>
  page.evaluate(() => (window as unknown as { headerShifts: string[] }).headerShifts);

async function waitUntilInteractive(page: Page) {
  await page.waitForFunction(() => document.documentElement.dataset.interactive === 'true');
}

/** axe-core's serious and critical findings, one line each (rule, impact, first target). */
async function seriousAccessibilityProblems(page: Page): Promise<string[]> {
  await page.evaluate(axe.source);
  const violations = await page.evaluate(async () => {
    const result = await (window as unknown as { axe: typeof axe }).axe.run(document, {
      resultTypes: ['violations'],
    });
    return result.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      target: violation.nodes.slice(0, 3).map((node) => node.target.join(' ')),
      count: violation.nodes.length,
    }));
  });
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}) x${v.count}: ${v.target.join(' | ')}`);
}

describe.skipIf(shouldSkipBrowserTests())('public pages', () => {
  const suite = browserSuite();

  it('are readable without JavaScript, with the page’s own words in the HTML', async () => {
    const page = await suite.visitor({ javaScriptEnabled: false });
    for (const path of PUBLIC_PATHS) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect
        .poll(() => page.locator('h1').first().innerText(), { timeout: 5000 })
        .not.toBe('');
      expect(await page.locator('main').innerText(), path).toContain(SERVER_RENDERED_TEXT[path]);
    }
  });

  it('carry a title, description and Open Graph tags of their own', async () => {
    const page = await suite.visitor();
    for (const path of PUBLIC_PATHS) {
      await page.goto(path);
      await waitUntilInteractive(page);
      const meta = MARKETING_PAGES[path]!;
      expect(await page.title(), path).toBe(fillProductName(meta.title, PRODUCT));
      const content = (selector: string) => page.locator(selector).first().getAttribute('content');
      expect(await content('meta[name="description"]'), path).toBe(
        fillProductName(meta.description, PRODUCT),
      );
      expect(await content('meta[property="og:title"]'), path).toBe(
        fillProductName(meta.title, PRODUCT),
      );
      expect(await content('meta[property="og:image"]'), path).toMatch(/\/media\/og-image\.jpg$/);
    }
    // The share image is really there.
    const image = await page.request.get('/media/og-image.jpg');
    expect(image.status()).toBe(200);
    expect(image.headers()['content-type']).toBe('image/jpeg');
  });

  for (const [viewportName, viewport] of Object.entries(VIEWPORTS)) {
    it(`have no serious or critical accessibility problems (${viewportName})`, async () => {
      const page = await suite.visitor({ viewport });
      const problems: Record<string, string[]> = {};
      for (const path of [...PUBLIC_PATHS, UNKNOWN_PATH]) {
        await page.goto(path);
        await waitUntilInteractive(page);
        const found = await seriousAccessibilityProblems(page);
        if (found.length > 0) problems[path] = found;
      }
      suite.expectedConsoleErrors(/404 Error: User attempted to access non-existent route/);
      expect(problems).toEqual({});
    });
  }

  it('answer an unknown path with the not-found page, status 404, and log the path', async () => {
    const page = await suite.visitor();
    const logged = page.waitForEvent('console', (message) =>
      message.text().includes('404 Error: User attempted to access non-existent route'),
    );
    const response = await page.goto(`${UNKNOWN_PATH}?from=ad`);
    expect(response?.status()).toBe(404);
    await expect.poll(() => page.title()).toBe(fillProductName(NOT_FOUND_PAGE.title, PRODUCT));
    await expect(page.getByRole('heading', { name: '404' }).isVisible()).resolves.toBe(true);
    await expect(page.getByText('Oops! Page not found').isVisible()).resolves.toBe(true);
    expect((await logged).text()).toContain(UNKNOWN_PATH);
    expect(suite.expectedConsoleErrors(/404 Error: User attempted/)).toBe(1);

    await page.getByRole('link', { name: 'Return to Home' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await expect
      .poll(() => page.locator('h1').first().innerText())
      .toBe('Turn Your Podcast Into Viral Clips in Minutes');
  });

  it('are reached from inside the app by loading them from the server', async () => {
    const page = await suite.signedIn('public-from-app');
    await recordHeaderShifts(page);
    await page.goto('/credits');
    await page.getByRole('heading', { name: 'Credits' }).first().waitFor();
    // A client-side navigation to a public page leaves the app for the server's page.
    await page.evaluate(() => {
      window.history.pushState({}, '', '/pricing');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await page.waitForFunction(() => document.documentElement.dataset.interactive === 'true');
    expect(await page.locator('main').innerText()).toContain('Athena Pro');

    // The header learns the visitor is signed in after hydration: Dashboard, not Sign in.
    const header = page.getByRole('navigation', { name: 'Main' });
    const dashboard = header.getByRole('link', { name: 'Dashboard', exact: true });
    await dashboard.waitFor();
    expect(await dashboard.getAttribute('href')).toBe('/dashboard');
    expect(await header.getByRole('link', { name: 'Sign in' }).count()).toBe(0);
    expect(await header.getByRole('link', { name: 'Start Creating' }).getAttribute('href')).toBe(
      '/videos',
    );
    // ...without moving anything in it (the server's HTML is the same for everyone).
    expect(await headerShifts(page)).toEqual([]);
    await screenshot(page, 'public-header-signed-in-desktop');
    await page.setViewportSize(VIEWPORTS.mobile);
    await screenshot(page, 'public-header-signed-in-mobile');
    await dashboard.click();
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/dashboard');
  });

  it('keep the landing page’s JavaScript within 100 KB gzipped, without the app’s code', async () => {
    const page = await suite.visitor();
    const weight = await firstLoadScripts(page, '/');
    const names = weight.scripts.map((script) => script.url).join(', ');
    expect(weight.gzipBytes, names).toBeLessThanOrEqual(LANDING_SCRIPT_BUDGET_BYTES);
    // The signed-in app's own chunks (router, query cache, schemas, shell) stay out.
    const loaded = new Set(weight.scripts.map((script) => script.url.slice(1)));
    expect(appOnlyChunks().filter((file) => loaded.has(file))).toEqual([]);
  });
});
