import { execFile } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { promisify } from 'node:util';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { VideoJob } from '@shared/videos';
import { createTestApp, TEST_USER_HEADER, type TestApp } from '../../../../test/helpers/app.js';
import { pngImage, tempDir, waitForFinalJob } from '../../../../test/fixtures/videos.js';
import { studioClient } from '../../../../test/fixtures/video-studio.js';

/**
 * The music bed of Text and Image to Video (issue 29), end to end on the local engine: a chosen
 * bed is heard in the stored video (volumedetect), no choice or "none" stays silent, and the
 * picture is untouched. Listening by proxy: the loudness of what was stored.
 */

const run = promisify(execFile);
let t: TestApp;
let scratch: { dir: string; remove(): Promise<void> };

beforeAll(async () => {
  t = await createTestApp({ sessions: 'header', workers: { concurrency: 2 } });
  scratch = await tempDir('reelcast-music-bed-');
});
afterAll(async () => {
  await t.close();
  await scratch.remove();
});

const newUser = () => studioClient(t).newUser(200);

/** The stored video's sound: mean and peak level in dB (-91 is digital silence). */
async function loudnessOfStored(key: string) {
  const object = await t.storage.get(key);
  if (!object) throw new Error(`missing ${key}`);
  const file = path.join(scratch.dir, path.basename(key));
  await pipeline(object.body, createWriteStream(file));
  const { stderr } = await run(t.media.ffmpegPath, [
    '-hide_banner',
    '-i',
    file,
    '-map',
    '0:a:0',
    '-af',
    'volumedetect',
    '-f',
    'null',
    '-',
  ]);
  const level = (name: string) => Number(new RegExp(`${name}: (-?[\\d.]+) dB`).exec(stderr)![1]);
  return {
    mean: level('mean_volume'),
    peak: level('max_volume'),
    probe: await t.media.probe(file),
  };
}

async function textToVideo(userId: string, payload: Record<string, unknown>) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/videos/text-to-video',
    headers: { [TEST_USER_HEADER]: userId },
    payload: { prompt: 'A quiet harbour at sunrise', durationSeconds: 5, ...payload },
  });
  return response;
}

it('text to video with the Calm bed is heard; with none it is silent', async () => {
  const userId = await newUser();
  const withBed = await textToVideo(userId, { musicBed: 'calm', resolution: '720p' });
  const without = await textToVideo(userId, {});
  expect(withBed.statusCode).toBe(201);
  expect(without.statusCode).toBe(201);
  // The bed costs nothing: both are priced alike.
  expect(withBed.json<VideoJob>().cost).toBe(without.json<VideoJob>().cost);

  const rowWith = await waitForFinalJob(
    t.hub,
    t.database,
    { id: withBed.json().id, userId },
    90_000,
  );
  const rowWithout = await waitForFinalJob(
    t.hub,
    t.database,
    { id: without.json().id, userId },
    90_000,
  );
  expect(rowWith).toMatchObject({ status: 'succeeded', musicBed: 'calm' });
  expect(rowWithout).toMatchObject({ status: 'succeeded', musicBed: null });

  const heard = await loudnessOfStored(rowWith.outputKey!);
  // A bed, not a blast: clearly there, well under full scale.
  expect(heard.mean).toBeGreaterThan(-30);
  expect(heard.mean).toBeLessThan(-14);
  expect(heard.peak).toBeLessThan(-1);
  expect(heard.probe.video).toMatchObject({ codec: 'h264', width: 720, height: 1280 });
  expect(Math.abs(heard.probe.durationSeconds! - 5)).toBeLessThanOrEqual(0.1);
  expect((await loudnessOfStored(rowWithout.outputKey!)).mean).toBeLessThan(-80);
}, 180_000);

it('image to video takes the bed as a form field; an unknown bed is refused', async () => {
  const userId = await newUser();
  const form = (bed: string) => {
    const data = new FormData();
    data.append('prompt', 'The hall, zoom in');
    data.append('durationSeconds', '5');
    data.append('musicBed', bed);
    return data;
  };
  const image = new Uint8Array(await pngImage(360, 640));
  const good = form('upbeat');
  good.append('image', new Blob([image]), 'hall.png');
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/videos/image-to-video',
    headers: { [TEST_USER_HEADER]: userId },
    payload: good,
  });
  expect(response.statusCode).toBe(201);

  const bad = form('jazz');
  bad.append('image', new Blob([image]), 'hall.png');
  const refused = await t.app.inject({
    method: 'POST',
    url: '/api/videos/image-to-video',
    headers: { [TEST_USER_HEADER]: userId },
    payload: bad,
  });
  expect(refused.statusCode).toBe(400);

  const row = await waitForFinalJob(t.hub, t.database, { id: response.json().id, userId }, 90_000);
  expect(row).toMatchObject({ status: 'succeeded', musicBed: 'upbeat' });
  expect((await loudnessOfStored(row.outputKey!)).mean).toBeGreaterThan(-30);
}, 180_000);
