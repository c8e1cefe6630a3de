import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { SAMPLE_CLIPS, SHOWCASE_VIDEO } from '../src/web/features/marketing/content/media';
import { slidesPerView } from '../src/web/features/marketing/lib/carousel';
import { shouldSkipBrowserTests, VIEWPORTS } from './harness';
import { browserSuite } from './suite';

/**
 * The podcast clips landing (/ and /how-it-works) in Chromium: the hero and its showcase video,
 * the sign-up link, the clip carousel (on-demand players, buttons, arrow keys, wrap-around,
 * slides per view), no layout shift, and the signed-in visitor's redirect to the dashboard.
 */

const HEADLINE = 'Turn Your Podcast Into Viral Clips in Minutes';
const SUB_NOTE = 'No credit card required • Get 10 free credits';
const VIDEO_FALLBACK = 'Your browser does not support the video tag.';

const pathnameOf = (page: Page) => new URL(page.url()).pathname;

async function openLanding(page: Page, path = '/') {
  await page.goto(path);
  await page.waitForFunction(() => document.documentElement.dataset.interactive === 'true');
}

/**
 * The slides ('N of 7') whose 9:16 box lies wholly inside the carousel's viewport, left to
 * right: what a visitor sees.
 */
function slidesInView(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const viewport = document.querySelector('[data-carousel-viewport]')!.getBoundingClientRect();
    return [...document.querySelectorAll<HTMLElement>('[aria-roledescription="slide"]')]
      .map((slide) => ({
        label: slide.getAttribute('aria-label') ?? '',
        box: slide.querySelector('[data-slide-box]')!.getBoundingClientRect(),
      }))
      .filter(({ box }) => box.left >= viewport.left - 1 && box.right <= viewport.right + 1)
      .sort((a, b) => a.box.left - b.box.left)
      .map(({ label }) => label);
  });
}

const slides = (...numbers: number[]) => numbers.map((n) => `${n} of 7`);

/** Collects the URLs of media requests (videos, embeds) the page makes. */
function watchMediaRequests(page: Page): string[] {
  const requested: string[] = [];
  page.on('request', (request) => {
    if (/\.mp4(\?|$)|youtube/.test(request.url())) requested.push(request.url());
  });
  return requested;
}

