import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { balanceOf } from './credit-balance';
import { screenshot, shouldSkipBrowserTests, VIEWPORTS } from './harness';
import { signedInBrowserSuite } from './suite';

/**
 * Deleting and renaming (issue 21 item 1, decision 044) as a user does it: a confirmation
 * first, then the card leaves the list at once (and another open tab's list too); a video
 * still being made is stopped and refunded (integration tests); a character is renamed in place.
 */

const { desktop, mobile } = VIEWPORTS;
const SIGNUP_CREDITS = 100;
const READY_TIMEOUT_MS = 60_000;

describe.skipIf(shouldSkipBrowserTests())('deleting and renaming in Chromium', () => {
  const suite = signedInBrowserSuite({ env: { SIGNUP_CREDITS: String(SIGNUP_CREDITS) } });
  let page: Page;

  const toast = (text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });
  async function create(path: string, data: Record<string, unknown>): Promise<string> {
    const response = await suite.context.request.post(`${suite.server.url}${path}`, {
      data,
      headers: { origin: suite.server.url },
    });
    expect(response.status()).toBe(201);
    return ((await response.json()) as { id: string }).id;
  }
  async function status(path: string): Promise<number> {
    return (await suite.context.request.get(`${suite.server.url}${path}`)).status();
  }
  async function waitForStatus(card: Locator, value: string) {
    await expect
      .poll(() => card.getAttribute('data-status'), { timeout: READY_TIMEOUT_MS, interval: 250 })
      .toBe(value);
  }
  /** Opens the card's delete confirmation and checks its words. */
  async function openConfirmation(card: Locator, name: RegExp, title: string) {
    await card.getByRole('button', { name }).click();
    const dialog = page.getByRole('dialog', { name: title });
    await dialog.waitFor();
    await dialog.getByText('This cannot be undone. Its files are deleted too.').waitFor();
    return dialog;
  }

  it(
    'deletes a video, an image and a background after a confirmation, in every open tab',
    { timeout: 180_000 },
    async () => {
      page = await suite.signedIn('deletes');
      // A 5 s video (40 credits). The local engine may finish it before the click: the refund
      // of a job deleted while it runs is asserted in videos/delete.int.test.ts.
      await create('/api/videos/text-to-video', {
        prompt: 'A harbour at dawn',
        durationSeconds: 5,
        resolution: '720p',
      });
      await page.goto('/videos');
      const video = page.getByTestId('video-job-card');
      await video.first().waitFor();
      await expect.poll(() => balanceOf(page)).toBe(String(SIGNUP_CREDITS - 40));

      const videoDialog = await openConfirmation(
        video.first(),
        /^Delete the video “A harbour at dawn”$/,
        'Delete this video?',
      );
      await page.screenshot({ path: '/tmp/shots-i21del/delete-video-confirm-1280.png' });
      await page.setViewportSize(mobile);
      await page.screenshot({ path: '/tmp/shots-i21del/delete-video-confirm-390.png' });
      await page.setViewportSize(desktop);
      // "Keep it" keeps it.
      await videoDialog.getByRole('button', { name: 'Keep it' }).click();
      await videoDialog.waitFor({ state: 'detached' });
      expect(await video.count()).toBe(1);

      const again = await openConfirmation(
        video.first(),
        /^Delete the video/,
        'Delete this video?',
      );
      await again.getByRole('button', { name: 'Delete', exact: true }).click();
      await toast('Video deleted.').waitFor();
      await expect.poll(() => video.count()).toBe(0);
      await page.getByText('Type in the prompt box to start').waitFor();
      await screenshot(page, 'delete-videos-empty-desktop');

      // An image, once made.
      await create('/api/images', { prompt: 'A reading nook with a velvet armchair' });
      await page.goto('/images');
      const image = page.getByTestId('image-job-card');
      await waitForStatus(image.first(), 'succeeded');
      const imageDialog = await openConfirmation(
        image.first(),
        /^Delete the image “A reading nook/,
        'Delete this image?',
      );
      await page.screenshot({ path: '/tmp/shots-i21del/delete-image-confirm-1280.png' });
      await page.setViewportSize(mobile);
      await page.screenshot({ path: '/tmp/shots-i21del/delete-image-confirm-390.png' });
      await page.setViewportSize(desktop);
      await imageDialog.getByRole('button', { name: 'Delete', exact: true }).click();
      await toast('Image deleted.').waitFor();
      await expect.poll(() => image.count()).toBe(0);

      // A background, watched from a second tab of the same account too.
      const backgroundId = await create('/api/podcast-backgrounds', {
        name: 'Brooklyn loft',
        description: 'An exposed-brick loft studio with warm Edison bulbs',
      });
      await page.goto('/backgrounds');
      const other = await suite.context.newPage();
      await other.goto('/backgrounds');
      const background = page.getByTestId('podcast-background-card');
      const elsewhere = other.getByTestId('podcast-background-card');
      await waitForStatus(background.first(), 'ready');
      await waitForStatus(elsewhere.first(), 'ready');
      await page.screenshot({ path: '/tmp/shots-i21del/backgrounds-list-1280.png' });
      await page.setViewportSize(mobile);
      await page.screenshot({
        path: '/tmp/shots-i21del/backgrounds-list-390.png',
        fullPage: true,
      });
      await page.setViewportSize(desktop);
      const backgroundDialog = await openConfirmation(
        background.first(),
        /^Delete Brooklyn loft$/,
        'Delete this background?',
      );
      await backgroundDialog.getByRole('button', { name: 'Delete', exact: true }).click();
      await toast('Background deleted.').waitFor();
      await expect.poll(() => background.count()).toBe(0);
      // The other tab hears it (items.deleted) without a reload.
      await expect.poll(() => elsewhere.count(), { timeout: 5_000 }).toBe(0);
      expect(await status(`/api/podcast-backgrounds`)).toBe(200);
      const list = await suite.context.request.get(`${suite.server.url}/api/podcast-backgrounds`);
      expect(JSON.stringify(await list.json())).not.toContain(backgroundId);
      await other.close();
    },
  );

  it('renames a character with the name rules of creation', { timeout: 120_000 }, async () => {
    page = await suite.signedIn('renames');
    await create('/api/podcast-characters', {
      name: 'Maya Chen',
      description: 'A warm, curious tech journalist with round glasses',
    });
    await page.goto('/characters');
    const card = page.getByTestId('podcast-character-card').first();
    await waitForStatus(card, 'ready');
    await card.getByRole('button', { name: 'Rename Maya Chen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Rename character' });
    const field = dialog.getByLabel('Name');
    expect(await field.inputValue()).toBe('Maya Chen');
    await field.fill('   ');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog
      .getByRole('alert')
      .filter({ hasText: 'Please provide a name and description for your character.' })
      .waitFor();
    await field.fill('Maya Rivera');
    await page.screenshot({ path: '/tmp/shots-i21del/rename-character-1280.png' });
    await page.setViewportSize(mobile);
    await page.screenshot({ path: '/tmp/shots-i21del/rename-character-390.png' });
    await page.setViewportSize(desktop);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await toast('Renamed.').waitFor();
    await card.getByRole('heading', { name: 'Maya Rivera' }).waitFor();
    await page.reload();
    await page.getByTestId('podcast-character-card').first().getByText('Maya Rivera').waitFor();
    await page.screenshot({ path: '/tmp/shots-i21del/characters-list-1280.png' });
    await page.setViewportSize(mobile);
    await page.screenshot({ path: '/tmp/shots-i21del/characters-list-390.png', fullPage: true });
  });
});
