import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { podcastCharacterListSchema } from '@shared/podcast-assets';
import { hedraCost } from '@shared/pricing';
import { videoJobSchema } from '@shared/videos';
import { voiceoverDetailSchema } from '@shared/voiceovers';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createMediaToolkit } from '../src/server/media/index';
import { balanceOf } from './credit-balance';
import { screenshot, SCREENSHOT_DIR, shouldSkipBrowserTests, VIEWPORTS } from './harness';
import { isPost, OFFLINE_ENGINES_ENV } from './podcast-side';
import { signedInBrowserSuite } from './suite';

const { desktop, mobile } = VIEWPORTS;
/** An AI host (3), a short voiceover (1) and a clip of a few seconds (2 a second). */
const SIGNUP_CREDITS = 40;
/** Speech, then a real render, on a 2-core machine that may be busy with other tests. */
const WORK_TIMEOUT_MS = 90_000;

/**
 * The podcast side end to end, on the offline engines: a script written, edited and saved; a
 * default voice added; the script read aloud; "Make podcast clip" opens the video studio with
 * the voiceover, an AI host and the length filled in; the clip renders with its captions.
 */
describe.skipIf(shouldSkipBrowserTests())('script to voice to clip in Chromium', () => {
  const suite = signedInBrowserSuite({
    env: {
      SIGNUP_CREDITS: String(SIGNUP_CREDITS),
      ...OFFLINE_ENGINES_ENV,
    },
  });
  let page: Page;

  const toast = (text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });
  const api = (pathname: string) => `${suite.server.url}${pathname}`;

  /** An AI host made through the API (its creator page has its own test), waited until ready. */
  async function readyHost(name: string): Promise<void> {
    const created = await suite.context.request.post(api('/api/podcast-characters'), {
      data: { name, description: 'A warm radio host with curly hair', style: 'cinematic' },
      headers: { origin: suite.server.url },
    });
    expect(created.status()).toBe(201);
    await expect
      .poll(
        async () => {
          const answer = await suite.context.request.get(api('/api/podcast-characters'));
          const { characters } = podcastCharacterListSchema.parse(await answer.json());
          return characters.find((character) => character.name === name)?.status;
        },
        { timeout: WORK_TIMEOUT_MS, interval: 250 },
      )
      .toBe('ready');
  }

  it(
    'writes a script, reads it aloud and renders it as a captioned podcast clip',
    { timeout: 300_000 },
    async () => {
      page = await suite.signedIn('pipeline');
      await readyHost('Maya Chen');

      // 1. A script from the local writer, then made short by hand.
      await page.goto('/scripts');
      await page.getByRole('heading', { level: 1, name: 'Script Writer' }).waitFor();
      const title = 'Morning Light';
      const form = page.getByRole('form', { name: 'Generate a script' });
      await form.getByLabel('Episode Title').fill(title);
      await form.getByLabel('Topic & Details').fill('Early walks\nA slow breakfast');
      const generated = page.waitForResponse(isPost('/api/scripts/generate'));
      await form.getByRole('button', { name: 'Generate Script' }).click();
      expect((await generated).status()).toBe(200);
      const card = page
        .getByTestId('script-card')
        .filter({ has: page.getByRole('heading', { name: title, exact: true }) });
      await card.waitFor();
      await card.getByRole('button', { name: 'Edit Script' }).click();
      const edited =
        'HOOK:\nGood morning, and welcome to Morning Light.\n\n' +
        'OUTRO:\nTake a slow walk today. See you tomorrow.';
      await card.getByRole('textbox', { name: 'Script' }).fill(edited);
      await card.getByRole('button', { name: 'Save Changes' }).click();
      await toast('Script updated successfully').waitFor();
      expect(await card.getByTestId('script-content').textContent()).toBe(edited);

      // 2. Rachel, from Voice Setup's default voices.
      const section = card.getByRole('region', { name: 'Voiceover', exact: true });
      await section.getByRole('link', { name: 'Add a voice' }).click();
      await page.getByRole('heading', { level: 1, name: 'Voice Setup' }).waitFor();
      await page
        .getByRole('region', { name: 'Default Voices' })
        .getByRole('article', { name: 'Rachel' })
        .getByRole('button', { name: 'Add Voice' })
        .click();
      await toast('Added Rachel to your voices').waitFor();
      await page.goBack();
      await page.getByRole('heading', { level: 1, name: 'Script Writer' }).waitFor();

      // 3. The voiceover: 1 credit for the short text, followed until ready.
      const create = section.getByRole('button', { name: 'Create voiceover · 1 credit' });
      await create.click();
      const item = section.getByTestId('voiceover-item').first();
      await expect
        .poll(() => item.getAttribute('data-status'), { timeout: WORK_TIMEOUT_MS, interval: 250 })
        .toBe('ready');
      await expect.poll(() => balanceOf(page)).toBe(String(SIGNUP_CREDITS - 3 - 1));

      // 4. "Make podcast clip": the studio, filled in from the voiceover.
      const makeClip = item.getByRole('link', { name: 'Make podcast clip' });
      const voiceoverId = new URL(
        (await makeClip.getAttribute('href')) ?? '',
        suite.server.url,
      ).searchParams.get('voiceover');
      const detail = voiceoverDetailSchema.parse(
        await (await suite.context.request.get(api(`/api/voiceovers/${voiceoverId}`))).json(),
      );
      const seconds = Math.round(detail.durationMs! / 10) / 100;
      expect(seconds).toBeGreaterThan(1);
      await makeClip.click();
      await page.waitForURL((url) => url.pathname === '/videos' && !url.search);
      const panel = page.getByRole('region', { name: 'Create a video' });
      const chip = panel.getByTestId('podcast-voiceover');
      await chip.getByText('Voiceover: Rachel').waitFor();
      await expect
        .poll(() => panel.getByTestId('podcast-portrait-character').textContent())
        .toBe('Maya Chen');
      const captions = panel.getByLabel('Burn in captions');
      expect(await captions.isChecked()).toBe(true);
      expect(await panel.getByLabel('Prompt', { exact: true }).inputValue()).toContain(title);
      // The clip is as long as the voiceover, its length shown open for shortening.
      expect(await panel.getByLabel('Duration (seconds)').inputValue()).toBe(String(seconds));
      const cost = hedraCost(seconds);
      await expect
        .poll(() => page.getByTestId('video-cost').textContent())
        .toBe(`Cost: ${cost} credits`);
      await screenshot(page, 'pipeline-clip-prefilled-desktop');
      await page.setViewportSize(mobile);
      await screenshot(page, 'pipeline-clip-prefilled-mobile');
      await page.setViewportSize(desktop);

      // Captions (decision 060): a style, a size, a position, and a word edited before the render.
      const captionOptions = panel.getByTestId('caption-style');
      await captionOptions.getByRole('radio', { name: 'Pop-in words' }).check();
      await captionOptions.getByRole('radio', { name: 'L', exact: true }).check();
      await captionOptions.getByRole('radio', { name: 'Middle', exact: true }).check();
      const captionText = captionOptions.getByLabel('Caption text');
      await expect.poll(() => captionText.inputValue()).not.toBe('');
      const spokenWords = await captionText.inputValue();
      const editedWords = spokenWords.replace(/^\S+/, 'HELLO');
      await captionText.fill(editedWords);
      await screenshot(page, 'pipeline-clip-captions-desktop');
      // The caption panel with the audiogram design open, at 1280 and 390 px wide, tall enough
      // that the panel shows both: nothing may stick out sideways.
      const design = panel.getByTestId('audiogram-design');
      await design.getByRole('radio', { name: 'Classic card' }).check();
      await design.getByLabel('Episode title').waitFor();
      for (const [name, width] of [
        ['desktop', desktop.width],
        ['mobile', mobile.width],
      ] as const) {
        await page.setViewportSize({ width, height: 2400 });
        await screenshot(page, `pipeline-captions-audiogram-${name}`);
        const sideways = await panel
          .locator('form')
          .evaluate((form) => form.scrollWidth - form.clientWidth);
        expect(sideways).toBeLessThanOrEqual(0);
      }
      await page.setViewportSize(desktop);
      await design.getByRole('radio', { name: 'Talking portrait' }).check();

      // 5. The clip: sent with the voiceover (no file), rendered with captions.
      const posted = page.waitForResponse(isPost('/api/videos/podcast-clip'));
      await panel.getByRole('button', { name: 'Generate' }).click();
      const answer = await posted;
      expect(answer.status()).toBe(201);
      const sent = answer.request().postData() ?? '';
      for (const value of ['pop', 'large', 'middle', 'HELLO']) expect(sent).toContain(value);
      const job = videoJobSchema.parse(await answer.json());
      expect(job).toMatchObject({ voiceoverId, captioned: true, durationSeconds: seconds, cost });
      await toast('Job submitted successfully!').waitFor();
      const clipCard = page.getByTestId('video-job-card').first();
      await expect
        .poll(() => clipCard.getAttribute('data-status'), {
          timeout: WORK_TIMEOUT_MS,
          interval: 250,
        })
        .toBe('succeeded');
      await clipCard.getByTestId('video-job-captions').waitFor();
      await clipCard.getByText('Local engine').waitFor();
      expect(await clipCard.getByTestId('video-job-made').textContent()).toBe('Talking portrait');
      await expect.poll(() => balanceOf(page)).toBe(String(SIGNUP_CREDITS - 3 - 1 - cost));
      await screenshot(page, 'pipeline-clip-rendered-desktop');

      // The MP4 itself: H.264 with the voice as AAC, as long as the voiceover.
      const done = videoJobSchema.parse(
        await (await suite.context.request.get(api(`/api/videos/${job.id}`))).json(),
      );
      const mp4 = await suite.context.request.get(new URL(done.videoUrl!, suite.server.url).href);
      expect(mp4.status()).toBe(200);
      const file = path.join(SCREENSHOT_DIR, 'pipeline-clip.mp4');
      await writeFile(file, await mp4.body());
      const probe = await createMediaToolkit({
        media: { ffmpegPath: undefined, ffprobePath: undefined },
      }).probe(file);
      expect(probe.video).toMatchObject({ codec: 'h264', width: 540, height: 960 });
      expect(probe.audio?.codec).toBe('aac');
      expect(Math.abs((probe.durationSeconds ?? 0) - seconds)).toBeLessThan(0.1);
    },
  );
});
