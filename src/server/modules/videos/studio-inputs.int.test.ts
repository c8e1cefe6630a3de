import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { VIDEO_MESSAGES, type VideoJob } from '@shared/videos';
import { podcastBackgrounds } from '../../db/schema/index.js';
import { newObjectKey } from '../../platform/storage/keys.js';
import type { TestApp } from '../../../../test/helpers/app.js';
import { pngImage, wavAudio } from '../../../../test/fixtures/videos.js';
import {
  useQueueOnlyStudio,
  multipartForm as form,
  type StudioClient,
} from '../../../../test/fixtures/video-studio.js';

/**
 * Issue 21 items 2 and 5: a saved background is usable in the video studio (the set behind the
 * host of a podcast clip, the image of an Image to Video job), only by its owner and only when
 * ready; and Image to Video's detected aspect ratio can be overridden. No workers: jobs stay
 * queued here (render.int.test.ts renders a clip on a set).
 */

let t: TestApp;
let studio: StudioClient;
useQueueOnlyStudio((made) => ({ t, studio } = made));

const BACKGROUND_PRICE = 3;

/** A background of `userId` (paid for, as the generator does), its picture stored if ready. */
async function background(userId: string, ready = true, width = 320, height = 180) {
  const id = randomUUID();
  const charge = await studio.credits.charge({
    userId,
    amount: BACKGROUND_PRICE,
    idempotencyKey: `charge:background:${id}`,
    reason: 'AI podcast background',
  });
  const imageKey = ready ? newObjectKey('background-images', userId, 'png') : null;
  if (imageKey) {
    await t.storage.put(imageKey, await pngImage(width, height), { contentType: 'image/png' });
  }
  await t.database.db.insert(podcastBackgrounds).values({
    id,
    userId,
    name: 'Loft studio',
    description: 'Brick wall, warm lamps',
    status: ready ? 'ready' : 'running',
    seed: 1,
    cost: BACKGROUND_PRICE,
    chargeEntryId: charge.entryId,
    engine: 'local',
    imageKey,
  });
  return { id, imageKey };
}

const podcastFiles = async () => ({
  audio: [wavAudio(2), 'voice.wav'] as [Buffer, string],
  image: [await pngImage(64, 64), 'me.png'] as [Buffer, string],
});

describe('a saved background in the video studio', () => {
  it('is the set behind the host: the clip keeps its own copy, outliving the background', async () => {
    const userId = await studio.newUser(100);
    const set = await background(userId);
    const response = await studio.post(
      userId,
      'podcast-clip',
      form(
        { prompt: 'A host talking', durationSeconds: '1.5', backgroundId: set.id },
        await podcastFiles(),
      ),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json<VideoJob>()).toMatchObject({ mode: 'hedra', cost: 3 });
    const [row] = await studio.rowsOf(userId);
    expect(row!.inputBackgroundKey).toMatch(new RegExp(`^hedra-inputs/${userId}/.+\\.png$`));
    expect(row!.inputBackgroundKey).not.toBe(set.imageKey);
    await t.storage.delete(set.imageKey!);
    expect(await t.storage.head(row!.inputBackgroundKey!)).toMatchObject({
      contentType: 'image/png',
    });
  });

  it('is the image of an Image to Video job, its shape detected from it', async () => {
    const userId = await studio.newUser(100);
    const wide = await background(userId, true, 320, 180);
    const response = await studio.post(
      userId,
      'image-to-video',
      form({ prompt: 'Slow pan', durationSeconds: '5', backgroundId: wide.id }),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json<VideoJob>()).toMatchObject({
      mode: 'veo',
      aspectRatio: '16:9',
      hasInputImage: true,
      cost: 40,
    });
    const [row] = await studio.rowsOf(userId);
    expect(row!.inputImageKey).toMatch(new RegExp(`^hedra-inputs/${userId}/`));
    expect(row!.inputBackgroundKey).toBeNull();
  });

  it("answers 404 for another user's background, an unknown or malformed id: no job, no charge", async () => {
    const owner = await studio.newUser(100);
    const other = await studio.newUser(100);
    const { id: ownersBackground } = await background(owner);
    for (const backgroundId of [ownersBackground, '00000000-0000-4000-8000-000000000000']) {
      for (const request of [
        studio.post(other, 'image-to-video', form({ prompt: 'Pan', backgroundId })),
        studio.post(
          other,
          'podcast-clip',
          form({ prompt: 'Talk', durationSeconds: '1.5', backgroundId }, await podcastFiles()),
        ),
      ]) {
        const response = await request;
        expect([response.statusCode, response.json()]).toEqual([
          404,
          { error: VIDEO_MESSAGES.backgroundNotFound },
        ]);
      }
    }
    const malformed = await studio.post(
      other,
      'image-to-video',
      form({ prompt: 'Pan', backgroundId: 'x/../../y' }),
    );
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error).toMatch(/Choose one of your backgrounds/);
    await studio.expectNothingLeft(other, 100);
    expect(await studio.rowsOf(owner)).toEqual([]);
  });

  it('refuses a background still being made, and one image source too many', async () => {
    const userId = await studio.newUser(100);
    const pending = await background(userId, false);
    const notReady = await studio.post(
      userId,
      'image-to-video',
      form({ prompt: 'Pan', backgroundId: pending.id }),
    );
    expect([notReady.statusCode, notReady.json()]).toEqual([
      400,
      { error: VIDEO_MESSAGES.backgroundNotReady },
    ]);
    const ready = await background(userId);
    const both = await studio.post(
      userId,
      'image-to-video',
      form({ prompt: 'Pan', backgroundId: ready.id }, { image: [await pngImage(64, 64), 'a.png'] }),
    );
    expect([both.statusCode, both.json()]).toEqual([400, { error: VIDEO_MESSAGES.oneImageSource }]);
    expect(await studio.rowsOf(userId)).toEqual([]);
    expect(await studio.credits.balance(userId)).toBe(100 - 2 * BACKGROUND_PRICE);
  });
});

describe('Image to Video aspect ratio', () => {
  it('is detected by default and follows the user when overridden', async () => {
    const userId = await studio.newUser(200);
    const portrait34 = async () => [await pngImage(300, 400), 'portrait.png'] as [Buffer, string];
    // 3:4 (0.75) is neither above 1.5 nor below 0.7: the spec's default, 16:9.
    const detected = await studio.post(
      userId,
      'image-to-video',
      form({ prompt: 'Zoom', durationSeconds: '5' }, { image: await portrait34() }),
    );
    expect(detected.json<VideoJob>().aspectRatio).toBe('16:9');
    const overridden = await studio.post(
      userId,
      'image-to-video',
      form(
        { prompt: 'Zoom', durationSeconds: '5', aspectRatio: '9:16' },
        { image: await portrait34() },
      ),
    );
    expect(overridden.statusCode).toBe(201);
    expect(overridden.json<VideoJob>().aspectRatio).toBe('9:16');
    const rows = await studio.rowsOf(userId);
    const row = rows.find((job) => job.id === overridden.json<VideoJob>().id);
    expect(row!.aspectRatio).toBe('9:16');
  });

  it('accepts only the shapes the shared schema has', async () => {
    const userId = await studio.newUser(200);
    const response = await studio.post(
      userId,
      'image-to-video',
      form({ prompt: 'Zoom', aspectRatio: '1:1' }, { image: [await pngImage(64, 64), 'a.png'] }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatch(/Aspect ratio must be 9:16 or 16:9/);
    await studio.expectNothingLeft(userId, 200);
  });
});
