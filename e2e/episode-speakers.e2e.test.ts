import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Locator, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { episodeAnalysisCredits } from '@shared/pricing';
import { episodeSchema, type Episode } from '@shared/episodes';
import { photoUploadResponseSchema } from '@shared/photos';
import { followsSpeakerNote } from '@shared/speaker-turns';
import { PODCAST_FACE_MESSAGES } from '@shared/videos';
import { writeTalkEpisode } from '../test/fixtures/episode-speech';
import { facePhoto, twoFacePicture } from '../test/fixtures/face-pictures';
import { sentBatch } from './episode-clips';
import { screenshot, shouldSkipBrowserTests, VIEWPORTS } from './harness';
import { isPost, OFFLINE_ENGINES_ENV } from './podcast-side';
import { signedInBrowserSuite } from './suite';

/**
 * Issue 30's speaker on the episode page in Chromium (decision 071): a photo of My photos with
 * two faces (two real photographs side by side) gets the studio's speaker picker before
 * paying, and the note on what the portrait does with the two voices the words carry; a
 * faceless photo holds Render with the no-face message; a faces check refused for asking too
 * often says so and is retried. The episode is analysed by the machine's own recogniser, which
 * tells no voices apart: the page is given ElevenLabs-like speaker labels on its words (its
 * GET answer, relabelled in the browser), as an ElevenLabs transcript would carry them.
 */

const { desktop, mobile } = VIEWPORTS;
const ANALYSIS_TIMEOUT_MS = 180_000;
/** Words per stretch of one voice in the relabelled transcript. */
const WORDS_PER_TURN = 8;

