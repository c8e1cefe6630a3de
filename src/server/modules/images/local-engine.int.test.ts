import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { CustomReference, ImageJob } from '@shared/images';
import type { PodcastBackground, PodcastCharacter } from '@shared/podcast-assets';
import { createTestApp, type TestApp } from '../../../../test/helpers/app.js';
import {
  imagesClient,
  manyFilesForm,
  waitForFinalAsset,
} from '../../../../test/fixtures/images.js';
import { pngImage } from '../../../../test/fixtures/videos.js';

/**
 * End to end on the real local image engine (no keys): an image, a custom reference built from
 * two photos and an image made with it, a host portrait and a background, each stored and
 * served at the size asked for.
 */

let t: TestApp;
let client: ReturnType<typeof imagesClient>;

beforeAll(async () => {
  t = await createTestApp({ sessions: 'header', workers: { concurrency: 1 } });
  client = imagesClient(t);
});
afterAll(() => t.close());
afterEach(() => client.checkLedgers());

/** The picture behind a signed link: its type and its size, read by ffprobe. */
async function fetchPicture(url: string) {
  const response = await t.app.inject({ method: 'GET', url });
  expect(response.statusCode).toBe(200);
  const dir = await mkdtemp(path.join(tmpdir(), 'reelcast-local-image-'));
  try {
    const file = path.join(dir, 'picture');
    await writeFile(file, response.rawPayload);
    const probe = await t.media.probe(file);
    return { type: response.headers['content-type'], ...probe.video };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

describe('the local image engine, end to end', () => {
  it('makes an image, and another with a character built from two photos', async () => {
    const userId = await client.newUser(20);
    const image = (
      await client.send(userId, 'POST', '/api/images', {
        prompt: 'A lighthouse on a stormy coast at dusk',
        size: '1152x2048',
        quality: '720p',
        styleId: 'cinematic',
      })
    ).json<ImageJob>();
    const done = await waitForFinalAsset(t.hub, t.database, 'image', { id: image.id, userId });
    expect(done).toMatchObject({ status: 'succeeded', engine: 'local' });
    const listed = (await client.send(userId, 'GET', `/api/images/${image.id}`)).json<ImageJob>();
    expect(await fetchPicture(listed.imageUrl!)).toMatchObject({ width: 1152, height: 2048 });

    const photos = await Promise.all([pngImage(320, 400), pngImage(400, 320)]);
    const reference = (
      await client.send(
        userId,
        'POST',
        '/api/custom-references',
        manyFilesForm(
          { name: 'Ada' },
          photos.map((bytes, i) => ['images', bytes, `ada-${i}.png`]),
        ),
      )
    ).json<CustomReference>();
    const built = await waitForFinalAsset(t.hub, t.database, 'reference', {
      id: reference.id,
      userId,
    });
    expect(built.status).toBe('completed');
    const ready = (
      await client.send(userId, 'GET', `/api/custom-references/${reference.id}`)
    ).json<CustomReference>();
    expect(ready.palette.length).toBeGreaterThanOrEqual(3);
    expect(ready.palette.every((colour) => /^#[0-9a-f]{6}$/i.test(colour))).toBe(true);
    const thumbnail = await fetchPicture(ready.thumbnailUrl!);
    expect(thumbnail.width).toBe(thumbnail.height);

    const withReference = (
      await client.send(userId, 'POST', '/api/images', {
        prompt: 'Ada reading by a window',
        quality: '720p',
        size: '1536x1536',
        referenceId: reference.id,
      })
    ).json<ImageJob>();
    const made = await waitForFinalAsset(t.hub, t.database, 'image', {
      id: withReference.id,
      userId,
    });
    expect(made.status).toBe('succeeded');
  }, 60_000);

  it('makes a host portrait and a studio background', async () => {
    const userId = await client.newUser(10);
    const character = (
      await client.send(userId, 'POST', '/api/podcast-characters', {
        name: 'Ava',
        description: 'A warm late-night radio host with short curly hair',
      })
    ).json<PodcastCharacter>();
    const background = (
      await client.send(userId, 'POST', '/api/podcast-backgrounds', {
        name: 'Loft',
        description: 'Brick walls, warm lamps and two microphones',
      })
    ).json<PodcastBackground>();
    for (const [kind, id] of [
      ['character', character.id],
      ['background', background.id],
    ] as const) {
      const row = await waitForFinalAsset(t.hub, t.database, kind, { id, userId });
      expect(row).toMatchObject({ status: 'ready', engine: 'local' });
    }
    const [ready] = (await client.send(userId, 'GET', '/api/podcast-characters')).json<{
      characters: PodcastCharacter[];
    }>().characters;
    const portrait = await fetchPicture(ready!.imageUrl!);
    expect(portrait.type).toMatch(/^image\//);
    expect(await client.credits.balance(userId)).toBe(4);
  }, 60_000);
});
