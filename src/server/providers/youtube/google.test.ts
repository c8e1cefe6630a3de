import { Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { followConsent, YouTubeFake } from '../../../../test/fakes/youtube-fake.js';
import { YOUTUBE_MESSAGES } from './failures.js';
import { GoogleYouTube } from './google.js';
import { codeChallengeFor, newCodeVerifier } from './pkce.js';
import { YouTubeFailure, type YouTubeVideoMetadata } from './port.js';

/**
 * The Google adapter's resumable upload against a local fake of the documented contract
 * (vendors.md section 6): a dropped connection resumed with 308 + Range, an expired session,
 * failures by kind, processing status and view counts. OAuth: google-oauth.test.ts.
 */

let fake: YouTubeFake;
let youtube: GoogleYouTube;
const REDIRECT = 'http://localhost:3000/api/social/youtube/callback';

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

const consent = (verifier: string) =>
  followConsent(
    youtube.authorizationUrl({
      state: 'state-1',
      codeChallenge: codeChallengeFor(verifier),
      redirectUri: REDIRECT,
    }),
  );

async function connect() {
  const verifier = newCodeVerifier();
  const callback = await consent(verifier);
  return youtube.exchangeCode({
    code: callback.get('code')!,
    codeVerifier: verifier,
    redirectUri: REDIRECT,
  });
}

const METADATA: YouTubeVideoMetadata = {
  title: 'Morning at the bakery #Shorts',
  description: 'Fresh bread, fresh start.',
  tags: ['bakery', 'morning'],
  categoryId: '22',
  privacyStatus: 'private',
  selfDeclaredMadeForKids: false,
  containsSyntheticMedia: true,
  publishAt: '2030-01-01T09:00:00.000Z',
};
const VIDEO = Buffer.from(Array.from({ length: 300_000 }, (_, i) => i % 251));
const bytesFrom = (offset: number) => Readable.from([VIDEO.subarray(offset)]);
const never = new AbortController().signal;

describe('resumable upload', () => {
  it('sends the video resource, then the bytes, and finds the new video', async () => {
    const { accessToken } = await connect();
    const { sessionUri } = await youtube.startUpload(accessToken, METADATA, VIDEO.length);
    const start = fake.requests.of('start')[0]!;
    expect(start.headers['x-upload-content-length']).toBe(String(VIDEO.length));
    expect(start.headers['x-upload-content-type']).toBe('video/mp4');
    const state = await youtube.uploadBytes(sessionUri, bytesFrom(0), 0, VIDEO.length, never);
    expect(state.kind).toBe('complete');
    const videoId = (state as { videoId: string }).videoId;
    expect(fake.uploaded.get(videoId)!.equals(VIDEO)).toBe(true);
    const session = [...fake.sessions.values()][0]!;
    expect(session.metadata).toMatchObject({
      snippet: { title: METADATA.title, tags: METADATA.tags, categoryId: '22' },
      status: {
        privacyStatus: 'private',
        publishAt: METADATA.publishAt,
        selfDeclaredMadeForKids: false,
        containsSyntheticMedia: true,
      },
    });
    expect(await youtube.uploadState(sessionUri, VIDEO.length)).toEqual(state);
  });

  it('resumes after a dropped connection (a killed worker) from the Range the session reports', async () => {
    const { accessToken } = await connect();
    const { sessionUri } = await youtube.startUpload(accessToken, METADATA, VIDEO.length);
    expect(await youtube.uploadState(sessionUri, VIDEO.length)).toEqual({
      kind: 'incomplete',
      nextByte: 0,
    });
    fake.dropNextUploadAfter(100_000);
    const dropped = await failureOf(
      youtube.uploadBytes(sessionUri, bytesFrom(0), 0, VIDEO.length, never),
    );
    expect(dropped.kind).toBe('retryable');
    // A new worker asks where to resume: 308 with Range bytes=0-99999.
    const state = await youtube.uploadState(sessionUri, VIDEO.length);
    expect(state).toEqual({ kind: 'incomplete', nextByte: 100_000 });
    const resumed = await youtube.uploadBytes(
      sessionUri,
      bytesFrom(100_000),
      100_000,
      VIDEO.length,
      never,
    );
    expect(resumed.kind).toBe('complete');
    expect(fake.uploaded.get((resumed as { videoId: string }).videoId)!.equals(VIDEO)).toBe(true);
    const lastPut = fake.requests.of('upload').at(-1)!;
    expect(lastPut.headers['content-range']).toBe(`bytes 100000-299999/${VIDEO.length}`);
    expect(lastPut.headers['content-length']).toBe('200000');
  });

  it('reports an expired session (404) so the caller starts again', async () => {
    const { accessToken } = await connect();
    const { sessionUri } = await youtube.startUpload(accessToken, METADATA, VIDEO.length);
    fake.expireSessions();
    expect(await youtube.uploadState(sessionUri, VIDEO.length)).toEqual({ kind: 'expired' });
    expect(await youtube.uploadBytes(sessionUri, bytesFrom(0), 0, VIDEO.length, never)).toEqual({
      kind: 'expired',
    });
  });

  it('stops at once when the caller aborts, rethrowing its reason', async () => {
    const { accessToken } = await connect();
    const { sessionUri } = await youtube.startUpload(accessToken, METADATA, VIDEO.length);
    const controller = new AbortController();
    const reason = new Error('shutting down');
    const slow = new Readable({ read() {} });
    slow.push(VIDEO.subarray(0, 1000));
    const sending = youtube.uploadBytes(sessionUri, slow, 0, VIDEO.length, controller.signal);
    await fake.requests.waitFor('upload');
    controller.abort(reason);
    await expect(sending).rejects.toBe(reason);
    expect(slow.destroyed).toBe(true);
  });

  it('tells quota, upload limit, 5xx and refusals apart', async () => {
    const { accessToken } = await connect();
    fake.failNext('start', 'quotaExceeded', 'uploadLimitExceeded', 500);
    const quota = await failureOf(youtube.startUpload(accessToken, METADATA, VIDEO.length));
    expect(quota).toMatchObject({ kind: 'quota', message: YOUTUBE_MESSAGES.quota });
    const limit = await failureOf(youtube.startUpload(accessToken, METADATA, VIDEO.length));
    expect(limit.kind).toBe('uploadLimit');
    const trouble = await failureOf(youtube.startUpload(accessToken, METADATA, VIDEO.length));
    expect(trouble).toMatchObject({ kind: 'retryable', retryAfterMs: 7000 });
    const refused = await failureOf(
      youtube.startUpload(accessToken, { ...METADATA, title: 'a <b>' }, VIDEO.length),
    );
    expect(refused.kind).toBe('final');
    expect(refused.message).toMatch(/^YouTube refused the request: start: invalid snippet.title/);
    const unscheduled = await failureOf(
      youtube.startUpload(accessToken, { ...METADATA, privacyStatus: 'public' }, VIDEO.length),
    );
    expect(unscheduled.message).toMatch(/publishAt requires privacyStatus private/);
    fake.violations.length = 0;
  });

  it('retries a 5xx on a byte PUT, then resumes', async () => {
    const { accessToken } = await connect();
    const { sessionUri } = await youtube.startUpload(accessToken, METADATA, VIDEO.length);
    fake.failNext('upload', 503);
    const failure = await failureOf(
      youtube.uploadBytes(sessionUri, bytesFrom(0), 0, VIDEO.length, never),
    );
    expect(failure.kind).toBe('retryable');
    const state = await youtube.uploadState(sessionUri, VIDEO.length);
    expect(state).toEqual({ kind: 'incomplete', nextByte: 0 });
    expect((await youtube.uploadBytes(sessionUri, bytesFrom(0), 0, VIDEO.length, never)).kind).toBe(
      'complete',
    );
  });
});

describe('after the upload', () => {
  async function uploaded() {
    const { accessToken } = await connect();
    const { sessionUri } = await youtube.startUpload(accessToken, METADATA, VIDEO.length);
    const state = await youtube.uploadBytes(sessionUri, bytesFrom(0), 0, VIDEO.length, never);
    return { accessToken, videoId: (state as { videoId: string }).videoId };
  }

  it('reads processing, then processed, with the watch URL', async () => {
    const { accessToken, videoId } = await uploaded();
    expect(await youtube.videoStatus(accessToken, videoId)).toEqual({
      uploadStatus: 'uploaded',
      privacyStatus: 'private',
      rejectionReason: undefined,
      failureReason: undefined,
      url: `https://www.youtube.com/watch?v=${videoId}`,
    });
    expect((await youtube.videoStatus(accessToken, videoId)).uploadStatus).toBe('processed');
  });

  it('reads a rejected duplicate, and a vanished video as deleted', async () => {
    fake.processingPolls = 0;
    fake.processingOutcome = 'duplicate';
    const { accessToken, videoId } = await uploaded();
    expect(await youtube.videoStatus(accessToken, videoId)).toMatchObject({
      uploadStatus: 'rejected',
      rejectionReason: 'duplicate',
    });
    expect((await youtube.videoStatus(accessToken, 'gone1234567')).uploadStatus).toBe('deleted');
  });

  it('counts views', async () => {
    const { accessToken, videoId } = await uploaded();
    const counts = await youtube.viewCounts(accessToken, [videoId, 'gone1234567']);
    expect([...counts]).toEqual([[videoId, 42]]);
    expect(fake.requests.of('videos').at(-1)!.path).toBe('/youtube/v3/videos');
  });
});