describe.skipIf(shouldSkipBrowserTests())('who speaks on the episode page', () => {
  const suite = signedInBrowserSuite({ env: { SIGNUP_CREDITS: '500', ...OFFLINE_ENGINES_ENV } });
  let page: Page;
  let dir: string;
  let recording: Buffer;
  let durationSeconds: number;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'reelcast-episode-speakers-e2e-'));
    const wavPath = path.join(dir, 'episode.wav');
    ({ durationSeconds } = await writeTalkEpisode(wavPath, 1.5));
    recording = await readFile(wavPath);
  }, 120_000);
  afterAll(() => rm(dir, { recursive: true, force: true }));

  const api = (pathname: string) => `${suite.server.url}${pathname}`;
  const headers = () => ({ origin: suite.server.url });
  const shot = async (name: string, target: Locator) => {
    for (const [size, viewport] of [
      ['1280', desktop],
      ['390', mobile],
    ] as const) {
      await page.setViewportSize(viewport);
      await target.evaluate((element) => {
        element.scrollIntoView({ block: 'start' });
        window.scrollBy(0, -80);
      });
      await screenshot(page, `episode-speakers-${name}-${size}`);
    }
    await page.setViewportSize(desktop);
  };

  async function addPhoto(name: string, buffer: Buffer): Promise<void> {
    const response = await suite.context.request.post(api('/api/photos'), {
      multipart: { files: { name, mimeType: 'image/jpeg', buffer } },
      headers: headers(),
    });
    expect(response.status()).toBe(201);
    photoUploadResponseSchema.parse(await response.json());
  }

  /** Uploads the episode through the API and waits for its analysis. */
  async function readyEpisode(): Promise<string> {
    const upload = await suite.context.request.post(api('/api/episodes'), {
      multipart: {
        media: { name: 'two-voices.wav', mimeType: 'audio/wav', buffer: recording },
        confirmedCredits: String(episodeAnalysisCredits(durationSeconds)),
        maxSeconds: '25',
      },
      headers: headers(),
    });
    expect(upload.status()).toBe(201);
    const { id } = episodeSchema.parse(await upload.json());
    const read = async (): Promise<Episode> =>
      episodeSchema.parse(
        await (await suite.context.request.get(api(`/api/episodes/${id}`))).json(),
      );
    await expect
      .poll(async () => (await read()).status, { timeout: ANALYSIS_TIMEOUT_MS, interval: 500 })
      .toBe('ready');
    return id;
  }

  it(
    'shows the picker and the note for a two-face photo, holds Render without a face, and retries a 429',
    { timeout: ANALYSIS_TIMEOUT_MS + 120_000 },
    async () => {
      page = await suite.signedIn('episode-speakers');
      await addPhoto('two-hosts.jpg', await twoFacePicture());
      await addPhoto('coffee.jpg', facePhoto('coffee'));
      const id = await readyEpisode();
      // Two voices in the words, taking turns every few words, as ElevenLabs labels them.
      await page.route(
        (url) => url.pathname === `/api/episodes/${id}`,
        async (route) => {
          if (route.request().method() !== 'GET') return route.continue();
          const response = await route.fetch();
          const episode = episodeSchema.parse(await response.json());
          const words = episode.transcript!.words.map((word, k) => ({
            ...word,
            speaker: `speaker_${Math.floor(k / WORDS_PER_TURN) % 2}`,
          }));
          await route.fulfill({
            response,
            json: { ...episode, transcript: { ...episode.transcript, words } },
          });
        },
      );
      await page.goto(`/episodes/${id}`);
      await page.getByLabel('Make a clip of moment #1').check();
      const form = page.getByTestId('clip-batch-form');
      const render = form.getByRole('button', { name: /^Render 1 clip for \d+ credits$/ });

      // The faces check refused for asking too often: its message, Render held, a retry.
      const tooMany = (route: Route) =>
        route.fulfill({
          status: 429,
          headers: { 'retry-after': '30' },
          json: { error: PODCAST_FACE_MESSAGES.tooManyChecks },
        });
      await page.route('**/api/videos/podcast-faces', tooMany);
      await form.getByRole('button', { name: 'Photo: two-hosts.jpg' }).click();
      const failed = form.getByTestId('faces-failed');
      await expect.poll(() => failed.textContent()).toContain(PODCAST_FACE_MESSAGES.tooManyChecks);
      expect(await render.isDisabled()).toBe(true);
      expect(await render.getAttribute('title')).toBe(PODCAST_FACE_MESSAGES.tooManyChecks);
      await page.unroute('**/api/videos/podcast-faces', tooMany);
      const faces = page.waitForResponse(isPost('/api/videos/podcast-faces'));
      await failed.getByRole('button', { name: 'Look for faces again' }).click();
      expect((await faces).status()).toBe(200);

      // Two faces: the largest speaks first unless the user clicks the other.
      const picker = form.getByRole('group', { name: 'Who speaks? Click a face.' });
      const first = picker.getByRole('button', { name: 'Face 1 speaks' });
      const second = picker.getByRole('button', { name: 'Face 2 speaks' });
      await second.waitFor();
      expect(await first.getAttribute('aria-pressed')).toBe('true');
      await second.click();
      expect(await second.getAttribute('aria-pressed')).toBe('true');
      const [a, b] = [(await first.boundingBox())!, (await second.boundingBox())!];
      expect(b.x).toBeGreaterThan(a.x + a.width);
      // Said before the price: the local portrait cuts between the two voices' faces.
      await expect
        .poll(() => form.getByTestId('voices-note').textContent())
        .toBe(followsSpeakerNote(2));
      expect(await render.isDisabled()).toBe(false);
      await shot('two-faces', picker);

      // No face: Render held with the no-face message, the audiogram offered.
      await form.getByRole('button', { name: 'Photo: coffee.jpg' }).click();
      const noFace = form.getByRole('status').filter({ hasText: PODCAST_FACE_MESSAGES.noFace });
      await noFace.waitFor();
      expect(await render.isDisabled()).toBe(true);
      expect(await render.getAttribute('title')).toBe(PODCAST_FACE_MESSAGES.noFace);
      expect(await form.getByTestId('voices-note').count()).toBe(0);
      await noFace.getByRole('button', { name: 'Make an audiogram' }).waitFor();
      await shot('no-face', noFace);

      // Back to the two hosts (their faces known): the second face speaks, and is sent.
      await form.getByRole('button', { name: 'Photo: two-hosts.jpg' }).click();
      await second.click();
      const posted = page.waitForResponse(isPost(`/api/episodes/${id}/clips`));
      await render.click();
      const answer = await posted;
      expect(answer.status()).toBe(201);
      expect(sentBatch(answer.request())).toMatchObject({ speakerFace: 1 });
    },
  );
});
