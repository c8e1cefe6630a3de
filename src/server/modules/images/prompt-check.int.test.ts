import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { imageCost, type ImageJob, type ImagePromptCheck } from '@shared/images';
import { createTestApp, type TestApp } from '../../../../test/helpers/app.js';
import { imagesClient, waitForFinalAsset } from '../../../../test/fixtures/images.js';

/**
 * On the real local image engine (no keys): a prompt is checked before paying. A subject the
 * painter cannot draw (a car) is named with what it can draw, and the image is neither made
 * nor charged unless the user confirms; people and logos are within reach now.
 */

let t: TestApp;
let client: ReturnType<typeof imagesClient>;

beforeAll(async () => {
  t = await createTestApp({ sessions: 'header', workers: { concurrency: 1 } });
  client = imagesClient(t);
});
afterAll(() => t.close());
afterEach(() => client.checkLedgers());

const CAR = 'a red sports car on a coastal road';

async function check(userId: string, prompt: string, quality = '1080p') {
  const response = await client.send(userId, 'POST', '/api/images/check', { prompt, quality });
  expect(response.statusCode).toBe(200);
  return response.json<ImagePromptCheck>();
}

describe('checking a prompt before paying (local engine)', () => {
  it('names the car it cannot draw and what it can, with the price', async () => {
    const userId = await client.newUser(20);
    const answer = await check(userId, CAR);
    expect(answer).toMatchObject({
      engine: 'local',
      cost: imageCost('1080p'),
      paints: 'scene',
      outside: ['car'],
      needsConfirmation: true,
    });
    expect(answer.message).toMatch(/can’t draw a car/);
    expect(answer.canDraw.join(' ')).toMatch(/portrait/);
    expect(answer.canDraw.join(' ')).toMatch(/logos/);
    expect(await client.credits.balance(userId)).toBe(20);
  });

  it('reads people and logos as within reach', async () => {
    const userId = await client.newUser(0);
    expect(await check(userId, 'portrait of a smiling woman host')).toMatchObject({
      paints: 'person',
      needsConfirmation: false,
      message: null,
    });
    expect(await check(userId, 'logo for a coffee podcast', '720p')).toMatchObject({
      paints: 'lettering',
      cost: imageCost('720p'),
      needsConfirmation: false,
    });
  });

  it('charges nothing for the car unless the user confirms, then makes it', async () => {
    const userId = await client.newUser(20);
    const refused = await client.send(userId, 'POST', '/api/images', { prompt: CAR });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ error: string }>().error).toMatch(
      /can’t draw a car.*nothing was charged/,
    );
    expect(await client.credits.balance(userId)).toBe(20);
    expect(await client.rowsIn('image', userId)).toHaveLength(0);

    const confirmed = await client.send(userId, 'POST', '/api/images', {
      prompt: CAR,
      quality: '720p',
      acceptOutOfRange: true,
    });
    expect(confirmed.statusCode).toBe(201);
    const job = confirmed.json<ImageJob>();
    expect(await client.credits.balance(userId)).toBe(20 - imageCost('720p'));
    const done = await waitForFinalAsset(t.hub, t.database, 'image', { id: job.id, userId });
    expect(done.status).toBe('succeeded');
  }, 60_000);

  it('answers only signed-in users', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/images/check',
      payload: { prompt: CAR },
    });
    expect(response.statusCode).toBe(401);
  });
});
