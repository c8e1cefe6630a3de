import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { SAMPLE_CLIPS, SHOWCASE_VIDEO } from '../src/web/features/marketing/content/media';
import { screenshot, shouldSkipBrowserTests, VIEWPORTS } from './harness';
import { browserSuite } from './suite';

/**
 * The portfolio landing (/landing), the legal pages (/legal, /privacy) and the social shelf
 * (/social-shelf), as a signed-out visitor sees them in Chromium with the built server. The
 * videos are the committed sample files in src/web/public/media/samples.
 */

const PRODUCT_NAME = 'Clipforge';

// The spec's tier blurbs and comparison figures, word for word.
const TIERS = [
  ['Starter', '12 clips monthly, captions, auto-posting'],
  ['Pro', '30 clips, ad variations, hook testing, weekly analytics'],
  ['Elite', '60 clips, UGC ads, motion graphics, A/B funnels'],
  ['All-Access', 'unlimited revisions per brief, podcasts to shorts, ad studio'],
] as const;
const COMPARISON_FIGURES = [
  '15 hrs/week',
  '1 hr/month',
  '$3,500/mo',
  '$650',
  '1-2 posts/week',
  '25 videos',
  'Save $2,350/month',
];

const isPaused = (video: Locator) => video.evaluate((element: HTMLVideoElement) => element.paused);
const playedTime = (video: Locator) =>
  video.evaluate((element: HTMLVideoElement) => element.currentTime);
/** readyState of every video on the page: 0 means nothing of it was downloaded. */
const readyStates = (page: Page) =>
  page
    .locator('video')
    .evaluateAll((videos: HTMLVideoElement[]) => videos.map((v) => v.readyState));

