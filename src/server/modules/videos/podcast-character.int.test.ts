import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { VIDEO_MESSAGES, type VideoJob } from '@shared/videos';
import type { PodcastAssetStatus } from '@shared/podcast-assets';
import { podcastCharacters } from '../../db/schema/index.js';
import { newObjectKey } from '../../platform/storage/keys.js';
import { createTestApp, type TestApp } from '../../../../test/helpers/app.js';
import {
  FakeVideoEngine,
  pngImage,
  registryOf,
  wavAudio,
} from '../../../../test/fixtures/videos.js';
import { multipartForm as form, studioClient } from '../../../../test/fixtures/video-studio.js';

/**
 * A podcast clip whose portrait is one of the user's ready podcast characters instead of an
 * uploaded image: only the owner's, only when ready, and never together with an image.
 * No workers: jobs stay queued here.
 */

let t: TestApp;
let studio: ReturnType<typeof studioClient>;

beforeAll(async () => {
  const engine = new FakeVideoEngine(async () => {
    throw new Error('nothing renders in this file');
  });
  t = await createTestApp({ sessions: 'header', videoEngines: registryOf(engine) });
  studio = studioClient(t);
});
afterAll(() => t.close());
afterEach(() => studio.checkLedgers());

/** A character of `userId` (paid for, as the creator does), its portrait in storage. */
async function character(userId: string, status: PodcastAssetStatus): Promise<string> {
  const id = randomUUID();
  const charge = await studio.credits.charge({
    userId,
    amount: 3,
    idempotencyKey: `charge:character:${id}`,
    reason: 'AI podcast character',
  });
  const imageKey = status === 'ready' ? newObjectKey('character-images', userId, 'png') : null;
  if (imageKey) await t.storage.put(imageKey, await pngImage(64, 64), { contentType: 'image/png' });
  await t.database.db.insert(podcastCharacters).values({
    id,
    userId,
    name: 'Ava',
    description: 'Host',
    style: 'modern professional',
    status,
    seed: 1,
    cost: 3,
    chargeEntryId: charge.entryId,
    engine: 'local',
    imageKey,
  });
  return id;
}

const clip = async (userId: string, fields: Record<string, string>, withImage = false) =>
  studio.post(
    userId,
    'podcast-clip',
    form(
      { prompt: 'Two hosts talking', durationSeconds: '1', ...fields },
      {
        audio: [wavAudio(1.5), 'voice.wav'],
        ...(withImage && { image: [await pngImage(64, 64), 'me.png'] as [Buffer, string] }),
      },
    ),
  );

describe('POST /api/videos/podcast-clip with a characterId', () => {
  it('uses a ready character’s portrait as the clip’s image', async () => {
    const userId = await studio.newUser(100);
    const characterId = await character(userId, 'ready');
    const response = await clip(userId, { characterId });
    expect(response.statusCode).toBe(201);
    expect(response.json<VideoJob>()).toMatchObject({ mode: 'hedra', hasInputImage: true });
    const [row] = await studio.rowsOf(userId);
    expect(row!.inputImageKey).toMatch(new RegExp(`^character-images/${userId}/`));
  });

  it('answers another user’s character (or an unknown id) with 404, leaving nothing', async () => {
    const [owner, other] = [await studio.newUser(100), await studio.newUser(100)];
    const theirs = await character(owner, 'ready');
    for (const characterId of [theirs, randomUUID()]) {
      const response = await clip(other, { characterId });
      expect([response.statusCode, response.json()]).toEqual([
        404,
        { error: VIDEO_MESSAGES.characterNotFound },
      ]);
    }
    await studio.expectNothingLeft(other, 100);
  });

  it('refuses a character that is not ready yet', async () => {
    const userId = await studio.newUser(100);
    const characterId = await character(userId, 'running');
    const response = await clip(userId, { characterId });
    expect([response.statusCode, response.json()]).toEqual([
      400,
      { error: VIDEO_MESSAGES.characterNotReady },
    ]);
    expect(await studio.rowsOf(userId)).toEqual([]);
    expect(await studio.credits.balance(userId)).toBe(97); // the character's charge only
  });

  it('refuses an image and a character together, storing nothing', async () => {
    const userId = await studio.newUser(100);
    const response = await clip(userId, { characterId: randomUUID() }, true);
    expect([response.statusCode, response.json()]).toEqual([
      400,
      { error: VIDEO_MESSAGES.imageOrCharacter },
    ]);
    await studio.expectNothingLeft(userId, 100);
  });

  it('still needs an image or a character', async () => {
    const userId = await studio.newUser(100);
    const response = await clip(userId, {});
    expect(response.json()).toEqual({ error: VIDEO_MESSAGES.selectAudioAndImage });
    const malformed = await clip(userId, { characterId: 'not-a-uuid' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error).toMatch(/Choose one of your podcast characters/);
    await studio.expectNothingLeft(userId, 100);
  });
});
