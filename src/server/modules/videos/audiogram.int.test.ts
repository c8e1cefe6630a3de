import { createWriteStream } from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AUDIOGRAM_MESSAGES, AUDIOGRAM_TEMPLATES, type AudiogramTemplate } from '@shared/audiogram';
import { hedraCost } from '@shared/pricing';
import { HEDRA_ASPECT_RATIOS, videoFrameSize, type VideoJob } from '@shared/videos';
import { createMediaToolkit } from '../../media/index.js';
import { LocalVideoEngine, paintCard } from '../../providers/video/local/index.js';
import type { VideoEngine } from '../../providers/video/port.js';
import { createTestApp, type TestApp } from '../../../../test/helpers/app.js';
import { tempDir, waitForFinalJob } from '../../../../test/fixtures/videos.js';
import { multipartForm as form, studioClient } from '../../../../test/fixtures/video-studio.js';
import {
  colourDistance,
  hexRgb,
  logoPhoto,
  rgbFrame,
  sampleAspectRatio,
  spokenWav,
} from '../../../../test/fixtures/audiogram.js';

/**
 * Audiogram designs (decision 059) on the real local engine, as the studio sends them: every
 * template in every shape renders at the asked size with square pixels, for the asked length,
 * shows the brand colour and a progress bar that fills as it plays. The app here has a "Hedra
 * key" (its registry sends podcast clips to Hedra, whose engine throws): audiograms must still
 * be made locally. Priced like any podcast clip; a bad logo is refused before any charge.
 */

let t: TestApp;
let scratch: { dir: string; remove(): Promise<void> };
let speech: Buffer;
let logo: Buffer;
const media = createMediaToolkit({ media: { ffmpegPath: undefined, ffprobePath: undefined } });
const local = new LocalVideoEngine({ media });
const hedraOnly: VideoEngine = {
  id: 'hedra',
  supports: () => true,
  render: () => Promise.reject(new Error('an audiogram must never reach Hedra')),
};

beforeAll(async () => {
  t = await createTestApp({
    sessions: 'header',
    workers: { concurrency: 1 },
    videoEngines: {
      engineFor: (mode) => (mode === 'hedra' ? 'hedra' : 'local'),
      get: (id) => (id === 'local' ? local : hedraOnly),
    },
  });
  scratch = await tempDir('reelcast-audiogram-');
  [speech, logo] = await Promise.all([
    spokenWav('Welcome to the show. Today we talk about coffee.'),
    logoPhoto(),
  ]);
}, 60_000);
afterAll(async () => {
  await t?.close();
  await scratch?.remove();
});

const studio = () => studioClient(t);
afterEach(() => studio().checkLedgers());

const SECONDS = 2;
const COLOURS: Record<AudiogramTemplate, string> = {
  classic: '#e4572e',
  spotlight: '#2bb3ff',
  bold: '#ffd23f',
};

function audiogramForm(fields: Record<string, string>, logoFile: [Buffer, string] | null) {
  return form(
    {
      prompt: 'Coffee talk',
      durationSeconds: String(SECONDS),
      style: 'classic',
      title: 'From garage roaster to forty cafes',
      showName: 'The Small Batch Podcast',
      brandColor: '#e4572e',
      waveform: 'bars',
      ...fields,
    },
    { audio: [speech, 'voice.wav'], ...(logoFile && { logo: logoFile }) },
  );
}

async function download(key: string): Promise<string> {
  const object = await t.storage.get(key);
  if (!object) throw new Error(`missing ${key}`);
  const file = path.join(scratch.dir, path.basename(key));
  await pipeline(object.body, createWriteStream(file));
  return file;
}

