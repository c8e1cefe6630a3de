import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { hedraCost } from '@shared/pricing';
import { PODCAST_FACE_MESSAGES } from '@shared/videos';
import { spokenWav } from '../test/fixtures/audiogram';
import { facePhoto, twoFacePicture } from '../test/fixtures/face-pictures';
import { screenshot, shouldSkipBrowserTests, VIEWPORTS } from './harness';
import { isPost, OFFLINE_ENGINES_ENV } from './podcast-side';
import { signedInBrowserSuite } from './suite';

/**
 * Issue 29 item 1 in Chromium (decision 057): the podcast clip form looks for the faces in
 * the picture before paying. Two faces (two real photographs side by side): the user clicks
 * who speaks, the request carries that face and the clip renders. No face (a coffee cup): the
 * form says so, Generate waits, and "Make an audiogram" switches the style.
 */

const { desktop, mobile } = VIEWPORTS;
const SHOTS = 'i29-speaker';
const RENDER_TIMEOUT_MS = 120_000;

/**
 * Records the fields of every multipart form the page sends to `pathname` (Chromium does not
 * hand Playwright a body holding files), read back with sentFields().
 */
async function recordFormsTo(page: Page, pathname: string): Promise<void> {
  await page.addInitScript((path) => {
    const sent: Record<string, string>[] = [];
    Object.assign(window, { __sentForms: sent });
    const original = window.fetch.bind(window);
    window.fetch = (input, init) => {
      const url = new URL(input instanceof Request ? input.url : String(input), location.href);
      if (url.pathname === path && init?.body instanceof FormData) {
        const fields: Record<string, string> = {};
        init.body.forEach((value, key) => {
          if (typeof value === 'string') fields[key] = value;
        });
        sent.push(fields);
      }
      return original(input, init);
    };
  }, pathname);
}

const sentFields = (page: Page) =>
  page.evaluate(() => (window as unknown as { __sentForms: Record<string, string>[] }).__sentForms);

