import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { hedraCost } from '@shared/pricing';
import { videoJobSchema } from '@shared/videos';
import { describe, expect, it } from 'vitest';
import { createMediaToolkit } from '../src/server/media/index';
import { logoPhoto, spokenWav } from '../test/fixtures/audiogram';
import { balanceOf } from './credit-balance';
import { screenshot, SCREENSHOT_DIR, shouldSkipBrowserTests, VIEWPORTS } from './harness';
import { isPost, OFFLINE_ENGINES_ENV } from './podcast-side';
import { signedInBrowserSuite } from './suite';

const { desktop, mobile } = VIEWPORTS;
const SIGNUP_CREDITS = 40;
const WORK_TIMEOUT_MS = 90_000;

/**
 * An audiogram with a logo (decision 059), as a podcaster makes one: upload the speech, pick
 * the Spotlight template, type the title and show, choose a colour, the circle waveform and
 * (in the options' Aspect ratio) a square, add the cover art, pay the podcast clip's price and watch it render locally.
 */
describe.skipIf(shouldSkipBrowserTests())('an audiogram in Chromium', () => {
  const suite = signedInBrowserSuite({
    env: { SIGNUP_CREDITS: String(SIGNUP_CREDITS), ...OFFLINE_ENGINES_ENV },
  });

  it('uploads a logo, picks template, colour and waveform, renders and shows it', async () => {
    const page = await suite.signedIn('audiogram');
    const [speech, logo] = await Promise.all([
      spokenWav('Welcome back to the show. Today, small coffee roasters.'),
      logoPhoto(),
    ]);
    await page.goto('/videos');
    const panel = page.getByRole('region', { name: 'Create a video' });
    await panel.getByLabel('Audio file').setInputFiles({
      name: 'episode.wav',
      mimeType: 'audio/wav',
      buffer: speech,
    });
    const design = panel.getByTestId('audiogram-design');
    await design.getByRole('radio', { name: 'Spotlight' }).check();
    await design.getByText('Audiograms are always made by the built-in engine').waitFor();
    await design.getByLabel('Episode title').fill('Small roasters, big dreams');
    await design.getByLabel('Guest or show name').fill('The Small Batch Podcast');
    await design.getByLabel('Brand colour').fill('#ff3366');
    await design.getByRole('radio', { name: 'Circle' }).check();
    // One shape control: the clip's Aspect ratio, under Expand; the design only names it.
    expect(await design.getByRole('radio', { name: '1:1' }).count()).toBe(0);
    expect(await design.getByTestId('audiogram-shape').textContent()).toContain('Made in 9:16');
    await design.getByLabel('Cover art or logo').setInputFiles({
      name: 'cover.png',
      mimeType: 'image/png',
      buffer: logo,
    });
    await design.getByText('cover.png').waitFor();

    // The price is the podcast clip's for the audio's length, shown before paying.
    await panel.getByRole('button', { name: 'Expand' }).click();
    const advanced = panel.getByRole('group', { name: 'Advanced options' });
    await advanced.getByRole('radio', { name: '1:1' }).check();
    await expect
      .poll(() => design.getByTestId('audiogram-shape').textContent())
      .toContain('Made in 1:1');
    const duration = panel.getByLabel('Duration (seconds)');
    // Prefilled from the audio's length once the browser has read it (default: 5).
    await expect.poll(() => duration.inputValue()).not.toBe('5');
    const seconds = Number(await duration.inputValue());
    expect(seconds).toBeGreaterThan(1);
    const cost = hedraCost(seconds);
    await expect
      .poll(() => page.getByTestId('video-cost').textContent())
      .toBe(`Cost: ${cost} credits`);
    await screenshot(page, 'audiogram-form-desktop', { fullPage: true });
    await page.setViewportSize(mobile);
    await screenshot(page, 'audiogram-form-mobile', { fullPage: true });
    await page.setViewportSize(desktop);

    const posted = page.waitForResponse(isPost('/api/videos/podcast-clip'));
    await panel.getByRole('button', { name: 'Generate' }).click();
    const answer = await posted;
    expect(answer.status()).toBe(201);
    const job = videoJobSchema.parse(await answer.json());
    expect(job).toMatchObject({
      engine: 'local',
      aspectRatio: '1:1',
      cost,
      prompt: 'Small roasters, big dreams',
    });
    const card = page.getByTestId('video-job-card').first();
    await expect
      .poll(() => card.getAttribute('data-status'), { timeout: WORK_TIMEOUT_MS, interval: 250 })
      .toBe('succeeded');
    await expect.poll(() => balanceOf(page)).toBe(String(SIGNUP_CREDITS - cost));
    // The card says what was made, besides the engine that made it.
    expect(await card.getByTestId('video-job-made').textContent()).toBe('Audiogram: Spotlight');
    await card.getByText('Local engine').waitFor();
    // Tall enough that the panel leaves the card in view, to look at what it says.
    await page.setViewportSize({ width: desktop.width, height: 1600 });
    await card.screenshot({ path: path.join(SCREENSHOT_DIR, 'audiogram-card.png') });
    await page.setViewportSize(desktop);
    await screenshot(page, 'audiogram-rendered-desktop');

    const done = videoJobSchema.parse(
      await (await suite.context.request.get(`${suite.server.url}/api/videos/${job.id}`)).json(),
    );
    const mp4 = await suite.context.request.get(new URL(done.videoUrl!, suite.server.url).href);
    expect(mp4.status()).toBe(200);
    const file = path.join(SCREENSHOT_DIR, 'audiogram.mp4');
    await writeFile(file, await mp4.body());
    const probe = await createMediaToolkit({
      media: { ffmpegPath: undefined, ffprobePath: undefined },
    }).probe(file);
    expect(probe.video).toMatchObject({ codec: 'h264', width: 540, height: 540 });
    expect(Math.abs((probe.durationSeconds ?? 0) - seconds)).toBeLessThan(0.1);
  });
});
