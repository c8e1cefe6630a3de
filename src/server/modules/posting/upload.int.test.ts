import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { POST_UPDATED_EVENT, type Post } from '@shared/posting';
import { userEvents } from '../../db/schema/index.js';
import { YouTubeFailure } from '../../providers/youtube/port.js';
import {
  attemptOf,
  connectYouTube,
  postingWorld,
  readPost,
  seedFinishedVideo,
  type PostingWorld,
} from '../../../../test/fixtures/posting.js';
import { CHUNK } from '../../../../test/fakes/youtube-port-fake.js';
import { createTestApp, TEST_USER_HEADER, type TestApp } from '../../../../test/helpers/app.js';
import { POST_FAILURES } from './failures.js';
import { PostingWork } from './job.js';
import { quotaDayOf } from './quota.js';
import { quotaUsed } from './quota-repo.js';

/**
 * The `posting.upload` job against the in-memory YouTube (test/fakes/youtube-port-fake.ts): each
 * attempt is run as the worker runs it, with the job id the post names, so a retry is simply
 * the same job run again and a killed worker is an attempt whose signal aborts mid-upload.
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

const videosNow = () => world.youtube.videos.size;

describe('posting.upload', () => {
  it('uploads the video, reads the verdict and records it published with its URL', async () => {
    const before = videosNow();
    const { post, userId, bytes } = await newPost();
    expect(post).toMatchObject({ status: 'queued', cancellable: true, auto: false });

    await run(post.id);

    const row = await readPost(t.database.db, post.id);
    expect(row).toMatchObject({
      status: 'published',
      uploadSession: null,
      failureReason: null,
      notice: null,
      attempts: 1,
    });
    expect(row.postUrl).toBe(`https://www.youtube.com/watch?v=${row.externalVideoId}`);
    expect(row.publishedAt).toBeInstanceOf(Date);
    expect(videosNow()).toBe(before + 1);
    const video = world.youtube.videos.get(row.externalVideoId!)!;
    expect(video.bytes.equals(bytes)).toBe(true);
    expect(video.metadata).toEqual({
      title: 'Morning light',
      description: 'A calm room.',
      tags: ['cozy'],
      categoryId: '22',
      privacyStatus: 'public',
      selfDeclaredMadeForKids: false,
      containsSyntheticMedia: true,
      publishAt: undefined,
    });
    // The live events the pages and the toast listen to, in order.
    const events = await t.database.db
      .select()
      .from(userEvents)
      .where(and(eq(userEvents.userId, userId), eq(userEvents.type, POST_UPDATED_EVENT)));
    expect(events.map((e) => (e.payload as { status: string }).status)).toEqual([
      'queued',
      'uploading',
      'processing',
      'published',
    ]);
    // A repeat of the finished job changes nothing.
    await run(post.id);
    expect(videosNow()).toBe(before + 1);
  });

  it('resumes from the byte YouTube reports after a worker died mid-upload: one video', async () => {
    const bytes = randomBytes(4 * CHUNK + 1000);
    const { post } = await newPost({ bytes });
    const before = videosNow();
    const starts = world.youtube.callsOf('startUpload');
    const killed = new AbortController();
    world.youtube.interruptNextUpload({
      afterBytes: 2 * CHUNK + 12_345,
      mode: 'hang',
      onCut: () => killed.abort(new Error('the worker was killed')),
    });
    await expect(run(post.id, killed.signal)).rejects.toThrow('the worker was killed');

    // Nothing after the kill ran: the post is mid-upload with its session stored, sealed.
    const mid = await readPost(t.database.db, post.id);
    expect(mid.status).toBe('uploading');
    expect(mid.uploadSession).toMatch(/^v1\./);
    expect(mid.uploadSession).not.toContain('upload_id');
    const session = [...world.youtube.sessions.values()].at(-1)!;
    expect(session.bytes).toBe(2 * CHUNK); // YouTube kept whole chunks only

    const calls = world.youtube.calls.length;
    await run(post.id); // the retry of the same job

    const resumed = world.youtube.calls.slice(calls).map((call) => call.method);
    expect(resumed.slice(0, 2)).toEqual(['uploadState', 'uploadBytes']);
    expect(world.youtube.callsOf('startUpload')).toBe(starts + 1);
    expect(videosNow()).toBe(before + 1);
    const row = await readPost(t.database.db, post.id);
    expect(row.status).toBe('published');
    expect(world.youtube.videos.get(row.externalVideoId!)!.bytes.equals(bytes)).toBe(true);
    expect(row.attempts).toBe(1);
  });

  it('records the video when every byte was in before the worker died: no second one', async () => {
    const { post, bytes } = await newPost();
    const before = videosNow();
    const killed = new AbortController();
    world.youtube.interruptNextUpload({
      afterBytes: 0,
      mode: 'hangAfterLastByte',
      onCut: () => killed.abort(new Error('killed after the last byte')),
    });
    await expect(run(post.id, killed.signal)).rejects.toThrow('killed after the last byte');
    expect(videosNow()).toBe(before + 1); // YouTube has it; the post does not know yet
    expect((await readPost(t.database.db, post.id)).externalVideoId).toBeNull();

    const sends = world.youtube.callsOf('uploadBytes');
    await run(post.id);
    const row = await readPost(t.database.db, post.id);
    expect(row.status).toBe('published');
    expect(world.youtube.callsOf('uploadBytes')).toBe(sends); // asked, nothing sent again
    expect(videosNow()).toBe(before + 1);
    expect(world.youtube.videos.get(row.externalVideoId!)!.bytes.equals(bytes)).toBe(true);
  });

  it('starts a new session when YouTube expired the stored one, still one video', async () => {
    const bytes = randomBytes(3 * CHUNK);
    const { post } = await newPost({ bytes });
    const before = videosNow();
    const day = quotaDayOf(world.clock.now);
    world.youtube.interruptNextUpload({ afterBytes: CHUNK + 10, mode: 'reset' });
    await expect(run(post.id)).rejects.toBeInstanceOf(YouTubeFailure);
    const used = await quotaUsed(t.database.db, day);
    const first = [...world.youtube.sessions.values()].at(-1)!;
    world.youtube.expire(first.uri);

    await run(post.id);
    const row = await readPost(t.database.db, post.id);
    expect(row).toMatchObject({ status: 'published', attempts: 2 });
    expect(videosNow()).toBe(before + 1);
    expect(world.youtube.videos.get(row.externalVideoId!)!.bytes.equals(bytes)).toBe(true);
    // The new session is a new videos.insert call: it takes a slot of its own.
    expect(await quotaUsed(t.database.db, day)).toBe(used + 1);
  });

  it('retries 429 and 5xx: each attempt fails, the next one resumes', async () => {
    const { post } = await newPost();
    const before = videosNow();
    const day = quotaDayOf(world.clock.now);
    const used = await quotaUsed(t.database.db, day);
    world.youtube.failNext(
      'startUpload',
      new YouTubeFailure('retryable', 'YouTube is busy (429).'),
    );
    await expect(run(post.id)).rejects.toThrow('YouTube is busy (429).');
    expect((await readPost(t.database.db, post.id)).status).toBe('uploading');

    world.youtube.failNext('uploadBytes', new YouTubeFailure('retryable', 'YouTube 503.'));
    await expect(run(post.id)).rejects.toThrow('YouTube 503.');
    world.youtube.failNext('uploadState', new YouTubeFailure('retryable', 'YouTube 502.'));
    await expect(run(post.id)).rejects.toThrow('YouTube 502.');

    await run(post.id);
    // One session (the refused start made none), one quota slot for the day, one video.
    expect(await readPost(t.database.db, post.id)).toMatchObject({
      status: 'published',
      attempts: 1,
    });
    expect(await quotaUsed(t.database.db, day)).toBe(used + 1);
    expect(videosNow()).toBe(before + 1);
  });

  it('asks again later when YouTube has no verdict yet, then publishes', async () => {
    const { post } = await newPost();
    world.youtube.failNext('videoStatus', new YouTubeFailure('retryable', 'Not yet.'));
    const firstJob = (await readPost(t.database.db, post.id)).jobId;
    await run(post.id);
    const waiting = await readPost(t.database.db, post.id);
    expect(waiting).toMatchObject({ status: 'processing', statusChecks: 1 });
    expect(waiting.jobId).not.toBe(firstJob);
    const job = await t.queue.getJob('posting.upload', waiting.jobId!);
    expect(job?.startAfter.getTime()).toBeGreaterThan(Date.now() + 5_000);
    // The old job's retry is stale now: it does nothing.
    await work.run(post.id, { jobId: firstJob!, signal: new AbortController().signal });
    expect((await readPost(t.database.db, post.id)).status).toBe('processing');

    await run(post.id);
    expect((await readPost(t.database.db, post.id)).status).toBe('published');
  });

  it('fails with a worded reason when the retries run out', async () => {
    const { post } = await newPost();
    world.youtube.failNext('startUpload', new YouTubeFailure('retryable', 'down'));
    await expect(run(post.id)).rejects.toThrow('down');
    const { jobId } = await readPost(t.database.db, post.id);
    await work.exhausted(post.id, jobId);
    expect(await readPost(t.database.db, post.id)).toMatchObject({
      status: 'failed',
      failureReason: POST_FAILURES.gaveUp,
      uploadSession: null,
    });
  });
});
