import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DELETE_MESSAGES, ITEM_DELETED_EVENT } from '@shared/deletes';
import type { CustomReference, ImageJob } from '@shared/images';
import { eventsAfter } from '../../platform/events/repo.js';
import { createTestApp, TEST_USER_HEADER, type TestApp } from '../../../../test/helpers/app.js';
import { deferred, eventually } from '../../../../test/helpers/jobs.js';
import {
  FakeImageEngine,
  imageRegistryOf,
  imagesClient,
  manyFilesForm,
  quickRetries,
  waitForFinalAsset,
} from '../../../../test/fixtures/images.js';
import { pngImage } from '../../../../test/fixtures/videos.js';

/**
 * Deleting images and the image studio's characters (custom references), decision 044: the
 * owner's delete removes the row and its stored files, anyone else gets 404 and changes
 * nothing, and an image still being made is stopped and refunded exactly once.
 */

let t: TestApp;
let client: ReturnType<typeof imagesClient>;
const engine = new FakeImageEngine();

beforeAll(async () => {
  t = await createTestApp({
    sessions: 'header',
    imageEngines: imageRegistryOf(engine),
    jobs: quickRetries('images.generate', 0),
    workers: { concurrency: 2 },
  });
  client = imagesClient(t);
});
afterAll(() => t.close());
afterEach(() => client.checkLedgers());

const remove = (userId: string, url: string) =>
  t.app.inject({ method: 'DELETE', url, headers: { [TEST_USER_HEADER]: userId } });

async function finishedImage(userId: string): Promise<ImageJob> {
  const created = await client.send(userId, 'POST', '/api/images', { prompt: 'A lighthouse' });
  expect(created.statusCode).toBe(201);
  const image = created.json<ImageJob>();
  await waitForFinalAsset(t.hub, t.database, 'image', { id: image.id, userId });
  return image;
}

describe('DELETE /api/images/:id', () => {
  it('deletes the owner’s image and its stored picture; it leaves the list', async () => {
    const userId = await client.newUser(20);
    const image = await finishedImage(userId);
    expect(await client.storedKeys(userId)).toHaveLength(1);

    const response = await remove(userId, `/api/images/${image.id}`);
    expect([response.statusCode, response.json()]).toEqual([
      200,
      { id: image.id, message: DELETE_MESSAGES.deleted.image },
    ]);
    const list = await client.send(userId, 'GET', '/api/images');
    expect(list.json<{ jobs: ImageJob[] }>().jobs).toEqual([]);
    expect((await client.send(userId, 'GET', `/api/images/${image.id}`)).statusCode).toBe(404);
    expect(await client.storedKeys(userId)).toEqual([]);
    // The owner's other tabs hear it.
    const events = await eventsAfter(t.database.db, userId, 0);
    expect(events.filter((e) => e.type === ITEM_DELETED_EVENT).map((e) => e.payload)).toEqual([
      { kind: 'image', id: image.id },
    ]);
    // A finished image was paid for: nothing comes back.
    expect(await client.ledgerOf(userId, 'refund')).toEqual([]);
    expect((await remove(userId, `/api/images/${image.id}`)).statusCode).toBe(404);
  });

  it('answers 404 to anyone else and changes nothing', async () => {
    const owner = await client.newUser(20);
    const other = await client.newUser(20);
    const image = await finishedImage(owner);
    const response = await remove(other, `/api/images/${image.id}`);
    expect([response.statusCode, response.json()]).toEqual([404, { error: 'Image not found' }]);
    expect((await remove(other, '/api/images/not-a-uuid')).statusCode).toBe(404);
    expect(await client.rowsIn('image', owner)).toHaveLength(1);
    expect(await client.storedKeys(owner)).toHaveLength(1);
  });

  it('stops an image still being made and refunds it once; the worker writes nothing back', async () => {
    const userId = await client.newUser(20);
    const started = deferred();
    const stopped = deferred<unknown>();
    engine.generate = (request) =>
      new Promise((_resolve, reject) => {
        started.resolve();
        request.signal.addEventListener('abort', () => {
          stopped.resolve(request.signal.reason);
          reject(request.signal.reason as Error);
        });
      });
    try {
      const created = await client.send(userId, 'POST', '/api/images', { prompt: 'Slow' });
      const image = created.json<ImageJob>();
      await started.promise;
      expect(await client.credits.balance(userId)).toBe(20 - image.cost);

      const response = await remove(userId, `/api/images/${image.id}`);
      expect(response.statusCode).toBe(200);
      expect(await client.credits.balance(userId)).toBe(20);
      // The attempt is stopped (it notices its row is gone), not left to run to the end.
      expect(String(await stopped.promise)).toContain('Deleted by its owner');
      // Its job ends without a retry, a failure or a second refund.
      await eventually('the job ended', async () => {
        const { rows } = await t.database.executeSql<{ state: string }>(
          `SELECT state FROM pgboss.job WHERE name = 'images.generate' AND data->'payload'->>'jobId' = $1`,
          [image.id],
        );
        return rows[0]?.state === 'completed' ? true : undefined;
      });
      const refunds = await client.ledgerOf(userId, 'refund');
      expect(refunds.map((entry) => [entry.amount, entry.reason])).toEqual([
        [image.cost, DELETE_MESSAGES.refundReason],
      ]);
      expect(await client.rowsIn('image', userId)).toEqual([]);
      expect(await client.storedKeys(userId)).toEqual([]);
    } finally {
      engine.generate = new FakeImageEngine().generate;
    }
  });
});

