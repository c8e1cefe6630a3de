import { createCanvas } from '@napi-rs/canvas';
import type { Post } from '@shared/posting';
import type { QuickStartState } from '@shared/quick-start';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { uniqueAccount } from './accounts';
import {
  screenshot,
  shouldSkipBrowserTests,
  unexpectedErrors,
  VIEWPORTS,
  watchPageProblems,
} from './harness';
import { browserSuite } from './suite';

/**
 * Issue 19's wizard as a new visitor meets it, with no keys: two photos and an email on /start,
 * the credit check (one free daily video, one to pay for), the test-mode checkout returning to
 * the wizard, a reload on the same step, the test-mode YouTube channel, the batch made live,
 * and two Shorts scheduled one day apart.
 */

const RENDER_TIMEOUT_MS = 60_000;
const DAY_MS = 24 * 60 * 60_000;

const toast = (page: Page, text: string) =>
  page.locator('[data-sonner-toast]').filter({ hasText: text });

const onStep = (page: Page, step: number) =>
  page.locator(`[data-testid="wizard-progress"][data-step="${step}"]`).waitFor();

/** A small real PNG (the server checks every upload by its bytes). */
function photo(colour: string): Buffer {
  const canvas = createCanvas(480, 360);
  const context = canvas.getContext('2d');
  context.fillStyle = colour;
  context.fillRect(0, 0, 480, 360);
  context.fillStyle = '#f4efe6';
  context.fillRect(60, 180, 360, 120);
  return canvas.toBuffer('image/png');
}

