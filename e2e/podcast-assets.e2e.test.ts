import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot, shouldSkipBrowserTests, VIEWPORTS } from './harness';
import { signedInBrowserSuite } from './suite';

const { desktop, mobile } = VIEWPORTS;
/** A host (3), a 2 s podcast clip (4) and a background (3), with room to spare. */
const SIGNUP_CREDITS = 20;
/** The local engine renders for real; on a busy 2-core machine that can take a while. */
const RENDER_TIMEOUT_MS = 60_000;

/** A mono 16-bit PCM WAV of a 220 Hz tone: a real audio file the server can probe. */
function toneWav(seconds: number, sampleRate = 8_000): Buffer {
  const samples = Math.round(seconds * sampleRate);
  const wav = Buffer.alloc(44 + samples * 2);
  wav.write('RIFF', 0, 'latin1');
  wav.writeUInt32LE(36 + samples * 2, 4);
  wav.write('WAVEfmt ', 8, 'latin1');
  wav.writeUInt32LE(16, 16); // fmt chunk size
  wav.writeUInt16LE(1, 20); // PCM
  wav.writeUInt16LE(1, 22); // mono
  wav.writeUInt32LE(sampleRate, 24);
  wav.writeUInt32LE(sampleRate * 2, 28); // byte rate
  wav.writeUInt16LE(2, 32); // block align
  wav.writeUInt16LE(16, 34); // bits per sample
  wav.write('data', 36, 'latin1');
  wav.writeUInt32LE(samples * 2, 40);
  for (let index = 0; index < samples; index++) {
    const value = Math.sin((2 * Math.PI * 220 * index) / sampleRate) * 0.3 * 32_767;
    wav.writeInt16LE(Math.round(value), 44 + index * 2);
  }
  return wav;
}