describe('every template in every shape', () => {
  const cases = AUDIOGRAM_TEMPLATES.flatMap((template) =>
    HEDRA_ASPECT_RATIOS.map((aspectRatio) => ({ template, aspectRatio })),
  );
  it.each(cases)(
    '$template at $aspectRatio: size, square pixels, length, brand colour, progress',
    async ({ template, aspectRatio }) => {
      const userId = await studio().newUser(100);
      const brandColor = COLOURS[template];
      const waveform = template === 'spotlight' ? 'circle' : template === 'bold' ? 'line' : 'bars';
      const response = await studio().post(
        userId,
        'podcast-clip',
        audiogramForm({ style: template, aspectRatio, brandColor, waveform }, [logo, 'cover.png']),
      );
      expect(response.statusCode, response.body).toBe(201);
      const job = response.json<VideoJob>();
      expect(job).toMatchObject({ engine: 'local', cost: hedraCost(SECONDS) });

      const row = await waitForFinalJob(t.hub, t.database, { id: job.id, userId }, 90_000);
      expect(row.error).toBeNull();
      expect(row.status).toBe('succeeded');
      const video = await download(row.outputKey!);
      const probe = await media.probe(video);
      const frame = videoFrameSize(aspectRatio, '540p');
      expect(probe.video).toMatchObject({ codec: 'h264', ...frame });
      expect(probe.audio?.codec).toBe('aac');
      expect(Math.abs(probe.durationSeconds! - SECONDS)).toBeLessThanOrEqual(0.1);
      expect(await sampleAspectRatio(video)).toBe('1:1');

      // Where the card put the progress bar, and the colour it fills with.
      const { layout, colours } = await paintCard({
        design: {
          template,
          title: 'From garage roaster to forty cafes',
          showName: 'The Small Batch Podcast',
          brandColor,
          waveform,
        },
        ...frame,
      });
      const fill = [colours.progress.r, colours.progress.g, colours.progress.b];
      const { progress } = layout;
      const barRow = progress.y + progress.height / 2;
      const filled = (f: Awaited<ReturnType<typeof rgbFrame>>) => {
        let count = 0;
        for (let x = progress.x + 2; x < progress.x + progress.width - 2; x++) {
          if (colourDistance(f.at(x, barRow), fill) < 40) count++;
        }
        return count / (progress.width - 4);
      };
      const early = await rgbFrame(media, video, 0.5);
      const late = await rgbFrame(media, video, 1.5);
      expect(filled(early)).toBeGreaterThan(0.15);
      expect(filled(early)).toBeLessThan(0.35);
      expect(filled(late)).toBeGreaterThan(0.65);
      expect(filled(late)).toBeLessThan(0.85);

      // The brand colour on screen: the progress fill, or the bold card's whole background.
      const brandAt =
        template === 'bold'
          ? late.at(late.width - 4, late.height - 4)
          : late.at(progress.x + 4, barRow);
      expect(colourDistance(brandAt, hexRgb(brandColor))).toBeLessThan(24);
    },
    120_000,
  );
});

describe('refused before paying', () => {
  it('a logo that is not an image: 400, nothing charged or stored', async () => {
    const userId = await studio().newUser(100);
    const response = await studio().post(
      userId,
      'podcast-clip',
      audiogramForm({}, [Buffer.from('this is a text file, not a picture'), 'logo.png']),
    );
    expect(response.statusCode).toBe(400);
    await studio().expectNothingLeft(userId, 100);
  });

  it('an audiogram without an episode title: 400, nothing charged or stored', async () => {
    const userId = await studio().newUser(100);
    const response = await studio().post(
      userId,
      'podcast-clip',
      audiogramForm({ title: '' }, [logo, 'cover.png']),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: string }>().error).toBe(AUDIOGRAM_MESSAGES.titleRequired);
    await studio().expectNothingLeft(userId, 100);
  });

  it('a logo for the talking portrait: 400, nothing charged or stored', async () => {
    const userId = await studio().newUser(100);
    const response = await studio().post(
      userId,
      'podcast-clip',
      audiogramForm({ style: 'talking' }, [logo, 'cover.png']),
    );
    expect(response.statusCode).toBe(400);
    await studio().expectNothingLeft(userId, 100);
  });

  it('a colour that is not #rrggbb: 400', async () => {
    const userId = await studio().newUser(100);
    const response = await studio().post(
      userId,
      'podcast-clip',
      audiogramForm({ brandColor: 'red' }, null),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: string }>().error).toContain(AUDIOGRAM_MESSAGES.color);
    await studio().expectNothingLeft(userId, 100);
  });
});

it('deleting an audiogram deletes its own copy of the logo with its video and inputs', async () => {
  const userId = await studio().newUser(100);
  const response = await studio().post(
    userId,
    'podcast-clip',
    audiogramForm({ aspectRatio: '1:1' }, [logo, 'cover.png']),
  );
  expect(response.statusCode, response.body).toBe(201);
  const { id } = response.json<VideoJob>();
  const row = await waitForFinalJob(t.hub, t.database, { id, userId }, 90_000);
  expect(row.audiogram?.logoKey).toMatch(/^hedra-inputs\//);
  expect(await studio().storedKeys(userId)).toContain(row.audiogram!.logoKey);
  const deleted = await t.app.inject({
    method: 'DELETE',
    url: `/api/videos/${id}`,
    headers: studio().headers(userId),
  });
  expect(deleted.statusCode).toBe(200);
  expect(await studio().storedKeys(userId)).toEqual([]);
}, 120_000);
