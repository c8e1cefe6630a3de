import { readFile } from 'node:fs/promises';
import { scriptListResponseSchema, type Script } from '@shared/scripts';
import { VOICEOVER_MESSAGES, voiceoverCredits, voiceoverSchema } from '@shared/voiceovers';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { spokenText } from '../src/server/providers/script/port';
import { balanceOf } from './credit-balance';
import { screenshot, shouldSkipBrowserTests, VIEWPORTS } from './harness';
import { isPost, OFFLINE_ENGINES_ENV } from './podcast-side';
import { signedInBrowserSuite } from './suite';

const { desktop, mobile } = VIEWPORTS;
const SIGNUP_CREDITS = 10;
/** The local speech engine really speaks the whole script; a busy 2-core machine takes a while. */
const SPEECH_TIMEOUT_MS = 90_000;

describe.skipIf(shouldSkipBrowserTests())('voiceovers on the Script Writer in Chromium', () => {
  // The offline engines: the local script writer and the local voices.
  const suite = signedInBrowserSuite({
    env: {
      SIGNUP_CREDITS: String(SIGNUP_CREDITS),
      ...OFFLINE_ENGINES_ENV,
    },
  });
  let page: Page;

  const toast = (text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });
  const scriptCard = (title: string) =>
    page
      .getByTestId('script-card')
      .filter({ has: page.getByRole('heading', { name: title, exact: true }) });

  async function savedScript(title: string): Promise<Script> {
    const answer = await page.request.get('/api/scripts');
    expect(answer.status()).toBe(200);
    const script = scriptListResponseSchema
      .parse(await answer.json())
      .scripts.find((item) => item.title === title);
    if (!script) throw new Error(`no script titled ${title}`);
    return script;
  }

  it(
    'reads a script aloud with Rachel: priced first, charged, playable, with captions',
    { timeout: 240_000 },
    async () => {
      page = await suite.signedIn('voiceover');
      await page.goto('/scripts');
      await page.getByRole('heading', { level: 1, name: 'Script Writer' }).waitFor();
      await expect.poll(() => balanceOf(page)).toBe(String(SIGNUP_CREDITS));

      // A script from the local writer.
      const title = 'Remote Work Habits';
      const form = page.getByRole('form', { name: 'Generate a script' });
      await form.getByLabel('Episode Title').fill(title);
      await form.getByLabel('Topic & Details').fill('Async updates\nA quiet desk\nTaking breaks');
      const generated = page.waitForResponse(isPost('/api/scripts/generate'));
      await form.getByRole('button', { name: 'Generate Script' }).click();
      expect((await generated).status()).toBe(200);
      const card = scriptCard(title);
      await card.waitFor();
      const section = card.getByRole('region', { name: 'Voiceover', exact: true });

      // No voice yet: the way to Voice Setup, where Rachel is added.
      const addVoice = section.getByRole('link', { name: 'Add a voice' });
      expect(await addVoice.getAttribute('href')).toBe('/voices');
      await section.scrollIntoViewIfNeeded();
      await screenshot(page, 'voiceover-no-voice-desktop');
      await addVoice.click();
      await page.getByRole('heading', { level: 1, name: 'Voice Setup' }).waitFor();
      const added = page.waitForResponse(isPost('/api/voices'));
      await page
        .getByRole('region', { name: 'Default Voices' })
        .getByRole('article', { name: 'Rachel' })
        .getByRole('button', { name: 'Add Voice' })
        .click();
      expect((await added).status()).toBe(201);
      await toast('Added Rachel to your voices').waitFor();
      await page.goBack();
      await page.getByRole('heading', { level: 1, name: 'Script Writer' }).waitFor();

      // The price before confirming: the server's own rule over the saved text.
      const script = await savedScript(title);
      const cost = voiceoverCredits(spokenText(script.content).length);
      expect(cost).toBeLessThanOrEqual(SIGNUP_CREDITS);
      const voiceSelect = section.getByLabel('Voice', { exact: true });
      await expect.poll(() => voiceSelect.locator('option:checked').textContent()).toBe('Rachel');
      const create = section.getByRole('button', {
        name: `Create voiceover · ${cost} ${cost === 1 ? 'credit' : 'credits'}`,
      });
      await create.waitFor();
      await screenshot(page, 'voiceover-priced-desktop');

      const posted = page.waitForResponse(isPost(`/api/scripts/${script.id}/voiceovers`));
      await create.click();
      const answer = await posted;
      expect(answer.status()).toBe(201);
      // The answer is the voiceover, or `{ voiceover }` (the brief's wording of the contract).
      const body = (await answer.json()) as { voiceover?: unknown };
      const voiceover = voiceoverSchema.parse(body.voiceover ?? body);
      expect(voiceover).toMatchObject({ cost, voiceName: 'Rachel', engine: 'local' });
      await toast(VOICEOVER_MESSAGES.created).waitFor();
      await expect.poll(() => balanceOf(page)).toBe(String(SIGNUP_CREDITS - cost));

      // It is listed at once and followed until it is ready.
      const item = section.getByTestId('voiceover-item').first();
      expect(['queued', 'processing', 'ready']).toContain(await item.getAttribute('data-status'));
      await item.getByText('Voice: Rachel').waitFor();
      await item.getByText('Local voice').waitFor();
      await expect
        .poll(() => item.getAttribute('data-status'), {
          timeout: SPEECH_TIMEOUT_MS,
          interval: 500,
        })
        .toBe('ready');
      await toast(VOICEOVER_MESSAGES.ready).waitFor();
      await item
        .getByTestId('voiceover-cost')
        .filter({ hasText: `${cost} credit` })
        .waitFor();
      expect(await balanceOf(page)).toBe(String(SIGNUP_CREDITS - cost));

      // The player: loads nothing until asked, then real MP3 audio longer than a second.
      const audio = item.getByTestId('voiceover-audio');
      expect(await audio.getAttribute('preload')).toBe('none');
      const source = await audio.evaluate(
        (element: HTMLAudioElement) => element.currentSrc || element.src,
      );
      const mp3 = await page.request.get(source);
      expect(mp3.status()).toBe(200);
      expect(mp3.headers()['content-type']).toMatch(/^audio\/mpeg/);
      const duration = await audio.evaluate(
        (element: HTMLAudioElement) =>
          new Promise<number>((resolve, reject) => {
            if (element.readyState >= HTMLMediaElement.HAVE_METADATA) {
              resolve(element.duration);
              return;
            }
            element.addEventListener('loadedmetadata', () => resolve(element.duration), {
              once: true,
            });
            element.addEventListener('error', () => reject(new Error('audio error')), {
              once: true,
            });
            // What pressing play does first: read the file's header.
            element.preload = 'metadata';
            element.load();
          }),
      );
      expect(duration).toBeGreaterThan(1);

      // Captions download as subtitle files.
      const downloading = page.waitForEvent('download');
      await item.getByRole('link', { name: 'Download .srt' }).click();
      const download = await downloading;
      expect(download.suggestedFilename()).toMatch(/\.srt$/);
      const srt = await readFile(await download.path(), 'utf8');
      expect(srt).toContain('-->');
      const vttLink = item.getByRole('link', { name: 'Download .vtt' });
      const vtt = await page.request.get((await vttLink.getAttribute('href')) ?? '');
      expect(vtt.status()).toBe(200);
      expect(await vtt.text()).toMatch(/^WEBVTT[\s\S]*-->/);

      await card.scrollIntoViewIfNeeded();
      await section.scrollIntoViewIfNeeded();
      await screenshot(page, 'voiceover-ready-desktop');

      // A shortfall reads as the shared credits wording (answered here without spending).
      await page.route(`**/api/scripts/${script.id}/voiceovers`, (route) =>
        route.request().method() === 'POST'
          ? route.fulfill({
              status: 402,
              json: { error: 'Insufficient credits', balance: 1, required: 2 },
            })
          : route.fallback(),
      );
      await create.click();
      await toast('Insufficient credits. You have 1 but need 2.').waitFor();
      await page.unroute(`**/api/scripts/${script.id}/voiceovers`);
      suite.expectedConsoleErrors(/402/);

      await page.setViewportSize(mobile);
      await section.scrollIntoViewIfNeeded();
      await screenshot(page, 'voiceover-ready-mobile');
      await screenshot(page, 'voiceover-ready-mobile-full', { fullPage: true });
      await page.setViewportSize(desktop);
    },
  );
});
