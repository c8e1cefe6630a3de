import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { hedraCost } from '@shared/pricing';
import { spokenAudio, type SpokenAudio } from '../test/fixtures/speech';
import { facePhoto } from '../test/fixtures/face-pictures';
import { screenshot, shouldSkipBrowserTests, VIEWPORTS } from './harness';
import { signedInBrowserSuite } from './suite';

/**
 * Issue 29 item 3 in Chromium (decision 058): after picking the audio the user sees its
 * waveform, plays the chosen moment, sets it with the handles and the seconds fields (the
 * price follows), asks for a suggestion, and the clip is made from that moment.
 */

const { desktop, mobile } = VIEWPORTS;
const SHOTS = 'i29-moment';
const RENDER_TIMEOUT_MS = 90_000;

describe.skipIf(shouldSkipBrowserTests())('the podcast clip moment in Chromium', () => {
  const suite = signedInBrowserSuite({ env: { SIGNUP_CREDITS: '200' } });
  let page: Page;
  let talk: SpokenAudio;

  beforeAll(async () => {
    // A steady hum first (a music bed), then three spoken sentences with pauses.
    talk = await spokenAudio([
      { silence: 0.5 },
      { hum: 8 },
      { silence: 0.6 },
      { say: 'Welcome back to the show, everyone.' },
      { silence: 0.7 },
      { say: 'Today we talk about why small habits change big things.' },
      { silence: 0.7 },
      { say: 'And it all starts with one tiny step.' },
      { silence: 1.5 },
    ]);
  }, 60_000);

  const panel = () => page.getByRole('region', { name: 'Create a video' });
  const costText = () => page.getByTestId('video-cost').textContent();
  const seconds = async (field: Locator) => Number(await field.inputValue());
  const shot = async (name: string) => {
    await page.setViewportSize(desktop);
    await screenshot(page, `${SHOTS}-${name}-1280`);
    await page.setViewportSize(mobile);
    await screenshot(page, `${SHOTS}-${name}-390`);
    await page.setViewportSize(desktop);
  };

  it('picks, plays, suggests and renders the moment', { timeout: 240_000 }, async () => {
    page = await suite.signedIn('moment');
    await page.goto('/videos');
    const studio = panel();
    await studio.getByLabel('Prompt', { exact: true }).fill('A host talking about habits');
    await studio.getByLabel('Audio file').setInputFiles({
      name: 'habits.wav',
      mimeType: 'audio/wav',
      buffer: talk.wav,
    });
    // A photograph with a face: the talking portrait holds a faceless picture back.
    await studio.getByLabel('Portrait image').setInputFiles({
      name: 'host.jpg',
      mimeType: 'image/jpeg',
      buffer: facePhoto('astronaut'),
    });
    const picker = studio.getByTestId('moment-picker');
    await picker.getByTestId('moment-waveform').waitFor();
    const start = picker.getByRole('spinbutton', { name: 'Start' });
    const end = picker.getByRole('spinbutton', { name: 'End' });
    const total = talk.samples.length / talk.sampleRate;
    // All of the audio is chosen at first, and priced.
    await expect.poll(() => seconds(end)).toBeCloseTo(total, 1);
    await expect.poll(costText).toBe(`Cost: ${hedraCost(Math.round(total * 100) / 100)} credits`);

    // Typed edges land in pauses; the price follows the length.
    const sayings = talk.spans.filter((span) => span.kind === 'say');
    await start.fill(String((sayings[0]!.start + 0.3).toFixed(2)));
    await start.press('Enter');
    await end.fill(String((sayings[1]!.end - 0.3).toFixed(2)));
    await end.press('Enter');
    await expect.poll(() => seconds(end)).toBeGreaterThanOrEqual(sayings[0]!.end);
    const typed = { start: await seconds(start), end: await seconds(end) };
    expect(typed.start).toBeLessThanOrEqual(sayings[0]!.start);
    expect(typed.end).toBeGreaterThanOrEqual(sayings[1]!.end);
    const length = Math.round((typed.end - typed.start) * 100) / 100;
    await expect.poll(costText).toBe(`Cost: ${hedraCost(length)} credits`);

    // Dragging the end handle to the waveform's middle makes the clip shorter, and cheaper.
    const box = (await picker.getByTestId('moment-waveform').boundingBox())!;
    const handle = (await picker.getByTestId('moment-end-handle').boundingBox())!;
    await page.mouse.move(handle.x + handle.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * ((typed.start + 4) / total), box.y + 10, {
      steps: 5,
    });
    await page.mouse.up();
    await expect.poll(() => seconds(end)).toBeLessThan(typed.end - 1);
    const dragged = Math.round(((await seconds(end)) - typed.start) * 100) / 100;
    await expect.poll(costText).toBe(`Cost: ${hedraCost(dragged)} credits`);

    // Playing the moment moves a playhead across the waveform.
    await picker.getByRole('button', { name: 'Play moment' }).click();
    await picker.getByTestId('moment-playhead').waitFor();
    await picker.getByRole('button', { name: 'Play moment' }).click();

    // The suggestion skips the hum: it starts at a pause after it, as long as asked.
    await picker.getByRole('button', { name: 'Suggest a moment' }).click();
    await expect.poll(() => picker.getByTestId('moment-note').textContent()).toMatch(/^Suggested/);
    const hum = talk.spans.find((span) => span.kind === 'hum')!;
    expect(await seconds(start)).toBeGreaterThanOrEqual(hum.end);
    const suggested = Math.round(((await seconds(end)) - (await seconds(start))) * 100) / 100;
    await expect.poll(costText).toBe(`Cost: ${hedraCost(suggested)} credits`);
    await shot('picker');

    const created = page.waitForResponse(
      (response) =>
        new URL(response.url()).pathname === '/api/videos/podcast-clip' &&
        response.request().method() === 'POST',
    );
    await studio.getByRole('button', { name: 'Generate' }).click();
    const response = await created;
    expect(response.status()).toBe(201);
    const job = (await response.json()) as { id: string; cost: number; durationSeconds: number };
    expect(job.cost).toBeLessThanOrEqual(hedraCost(suggested));
    expect(Math.abs(job.durationSeconds - suggested)).toBeLessThan(0.1);
    const card = page.locator(`[data-job-id="${job.id}"]`);
    await expect
      .poll(() => card.getAttribute('data-status'), { timeout: RENDER_TIMEOUT_MS, interval: 250 })
      .toBe('succeeded');
    await shot('rendered');
  });
});
