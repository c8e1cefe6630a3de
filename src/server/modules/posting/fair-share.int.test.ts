import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { POSTING_MESSAGES, type Post, type PostShareUsed } from '@shared/posting';
import { postedVideos, subscriptions } from '../../db/schema/index.js';
import {
  connectYouTube,
  connectionIdOf,
  seedFinishedVideo,
} from '../../../../test/fixtures/posting.js';
import { FakeYouTube, FakeYouTubeAccess } from '../../../../test/fakes/youtube-port-fake.js';
import { createTestApp, TEST_USER_HEADER, type TestApp } from '../../../../test/helpers/app.js';
import { nextQuotaDayStart } from './quota.js';

/**
 * Decision 049: each user's daily share of the install's YouTube uploads, one post of a video
 * at a time (again only when asked), and concurrent posts of one video making one upload.
 */

let t: TestApp;
const youtube = new FakeYouTube();
const access = new FakeYouTubeAccess((userId) => connectionIdOf(t.database.db, userId));
const SHARE = 3;
const PLAN_SHARE = 5;

beforeAll(async () => {
  t = await createTestApp({
    sessions: 'header',
    youtube,
    youtubeAccess: access,
    env: { YOUTUBE_USER_DAILY_POSTS: String(SHARE), YOUTUBE_PLAN_DAILY_POSTS: String(PLAN_SHARE) },
  });
});
afterAll(() => t.close());

const post = (userId: string, videoId: string, body: object = {}) =>
  t.app.inject({
    method: 'POST',
    url: `/api/videos/${videoId}/post-to-youtube`,
    headers: { [TEST_USER_HEADER]: userId },
    payload: { title: 'A room', ...body },
  });

const cancel = (userId: string, postId: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/posts/${postId}/cancel`,
    headers: { [TEST_USER_HEADER]: userId },
  });

/** A user with a connected channel and `count` finished videos. */
async function userWithVideos(count: number) {
  const { userId, videoId } = await seedFinishedVideo(t);
  await connectYouTube(t.database.db, userId);
  const videoIds = [videoId];
  while (videoIds.length < count) videoIds.push((await seedFinishedVideo(t, { userId })).videoId);
  return { userId, videoIds };
}

const postsOf = (videoId: string) =>
  t.database.db.select().from(postedVideos).where(eq(postedVideos.videoJobId, videoId));

async function uploadJobsFor(postIds: string[]): Promise<number> {
  const { rows } = await t.database.executeSql<{ n: number }>(
    `SELECT count(*)::int AS n FROM pgboss.job
      WHERE name = 'posting.upload' AND data->'payload'->>'postId' = ANY($1::text[])`,
    [postIds],
  );
  return rows[0]!.n;
}

/** Posts every video, expecting each to be accepted. */
async function postAll(userId: string, videoIds: string[]): Promise<Post[]> {
  const posts: Post[] = [];
  for (const videoId of videoIds) {
    const response = await post(userId, videoId);
    expect(response.statusCode, response.body).toBe(201);
    posts.push(response.json<Post>());
  }
  return posts;
}

function expectShareUsed(response: Awaited<ReturnType<typeof post>>, perDay: number) {
  expect(response.statusCode, response.body).toBe(429);
  const body = response.json<PostShareUsed>();
  const freesAt = nextQuotaDayStart(new Date());
  expect(body.retryAt).toBe(freesAt.toISOString());
  expect(body.postsPerDay).toBe(perDay);
  expect(body.error).toMatch(
    new RegExp(
      `^You have used today's ${perDay} YouTube posts\\. You can post again after midnight ` +
        `Pacific time \\(in (about \\d+ hours?|\\d+ minutes?)\\)\\.$`,
    ),
  );
  const retryAfter = Number(response.headers['retry-after']);
  const secondsLeft = (freesAt.getTime() - Date.now()) / 1000;
  expect(retryAfter).toBeGreaterThan(0);
  expect(Math.abs(retryAfter - secondsLeft)).toBeLessThan(60);
}

