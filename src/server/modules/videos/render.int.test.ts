import { appJobs } from '../index.js';
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { VIDEO_JOB_UPDATED_EVENT, type VideoJob } from '@shared/videos';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { creditLedger, podcastBackgrounds } from '../../db/schema/index.js';
import { newObjectKey } from '../../platform/storage/keys.js';
import { eventsAfter } from '../../platform/events/repo.js';
import { EngineError } from '../../kernel/engine-error.js';
import type { VideoRenderRequest } from '../../providers/video/port.js';
import { createTestApp, TEST_USER_HEADER, type TestApp } from '../../../../test/helpers/app.js';
import {
  copyVideo,
  FakeVideoEngine,
  pngImage,
  registryOf,
  tempDir,
  tinyMp4,
  waitForFinalJob,
  wavAudio,
  type FakeRender,
} from '../../../../test/fixtures/videos.js';
import { studioClient } from '../../../../test/fixtures/video-studio.js';
import { findJobForWorker } from './repo.js';
import { VIDEO_FAILED_MESSAGE, videoRenders } from './jobs.js';

/**
 * The `videos.render` job on real workers, with a fake engine scripted per prompt: charge,
 * success, outputs copied into our storage, failure, retry, refund exactly once.
 */

let t: TestApp;
let studio: ReturnType<typeof studioClient>;
let media: { dir: string; remove(): Promise<void> };
let fiveSeconds: string;
let twoSeconds: string;
/** What the engine does, by prompt; and how often it was asked, by prompt. */
const scripts = new Map<string, FakeRender>();
const calls = new Map<string, VideoRenderRequest[]>();
const engine = new FakeVideoEngine(async (request) => {
  calls.set(request.prompt, [...(calls.get(request.prompt) ?? []), request]);
  const script = scripts.get(request.prompt);
  if (!script) throw new Error(`no script for ${request.prompt}`);
  return script(request);
});

beforeAll(async () => {
  t = await createTestApp({
    sessions: 'header',
    videoEngines: registryOf(engine),
    // The app's contract with quick retries: three attempts, no waiting in between.
    jobs: {
      contract: appJobs.contract,
      definitions: {
        ...appJobs.definitions,
        'videos.render': {
          retryLimit: 2,
          retryDelaySeconds: 0,
          retryBackoff: false,
          timeoutSeconds: 30,
        },
      },
    },
    workers: { concurrency: 2 },
  });
  studio = studioClient(t);
  media = await tempDir('reelcast-render-test-');
  fiveSeconds = path.join(media.dir, 'five.mp4');
  twoSeconds = path.join(media.dir, 'two.mp4');
  await Promise.all([tinyMp4(t.media, fiveSeconds, 5), tinyMp4(t.media, twoSeconds, 2)]);
});
afterAll(async () => {
  await t.close();
  await media.remove();
});
afterEach(() => studio.checkLedgers());

const newUser = () => studio.newUser(500);

/** Starts a 5 s text-to-video job whose render follows `script`; returns when it finished. */
async function runTextToVideo(prompt: string, script: FakeRender) {
  scripts.set(prompt, script);
  const userId = await newUser();
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/videos/text-to-video',
    headers: { [TEST_USER_HEADER]: userId },
    payload: { prompt, durationSeconds: 5 },
  });
  expect(response.statusCode).toBe(201);
  const created = response.json<VideoJob>();
  const row = await waitForFinalJob(t.hub, t.database, { id: created.id, userId });
  return { userId, created, row, requests: calls.get(prompt) ?? [] };
}

const ledgerOf = (userId: string, kind: 'charge' | 'refund') =>
  t.database.db
    .select()
    .from(creditLedger)
    .where(and(eq(creditLedger.userId, userId), eq(creditLedger.kind, kind)));

async function statusEvents(userId: string, jobId: string) {
  const events = await eventsAfter(t.database.db, userId, 0);
  return events
    .filter((e) => e.type === VIDEO_JOB_UPDATED_EVENT && e.payload.id === jobId)
    .map((e) => e.payload.status);
}