describe.skipIf(shouldSkipBrowserTests())('podcast clips landing', () => {
  const suite = browserSuite();

  it('shows the headline, the sub-note and the showcase video with poster, source and fallback', async () => {
    const page = await suite.visitor();
    await openLanding(page);
    expect(await page.locator('h1').innerText()).toBe(HEADLINE);
    expect(await page.locator('main').innerText()).toContain(SUB_NOTE);

    const video = page.locator('main video').first();
    expect(await video.getAttribute('poster')).toBe(SHOWCASE_VIDEO.poster);
    expect(await video.getAttribute('controls')).not.toBeNull();
    expect(await video.getAttribute('preload')).toBe('none');
    const source = video.locator('source');
    expect(await source.getAttribute('src')).toBe('/videos/interior-showcase.mp4');
    expect(await source.getAttribute('type')).toBe('video/mp4');
    expect(await video.textContent()).toContain(VIDEO_FALLBACK);
    // The box is 16:9 before anything loads.
    const box = (await video.boundingBox())!;
    expect(box.width / box.height).toBeCloseTo(16 / 9, 1);

    // The media behind it is really there (made by our engines, served as files).
    const poster = await page.request.get(SHOWCASE_VIDEO.poster);
    expect(poster.headers()['content-type']).toBe('image/jpeg');
    const mp4 = await page.request.get(SHOWCASE_VIDEO.src, { headers: { range: 'bytes=0-99' } });
    expect([200, 206]).toContain(mp4.status());
    expect(mp4.headers()['content-type']).toBe('video/mp4');
  });

  it('is also served at /how-it-works', async () => {
    const page = await suite.visitor();
    await openLanding(page, '/how-it-works');
    expect(await page.locator('h1').innerText()).toBe(HEADLINE);
    await page.getByRole('heading', { name: 'Script it with AI' }).waitFor();
  });

  it('opens sign-up on /auth from Start Creating', async () => {
    const page = await suite.visitor();
    await openLanding(page);
    await page.getByRole('main').getByRole('link', { name: 'Start Creating' }).first().click();
    await page.waitForURL((url) => url.pathname === '/auth');
    await page.getByText('Create your account').first().waitFor();
  });

  it('loads no player up front and one player on a slide’s play button', async () => {
    const page = await suite.visitor();
    const media = watchMediaRequests(page);
    await openLanding(page);
    const carousel = page.getByRole('region', { name: 'AI podcast clips' });
    await carousel.scrollIntoViewIfNeeded();
    await page.waitForLoadState('networkidle');
    expect(await page.locator('iframe').count()).toBe(0);
    expect(await carousel.locator('video').count()).toBe(0);
    expect(media).toEqual([]);

    // No YouTube ids are configured: the slide plays the local sample clip.
    await carousel.getByRole('button', { name: 'Play AI Podcast Clip 1' }).click();
    const player = carousel.locator('video');
    await expect.poll(() => player.count()).toBe(1);
    expect(await player.getAttribute('title')).toBe('AI Podcast Clip 1');
    expect(await player.getAttribute('src')).toBe(SAMPLE_CLIPS[0]!.src);
    await expect.poll(() => media.some((url) => url.endsWith(SAMPLE_CLIPS[0]!.src))).toBe(true);
    await expect.poll(() => player.evaluate((v: HTMLVideoElement) => !v.paused)).toBe(true);

    // Starting another clip puts the first back to its poster: one player at a time.
    await carousel.getByRole('button', { name: 'Play AI Podcast Clip 2' }).click();
    await expect.poll(() => player.getAttribute('title')).toBe('AI Podcast Clip 2');
    expect(await player.count()).toBe(1);
    expect(await page.locator('iframe').count()).toBe(0);
  });

  it('moves with the buttons and the arrow keys, wrapping around both ends', async () => {
    const page = await suite.visitor({ viewport: { width: 1280, height: 900 } });
    await openLanding(page);
    const carousel = page.getByRole('region', { name: 'AI podcast clips' });
    await carousel.scrollIntoViewIfNeeded();
    const previous = carousel.getByRole('button', { name: 'Previous slide' });
    const next = carousel.getByRole('button', { name: 'Next slide' });
    const expectInView = (...numbers: number[]) =>
      expect.poll(() => slidesInView(page)).toEqual(slides(...numbers));

    await expectInView(1, 2, 3);
    await next.click();
    await expectInView(2, 3, 4);
    await previous.click();
    await expectInView(1, 2, 3);
    // Looping: before the first slide comes the seventh.
    await previous.click();
    await expectInView(7, 1, 2);
    await next.click();
    await expectInView(1, 2, 3);

    // The arrow keys work while focus is inside the carousel.
    await next.focus();
    await page.keyboard.press('ArrowRight');
    await expectInView(2, 3, 4);
    await page.keyboard.press('ArrowLeft');
    await expectInView(1, 2, 3);
    await page.keyboard.press('ArrowLeft');
    await expectInView(7, 1, 2);
    // And after the seventh comes the first again.
    await page.keyboard.press('ArrowRight');
    await expectInView(1, 2, 3);
    await expect.poll(() => carousel.getByText('1 / 7').isVisible()).toBe(true);
  });

  it('wraps forward past the last slide one clip at a time on a phone', async () => {
    const page = await suite.visitor({ viewport: VIEWPORTS.mobile });
    await openLanding(page);
    const carousel = page.getByRole('region', { name: 'AI podcast clips' });
    await carousel.scrollIntoViewIfNeeded();
    const next = carousel.getByRole('button', { name: 'Next slide' });
    for (const shown of [2, 3, 4, 5, 6, 7, 1]) {
      await next.click();
      await expect.poll(() => slidesInView(page)).toEqual(slides(shown));
    }
  });

  for (const width of [390, 800, 1280]) {
    it(`shows ${slidesPerView(width)} slide(s) per view at ${width} px`, async () => {
      const page = await suite.visitor({ viewport: { width, height: 900 } });
      await openLanding(page);
      await page.getByRole('region', { name: 'AI podcast clips' }).scrollIntoViewIfNeeded();
      const expected = Array.from({ length: slidesPerView(width) }, (_, i) => i + 1);
      await expect.poll(() => slidesInView(page)).toEqual(slides(...expected));
      // Each slide is a 9:16 portrait box.
      const box = (await page.locator('[data-slide-box]').first().boundingBox())!;
      expect(box.width / box.height).toBeCloseTo(9 / 16, 2);
    });
  }

  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    it(`does not shift its layout while it loads (${name})`, async () => {
      const page = await suite.visitor({ viewport });
      await page.addInitScript(() => {
        const state = window as unknown as { layoutShift: number };
        state.layoutShift = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Array<
            PerformanceEntry & { value: number; hadRecentInput: boolean }
          >) {
            if (!entry.hadRecentInput) state.layoutShift += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await openLanding(page);
      await page.getByRole('region', { name: 'AI podcast clips' }).scrollIntoViewIfNeeded();
      // Wait for the posters in view (and everything else) to arrive.
      await page.waitForLoadState('networkidle');
      await page.waitForFunction(() =>
        [...document.images].every((image) => {
          // Seen: inside the window and, for a poster, inside the carousel's clipping viewport.
          const box = image.getBoundingClientRect();
          const clip = image.closest('[data-carousel-viewport]')?.getBoundingClientRect();
          const [left, right] = [
            Math.max(box.left, clip?.left ?? 0),
            Math.min(box.right, clip?.right ?? window.innerWidth),
          ];
          const seen = box.bottom > 0 && box.top < window.innerHeight && right - left > 1;
          return !seen || (image.complete && image.naturalWidth > 0);
        }),
      );
      const shift = await page.evaluate(
        () => (window as unknown as { layoutShift: number }).layoutShift,
      );
      expect(shift).toBeLessThan(0.05);
    });
  }

  it('sends a signed-in visitor to the dashboard', async () => {
    const page = await suite.signedIn('landing-dashboard');
    await page.goto('/');
    await page.waitForURL((url) => url.pathname === '/dashboard');
    expect(pathnameOf(page)).toBe('/dashboard');
  });
});
