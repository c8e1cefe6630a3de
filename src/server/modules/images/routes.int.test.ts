import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { BUILT_IN_IMAGE_STYLES } from '@shared/image-styles';
import { IMAGE_MESSAGES, type ImageJob, type ImageStyle } from '@shared/images';
import { customReferences } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../../../test/helpers/app.js';
import {
  FakeImageEngine,
  imageRegistryOf,
  imagesClient,
} from '../../../../test/fixtures/images.js';
import { REFERENCE_NOT_FOUND, REFERENCE_NOT_READY, UNKNOWN_STYLE } from './service.js';

/**
 * The image studio's JSON API without workers (jobs stay queued): validation with the spec's
 * messages, server pricing and charge in one transaction, the drawn seed, styles, ownership.
 */

let t: TestApp;
let client: ReturnType<typeof imagesClient>;

beforeAll(async () => {
  t = await createTestApp({
    sessions: 'header',
    imageEngines: imageRegistryOf(new FakeImageEngine()),
  });
  client = imagesClient(t);
});
afterAll(() => t.close());
afterEach(() => client.checkLedgers());

const createImage = (userId: string, body: Record<string, unknown>) =>
  client.send(userId, 'POST', '/api/images', body);

describe('POST /api/images', () => {
  it('needs a signed-in user, in the spec’s words', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/images',
      payload: { prompt: 'x' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: IMAGE_MESSAGES.mustBeSignedIn });
    const list = await t.app.inject({ method: 'GET', url: '/api/custom-references' });
    expect(list.json()).toEqual({ error: IMAGE_MESSAGES.mustBeSignedIn });
  });

  it.each([
    [{}, IMAGE_MESSAGES.promptRequired],
    [{ prompt: '   ' }, IMAGE_MESSAGES.promptRequired],
    [{ prompt: 'a fox', seed: 0 }, IMAGE_MESSAGES.seedRange],
    [{ prompt: 'a fox', seed: 1_000_001 }, IMAGE_MESSAGES.seedRange],
    [{ prompt: 'a fox', seed: 2.5 }, IMAGE_MESSAGES.seedRange],
  ])('refuses %j with "%s" and charges nothing', async (body, message) => {
    const userId = await client.newUser(20);
    const response = await createImage(userId, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: message });
    expect(await client.rowsIn('image', userId)).toEqual([]);
    expect(await client.credits.balance(userId)).toBe(20);
  });

  it.each([
    ['720p', 3],
    ['1080p', 5],
  ] as const)('charges %s at %i credits, priced on the server', async (quality, cost) => {
    const userId = await client.newUser(20);
    const response = await createImage(userId, { prompt: 'A red fox', quality, cost: 0 });
    // A client-sent cost is not even accepted.
    expect(response.statusCode).toBe(400);
    const created = await createImage(userId, { prompt: 'A red fox', quality });
    expect(created.statusCode).toBe(201);
    expect(created.json<ImageJob>()).toMatchObject({
      status: 'queued',
      quality,
      size: '1536x1536',
      cost,
      refunded: false,
      engine: 'local',
      imageUrl: null,
    });
    expect(await client.credits.balance(userId)).toBe(20 - cost);
    const [charge] = await client.ledgerOf(userId, 'charge');
    expect(charge).toMatchObject({ amount: -cost, reference: created.json<ImageJob>().id });
  });

  it('draws a seed in 1..1000000 when none is sent, and stores it', async () => {
    const userId = await client.newUser(50);
    const seeds = new Set<number>();
    for (let i = 0; i < 4; i++) {
      const job = (await createImage(userId, { prompt: `Seedless ${i}` })).json<ImageJob>();
      expect(job.seed).toBeGreaterThanOrEqual(1);
      expect(job.seed).toBeLessThanOrEqual(1_000_000);
      seeds.add(job.seed);
      const stored = await client.send(userId, 'GET', `/api/images/${job.id}`);
      expect(stored.json<ImageJob>().seed).toBe(job.seed);
    }
    expect(seeds.size).toBeGreaterThan(1);
    const given = await createImage(userId, { prompt: 'Seeded', seed: 424242 });
    expect(given.json<ImageJob>().seed).toBe(424242);
  });

  it('answers a shortfall with 402 and the credits error, creating nothing', async () => {
    const userId = await client.newUser(4);
    const response = await createImage(userId, { prompt: 'Too dear', quality: '1080p' });
    expect(response.statusCode).toBe(402);
    expect(response.json()).toEqual({
      error: 'Insufficient credits. You have 4 but need 5.',
      balance: 4,
      required: 5,
    });
    expect(await client.rowsIn('image', userId)).toEqual([]);
    expect(await client.credits.balance(userId)).toBe(4);
  });

  it('takes a style from the list, records its name, and refuses an unknown one', async () => {
    const userId = await client.newUser(20);
    const job = (
      await createImage(userId, { prompt: 'A bridge', styleId: 'watercolor' })
    ).json<ImageJob>();
    expect(job).toMatchObject({ styleId: 'watercolor', styleName: 'Watercolor' });
    const unknown = await createImage(userId, { prompt: 'A bridge', styleId: 'no-such-style' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ error: UNKNOWN_STYLE });
  });

  it('uses only a completed reference of the same user', async () => {
    const [owner, stranger] = [await client.newUser(20), await client.newUser(20)];
    const reference = async (userId: string, status: 'completed' | 'in_progress') => {
      const id = randomUUID();
      await t.database.db.insert(customReferences).values({
        id,
        userId,
        name: 'Ada',
        status,
        engine: 'local',
        inputKeys: [],
      });
      return id;
    };
    const mine = await reference(owner, 'completed');
    const pending = await reference(owner, 'in_progress');
    const theirs = await reference(stranger, 'completed');

    const ok = await createImage(owner, { prompt: 'Ada at sea', referenceId: mine });
    expect(ok.statusCode).toBe(201);
    expect(ok.json<ImageJob>().referenceId).toBe(mine);
    const notReady = await createImage(owner, { prompt: 'Ada at sea', referenceId: pending });
    expect([notReady.statusCode, notReady.json()]).toEqual([400, { error: REFERENCE_NOT_READY }]);
    const notMine = await createImage(owner, { prompt: 'Ada at sea', referenceId: theirs });
    expect([notMine.statusCode, notMine.json()]).toEqual([404, { error: REFERENCE_NOT_FOUND }]);
    expect(await client.credits.balance(owner)).toBe(15); // only the accepted one was charged
  });
});

