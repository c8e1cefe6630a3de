import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DELETE_MESSAGES } from '@shared/deletes';
import type { PodcastBackground, PodcastCharacter } from '@shared/podcast-assets';
import { videoJobs } from '../../db/schema/index.js';
import { createTestApp, TEST_USER_HEADER, type TestApp } from '../../../../test/helpers/app.js';
import { deferred } from '../../../../test/helpers/jobs.js';
import {
  FakeImageEngine,
  imageRegistryOf,
  imagesClient,
  quickRetries,
  waitForFinalAsset,
} from '../../../../test/fixtures/images.js';

/**
 * Deleting and renaming AI podcast hosts and backgrounds (decision 044): owner only, the
 * picture leaves storage, a clip made with a host keeps its video and loses the link, a clip
 * still being made keeps the host (409), and one still being drawn is stopped and refunded once.
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

const send = (userId: string, method: 'DELETE' | 'PATCH', url: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: { [TEST_USER_HEADER]: userId },
    ...(payload && { payload: payload as Record<string, unknown> }),
  });

async function readyCharacter(userId: string): Promise<PodcastCharacter & { imageKey: string }> {
  const created = await client.send(userId, 'POST', '/api/podcast-characters', {
    name: 'Ava',
    description: 'A calm host',
  });
  const character = created.json<PodcastCharacter>();
  const row = await waitForFinalAsset(t.hub, t.database, 'character', { id: character.id, userId });
  return { ...character, imageKey: String(row.imageKey) };
}

/** A podcast clip row whose portrait is the host's picture (as the studio makes it). */
async function clipUsing(userId: string, imageKey: string, status: 'queued' | 'succeeded') {
  const id = randomUUID();
  const charge = await t.credits.charge({
    userId,
    amount: 4,
    idempotencyKey: `charge:test-clip:${id}`,
    reason: 'Podcast clip (2 s)',
    reference: id,
  });
  await t.database.db.insert(videoJobs).values({
    id,
    userId,
    mode: 'hedra',
    status,
    prompt: 'Two hosts talk',
    aspectRatio: '9:16',
    resolution: '720p',
    durationSeconds: 2,
    seed: 1,
    cost: 4,
    chargeEntryId: charge.entryId,
    engine: 'local',
    inputImageKey: imageKey,
  });
  return id;
}

describe('DELETE /api/podcast-characters/:id', () => {
  it('deletes the owner’s host and its portrait; a finished clip keeps its video', async () => {
    const owner = await client.newUser(20);
    const other = await client.newUser(20);
    const character = await readyCharacter(owner);
    const clipId = await clipUsing(owner, character.imageKey, 'succeeded');

    const refused = await send(other, 'DELETE', `/api/podcast-characters/${character.id}`);
    expect([refused.statusCode, refused.json()]).toEqual([404, { error: 'Character not found' }]);
    expect(await client.rowsIn('character', owner)).toHaveLength(1);

    const response = await send(owner, 'DELETE', `/api/podcast-characters/${character.id}`);
    expect([response.statusCode, response.json()]).toEqual([
      200,
      { id: character.id, message: DELETE_MESSAGES.deleted.character },
    ]);
    const list = await client.send(owner, 'GET', '/api/podcast-characters');
    expect(list.json<{ characters: PodcastCharacter[] }>().characters).toEqual([]);
    expect(await client.storedKeys(owner)).not.toContain(character.imageKey);
    const [clip] = await t.database.db.select().from(videoJobs).where(eq(videoJobs.id, clipId));
    expect(clip).toMatchObject({ status: 'succeeded', inputImageKey: null });
    expect(await client.ledgerOf(owner, 'refund')).toEqual([]);
  });

  it('keeps a host a clip still being made uses (409), changing nothing', async () => {
    const owner = await client.newUser(20);
    const character = await readyCharacter(owner);
    await clipUsing(owner, character.imageKey, 'queued');
    const response = await send(owner, 'DELETE', `/api/podcast-characters/${character.id}`);
    expect([response.statusCode, response.json()]).toEqual([
      409,
      { error: DELETE_MESSAGES.inUseByClip },
    ]);
    expect(await client.rowsIn('character', owner)).toHaveLength(1);
    expect(await client.storedKeys(owner)).toContain(character.imageKey);
  });

  it('renames a host for its owner only, with the name rules of creation', async () => {
    const owner = await client.newUser(20);
    const other = await client.newUser(20);
    const character = await readyCharacter(owner);
    const url = `/api/podcast-characters/${character.id}`;
    expect((await send(other, 'PATCH', url, { name: 'Theirs' })).statusCode).toBe(404);
    const blank = await send(owner, 'PATCH', url, { name: '  ' });
    expect([blank.statusCode, blank.json()]).toEqual([
      400,
      { error: 'Please provide a name and description for your character.' },
    ]);
    const renamed = await send(owner, 'PATCH', url, { name: ' Ava Stone ' });
    expect([renamed.statusCode, renamed.json<PodcastCharacter>().name]).toEqual([200, 'Ava Stone']);
    const list = await client.send(owner, 'GET', '/api/podcast-characters');
    expect(list.json<{ characters: PodcastCharacter[] }>().characters[0]?.name).toBe('Ava Stone');
  });
});

describe('DELETE /api/podcast-backgrounds/:id', () => {
  it('stops a background still being drawn and refunds it once', async () => {
    const started = deferred();
    const aborted = deferred<unknown>();
    engine.background = (request) =>
      new Promise((_resolve, reject) => {
        started.resolve();
        request.signal.addEventListener('abort', () => {
          aborted.resolve(request.signal.reason);
          reject(request.signal.reason as Error);
        });
      });
    try {
      const owner = await client.newUser(20);
      const other = await client.newUser(20);
      const created = await client.send(owner, 'POST', '/api/podcast-backgrounds', {
        name: 'Loft',
        description: 'A brick loft',
      });
      const background = created.json<PodcastBackground>();
      await started.promise;
      const url = `/api/podcast-backgrounds/${background.id}`;
      expect((await send(other, 'DELETE', url)).statusCode).toBe(404);
      expect((await send(owner, 'PATCH', url, { name: 'Studio B' })).statusCode).toBe(200);

      expect((await send(owner, 'DELETE', url)).statusCode).toBe(200);
      expect(await client.credits.balance(owner)).toBe(20);
      expect(String(await aborted.promise)).toContain('Deleted by its owner');
      const refunds = await client.ledgerOf(owner, 'refund');
      expect(refunds.map((entry) => [entry.amount, entry.reason])).toEqual([
        [background.cost, DELETE_MESSAGES.refundReason],
      ]);
      expect(await client.rowsIn('background', owner)).toEqual([]);
      expect((await send(owner, 'DELETE', url)).statusCode).toBe(404);
    } finally {
      engine.background = new FakeImageEngine().background;
    }
  });
});
