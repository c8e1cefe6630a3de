import { readFile } from 'node:fs/promises';
import { createCanvas } from '@napi-rs/canvas';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { BILLING_MESSAGES, dollarsForCredits, SIMPLE_VIDEO_CREDITS } from '@shared/billing';
import { SIMPLE_UPLOAD_MESSAGES } from '@shared/quick-start';
import { liveStreamOpened } from './credit-balance';
import { screenshot, shouldSkipBrowserTests } from './harness';
import { browserSuite } from './suite';

/**
 * /simple-upload (issue 19, decision 043/046): a signed-in user with 10 credits and one free
 * daily video picks 2 photos; the credit check says 1 video now from the free daily video and
 * none from the balance; a partial batch of 1 renders on the local engine, its card turns
 * completed live, the video plays and downloads, and removing it takes its card out of every
 * tab. Signed out, the page sends to /auth.
 */
const SIGNUP_CREDITS = 10;
/** The local engine renders for real; on a busy 2-core machine that can take a while. */
const RENDER_TIMEOUT_MS = 90_000;

function photoPng(hue: string): Buffer {
  const canvas = createCanvas(300, 400);
  const context = canvas.getContext('2d');
  context.fillStyle = hue;
  context.fillRect(0, 0, 300, 400);
  context.fillStyle = '#f4d9a8';
  context.fillRect(80, 120, 140, 180);
  return canvas.toBuffer('image/png');
}

describe.skipIf(shouldSkipBrowserTests())('simple upload in Chromium', () => {
  const suite = browserSuite({
    env: { SIGNUP_CREDITS: String(SIGNUP_CREDITS), FREE_DAILY_VIDEOS: '1' },
  });
  const toast = (page: Page, text: string) =>
    page.locator('[data-sonner-toast]').filter({ hasText: text });

  it(
    'checks credits, makes a partial batch of 1 free video, and plays and downloads it',
    { timeout: 180_000 },
    async () => {
      const page = await suite.signedIn('simple-upload');
      const live = liveStreamOpened(page);
      await page.goto('/simple-upload');
      await live;
      await page.getByText('No videos yet. Choose images above.').waitFor();

      await page.getByTestId('image-input').setInputFiles([
        { name: 'porch.png', mimeType: 'image/png', buffer: photoPng('#3b6ea5') },
        { name: 'garden.png', mimeType: 'image/png', buffer: photoPng('#4a8f5a') },
      ]);
      await page.getByText('2 images chosen').waitFor();
      await page.getByTestId('generate-videos').click();

      const dialog = page.getByRole('dialog', { name: 'Check your credits' });
      await dialog.getByText('You chose 2 images: one video each.').waitFor();
      // 1 free daily video, 0 from the 10 credits: the second one needs 54 more.
      await dialog.getByText('You can make 1 video now: 1 free daily video.').waitFor();
      const short = SIMPLE_VIDEO_CREDITS - SIGNUP_CREDITS;
      await dialog
        .getByText(
          `The other 1 video needs ${short} more credits (${dollarsForCredits(short)}), at ${SIMPLE_VIDEO_CREDITS} credits a video.`,
        )
        .waitFor();
      expect(await dialog.getByText(BILLING_MESSAGES.freeDailyUsed).count()).toBe(0);
      await screenshot(page, 'simple-upload-credit-check-desktop');

      const created = page.waitForResponse(
        (response) =>
          new URL(response.url()).pathname === '/api/quick-start/videos' &&
          response.request().method() === 'POST',
      );
      await dialog.getByRole('button', { name: 'Generate 1 video now' }).click();
      expect((await created).status()).toBe(201);
      await toast(page, SIMPLE_UPLOAD_MESSAGES.startedProcessing('porch.png')).waitFor();
      await dialog.waitFor({ state: 'hidden' });
      // The image not paid for stays chosen for later.
      await page.getByText('1 image chosen').waitFor();

      // The card follows the render over the live stream: no reload.
      const card = page.getByTestId('simple-video-card');
      await expect.poll(() => card.count()).toBe(1);
      await card.getByText('Free daily video').waitFor();
      await expect
        .poll(() => card.getAttribute('data-status'), { timeout: RENDER_TIMEOUT_MS, interval: 250 })
        .toBe('completed');
      expect(await card.getByTestId('simple-video-status').textContent()).toBe('completed');

      // It plays: the real 8 s 720x1280 file loads and its time advances.
      const video = card.getByLabel('Finished video');
      await expect
        .poll(() => video.evaluate((element: HTMLVideoElement) => element.readyState), {
          timeout: 15_000,
        })
        .toBeGreaterThanOrEqual(1);
      expect(
        await video.evaluate((element: HTMLVideoElement) => [
          element.videoWidth,
          element.videoHeight,
          Math.round(element.duration),
        ]),
      ).toEqual([720, 1280, 8]);
      // Muted, so the browser's autoplay rule lets a script start it.
      await video.evaluate((element: HTMLVideoElement) => {
        element.muted = true;
        return element.play();
      });
      await expect
        .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime), {
          timeout: 15_000,
        })
        .toBeGreaterThan(0.5);
      expect(
        await video.evaluate((element: HTMLVideoElement) => element.readyState),
      ).toBeGreaterThanOrEqual(2);
      await screenshot(page, 'simple-upload-completed-desktop');

      // Download: 'Download started', and a real MP4 arrives.
      const downloadEvent = page.waitForEvent('download');
      await card.getByRole('link', { name: 'Download video' }).click();
      await toast(page, SIMPLE_UPLOAD_MESSAGES.downloadStarted).waitFor();
      const download = await downloadEvent;
      const bytes = await readFile(await download.path());
      expect(bytes.length).toBeGreaterThan(10_000);
      expect(bytes.subarray(4, 8).toString('latin1')).toBe('ftyp');

      // Remove: the card leaves this tab and, live, another tab of the user's.
      const otherTab = await suite.context.newPage();
      const otherLive = liveStreamOpened(otherTab);
      await otherTab.goto('/simple-upload');
      await otherLive;
      await otherTab.getByTestId('simple-video-card').waitFor();
      await card.getByRole('button', { name: 'Remove video' }).click();
      await toast(page, SIMPLE_UPLOAD_MESSAGES.removed).waitFor();
      await card.waitFor({ state: 'detached' });
      await otherTab.getByTestId('simple-video-card').waitFor({ state: 'detached' });
      await otherTab.close();

      // The free video is used (removing a finished video does not give it back): the next
      // check offers only buying, and the dashboard says so.
      await page.getByTestId('generate-videos').click();
      await dialog.getByText(BILLING_MESSAGES.freeDailyUsed).waitFor();
      expect(await dialog.getByRole('button', { name: /^Generate/ }).count()).toBe(0);
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await page.goto('/dashboard');
      const freeVideos = page.getByTestId('free-videos-card');
      await freeVideos.getByText('No free videos left today.').waitFor();
      await freeVideos.getByRole('link', { name: 'Turn photos into videos' }).click();
      await page.waitForURL('**/simple-upload');
    },
  );

  it("signed out: 'Please sign in to upload images' and /auth", async () => {
    const page = await suite.visitor();
    await page.goto('/simple-upload');
    await toast(page, SIMPLE_UPLOAD_MESSAGES.signInToUpload).waitFor();
    await page.waitForURL('**/auth');
    expect(new URL(page.url()).pathname).toBe('/auth');
  });
});
