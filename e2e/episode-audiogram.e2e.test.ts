import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIOGRAM_DEFAULT_COLOR } from '@shared/audiogram';
import { episodeClipsResponseSchema, episodeSchema } from '@shared/episodes';
import { episodeAnalysisCredits, hedraCost } from '@shared/pricing';
import { videoJobSchema } from '@shared/videos';
import { createMediaToolkit } from '../src/server/media/index';
import { paintCard } from '../src/server/providers/video/local/index';
import { grayFrame, meanDifference, region } from '../test/fixtures/frames';
import { writeTalkEpisode } from '../test/fixtures/episode-speech';
import { pngImage } from '../test/fixtures/videos';
import { balanceOf } from './credit-balance';
import { spanOf } from './episode-clips';
import { screenshot, SCREENSHOT_DIR, shouldSkipBrowserTests, VIEWPORTS } from './harness';
import { isPost, OFFLINE_ENGINES_ENV } from './podcast-side';
import { signedInBrowserSuite } from './suite';

/**
 * An episode's audiogram with a logo (decision 073), in Chromium: a half-minute generated
 * episode analysed (uploaded through the API; the upload page has its own test), one moment
 * picked on its page, the Classic card chosen with a title and a cover-art file (the studio's
 * own field), paid at the batch's usual price and rendered by the local engine. A frame of the
 * file shows the logo: its art square matches the card painted with the logo, not the one
 * painted without it (the show's initials).
 */

const { desktop, mobile } = VIEWPORTS;
const SIGNUP_CREDITS = 200;
// PocketSphinx on a shared two-core machine: minutes for the half-minute episode.
const ANALYSIS_TIMEOUT_MS = 420_000;
const RENDER_TIMEOUT_MS = 150_000;
const TITLE = 'Small roasters, big dreams';
const media = createMediaToolkit({ media: { ffmpegPath: undefined, ffprobePath: undefined } });

