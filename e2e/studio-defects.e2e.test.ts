import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { resolveMediaBinaries } from '../src/server/media/binaries';
import { screenshot, shouldSkipBrowserTests, VIEWPORTS } from './harness';
import { signedInBrowserSuite } from './suite';

/**
 * Issue 29 item 6 in Chromium: the music bed picker of Text to Video (each track heard before
 * choosing, the choice reaches the request), and a local voice clone that says it is an approximation. Screenshots at 1280 and
 * 390 px wide.
 */

const { desktop, mobile } = VIEWPORTS;
const SHOTS = 'i29defects';

/** A real 2 s MP3 (a tone), made with the project's own ffmpeg. */
async function toneMp3(): Promise<Buffer> {
  const { ffmpegPath } = resolveMediaBinaries({
    ffmpegPath: process.env.FFMPEG_PATH || undefined,
    ffprobePath: process.env.FFPROBE_PATH || undefined,
  });
  const { stdout } = await promisify(execFile)(
    ffmpegPath,
    [
      ...['-hide_banner', '-loglevel', 'error', '-f', 'lavfi'],
      ...['-i', 'sine=frequency=180:duration=2', '-ac', '1', '-ar', '22050'],
      ...['-c:a', 'libmp3lame', '-b:a', '64k', '-f', 'mp3', 'pipe:1'],
    ],
    { encoding: 'buffer', maxBuffer: 10 * 1024 * 1024 },
  );
  return stdout;
}

describe.skipIf(shouldSkipBrowserTests())('studio defects (issue 29) in Chromium', () => {
  const suite = signedInBrowserSuite({
    env: { ELEVENLABS_API_KEY: '', SIGNUP_CREDITS: '200' },
  });
  let page: Page;

  it('Text to Video offers a music bed and sends the choice', { timeout: 90_000 }, async () => {
    page = await suite.signedIn('music-bed');
    await page.goto('/videos');
    const panel = page.getByRole('region', { name: 'Create a video' });
    await panel.getByRole('radio', { name: 'Text to Video' }).check();
    const options = panel.getByRole('group', { name: 'Advanced options' });
    if (!(await options.isVisible())) await panel.getByRole('button', { name: 'Expand' }).click();
    const music = options.getByRole('group', { name: 'Music' });
    expect(await music.getByRole('radio', { name: 'No music' }).isChecked()).toBe(true);
    // Each track can be heard before choosing it: served as audio, playing, stopped again.
    const served = page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/api/videos/music-beds/calm/preview',
    );
    await options.getByRole('button', { name: 'Play the Calm preview' }).click();
    const preview = await served;
    expect([200, 206]).toContain(preview.status());
    expect(preview.headers()['content-type']).toBe('audio/mp4');
    const stopCalm = options.getByRole('button', { name: 'Stop the Calm preview' });
    await expect
      .poll(() => stopCalm.getAttribute('data-phase'), { timeout: 20_000 })
      .toBe('playing');
    await screenshot(page, `${SHOTS}-music-preview-desktop`);
    await stopCalm.click();
    await options.getByRole('button', { name: 'Play the Calm preview' }).waitFor();
    // Hearing a track does not choose it.
    expect(await music.getByRole('radio', { name: 'No music' }).isChecked()).toBe(true);
    await music.getByRole('radio', { name: 'Upbeat' }).check();
    await panel.getByLabel('Prompt', { exact: true }).fill('A harbour at dawn, slow dolly in');
    await screenshot(page, `${SHOTS}-music-desktop`);
    await page.setViewportSize(mobile);
    await music.scrollIntoViewIfNeeded();
    await screenshot(page, `${SHOTS}-music-mobile`);
    await page.setViewportSize(desktop);

    const created = page.waitForResponse(
      (response) =>
        new URL(response.url()).pathname === '/api/videos/text-to-video' &&
        response.request().method() === 'POST',
    );
    await panel.getByRole('button', { name: 'Generate' }).click();
    const response = await created;
    expect(response.status()).toBe(201);
    expect(response.request().postDataJSON()).toMatchObject({ musicBed: 'upbeat' });
  });

  it('a local clone says it is an approximation', { timeout: 90_000 }, async () => {
    page = await suite.signedIn('clone-approximation', { viewport: mobile });
    await page.goto('/voices');
    const form = page.getByRole('form', { name: 'Clone Your Voice' });
    await form.getByText('the built-in voice is an approximation').waitFor();
    await form.getByLabel('Voice Name').fill('My Voice');
    await form.getByLabel('This is my voice, or I have permission to clone it').check();
    await form
      .getByLabel('Audio sample (MP3)')
      .setInputFiles({ name: 'me.mp3', mimeType: 'audio/mpeg', buffer: await toneMp3() });
    await form.getByRole('button', { name: 'Clone Voice' }).click();
    const card = page
      .getByRole('region', { name: 'Your Voices' })
      .getByRole('article', { name: 'My Voice' });
    await card.getByText(/^An approximation, not a clone/).waitFor();
    await screenshot(page, `${SHOTS}-clone-mobile`, { fullPage: true });
    await page.setViewportSize(desktop);
    await screenshot(page, `${SHOTS}-clone-desktop`, { fullPage: true });
  });
});
