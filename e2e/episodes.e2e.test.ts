import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { episodeAnalysisCredits } from '@shared/pricing';
import {
  EPISODE_LINES,
  utterance,
  writeEpisode,
  type Utterance,
} from '../test/fixtures/episode-speech';
import { balanceOf } from './credit-balance';
import { screenshot, shouldSkipBrowserTests, VIEWPORTS } from './harness';
import { OFFLINE_ENGINES_ENV } from './podcast-side';
import { signedInBrowserSuite } from './suite';

/**
 * Issue 30 in Chromium: a generated episode (two of the app's voices, a host asking and a
 * guest answering) is uploaded on /episodes with its price shown first; the analysis runs on
 * the machine's own recogniser (PocketSphinx, which CI installs); the transcript and the ranked
 * moments appear, and a click on a word plays from it.
 */

const { desktop, mobile } = VIEWPORTS;
const SIGNUP_CREDITS = 40;
/** The talk laid out this many times: about two and a half minutes. */
const ROUNDS = 4;
const ANALYSIS_TIMEOUT_MS = 180_000;

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
    const said: Utterance[] = [];
    for (const line of EPISODE_LINES) said.push(await utterance(line.text, line.speaker));
    const layout = Array.from({ length: ROUNDS }, () =>
      said.map((part, k) => ({ utterance: part, pauseAfter: k % 3 === 2 ? 1.2 : 0.6 })),
    ).flat();
    const wavPath = path.join(dir, 'episode.wav');
    ({ durationSeconds } = writeEpisode(wavPath, layout));
    recording = await readFile(wavPath);
  }, 120_000);
  afterAll(() => rm(dir, { recursive: true, force: true }));

  const shot = async (name: string) => {
    await page.setViewportSize(desktop);
    await screenshot(page, `episodes-${name}-1280`);
    await page.setViewportSize(mobile);
    await screenshot(page, `episodes-${name}-390`);
    await page.setViewportSize(desktop);
  };

  it(
    'uploads an episode, shows its price, progress, transcript and moments',
    {
      timeout: ANALYSIS_TIMEOUT_MS + 120_000,
    },
    async () => {
      page = await suite.signedIn('episodes');
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
      await page.getByLabel('Topic words (optional)').fill('pricing');
      await shot('upload');
      await page.getByRole('button', { name: `Upload and analyse for ${credits} credits` }).click();

      // The episode's page: charged once, its progress shown until it is ready.
      await page.waitForURL(/\/episodes\/[0-9a-f-]+$/);
      await expect.poll(() => balanceOf(page)).toBe(String(SIGNUP_CREDITS - credits));
      await page.getByText('Ready', { exact: true }).waitFor({ timeout: ANALYSIS_TIMEOUT_MS });
      await expect(page.getByTestId('episode-engine').textContent()).resolves.toBe(
        'Transcribed by Local PocketSphinx.',
      );

      // Moments, best first, each with a score and the reasons behind it.
      const moments = page.getByRole('list', { name: 'Moments, best first' }).getByRole('listitem');
      await expect.poll(() => moments.count()).toBeGreaterThan(0);
      const first = moments.first();
      await expect(first.textContent()).resolves.toMatch(/^#1 · \d+:\d\d–\d+:\d\d \(\d+ s\)/);
      await expect(first.getByLabel(/^Score \d+ of 100$/).count()).resolves.toBe(1);

      // The transcript: a click on a word plays the recording from that word.
      const transcript = page.getByLabel('Transcript');
      const words = transcript.getByRole('button');
      await expect.poll(() => words.count()).toBeGreaterThan(20);
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

      // Back on the list: the episode, its length, price and moment count.
      await page.getByRole('link', { name: 'All episodes' }).click();
      const row = page.getByRole('list', { name: 'Your episodes' }).getByRole('listitem');
      await expect(row.first().textContent()).resolves.toContain('season-one.wav');
      await expect.poll(() => row.first().textContent()).toMatch(/Ready.* · \d+ moments$/);
      await shot('list');
    },
  );
});
