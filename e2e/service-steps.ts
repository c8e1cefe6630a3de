import { createCanvas } from '@napi-rs/canvas';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** What the service's people do in the browser, shared by the intake and whole-story tests. */

export const toast = (page: Page, text: string) =>
  page.locator('[data-sonner-toast]').filter({ hasText: text });

/** A sign-in link in a mail. */
export const VERIFY_LINK = /https?:\/\/[^\s"<>]+\/api\/auth\/magic-link\/verify\?token=[^\s"<>]+/;

/**
 * A small real PNG of a room (the server decodes every upload): a wall in `color`, a floor, a
 * window and a sofa, so each photo and each clip made from it looks different.
 */
export function roomPhoto(color: string, width = 320, height = 240): Buffer {
  const canvas = createCanvas(width, height);
  const context = canvas.getContext('2d');
  context.fillStyle = color;
  context.fillRect(0, 0, width, height);
  context.fillStyle = '#c9b79c';
  context.fillRect(0, height * 0.7, width, height * 0.3);
  context.fillStyle = '#dfeaf2';
  context.fillRect(width * 0.6, height * 0.15, width * 0.25, height * 0.35);
  context.fillStyle = '#f4efe6';
  context.fillRect(width * 0.12, height * 0.5, width * 0.75, height * 0.33);
  return canvas.toBuffer('image/png');
}

export const ROOM_COLORS = ['#8a6f5a', '#4f6d7a', '#b5838d', '#6d6875', '#7a8450', '#a47148'];

/** A visitor sends `count` room photos from /upload and sees the thanks. */
export async function submitPhotos(page: Page, email: string, business: string, count: number) {
  await page.goto('/upload');
  // How long unreviewed photos are kept is said before anything is sent (decision 050).
  await page.getByTestId('upload-kept').getByText('within 30 days').waitFor();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Phone').fill('+1 555 0100');
  await page.getByLabel('Business name').fill(business);
  await page.getByTestId('upload-files').setInputFiles(
    ROOM_COLORS.slice(0, count).map((color, index) => ({
      name: `room-${index + 1}.png`,
      mimeType: 'image/png',
      buffer: roomPhoto(color),
    })),
  );
  await expect
    .poll(() => page.getByTestId('upload-file-count').textContent())
    .toContain(`${count} photo${count === 1 ? '' : 's'} selected`);
  await page.getByTestId('upload-submit').click();
  await page.getByTestId('upload-thank-you').waitFor();
}

/** The admin approves the pending submission from `email` on /admin/submissions. */
export async function approveSubmission(admin: Page, email: string, business: string) {
  await admin.goto('/admin/submissions');
  const card = admin.getByTestId('submission-card').filter({ hasText: email });
  await card.waitFor();
  await card.getByTestId('approve-submission').click();
  const confirm = admin.getByRole('dialog', { name: `Approve ${business}?` });
  await confirm.getByRole('button', { name: 'Approve', exact: true }).click();
  await toast(admin, 'Submission Approved').waitFor();
  await confirm.waitFor({ state: 'hidden' });
}

/** Connects the test-mode YouTube channel from /social-connections. */
export async function connectTestChannel(page: Page) {
  await page.goto('/social-connections');
  await page.getByRole('button', { name: 'Connect YouTube' }).click();
  await page.waitForURL((url) => url.pathname === '/youtube-test/consent');
  await page.getByRole('button', { name: 'Allow' }).click();
  await page.waitForURL((url) => url.pathname === '/social-connections' && !url.search);
  await page.getByText('Test mode', { exact: true }).first().waitFor();
}

/** The page is no wider than its viewport (nothing to scroll sideways). */
export async function expectFitsWidth(page: Page, width: number) {
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth).toBeLessThanOrEqual(width);
}

/** The `datetime` of each matched <time>, in ms. */
export const datetimes = (locator: ReturnType<Page['locator']>) =>
  locator.evaluateAll((elements) =>
    elements.map((element) => new Date(element.getAttribute('datetime')!).getTime()),
  );

/** A `datetime-local` input's value for `date` in the browser's (and this process's) zone. */
export function localInputValue(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
