import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_CHARACTER_STYLE,
  PODCAST_ASSET_MESSAGES,
  type PodcastBackground,
  type PodcastCharacter,
} from '@shared/podcast-assets';
import { EngineError } from '../../kernel/engine-error.js';
import { createTestApp, type TestApp } from '../../../../test/helpers/app.js';
import {
  FakeImageEngine,
  imageRegistryOf,
  imagesClient,
  quickRetries,
  waitForFinalAsset,
} from '../../../../test/fixtures/images.js';

/**
 * The AI Character Creator's and the Background Generator's API on real workers with a fake
 * engine: the spec's messages, 3 credits each charged with the row, 402 leaving nothing, the
 * picture stored in its bucket, refund once on failure, and ownership.
 */

let t: TestApp;
let client: ReturnType<typeof imagesClient>;
const engine = new FakeImageEngine();

beforeAll(async () => {
  t = await createTestApp({
    sessions: 'header',
    imageEngines: imageRegistryOf(engine),
    jobs: quickRetries('podcast-assets.generate', 0),
    workers: { concurrency: 1 },
  });
  client = imagesClient(t);
});
afterAll(() => t.close());
afterEach(() => client.checkLedgers());

describe('POST /api/podcast-characters', () => {
  it.each([
    [{}],
    [{ name: 'Ava' }],
    [{ name: '  ', description: 'A calm host' }],
    [{ name: 'Ava', description: '' }],
  ])('refuses %j with the spec’s message, charging nothing', async (body) => {
    const userId = await client.newUser(10);
    const response = await client.send(userId, 'POST', '/api/podcast-characters', body);
    expect([response.statusCode, response.json()]).toEqual([
      400,
      { error: PODCAST_ASSET_MESSAGES.characterFieldsRequired },
    ]);
    expect(await client.rowsIn('character', userId)).toEqual([]);
    expect(await client.credits.balance(userId)).toBe(10);
  });

  it('needs a signed-in user, and says so in words for characters and backgrounds', async () => {
    const expected = {
      'POST /api/podcast-characters': PODCAST_ASSET_MESSAGES.signInToCreateCharacters,
      'GET /api/podcast-characters': PODCAST_ASSET_MESSAGES.signInToSeeCharacters,
      'POST /api/podcast-backgrounds': PODCAST_ASSET_MESSAGES.signInToGenerateBackgrounds,
      'GET /api/podcast-backgrounds': PODCAST_ASSET_MESSAGES.signInToSeeBackgrounds,
    };
    for (const [route, error] of Object.entries(expected)) {
      const [method, url] = route.split(' ') as ['GET' | 'POST', string];
      const response = await t.app.inject({
        method,
        url,
        ...(method === 'POST' ? { payload: { name: 'Set', description: 'A studio' } } : {}),
      });
      expect([route, response.statusCode, response.json()]).toEqual([route, 401, { error }]);
    }
  });

  it('charges 3 credits and makes a ready portrait in character-images with style tags', async () => {
    const userId = await client.newUser(10);
    const response = await client.send(userId, 'POST', '/api/podcast-characters', {
      name: 'Ava',
      description: 'A calm late-night radio host',
    });
    expect(response.statusCode).toBe(201);
    const created = response.json<PodcastCharacter>();
    expect(created).toMatchObject({
      status: 'queued',
      cost: 3,
      style: DEFAULT_CHARACTER_STYLE,
      styleTags: ['modern', 'professional'],
      engine: 'local',
    });
    expect(await client.credits.balance(userId)).toBe(7);
    const row = await waitForFinalAsset(t.hub, t.database, 'character', { id: created.id, userId });
    expect(row).toMatchObject({ status: 'ready', refunded: false });
    expect(row.imageKey).toMatch(new RegExp(`^character-images/${userId}/.+\\.png$`));
    const request = engine.portraits.find((r) => r.id === created.id)!;
    expect(request).toMatchObject({
      name: 'Ava',
      description: 'A calm late-night radio host',
      style: DEFAULT_CHARACTER_STYLE,
      seed: row.seed,
    });
    const [listed] = (await client.send(userId, 'GET', '/api/podcast-characters')).json<{
      characters: PodcastCharacter[];
    }>().characters;
    const portrait = await t.app.inject({ method: 'GET', url: listed!.imageUrl! });
    expect(portrait.statusCode).toBe(200);
  });

  it('answers a shortfall with 402, creating nothing', async () => {
    const userId = await client.newUser(2);
    const response = await client.send(userId, 'POST', '/api/podcast-characters', {
      name: 'Ava',
      description: 'Host',
    });
    expect([response.statusCode, response.json()]).toEqual([
      402,
      { error: 'Insufficient credits. You have 2 but need 3.', balance: 2, required: 3 },
    ]);
    expect(await client.rowsIn('character', userId)).toEqual([]);
  });
});

describe('POST /api/podcast-backgrounds', () => {
  it('refuses a missing description with the spec’s message', async () => {
    const userId = await client.newUser(10);
    const response = await client.send(userId, 'POST', '/api/podcast-backgrounds', {
      name: 'Loft',
    });
    expect([response.statusCode, response.json()]).toEqual([
      400,
      { error: PODCAST_ASSET_MESSAGES.backgroundFieldsRequired },
    ]);
  });

  it('charges 3 credits and stores the background in background-images', async () => {
    const userId = await client.newUser(10);
    const created = (
      await client.send(userId, 'POST', '/api/podcast-backgrounds', {
        name: 'Loft',
        description: 'Brick walls, warm lamps, two microphones',
      })
    ).json<PodcastBackground>();
    expect(created).toMatchObject({ status: 'queued', cost: 3 });
    const row = await waitForFinalAsset(t.hub, t.database, 'background', {
      id: created.id,
      userId,
    });
    expect(row.status).toBe('ready');
    expect(row.imageKey).toMatch(new RegExp(`^background-images/${userId}/.+\\.png$`));
    expect(await client.credits.balance(userId)).toBe(7);
  });

  it('refunds a failed background exactly once, with the engine’s message', async () => {
    const userId = await client.newUser(10);
    engine.background = async () => {
      throw new EngineError('image', 'The description was refused by moderation', false);
    };
    try {
      const created = (
        await client.send(userId, 'POST', '/api/podcast-backgrounds', {
          name: 'Nope',
          description: 'Refused',
        })
      ).json<PodcastBackground>();
      const row = await waitForFinalAsset(t.hub, t.database, 'background', {
        id: created.id,
        userId,
      });
      expect(row).toMatchObject({
        status: 'failed',
        refunded: true,
        error: 'The description was refused by moderation',
      });
      expect(await client.ledgerOf(userId, 'refund')).toHaveLength(1);
      expect(await client.credits.balance(userId)).toBe(10);
    } finally {
      engine.background = new FakeImageEngine().background;
    }
  });
});

describe('ownership', () => {
  it('never lists another user’s characters or backgrounds', async () => {
    const [alice, bob] = [await client.newUser(10), await client.newUser(10)];
    await client.send(alice, 'POST', '/api/podcast-characters', { name: 'A', description: 'B' });
    await client.send(alice, 'POST', '/api/podcast-backgrounds', { name: 'A', description: 'B' });
    expect((await client.send(bob, 'GET', '/api/podcast-characters')).json()).toEqual({
      characters: [],
    });
    expect((await client.send(bob, 'GET', '/api/podcast-backgrounds')).json()).toEqual({
      backgrounds: [],
    });
    const own = await client.send(alice, 'GET', '/api/podcast-backgrounds');
    expect(own.json<{ backgrounds: unknown[] }>().backgrounds).toHaveLength(1);
  });
});
