import { Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { followConsent, YouTubeFake } from '../../../../test/fakes/youtube-fake.js';
import { YOUTUBE_MESSAGES } from './failures.js';
import { GoogleYouTube } from './google.js';
import { codeChallengeFor, newCodeVerifier } from './pkce.js';
import { YouTubeFailure, type YouTubeVideoMetadata } from './port.js';

/**
 * The Google adapter's calls on an uploaded video (issue 28): thumbnails.set, videos.update
 * (moving a scheduled post) and videos.delete (cancelling one), against the local fake of the
 * documented contract, with the failures a caller must tell apart: quota, a lost grant (401,
 * reconnect) and a video that is gone (404).
 */

let fake: YouTubeFake;
let youtube: GoogleYouTube;
const REDIRECT = 'http://localhost:3000/api/social/youtube/callback';
const never = new AbortController().signal;
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');

beforeEach(async () => {
  fake = await YouTubeFake.start();
  youtube = new GoogleYouTube(fake.settings);
});
afterEach(async () => {
  expect(fake.violations).toEqual([]);
  await fake.close();
});

async function failureOf(promise: Promise<unknown>): Promise<YouTubeFailure> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(YouTubeFailure);
  return error as YouTubeFailure;
}

const METADATA: YouTubeVideoMetadata = {
  title: 'Living room, Scandinavian #Shorts',
  description: 'A calm room.',
  tags: ['interior'],
  categoryId: '22',
  privacyStatus: 'private',
  selfDeclaredMadeForKids: false,
  containsSyntheticMedia: true,
  publishAt: '2030-01-01T09:00:00.000Z',
};

/** A connected channel with one uploaded, scheduled video. */
async function uploadedVideo() {
  const verifier = newCodeVerifier();
  const callback = await followConsent(
    youtube.authorizationUrl({
      state: 's',
      codeChallenge: codeChallengeFor(verifier),
      redirectUri: REDIRECT,
    }),
  );
  const { accessToken } = await youtube.exchangeCode({
    code: callback.get('code')!,
    codeVerifier: verifier,
    redirectUri: REDIRECT,
  });
  const bytes = Buffer.alloc(1000, 7);
  const { sessionUri } = await youtube.startUpload(accessToken, METADATA, bytes.length);
  const state = await youtube.uploadBytes(
    sessionUri,
    Readable.from([bytes]),
    0,
    bytes.length,
    never,
  );
  if (state.kind !== 'complete') throw new Error('upload did not complete');
  return { accessToken, videoId: state.videoId };
}

describe('thumbnails.set', () => {
  it('sends the image with its content type to the upload host', async () => {
    const { accessToken, videoId } = await uploadedVideo();
    await youtube.setThumbnail(accessToken, videoId, PNG, 'image/png');
    expect(fake.edits.thumbnails.get(videoId)).toEqual({ contentType: 'image/png', bytes: PNG });
    const request = fake.requests.of('thumbnail')[0]!;
    expect(request.headers.authorization).toBe(`Bearer ${accessToken}`);
  });

  it('refuses an image over 2 MB without calling YouTube', async () => {
    const { accessToken, videoId } = await uploadedVideo();
    const big = Buffer.alloc(2 * 1024 * 1024 + 1);
    const failure = await failureOf(youtube.setThumbnail(accessToken, videoId, big, 'image/jpeg'));
    expect(failure.kind).toBe('final');
    expect(failure.message).toBe(YOUTUBE_MESSAGES.thumbnailTooBig);
    expect(fake.requests.of('thumbnail')).toHaveLength(0);
  });

  it('tells quota, a lost grant and a gone video apart', async () => {
    const { accessToken, videoId } = await uploadedVideo();
    fake.failNext('thumbnail', 'quotaExceeded');
    expect(
      (await failureOf(youtube.setThumbnail(accessToken, videoId, PNG, 'image/png'))).kind,
    ).toBe('quota');
    const gone = await failureOf(
      youtube.setThumbnail(accessToken, 'nope0000000', PNG, 'image/png'),
    );
    expect(gone).toMatchObject({ kind: 'final', videoGone: true });
    fake.expireAccessTokens();
    expect(
      (await failureOf(youtube.setThumbnail(accessToken, videoId, PNG, 'image/png'))).kind,
    ).toBe('reconnect');
  });
});

describe('videos.update (move a scheduled post)', () => {
  it('keeps it private with the new publishAt and sends the other status fields back', async () => {
    const { accessToken, videoId } = await uploadedVideo();
    await youtube.updateSchedule(accessToken, videoId, '2030-02-03T10:00:00.000Z');
    expect(fake.edits.statuses.get(videoId)).toMatchObject({
      privacyStatus: 'private',
      publishAt: '2030-02-03T10:00:00.000Z',
      selfDeclaredMadeForKids: false,
      containsSyntheticMedia: true,
    });
  });

  it('says a deleted video is gone, and a lost grant needs a reconnect', async () => {
    const { accessToken, videoId } = await uploadedVideo();
    await youtube.deleteVideo(accessToken, videoId);
    const gone = await failureOf(youtube.updateSchedule(accessToken, videoId, METADATA.publishAt!));
    expect(gone).toMatchObject({ kind: 'final', videoGone: true });
    expect(gone.message).toBe(YOUTUBE_MESSAGES.videoGone);
    fake.expireAccessTokens();
    const lost = await failureOf(youtube.updateSchedule(accessToken, videoId, METADATA.publishAt!));
    expect(lost.kind).toBe('reconnect');
  });

  it('waits for the next quota day when the update is refused for quota', async () => {
    const { accessToken, videoId } = await uploadedVideo();
    fake.failNext('update', 'quotaExceeded');
    const failure = await failureOf(
      youtube.updateSchedule(accessToken, videoId, METADATA.publishAt!),
    );
    expect(failure.kind).toBe('quota');
  });
});

describe('videos.delete (cancel a scheduled post)', () => {
  it('deletes the video; deleting it again is not an error', async () => {
    const { accessToken, videoId } = await uploadedVideo();
    await youtube.deleteVideo(accessToken, videoId);
    expect(fake.edits.deleted.has(videoId)).toBe(true);
    expect((await youtube.videoStatus(accessToken, videoId)).uploadStatus).toBe('deleted');
    await youtube.deleteVideo(accessToken, videoId);
  });

  it('passes on quota, 5xx and a lost grant', async () => {
    const { accessToken, videoId } = await uploadedVideo();
    fake.failNext('delete', 'quotaExceeded', 503);
    expect((await failureOf(youtube.deleteVideo(accessToken, videoId))).kind).toBe('quota');
    expect((await failureOf(youtube.deleteVideo(accessToken, videoId))).kind).toBe('retryable');
    fake.expireAccessTokens();
    expect((await failureOf(youtube.deleteVideo(accessToken, videoId))).kind).toBe('reconnect');
    expect(fake.edits.deleted.has(videoId)).toBe(false);
  });
});
