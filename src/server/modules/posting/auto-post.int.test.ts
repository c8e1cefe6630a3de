import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { DEFAULT_AUTO_POST, type AutoPostSetting } from '@shared/posting';
import type { VideoJob } from '@shared/videos';
import { postedVideos, videoJobs } from '../../db/schema/index.js';
import { HandlerRegistry } from '../../platform/jobs/registry.js';
import {
  attemptOf,
  connectYouTube,
  postingWorld,
  readPost,
  seedFinishedVideo,
  type PostingWorld,
} from '../../../../test/fixtures/posting.js';
import {
  copyVideo,
  FakeVideoEngine,
  registryOf,
  tempDir,
  tinyMp4,
} from '../../../../test/fixtures/videos.js';
import { createTestApp, TEST_USER_HEADER, type TestApp } from '../../../../test/helpers/app.js';
import { appJobs, registerModuleJobs } from '../index.js';
import { autoPostAfterVideo, type AutoPostDeps } from './auto-post.js';
import { AUTO_POST_PAUSED } from './failures.js';
import { PostingWork } from './job.js';
import { nextQuotaDayStart, quotaDayOf } from './quota.js';

/**
 * Auto-post: when a video succeeds and the user's auto-post is on (or the job asked for it),
 * one post is queued with the saved defaults, once, however often the success is processed.
 */

let t: TestApp;
let world: PostingWorld;
let scratch: Awaited<ReturnType<typeof tempDir>>;

beforeAll(async () => {
  scratch = await tempDir('reelcast-autopost-');
  const engine = new FakeVideoEngine(copyVideo(path.join(scratch.dir, 'clip.mp4')));
  t = await createTestApp({ sessions: 'header', videoEngines: registryOf(engine) });
  await tinyMp4(t.media, path.join(scratch.dir, 'clip.mp4'), 8);
  world = postingWorld(t);
});
afterAll(async () => {
  await t.close();
  await scratch.remove();
});

const as = (userId: string) => ({ [TEST_USER_HEADER]: userId });

