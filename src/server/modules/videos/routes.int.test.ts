import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { VIDEO_JOB_UPDATED_EVENT, type VideoJob, type VideoJobList } from '@shared/videos';
import { creditLedger } from '../../db/schema/index.js';
import { eventsAfter } from '../../platform/events/repo.js';
import type { TestApp } from '../../../../test/helpers/app.js';
import { useQueueOnlyStudio, type StudioClient } from '../../../../test/fixtures/video-studio.js';

/**
 * The studio's JSON API on a real database, without workers: jobs stay queued here (rendering
 * is render.int.test.ts's subject, uploads uploads.int.test.ts's). The engine is a fake that
 * would fail loudly if anything rendered.
 */

let t: TestApp;
let studio: StudioClient;
useQueueOnlyStudio((made) => ({ t, studio } = made));

async function renderJobsFor(jobId: string): Promise<number> {
  const { rows } = await t.database.executeSql<{ n: number }>(
    `SELECT count(*)::int AS n FROM pgboss.job
      WHERE name = 'videos.render' AND data->'payload'->>'jobId' = $1`,
    [jobId],
  );
  return rows[0]!.n;
}

describe('POST /api/videos/text-to-video', () => {
  it('prices on the server, charges, stores the job as queued and queues its render', async () => {
    const userId = await studio.newUser(100);
    const response = await studio.post(userId, 'text-to-video', {
      prompt: '  A lighthouse at dawn  ',
      durationSeconds: 5,
    });
    expect(response.statusCode).toBe(201);
    const job = response.json<VideoJob>();
    expect(job).toMatchObject({
      mode: 'text-to-video',
      status: 'queued',
      prompt: 'A lighthouse at dawn',
      aspectRatio: '9:16',
      resolution: '720p',
      durationSeconds: 5,
      cost: 40, // 8 credits per second at 720p
      refunded: false,
      engine: 'local',
      progress: null,
      error: null,
      hasInputImage: false,
      videoUrl: null,
      downloadUrl: null,
    });
    expect(await studio.credits.balance(userId)).toBe(60);
    const [row] = await studio.rowsOf(userId);
    const [charge] = await t.database.db
      .select()
      .from(creditLedger)
      .where(eq(creditLedger.id, row!.chargeEntryId!));
    expect(charge).toMatchObject({ kind: 'charge', amount: -40, reference: job.id });
    expect(row!.seed).toBeGreaterThanOrEqual(1);
    expect(row!.seed).toBeLessThanOrEqual(1_000_000);
    expect(await renderJobsFor(job.id)).toBe(1);
  });

  it('announces the new job with the whole job, so other tabs need no re-read', async () => {
    const userId = await studio.newUser(100);
    const job = (
      await studio.post(userId, 'text-to-video', { prompt: 'Harbour at noon', durationSeconds: 5 })
    ).json<VideoJob>();
    const events = await eventsAfter(t.database.db, userId, 0);
    const announced = events.filter((event) => event.type === VIDEO_JOB_UPDATED_EVENT);
    expect(announced.map((event) => event.payload)).toEqual([
      { id: job.id, status: 'queued', progress: null, job },
    ]);
  });

  it('charges 10 per second at 1080p and never takes a price from the client', async () => {
    const userId = await studio.newUser(200);
    const response = await studio.post(userId, 'text-to-video', {
      prompt: 'City lights',
      resolution: '1080p',
      aspectRatio: '16:9',
    });
    expect(response.json<VideoJob>()).toMatchObject({ cost: 80, durationSeconds: 8 });
    const withCost = await studio.post(userId, 'text-to-video', { prompt: 'Free', cost: 1 });
    expect(withCost.statusCode).toBe(400);
    expect(await studio.credits.balance(userId)).toBe(120);
  });

  it('answers a shortfall with 402 and creates nothing', async () => {
    const userId = await studio.newUser(10);
    const response = await studio.post(userId, 'text-to-video', { prompt: 'Too expensive' });
    expect(response.statusCode).toBe(402);
    expect(response.json()).toEqual({
      error: 'Insufficient credits. You have 10 but need 64.',
      balance: 10,
      required: 64,
    });
    await studio.expectNothingLeft(userId, 10);
    const { rows } = await t.database.executeSql<{ n: number }>(
      `SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'videos.render'
         AND NOT EXISTS (SELECT 1 FROM video_jobs v WHERE v.id::text = data->'payload'->>'jobId')`,
    );
    expect(rows[0]!.n).toBe(0); // no render was queued for a job that does not exist
  });

  it('needs a signed-in user and a prompt', async () => {
    const signedOut = await t.app.inject({
      method: 'POST',
      url: '/api/videos/text-to-video',
      payload: { prompt: 'x' },
    });
    expect(signedOut.statusCode).toBe(401);
    // Signed out comes first, whatever the body: no hint about what the route would accept.
    const signedOutBadBody = await t.app.inject({
      method: 'POST',
      url: '/api/videos/text-to-video',
      payload: { prompt: 42 },
    });
    expect(signedOutBadBody.statusCode).toBe(401);
    const userId = await studio.newUser(100);
    const empty = await studio.post(userId, 'text-to-video', { prompt: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error).toMatch(/Please enter a prompt/);
    expect((await t.app.inject({ method: 'GET', url: '/api/videos' })).statusCode).toBe(401);
  });
});

describe('GET /api/videos', () => {
  it('lists only the user’s own jobs, newest first, and hides other users’ jobs', async () => {
    const alice = await studio.newUser(200);
    const bob = await studio.newUser(200);
    const first = (await studio.post(alice, 'text-to-video', { prompt: 'one' })).json<VideoJob>();
    const second = (await studio.post(alice, 'text-to-video', { prompt: 'two' })).json<VideoJob>();
    await studio.post(bob, 'text-to-video', { prompt: 'bob' });

    const list = await studio.get(alice, '/api/videos');
    expect(list.json<VideoJobList>().jobs.map((job) => job.id)).toEqual([second.id, first.id]);
    const own = await studio.get(alice, `/api/videos/${first.id}`);
    expect(own.json<VideoJob>()).toMatchObject({ id: first.id, prompt: 'one' });

    for (const url of [
      `/api/videos/${first.id}`, // someone else's
      '/api/videos/00000000-0000-4000-8000-000000000000', // nobody's
      '/api/videos/not-a-uuid', // not even an id
    ]) {
      const response = await studio.get(bob, url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toEqual({ error: 'Video not found' });
    }
  });
});
