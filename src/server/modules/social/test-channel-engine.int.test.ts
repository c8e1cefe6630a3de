import { mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
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
 * The test-mode channel as an engine: Google's rules for codes (PKCE, one use, ten minutes,
 * the redirect URI), tokens and revocation, and resumable uploads whose kept bytes survive an
 * interrupted sender, so a new worker resumes where they end.
 */

const testDatabase = await createTestDatabase();
const { database } = testDatabase;
const root = mkdtempSync(path.join(tmpdir(), 'youtube-test-mode-'));
const storage = new LocalStorage({ root, secret: 'x'.repeat(32) });
afterAll(async () => {
  await testDatabase.dispose();
  await rm(root, { recursive: true, force: true });
});

const REDIRECT = 'http://localhost:3000/api/social/youtube/callback';
const engine = (now?: () => Date) =>
  new TestModeYouTube({
    database,
    storage,
    appSecret: 'y'.repeat(40),
    publicUrl: 'http://localhost:3000',
    redirectUris: [REDIRECT],
    ...(now ? { now } : {}),
  });
const youtube = engine();
const VIDEO = Buffer.from(Array.from({ length: 250_000 }, (_, i) => (i * 7) % 256));
const never = new AbortController().signal;

async function failureOf(promise: Promise<unknown>): Promise<YouTubeFailure> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(YouTubeFailure);
  return error as YouTubeFailure;
}

/** Consent as `userId`; the code and the verifier that goes with it. */
async function consented(userId: string) {
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
  const redirect = new URL(answer.redirectUrl);
  expect(redirect.searchParams.get('state')).toBe('st');
  return { code: redirect.searchParams.get('code')!, verifier };
}

async function connectedUser() {
  const { id } = await insertUser(database.db, { name: 'Ada' });
  const { code, verifier } = await consented(id);
  const tokens = await youtube.exchangeCode({
    code,
    codeVerifier: verifier,
    redirectUri: REDIRECT,
  });
  return { userId: id, tokens };
}

describe('test-mode OAuth', () => {
  it('issues tokens only for the right verifier and redirect URI, once', async () => {
    const { id } = await insertUser(database.db);
    const { code, verifier } = await consented(id);
    const exchange = (codeVerifier: string, redirectUri = REDIRECT) =>
      youtube.exchangeCode({ code, codeVerifier, redirectUri });
    expect((await failureOf(exchange(newCodeVerifier()))).kind).toBe('reconnect');
    expect((await failureOf(exchange(verifier, `${REDIRECT}x`))).kind).toBe('reconnect');
    const tokens = await exchange(verifier);
    expect(tokens.refreshToken).toMatch(/^ytt-rt\./);
    expect(tokens.scopes).toContain('youtube.upload');
    expect((await failureOf(exchange(verifier))).kind).toBe('reconnect');
    expect(await youtube.channel(tokens.accessToken)).toEqual({
      id: youtube.grants.channelIdFor(id),
      title: 'Ada · test channel',
    });
  });

  it('lets a code expire after ten minutes', async () => {
    const { id } = await insertUser(database.db);
    const { code, verifier } = await consented(id);
    const later = engine(() => new Date(Date.now() + 11 * 60_000));
    const failure = await failureOf(
      later.exchangeCode({ code, codeVerifier: verifier, redirectUri: REDIRECT }),
    );
    expect(failure.kind).toBe('reconnect');
  });

  it('refreshes without a new refresh token, and revoking ends every token of the grant', async () => {
    const { tokens } = await connectedUser();
    const refreshed = await youtube.refresh(tokens.refreshToken!);
    expect(refreshed.refreshToken).toBeUndefined();
    expect(refreshed.accessToken).not.toBe(tokens.accessToken);
    await youtube.revoke(refreshed.accessToken);
    expect((await failureOf(youtube.refresh(tokens.refreshToken!))).kind).toBe('reconnect');
    expect((await failureOf(youtube.channel(tokens.accessToken))).kind).toBe('reconnect');
    await youtube.revoke('not-a-token');
  });

  it('refuses an expired or forged access token', async () => {
    const { tokens } = await connectedUser();
    const later = engine(() => new Date(Date.now() + 2 * 3600_000));
    expect((await failureOf(later.channel(tokens.accessToken))).kind).toBe('reconnect');
    const forged = `${tokens.accessToken.slice(0, -2)}xx`;
    expect((await failureOf(youtube.channel(forged))).kind).toBe('reconnect');
  });
});