describe.skipIf(shouldSkipBrowserTests())('who speaks in the talking portrait', () => {
  const suite = signedInBrowserSuite({ env: { SIGNUP_CREDITS: '100', ...OFFLINE_ENGINES_ENV } });
  let page: Page;
  let speech: Buffer;

  beforeAll(async () => {
    speech = await spokenWav('Welcome back to the show. Today we talk about small habits.');
  }, 60_000);

  const panel = () => page.getByRole('region', { name: 'Create a video' });
  const generate = () => panel().getByRole('button', { name: 'Generate' });
  const shot = async (name: string) => {
    await page.setViewportSize(desktop);
    await screenshot(page, `${SHOTS}-${name}-1280`);
    await page.setViewportSize(mobile);
    await screenshot(page, `${SHOTS}-${name}-390`);
    await page.setViewportSize(desktop);
  };

  async function fillClip(picture: { name: string; mimeType: string; buffer: Buffer }) {
    const studio = panel();
    await studio.getByLabel('Prompt', { exact: true }).fill('A calm host, smiling');
    await studio.getByLabel('Audio file').setInputFiles({
      name: 'episode.wav',
      mimeType: 'audio/wav',
      buffer: speech,
    });
    await studio.getByLabel('Portrait image').setInputFiles(picture);
  }

  it(
    'lets the user click the speaker of two faces, and renders',
    { timeout: 240_000 },
    async () => {
      page = await suite.signedIn('two-faces');
      await recordFormsTo(page, '/api/videos/podcast-clip');
      await page.goto('/videos');
      const faces = page.waitForResponse(isPost('/api/videos/podcast-faces'));
      await fillClip({
        name: 'two-hosts.jpg',
        mimeType: 'image/jpeg',
        buffer: await twoFacePicture(),
      });
      expect((await faces).status()).toBe(200);
      const studio = panel();
      const picker = studio.getByRole('group', { name: 'Who speaks? Click a face.' });
      const first = picker.getByRole('button', { name: 'Face 1 speaks' });
      const second = picker.getByRole('button', { name: 'Face 2 speaks' });
      await second.waitFor();
      // The largest face speaks unless the user picks another.
      expect(await first.getAttribute('aria-pressed')).toBe('true');
      await second.click();
      expect(await second.getAttribute('aria-pressed')).toBe('true');
      expect(await first.getAttribute('aria-pressed')).toBe('false');
      // The face boxes sit over the picture: the second to the right of the first.
      const [a, b] = [(await first.boundingBox())!, (await second.boundingBox())!];
      expect(b.x).toBeGreaterThan(a.x + a.width);
      expect(await generate().isDisabled()).toBe(false);
      await expect
        .poll(() => page.getByTestId('video-cost').textContent())
        .toMatch(/^Cost: \d+ credits$/);
      await shot('two-faces');

      const posted = page.waitForResponse(isPost('/api/videos/podcast-clip'));
      await generate().click();
      const answer = await posted;
      expect(answer.status()).toBe(201);
      const [sent] = await sentFields(page);
      expect(sent).toMatchObject({ speakerFace: '1', prompt: 'A calm host, smiling' });
      const job = (await answer.json()) as { id: string; cost: number; durationSeconds: number };
      expect(job.cost).toBe(hedraCost(job.durationSeconds));
      const card = page.locator(`[data-job-id="${job.id}"]`);
      await expect
        .poll(() => card.getAttribute('data-status'), { timeout: RENDER_TIMEOUT_MS, interval: 250 })
        .toBe('succeeded');
    },
  );

  it(
    'says a faceless picture cannot talk before paying, and offers the audiogram',
    { timeout: 120_000 },
    async () => {
      page = await suite.signedIn('no-face');
      await page.goto('/videos');
      const clips: string[] = [];
      page.on('request', (request) => {
        if (request.method() === 'POST' && request.url().endsWith('/api/videos/podcast-clip')) {
          clips.push(request.url());
        }
      });
      await fillClip({ name: 'coffee.jpg', mimeType: 'image/jpeg', buffer: facePhoto('coffee') });
      const studio = panel();
      const message = studio.getByRole('status').filter({ hasText: PODCAST_FACE_MESSAGES.noFace });
      await message.waitFor();
      expect(await generate().isDisabled()).toBe(true);
      await shot('no-face');

      await message.getByRole('button', { name: 'Make an audiogram' }).click();
      const design = studio.getByTestId('audiogram-design');
      expect(await design.getByRole('radio', { name: 'Classic card' }).isChecked()).toBe(true);
      await message.waitFor({ state: 'detached' });
      await design.getByLabel('Episode title').waitFor();
      expect(await generate().isDisabled()).toBe(false);
      expect(clips).toEqual([]);
    },
  );
  /** A ready voiceover read by Rachel, made through the API (its pages have their own tests). */
  async function readyVoiceover(): Promise<{ id: string; seconds: number }> {
    const api = (pathname: string) => `${suite.server.url}${pathname}`;
    const headers = { origin: suite.server.url };
    const request = suite.context.request;
    const added = await request.post(api('/api/voices'), {
      data: { voiceId: '21m00Tcm4TlvDq8ikWAM' },
      headers,
    });
    expect(added.status()).toBe(201);
    const { voice } = (await added.json()) as { voice: { id: string } };
    const written = await request.post(api('/api/scripts/generate'), {
      data: { title: 'Small habits', topic: 'Why small habits change big things' },
      headers,
    });
    expect(written.status()).toBe(200);
    const { scripts } = (await (await request.get(api('/api/scripts'))).json()) as {
      scripts: { id: string }[];
    };
    const scriptId = scripts[0]!.id;
    const content =
      'HOOK:\nWelcome back to the show, everyone.\n\n' +
      'BODY:\nToday we talk about why small habits change big things.\n\n' +
      'OUTRO:\nAnd it all starts with one tiny step.';
    const saved = await request.patch(api(`/api/scripts/${scriptId}`), {
      data: { content },
      headers,
    });
    expect(saved.status()).toBe(200);
    const made = await request.post(api(`/api/scripts/${scriptId}/voiceovers`), {
      data: { voiceRowId: voice.id },
      headers,
    });
    expect(made.status()).toBe(201);
    const { id } = (await made.json()) as { id: string };
    let durationMs = 0;
    await expect
      .poll(
        async () => {
          const detail = (await (await request.get(api(`/api/voiceovers/${id}`))).json()) as {
            status: string;
            durationMs: number | null;
          };
          durationMs = detail.durationMs ?? 0;
          return detail.status;
        },
        { timeout: RENDER_TIMEOUT_MS, interval: 250 },
      )
      .toBe('ready');
    return { id, seconds: durationMs / 1000 };
  }

  it(
    'makes a clip from an uploaded photo and a voiceover, with a picked moment and captions',
    { timeout: 300_000 },
    async () => {
      page = await suite.signedIn('photo-voiceover');
      await recordFormsTo(page, '/api/videos/podcast-clip');
      const voiceover = await readyVoiceover();
      await page.goto(`/videos?voiceover=${voiceover.id}`);
      const studio = panel();
      await studio.getByTestId('podcast-voiceover').getByText('Voiceover: Rachel').waitFor();
      await studio.getByLabel('Portrait image').setInputFiles({
        name: 'astronaut.jpg',
        mimeType: 'image/jpeg',
        buffer: facePhoto('astronaut'),
      });
      // One face: nothing to choose, and Generate is free once it is found.
      await expect.poll(() => generate().isDisabled()).toBe(false);
      expect(await studio.getByText('Who speaks? Click a face.').count()).toBe(0);

      // The moment: from the first pause on, shorter than the whole voiceover.
      const picker = studio.getByTestId('moment-picker');
      await picker.getByTestId('moment-waveform').waitFor();
      const start = picker.getByRole('spinbutton', { name: 'Start' });
      const end = picker.getByRole('spinbutton', { name: 'End' });
      await start.fill('1');
      await start.press('Enter');
      await end.fill(String(Math.max(3, voiceover.seconds - 0.5).toFixed(2)));
      await end.press('Enter');
      const chosen = async () =>
        Math.round((Number(await end.inputValue()) - Number(await start.inputValue())) * 100) / 100;
      await expect
        .poll(async () => page.getByTestId('video-cost').textContent())
        .toBe(`Cost: ${hedraCost(await chosen())} credits`);

      // Captions: bold block at the top.
      const captions = studio.getByTestId('caption-style');
      await captions.getByRole('radio', { name: 'Bold block' }).check();
      await captions.getByRole('radio', { name: 'Top', exact: true }).check();

      const posted = page.waitForResponse(isPost('/api/videos/podcast-clip'));
      await generate().click();
      const answer = await posted;
      expect(answer.status()).toBe(201);
      const [sent] = await sentFields(page);
      expect(sent).toMatchObject({
        voiceoverId: voiceover.id,
        speakerFace: '0',
        captions: 'true',
        captionStyle: 'block',
        captionPosition: 'top',
      });
      expect(Number(sent!.startSeconds)).toBeGreaterThan(0);
      const job = (await answer.json()) as { id: string };
      const card = page.locator(`[data-job-id="${job.id}"]`);
      await expect
        .poll(() => card.getAttribute('data-status'), { timeout: RENDER_TIMEOUT_MS, interval: 250 })
        .toBe('succeeded');
    },
  );
});
