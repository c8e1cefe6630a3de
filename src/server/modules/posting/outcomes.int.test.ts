import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { type Post } from '@shared/posting';
import { autoPostSettings, videoJobs } from '../../db/schema/index.js';
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
import { AUTO_POST_PAUSED, FORCED_PRIVATE_NOTICE, POST_FAILURES } from './failures.js';
import { PostingWork } from './job.js';

/**
 * What the `posting.upload` job records from YouTube's answers, each worded for people: a
 * channel to reconnect (auto-post pauses), a duplicate, an upload limit, a forced-private
 * upload, a publish time to wait for, a video file gone. upload.int.test.ts: the upload itself.
 */

let t: TestApp;
let world: PostingWorld;
let work: PostingWork;

beforeAll(async () => {
  t = await createTestApp({ sessions: 'header' });
  world = postingWorld(t);
  work = new PostingWork(world.deps);
});
afterAll(() => t.close());

async function newPost(
  options: { bytes?: Buffer; body?: Record<string, unknown>; connect?: boolean } = {},
) {
  const video = await seedFinishedVideo(t, options.bytes ? { bytes: options.bytes } : {});
  if (options.connect ?? true) await connectYouTube(t.database.db, video.userId);
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/videos/${video.videoId}/post-to-youtube`,
    headers: { [TEST_USER_HEADER]: video.userId },
    payload: {
      title: 'Morning light',
      description: 'A calm room.',
      tags: ['cozy'],
      ...options.body,
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return { ...video, post: response.json<Post>() };
}

const run = async (postId: string, signal?: AbortSignal) =>
  work.run(postId, await attemptOf(t.database.db, postId, signal));

describe('posting.upload: what YouTube answers', () => {
  it('fails a post whose channel needs reconnecting, and pauses auto-post', async () => {
    const { post, userId } = await newPost();
    await t.app.inject({
      method: 'PUT',
      url: '/api/auto-post-settings',
      headers: { [TEST_USER_HEADER]: userId },
      payload: { platform: 'youtube', enabled: true },
    });
    world.access.revoked.add(userId);
    await run(post.id);
    expect(await readPost(t.database.db, post.id)).toMatchObject({
      status: 'failed',
      failureReason: POST_FAILURES.reconnect,
    });
    const [setting] = await t.database.db
      .select()
      .from(autoPostSettings)
      .where(eq(autoPostSettings.userId, userId));
    expect(setting).toMatchObject({ enabled: true, pausedReason: AUTO_POST_PAUSED.reconnect });
  });

  it('words a rejection as a duplicate, and an upload limit', async () => {
    const duplicate = await newPost();
    world.youtube.nextVerdict = { uploadStatus: 'rejected', rejectionReason: 'duplicate' };
    await run(duplicate.post.id);
    const rejected = await readPost(t.database.db, duplicate.post.id);
    expect(rejected).toMatchObject({ status: 'failed', failureReason: POST_FAILURES.duplicate });
    expect(rejected.postUrl).toContain(rejected.externalVideoId!);

    const limited = await newPost();
    world.youtube.failNext('startUpload', new YouTubeFailure('uploadLimit', 'uploadLimitExceeded'));
    await run(limited.post.id);
    expect(await readPost(t.database.db, limited.post.id)).toMatchObject({
      status: 'failed',
      failureReason: POST_FAILURES.uploadLimit,
    });
  });

  it('notes that YouTube forced an unverified project’s upload private', async () => {
    const { post } = await newPost();
    world.youtube.honourPrivacy = false;
    try {
      await run(post.id);
    } finally {
      world.youtube.honourPrivacy = true;
    }
    expect(await readPost(t.database.db, post.id)).toMatchObject({
      status: 'published',
      notice: FORCED_PRIVATE_NOTICE,
    });
  });

  it('waits for its publish time as scheduled, then records it published', async () => {
    const publishAt = new Date(world.clock.now.getTime() + 3_600_000);
    const { post } = await newPost({
      body: { privacy: 'private', publishAt: publishAt.toISOString() },
    });
    await run(post.id);
    const waiting = await readPost(t.database.db, post.id);
    expect(waiting).toMatchObject({ status: 'scheduled', publishAt });
    expect(waiting.postUrl).not.toBeNull();
    expect(world.youtube.videos.get(waiting.externalVideoId!)!.metadata).toMatchObject({
      privacyStatus: 'private',
      publishAt: publishAt.toISOString(),
    });

    const start = world.clock.now;
    world.clock.now = new Date(publishAt.getTime() + 60_000);
    try {
      world.youtube.videos.get(waiting.externalVideoId!)!.status.privacyStatus = 'public';
      await run(post.id);
    } finally {
      world.clock.now = start;
    }
    expect(await readPost(t.database.db, post.id)).toMatchObject({
      status: 'published',
      notice: null,
    });
  });

  it('fails a post whose video file is gone, without calling YouTube', async () => {
    const { post, videoId } = await newPost();
    await t.storage.delete(await outputKeyOf(videoId));
    const calls = world.youtube.calls.length;
    await run(post.id);
    expect(await readPost(t.database.db, post.id)).toMatchObject({
      status: 'failed',
      failureReason: POST_FAILURES.missingFile,
    });
    expect(world.youtube.calls.length).toBe(calls);
  });
});

async function outputKeyOf(videoId: string): Promise<string> {
  const [row] = await t.database.db
    .select({ key: videoJobs.outputKey })
    .from(videoJobs)
    .where(eq(videoJobs.id, videoId));
  return row!.key!;
}
