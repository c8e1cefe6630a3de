import { describe, expect, it } from 'vitest';
import type { VideoJob, VideoJobList } from '@shared/videos';
import type { TestApp } from '../../../../test/helpers/app.js';
import { useQueueOnlyStudio, type StudioClient } from '../../../../test/fixtures/video-studio.js';
import { ESTIMATE_SAMPLE_SIZE } from './repo.js';

/**
 * Issue 21 item 3: a running job's card speaks of the time this kind of job really takes on
 * this server. The server measures it (median created-to-completed seconds of the latest
 * succeeded jobs of the same mode and engine) and sends it with every job as estimatedSeconds.
 */

let t: TestApp;
let studio: StudioClient;
useQueueOnlyStudio((made) => ({ t, studio } = made), { checkLedgers: false });

/** Marks a job succeeded `seconds` after it was created, as a finished render leaves it. */
async function finishAfter(jobId: string, seconds: number, completedAgoSeconds = 0) {
  await t.database.executeSql(
    `UPDATE video_jobs SET status = 'succeeded', progress = 100,
       created_at = now() - make_interval(secs => $2::float8 + $3::float8),
       completed_at = now() - make_interval(secs => $3::float8)
     WHERE id = $1`,
    [jobId, seconds, completedAgoSeconds],
  );
}

async function newJob(userId: string, prompt: string): Promise<VideoJob> {
  const response = await studio.post(userId, 'text-to-video', { prompt, durationSeconds: 5 });
  expect(response.statusCode).toBe(201);
  return response.json<VideoJob>();
}

describe('estimatedSeconds', () => {
  it('is null before any job of the kind succeeded, then the median of the latest ones', async () => {
    const alice = await studio.newUser(1000);
    const bob = await studio.newUser(1000);
    const first = await newJob(alice, 'first');
    expect(first.estimatedSeconds).toBeNull();

    // Measured across the server: Bob's renders count for Alice's estimate too.
    const durations = [8, 6, 30, 7, 9];
    for (const [index, seconds] of durations.entries()) {
      const job = await newJob(bob, `bob ${index}`);
      await finishAfter(job.id, seconds, 100 - index);
    }
    const running = await newJob(alice, 'second');
    expect(running.estimatedSeconds).toBe(8); // median of 6, 7, 8, 9, 30
    const list = (await studio.get(alice, '/api/videos')).json<VideoJobList>();
    expect(list.jobs.map((job) => job.estimatedSeconds)).toEqual([8, 8]);
    const one = (await studio.get(alice, `/api/videos/${first.id}`)).json<VideoJob>();
    expect(one.estimatedSeconds).toBe(8);
  });

  it('uses only the latest succeeded jobs of the same kind', async () => {
    const carol = await studio.newUser(10_000);
    // Old slow renders, then ESTIMATE_SAMPLE_SIZE fast recent ones: the old ones drop out.
    for (let i = 0; i < 3; i++) await finishAfter((await newJob(carol, `old ${i}`)).id, 600, 5000);
    for (let i = 0; i < ESTIMATE_SAMPLE_SIZE; i++) {
      await finishAfter((await newJob(carol, `new ${i}`)).id, 4, 10 + i);
    }
    // A failed job is no measurement.
    const failed = await newJob(carol, 'failed');
    await t.database.executeSql(
      `UPDATE video_jobs SET status = 'failed', completed_at = created_at + interval '1 hour'
       WHERE id = $1`,
      [failed.id],
    );
    const fresh = await newJob(carol, 'fresh');
    expect(fresh.estimatedSeconds).toBe(4);
  });
});
