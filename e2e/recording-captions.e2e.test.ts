import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { NO_TRANSCRIPTION_ENGINE_MESSAGE } from '@shared/transcripts';
import { videoJobSchema } from '@shared/videos';
import { createMediaToolkit } from '../src/server/media/index.js';
import { band, brightPixels, grayFrame } from '../test/fixtures/frames';
import { spokenAudio, type SpokenAudio } from '../test/fixtures/speech';
import { facePhoto } from '../test/fixtures/face-pictures';
import { SCREENSHOT_DIR, screenshot, shouldSkipBrowserTests, VIEWPORTS } from './harness';
import { signedInBrowserSuite } from './suite';

/**
 * Issue 30 item 2 in Chromium (decision 069): an uploaded recording gets its words from the
 * server's engine (PocketSphinx, no keys) as soon as it is chosen, shown as editable captions;
 * one word is edited, the clip is rendered, and a frame shows the captions. Without an engine
 * the captions option says what to set up.
 */

const { desktop, mobile } = VIEWPORTS;
/** The text fields of each multipart form the page sent, newest last. */
type SentForms = Window & { sentForms: Record<string, string | undefined>[] };
const SHOTS = 'i30-recording-captions';
const RENDER_TIMEOUT_MS = 150_000;

describe.skipIf(shouldSkipBrowserTests())('captions of an uploaded recording in Chromium', () => {
  const suite = signedInBrowserSuite({ env: { SIGNUP_CREDITS: '200' } });
  let page: Page;
  let talk: SpokenAudio;

  beforeAll(async () => {
    // Two sentences with a long pause between them: no caption shows in the pause.
    talk = await spokenAudio([
      { silence: 0.4 },
      { say: 'Welcome back to the show, everyone.' },
      { silence: 1.6 },
      { say: 'Today we talk about small habits.' },
      { silence: 0.8 },
    ]);
  }, 60_000);

  const panel = () => page.getByRole('region', { name: 'Create a video' });
  /** Both widths, with `part` of the panel scrolled into view (the panel scrolls on a phone). */
  const shot = async (name: string, part?: Locator) => {
    for (const [viewport, width] of [
      [desktop, 1280],
      [mobile, 390],
    ] as const) {
      await page.setViewportSize(viewport);
      await part?.scrollIntoViewIfNeeded();
      await screenshot(page, `${SHOTS}-${name}-${width}`);
    }
    await page.setViewportSize(desktop);
  };
  const clipPosted = () =>
    page.waitForResponse(
      (response) =>
        new URL(response.url()).pathname === '/api/videos/podcast-clip' &&
        response.request().method() === 'POST',
    );
  const chooseFiles = async () => {
    const studio = panel();
    await studio.getByLabel('Prompt', { exact: true }).fill('A host talking about habits');
    await studio.getByLabel('Audio file').setInputFiles({
      name: 'habits.wav',
      mimeType: 'audio/wav',
      buffer: talk.wav,
    });
    await studio.getByLabel('Portrait image').setInputFiles({
      name: 'host.jpg',
      mimeType: 'image/jpeg',
      buffer: facePhoto('astronaut'),
    });
  };

  it('hears the words, takes an edit and burns them in', { timeout: 300_000 }, async () => {
    page = await suite.signedIn('recording-captions');
    // Playwright keeps no multipart body that holds a file: the page notes the text fields.
    await page.addInitScript(() => {
      const sentForms: Record<string, string>[] = [];
      (window as unknown as SentForms).sentForms = sentForms;
      const send = window.fetch.bind(window);
      window.fetch = (input, init) => {
        if (init?.body instanceof FormData) {
          const fields: Record<string, string> = {};
          init.body.forEach((value, name) => {
            if (typeof value === 'string') fields[name] = value;
          });
          sentForms.push(fields);
        }
        return send(input, init);
      };
    });
    await page.goto('/videos');
    await chooseFiles();
    const studio = panel();
    expect(await studio.getByLabel('Burn in captions').isChecked()).toBe(true);
    const captions = studio.getByTestId('caption-style');
    await expect
      .poll(() => captions.getByTestId('caption-source').textContent(), { timeout: 60_000 })
      .toBe('Words by Local PocketSphinx');
    const text = captions.getByLabel('Caption text');
    const heard = await text.inputValue();
    expect(heard.split('\n').length).toBeGreaterThanOrEqual(2);
    // One word edited: the first line's first word, which keeps its time.
    const edited = heard.replace(/^\S+/, 'HELLO');
    await text.fill(edited);
    await shot('words', text);

    const posted = clipPosted();
    await studio.getByRole('button', { name: 'Generate' }).click();
    const answer = await posted;
    expect(answer.status()).toBe(201);
    const sent = await page.evaluate(() => (window as unknown as SentForms).sentForms.at(-1)!);
    expect(sent.captionText).toBe(edited);
    const words = JSON.parse(sent.captionWords!) as { text: string; start: number }[];
    expect(words.length).toBeGreaterThan(4);
    const job = videoJobSchema.parse(await answer.json());
    expect(job.captioned).toBe(true);
    const card = page.locator(`[data-job-id="${job.id}"]`);
    await expect
      .poll(() => card.getAttribute('data-status'), { timeout: RENDER_TIMEOUT_MS, interval: 250 })
      .toBe('succeeded');
    await shot('rendered');

    // The MP4: white caption text in its lower part while the first sentence is heard, none
    // in the pause after it.
    const done = videoJobSchema.parse(
      await (
        await suite.context.request.get(new URL(`/api/videos/${job.id}`, suite.server.url).href)
      ).json(),
    );
    const mp4 = await suite.context.request.get(new URL(done.videoUrl!, suite.server.url).href);
    const file = path.join(SCREENSHOT_DIR, `${SHOTS}.mp4`);
    await writeFile(file, await mp4.body());
    const media = createMediaToolkit({ media: { ffmpegPath: undefined, ffprobePath: undefined } });
    const [first, second] = talk.spans.filter((span) => span.kind === 'say');
    const during = await grayFrame(media, file, (first!.start + first!.end) / 2);
    const pause = await grayFrame(media, file, (first!.end + second!.start) / 2);
    const lower = (frame: typeof during) => brightPixels(band(frame, 0.55, 0.95));
    expect(lower(during)).toBeGreaterThan(lower(pause) + 150);
    await media.run([
      '-v',
      'error',
      '-y',
      '-ss',
      String((first!.start + first!.end) / 2),
      '-i',
      file,
      '-frames:v',
      '1',
      path.join(SCREENSHOT_DIR, `${SHOTS}-frame.png`),
    ]);
  });

  it(
    'hears the words in the render when the clip is sent before they came',
    {
      timeout: 300_000,
    },
    async () => {
      page = await suite.signedIn('no-wait');
      // The studio's request for the words never answers: the user sends the clip before.
      await page.route('**/api/videos/clip-words', () => {});
      await page.goto('/videos');
      await chooseFiles();
      const studio = panel();
      await studio
        .getByTestId('caption-style')
        .getByText('Hearing the words of this moment…')
        .waitFor();
      const posted = clipPosted();
      await studio.getByRole('button', { name: 'Generate' }).click();
      const job = videoJobSchema.parse(await (await posted).json());
      expect(job.captionsHeardBy).toBe('pocketsphinx');
      const card = page.locator(`[data-job-id="${job.id}"]`);
      await expect
        .poll(() => card.getAttribute('data-status'), { timeout: RENDER_TIMEOUT_MS, interval: 250 })
        .toBe('succeeded');
      expect(await card.getByTestId('video-job-captions').textContent()).toBe(
        'Captions by Local PocketSphinx',
      );
      await shot('heard-by-render');
    },
  );

  it('says what to set up when the server has no engine', { timeout: 60_000 }, async () => {
    page = await suite.signedIn('no-engine');
    // This server has PocketSphinx: its answer is replaced by one from a server without.
    await page.route('**/api/videos/transcription-engine', (route) =>
      route.fulfill({
        json: { engine: null, label: null, missingMessage: NO_TRANSCRIPTION_ENGINE_MESSAGE },
      }),
    );
    let asked = 0;
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/videos/clip-words') asked += 1;
    });
    await page.goto('/videos');
    await chooseFiles();
    const studio = panel();
    await expect
      .poll(() => studio.getByTestId('captions-hint').textContent())
      .toBe(NO_TRANSCRIPTION_ENGINE_MESSAGE);
    const option = studio.getByLabel('Burn in captions');
    expect(await option.isChecked()).toBe(false);
    expect(await option.isDisabled()).toBe(true);
    expect(await studio.getByTestId('caption-style').count()).toBe(0);
    await studio.getByTestId('moment-picker').getByTestId('moment-waveform').waitFor();
    await shot('no-engine');
    expect(asked).toBe(0);
  });
});
