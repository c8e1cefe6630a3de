import { describe, expect, it } from 'vitest';
import { PHOTO_MESSAGES, type Photo } from '@shared/photos';
import { VIDEO_MESSAGES, type VideoJob } from '@shared/videos';
import type { TestApp } from '../../../../test/helpers/app.js';
import { photoClient } from '../../../../test/fixtures/photo-library.js';
import { pngImage } from '../../../../test/fixtures/videos.js';
import {
  useQueueOnlyStudio,
  multipartForm as form,
  type StudioClient,
} from '../../../../test/fixtures/video-studio.js';

/**
 * Image to video from a photo of the user's library (photoId) instead of an uploaded file:
 * priced and made exactly as for a file, from a copy of the photo's bytes in the job's own
 * inputs, so deleting the photo later changes nothing. Only the owner's photos; never together
 * with a file. No workers: jobs stay queued here (local-engine.int.test.ts renders one).
 */

let t: TestApp;
let studio: StudioClient;
useQueueOnlyStudio((made) => ({ t, studio } = made));

/** A photo in `userId`'s library, uploaded through My photos. */
const photo = async (userId: string, width = 320, height = 160): Promise<Photo> =>
  (await photoClient(t).add(userId, [[await pngImage(width, height), 'porch.png']]))[0]!;

/** The user's stored objects outside the library: what a video request left behind. */
const jobInputs = async (userId: string) =>
  (await studio.storedKeys(userId)).filter((key) => !key.startsWith('client-photos/'));

describe('POST /api/videos/image-to-video with photoId', () => {
  it('charges and queues like a file, from a copy of the photo that outlives it', async () => {
    const userId = await studio.newUser(100);
    const { id: photoId } = await photo(userId, 90, 160);
    const response = await studio.post(
      userId,
      'image-to-video',
      form({ prompt: 'Slow zoom in', durationSeconds: '5', photoId }),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json<VideoJob>()).toMatchObject({
      mode: 'veo',
      status: 'queued',
      aspectRatio: '9:16',
      cost: 40,
      hasInputImage: true,
    });
    expect(await studio.credits.balance(userId)).toBe(60);
    const [row] = await studio.rowsOf(userId);
    expect(row!.inputImageKey).toMatch(new RegExp(`^hedra-inputs/${userId}/.+\\.png$`));
    const copy = await t.storage.head(row!.inputImageKey!);
    expect(copy).toEqual({ size: (await pngImage(90, 160)).length, contentType: 'image/png' });

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/photos/${photoId}`,
      headers: studio.headers(userId),
    });
    expect(deleted.statusCode).toBe(200);
    expect(await t.storage.head(row!.inputImageKey!)).toEqual(copy);
    expect(await jobInputs(userId)).toEqual([row!.inputImageKey]);
  });

  it("answers 404 for another user's photo, an unknown or malformed id: no job, no charge", async () => {
    const owner = await studio.newUser(100);
    const other = await studio.newUser(100);
    const { id: ownersPhoto } = await photo(owner);
    for (const photoId of [ownersPhoto, '00000000-0000-4000-8000-000000000000', 'x/../../y']) {
      const response = await studio.post(
        other,
        'image-to-video',
        form({ prompt: 'Pan left', photoId }),
      );
      expect([response.statusCode, response.json()]).toEqual([
        404,
        { error: PHOTO_MESSAGES.notFound },
      ]);
    }
    await studio.expectNothingLeft(other, 100);
    expect(await studio.rowsOf(owner)).toEqual([]);
  });

  it('refuses a file and a photo together (400), keeping neither', async () => {
    const userId = await studio.newUser(100);
    const { id: photoId } = await photo(userId);
    const response = await studio.post(
      userId,
      'image-to-video',
      form({ prompt: 'Zoom out', photoId }, { image: [await pngImage(64, 64), 'also.png'] }),
    );
    expect([response.statusCode, response.json()]).toEqual([
      400,
      { error: VIDEO_MESSAGES.imageOrPhoto },
    ]);
    expect(await studio.rowsOf(userId)).toEqual([]);
    expect(await studio.credits.balance(userId)).toBe(100);
    expect(await jobInputs(userId)).toEqual([]);
    const neither = await studio.post(userId, 'image-to-video', form({ prompt: 'Zoom out' }));
    expect(neither.json()).toEqual({ error: VIDEO_MESSAGES.selectImages });
  });

  it('refuses a bad prompt before copying, and deletes the copy on a shortfall', async () => {
    const userId = await studio.newUser(10);
    const { id: photoId } = await photo(userId);
    const noPrompt = await studio.post(userId, 'image-to-video', form({ prompt: ' ', photoId }));
    expect(noPrompt.statusCode).toBe(400);
    const short = await studio.post(userId, 'image-to-video', form({ prompt: 'Zoom', photoId }));
    expect(short.statusCode).toBe(402);
    expect(short.json()).toMatchObject({ balance: 10, required: 64 });
    expect(await studio.rowsOf(userId)).toEqual([]);
    expect(await jobInputs(userId)).toEqual([]);
    expect(await studio.credits.balance(userId)).toBe(10);
  });
});
