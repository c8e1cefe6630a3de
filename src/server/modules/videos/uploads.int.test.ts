import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { VideoJob } from '@shared/videos';
import { createTestApp, type TestApp } from '../../../../test/helpers/app.js';
import {
  FakeVideoEngine,
  pngImage,
  registryOf,
  wavAudio,
} from '../../../../test/fixtures/videos.js';
import { multipartForm as form, studioClient } from '../../../../test/fixtures/video-studio.js';

/**
 * The studio's upload endpoints: files are checked by content, size-limited while they stream,
 * stored under server keys, and a refused request leaves no row, no charge and no file.
 * No workers: jobs stay queued here.
 */

const IMAGE_LIMIT = 64 * 1024;
let t: TestApp;
let studio: ReturnType<typeof studioClient>;

beforeAll(async () => {
  const engine = new FakeVideoEngine(async () => {
    throw new Error('nothing renders in this file');
  });
  t = await createTestApp({
    sessions: 'header',
    videoEngines: registryOf(engine),
    env: { IMAGE_UPLOAD_LIMIT_BYTES: String(IMAGE_LIMIT) },
  });
  studio = studioClient(t);
});
afterAll(() => t.close());
afterEach(() => studio.checkLedgers());

describe('POST /api/videos/image-to-video', () => {
  it.each([
    [320, 160, '16:9'],
    [90, 160, '9:16'],
    [100, 100, '16:9'],
  ])('reads the aspect ratio of a %ix%i image on the server', async (width, height, ratio) => {
    const userId = await studio.newUser(100);
    const image = await pngImage(width, height);
    const response = await studio.post(
      userId,
      'image-to-video',
      form({ prompt: 'Slow zoom in', durationSeconds: '5' }, { image: [image, 'photo.png'] }),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json<VideoJob>()).toMatchObject({
      mode: 'veo',
      aspectRatio: ratio,
      cost: 40,
      hasInputImage: true,
    });
  });

  it('stores the upload under a server key, whatever name and type were sent', async () => {
    const userId = await studio.newUser(100);
    const image = await pngImage(64, 64);
    const data = new FormData();
    data.append('prompt', 'Pan left');
    data.append('image', new Blob([new Uint8Array(image)], { type: 'image/gif' }), '../../x.gif');
    const response = await studio.post(userId, 'image-to-video', data);
    expect(response.statusCode).toBe(201);
    const [row] = await studio.rowsOf(userId);
    expect(row!.inputImageKey).toMatch(
      new RegExp(`^hedra-inputs/${userId}/\\d{4}/\\d{2}/[0-9a-f-]{36}\\.png$`),
    );
    expect(await studio.storedKeys(userId)).toEqual([row!.inputImageKey]);
    const stored = await t.storage.head(row!.inputImageKey!);
    expect(stored).toEqual({ size: image.length, contentType: 'image/png' });
  });

  it('refuses a non-image renamed to .jpg, charging and storing nothing', async () => {
    const userId = await studio.newUser(100);
    const text = Buffer.from('This is a shopping list, not a photo.\n'.repeat(20));
    const response = await studio.post(
      userId,
      'image-to-video',
      form({ prompt: 'Zoom out' }, { image: [text, 'photo.jpg'] }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'The image must be a JPEG, PNG, WebP or GIF file' });
    await studio.expectNothingLeft(userId, 100);
  });

  it('refuses a file that starts like a JPEG but is not one (ffprobe cannot read it)', async () => {
    const userId = await studio.newUser(100);
    const fake = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(600, 'x')]);
    const response = await studio.post(
      userId,
      'image-to-video',
      form({ prompt: 'Zoom out' }, { image: [fake, 'photo.jpg'] }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('The image could not be read: choose another image');
    await studio.expectNothingLeft(userId, 100);
  });

  it('cuts an oversized image off while it streams', async () => {
    const userId = await studio.newUser(100);
    const big = Buffer.concat([await pngImage(16, 16), Buffer.alloc(IMAGE_LIMIT, 1)]);
    const response = await studio.post(
      userId,
      'image-to-video',
      form({ prompt: 'Zoom out' }, { image: [big, 'big.png'] }),
    );
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ error: 'The image is larger than 64 KB' });
    await studio.expectNothingLeft(userId, 100);
  });

  it('asks for an image, and refuses unknown fields and JSON bodies', async () => {
    const userId = await studio.newUser(100);
    const image = await pngImage(64, 64);
    const noImage = await studio.post(userId, 'image-to-video', form({ prompt: 'Zoom' }));
    expect(noImage.json()).toEqual({ error: 'Select at least one image file' });
    const extra = await studio.post(
      userId,
      'image-to-video',
      form({ prompt: 'Zoom', cost: '1' }, { image: [image, 'a.png'] }),
    );
    expect(extra.statusCode).toBe(400);
    expect(extra.json().error).toMatch(/Unrecognized key/);
    const json = await studio.post(userId, 'image-to-video', { prompt: 'Zoom' });
    expect(json.statusCode).toBe(415);
    await studio.expectNothingLeft(userId, 100);
  });
});

