import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_MESSAGES, type CustomReference, type ImageJob } from '@shared/images';
import { EngineError } from '../../kernel/engine-error.js';
import { createTestApp, type TestApp } from '../../../../test/helpers/app.js';
import {
  FakeImageEngine,
  imageRegistryOf,
  imagesClient,
  quickRetries,
  manyFilesForm,
  waitForFinalAsset,
} from '../../../../test/fixtures/images.js';
import { pngImage } from '../../../../test/fixtures/videos.js';
import { unreadableMessage } from '../../platform/uploads/index.js';

/**
 * "My Characters" on real workers with a fake engine: uploads checked by content with the
 * spec's messages (nothing stored when refused), then not_ready → queued → in_progress →
 * completed with a thumbnail and a palette, and use as an image job's reference.
 */

let t: TestApp;
let client: ReturnType<typeof imagesClient>;
const engine = new FakeImageEngine();
let photo: Buffer;

beforeAll(async () => {
  t = await createTestApp({
    sessions: 'header',
    imageEngines: imageRegistryOf(engine),
    jobs: quickRetries('references.build', 0),
    workers: { concurrency: 1 },
  });
  client = imagesClient(t);
  photo = await pngImage(40, 30);
});
afterAll(() => t.close());
afterEach(() => client.checkLedgers());

const photos = (count: number) =>
  Array.from(
    { length: count },
    (_, i) => ['images', photo, `p${i}.png`] as [string, Buffer, string],
  );

const createReference = (userId: string, form: FormData) =>
  client.send(userId, 'POST', '/api/custom-references', form);

describe('POST /api/custom-references refuses', () => {
  const text: [string, Buffer, string] = [
    'images',
    Buffer.from('just some words, not a picture'),
    'face.jpg',
  ];
  it.each([
    ['no photo', { name: 'Ada' }, 0, [], IMAGE_MESSAGES.referenceNoImages],
    ['a blank name', { name: '  ' }, 1, [], IMAGE_MESSAGES.referenceNameRequired],
    ['a missing name', {}, 2, [], IMAGE_MESSAGES.referenceNameRequired],
    ['101 photos', { name: 'Ada' }, 101, [], IMAGE_MESSAGES.referenceImageCount],
    ['a text file renamed .jpg', { name: 'Ada' }, 2, [text], IMAGE_MESSAGES.referenceOnlyImages],
  ])('%s, and stores nothing', async (_case, fields, photoCount, extra, message) => {
    const userId = await client.newUser(0);
    const form = manyFilesForm(fields, [...photos(photoCount), ...extra]);
    const response = await createReference(userId, form);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: message });
    expect(await client.rowsIn('reference', userId)).toEqual([]);
    expect(await client.storedKeys(userId)).toEqual([]);
  });

  it.each([
    ['PNG', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])],
    ['GIF', Buffer.from([...Buffer.from('GIF89a'), 16, 0, 16, 0, 0, 0, 0])],
  ])(
    'a %s signature followed by HTML, as image-to-video refuses it, and stores nothing',
    async (_format, signature) => {
      const userId = await client.newUser(100);
      const page = Buffer.concat([
        signature,
        Buffer.from('<html><script>alert(document.cookie)</script></html>'.repeat(10)),
      ]);
      const files: [string, Buffer, string][] = [...photos(1), ['images', page, 'face.png']];
      const response = await createReference(userId, manyFilesForm({ name: 'Ada' }, files));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: unreadableMessage('image') });
      expect(await client.rowsIn('reference', userId)).toEqual([]);
      expect(await client.storedKeys(userId)).toEqual([]);

      const video = manyFilesForm({ prompt: 'Slow zoom' }, [['image', page, 'face.png']]);
      const videoAnswer = await client.send(userId, 'POST', '/api/videos/image-to-video', video);
      expect([videoAnswer.statusCode, videoAnswer.json()]).toEqual([400, response.json()]);
    },
  );

  it('a name over 100 characters', async () => {
    const userId = await client.newUser(0);
    const response = await createReference(
      userId,
      manyFilesForm({ name: 'a'.repeat(101) }, photos(1)),
    );
    expect(response.json()).toEqual({ error: IMAGE_MESSAGES.referenceNameTooLong });
  });
});

