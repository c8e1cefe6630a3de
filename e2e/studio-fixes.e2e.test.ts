import { createCanvas } from '@napi-rs/canvas';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { facePhoto } from '../test/fixtures/face-pictures';
import { screenshot, shouldSkipBrowserTests, VIEWPORTS } from './harness';
import { signedInBrowserSuite } from './suite';

/**
 * Issue 21 items 2, 4 and 5 in Chromium: a saved background reused in the video studio (the set
 * behind a podcast host, an Image to Video image), the image picker refusing a text file before
 * it counts, and Image to Video's shape shown with a crop preview and overridden.
 */

const { desktop, mobile } = VIEWPORTS;
/** A background (3), a 2 s clip (4), three 5 s 720p image videos (40 each), and room. */
const SIGNUP_CREDITS = 200;
const RENDER_TIMEOUT_MS = 60_000;
const SHOTS = 'i21fix';

function png(width: number, height: number, colour = '#d97706'): Buffer {
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = colour;
  ctx.fillRect(0, 0, width, height);
  ctx.fillStyle = '#1e293b';
  ctx.fillRect(width / 4, height / 4, width / 2, height / 2);
  return canvas.toBuffer('image/png');
}

/** A mono 16-bit PCM WAV of a tone: a real audio file the server can probe. */
function toneWav(seconds: number, sampleRate = 8_000): Buffer {
  const samples = Math.round(seconds * sampleRate);
  const wav = Buffer.alloc(44 + samples * 2);
  wav.write('RIFF', 0, 'latin1');
  wav.writeUInt32LE(36 + samples * 2, 4);
  wav.write('WAVEfmt ', 8, 'latin1');
  wav.writeUInt32LE(16, 16);
  wav.writeUInt16LE(1, 20);
  wav.writeUInt16LE(1, 22);
  wav.writeUInt32LE(sampleRate, 24);
  wav.writeUInt32LE(sampleRate * 2, 28);
  wav.writeUInt16LE(2, 32);
  wav.writeUInt16LE(16, 34);
  wav.write('data', 36, 'latin1');
  wav.writeUInt32LE(samples * 2, 40);
  for (let index = 0; index < samples; index++) {
    const value = Math.sin((2 * Math.PI * 220 * index) / sampleRate) * 0.3 * 32_767;
    wav.writeInt16LE(Math.round(value), 44 + index * 2);
  }
  return wav;
}

