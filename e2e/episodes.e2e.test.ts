import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EpisodeClipsResponse } from '@shared/episodes';
import { photoUploadResponseSchema } from '@shared/photos';
import { episodeAnalysisCredits, hedraCost } from '@shared/pricing';
import { videoJobSchema } from '@shared/videos';
import { sharedFaceDetector } from '../src/server/media/faces/index';
import { createMediaToolkit } from '../src/server/media/index';
import { colourDistance, hexRgb, rgbFrame } from '../test/fixtures/audiogram';
import { writeTalkEpisode } from '../test/fixtures/episode-speech';
import { balanceOf } from './credit-balance';
import { sentBatch, spanOf } from './episode-clips';
import { facePhoto } from '../test/fixtures/face-pictures';
import { screenshot, SCREENSHOT_DIR, shouldSkipBrowserTests, VIEWPORTS } from './harness';
import { isPost, OFFLINE_ENGINES_ENV } from './podcast-side';
import { signedInBrowserSuite } from './suite';

/**
 * Issue 30 in Chromium: a five-minute generated episode (two of the app's voices, a host
 * asking and a guest answering) is uploaded on /episodes with its price shown first; the
 * analysis runs on the machine's own recogniser (PocketSphinx, which CI installs); the
 * transcript and the ranked moments appear, and a click on a word plays from it. Then two
 * moments become captioned talking-portrait clips in one batch (decision 068): one trimmed by
 * words and its caption words edited, the price shown before paying, both rendered by the
 * local engine and checked as files: their length is the trimmed span, their frames show the
 * captions.
 */

const { desktop, mobile } = VIEWPORTS;
const SIGNUP_CREDITS = 200;
const EPISODE_MINUTES = 5;
const ANALYSIS_TIMEOUT_MS = 180_000;
const RENDER_TIMEOUT_MS = 150_000;
const media = createMediaToolkit({ media: { ffmpegPath: undefined, ffprobePath: undefined } });
/** The bold block's box behind the caption words. */
const CAPTION_BOX = hexRgb('#7C3AED');
/** A second into a clip: its first caption is on screen. */
const CAPTION_SECONDS = 1.2;

