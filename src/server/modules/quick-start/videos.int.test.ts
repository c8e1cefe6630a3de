import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SIMPLE_UPLOAD_PROMPT, QUICK_START_PROMPT } from '@shared/quick-start';
import type { VideoJob } from '@shared/videos';
import { createTestApp, TEST_USER_HEADER, type TestApp } from '../../../../test/helpers/app.js';
import { FakeVideoEngine, pngImage, registryOf } from '../../../../test/fixtures/videos.js';
import {
  multipartForm as form,
  studioClient,
  type StudioClient,
} from '../../../../test/fixtures/video-studio.js';
import { EngineError } from '../../kernel/engine-error.js';
import { HandlerRegistry } from '../../platform/jobs/registry.js';
import { appJobs, registerModuleJobs, type AppJobContract } from '../index.js';
import { FreeDailyVideos } from '../billing/index.js';

/**
 * Simple upload's and the wizard's videos (decision 043): free daily videos first, then 64
 * credits each, taken in the transaction that makes each job; a failed job gives back what
 * paid for it, once. Removing is remove.int.test.ts.
 * FREE_DAILY_VIDEOS=1. No queue workers: renders are run by hand with an engine that fails.
 */

let t: TestApp;
let studio: StudioClient;
let registry: HandlerRegistry<AppJobContract>;
let freeVideos: FreeDailyVideos;
const engine = new FakeVideoEngine(async () => {
  throw new EngineError('video', 'The engine refused this image', false);
});

beforeAll(async () => {
  t = await createTestApp({
    sessions: 'header',
    videoEngines: registryOf(engine),
    env: { FREE_DAILY_VIDEOS: '1' },
  });
  studio = studioClient(t);
  registry = new HandlerRegistry(appJobs.contract);
  registerModuleJobs(registry, t);
  freeVideos = new FreeDailyVideos({ database: t.database, credits: t.credits, perDay: 1 });
});
afterAll(() => t.close());
afterEach(() => studio.checkLedgers());

const image = () => pngImage(96, 160);
const upload = async (userId: string, flow = 'simple-upload', bytes?: Buffer) =>
  t.app.inject({
    method: 'POST',
    url: `/api/quick-start/videos?flow=${flow}`,
    headers: { [TEST_USER_HEADER]: userId },
    payload: form({}, { image: [bytes ?? (await image()), 'porch.png'] }),
  });
const creditCheck = (userId: string, imageCount: number) =>
  t.app.inject({
    method: 'POST',
    url: '/api/billing/credit-check',
    headers: { [TEST_USER_HEADER]: userId },
    payload: { imageCount },
  });
const useUpFreeVideo = (userId: string) =>
  t.database.db.transaction((tx) => freeVideos.takeOne(userId, tx));
async function render(jobId: string) {
  const registration = registry.get('videos.render')!;
  await registration.handler(
    { jobId },
    {
      jobId: randomUUID(),
      attempt: 1,
      signal: new AbortController().signal,
      reportProgress: () => {},
    },
  );
}

describe('the credit check (check-credits-and-queue-jobs)', () => {
  const cases = [
    // free left, balance, images -> answer
    { free: 1, balance: 0, images: 1, canGenerate: 1, usingFree: 1, usingPaid: 0, needed: 0 },
    { free: 1, balance: 0, images: 2, canGenerate: 1, usingFree: 1, usingPaid: 0, needed: 64 },
    { free: 1, balance: 10, images: 2, canGenerate: 1, usingFree: 1, usingPaid: 0, needed: 54 },
    { free: 1, balance: 64, images: 2, canGenerate: 2, usingFree: 1, usingPaid: 1, needed: 0 },
    { free: 1, balance: 200, images: 5, canGenerate: 4, usingFree: 1, usingPaid: 3, needed: 56 },
    { free: 0, balance: 0, images: 1, canGenerate: 0, usingFree: 0, usingPaid: 0, needed: 64 },
    { free: 0, balance: 100, images: 2, canGenerate: 1, usingFree: 0, usingPaid: 1, needed: 28 },
    { free: 0, balance: 640, images: 10, canGenerate: 10, usingFree: 0, usingPaid: 10, needed: 0 },
  ];
  it.each(cases)(
    '$free free, $balance credits, $images images: $canGenerate now, $needed credits short',
    async (mix) => {
      const userId = await studio.newUser(mix.balance);
      if (mix.free === 0) await useUpFreeVideo(userId);
      const response = await creditCheck(userId, mix.images);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        needsPayment: mix.needed > 0,
        canGenerate: mix.canGenerate,
        creditsNeeded: mix.needed,
        usingFree: mix.usingFree,
        usingPaid: mix.usingPaid,
        freeRemainingToday: mix.free,
        balance: mix.balance,
      });
    },
  );
});