describe.skipIf(shouldSkipBrowserTests())('an episode audiogram with a logo in Chromium', () => {
  const suite = signedInBrowserSuite({
    env: { SIGNUP_CREDITS: String(SIGNUP_CREDITS), ...OFFLINE_ENGINES_ENV },
  });
  let dir: string;
  let recording: Buffer;
  let durationSeconds: number;
  let logo: Buffer;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'reelcast-episode-audiogram-e2e-'));
    const wavPath = path.join(dir, 'episode.wav');
    ({ durationSeconds } = await writeTalkEpisode(wavPath, 0.5));
    recording = await readFile(wavPath);
    // A dark square on a light tile: the art square's pattern is plain to see in a frame.
    logo = await pngImage(400, 400);
  }, 120_000);
  afterAll(() => dir && rm(dir, { recursive: true, force: true }));

  const api = (pathname: string) => `${suite.server.url}${pathname}`;
  const getJson = async (pathname: string) =>
    (await suite.context.request.get(api(pathname))).json() as Promise<unknown>;
  /** Scrolls `target` to the top of the window (below the sticky header), at both widths. */
  const shot = async (page: Page, name: string, target: Locator) => {
    for (const [size, viewport] of [
      ['1280', desktop],
      ['390', mobile],
    ] as const) {
      await page.setViewportSize(viewport);
      await target.evaluate((element) => {
        element.scrollIntoView({ block: 'start' });
        window.scrollBy(0, -80);
      });
      await screenshot(page, `episode-audiogram-${name}-${size}`);
    }
    await page.setViewportSize(desktop);
  };
  /** A PNG's or a video frame's luma in the art square. */
  const artOf = async (file: string, seconds: number, art: Parameters<typeof region>[1]) =>
    region(await grayFrame(media, file, seconds), art);

  it(
    'uploads a logo for the batch, renders a clip and shows the logo in its frames',
    { timeout: ANALYSIS_TIMEOUT_MS + RENDER_TIMEOUT_MS + 60_000 },
    async () => {
      const page = await suite.signedIn('episode-audiogram');
      const credits = episodeAnalysisCredits(durationSeconds);
      const created = await suite.context.request.post(api('/api/episodes'), {
        multipart: {
          media: { name: 'show.wav', mimeType: 'audio/wav', buffer: recording },
          confirmedCredits: String(credits),
          maxSeconds: '20',
        },
        headers: { origin: suite.server.url },
      });
      expect(created.status()).toBe(201);
      const { id } = episodeSchema.parse(await created.json());
      await expect
        .poll(async () => episodeSchema.parse(await getJson(`/api/episodes/${id}`)).status, {
          timeout: ANALYSIS_TIMEOUT_MS,
          interval: 500,
        })
        .toBe('ready');

      await page.goto(`/episodes/${id}`);
      const moments = page
        .getByRole('list', { name: 'Moments, best first' })
        .locator(':scope > li');
      await expect.poll(() => moments.count()).toBeGreaterThan(0);
      const first = moments.first();
      await first.getByLabel('Make a clip of moment #1').check();
      const span = await spanOf(first.getByTestId('clip-trimmer'));
      const seconds = Math.round((span.end - span.start) * 100) / 100;
      const cost = hedraCost(seconds);

      const form = page.getByTestId('clip-batch-form');
      await form.getByRole('radio', { name: 'Classic card' }).check();
      await form.getByLabel('Episode title').fill(TITLE);
      await form.getByLabel('Cover art or logo').setInputFiles({
        name: 'cover.png',
        mimeType: 'image/png',
        buffer: logo,
      });
      await form.getByText('cover.png').waitFor();
      await expect
        .poll(() => form.getByTestId('clip-batch-price').textContent())
        .toMatch(new RegExp(`^1 clip: ${cost} credits`));
      await shot(page, 'form', form);

      const posted = page.waitForResponse(isPost(`/api/episodes/${id}/clips`));
      await form.getByRole('button', { name: `Render 1 clip for ${cost} credits` }).click();
      const answer = await posted;
      expect(answer.status()).toBe(201);
      const batch = episodeClipsResponseSchema.parse(await answer.json());
      expect(batch.credits).toBe(cost);
      await expect.poll(() => balanceOf(page)).toBe(String(SIGNUP_CREDITS - credits - cost));

      const videoId = batch.videoIds[0]!;
      await expect
        .poll(() => page.locator(`[data-job-id="${videoId}"]`).getAttribute('data-status'), {
          timeout: RENDER_TIMEOUT_MS,
          interval: 500,
        })
        .toBe('succeeded');
      await shot(page, 'clips', page.getByRole('heading', { name: 'Your clips' }));
      // The moment as picked, made as the Classic card (the form's file part is not readable
      // from the browser's request: the job tells what the server made of it).
      const done = videoJobSchema.parse(await getJson(`/api/videos/${videoId}`));
      expect(done).toMatchObject({ podcastStyle: 'classic', durationSeconds: seconds, cost });
      const mp4 = await suite.context.request.get(new URL(done.videoUrl!, suite.server.url).href);
      const file = path.join(SCREENSHOT_DIR, 'episode-audiogram.mp4');
      await writeFile(file, await mp4.body());
      const probe = await media.probe(file);
      expect(Math.abs((probe.durationSeconds ?? 0) - seconds)).toBeLessThanOrEqual(0.2);
      const { width, height } = probe.video!;
      await media.run([
        '-v',
        'error',
        '-y',
        '-ss',
        '1',
        '-i',
        file,
        '-frames:v',
        '1',
        `${file}-1s.png`,
      ]);

      // The card as the engine paints it, with the logo and without (the show's initials).
      const design = {
        template: 'classic' as const,
        title: TITLE,
        showName: '',
        brandColor: AUDIOGRAM_DEFAULT_COLOR,
        waveform: 'bars' as const,
      };
      const logoPath = path.join(dir, 'cover.png');
      await writeFile(logoPath, logo);
      const withLogo = await paintCard({ design, width, height, artPath: logoPath });
      const initials = await paintCard({ design, width, height });
      const { x, y, width: side } = withLogo.layout.art!;
      const art = {
        x: Math.round(x),
        y: Math.round(y),
        width: Math.round(side),
        height: Math.round(side),
      };
      await writeFile(path.join(dir, 'with-logo.png'), withLogo.png);
      await writeFile(path.join(dir, 'initials.png'), initials.png);
      const shown = await artOf(file, 1, art);
      const logoDiff = meanDifference(shown, await artOf(path.join(dir, 'with-logo.png'), 0, art));
      const lettersDiff = meanDifference(
        shown,
        await artOf(path.join(dir, 'initials.png'), 0, art),
      );
      console.log(
        `Art square vs logo card ${logoDiff.toFixed(1)}, vs initials ${lettersDiff.toFixed(1)}`,
      );
      expect(logoDiff).toBeLessThan(8);
      expect(lettersDiff).toBeGreaterThan(3 * logoDiff + 10);
    },
  );
});