describe.skipIf(shouldSkipBrowserTests())('episodes in Chromium', () => {
  const suite = signedInBrowserSuite({
    env: { SIGNUP_CREDITS: String(SIGNUP_CREDITS), ...OFFLINE_ENGINES_ENV },
  });
  let page: Page;
  let dir: string;
  let recording: Buffer;
  let durationSeconds: number;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'reelcast-episode-e2e-'));
    const wavPath = path.join(dir, 'episode.wav');
    ({ durationSeconds } = await writeTalkEpisode(wavPath, EPISODE_MINUTES));
    recording = await readFile(wavPath);
  }, 120_000);
  afterAll(() => rm(dir, { recursive: true, force: true }));

  /** Scrolls `target` to the top of the window, below the sticky header. */
  const toTop = (target: Locator) =>
    target.evaluate((element) => {
      element.scrollIntoView({ block: 'start' });
      window.scrollBy(0, -80);
    });
  const shot = async (name: string, target?: Locator) => {
    for (const [size, viewport] of [
      ['1280', desktop],
      ['390', mobile],
    ] as const) {
      await page.setViewportSize(viewport);
      if (target) await toTop(target);
      await screenshot(page, `episodes-${name}-${size}`);
    }
    await page.setViewportSize(desktop);
  };
  const api = (pathname: string) => `${suite.server.url}${pathname}`;
  /** The finished job's MP4, saved beside the screenshots (to look at). */
  const download = async (id: string, name: string) => {
    await expect
      .poll(
        async () =>
          videoJobSchema.parse(
            await (await suite.context.request.get(api(`/api/videos/${id}`))).json(),
          ).status,
        { timeout: RENDER_TIMEOUT_MS, interval: 500 },
      )
      .toBe('succeeded');
    const done = videoJobSchema.parse(
      await (await suite.context.request.get(api(`/api/videos/${id}`))).json(),
    );
    const mp4 = await suite.context.request.get(new URL(done.videoUrl!, suite.server.url).href);
    const file = path.join(SCREENSHOT_DIR, name);
    await writeFile(file, await mp4.body());
    return file;
  };
  /** The frame at `seconds` as luma, and as a PNG beside the video (to look at). */
  const frameAt = async (file: string, seconds: number) => {
    const png = file.replace(/\.mp4$/, `-${seconds}s.png`);
    await media.run([
      '-v',
      'error',
      '-y',
      '-ss',
      String(seconds),
      '-i',
      file,
      '-frames:v',
      '1',
      png,
    ]);
  };

  /** The caption box's pixels and lowest row in a clip's frame, and the top of its face. */
  async function captionBoxAndFace(file: string) {
    const frame = await rgbFrame(media, file, CAPTION_SECONDS);
    const { width, height } = frame;
    const rgba = new Uint8ClampedArray(width * height * 4);
    let boxPixels = 0;
    let lowestBoxRow = -1;
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        const pixel = frame.at(x, y);
        rgba.set([...pixel, 255], (y * width + x) * 4);
        if (colourDistance(pixel, CAPTION_BOX) > 40) continue;
        boxPixels += 1;
        lowestBoxRow = y;
      }
    }
    const [face] = await sharedFaceDetector().detect({ width, height, data: rgba });
    expect(face, 'a face in the clip').toBeDefined();
    return { boxPixels, lowestBoxRow, faceTop: face!.box.y * height };
  }

  it(
    'uploads an episode, shows its transcript and moments, and renders two trimmed clips',
    { timeout: ANALYSIS_TIMEOUT_MS + RENDER_TIMEOUT_MS + 120_000 },
    async () => {
      page = await suite.signedIn('episodes');
      // A photo in My photos: the talking portrait's picture.
      const photo = await suite.context.request.post(api('/api/photos'), {
        multipart: {
          files: { name: 'host.jpg', mimeType: 'image/jpeg', buffer: facePhoto('astronaut') },
        },
        headers: { origin: suite.server.url },
      });
      expect(photo.status()).toBe(201);
      photoUploadResponseSchema.parse(await photo.json());

      await page.goto('/episodes');
      await page.getByRole('heading', { name: 'Episodes', exact: true }).waitFor();
      await page.getByLabel('Recording').setInputFiles({
        name: 'season-one.wav',
        mimeType: 'audio/wav',
        buffer: recording,
      });
      const credits = episodeAnalysisCredits(durationSeconds);
      await expect
        .poll(() => page.getByTestId('analysis-price').textContent())
        .toBe(`Analysis: ${credits} credits (1 credit per started minute)`);
      // Short moments: short renders.
      await page.getByLabel('Longest (s)').fill('25');
      await page.getByLabel('Topic words (optional)').fill('pricing');
      await shot('upload');
      await page.getByRole('button', { name: `Upload and analyse for ${credits} credits` }).click();

      // The episode's page: charged once, its progress shown until it is ready.
      await page.waitForURL(/\/episodes\/[0-9a-f-]+$/);
      await expect.poll(() => balanceOf(page)).toBe(String(SIGNUP_CREDITS - credits));
      const episodeId = new URL(page.url()).pathname.split('/').at(-1)!;
      // Its progress, read as it moves (live events update the bar), until it is ready.
      const seen: string[] = [];
      const bar = page.getByRole('progressbar', { name: /Waiting|Transcribing|Finding/ });
      await expect
        .poll(
          async () => {
            const value = await bar
              .getAttribute('aria-valuenow', { timeout: 200 })
              .catch(() => null);
            if (value !== null && value !== seen.at(-1)) seen.push(value);
            return page.getByText('Ready', { exact: true }).count();
          },
          { timeout: ANALYSIS_TIMEOUT_MS, interval: 250 },
        )
        .toBe(1);
      console.log(`Analysis progress seen: ${seen.join(', ')}`);
      expect(seen.length).toBeGreaterThan(0);
      const shown = seen.map(Number);
      expect(shown).toEqual([...shown].sort((a, b) => a - b));
      await expect(page.getByTestId('episode-engine').textContent()).resolves.toBe(
        'Transcribed by Local PocketSphinx.',
      );

      // Moments, best first, each with a score and the reasons behind it.
      // The list's own items (each moment's reasons are a list of their own inside it).
      const moments = page
        .getByRole('list', { name: 'Moments, best first' })
        .locator(':scope > li');
      await expect.poll(() => moments.count()).toBeGreaterThan(1);
      const first = moments.first();
      await expect(first.textContent()).resolves.toMatch(/^#1 · \d+:\d\d–\d+:\d\d \(\d+ s\)/);
      await expect(first.getByLabel(/^Score \d+ of 100$/).count()).resolves.toBe(1);

      // The transcript: a click on a word plays the recording from that word.
      const transcript = page.getByLabel('Transcript');
      const words = transcript.getByRole('button');
      await expect.poll(() => words.count()).toBeGreaterThan(200);
      const word = words.nth(15);
      const at = await word.getAttribute('title');
      await word.click();
      const playing = () =>
        page.locator('audio').evaluate((audio: HTMLAudioElement) => ({
          paused: audio.paused,
          time: audio.currentTime,
        }));
      await expect.poll(async () => (await playing()).paused).toBe(false);
      const clock = /Play from (\d+):(\d\d)/.exec(at ?? '');
      const from = Number(clock?.[1]) * 60 + Number(clock?.[2]);
      expect((await playing()).time).toBeGreaterThanOrEqual(from);
      await page.locator('audio').evaluate((audio: HTMLAudioElement) => audio.pause());
      await shot('ready');

      // Moment #1, trimmed by words: a word later at the start, a word earlier at the end.
      await first.getByLabel('Make a clip of moment #1').check();
      const trimmer = first.getByTestId('clip-trimmer');
      // In the middle of the window: the sticky header covers what sits just below its edge.
      const toMiddle = (target: Locator) =>
        target.evaluate((element) => element.scrollIntoView({ block: 'center' }));
      await toMiddle(trimmer);
      const untrimmed = await spanOf(trimmer);
      const firstWord = trimmer.getByLabel('First word');
      const startWord = Number(await firstWord.inputValue());
      const later = trimmer.getByRole('button', { name: 'Start a word later' });
      await later.click();
      await later.click();
      await expect.poll(() => firstWord.inputValue()).toBe(String(startWord + 2));
      await trimmer.getByRole('button', { name: 'End a word earlier' }).click();
      const trimmed = await spanOf(trimmer);
      expect(trimmed.start).toBeGreaterThan(untrimmed.start);
      expect(trimmed.end).toBeLessThan(untrimmed.end);
      // Its caption words, one cue a line, with a word fixed (its time is kept).
      const captionText = trimmer.getByLabel('Caption words of clip #1');
      const heard = await captionText.inputValue();
      expect(heard.split('\n').length).toBeGreaterThan(1);
      await captionText.fill(heard.replace(/^\S+/, 'Listen'));

      // Moment #2, as found.
      const second = moments.nth(1);
      await toMiddle(second);
      await second.getByLabel('Make a clip of moment #2').check();
      const secondSpan = await spanOf(second.getByTestId('clip-trimmer'));

      // One design: the talking portrait with the photo, bold block captions at the top.
      const form = page.getByTestId('clip-batch-form');
      await toMiddle(form);
      await form.getByRole('button', { name: 'Photo: host.jpg' }).click();
      await form.getByRole('radio', { name: 'Bold block' }).check();
      await form.getByRole('radio', { name: 'Top', exact: true }).check();
      const seconds = (span: { start: number; end: number }) =>
        Math.round((span.end - span.start) * 100) / 100;
      const total = hedraCost(seconds(trimmed)) + hedraCost(seconds(secondSpan));
      await expect
        .poll(() => form.getByTestId('clip-batch-price').textContent())
        .toMatch(new RegExp(`^2 clips: ${total} credits`));
      // The photo's face found (decision 071): Render is no longer held.
      const render = form.getByRole('button', { name: `Render 2 clips for ${total} credits` });
      await expect.poll(() => render.isEnabled()).toBe(true);
      await shot('trim', trimmer);
      await shot('batch', form);

      const posted = page.waitForResponse(isPost(`/api/episodes/${episodeId}/clips`));
      await render.click();
      const answer = await posted;
      expect(answer.status()).toBe(201);
      const sent = sentBatch(answer.request()) as { clips: { start: number; end: number }[] };
      expect(sent.clips).toMatchObject([
        { ...trimmed, captionText: expect.stringMatching(/^Listen/) },
        secondSpan,
      ]);
      const batch = (await answer.json()) as EpisodeClipsResponse;
      expect(batch.credits).toBe(total);
      await expect.poll(() => balanceOf(page)).toBe(String(SIGNUP_CREDITS - credits - total));

      // The clips on the page: live progress, the engine, then the video to play.
      const jobs = page.getByTestId('clip-job');
      await expect.poll(() => jobs.count()).toBe(2);
      await jobs.first().getByText('Local engine').waitFor();
      for (const id of batch.videoIds) {
        await expect
          .poll(() => page.locator(`[data-job-id="${id}"]`).getAttribute('data-status'), {
            timeout: RENDER_TIMEOUT_MS,
            interval: 500,
          })
          .toBe('succeeded');
      }
      await jobs
        .first()
        .getByLabel(/finished video$/)
        .waitFor();
      await shot('clips', page.getByRole('heading', { name: 'Your clips' }));

      // The files: as long as the trimmed spans, the bold block's box burned in at the top, all
      // of it above the face the portrait frames clear of it (decision 072).
      for (const [k, id] of batch.videoIds.entries()) {
        const span = [trimmed, secondSpan][k]!;
        const file = await download(id, `episodes-clip-${k + 1}.mp4`);
        const probe = await media.probe(file);
        expect(Math.abs((probe.durationSeconds ?? 0) - seconds(span))).toBeLessThanOrEqual(0.2);
        await frameAt(file, CAPTION_SECONDS);
        const { boxPixels, lowestBoxRow, faceTop } = await captionBoxAndFace(file);
        expect(boxPixels, `clip ${k + 1}: the caption box`).toBeGreaterThan(1000);
        expect(lowestBoxRow, `clip ${k + 1}: the captions above the face`).toBeLessThan(faceTop);
      }

      // Back on the list: the episode, its length, price and moment count.
      await page.getByRole('link', { name: 'All episodes' }).click();
      const row = page.getByRole('list', { name: 'Your episodes' }).getByRole('listitem');
      await expect(row.first().textContent()).resolves.toContain('season-one.wav');
      await expect.poll(() => row.first().textContent()).toMatch(/Ready.* · \d+ moments$/);
      await shot('list');
    },
  );
});
