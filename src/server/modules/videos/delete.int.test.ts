import { appJobs } from '../index.js';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DELETE_MESSAGES } from '@shared/deletes';
import type { VideoJob } from '@shared/videos';
import { EngineError } from '../../kernel/engine-error.js';
import { createTestApp, TEST_USER_HEADER, type TestApp } from '../../../../test/helpers/app.js';
import { deferred, eventually } from '../../../../test/helpers/jobs.js';
import {
  copyVideo,
  FakeVideoEngine,
  registryOf,
  tempDir,
  tinyMp4,
  waitForFinalJob,
  type FakeRender,
} from '../../../../test/fixtures/videos.js';
import { studioClient } from '../../../../test/fixtures/video-studio.js';

/**
 * Deleting videos (decision 044): the owner's delete removes the row, its video and poster
 * from storage and the card from the list; anyone else gets 404; a video still being rendered
 * is stopped and refunded exactly once, also when its render fails after the delete.
 */

let t: TestApp;
let studio: ReturnType<typeof studioClient>;
let media: Awaited<ReturnType<typeof tempDir>>;
let fiveSeconds: string;
let behave: FakeRender = () => Promise.reject(new Error('no render set'));
const engine = new FakeVideoEngine((request) => behave(request));

beforeAll(async () => {
  t = await createTestApp({
    sessions: 'header',
    videoEngines: registryOf(engine),
    jobs: {
      contract: appJobs.contract,
      definitions: {
        ...appJobs.definitions,
        'videos.render': {
          retryLimit: 0,
          retryDelaySeconds: 0,
          retryBackoff: false,
          timeoutSeconds: 30,
        },
      },
    },
    workers: { concurrency: 2 },
  });
  studio = studioClient(t);
  media = await tempDir('reelcast-delete-test-');
  fiveSeconds = path.join(media.dir, 'five.mp4');
  await tinyMp4(t.media, fiveSeconds, 5);
});
afterAll(async () => {
  await t.close();
  await media.remove();
});
afterEach(() => studio.checkLedgers());

const remove = (userId: string, id: string) =>
  t.app.inject({
    method: 'DELETE',
    url: `/api/videos/${id}`,
    headers: { [TEST_USER_HEADER]: userId },
  });

async function start(userId: string, prompt: string): Promise<VideoJob> {
  const response = await studio.post(userId, 'text-to-video', { prompt, durationSeconds: 5 });
  expect(response.statusCode).toBe(201);
  return response.json<VideoJob>();
}

const refundsOf = async (userId: string) =>
  (await t.credits.fullHistory(userId)).filter((e) => e.kind === 'refund');

async function jobEnded(id: string): Promise<string> {
  return eventually('the render job ended', async () => {
    const { rows } = await t.database.executeSql<{ state: string }>(
      `SELECT state FROM pgboss.job WHERE name = 'videos.render' AND data->'payload'->>'jobId' = $1`,
      [id],
    );
    const state = rows[0]?.state;
    return state === 'completed' || state === 'failed' ? state : undefined;
  });
}

describe('DELETE /api/videos/:id', () => {
  it('deletes a finished video, its file and poster; the list and the link forget it', async () => {
    behave = copyVideo(fiveSeconds);
    const owner = await studio.newUser(100);
    const other = await studio.newUser(100);
    const job = await start(owner, 'A harbour');
    const done = await waitForFinalJob(t.hub, t.database, { id: job.id, userId: owner });
    expect(done.status).toBe('succeeded');
    expect(await studio.storedKeys(owner)).toHaveLength(2); // video and poster

    const refused = await remove(other, job.id);
    expect([refused.statusCode, refused.json()]).toEqual([404, { error: 'Video not found' }]);
    expect(await studio.rowsOf(owner)).toHaveLength(1);

    const response = await remove(owner, job.id);
    expect([response.statusCode, response.json()]).toEqual([
      200,
      { id: job.id, message: DELETE_MESSAGES.deleted.video },
    ]);
    const list = await studio.get(owner, '/api/videos');
    expect(list.json<{ jobs: VideoJob[] }>().jobs).toEqual([]);
    expect((await studio.get(owner, `/api/videos/${job.id}`)).statusCode).toBe(404);
    expect(await studio.storedKeys(owner)).toEqual([]);
    // Finished and paid for: nothing comes back.
    expect(await refundsOf(owner)).toEqual([]);
    expect(await t.credits.balance(owner)).toBe(100 - job.cost);
  });

  it('stops a render under way and refunds it once', async () => {
    const started = deferred();
    const aborted = deferred<unknown>();
    behave = (request) =>
      new Promise((_resolve, reject) => {
        started.resolve();
        request.signal.addEventListener('abort', () => {
          aborted.resolve(request.signal.reason);
          reject(request.signal.reason as Error);
        });
      });
    const owner = await studio.newUser(100);
    const job = await start(owner, 'Slow harbour');
    await started.promise;

    expect((await remove(owner, job.id)).statusCode).toBe(200);
    expect(await t.credits.balance(owner)).toBe(100);
    expect(String(await aborted.promise)).toContain('Deleted by its owner');
    expect(await jobEnded(job.id)).toBe('completed');
    const refunds = await refundsOf(owner);
    expect(refunds.map((e) => [e.amount, e.reason])).toEqual([
      [job.cost, DELETE_MESSAGES.refundReason],
    ]);
    expect(await studio.rowsOf(owner)).toEqual([]);
    expect(await studio.storedKeys(owner)).toEqual([]);
  });

  it('refunds once when the render fails after the delete, and writes nothing back', async () => {
    const started = deferred();
    const release = deferred();
    // An engine that does not listen to its signal: it fails on its own after the delete.
    behave = async () => {
      started.resolve();
      await release.promise;
      throw new EngineError('video', 'The prompt was blocked by the safety filter', false);
    };
    const owner = await studio.newUser(100);
    const job = await start(owner, 'Blocked harbour');
    await started.promise;
    expect((await remove(owner, job.id)).statusCode).toBe(200);
    release.resolve();
    await jobEnded(job.id);
    expect((await refundsOf(owner)).map((e) => e.amount)).toEqual([job.cost]);
    expect(await t.credits.balance(owner)).toBe(100);
    expect(await studio.rowsOf(owner)).toEqual([]);
  });

  it('stores nothing from a render that finishes after the delete', async () => {
    const started = deferred();
    const release = deferred();
    const finish = copyVideo(fiveSeconds);
    behave = async (request) => {
      started.resolve();
      await release.promise;
      return finish(request);
    };
    const owner = await studio.newUser(100);
    const job = await start(owner, 'Late harbour');
    await started.promise;
    expect((await remove(owner, job.id)).statusCode).toBe(200);
    release.resolve();
    await jobEnded(job.id);
    expect(await studio.rowsOf(owner)).toEqual([]);
    expect(await studio.storedKeys(owner)).toEqual([]);
    expect((await refundsOf(owner)).map((e) => e.amount)).toEqual([job.cost]);
  });
});