describe.skipIf(shouldSkipBrowserTests())('the quick-start wizard in Chromium', () => {
  const suite = browserSuite({ env: { FREE_DAILY_VIDEOS: '1', SIGNUP_CREDITS: '10' } });

  it(
    'a visitor turns 2 photos into 2 Shorts scheduled a day apart, paying for the second',
    { timeout: 150_000 },
    async () => {
      const page = await suite.visitor();
      await page.goto('/start');
      await onStep(page, 1);
      await page.getByRole('button', { name: 'Continue' }).click();
      await toast(page, 'Please enter your email to continue').waitFor();

      // Upload: two photos and a new email; the credit check: 1 free, 1 to pay for.
      await page.getByTestId('image-input').setInputFiles([
        { name: 'living-room.png', mimeType: 'image/png', buffer: photo('#7c6f64') },
        { name: 'kitchen.png', mimeType: 'image/png', buffer: photo('#4f6d7a') },
      ]);
      await page.getByText('2 images chosen').waitFor();
      await page.getByTestId('quick-start-email').fill(uniqueAccount('wizard').email);
      await screenshot(page, 'quick-start-1-upload');
      await page.getByRole('button', { name: 'Continue' }).click();
      const dialog = page.getByRole('dialog', { name: 'Check your credits' });
      await dialog.getByText('You can make 1 video now: 1 free daily video.').waitFor();
      await dialog.getByText(/^The other 1 video needs \d+ more credits/).waitFor();
      await screenshot(page, 'quick-start-1-credit-check');

      // Buying credits: the test-mode checkout opens in a tab of its own and returns to /start.
      const popup = page.waitForEvent('popup');
      await dialog.getByRole('button', { name: /^Buy \d+ credits$/ }).click();
      const wizard = await popup;
      const problems = await watchPageProblems(wizard);
      await wizard.getByRole('button', { name: /^Pay \$/ }).click();
      await wizard.waitForURL((url) => url.pathname === '/start' && url.search === '');
      await toast(wizard, 'Payment received').waitFor();
      // The same step, the same two photos: now both can be made.
      await onStep(wizard, 1);
      const again = wizard.getByRole('dialog', { name: 'Check your credits' });
      await again.getByText('You chose 2 images: one video each.').waitFor();
      await again.getByRole('button', { name: 'Generate 2 videos' }).click();
      await toast(wizard, 'Started processing living-room.png').waitFor();
      await toast(wizard, 'Started processing kitchen.png').waitFor();
      await toast(wizard, "Upload successful! Let's connect YouTube.").waitFor();
      await onStep(wizard, 2);

      // A reload keeps the step: it comes from the server.
      await wizard.reload();
      await onStep(wizard, 2);
      await screenshot(wizard, 'quick-start-2-connect');

      // Connect: refusing the consent comes back here saying so, still on step 2.
      await wizard.getByRole('button', { name: 'Sign in with Google' }).click();
      await wizard.waitForURL((url) => url.pathname === '/youtube-test/consent');
      await wizard.getByRole('button', { name: 'Deny' }).click();
      await wizard.waitForURL((url) => url.pathname === '/start' && url.search === '');
      await toast(wizard, 'Connection failed').waitFor();
      await onStep(wizard, 2);

      // Allowing it: back to step 3 with the query cleared.
      await wizard.getByRole('button', { name: 'Sign in with Google' }).click();
      await wizard.waitForURL((url) => url.pathname === '/youtube-test/consent');
      await wizard.getByRole('button', { name: 'Allow' }).click();
      await wizard.waitForURL((url) => url.pathname === '/start' && url.search === '');
      await onStep(wizard, 3);

      // Generate: the real jobs, live, until both are ready.
      const jobs = wizard.getByTestId('generate-job');
      await expect.poll(() => jobs.count()).toBe(2);
      await screenshot(wizard, 'quick-start-3-generate');
      await wizard
        .getByTestId('generate-summary')
        .filter({ hasText: '2 of 2 videos ready' })
        .waitFor({ timeout: RENDER_TIMEOUT_MS });
      await screenshot(wizard, 'quick-start-3-generated');
      await wizard.getByRole('button', { name: 'Schedule videos' }).click();

      // Schedule: one a day at the time picked.
      await onStep(wizard, 4);
      await wizard.getByTestId('schedule-time').fill('10:30');
      const times = await wizard
        .getByTestId('schedule-at')
        .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
      expect(times).toHaveLength(2);
      expect(times.every((value) => value.endsWith('T10:30'))).toBe(true);
      await screenshot(wizard, 'quick-start-4-schedule');
      await wizard.getByRole('button', { name: 'Schedule 2 videos' }).click();
      await toast(wizard, '2 videos scheduled on YouTube').waitFor();
      await onStep(wizard, 5);
      await screenshot(wizard, 'quick-start-5-done');

      // Two posts on the test-mode channel, their publishAt one day apart, at 10:30 local.
      await expect
        .poll(
          async () => {
            const answer = await wizard.context().request.get('/api/posts');
            return ((await answer.json()) as { posts: Post[] }).posts.length;
          },
          { timeout: RENDER_TIMEOUT_MS },
        )
        .toBe(2);
      const answer = await wizard.context().request.get('/api/posts');
      const { posts } = (await answer.json()) as { posts: Post[] };
      const publishAt = posts.map((post) => Date.parse(post.publishAt!)).sort((a, b) => a - b);
      expect(publishAt[1]! - publishAt[0]!).toBe(DAY_MS);
      expect(posts.every((post) => post.privacy === 'private')).toBe(true);
      const state = (await (
        await wizard.context().request.get('/api/quick-start')
      ).json()) as QuickStartState;
      expect(state.step).toBe(5);
      expect(state.jobs.map((job) => job.status)).toEqual(['succeeded', 'succeeded']);
      expect(
        state.jobs.map((job) => [job.durationSeconds, job.aspectRatio, job.resolution]),
      ).toEqual([
        [8, '9:16', '720p'],
        [8, '9:16', '720p'],
      ]);
      expect(state.jobs.filter((job) => job.freeVideo)).toHaveLength(1);

      // Upload more: back to step 1 with a new, empty batch.
      await wizard.getByRole('button', { name: 'Upload more' }).click();
      await onStep(wizard, 1);
      expect(unexpectedErrors(problems)).toEqual([]);
      expect(problems.cspViolations).toEqual([]);
    },
  );

  it('refuses an email that already has an account and links to sign in', async () => {
    const page = await suite.signedIn('existing');
    const email = await page.context().request.get('/api/me');
    const { email: taken } = (await email.json()) as { email: string };
    const visitor = await suite.visitor();
    await visitor.goto('/start');
    await visitor.getByTestId('image-input').setInputFiles({
      name: 'hall.png',
      mimeType: 'image/png',
      buffer: photo('#a3a380'),
    });
    await visitor.getByTestId('quick-start-email').fill(taken);
    await visitor.getByRole('button', { name: 'Continue' }).click();
    const alert = visitor.getByRole('alert').filter({ hasText: 'already exists' });
    await alert.waitFor();
    await alert.getByRole('link', { name: 'Sign in' }).click();
    await visitor.waitForURL((url) => url.pathname === '/auth');
  });

  it('a Drive link alone counts as 10 images, and without a Google API key says to add images', async () => {
    const page = await suite.signedIn('drive');
    await page.goto('/start');
    await onStep(page, 1);
    await page
      .getByTestId('drive-link')
      .fill('https://drive.google.com/drive/folders/1AbCdEfGhIjK');
    await page.getByRole('button', { name: 'Continue' }).click();
    const dialog = page.getByRole('dialog', { name: 'Check your credits' });
    await dialog.getByText('You can make 1 video now: 1 free daily video.').waitFor();
    await dialog.getByText(/^The other 9 videos need \d+ more credits/).waitFor();
    await dialog.getByRole('button', { name: 'Generate 1 video now' }).click();
    const failed = toast(page, 'Upload failed');
    await failed.waitFor();
    await failed.getByText("needs the server's Google API key").waitFor();
    // Nothing was made or charged, and the wizard stays on Upload.
    await onStep(page, 1);
    const state = await page.context().request.get('/api/quick-start');
    expect(((await state.json()) as QuickStartState).jobs).toEqual([]);
  });

  it('fits a 390 px phone: nothing runs past the screen on the Upload step', async () => {
    const page = await suite.visitor({ viewport: VIEWPORTS.mobile });
    await page.goto('/start');
    await onStep(page, 1);
    await page.getByTestId('image-input').setInputFiles([
      {
        name: 'a-rather-long-file-name-for-the-living-room.png',
        mimeType: 'image/png',
        buffer: photo('#7c6f64'),
      },
      { name: 'kitchen.png', mimeType: 'image/png', buffer: photo('#4f6d7a') },
    ]);
    await page.getByText('2 images chosen').waitFor();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(VIEWPORTS.mobile.width);
    await screenshot(page, 'quick-start-1-upload-mobile', { fullPage: true });
  });
});