describe('custom references (My Characters)', () => {
  async function builtReference(userId: string): Promise<CustomReference> {
    const form = manyFilesForm({ name: 'Me' }, [['images', await pngImage(64, 64), 'me.png']]);
    const created = await client.send(userId, 'POST', '/api/custom-references', form);
    expect(created.statusCode).toBe(201);
    const reference = created.json<CustomReference>();
    await waitForFinalAsset(t.hub, t.database, 'reference', { id: reference.id, userId });
    return reference;
  }

  it('deletes a character with its photos and thumbnail; images made with it stay', async () => {
    const userId = await client.newUser(20);
    const reference = await builtReference(userId);
    const made = await client.send(userId, 'POST', '/api/images', {
      prompt: 'Me at the beach',
      referenceId: reference.id,
    });
    const image = made.json<ImageJob>();
    await waitForFinalAsset(t.hub, t.database, 'image', { id: image.id, userId });
    const before = await client.storedKeys(userId);
    expect(before).toHaveLength(3); // photo, thumbnail, image

    const response = await remove(userId, `/api/custom-references/${reference.id}`);
    expect([response.statusCode, response.json()]).toEqual([
      200,
      { id: reference.id, message: DELETE_MESSAGES.deleted.reference },
    ]);
    const list = await client.send(userId, 'GET', '/api/custom-references');
    expect(list.json<{ references: CustomReference[] }>().references).toEqual([]);
    expect(await client.storedKeys(userId)).toEqual(
      before.filter((key) => key.startsWith('higgsfield-outputs/')),
    );
    const [kept] = await client.rowsIn('image', userId);
    expect(kept).toMatchObject({ id: image.id, referenceId: null });
  });

  it('renames a character for its owner only, with the name rules of creation', async () => {
    const owner = await client.newUser(0);
    const other = await client.newUser(0);
    const reference = await builtReference(owner);
    const rename = (userId: string, name: unknown) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/custom-references/${reference.id}`,
        headers: { [TEST_USER_HEADER]: userId },
        payload: { name },
      });
    expect((await rename(other, 'Theirs')).statusCode).toBe(404);
    expect((await rename(owner, '   ')).statusCode).toBe(400);
    expect((await rename(owner, 'x'.repeat(500))).statusCode).toBe(400);
    const renamed = await rename(owner, '  Me, at work ');
    expect([renamed.statusCode, renamed.json<CustomReference>().name]).toEqual([
      200,
      'Me, at work',
    ]);
    const [row] = await client.rowsIn('reference', owner);
    expect(row).toMatchObject({ name: 'Me, at work' });
    expect((await remove(other, `/api/custom-references/${reference.id}`)).statusCode).toBe(404);
    expect(await client.rowsIn('reference', owner)).toHaveLength(1);
  });
});
