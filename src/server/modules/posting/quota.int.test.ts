import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Post } from '@shared/posting';
import { youtubeUploadQuota } from '../../db/schema/index.js';
import { YouTubeFailure } from '../../providers/youtube/port.js';
import {
  attemptOf,
  connectYouTube,
  postingWorld,
  readPost,
  seedFinishedVideo,
  type PostingWorld,
} from '../../../../test/fixtures/posting.js';
import { createTestApp, TEST_USER_HEADER, type TestApp } from '../../../../test/helpers/app.js';
import { PostingWork } from './job.js';
import { quotaUsed, takeQuotaSlot } from './quota-repo.js';

/**
 * The quota day: YOUTUBE_DAILY_UPLOADS uploads a Pacific day for the whole install (default
 * 100), taken atomically; past it a post waits, scheduled, for the next midnight Pacific, and
 * the next day's count starts from nothing. The clock is injected.
 */

let t: TestApp;
let world: PostingWorld;
let work: PostingWork;
/** 22:30 PST on 2026-03-07, the evening before daylight saving time starts. */
const EVENING = new Date('2026-03-08T06:30:00Z');

beforeAll(async () => {
  t = await createTestApp({ sessions: 'header' });
  world = postingWorld(t, undefined, EVENING);
  work = new PostingWork(world.deps);
});
afterAll(() => t.close());

async function newPost(userId?: string) {
  const video = await seedFinishedVideo(t, userId ? { userId } : {});
  if (!userId) await connectYouTube(t.database.db, video.userId);
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/videos/${video.videoId}/post-to-youtube`,
    headers: { [TEST_USER_HEADER]: video.userId },
    payload: { title: 'A room' },
  });
  expect(response.statusCode, response.body).toBe(201);
  return { userId: video.userId, post: response.json<Post>() };
}

const run = async (postId: string) => work.run(postId, await attemptOf(t.database.db, postId));

describe('the YouTube quota day', () => {
  it('never gives out more slots than the limit, however many ask at once', async () => {
    const results = await Promise.all(
      Array.from({ length: 12 }, () => takeQuotaSlot(t.database.db, '2020-01-01', 10)),
    );
    expect(results.filter(Boolean)).toHaveLength(10);
    expect(await quotaUsed(t.database.db, '2020-01-01')).toBe(10);
  });

  it('schedules the 101st upload of a day for the next Pacific midnight, then posts it', async () => {
    const day = '2026-03-07';
    // 100 uploads already started today (by anyone: the bucket is the install's).
    const taken = await Promise.all(
      Array.from({ length: 100 }, () => takeQuotaSlot(t.database.db, day, 100)),
    );
    expect(taken.every(Boolean)).toBe(true);

    const { post, userId } = await newPost();
    const before = world.youtube.callsOf('startUpload');
    await run(post.id);
    const waiting = await readPost(t.database.db, post.id);
    // Midnight PST on the 8th (DST starts at 02:00 that night): 08:00 UTC.
    expect(waiting).toMatchObject({
      status: 'scheduled',
      notBefore: new Date('2026-03-08T08:00:00Z'),
      uploadSession: null,
      failureReason: null,
    });
    expect(world.youtube.callsOf('startUpload')).toBe(before);
    expect(await quotaUsed(t.database.db, day)).toBe(100);
    // The hand-over job starts then (90 minutes after the injected now).
    const job = await t.queue.getJob('posting.upload', waiting.jobId!);
    const startsIn = job!.startAfter.getTime() - Date.now();
    expect(startsIn).toBeGreaterThan(89 * 60_000);
    expect(startsIn).toBeLessThan(91 * 60_000);
    const listed = await t.app.inject({
      url: '/api/posts',
      headers: { [TEST_USER_HEADER]: userId },
    });
    expect(listed.json<{ posts: Post[] }>().posts[0]).toMatchObject({
      status: 'scheduled',
      notBefore: '2026-03-08T08:00:00.000Z',
      cancellable: true,
    });

    // The day rolls over: the new day's count starts from nothing and the post goes out.
    world.clock.now = new Date('2026-03-08T08:00:30Z');
    try {
      await run(post.id);
    } finally {
      world.clock.now = EVENING;
    }
    expect(await readPost(t.database.db, post.id)).toMatchObject({
      status: 'published',
      quotaDay: '2026-03-08',
      notBefore: null,
    });
    expect(await quotaUsed(t.database.db, '2026-03-08')).toBe(1);
    expect(await quotaUsed(t.database.db, day)).toBe(100);
  });

  it('waits for the next day when YouTube says the quota is used up before our count does', async () => {
    const day = '2026-03-07';
    const { post } = await newPost();
    // Our count says half the day is left (another use of the project is invisible to it).
    await t.database.db
      .update(youtubeUploadQuota)
      .set({ count: 50 })
      .where(eq(youtubeUploadQuota.day, day));
    world.youtube.failNext('startUpload', new YouTubeFailure('quota', 'quotaExceeded'));
    await run(post.id);
    expect(await readPost(t.database.db, post.id)).toMatchObject({
      status: 'scheduled',
      notBefore: new Date('2026-03-08T08:00:00Z'),
    });
    // The day is full for everyone now.
    expect(await quotaUsed(t.database.db, day)).toBe(100);
  });

  it('lets the user cancel a post waiting for the next day; its job then does nothing', async () => {
    const { post, userId } = await newPost();
    await run(post.id); // the day is full: scheduled
    expect((await readPost(t.database.db, post.id)).status).toBe('scheduled');
    const cancel = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/posts/${post.id}/cancel`,
        headers: { [TEST_USER_HEADER]: userId },
      });
    const cancelled = await cancel();
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json<Post>()).toMatchObject({ status: 'cancelled', cancellable: false });
    expect((await cancel()).json<Post>().status).toBe('cancelled'); // a repeat is fine

    world.clock.now = new Date('2026-03-08T09:00:00Z');
    const calls = world.youtube.calls.length;
    try {
      await run(post.id);
    } finally {
      world.clock.now = EVENING;
    }
    expect((await readPost(t.database.db, post.id)).status).toBe('cancelled');
    expect(world.youtube.calls.length).toBe(calls);
  });
});
