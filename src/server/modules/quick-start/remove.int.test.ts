import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DELETE_MESSAGES } from '@shared/deletes';
import type { VideoJob } from '@shared/videos';
import { createTestApp, TEST_USER_HEADER, type TestApp } from '../../../../test/helpers/app.js';
import { deferred } from '../../../../test/helpers/jobs.js';
import {
  copyVideo,
  FakeVideoEngine,
  pngImage,
  registryOf,
  tempDir,
  tinyMp4,
  type FakeRender,
} from '../../../../test/fixtures/videos.js';
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
 * Removing a simple-flow job (decision 046): the videos module's delete. The owner's only
 * (404 for anyone else, a studio job, an unknown id); it takes the job's files; a job still
 * being made is stopped and refunded once, or, paid with a free daily video, gives that video
 * back to its day once. FREE_DAILY_VIDEOS=1; renders are run by hand (no queue workers).
 */

let t: TestApp;
let studio: StudioClient;
let registry: HandlerRegistry<AppJobContract>;
let freeVideos: FreeDailyVideos;
let media: Awaited<ReturnType<typeof tempDir>>;
let eightSeconds: string;
let behave: FakeRender = () => Promise.reject(new Error('no render set'));
const engine = new FakeVideoEngine((request) => behave(request));

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
  media = await tempDir('reelcast-quick-start-remove-');
  eightSeconds = path.join(media.dir, 'eight.mp4');
  await tinyMp4(t.media, eightSeconds, 8);
});
afterAll(async () => {
  await t.close();
  await media.remove();
});
afterEach(() => studio.checkLedgers());

const upload = async (userId: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/quick-start/videos?flow=simple-upload',
    headers: { [TEST_USER_HEADER]: userId },
    payload: form({}, { image: [await pngImage(96, 160), 'porch.png'] }),
  });
const remove = (userId: string, id: string) =>
  t.app.inject({
    method: 'DELETE',
    url: `/api/quick-start/videos/${id}`,
    headers: { [TEST_USER_HEADER]: userId },
  });
const refundsOf = async (userId: string) =>
  (await t.credits.fullHistory(userId)).filter((entry) => entry.kind === 'refund');

function render(jobId: string): Promise<void> {
  const registration = registry.get('videos.render')!;
  return registration.handler(
    { jobId },
    {
      jobId: randomUUID(),
      attempt: 1,
      signal: new AbortController().signal,
      reportProgress: () => {},
    },
  );
}

/**
 * Starts the job's render with an engine that, like a vendor not listening to its signal,
 * fails only when released: the job is running until then.
 */
async function startRender(owner: string, jobId: string) {
  const started = deferred();
  const release = deferred();
  behave = async () => {
    started.resolve();
    await release.promise;
    throw new EngineError('video', 'The engine refused this image', false);
  };
  const rendering = render(jobId);
  await started.promise;
  const [row] = await studio.rowsOf(owner);
  expect([row!.id, row!.status]).toEqual([jobId, 'running']);
  return {
    failAfterwards: async () => {
      release.resolve();
      await rendering;
    },
  };
}

describe('DELETE /api/quick-start/videos/:id', () => {
  it("deletes a finished job and its files for its owner only; others' answer 404", async () => {
    behave = copyVideo(eightSeconds);
    const owner = await studio.newUser(64);
    const other = await studio.newUser(0);
    const job = (await upload(owner)).json<VideoJob>();
    await render(job.id);
    expect((await studio.rowsOf(owner))[0]!.status).toBe('succeeded');
    // The uploaded image, the video and its poster.
    expect(await studio.storedKeys(owner)).toHaveLength(3);

    const refused = await remove(other, job.id);
    expect([refused.statusCode, refused.json()]).toEqual([404, { error: 'Video not found' }]);
    expect((await remove(owner, 'not-a-uuid')).statusCode).toBe(404);
    expect((await remove(owner, randomUUID())).statusCode).toBe(404);
    const studioJob = await studio.post(owner, 'text-to-video', {
      prompt: 'A harbour',
      durationSeconds: 5,
    });
    expect(studioJob.statusCode).toBe(201);
    // A studio job is the studio's to delete (DELETE /api/videos/:id), not this route's.
    expect((await remove(owner, studioJob.json<VideoJob>().id)).statusCode).toBe(404);
    expect(await studio.rowsOf(owner)).toHaveLength(2);

    const removed = await remove(owner, job.id);
    expect([removed.statusCode, removed.json()]).toEqual([200, { removed: true }]);
    const list = await studio.get(owner, '/api/quick-start/videos?flow=simple-upload');
    expect(list.json()).toEqual({ jobs: [] });
    expect(await studio.storedKeys(owner)).toEqual([]);
    expect((await remove(owner, job.id)).statusCode).toBe(404);
    // Finished: the free daily video it used stays used, nothing is refunded.
    expect(await freeVideos.remainingToday(owner)).toBe(0);
    expect(await refundsOf(owner)).toEqual([]);
  });

  it('stops a running paid job and refunds it once', async () => {
    const owner = await studio.newUser(64);
    await t.database.db.transaction((tx) => freeVideos.takeOne(owner, tx));
    const job = (await upload(owner)).json<VideoJob>();
    expect([job.cost, await t.credits.balance(owner)]).toEqual([64, 0]);
    const rendering = await startRender(owner, job.id);

    expect((await remove(owner, job.id)).statusCode).toBe(200);
    expect(await t.credits.balance(owner)).toBe(64);
    // The render fails after the delete: it finds no row, writes and refunds nothing.
    await rendering.failAfterwards();
    const refunds = await refundsOf(owner);
    expect(refunds.map((entry) => [entry.amount, entry.reason])).toEqual([
      [64, DELETE_MESSAGES.refundReason],
    ]);
    expect(await t.credits.balance(owner)).toBe(64);
    expect(await studio.rowsOf(owner)).toEqual([]);
    expect(await studio.storedKeys(owner)).toEqual([]);
  });

  it('stops a running free job and gives its free video back once', async () => {
    const owner = await studio.newUser(0);
    const job = (await upload(owner)).json<VideoJob>();
    expect(job.freeVideo).toBe(true);
    expect(await freeVideos.remainingToday(owner)).toBe(0);
    const rendering = await startRender(owner, job.id);

    expect((await remove(owner, job.id)).statusCode).toBe(200);
    expect(await freeVideos.remainingToday(owner)).toBe(1);
    // The free video given back makes the next one; were the late failure to give back again,
    // this one's would come back too.
    const next = (await upload(owner)).json<VideoJob>();
    expect(next.freeVideo).toBe(true);
    await rendering.failAfterwards();
    expect(await freeVideos.remainingToday(owner)).toBe(0);
    expect(await refundsOf(owner)).toEqual([]);
    expect((await studio.rowsOf(owner)).map((row) => row.id)).toEqual([next.id]);
  });
});