describe('videos.render', () => {
  it('renders, copies the video and a poster into veo-outputs and links them', async () => {
    const { userId, created, row, requests } = await runTextToVideo(
      'A lighthouse at dawn',
      copyVideo(fiveSeconds),
    );
    expect(row).toMatchObject({ status: 'succeeded', progress: 100, error: null, refunded: false });
    expect(row.outputKey).toMatch(new RegExp(`^veo-outputs/${userId}/.+\\.mp4$`));
    expect(row.posterKey).toMatch(new RegExp(`^veo-outputs/${userId}/.+\\.jpg$`));
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({
      jobId: created.id,
      mode: 'text-to-video',
      width: 720,
      height: 1280,
      durationSeconds: 5,
      seed: row.seed,
      vendorRef: null,
    });
    expect(existsSync(requests[0]!.workDir)).toBe(false); // the work folder is always removed

    const dto = (
      await t.app.inject({
        method: 'GET',
        url: `/api/videos/${created.id}`,
        headers: { [TEST_USER_HEADER]: userId },
      })
    ).json<VideoJob>();
    expect(dto).toMatchObject({ status: 'succeeded', progress: 100 });
    const video = await t.app.inject({ method: 'GET', url: dto.videoUrl! });
    expect(video.statusCode).toBe(200);
    expect(video.headers['content-type']).toBe('video/mp4');
    expect(video.rawPayload.equals(await readFile(fiveSeconds))).toBe(true);
    const download = await t.app.inject({ method: 'GET', url: dto.downloadUrl! });
    expect(download.headers['content-disposition']).toContain(
      `reelcast-${created.id.slice(0, 8)}.mp4`,
    );
    const poster = await t.app.inject({ method: 'GET', url: dto.posterUrl! });
    expect(poster.headers['content-type']).toBe('image/jpeg');
    expect(poster.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));

    // Live events: queued, running, processing (as often as progress was written), succeeded.
    const statuses = await statusEvents(userId, created.id);
    expect(statuses.slice(0, 3)).toEqual(['queued', 'running', 'processing']);
    expect(statuses.at(-1)).toBe('succeeded');
    expect(new Set(statuses.slice(2, -1))).toEqual(new Set(['processing']));
    expect(await ledgerOf(userId, 'charge')).toHaveLength(1);
    expect(await ledgerOf(userId, 'refund')).toHaveLength(0);
  });

  it('hands a podcast clip its audio and portrait as local files; outputs go to hedra-outputs', async () => {
    const prompt = 'Podcast studio';
    const portrait = await pngImage(90, 160);
    const audio = wavAudio(2);
    const seen: { image?: Buffer; width?: number; audio?: Buffer } = {};
    scripts.set(prompt, async (request) => {
      seen.image = await readFile(request.image!.path);
      seen.width = request.image!.width;
      seen.audio = await readFile(request.audio!.path);
      return copyVideo(twoSeconds)(request);
    });
    const userId = await newUser();
    const data = new FormData();
    data.append('prompt', prompt);
    data.append('durationSeconds', '2');
    data.append('aspectRatio', '1:1');
    data.append('audio', new Blob([new Uint8Array(audio)]), 'a.wav');
    data.append('image', new Blob([new Uint8Array(portrait)]), 'p.png');
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/videos/podcast-clip',
      headers: { [TEST_USER_HEADER]: userId },
      payload: data,
    });
    expect(created.statusCode).toBe(201);
    const row = await waitForFinalJob(t.hub, t.database, { id: created.json().id, userId });
    expect(row.status).toBe('succeeded');
    expect(row.outputKey).toMatch(/^hedra-outputs\/.+\.mp4$/);
    expect(row.posterKey).toMatch(/^hedra-outputs\/.+\.jpg$/);
    expect(seen).toEqual({ image: portrait, width: 90, audio });
    expect(calls.get(prompt)![0]).toMatchObject({ width: 540, height: 540, aspectRatio: '1:1' });
  });

  it('puts the host in front of a saved background: the engine gets the composed frame', async () => {
    const prompt = 'Podcast on a set';
    const solid = async (width: number, height: number, colour: string) => {
      const canvas = createCanvas(width, height);
      const ctx = canvas.getContext('2d');
      ctx.fillStyle = colour;
      ctx.fillRect(0, 0, width, height);
      return canvas.encode('png');
    };
    const seen: { image?: Buffer; width?: number; height?: number } = {};
    scripts.set(prompt, async (request) => {
      seen.image = await readFile(request.image!.path);
      seen.width = request.image!.width;
      seen.height = request.image!.height;
      return copyVideo(twoSeconds)(request);
    });
    const userId = await newUser();
    const backgroundKey = newObjectKey('background-images', userId, 'png');
    await t.storage.put(backgroundKey, await solid(640, 360, '#1040e0'), {
      contentType: 'image/png',
    });
    const charge = await studio.credits.charge({
      userId,
      amount: 3,
      idempotencyKey: `charge:background:${userId}`,
      reason: 'AI podcast background',
    });
    const [set] = await t.database.db
      .insert(podcastBackgrounds)
      .values({
        id: randomUUID(),
        userId,
        name: 'Blue set',
        description: 'Blue',
        status: 'ready',
        seed: 1,
        cost: 3,
        chargeEntryId: charge.entryId,
        engine: 'local',
        imageKey: backgroundKey,
      })
      .returning();
    const data = new FormData();
    data.append('prompt', prompt);
    data.append('durationSeconds', '2');
    data.append('backgroundId', set!.id);
    data.append('audio', new Blob([new Uint8Array(wavAudio(2))]), 'a.wav');
    data.append('image', new Blob([new Uint8Array(await solid(300, 300, '#e02010'))]), 'p.png');
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/videos/podcast-clip',
      headers: { [TEST_USER_HEADER]: userId },
      payload: data,
    });
    expect(created.statusCode).toBe(201);
    const row = await waitForFinalJob(t.hub, t.database, { id: created.json().id, userId });
    expect(row.status).toBe('succeeded');
    // One frame, 540×960 (9:16 at 540p): the set at the edges, the host cut out in front of it
    // (decision 061): red inside the head, the set where a framed picture's corners were.
    expect({ width: seen.width, height: seen.height }).toEqual({ width: 540, height: 960 });
    const frame = await loadImage(seen.image!);
    const canvas = createCanvas(frame.width, frame.height);
    const ctx = canvas.getContext('2d');
    ctx.drawImage(frame, 0, 0);
    const pixel = (x: number, y: number) => [...ctx.getImageData(x, y, 1, 1).data.slice(0, 3)];
    const isBlue = ([r, g, b]: number[]) => b! > 180 && r! < 80 && g! < 110;
    const isRed = ([r, g, b]: number[]) => r! > 180 && g! < 80 && b! < 80;
    expect(isBlue(pixel(10, 10)), String(pixel(10, 10))).toBe(true);
    expect(isBlue(pixel(530, 950)), String(pixel(530, 950))).toBe(true);
    expect(isRed(pixel(270, 422)), String(pixel(270, 422))).toBe(true);
    for (const [x, y] of [
      [75, 230],
      [465, 230],
      [62, 420],
    ] as const)
      expect(isBlue(pixel(x, y)), `${x},${y}: ${String(pixel(x, y))}`).toBe(true);
    const isWhite = ([r, g, b]: number[]) => r! > 230 && g! > 230 && b! > 230;
    for (let y = 0; y < 960; y += 4)
      for (const x of [50, 60, 480, 490]) expect(isWhite(pixel(x, y)), `${x},${y}`).toBe(false);
  });

  it('fails at once and refunds once when the engine says the input is the problem', async () => {
    const { userId, row, requests } = await runTextToVideo('Blocked prompt', async (request) => {
      request.onProgress(5);
      throw new EngineError('video', 'The prompt was blocked by the safety filter', false);
    });
    expect(row).toMatchObject({
      status: 'failed',
      error: 'The prompt was blocked by the safety filter',
      refunded: true,
      outputKey: null,
    });
    expect(requests).toHaveLength(1); // not retried
    expect(await studio.credits.balance(userId)).toBe(500);
    const [refund] = await ledgerOf(userId, 'refund');
    expect(refund).toMatchObject({ amount: 40, refundOf: row.chargeEntryId });
    expect(await ledgerOf(userId, 'refund')).toHaveLength(1);
  });

  it('retries a passing failure, resuming the vendor’s generation, and charges once', async () => {
    const prompt = 'Flaky vendor';
    let attempt = 0;
    const { userId, row, requests } = await runTextToVideo(prompt, async (request) => {
      attempt++;
      if (attempt === 1) {
        await request.saveVendorRef('operations/op-1');
        request.onProgress(40);
        throw new EngineError('video', 'The video service is busy', true);
      }
      return copyVideo(fiveSeconds)(request);
    });
    expect(row).toMatchObject({
      status: 'succeeded',
      refunded: false,
      vendorRef: 'operations/op-1',
    });
    expect(requests.map((r) => r.vendorRef)).toEqual([null, 'operations/op-1']);
    expect(await ledgerOf(userId, 'charge')).toHaveLength(1);
    expect(await ledgerOf(userId, 'refund')).toHaveLength(0);
    expect(await studio.credits.balance(userId)).toBe(460);
  });

  it('fails and refunds once when the retries run out, with the engine’s message', async () => {
    const { userId, row, requests } = await runTextToVideo('Always busy', async () => {
      throw new EngineError('video', 'The video service is overloaded. Try again later.', true);
    });
    expect(requests).toHaveLength(3);
    expect(row).toMatchObject({
      status: 'failed',
      error: 'The video service is overloaded. Try again later.',
      refunded: true,
    });
    expect(await ledgerOf(userId, 'refund')).toHaveLength(1);
    expect(await studio.credits.balance(userId)).toBe(500);
  });

  it('does not accept a video of the wrong length; the user reads a generic message', async () => {
    const { userId, row, requests } = await runTextToVideo('Too short', copyVideo(twoSeconds));
    expect(requests).toHaveLength(3);
    expect(row).toMatchObject({ status: 'failed', error: VIDEO_FAILED_MESSAGE, refunded: true });
    expect(row.outputKey).toBeNull();
    expect(await studio.credits.balance(userId)).toBe(500);
  });

  it('fails the attempt, not the process, when an engine names a poster it never wrote', async () => {
    // The crash of issue 15: storing a missing poster raised an unhandled 'error' event.
    const { userId, row, requests } = await runTextToVideo('No poster', async (request) => {
      const { videoPath } = await copyVideo(fiveSeconds)(request);
      return { videoPath, posterPath: path.join(request.workDir, 'poster.jpg') };
    });
    expect(requests).toHaveLength(3);
    expect(row).toMatchObject({ status: 'failed', error: VIDEO_FAILED_MESSAGE, refunded: true });
    expect(await studio.credits.balance(userId)).toBe(500);
    expect(await ledgerOf(userId, 'refund')).toHaveLength(1);
  });

  it('is idempotent: a finished job is not rendered again nor refunded twice', async () => {
    const done = await runTextToVideo('Done once', copyVideo(fiveSeconds));
    const failed = await runTextToVideo('Failed once', async () => {
      throw new EngineError('video', 'Bad input', false);
    });
    const renderer = videoRenders({
      database: t.database,
      storage: t.storage,
      media: t.media,
      credits: t.credits,
      engines: registryOf(engine),
    });
    const ctx = { signal: new AbortController().signal, reportProgress: () => {} };
    await renderer.run(done.row.id, ctx);
    await renderer.run(failed.row.id, ctx);
    await renderer.failAndRefund(failed.row.id, 'again');
    await renderer.failAndRefund(done.row.id, 'a success is never failed');
    expect(calls.get('Done once')).toHaveLength(1);
    expect(calls.get('Failed once')).toHaveLength(1);
    expect(await findJobForWorker(t.database.db, done.row.id)).toMatchObject({
      status: 'succeeded',
      refunded: false,
    });
    expect(await findJobForWorker(t.database.db, failed.row.id)).toMatchObject({
      status: 'failed',
      error: 'Bad input',
    });
    expect(await ledgerOf(failed.userId, 'refund')).toHaveLength(1);
    expect(await ledgerOf(done.userId, 'refund')).toHaveLength(0);
  });
});