describe.skipIf(shouldSkipBrowserTests())('AI hosts and backgrounds in Chromium', () => {
  const suite = signedInBrowserSuite({ env: { SIGNUP_CREDITS: String(SIGNUP_CREDITS) } });
  let page: Page;

  async function signedIn(label: string) {
    page = await suite.signedIn(label);
  }

  const toast = (text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });
  const posted = (path: string) =>
    page.waitForResponse(
      (response) =>
        new URL(response.url()).pathname === path && response.request().method() === 'POST',
    );
  /** [width, height] of a picture once it has loaded, else [0, 0]. */
  const pictureLoaded = (image: Locator) =>
    image.evaluate((element: HTMLImageElement): [number, number] =>
      element.complete ? [element.naturalWidth, element.naturalHeight] : [0, 0],
    );
  async function waitForStatus(card: Locator, status: string) {
    await expect
      .poll(() => card.getAttribute('data-status'), { timeout: RENDER_TIMEOUT_MS, interval: 250 })
      .toBe(status);
  }

  it(
    'creates an AI podcast host, lists it, and the video studio uses it as the portrait',
    { timeout: 150_000 },
    async () => {
      await signedIn('hosts');
      await page.goto('/characters');
      await page.getByRole('heading', { level: 1, name: 'AI Character Creator' }).waitFor();
      expect(await page.getByRole('link', { name: '← Back to Studio' }).getAttribute('href')).toBe(
        '/videos',
      );
      await page.getByText('No characters yet. Describe your first podcast host above.').waitFor();

      const form = page.getByRole('form', { name: 'Create a podcast host' });
      expect(await form.getByLabel('Style', { exact: true }).inputValue()).toBe(
        'modern professional',
      );
      const generate = form.getByRole('button', { name: 'Generate Character (3 credits)' });
      await generate.click();
      await toast('Please provide a name and description for your character.').waitFor();

      await form.getByLabel('Name').fill('Maya Chen');
      await form
        .getByLabel('Description')
        .fill('A warm, curious tech journalist with short dark hair and round glasses');
      await form.getByRole('button', { name: 'cinematic' }).click();
      expect(await form.getByLabel('Style', { exact: true }).inputValue()).toBe('cinematic');
      const created = posted('/api/podcast-characters');
      await generate.click();
      const response = await created;
      expect(response.status()).toBe(201);
      expect(response.request().postDataJSON()).toEqual({
        name: 'Maya Chen',
        description: 'A warm, curious tech journalist with short dark hair and round glasses',
        style: 'cinematic',
      });

      const card = page.getByTestId('podcast-character-card').first();
      await waitForStatus(card, 'ready');
      await toast('Character created successfully.').waitFor();
      const [width, height] = await pictureLoaded(card.getByRole('img', { name: /^Maya Chen/ }));
      expect(width).toBeGreaterThan(0);
      expect(width).toBe(height);
      expect(
        await card.getByRole('list', { name: 'Style tags' }).locator('li').count(),
      ).toBeGreaterThan(0);
      await card.getByText('Local engine').waitFor();
      await screenshot(page, 'characters-ready-desktop');
      await page.setViewportSize(mobile);
      await screenshot(page, 'characters-ready-mobile', { fullPage: true });
      await page.setViewportSize(desktop);

      // The video studio's quick podcast preset picks the ready host as the portrait, even
      // when it is clicked while the hosts are still loading (here held back 1.5 s).
      let releaseHosts: () => void = () => {};
      const hostsHeld = new Promise<void>((resolve) => (releaseHosts = resolve));
      await page.route(
        (url) => url.pathname === '/api/podcast-characters',
        async (route) => {
          await hostsHeld;
          await route.continue();
        },
      );
      setTimeout(() => releaseHosts(), 1_500);
      await page.goto('/videos');
      const panel = page.getByRole('region', { name: 'Create a video' });
      await panel.getByRole('button', { name: 'Podcast preset' }).click();
      await expect
        .poll(() => panel.getByTestId('podcast-portrait-character').textContent())
        .toBe('Maya Chen');
      expect(await panel.getByLabel('Prompt', { exact: true }).inputValue()).toMatch(
        /podcast studio/,
      );

      // With an audio file, the clip goes out with the host's id instead of an image file.
      await panel.getByLabel('Audio file').setInputFiles({
        name: 'intro.wav',
        mimeType: 'audio/wav',
        buffer: toneWav(2),
      });
      await expect.poll(() => page.getByTestId('video-cost').textContent()).toBe('Cost: 4 credits');
      const clip = posted('/api/videos/podcast-clip');
      await panel.getByRole('button', { name: 'Generate' }).click();
      const clipResponse = await clip;
      expect(clipResponse.status()).toBe(201);
      // No image file was chosen, so the server can only have taken the portrait from the
      // character (it answers 400 "Select both audio and image files" without either).
      // Chromium does not expose multipart bodies holding files, so the answer is the proof.
      const job = (await clipResponse.json()) as { mode: string; hasInputImage: boolean };
      expect(job).toMatchObject({ mode: 'hedra', hasInputImage: true });
      await toast('Job submitted successfully!').waitFor();
      await screenshot(page, 'videos-podcast-character-desktop');

      // The portrait picker offers the host too, after removing the current choice.
      await panel.getByRole('button', { name: 'Podcast preset' }).click();
      await panel.getByRole('button', { name: 'Remove character Maya Chen' }).click();
      await panel.getByLabel('Portrait character').selectOption({ label: 'Maya Chen' });
      await panel.getByTestId('podcast-portrait-character').waitFor();
      await screenshot(page, 'videos-podcast-character-picked-desktop');
      await page.setViewportSize(mobile);
      await screenshot(page, 'videos-podcast-character-picked-mobile');
    },
  );

  it('creates a background and shows it in the grid', { timeout: 120_000 }, async () => {
    await signedIn('backgrounds');
    await page.goto('/backgrounds');
    await page.getByRole('heading', { level: 1, name: 'Background Generator' }).waitFor();
    await page.getByText('No backgrounds yet. Describe your first studio set above.').waitFor();

    const form = page.getByRole('form', { name: 'Create a background' });
    const generate = form.getByRole('button', { name: 'Generate Background (3 credits)' });
    await form.getByLabel('Name').fill('Brooklyn loft');
    await generate.click();
    await toast('Please provide both a name and description').waitFor();

    await form
      .getByLabel('Description')
      .fill('An exposed-brick loft studio with warm Edison bulbs and a leather sofa');
    const created = posted('/api/podcast-backgrounds');
    await generate.click();
    expect((await created).status()).toBe(201);
    await toast('Background generation started!').waitFor();
    expect(await form.getByLabel('Name').inputValue()).toBe('');

    const card = page.getByTestId('podcast-background-card').first();
    await waitForStatus(card, 'ready');
    const [width, height] = await pictureLoaded(card.getByRole('img', { name: /^Brooklyn loft/ }));
    expect(width / height).toBeCloseTo(16 / 9, 1);
    await card.getByText('Local engine').waitFor();
    await screenshot(page, 'backgrounds-ready-desktop');
    await page.setViewportSize(mobile);
    await screenshot(page, 'backgrounds-ready-mobile', { fullPage: true });
  });
});