describe.skipIf(shouldSkipBrowserTests())('studio fixes (issue 21) in Chromium', () => {
  const suite = signedInBrowserSuite({ env: { SIGNUP_CREDITS: String(SIGNUP_CREDITS) } });
  let page: Page;

  const toast = (text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });
  const panel = () => page.getByRole('region', { name: 'Create a video' });
  const costText = () => page.getByTestId('video-cost').textContent();
  const posted = (path: string) =>
    page.waitForResponse(
      (response) =>
        new URL(response.url()).pathname === path && response.request().method() === 'POST',
    );
  const shot = async (name: string) => {
    await page.setViewportSize(desktop);
    await screenshot(page, `${SHOTS}-${name}-1280`);
    await page.setViewportSize(mobile);
    await screenshot(page, `${SHOTS}-${name}-390`);
    await page.setViewportSize(desktop);
  };
  async function waitForStatus(card: Locator, status: string) {
    await expect
      .poll(() => card.getAttribute('data-status'), { timeout: RENDER_TIMEOUT_MS, interval: 250 })
      .toBe(status);
  }

  it(
    'reuses a saved background as a podcast set and as an Image to Video image',
    { timeout: 180_000 },
    async () => {
      page = await suite.signedIn('background-reuse');
      await page.goto('/backgrounds');
      const form = page.getByRole('form', { name: 'Create a background' });
      await form.getByLabel('Name').fill('Brooklyn loft');
      await form
        .getByLabel('Description')
        .fill('An exposed-brick loft studio with warm Edison bulbs and a leather sofa');
      await form.getByRole('button', { name: 'Generate Background (3 credits)' }).click();
      await waitForStatus(page.getByTestId('podcast-background-card').first(), 'ready');

      await page.goto('/videos');
      const studio = panel();
      await studio.getByLabel('Prompt', { exact: true }).fill('A host talking about lofts');
      await studio.getByLabel('Audio file').setInputFiles({
        name: 'intro.wav',
        mimeType: 'audio/wav',
        buffer: toneWav(2),
      });
      // A photograph with a face: the talking portrait holds a faceless picture back.
      await studio.getByLabel('Portrait image').setInputFiles({
        name: 'host.jpg',
        mimeType: 'image/jpeg',
        buffer: facePhoto('astronaut'),
      });
      await studio.getByLabel('Podcast set').selectOption({ label: 'Brooklyn loft' });
      await expect
        .poll(() => studio.getByTestId('podcast-set').textContent())
        .toContain('Set: Brooklyn loft');
      await expect.poll(costText).toBe('Cost: 4 credits');
      await shot('podcast-set');
      const clip = posted('/api/videos/podcast-clip');
      await studio.getByRole('button', { name: 'Generate' }).click();
      const clipResponse = await clip;
      expect(clipResponse.status()).toBe(201);
      const clipJob = (await clipResponse.json()) as { id: string };
      await toast('Job submitted successfully!').waitFor();
      const clipCard = page.locator(`[data-job-id="${clipJob.id}"]`);
      await waitForStatus(clipCard, 'succeeded');

      // The same background as the image of an Image to Video job.
      await studio.getByRole('radio', { name: 'Image to Video' }).check();
      await studio.getByLabel('Prompt', { exact: true }).fill('Slow pan across the loft');
      await studio.getByLabel('Background image').selectOption({ label: 'Brooklyn loft' });
      const chosen = studio.getByRole('list', { name: 'Chosen images' }).locator('li');
      await expect.poll(() => chosen.count()).toBe(1);
      expect(await chosen.first().getAttribute('data-source')).toBe('background');
      await expect
        .poll(() => chosen.first().getByTestId('crop-preview').getAttribute('data-aspect-ratio'))
        .toBe('16:9');
      await expect.poll(costText).toMatch(/^Cost: 64 credits · 1 image × 64$/);
      await shot('background-image');
      const created = posted('/api/videos/image-to-video');
      await studio.getByRole('button', { name: 'Generate' }).click();
      const response = await created;
      expect(response.status()).toBe(201);
      expect(await response.json()).toMatchObject({ mode: 'veo', aspectRatio: '16:9' });
    },
  );

  it('refuses a text file in the image picker before it is counted', async () => {
    page = await suite.signedIn('picker-types');
    await page.goto('/videos');
    const studio = panel();
    await studio.getByRole('radio', { name: 'Image to Video' }).check();
    await studio.getByLabel('Images', { exact: true }).setInputFiles([
      { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('my shopping list') },
      { name: 'photo.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('<html>not a jpeg') },
      { name: 'room.png', mimeType: 'image/png', buffer: png(320, 240) },
    ]);
    await toast('"notes.txt" is not an image (JPEG, PNG, WebP or GIF)').waitFor();
    await toast('"photo.jpg" is not an image (JPEG, PNG, WebP or GIF)').waitFor();
    const chosen = studio.getByRole('list', { name: 'Chosen images' }).locator('li');
    await expect.poll(() => chosen.count()).toBe(1);
    await chosen.getByRole('img', { name: 'Image 1: room.png' }).waitFor();
    await expect.poll(costText).toBe('Cost: 64 credits · 1 image × 64');
    // Only a text file: nothing is added, the price stays per image.
    await studio.getByLabel('Images', { exact: true }).setInputFiles({
      name: 'readme.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('hello'),
    });
    await toast('"readme.txt" is not an image (JPEG, PNG, WebP or GIF)').waitFor();
    expect(await chosen.count()).toBe(1);
    await shot('picker-refuses-text');
  });

  it('shows the detected shape with a crop preview, and sends the override', async () => {
    page = await suite.signedIn('aspect-override');
    await page.goto('/videos');
    const studio = panel();
    await studio.getByRole('radio', { name: 'Image to Video' }).check();
    await studio.getByLabel('Prompt', { exact: true }).fill('A reading nook, slow zoom');
    await studio.getByLabel('Images', { exact: true }).setInputFiles({
      name: 'nook.png',
      mimeType: 'image/png',
      buffer: png(300, 400, '#0ea5e9'),
    });
    const preview = studio.getByTestId('crop-preview');
    // 3:4 is between 0.7 and 1.5: the spec's default, 16:9, marked as detected.
    await expect.poll(() => preview.getAttribute('data-aspect-ratio')).toBe('16:9');
    await studio.getByText('16:9 auto').waitFor();
    const landscape = await preview.boundingBox();
    expect(landscape!.width).toBeGreaterThan(landscape!.height);
    const shape = studio.getByRole('group', { name: 'Video shape' });
    expect(await shape.getByRole('radio', { name: 'Auto' }).isChecked()).toBe(true);
    await shot('aspect-detected');

    await shape.getByRole('radio', { name: '9:16' }).check();
    await expect.poll(() => preview.getAttribute('data-aspect-ratio')).toBe('9:16');
    const portrait = await preview.boundingBox();
    expect(portrait!.height).toBeGreaterThan(portrait!.width);
    await shot('aspect-override');
    const created = posted('/api/videos/image-to-video');
    await studio.getByRole('button', { name: 'Generate' }).click();
    const response = await created;
    expect(response.status()).toBe(201);
    expect(await response.json()).toMatchObject({ mode: 'veo', aspectRatio: '9:16' });
  });
});
