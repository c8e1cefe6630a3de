import { existsSync } from 'node:fs';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ImageJob } from '@shared/images';
import { EngineError } from '../../kernel/engine-error.js';
import type { GenerateImageRequest } from '../../providers/image/port.js';
import { createTestApp, type TestApp } from '../../../../test/helpers/app.js';
import {
  FakeImageEngine,
  imageRegistryOf,
  imagesClient,
  quickRetries,
  waitForFinalAsset,
  writePng,
} from '../../../../test/fixtures/images.js';
import { IMAGE_FAILED_MESSAGE, imageGenerations } from './jobs.js';

/**
 * `images.generate` on real workers with a fake engine scripted per prompt: the picture is
 * copied into higgsfield-outputs and linked; a failure is refunded exactly once, whether the
 * engine says the user must fix something or the retries run out.
 */

let t: TestApp;
let client: ReturnType<typeof imagesClient>;
const engine = new FakeImageEngine();
const scripts = new Map<string, (request: GenerateImageRequest) => Promise<unknown>>();

beforeAll(async () => {
  engine.generate = async (request) => {
    await scripts.get(request.prompt)?.(request);
    return writePng(request.workDir, 'image', request.width / 32, request.height / 32);
  };
  t = await createTestApp({
    sessions: 'header',
    imageEngines: imageRegistryOf(engine),
    jobs: quickRetries('images.generate', 2),
    workers: { concurrency: 2 },
  });
  client = imagesClient(t);
});
afterAll(() => t.close());
afterEach(() => client.checkLedgers());

async function generate(prompt: string, body: Record<string, unknown> = {}) {
  const userId = await client.newUser(20);
  const response = await client.send(userId, 'POST', '/api/images', { prompt, ...body });
  expect(response.statusCode).toBe(201);
  const created = response.json<ImageJob>();
  const row = await waitForFinalAsset(t.hub, t.database, 'image', { id: created.id, userId });
  const requests = engine.images.filter((request) => request.id === created.id);
  return { userId, created, row, requests };
}

describe('images.generate', () => {
  it('makes the picture with the recorded inputs and links it from higgsfield-outputs', async () => {
    const { userId, created, row, requests } = await generate('A quiet harbour', {
      size: '2048x1152',
      quality: '720p',
      seed: 77,
      styleId: 'golden-hour',
    });
    expect(row).toMatchObject({ status: 'succeeded', error: null, refunded: false });
    expect(row.outputKey).toMatch(new RegExp(`^higgsfield-outputs/${userId}/.+\\.png$`));
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({
      prompt: 'A quiet harbour',
      width: 2048,
      height: 1152,
      quality: '720p',
      seed: 77,
      style: { id: 'golden-hour', name: 'Golden Hour' },
      reference: null,
      vendorRef: null,
    });
    expect(existsSync(requests[0]!.workDir)).toBe(false); // the work folder is always removed

    const job = (await client.send(userId, 'GET', `/api/images/${created.id}`)).json<ImageJob>();
    expect(job).toMatchObject({ status: 'succeeded', cost: 3 });
    const picture = await t.app.inject({ method: 'GET', url: job.imageUrl! });
    expect([picture.statusCode, picture.headers['content-type']]).toEqual([200, 'image/png']);
    expect(await client.eventStatuses(userId, created.id)).toEqual([
      'queued',
      'running',
      'succeeded',
    ]);
    expect(await client.credits.balance(userId)).toBe(17);
  });

  it('fails at once with the engine’s message and refunds once when the user must fix it', async () => {
    scripts.set('Something not allowed', async () => {
      throw new EngineError('image', 'The prompt was refused by the moderation check', false);
    });
    const { userId, row, requests } = await generate('Something not allowed');
    expect(row).toMatchObject({
      status: 'failed',
      error: 'The prompt was refused by the moderation check',
      refunded: true,
    });
    expect(requests).toHaveLength(1); // not retried
    expect(await client.ledgerOf(userId, 'refund')).toHaveLength(1);
    expect(await client.credits.balance(userId)).toBe(20);
  });

  it('retries a retryable failure and succeeds, charging once and refunding nothing', async () => {
    let attempts = 0;
    scripts.set('Flaky vendor', async () => {
      attempts += 1;
      if (attempts < 2) throw new EngineError('image', 'The vendor is busy', true);
    });
    const { userId, row, requests } = await generate('Flaky vendor');
    expect(row.status).toBe('succeeded');
    expect(requests).toHaveLength(2);
    expect(requests[1]!.seed).toBe(requests[0]!.seed);
    expect(await client.ledgerOf(userId, 'refund')).toEqual([]);
    expect(await client.credits.balance(userId)).toBe(15);
  });

  it('fails and refunds once when every attempt crashed', async () => {
    scripts.set('Always broken', async () => {
      throw new Error('socket hang up');
    });
    const { userId, created, row, requests } = await generate('Always broken');
    expect(row).toMatchObject({ status: 'failed', error: IMAGE_FAILED_MESSAGE, refunded: true });
    expect(requests).toHaveLength(3);
    expect(await client.ledgerOf(userId, 'refund')).toHaveLength(1);
    expect(await client.credits.balance(userId)).toBe(20);
    // A late repeat of the handler changes nothing.
    await imageGenerations({
      ...t,
      engines: imageRegistryOf(engine),
      credits: client.credits,
    }).failAndRefund(created.id, 'again');
    expect(await client.ledgerOf(userId, 'refund')).toHaveLength(1);
  });
});