describe('POST /api/quick-start/videos', () => {
  it('makes 9:16 720p 8 s jobs: the free daily video first, then 64 credits, then 402', async () => {
    const userId = await studio.newUser(100);
    const first = await upload(userId);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json<VideoJob>()).toMatchObject({
      mode: 'veo',
      status: 'queued',
      aspectRatio: '9:16',
      resolution: '720p',
      durationSeconds: 8,
      prompt: SIMPLE_UPLOAD_PROMPT,
      cost: 0,
      freeVideo: true,
      sourceFlow: 'simple-upload',
      hasInputImage: true,
    });
    expect(await t.credits.balance(userId)).toBe(100);
    const second = await upload(userId, 'quick-start');
    expect(second.statusCode).toBe(201);
    expect(second.json<VideoJob>()).toMatchObject({
      cost: 64,
      freeVideo: false,
      sourceFlow: 'quick-start',
      prompt: QUICK_START_PROMPT,
    });
    expect(await t.credits.balance(userId)).toBe(36);
    const [row] = (await studio.rowsOf(userId)).filter((job) => job.sourceFlow === 'quick-start');
    expect(row!.autoPostOnComplete).toBe(true);
    const third = await upload(userId);
    expect(third.statusCode).toBe(402);
    expect(await studio.rowsOf(userId)).toHaveLength(2);
    expect(await t.credits.balance(userId)).toBe(36);
  });

  it('refuses what is not an image by its bytes, and an unknown flow, leaving nothing', async () => {
    const userId = await studio.newUser(100);
    const text = await upload(userId, 'simple-upload', Buffer.from('not an image at all'));
    expect(text.statusCode).toBeGreaterThanOrEqual(400);
    expect(text.statusCode).toBeLessThan(500);
    const flow = await upload(userId, 'studio');
    expect(flow.statusCode).toBe(400);
    await studio.expectNothingLeft(userId, 100);
    expect(await freeVideos.remainingToday(userId)).toBe(1);
  });

  it('20 concurrent requests never spend more than the balance plus the free videos', async () => {
    const userId = await studio.newUser(64 * 5 + 30);
    const bytes = await image();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => upload(userId, 'simple-upload', bytes)),
    );
    const codes = answers.map((answer) => answer.statusCode);
    expect(codes.filter((code) => code === 201)).toHaveLength(6);
    expect(codes.filter((code) => code === 402)).toHaveLength(14);
    expect(await t.credits.balance(userId)).toBe(30);
    const rows = await studio.rowsOf(userId);
    expect(rows).toHaveLength(6);
    expect(rows.filter((row) => row.freeVideoDay !== null)).toHaveLength(1);
    expect(await freeVideos.remainingToday(userId)).toBe(0);
  });

  it('a failed job is refunded once, and a free one gives its free video back', async () => {
    const userId = await studio.newUser(64);
    const free = (await upload(userId)).json<VideoJob>();
    const paid = (await upload(userId)).json<VideoJob>();
    expect(await t.credits.balance(userId)).toBe(0);
    expect(await freeVideos.remainingToday(userId)).toBe(0);
    for (const job of [paid, free, paid, free]) await render(job.id);
    expect(await t.credits.balance(userId)).toBe(64);
    expect(await freeVideos.remainingToday(userId)).toBe(1);
    const rows = await studio.rowsOf(userId);
    expect(rows.map((row) => [row.status, row.refunded])).toEqual([
      ['failed', true],
      ['failed', true],
    ]);
  });
});

describe('listing', () => {
  it("lists a flow's last 20 jobs, newest first", async () => {
    const userId = await studio.newUser(64 * 22);
    for (let index = 0; index < 22; index += 1) await upload(userId);
    await upload(userId, 'quick-start');
    const response = await studio.get(userId, '/api/quick-start/videos?flow=simple-upload');
    const { jobs } = response.json<{ jobs: VideoJob[] }>();
    expect(jobs).toHaveLength(20);
    expect(jobs.every((job) => job.sourceFlow === 'simple-upload')).toBe(true);
    const times = jobs.map((job) => job.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
  });
});