async function setAutoPost(userId: string, body: Record<string, unknown>) {
  const response = await t.app.inject({
    method: 'PUT',
    url: '/api/auto-post-settings',
    headers: as(userId),
    payload: { platform: 'youtube', ...body },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<AutoPostSetting>();
}

const postsOf = (videoId: string) =>
  t.database.db.select().from(postedVideos).where(eq(postedVideos.videoJobId, videoId));

/** The success hook, in a transaction of its own, as markSucceeded calls it. */
const succeed = (
  video: { id: string; userId: string; autoPostOnComplete?: boolean },
  deps: Partial<AutoPostDeps> = {},
) =>
  t.database.db.transaction((tx) =>
    autoPostAfterVideo({ queue: t.queue, config: t.config, ...deps }, tx, {
      autoPostOnComplete: false,
      sourceFlow: null,
      publishAt: null,
      ...video,
    }),
  );

describe('auto-post', () => {
  it('queues one post with the saved defaults however often the success is processed', async () => {
    const { userId, videoId } = await seedFinishedVideo(t);
    await connectYouTube(t.database.db, userId);
    await setAutoPost(userId, { enabled: true, privacy: 'unlisted' });
    const video = { id: videoId, userId };

    expect(await succeed(video)).toBe('queued');
    expect(await succeed(video)).toBe('skipped');
    const again = await Promise.all([succeed(video), succeed(video), succeed(video)]);
    expect(again).toEqual(['skipped', 'skipped', 'skipped']);

    const posts = await postsOf(videoId);
    expect(posts).toHaveLength(1);
    expect(posts[0]).toMatchObject({
      auto: true,
      status: 'queued',
      title: DEFAULT_AUTO_POST.title,
      description: DEFAULT_AUTO_POST.description,
      privacy: 'unlisted',
      madeForKids: false,
      syntheticMedia: true,
    });
    expect(posts[0]!.jobId).not.toBeNull();
    // …and it goes out like any post.
    await new PostingWork(world.deps).run(
      posts[0]!.id,
      await attemptOf(t.database.db, posts[0]!.id),
    );
    expect((await readPost(t.database.db, posts[0]!.id)).status).toBe('published');
  });

  it('queues once under concurrent successes of a fresh video', async () => {
    const { userId, videoId } = await seedFinishedVideo(t);
    await connectYouTube(t.database.db, userId);
    await setAutoPost(userId, { enabled: true });
    const outcomes = await Promise.all(
      Array.from({ length: 4 }, () => succeed({ id: videoId, userId })),
    );
    expect(outcomes.filter((outcome) => outcome === 'queued')).toHaveLength(1);
    expect(await postsOf(videoId)).toHaveLength(1);
  });

  it('posts the next clip itself when its render succeeds', async () => {
    const { userId } = await seedFinishedVideo(t); // a user with credits
    await connectYouTube(t.database.db, userId);
    await setAutoPost(userId, { enabled: true, defaultTitle: 'Our latest room' });
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/videos/text-to-video',
      headers: as(userId),
      payload: { prompt: 'A bright kitchen' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const job = created.json<VideoJob>();

    const registry = new HandlerRegistry(appJobs.contract);
    registerModuleJobs(registry, t.context);
    const render = registry.get('videos.render')!;
    const ctx = { jobId: randomUUID(), attempt: 1, signal: new AbortController().signal };
    await render.handler({ jobId: job.id }, { ...ctx, reportProgress: () => {} });
    await render.handler({ jobId: job.id }, { ...ctx, reportProgress: () => {} }); // a repeat

    const [row] = await t.database.db.select().from(videoJobs).where(eq(videoJobs.id, job.id));
    expect(row!.status).toBe('succeeded');
    const posts = await postsOf(job.id);
    expect(posts).toHaveLength(1);
    expect(posts[0]).toMatchObject({ auto: true, title: 'Our latest room', status: 'queued' });
  });

  it('posts a job created with auto_post_on_complete even with auto-post off', async () => {
    const { userId, videoId } = await seedFinishedVideo(t);
    await connectYouTube(t.database.db, userId);
    expect(await succeed({ id: videoId, userId })).toBe('skipped');
    expect(await succeed({ id: videoId, userId, autoPostOnComplete: true })).toBe('queued');
    expect(await postsOf(videoId)).toHaveLength(1);
  });

  it('pauses, and says why, while the channel needs reconnecting or is missing', async () => {
    const { userId, videoId } = await seedFinishedVideo(t);
    await setAutoPost(userId, { enabled: true });
    expect(await succeed({ id: videoId, userId })).toBe('paused');
    const read = async () =>
      (await t.app.inject({ url: '/api/auto-post-settings', headers: as(userId) })).json<{
        settings: AutoPostSetting[];
      }>().settings[0];
    expect((await read())?.pausedReason).toBe(AUTO_POST_PAUSED.noChannel);

    await connectYouTube(t.database.db, userId, 'reconnect_needed');
    expect(await succeed({ id: videoId, userId })).toBe('paused');
    expect(await read()).toMatchObject({ enabled: true, pausedReason: AUTO_POST_PAUSED.reconnect });
    expect(await postsOf(videoId)).toHaveLength(0);

    // Turning it on again (after reconnecting) clears the note.
    expect((await setAutoPost(userId, { enabled: true })).pausedReason).toBeNull();
  });

  it('waits for the next quota day past the user’s daily share, never exceeding it', async () => {
    const { userId, videoId: first } = await seedFinishedVideo(t);
    const { videoId: second } = await seedFinishedVideo(t, { userId });
    await connectYouTube(t.database.db, userId);
    await setAutoPost(userId, { enabled: true });
    // 20:00 Pacific on a winter evening: the share frees up four hours later.
    const now = new Date('2031-01-15T04:00:00Z');
    const config = { posting: { ...t.config.posting, userDailyPosts: 1, planDailyPosts: 1 } };
    const deps = { config, now: () => now };

    expect(await succeed({ id: first, userId }, deps)).toBe('queued');
    expect(await succeed({ id: second, userId }, deps)).toBe('queued');
    const [today] = await postsOf(first);
    const [waiting] = await postsOf(second);
    expect(today).toMatchObject({ status: 'queued', notBefore: null, shareDay: '2031-01-14' });
    const tomorrow = nextQuotaDayStart(now);
    expect(tomorrow.toISOString()).toBe('2031-01-15T08:00:00.000Z');
    expect(waiting).toMatchObject({
      status: 'scheduled',
      notBefore: tomorrow,
      shareDay: quotaDayOf(tomorrow),
    });
    // Its job, started early, goes on waiting; nothing reaches YouTube before that day.
    const early = postingWorld(t, undefined, now);
    await new PostingWork(early.deps).run(waiting!.id, await attemptOf(t.database.db, waiting!.id));
    expect(await readPost(t.database.db, waiting!.id)).toMatchObject({ status: 'scheduled' });
    expect(early.youtube.videos.size).toBe(0);
  });
});