describe('POST /api/videos/podcast-clip', () => {
  it('takes audio and a portrait, charges 2 per second and keeps both in hedra-inputs', async () => {
    const userId = await studio.newUser(100);
    const response = await studio.post(
      userId,
      'podcast-clip',
      form(
        { prompt: 'Podcast studio', durationSeconds: '2.5', seed: '42' },
        { audio: [wavAudio(3), 'voice.wav'], image: [await pngImage(90, 160), 'me.png'] },
      ),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json<VideoJob>()).toMatchObject({
      mode: 'hedra',
      aspectRatio: '9:16',
      resolution: '540p',
      durationSeconds: 2.5,
      cost: 5,
      hasInputImage: true,
    });
    const [row] = await studio.rowsOf(userId);
    expect(row).toMatchObject({ seed: 42 });
    expect(row!.inputAudioKey).toMatch(/^hedra-inputs\/.+\.wav$/);
    expect(row!.inputImageKey).toMatch(/^hedra-inputs\/.+\.png$/);
    expect(await studio.credits.balance(userId)).toBe(95);
  });

  it('refuses a duration longer than the audio, naming the audio’s length', async () => {
    const userId = await studio.newUser(100);
    const response = await studio.post(
      userId,
      'podcast-clip',
      form(
        { prompt: 'Podcast studio', durationSeconds: '5' },
        { audio: [wavAudio(3), 'voice.wav'], image: [await pngImage(64, 64), 'me.png'] },
      ),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(
      'The audio is only 3.00 seconds long: choose a duration of at most 3.00 seconds',
    );
    await studio.expectNothingLeft(userId, 100);
  });

  it('refuses the 0.01 s clip that took the server down: 400, no job, no charge, no file', async () => {
    const userId = await studio.newUser(100);
    const response = await studio.post(
      userId,
      'podcast-clip',
      form(
        { prompt: 'p', durationSeconds: '0.01' },
        { audio: [wavAudio(12), 'voice.wav'], image: [await pngImage(64, 64), 'me.png'] },
      ),
    );
    expect([response.statusCode, response.json()]).toEqual([
      400,
      { error: 'body.durationSeconds: Duration must be at least 1 second' },
    ]);
    await studio.expectNothingLeft(userId, 100);
  });

  it('takes one second, the shortest clip, and refuses audio shorter than that', async () => {
    const userId = await studio.newUser(100);
    const image = await pngImage(64, 64);
    const shortest = await studio.post(
      userId,
      'podcast-clip',
      form(
        { prompt: 'Podcast studio', durationSeconds: '1' },
        { audio: [wavAudio(1), 'voice.wav'], image: [image, 'me.png'] },
      ),
    );
    expect(shortest.statusCode).toBe(201);
    expect(shortest.json<VideoJob>()).toMatchObject({ durationSeconds: 1, cost: 2 });

    const other = await studio.newUser(100);
    const tooShort = await studio.post(
      other,
      'podcast-clip',
      form(
        { prompt: 'Podcast studio' },
        { audio: [wavAudio(0.5), 'hi.wav'], image: [image, 'me.png'] },
      ),
    );
    expect([tooShort.statusCode, tooShort.json()]).toEqual([
      400,
      { error: 'The audio is only 0.50 seconds long: a clip needs at least 1 second of speech' },
    ]);
    await studio.expectNothingLeft(other, 100);
  });

  it('asks for both files and deletes the one that came', async () => {
    const userId = await studio.newUser(100);
    const response = await studio.post(
      userId,
      'podcast-clip',
      form({ prompt: 'Podcast studio' }, { image: [await pngImage(64, 64), 'me.png'] }),
    );
    expect(response.json()).toEqual({ error: 'Select both audio and image files' });
    await studio.expectNothingLeft(userId, 100);
  });

  it('refuses audio that is not audio, or that cannot be read', async () => {
    const userId = await studio.newUser(100);
    const image = await pngImage(64, 64);
    const notAudio = await studio.post(
      userId,
      'podcast-clip',
      form({ prompt: 'P' }, { audio: [image, 'voice.mp3'], image: [image, 'me.png'] }),
    );
    expect(notAudio.json().error).toMatch(
      /^The audio must be an MP3, WAV, M4A(, OGG)? or WebM file$/,
    );
    const junk = Buffer.concat([Buffer.from('ID3\u0004\0\0\0\0\0\0'), Buffer.alloc(800, 'a')]);
    const unreadable = await studio.post(
      userId,
      'podcast-clip',
      form({ prompt: 'P' }, { audio: [junk, 'voice.mp3'], image: [image, 'me.png'] }),
    );
    expect(unreadable.statusCode).toBe(400);
    expect(unreadable.json().error).toBe('The audio could not be read: choose another audio file');
    await studio.expectNothingLeft(userId, 100);
  });

  it('answers a shortfall with 402 and deletes the uploads', async () => {
    const userId = await studio.newUser(3);
    const response = await studio.post(
      userId,
      'podcast-clip',
      form(
        { prompt: 'Podcast studio', durationSeconds: '3' },
        { audio: [wavAudio(3), 'voice.wav'], image: [await pngImage(64, 64), 'me.png'] },
      ),
    );
    expect(response.statusCode).toBe(402);
    expect(response.json()).toMatchObject({ balance: 3, required: 6 });
    await studio.expectNothingLeft(userId, 3);
  });
});
