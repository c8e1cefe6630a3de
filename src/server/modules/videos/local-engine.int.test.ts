import { createWriteStream } from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { VideoJob } from '@shared/videos';
import { createTestApp, TEST_USER_HEADER, type TestApp } from '../../../../test/helpers/app.js';
import { pngImage, tempDir, waitForFinalJob, wavAudio } from '../../../../test/fixtures/videos.js';
import { studioClient } from '../../../../test/fixtures/video-studio.js';

/**
 * End to end on the real local engine (no vendor keys): a request becomes a real MP4 in our
 * storage, checked with ffprobe. Real renders cost seconds, so this file makes only three.
 */

let t: TestApp;
let scratch: { dir: string; remove(): Promise<void> };

beforeAll(async () => {
  t = await createTestApp({ sessions: 'header', workers: { concurrency: 2 } });
  scratch = await tempDir('reelcast-local-e2e-');
});
afterAll(async () => {
  await t.close();
  await scratch.remove();
});

const newUser = () => studioClient(t).newUser(100);

/** Copies a stored object to a local file and probes it. */
async function probeStored(key: string) {
  const object = await t.storage.get(key);
  if (!object) throw new Error(`missing ${key}`);
  const file = path.join(scratch.dir, path.basename(key));
  await pipeline(object.body, createWriteStream(file));
  return t.media.probe(file);
}

it('makes a 5 s 720p text-to-video job on the local engine: H.264/AAC at 720×1280', async () => {
  const userId = await newUser();
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/videos/text-to-video',
    headers: { [TEST_USER_HEADER]: userId },
    payload: { prompt: 'A quiet harbour at sunrise, zoom in', durationSeconds: 5 },
  });
  expect(response.statusCode).toBe(201);
  const created = response.json<VideoJob>();
  expect(created.engine).toBe('local');

  const row = await waitForFinalJob(t.hub, t.database, { id: created.id, userId }, 90_000);
  expect(row).toMatchObject({ status: 'succeeded', progress: 100, engine: 'local' });
  const video = await probeStored(row.outputKey!);
  expect(video.video).toMatchObject({ codec: 'h264', width: 720, height: 1280 });
  expect(video.audio?.codec).toBe('aac');
  expect(Math.abs(video.durationSeconds! - 5)).toBeLessThanOrEqual(0.1);
  const poster = await probeStored(row.posterKey!);
  expect(poster.video).toMatchObject({ width: 720, height: 1280 });
}, 120_000);

it('makes a podcast clip from an uploaded voice and portrait, trimmed to the chosen length', async () => {
  const userId = await newUser();
  const data = new FormData();
  data.append('prompt', 'Podcast studio');
  data.append('durationSeconds', '2');
  data.append('aspectRatio', '1:1');
  data.append('audio', new Blob([new Uint8Array(wavAudio(3))]), 'voice.wav');
  data.append('image', new Blob([new Uint8Array(await pngImage(300, 400))]), 'me.png');
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/videos/podcast-clip',
    headers: { [TEST_USER_HEADER]: userId },
    payload: data,
  });
  expect(response.statusCode).toBe(201);

  const row = await waitForFinalJob(t.hub, t.database, { id: response.json().id, userId }, 90_000);
  expect(row.status).toBe('succeeded');
  const video = await probeStored(row.outputKey!);
  expect(video.video).toMatchObject({ codec: 'h264', width: 540, height: 540 });
  expect(video.audio?.codec).toBe('aac');
  expect(Math.abs(video.durationSeconds! - 2)).toBeLessThanOrEqual(0.1);
}, 120_000);

it('makes an image-to-video job from a library photo deleted right after the request', async () => {
  const userId = await newUser();
  const headers = { [TEST_USER_HEADER]: userId };
  const library = new FormData();
  library.append('files', new Blob([new Uint8Array(await pngImage(360, 640))]), 'hall.png');
  const added = await t.app.inject({
    method: 'POST',
    url: '/api/photos',
    headers,
    payload: library,
  });
  expect(added.statusCode).toBe(201);
  const photoId = added.json<{ photos: { id: string }[] }>().photos[0]!.id;

  const data = new FormData();
  data.append('prompt', 'The hall, zoom in');
  data.append('durationSeconds', '5');
  data.append('photoId', photoId);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/videos/image-to-video',
    headers,
    payload: data,
  });
  expect(response.statusCode).toBe(201);
  expect(response.json<VideoJob>()).toMatchObject({ mode: 'veo', aspectRatio: '9:16', cost: 40 });
  // The job renders from its own copy: the photo may go at once.
  const deleted = await t.app.inject({ method: 'DELETE', url: `/api/photos/${photoId}`, headers });
  expect(deleted.statusCode).toBe(200);

  const row = await waitForFinalJob(t.hub, t.database, { id: response.json().id, userId }, 90_000);
  expect(row.status).toBe('succeeded');
  const video = await probeStored(row.outputKey!);
  expect(video.video).toMatchObject({ codec: 'h264', width: 720, height: 1280 });
  expect(Math.abs(video.durationSeconds! - 5)).toBeLessThanOrEqual(0.1);
}, 120_000);
