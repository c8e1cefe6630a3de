import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PHOTO_MESSAGES } from '@shared/photos';
import { PODCAST_FACE_MESSAGES, VIDEO_MESSAGES, type PodcastFaces } from '@shared/videos';
import type { TestApp } from '../../../../test/helpers/app.js';
import { twoFacePicture } from '../../../../test/fixtures/face-pictures.js';
import { photoClient } from '../../../../test/fixtures/photo-library.js';
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

let t: TestApp;
let studio: StudioClient;
useQueueOnlyStudio((made) => ({ t, studio } = made));

const facePhoto = (name: string): Buffer =>
  readFileSync(path.resolve(import.meta.dirname, '../../../../test/fixtures/faces', name));
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

describe('POST /api/videos/podcast-faces with a photo of My photos (photoId)', () => {
  /** A photo in `userId`'s library, uploaded through My photos; its id. */
  const libraryPhoto = async (userId: string, bytes: Buffer, name: string) =>
    (await photoClient(t).add(userId, [[bytes, name]]))[0]!.id;

  it("lists the faces of the owner's photo in place, copying nothing", async () => {
    const userId = await studio.newUser(0);
    const photoId = await libraryPhoto(userId, await twoFacePicture(), 'two-hosts.jpg');
    const before = await studio.storedKeys(userId);
    const res = await studio.post(userId, 'podcast-faces', form({ photoId }));
    expect(res.statusCode).toBe(200);
    const { faces, localEngine } = res.json<PodcastFaces>();
    expect(localEngine).toBe(true);
    expect(faces.map((face) => face.index)).toEqual([0, 1]);
    // Astronaut on the left, the camera portrait on the right: two boxes side by side.
    const [left, right] = [...faces].sort((a, b) => a.box.x - b.box.x);
    expect(left!.box.x + left!.box.width).toBeLessThan(0.5);
    expect(right!.box.x).toBeGreaterThan(0.5);
    expect(await studio.storedKeys(userId)).toEqual(before);
  }, 60_000);

  it("answers another user's photo, an unknown one and a deleted one like a missing one", async () => {
    const [owner, other] = [await studio.newUser(0), await studio.newUser(0)];
    const photoId = await libraryPhoto(owner, facePhoto('astronaut.jpg'), 'host.jpg');
    for (const [userId, id] of [
      [other, photoId],
      [owner, randomUUID()],
    ] as const) {
      const res = await studio.post(userId, 'podcast-faces', form({ photoId: id }));
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ error: PHOTO_MESSAGES.notFound });
    }
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/photos/${photoId}`,
      headers: studio.headers(owner),
    });
    expect(deleted.statusCode).toBe(200);
    const gone = await studio.post(owner, 'podcast-faces', form({ photoId }));
    expect(gone.statusCode).toBe(404);
  }, 60_000);

  it('refuses a photo together with another picture, or a malformed id', async () => {
    const userId = await studio.newUser(0);
    const photoId = await libraryPhoto(userId, facePhoto('astronaut.jpg'), 'host.jpg');
    const both = await studio.post(
      userId,
      'podcast-faces',
      form({ photoId }, { image: photo('astronaut.jpg') }),
    );
    expect(both.statusCode).toBe(400);
    expect(both.json()).toMatchObject({ error: VIDEO_MESSAGES.onePicture });
    const withHost = await studio.post(
      userId,
      'podcast-faces',
      form({ photoId, characterId: randomUUID() }),
    );
    expect(withHost.statusCode).toBe(400);
    const malformed = await studio.post(userId, 'podcast-faces', form({ photoId: 'nope' }));
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ error: 'body.photoId: Choose one of your photos' });
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
