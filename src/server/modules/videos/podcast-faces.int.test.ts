import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PODCAST_FACE_MESSAGES, VIDEO_MESSAGES, type PodcastFaces } from '@shared/videos';
import { wavAudio } from '../../../../test/fixtures/videos.js';
import {
  createQueueOnlyStudio,
  useQueueOnlyStudio,
  multipartForm as form,
  type StudioClient,
} from '../../../../test/fixtures/video-studio.js';
import { PODCAST_FACES_LIMIT } from './free-checks-limit.js';

/**
 * The talking portrait's faces (decision 057): listed for the form before paying, and a clip
 * that asks for a speaker in a picture without one refused with nothing charged. Real
 * photographs (test/fixtures/faces) and the real detector.
 */

let studio: StudioClient;
useQueueOnlyStudio((made) => ({ studio } = made));

const photo = (name: string): [Buffer, string] => [
  readFileSync(path.resolve(import.meta.dirname, '../../../../test/fixtures/faces', name)),
  name,
];

describe('POST /api/videos/podcast-faces', () => {
  it('lists the face of a portrait photograph, charging nothing and keeping no file', async () => {
    const userId = await studio.newUser(5);
    const res = await studio.post(
      userId,
      'podcast-faces',
      form({}, { image: photo('astronaut.jpg') }),
    );
    expect(res.statusCode).toBe(200);
    const { faces, localEngine } = res.json<PodcastFaces>();
    expect(localEngine).toBe(true);
    expect(faces).toHaveLength(1);
    expect(faces[0]).toMatchObject({ index: 0 });
    expect(faces[0]!.box.width).toBeGreaterThan(0.1);
    expect(await studio.credits.balance(userId)).toBe(5);
    expect(await studio.storedKeys(userId)).toEqual([]);
  }, 60_000);

  it('answers no faces for a picture without one', async () => {
    const userId = await studio.newUser(0);
    const res = await studio.post(
      userId,
      'podcast-faces',
      form({}, { image: photo('coffee.jpg') }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json<PodcastFaces>()).toEqual({ localEngine: true, faces: [] });
  }, 60_000);

  it('leaves the portrait to Hedra when a Hedra key is configured', async () => {
    const { t: hedra, studio: client } = await createQueueOnlyStudio({ engineFor: 'hedra' });
    try {
      const userId = await client.newUser(0);
      const res = await client.post(
        userId,
        'podcast-faces',
        form({}, { image: photo('astronaut.jpg') }),
      );
      expect(res.statusCode).toBe(200);
      expect(res.json<PodcastFaces>()).toEqual({ localEngine: false, faces: [] });
    } finally {
      await hedra.close();
    }
  }, 60_000);
});

describe('a talking portrait asked for a picture without that face', () => {
  const clip = (userId: string, image: string, speakerFace: string) =>
    studio.post(
      userId,
      'podcast-clip',
      form(
        { prompt: 'A host talking', durationSeconds: '1.5', speakerFace },
        { audio: [wavAudio(2), 'voice.wav'], image: photo(image) },
      ),
    );

  it('is refused with the no-face message before anything is charged', async () => {
    const userId = await studio.newUser(20);
    const res = await clip(userId, 'coffee.jpg', '0');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: PODCAST_FACE_MESSAGES.noFace });
    await studio.expectNothingLeft(userId, 20);
  }, 60_000);

  it('is refused when the chosen face is not there, and made when it is', async () => {
    const userId = await studio.newUser(20);
    const missing = await clip(userId, 'astronaut.jpg', '1');
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ error: PODCAST_FACE_MESSAGES.faceNotFound });
    const made = await clip(userId, 'astronaut.jpg', '0');
    expect(made.statusCode).toBe(201);
    const [row] = await studio.rowsOf(userId);
    expect(row!.speakerFace).toBe(0);
  }, 60_000);
});

describe('how often one user may look for faces', () => {
  it('refuses past the limit with its wording and Retry-After; other users are still served', async () => {
    const [userId, other] = [await studio.newUser(0), await studio.newUser(0)];
    // Cheap looks (no picture: 400) count as much as real ones: the upload is read all the same.
    for (let look = 0; look < PODCAST_FACES_LIMIT.max; look++) {
      const res = await studio.post(userId, 'podcast-faces', form({}));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: VIDEO_MESSAGES.selectImages });
    }
    const refused = await studio.post(
      userId,
      'podcast-faces',
      form({}, { image: photo('astronaut.jpg') }),
    );
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ error: PODCAST_FACE_MESSAGES.tooManyChecks });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(PODCAST_FACES_LIMIT.windowMs / 1000);
    // Another user is not held back by it.
    const served = await studio.post(
      other,
      'podcast-faces',
      form({}, { image: photo('astronaut.jpg') }),
    );
    expect(served.statusCode).toBe(200);
  }, 60_000);
});