describe.skipIf(shouldSkipBrowserTests())('portfolio landing, legal pages and shelf', () => {
  const suite = browserSuite({ env: { PRODUCT_NAME } });

  it('/landing has its anchors, links, comparison and the four tiers with their blurbs', async () => {
    const page = await suite.visitor();
    const response = await page.goto('/landing');
    expect(response?.status()).toBe(200);
    // Server-rendered: the sections are in the HTML before any script runs.
    const html = (await response?.text()) ?? '';
    for (const id of ['gallery', 'categories', 'cta']) expect(html).toContain(`id="${id}"`);

    const header = page.locator('header').first();
    for (const id of ['gallery', 'categories', 'cta']) {
      expect(await header.locator(`a[href="#${id}"]`).first().isVisible()).toBe(true);
      expect(await page.locator(`section#${id}`).count()).toBe(1);
    }
    expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);

    const upload = page.getByRole('link', { name: 'Upload Your Content' });
    expect(await upload.count()).toBeGreaterThanOrEqual(2); // header/hero and the call to action
    for (const href of await upload.evaluateAll((links: HTMLAnchorElement[]) =>
      links.map((link) => link.getAttribute('href')),
    )) {
      expect(href).toBe('/upload');
    }
    expect(await page.locator('#cta a[href="/upload"]').count()).toBe(1);
    expect(await page.getByRole('link', { name: 'Manage Connections' }).getAttribute('href')).toBe(
      '/social-connections',
    );
    expect(await page.locator('footer a[href="/legal"]').count()).toBe(1);
    expect(await page.locator('footer a[href="/privacy"]').count()).toBe(1);

    const text = await page.locator('main').innerText();
    for (const figure of COMPARISON_FIGURES) expect(text).toContain(figure);
    expect(text).toContain('Illustrative figures');
    expect(text).toContain(`With ${PRODUCT_NAME}`);

    const gallery = page.locator('#gallery');
    for (const [name, blurb] of TIERS) {
      expect(await gallery.getByRole('heading', { name, exact: true }).count()).toBe(1);
      expect(await gallery.getByText(blurb, { exact: true }).isVisible()).toBe(true);
    }
    expect(await gallery.getByText('Zeus All-Access').count()).toBe(1);
    // Two clips per tier, every one a muted, looping, lazy 9:16 video with a poster.
    const videos = await gallery.locator('video').evaluateAll((all: HTMLVideoElement[]) =>
      all.map((v) => ({
        muted: v.muted,
        loop: v.loop,
        playsInline: v.playsInline,
        preload: v.preload,
        poster: v.getAttribute('poster'),
        ratio: Number(v.getAttribute('height')) / Number(v.getAttribute('width')),
      })),
    );
    expect(videos).toHaveLength(8);
    for (const video of videos) {
      expect(video).toMatchObject({ muted: true, loop: true, playsInline: true, preload: 'none' });
      expect(video.poster).toMatch(/^\/media\/samples\/sample-\d\.jpg$/);
      expect(video.ratio).toBeCloseTo(16 / 9, 2);
    }

    // The header's anchors jump to their sections.
    await header.locator('a[href="#categories"]').first().click();
    await expect.poll(() => new URL(page.url()).hash).toBe('#categories');
    await screenshot(page, 'portfolio-landing-desktop', { fullPage: true });
  });

  it('plays a gallery video once a quarter of it is visible and pauses it off screen', async () => {
    const page = await suite.visitor();
    await page.goto('/landing');
    const video = page.locator('#tier-starter video').first();
    // The hook has taken over (after hydration): autoplay is on and the controls are gone.
    await page.locator('#gallery video[data-autoplay="on"]').first().waitFor({ state: 'attached' });
    expect(await video.getAttribute('controls')).toBeNull();

    // Below the fold: not playing, and no video has downloaded anything yet.
    expect(await isPaused(video)).toBe(true);
    expect(await readyStates(page)).toEqual(Array(8).fill(0));

    await video.scrollIntoViewIfNeeded();
    await expect.poll(() => isPaused(video)).toBe(false);
    await expect.poll(() => playedTime(video)).toBeGreaterThan(0);

    // Only a sliver (about 10%) left at the bottom of the screen: below 25%, so it pauses.
    await video.evaluate((element) => {
      const box = element.getBoundingClientRect();
      window.scrollBy(0, box.top - (window.innerHeight - box.height * 0.1));
    });
    await expect.poll(() => isPaused(video)).toBe(true);

    // Back in view, then scrolled away entirely.
    await video.scrollIntoViewIfNeeded();
    await expect.poll(() => isPaused(video)).toBe(false);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(() => isPaused(video)).toBe(true);
  });

  it('does not autoplay for a visitor who prefers reduced motion, and shows controls', async () => {
    const page = await suite.visitor({ reducedMotion: 'reduce' });
    await page.goto('/landing');
    const video = page.locator('#tier-starter video').first();
    await page
      .locator('#gallery video[data-autoplay="reduced-motion"]')
      .first()
      .waitFor({ state: 'attached' });
    await video.scrollIntoViewIfNeeded();
    expect(await video.getAttribute('controls')).not.toBeNull();
    expect(await isPaused(video)).toBe(true);
  });

  it('/landing fits a 360 px phone without sideways scrolling', async () => {
    const page = await suite.visitor({ viewport: { width: 360, height: 780 } });
    await page.goto('/landing');
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
    // The anchors stay reachable on phones (second header row).
    expect(await page.locator('header a[href="#gallery"]:visible').count()).toBe(1);
    await page.setViewportSize(VIEWPORTS.mobile);
    await screenshot(page, 'portfolio-landing-mobile', { fullPage: true });
  });

  for (const [path, title, someHeadings] of [
    ['/legal', 'Terms of service', ['Credits and your balance', 'Acceptable use', 'Contact']],
    ['/privacy', 'Privacy policy', ['What we collect', 'Cookies', 'How long we keep it']],
  ] as const) {
    it(`${path} renders the document with a table of contents`, async () => {
      const page = await suite.visitor();
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(title);
      expect(await page.locator('time[datetime="2026-11-23"]').count()).toBe(1);
      const main = page.locator('main');
      expect(await main.innerText()).toContain('reviewed by counsel');
      expect(await main.innerText()).toContain(PRODUCT_NAME);
      expect(await main.innerText()).not.toContain('{product}');

      const headings = await main.getByRole('heading', { level: 2 }).allInnerTexts();
      for (const heading of someHeadings) {
        expect(headings.some((text) => text.endsWith(heading))).toBe(true);
      }
      // Every contents entry points at a section on the page.
      const targets = await page
        .getByRole('navigation', { name: 'Contents' })
        .locator('a')
        .evaluateAll((links: HTMLAnchorElement[]) => links.map((link) => link.hash.slice(1)));
      expect(targets.length).toBeGreaterThanOrEqual(8);
      for (const id of targets) expect(await page.locator(`section#${id}`).count()).toBe(1);

      const credits =
        path === '/legal' ? ['$0.10 per credit', 'no cash value'] : ['session cookie'];
      for (const words of credits) expect(await main.innerText()).toContain(words);
    });
  }

  it('/social-shelf shows every sample clip as a poster and plays one on click', async () => {
    const page = await suite.visitor();
    await page.goto('/social-shelf');
    const main = page.locator('main');
    for (const clip of [SHOWCASE_VIDEO, ...SAMPLE_CLIPS]) {
      expect(await main.getByRole('heading', { name: clip.title, exact: true }).count()).toBe(1);
    }
    expect(await main.getByText(`Made with ${PRODUCT_NAME}`).count()).toBe(9);
    expect(await page.locator('video').count()).toBe(9);
    expect(await readyStates(page)).toEqual(Array(9).fill(0)); // posters only
    expect(await page.locator('main a[href="/auth?mode=signup"]').count()).toBe(1);

    const first = SAMPLE_CLIPS[0];
    if (!first) throw new Error('No sample clips');
    const playButton = page.getByRole('button', { name: `Play ${first.title}` });
    const video = page.locator(`video[poster="${first.poster}"]`);
    // Clicks before hydration do nothing; the button goes away once a click has started it.
    await expect
      .poll(async () => {
        if (await playButton.isVisible()) await playButton.click();
        return isPaused(video);
      })
      .toBe(false);
    await expect.poll(() => playedTime(video)).toBeGreaterThan(0);
    expect(await video.getAttribute('controls')).not.toBeNull();
    expect(await playButton.count()).toBe(0);
    // The other clips still have not loaded.
    expect((await readyStates(page)).filter((state) => state > 0)).toHaveLength(1);
    await screenshot(page, 'social-shelf-desktop', { fullPage: true });
  });
});