describe('GET /api/images', () => {
  it('lists only the user’s own images, newest first; another’s id is a 404', async () => {
    const [alice, bob] = [await client.newUser(30), await client.newUser(30)];
    const first = (await createImage(alice, { prompt: 'First' })).json<ImageJob>();
    const second = (await createImage(alice, { prompt: 'Second' })).json<ImageJob>();
    const bobs = (await createImage(bob, { prompt: 'Bob’s' })).json<ImageJob>();

    const list = await client.send(alice, 'GET', '/api/images');
    expect(list.json<{ jobs: ImageJob[] }>().jobs.map((job) => job.id)).toEqual([
      second.id,
      first.id,
    ]);
    for (const id of [bobs.id, randomUUID(), 'not-a-uuid']) {
      const response = await client.send(alice, 'GET', `/api/images/${id}`);
      expect([response.statusCode, response.json()]).toEqual([404, { error: 'Image not found' }]);
    }
  });
});

describe('GET /api/images/styles', () => {
  it('serves the built-in styles, ordered by name', async () => {
    const userId = await client.newUser(0);
    const response = await client.send(userId, 'GET', '/api/images/styles');
    const { styles } = response.json<{ styles: ImageStyle[] }>();
    expect(styles.map((style) => style.name)).toEqual(
      BUILT_IN_IMAGE_STYLES.map((style) => style.name).sort((a, b) => a.localeCompare(b)),
    );
    expect(styles[0]).toEqual({
      id: expect.any(String),
      name: expect.any(String),
      description: expect.any(String),
    });
  });
});