describe('test-mode resumable upload', () => {
  it('keeps what arrived before the sender stopped; a new worker resumes from there', async () => {
    const { tokens } = await connectedUser();
    const { sessionUri } = await youtube.startUpload(
      tokens.accessToken,
      TEST_METADATA,
      VIDEO.length,
    );
    const controller = new AbortController();
    const killed = new Error('worker killed');
    let delivered!: () => void;
    const firstPartOut = new Promise<void>((resolve) => (delivered = resolve));
    const sender = Readable.from(
      (async function* () {
        yield VIDEO.subarray(0, 100_000);
        delivered();
        await new Promise(() => {}); // the worker hangs here until it is killed
      })(),
    );
    const sending = youtube.uploadBytes(sessionUri, sender, 0, VIDEO.length, controller.signal);
    await firstPartOut;
    controller.abort(killed);
    await expect(sending).rejects.toBe(killed);

    const restarted = engine();
    expect(await restarted.uploadState(sessionUri, VIDEO.length)).toEqual({
      kind: 'incomplete',
      nextByte: 100_000,
    });
    // A sender that starts anywhere else is told where the session stands.
    expect(
      await restarted.uploadBytes(sessionUri, Readable.from([VIDEO]), 0, VIDEO.length, never),
    ).toEqual({ kind: 'incomplete', nextByte: 100_000 });
    const rest = Readable.from([VIDEO.subarray(100_000)]);
    const done = await restarted.uploadBytes(sessionUri, rest, 100_000, VIDEO.length, never);
    expect(done.kind).toBe('complete');
    const videoId = (done as { videoId: string }).videoId;
    expect(await youtube.uploadState(sessionUri, VIDEO.length)).toEqual(done);

    const [video] = await database.db
      .select()
      .from(youtubeTestVideos)
      .where(eq(youtubeTestVideos.id, videoId));
    const stored = await storage.get(video!.storageKey);
    expect((await buffer(stored!.body)).equals(VIDEO)).toBe(true);
    expect(video).toMatchObject({
      title: TEST_METADATA.title,
      privacy: 'unlisted',
      sizeBytes: VIDEO.length,
    });
    expect(await youtube.videoStatus(tokens.accessToken, videoId)).toEqual({
      uploadStatus: 'processed',
      privacyStatus: 'unlisted',
      url: `http://localhost:3000/watch/${videoId}`,
    });
    expect([...(await youtube.viewCounts(tokens.accessToken, [videoId]))]).toEqual([[videoId, 0]]);
  });

  it('keeps the bytes of a sender whose stream fails, as a retryable failure', async () => {
    const { tokens } = await connectedUser();
    const { sessionUri } = await youtube.startUpload(
      tokens.accessToken,
      TEST_METADATA,
      VIDEO.length,
    );
    const broken = Readable.from(
      (async function* () {
        yield VIDEO.subarray(0, 64_000);
        throw new Error('disk read failed');
      })(),
    );
    const failure = await failureOf(
      youtube.uploadBytes(sessionUri, broken, 0, VIDEO.length, never),
    );
    expect(failure.kind).toBe('retryable');
    expect(await youtube.uploadState(sessionUri, VIDEO.length)).toEqual({
      kind: 'incomplete',
      nextByte: 64_000,
    });
  });

  it('expires sessions after a day, and checks the metadata as YouTube does', async () => {
    const { tokens } = await connectedUser();
    const { sessionUri } = await youtube.startUpload(
      tokens.accessToken,
      TEST_METADATA,
      VIDEO.length,
    );
    const tomorrow = engine(() => new Date(Date.now() + 25 * 3600_000));
    expect(await tomorrow.uploadState(sessionUri, VIDEO.length)).toEqual({ kind: 'expired' });
    expect(await youtube.uploadState('urn:other', VIDEO.length)).toEqual({ kind: 'expired' });
    expect((await failureOf(youtube.uploadState(sessionUri, 5))).kind).toBe('final');
    const start = (changes: object) =>
      failureOf(youtube.startUpload(tokens.accessToken, { ...TEST_METADATA, ...changes }, 10));
    expect((await start({ title: '<b>' })).message).toMatch(/title/);
    expect((await start({ title: 'x'.repeat(101) })).kind).toBe('final');
    expect((await start({ publishAt: '2030-01-01T00:00:00Z' })).message).toMatch(/private/);
    expect((await start({ tags: ['a b'.repeat(200)] })).message).toMatch(/tags/);
  });
});
