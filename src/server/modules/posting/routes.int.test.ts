import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  POSTING_MESSAGES,
  type AutoPostSetting,
  type Post,
  type PostingStats,
  type PostViews,
} from '@shared/posting';
import { YOUTUBE_METADATA_MESSAGES } from '@shared/youtube-metadata';
import { postedVideos } from '../../db/schema/index.js';
import type {} from '../../providers/script/port.js';
import {
  connectYouTube,
  connectionIdOf,
  seedFinishedVideo,
} from '../../../../test/fixtures/posting.js';
import { FakeYouTube, FakeYouTubeAccess } from '../../../../test/fakes/youtube-port-fake.js';
import { createTestApp, TEST_USER_HEADER, type TestApp } from '../../../../test/helpers/app.js';
import { POST_FAILURES } from './failures.js';

/**
 * The posting API: posting, listing, cancelling, stats, view counts and auto-post settings;
 * each user reaches only their own rows (everything else is a 404). metadata.int.test.ts:
 * the proposals.
 */

let t: TestApp;
const youtube = new FakeYouTube();
const access = new FakeYouTubeAccess((userId) => connectionIdOf(t.database.db, userId));

beforeAll(async () => {
  t = await createTestApp({ sessions: 'header', youtube, youtubeAccess: access });
});
afterAll(() => t.close());

const call = (userId: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: { [TEST_USER_HEADER]: userId },
    ...(payload && { payload }),
  });

async function connectedVideo(prompt?: string) {
  const video = await seedFinishedVideo(t, prompt ? { prompt } : {});
  await connectYouTube(t.database.db, video.userId);
  return video;
}

describe('POST /api/videos/:id/post-to-youtube', () => {
  const url = (id: string) => `/api/videos/${id}/post-to-youtube`;

  it('checks the edited metadata and the publish time with readable messages', async () => {
    const { userId, videoId } = await connectedVideo();
    const refused = async (body: object) => {
      const response = await call(userId, 'POST', url(videoId), body);
      expect(response.statusCode, response.body).toBe(400);
      return response.json<{ error: string }>().error;
    };
    expect(await refused({ title: 'A <b>bold</b> title' })).toBe(
      YOUTUBE_METADATA_MESSAGES.titleBrackets,
    );
    expect(await refused({ title: 'x'.repeat(101) })).toBe(YOUTUBE_METADATA_MESSAGES.titleTooLong);
    const soon = new Date(Date.now() + 3_600_000).toISOString();
    expect(await refused({ title: 'Fine', publishAt: soon })).toBe(
      POSTING_MESSAGES.publishAtNeedsPrivate,
    );
    const past = new Date(Date.now() - 60_000).toISOString();
    expect(await refused({ title: 'Fine', privacy: 'private', publishAt: past })).toBe(
      POSTING_MESSAGES.publishAtInPast,
    );
    expect(
      await t.database.db.select().from(postedVideos).where(eq(postedVideos.userId, userId)),
    ).toEqual([]);

    const accepted = await call(userId, 'POST', url(videoId), {
      title: 'Fine',
      privacy: 'private',
      publishAt: soon,
      madeForKids: true,
      syntheticMedia: false,
    });
    expect(accepted.statusCode, accepted.body).toBe(201);
    expect(accepted.json<Post>()).toMatchObject({
      status: 'queued',
      videoJobId: videoId,
      privacy: 'private',
      madeForKids: true,
      syntheticMedia: false,
      publishAt: new Date(soon).toISOString(),
      cancellable: true,
    });
  });

  it('needs a connected channel', async () => {
    const video = await seedFinishedVideo(t);
    const first = await call(video.userId, 'POST', url(video.videoId), { title: 'Hi' });
    expect(first.statusCode).toBe(409);
    expect(first.json()).toEqual({ error: POSTING_MESSAGES.noChannel });
    await connectYouTube(t.database.db, video.userId, 'reconnect_needed');
    const second = await call(video.userId, 'POST', url(video.videoId), { title: 'Hi' });
    expect(second.json()).toEqual({ error: POSTING_MESSAGES.reconnectChannel });
  });

  it('never posts, reads, cancels or changes another user’s rows', async () => {
    const owner = await connectedVideo();
    const stranger = await connectedVideo();
    const posted = await call(owner.userId, 'POST', url(owner.videoId), { title: 'Mine' });
    const post = posted.json<Post>();
    await call(owner.userId, 'PUT', '/api/auto-post-settings', {
      platform: 'youtube',
      enabled: true,
    });

    expect(
      (await call(stranger.userId, 'POST', url(owner.videoId), { title: 'Theirs' })).statusCode,
    ).toBe(404);
    const cancel = await call(stranger.userId, 'POST', `/api/posts/${post.id}/cancel`);
    expect(cancel.statusCode).toBe(404);
    expect(cancel.json()).toEqual({ error: POSTING_MESSAGES.postNotFound });
    const list = (await call(stranger.userId, 'GET', '/api/posts')).json<{ posts: Post[] }>();
    expect(list.posts.map((p) => p.id)).not.toContain(post.id);
    const settings = (await call(stranger.userId, 'GET', '/api/auto-post-settings')).json<{
      settings: AutoPostSetting[];
    }>();
    expect(settings.settings[0]).toMatchObject({ enabled: false, updatedAt: null });
    expect(
      (await call(stranger.userId, 'GET', '/api/posts/stats')).json<PostingStats>().totalPosts,
    ).toBe(0);
    // The owner's post is untouched.
    const mine = (await call(owner.userId, 'GET', '/api/posts')).json<{ posts: Post[] }>();
    expect(mine.posts).toEqual([expect.objectContaining({ id: post.id, status: 'queued' })]);
  });
});