describe('a custom reference', () => {
  it('is built from the photos to completed, with a thumbnail and a palette, for free', async () => {
    const userId = await client.newUser(0);
    const response = await createReference(userId, manyFilesForm({ name: ' Ada ' }, photos(3)));
    expect(response.statusCode).toBe(201);
    const created = response.json<CustomReference>();
    expect(created).toMatchObject({
      name: 'Ada',
      status: 'queued',
      imageCount: 3,
      engine: 'local',
    });

    const row = await waitForFinalAsset(t.hub, t.database, 'reference', { id: created.id, userId });
    expect(row.status).toBe('completed');
    const request = engine.references.find((r) => r.id === created.id)!;
    expect(request.name).toBe('Ada');
    expect(request.images).toHaveLength(3);
    expect(request.images[0]).toMatchObject({ width: 40, height: 30, mimeType: 'image/png' });

    const stored = await client.send(userId, 'GET', `/api/custom-references/${created.id}`);
    const reference = stored.json<CustomReference>();
    expect(reference).toMatchObject({
      status: 'completed',
      palette: ['#112233', '#445566', '#778899'],
    });
    const thumbnail = await t.app.inject({ method: 'GET', url: reference.thumbnailUrl! });
    expect([thumbnail.statusCode, thumbnail.headers['content-type']]).toEqual([200, 'image/png']);
    // Photos and thumbnail live in character-images under the owner.
    const keys = await client.storedKeys(userId);
    expect(keys).toHaveLength(4);
    expect(keys.every((key) => key.startsWith(`character-images/${userId}/`))).toBe(true);
    expect(await client.credits.balance(userId)).toBe(0);

    // Its statuses, as the page saw them live.
    const statuses = await client.eventStatuses(userId, created.id);
    expect(statuses).toEqual(['queued', 'in_progress', 'completed']);

    // Used as a reference, the engine gets its profile: thumbnail copied locally, palette.
    await client.credits.grant({
      userId,
      amount: 10,
      kind: 'purchase',
      idempotencyKey: `buy:${userId}`,
      reason: 'test',
    });
    const image = (
      await client.send(userId, 'POST', '/api/images', { prompt: 'Ada', referenceId: created.id })
    ).json<ImageJob>();
    const done = await waitForFinalAsset(t.hub, t.database, 'image', { id: image.id, userId });
    expect(done.status).toBe('succeeded');
    const generated = engine.images.find((r) => r.id === image.id)!;
    expect(generated.reference).toMatchObject({
      engine: 'local',
      vendorId: null,
      palette: ['#112233', '#445566', '#778899'],
      thumbnail: { width: 32, height: 32, mimeType: 'image/png' },
    });
  });

  it('fails with the engine’s message when it cannot be built', async () => {
    const userId = await client.newUser(0);
    engine.build = async () => {
      throw new EngineError('image', 'No face could be found in these photos', false);
    };
    try {
      const created = (
        await createReference(userId, manyFilesForm({ name: 'Blank' }, photos(1)))
      ).json<CustomReference>();
      const row = await waitForFinalAsset(t.hub, t.database, 'reference', {
        id: created.id,
        userId,
      });
      expect(row).toMatchObject({
        status: 'failed',
        error: 'No face could be found in these photos',
      });
    } finally {
      engine.build = new FakeImageEngine().build;
    }
  });

  it('is never listed for, nor readable by, another user', async () => {
    const [alice, bob] = [await client.newUser(0), await client.newUser(0)];
    const created = (
      await createReference(alice, manyFilesForm({ name: 'Private' }, photos(1)))
    ).json<CustomReference>();
    await waitForFinalAsset(t.hub, t.database, 'reference', { id: created.id, userId: alice });
    const list = await client.send(bob, 'GET', '/api/custom-references');
    expect(list.json()).toEqual({ references: [] });
    const one = await client.send(bob, 'GET', `/api/custom-references/${created.id}`);
    expect([one.statusCode, one.json()]).toEqual([404, { error: 'Character not found' }]);
    const own = await client.send(alice, 'GET', '/api/custom-references');
    expect(own.json<{ references: CustomReference[] }>().references.map((r) => r.id)).toEqual([
      created.id,
    ]);
  });
});
