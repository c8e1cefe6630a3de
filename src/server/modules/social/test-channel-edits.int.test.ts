import { mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../../test/helpers/database.js';
import { TEST_METADATA } from '../../../../test/helpers/youtube.js';
import { insertUser } from '../../../../test/helpers/users.js';
import { youtubeTestVideos } from '../../db/schema/index.js';
import { LocalStorage } from '../../platform/storage/local.js';
import { codeChallengeFor, newCodeVerifier } from '../../providers/youtube/pkce.js';
import { YouTubeFailure } from '../../providers/youtube/port.js';
import { TestModeYouTube } from './test-channel.js';

/**
 * The test-mode channel after an upload (issue 28): a thumbnail shown as the watch page's
 * poster, a moved publish time, a deleted video that the watch page calls removed; the same
 * failures as the Google adapter (too big, not the channel's, gone).
 */

const testDatabase = await createTestDatabase();
const { database } = testDatabase;
const root = mkdtempSync(path.join(tmpdir(), 'youtube-test-edits-'));
const storage = new LocalStorage({ root, secret: 'x'.repeat(32) });
afterAll(async () => {
  await testDatabase.dispose();
  await rm(root, { recursive: true, force: true });
});

const REDIRECT = 'http://localhost:3000/api/social/youtube/callback';
const youtube = new TestModeYouTube({
  database,
  storage,
  appSecret: 'y'.repeat(40),
  publicUrl: 'http://localhost:3000',
  redirectUris: [REDIRECT],
});
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');

async function failureOf(promise: Promise<unknown>): Promise<YouTubeFailure> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(YouTubeFailure);
  return error as YouTubeFailure;
}

async function uploadedVideo() {
  const { id: userId } = await insertUser(database.db, { name: 'Ada' });
  const verifier = newCodeVerifier();
  const answer = await youtube.consent({
    userId,
    userName: 'Ada',
    state: 'st',
    codeChallenge: codeChallengeFor(verifier),
    redirectUri: REDIRECT,
    decision: 'allow',
  });
  if ('error' in answer) throw new Error(answer.error);
  const code = new URL(answer.redirectUrl).searchParams.get('code')!;
  const { accessToken } = await youtube.exchangeCode({
    code,
    codeVerifier: verifier,
    redirectUri: REDIRECT,
  });
  const bytes = Buffer.alloc(5000, 3);
  const metadata = {
    ...TEST_METADATA,
    privacyStatus: 'private' as const,
    publishAt: new Date(Date.now() + 86_400_000).toISOString(),
  };
  const { sessionUri } = await youtube.startUpload(accessToken, metadata, bytes.length);
  const state = await youtube.uploadBytes(
    sessionUri,
    Readable.from([bytes]),
    0,
    bytes.length,
    new AbortController().signal,
  );
  if (state.kind !== 'complete') throw new Error('not complete');
  return { userId, accessToken, videoId: state.videoId };
}

const row = async (id: string) =>
  (await database.db.select().from(youtubeTestVideos).where(eq(youtubeTestVideos.id, id)))[0]!;

describe('test-mode channel after the upload', () => {
  it('stores a thumbnail and shows it as the watch page poster', async () => {
    const { userId, accessToken, videoId } = await uploadedVideo();
    await youtube.setThumbnail(accessToken, videoId, PNG, 'image/png');
    const video = await row(videoId);
    expect(video.thumbnailKey).toMatch(/^youtube-test-videos\/.*\.png$/);
    const watch = await youtube.videos.watch(videoId, userId);
    expect(watch).toMatchObject({ thumbnailUrl: expect.any(String) });
  });

  it('refuses a thumbnail over 2 MB, or of a video not on the channel', async () => {
    const { accessToken, videoId } = await uploadedVideo();
    const big = Buffer.alloc(2 * 1024 * 1024 + 1);
    expect(
      (await failureOf(youtube.setThumbnail(accessToken, videoId, big, 'image/jpeg'))).kind,
    ).toBe('final');
    const other = await uploadedVideo();
    const notMine = await failureOf(
      youtube.setThumbnail(accessToken, other.videoId, PNG, 'image/png'),
    );
    expect(notMine.videoGone).toBe(true);
  });

  it('moves the publish time of a scheduled video', async () => {
    const { accessToken, videoId } = await uploadedVideo();
    const at = new Date(Date.now() + 3 * 86_400_000);
    at.setUTCMilliseconds(0);
    await youtube.updateSchedule(accessToken, videoId, at.toISOString());
    const video = await row(videoId);
    expect(video.publishAt?.toISOString()).toBe(at.toISOString());
    expect(video.privacy).toBe('private');
  });

  it('deletes a video: status deleted, the watch page says removed, a repeat is fine', async () => {
    const { userId, accessToken, videoId } = await uploadedVideo();
    await youtube.deleteVideo(accessToken, videoId);
    expect((await row(videoId)).deletedAt).not.toBeNull();
    expect((await youtube.videoStatus(accessToken, videoId)).uploadStatus).toBe('deleted');
    expect(await youtube.videos.watch(videoId, userId)).toBe('removed');
    await youtube.deleteVideo(accessToken, videoId);
    const moved = await failureOf(
      youtube.updateSchedule(accessToken, videoId, new Date().toISOString()),
    );
    expect(moved.videoGone).toBe(true);
  });
});