describe('stats, cancel, view counts and settings', () => {
  it('counts posts by outcome and rounds the success rate', async () => {
    const { userId } = await connectedVideo();
    const ids: string[] = [];
    for (let i = 0; i < 4; i += 1) {
      // A video of its own each: one post of a video at a time (decision 049).
      const { videoId } = await seedFinishedVideo(t, { userId });
      ids.push(
        (
          await call(userId, 'POST', `/api/videos/${videoId}/post-to-youtube`, { title: `#${i}` })
        ).json<Post>().id,
      );
    }
    const set = (id: string, status: 'published' | 'failed' | 'cancelled') =>
      t.database.db.update(postedVideos).set({ status }).where(eq(postedVideos.id, id));
    await set(ids[0]!, 'published');
    await set(ids[1]!, 'published');
    await set(ids[2]!, 'failed');
    const stats = (await call(userId, 'GET', '/api/posts/stats')).json<PostingStats>();
    expect(stats).toEqual({
      totalPosts: 4,
      successfulPosts: 2,
      failedPosts: 1,
      pendingPosts: 1,
      platformsConnected: 1,
      successRate: 50,
    });
    const cancelled = await call(userId, 'POST', `/api/posts/${ids[3]}/cancel`);
    expect(cancelled.json<Post>().status).toBe('cancelled');
    const after = (await call(userId, 'GET', '/api/posts/stats')).json<PostingStats>();
    expect(after).toMatchObject({ totalPosts: 3, pendingPosts: 0, successRate: 67 });
    // A published post is beyond cancelling.
    const late = await call(userId, 'POST', `/api/posts/${ids[0]}/cancel`);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ error: POSTING_MESSAGES.notCancellable });
  });

  it('reads view counts of published posts, or says why it cannot', async () => {
    const { userId, videoId } = await connectedVideo();
    const post = (
      await call(userId, 'POST', `/api/videos/${videoId}/post-to-youtube`, { title: 'V' })
    ).json<Post>();
    expect((await call(userId, 'GET', '/api/posts/views')).json<PostViews>()).toEqual({
      views: {},
      unavailable: null,
    });
    youtube.videos.set('vidViews', {
      id: 'vidViews',
      metadata: {} as never,
      bytes: Buffer.alloc(0),
      status: { uploadStatus: 'processed', privacyStatus: 'public' },
    });
    youtube.views.set('vidViews', 42);
    await t.database.db
      .update(postedVideos)
      .set({ status: 'published', externalVideoId: 'vidViews' })
      .where(eq(postedVideos.id, post.id));
    expect((await call(userId, 'GET', '/api/posts/views')).json<PostViews>()).toEqual({
      views: { [post.id]: 42 },
      unavailable: null,
    });
    access.revoked.add(userId);
    expect((await call(userId, 'GET', '/api/posts/views')).json<PostViews>()).toEqual({
      views: {},
      unavailable: POST_FAILURES.reconnect,
    });
  });

  it('upserts auto-post settings on user and platform, defaults first', async () => {
    const { userId } = await seedFinishedVideo(t);
    const read = async () =>
      (await call(userId, 'GET', '/api/auto-post-settings')).json<{ settings: AutoPostSetting[] }>()
        .settings;
    expect(await read()).toEqual([
      {
        platform: 'youtube',
        enabled: false,
        defaultTitle: 'Interior Design Showcase',
        defaultDescription: 'Check out this amazing interior design!',
        privacy: 'public',
        pausedReason: null,
        updatedAt: null,
      },
    ]);
    await call(userId, 'PUT', '/api/auto-post-settings', { platform: 'youtube', enabled: true });
    const saved = await call(userId, 'PUT', '/api/auto-post-settings', {
      platform: 'youtube',
      enabled: false,
      defaultTitle: 'Fresh rooms',
    });
    expect(saved.json<AutoPostSetting>()).toMatchObject({
      enabled: false,
      defaultTitle: 'Fresh rooms',
      defaultDescription: 'Check out this amazing interior design!',
    });
    expect((await read())[0]).toMatchObject({ enabled: false, defaultTitle: 'Fresh rooms' });
    const bad = await call(userId, 'PUT', '/api/auto-post-settings', {
      platform: 'tiktok',
      enabled: true,
    });
    expect(bad.statusCode).toBe(400);
  });
});
