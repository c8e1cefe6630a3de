import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot, shouldSkipBrowserTests } from './harness';
import { browserSuite } from './suite';

/**
 * Issue 18 as a creator uses it, with no Google keys: connect the test-mode YouTube channel,
 * post a finished clip with edited metadata, see it published (live toast, job card link, its
 * watch page), its dialog then offering "Post again" with a confirmation (decision 049), and
 * counted in the stats; then turn auto-post on and see the next clip post itself.
 */

const toast = (page: Page, text: string) =>
  page.locator('[data-sonner-toast]').filter({ hasText: text });

/** A 5 s text-to-video job made through the API as the page's user; its id. */
async function makeVideo(page: Page, prompt: string): Promise<string> {
  const response = await page.context().request.post('/api/videos/text-to-video', {
    data: { prompt, durationSeconds: 5, aspectRatio: '9:16', resolution: '720p' },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

const statValue = (page: Page, key: string) =>
  page.getByTestId(`stat-${key}`).locator('dd').textContent();

describe.skipIf(shouldSkipBrowserTests())('posting to YouTube in Chromium', () => {
  const suite = browserSuite({ env: { SIGNUP_CREDITS: '200' } });

  it(
    'connects the test-mode channel, posts an edited clip, and auto-posts the next one',
    { timeout: 180_000 },
    async () => {
      const page = await suite.signedIn('poster');

      // Connect: the consent page says test mode; Allow returns to the connections page.
      await page.goto('/social-connections');
      await page.getByRole('button', { name: 'Connect YouTube' }).click();
      await page.waitForURL((url) => url.pathname === '/youtube-test/consent');
      await page
        .getByText(/test mode/i)
        .first()
        .waitFor();
      await screenshot(page, 'posting-consent');
      await page.getByRole('button', { name: 'Allow' }).click();
      await page.waitForURL((url) => url.pathname === '/social-connections' && !url.search);
      await page.getByText('Test mode', { exact: true }).first().waitFor();
      await expect.poll(() => statValue(page, 'platforms')).toBe('1');

      // A finished clip, posted from its card with edited metadata.
      const firstId = await makeVideo(page, 'A red lighthouse on a rocky coast at sunrise');
      await page.goto('/videos');
      const card = page.getByTestId('video-job-card').first();
      await card.getByText('Completed', { exact: true }).waitFor({ timeout: 60_000 });
      await card.getByTestId('post-to-youtube').click();
      const dialog = page.getByTestId('post-dialog');
      const title = dialog.getByTestId('post-title');
      await expect.poll(() => title.inputValue()).not.toBe('');
      await title.fill('Sunrise at the lighthouse');
      await dialog.getByTestId('post-tags').fill('lighthouse, sunrise');
      await dialog.getByRole('radio', { name: 'Unlisted' }).check();
      await screenshot(page, 'posting-dialog');
      const posted = page.waitForResponse(
        (response) =>
          new URL(response.url()).pathname === `/api/videos/${firstId}/post-to-youtube` &&
          response.request().method() === 'POST',
      );
      await dialog.getByTestId('post-submit').click();
      const request = (await posted).request().postDataJSON() as Record<string, unknown>;
      expect(request).toMatchObject({
        title: 'Sunrise at the lighthouse',
        tags: ['lighthouse', 'sunrise'],
        privacy: 'unlisted',
        madeForKids: false,
      });
      await toast(page, 'Posted to YouTube successfully!').waitFor({ timeout: 60_000 });
      const link = card.getByTestId('video-job-post-link');
      await link.waitFor();
      const watchUrl = await link.getAttribute('href');
      expect(watchUrl).toMatch(/\/watch\/[\w-]+$/);
      await screenshot(page, 'posting-published-card');

      // Posted once: the dialog shows the post on YouTube; "Post again" asks first.
      await card.getByTestId('post-to-youtube').click();
      const already = dialog.getByTestId('post-already-posted');
      await already.waitFor();
      expect(await already.getAttribute('data-status')).toBe('published');
      expect(await dialog.getByTestId('post-already-link').getAttribute('href')).toBe(watchUrl);
      await dialog.getByTestId('post-again').click();
      await dialog.getByText('makes a second YouTube video').waitFor();
      await screenshot(page, 'posting-post-again-confirm');
      await dialog.getByTestId('post-again-yes').click();
      await dialog.getByTestId('post-form').waitFor();
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });

      // Its watch page on the test-mode channel.
      const watch = await page.context().newPage();
      await watch.goto(watchUrl!);
      await watch.getByRole('heading', { name: 'Sunrise at the lighthouse' }).waitFor();
      await watch.getByText('Unlisted', { exact: true }).first().waitFor();
      await expect
        .poll(() => watch.locator('video').evaluate((video: HTMLVideoElement) => video.readyState))
        .toBeGreaterThanOrEqual(1);
      await screenshot(watch, 'posting-watch-page');
      await watch.close();

      // Counted in the stats; then auto-post on, and the next clip posts itself.
      await page.goto('/social-connections');
      await expect.poll(() => statValue(page, 'total')).toBe('1');
      await expect.poll(() => statValue(page, 'success-rate')).toBe('100%');
      const autoPost = page.getByTestId('auto-post-toggle-youtube');
      await expect.poll(() => autoPost.isEnabled()).toBe(true);
      await autoPost.click();
      await expect.poll(() => autoPost.getAttribute('aria-checked')).toBe('true');
      await screenshot(page, 'posting-connections');
      await makeVideo(page, 'A calm lake at dusk, mountains behind');
      await expect.poll(() => statValue(page, 'total'), { timeout: 60_000 }).toBe('2');
      await page.goto('/social-media');
      await page.getByRole('tab', { name: 'Analytics' }).click();
      const rows = page.getByTestId('analytics-post');
      await expect.poll(() => rows.count()).toBe(2);
      await expect
        .poll(() => page.getByTestId('analytics-posts').textContent(), { timeout: 60_000 })
        .toContain('Interior Design Showcase');
      await screenshot(page, 'posting-analytics');
    },
  );
});