describe('each user’s daily share of YouTube posts', () => {
  it('refuses a user’s posts past the share with when it frees up; others still post', async () => {
    const greedy = await userWithVideos(SHARE + 1);
    await postAll(greedy.userId, greedy.videoIds.slice(0, SHARE));
    const refused = await post(greedy.userId, greedy.videoIds[SHARE]!);
    expectShareUsed(refused, SHARE);
    expect(await postsOf(greedy.videoIds[SHARE]!)).toEqual([]); // nothing made

    const other = await userWithVideos(1);
    expect((await post(other.userId, other.videoIds[0]!)).statusCode).toBe(201);
  });

  it('gives a user with an active plan the larger share', async () => {
    const subscriber = await userWithVideos(PLAN_SHARE + 1);
    await t.database.db.insert(subscriptions).values({
      userId: subscriber.userId,
      provider: 'offline',
      providerSubscriptionId: `sub_${subscriber.userId}`,
      planId: 'starter',
      variant: 'clips',
      status: 'active',
      lastEventCreated: 1,
    });
    await postAll(subscriber.userId, subscriber.videoIds.slice(0, PLAN_SHARE));
    expectShareUsed(await post(subscriber.userId, subscriber.videoIds[PLAN_SHARE]!), PLAN_SHARE);
  });

  it('gives the share back when a post is cancelled before it reached YouTube, once', async () => {
    const { userId, videoIds } = await userWithVideos(SHARE + 2);
    const posts = await postAll(userId, videoIds.slice(0, SHARE));
    expectShareUsed(await post(userId, videoIds[SHARE]!), SHARE);
    expect((await cancel(userId, posts[0]!.id)).json<Post>().status).toBe('cancelled');
    expect((await cancel(userId, posts[0]!.id)).statusCode).toBe(200); // a repeat gives nothing
    expect((await post(userId, videoIds[SHARE]!)).statusCode).toBe(201);
    expectShareUsed(await post(userId, videoIds[SHARE + 1]!), SHARE);
  });
});

describe('one post of a video at a time', () => {
  it('makes one post and one upload job of eight concurrent posts of one video', async () => {
    const { userId, videoIds } = await userWithVideos(1);
    const responses = await Promise.all(
      Array.from({ length: 8 }, () => post(userId, videoIds[0]!)),
    );
    const codes = responses.map((response) => response.statusCode).sort();
    expect(codes).toEqual([201, 409, 409, 409, 409, 409, 409, 409]);
    for (const refused of responses.filter((response) => response.statusCode === 409)) {
      expect(refused.json()).toEqual({ error: POSTING_MESSAGES.alreadyOnItsWay });
    }
    const posts = await postsOf(videoIds[0]!);
    expect(posts).toHaveLength(1);
    expect(await uploadJobsFor(posts.map((row) => row.id))).toBe(1);
  });

  it('posts a video again only when asked, and never while a post of it is on its way', async () => {
    const { userId, videoIds } = await userWithVideos(1);
    const videoId = videoIds[0]!;
    const first = (await post(userId, videoId)).json<Post>();
    for (const body of [{}, { postAgain: true }]) {
      const refused = await post(userId, videoId, body);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({ error: POSTING_MESSAGES.alreadyOnItsWay });
    }
    await t.database.db
      .update(postedVideos)
      .set({ status: 'published', postUrl: 'https://www.youtube.com/watch?v=first' })
      .where(eq(postedVideos.id, first.id));
    const unasked = await post(userId, videoId);
    expect(unasked.statusCode).toBe(409);
    expect(unasked.json()).toEqual({ error: POSTING_MESSAGES.alreadyPosted });

    const again = await post(userId, videoId, { postAgain: true });
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json<Post>().id).not.toBe(first.id);
    expect(await postsOf(videoId)).toHaveLength(2);
  });

  it('posts a video whose earlier post failed or was cancelled without asking', async () => {
    const { userId, videoIds } = await userWithVideos(1);
    const videoId = videoIds[0]!;
    const first = (await post(userId, videoId)).json<Post>();
    await t.database.db
      .update(postedVideos)
      .set({ status: 'failed', failureReason: 'YouTube kept failing' })
      .where(eq(postedVideos.id, first.id));
    const second = await post(userId, videoId);
    expect(second.statusCode, second.body).toBe(201);
    await cancel(userId, second.json<Post>().id);
    expect((await post(userId, videoId)).statusCode).toBe(201);
  });
});
