import { appJobs, type AppJobContract } from '../index.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Post, PostingStats } from '@shared/posting';
import type { JobCatalog } from '../../platform/jobs/definitions.js';
import { YouTubeFailure } from '../../providers/youtube/port.js';
import {
  connectYouTube,
  connectionIdOf,
  seedFinishedVideo,
  waitForPost,
} from '../../../../test/fixtures/posting.js';
import { FakeYouTube, FakeYouTubeAccess } from '../../../../test/fakes/youtube-port-fake.js';
import { createTestApp, TEST_USER_HEADER, type TestApp } from '../../../../test/helpers/app.js';

/**
 * The whole path with the app's own workers: a user posts a finished video, the queued job
 * uploads it to the (fake) channel, and the post is published and counted; a failed attempt
 * is retried by the job platform and resumes.
 */

/** The app's jobs with retries at once, so a retried attempt does not wait 20 s here. */
const catalog: JobCatalog<AppJobContract> = {
  contract: appJobs.contract,
  definitions: {
    ...appJobs.definitions,
    'posting.upload': {
      retryLimit: 2,
      retryDelaySeconds: 0,
      retryBackoff: false,
      timeoutSeconds: 60,
    },
  },
};

let t: TestApp;
const youtube = new FakeYouTube();
const access = new FakeYouTubeAccess((userId) => connectionIdOf(t.database.db, userId));

beforeAll(async () => {
  t = await createTestApp({
    sessions: 'header',
    jobs: catalog,
    workers: { concurrency: 1 },
    youtube,
    youtubeAccess: access,
  });
});
afterAll(() => t.close());

async function postVideo() {
  const { userId, videoId, bytes } = await seedFinishedVideo(t);
  await connectYouTube(t.database.db, userId);
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/videos/${videoId}/post-to-youtube`,
    headers: { [TEST_USER_HEADER]: userId },
    payload: { title: 'Our newest room', tags: ['interior design'] },
  });
  expect(response.statusCode, response.body).toBe(201);
  return { userId, bytes, post: response.json<Post>() };
}

describe('posting with the app’s workers', () => {
  it('publishes a posted video and counts it', async () => {
    const { userId, bytes, post } = await postVideo();
    const published = await waitForPost(t.hub, t.database, { id: post.id, userId }, [
      'published',
      'failed',
    ]);
    expect(published.status).toBe('published');
    expect(published.postUrl).toMatch(/^https:\/\/www\.youtube\.com\/watch\?v=vid/);
    expect(youtube.videos.get(published.externalVideoId!)!.bytes.equals(bytes)).toBe(true);
    const stats = await t.app.inject({
      url: '/api/posts/stats',
      headers: { [TEST_USER_HEADER]: userId },
    });
    expect(stats.json<PostingStats>()).toMatchObject({
      totalPosts: 1,
      successfulPosts: 1,
      successRate: 100,
      platformsConnected: 1,
    });
  });

  it('retries a failed attempt through the job platform, resuming the session', async () => {
    const before = youtube.videos.size;
    youtube.failNext('uploadBytes', new YouTubeFailure('retryable', 'YouTube answered 503.'));
    const { userId, post } = await postVideo();
    const published = await waitForPost(t.hub, t.database, { id: post.id, userId }, [
      'published',
      'failed',
    ]);
    expect(published).toMatchObject({ status: 'published', attempts: 1 });
    expect(youtube.videos.size).toBe(before + 1);
  });
});
