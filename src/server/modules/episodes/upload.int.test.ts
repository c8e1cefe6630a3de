import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { EPISODE_MESSAGES, type Episode, type EpisodeSummary } from '@shared/episodes';
import { episodeAnalysisCredits, insufficientCreditsMessage } from '@shared/pricing';
import { createTestApp, type TestApp } from '../../../../test/helpers/app.js';
import { tinyMp4, wavAudio } from '../../../../test/fixtures/videos.js';
import { episodesClient, FakeEpisodeAnalysis } from './testing.js';

/**
 * POST /api/episodes and the owner's reads: the recording streams to storage, is checked
 * (sound, length, size) and priced on the server, and is charged with its job in one
 * transaction; anything refused leaves no row, no charge and no file. No workers here.
 */

const LIMIT = 512 * 1024;
let t: TestApp;
let client: ReturnType<typeof episodesClient>;
let scratch: string;

beforeAll(async () => {
  t = await createTestApp({
    sessions: 'header',
    episodeAnalysis: new FakeEpisodeAnalysis(),
    env: { EPISODE_UPLOAD_LIMIT_BYTES: String(LIMIT) },
  });
  client = episodesClient(t);
  scratch = await mkdtemp(path.join(tmpdir(), 'episodes-upload-'));
});
afterAll(async () => {
  await t.close();
  await rm(scratch, { recursive: true, force: true });
});
afterEach(() => client.checkLedgers());

/** A mono WAV of `seconds` at 8 Hz: three hours in 170 KB (ffprobe reads its real length). */
const longWav = (seconds: number) => wavAudio(seconds, 8);

describe('POST /api/episodes', () => {
  it('stores the recording, charges the analysis once and queues its job', async () => {
    const userId = await client.newUser(10);
    const response = await client.upload(userId, [wavAudio(20), 'Show #12.wav'], {
      minSeconds: '20',
      maxSeconds: '60',
      topics: 'pricing, hiring,,',
      confirmedCredits: '1',
    });
    expect(response.statusCode).toBe(201);
    const episode = response.json<Episode>();
    expect(episode).toMatchObject({
      title: 'Show #12.wav',
      status: 'queued',
      progress: 0,
      durationSeconds: 20,
      credits: episodeAnalysisCredits(20),
      engine: null,
      transcript: null,
      moments: [],
      momentRequest: { minSeconds: 20, maxSeconds: 60, topics: ['pricing', 'hiring'] },
      audioUrl: `/api/episodes/${episode.id}/audio`,
    });
    expect(await client.credits.balance(userId)).toBe(10 - episodeAnalysisCredits(20));
    expect(await client.queued('episodes.analyse', episode.id)).toBe(1);
    const [row] = await client.episodeRows(userId);
    expect(row!.recordingKey).toMatch(new RegExp(`^episodes/${userId}/\\d{4}/\\d{2}/.+\\.wav$`));
    expect(await client.storedKeys(userId)).toEqual([row!.recordingKey]);
  });

  it('takes a video and prices it by its length', async () => {
    const userId = await client.newUser(10);
    const video = path.join(scratch, 'talk.mp4');
    await tinyMp4(t.media, video, 2);
    const response = await client.upload(userId, [await readFile(video), 'talk.mp4']);
    expect(response.statusCode).toBe(201);
    expect(response.json<Episode>().credits).toBe(1);
  });

  it('answers 409 and charges nothing when the price shown is lower than the server’s', async () => {
    const userId = await client.newUser(1000);
    const seconds = 5 * 60 + 1; // 6 started minutes
    const response = await client.upload(userId, [wavAudio(seconds, 100), 'a.wav'], {
      confirmedCredits: '5',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ error: EPISODE_MESSAGES.priceChanged(5, 6) });
    await client.expectNothingLeft(userId, 1000);
    expect(await client.episodeRows(userId)).toEqual([]);
  });

  it('refuses a shortfall with the 402 wording and leaves nothing', async () => {
    const userId = await client.newUser(2);
    const response = await client.upload(userId, [wavAudio(4 * 60, 100), 'a.wav']);
    expect(response.statusCode).toBe(402);
    expect(response.json()).toMatchObject({
      error: insufficientCreditsMessage(2, 4),
      balance: 2,
      required: 4,
    });
    await client.expectNothingLeft(userId, 2);
    expect(await client.episodeRows(userId)).toEqual([]);
  });

  it.each([
    ['longer than three hours', () => longWav(3 * 3600 + 1), 400, EPISODE_MESSAGES.tooLong],
    ['larger than the limit', () => wavAudio(40, 8000), 413, EPISODE_MESSAGES.tooLarge(LIMIT)],
    [
      'not audio',
      () => Buffer.from('a shopping list\n'.repeat(50)),
      400,
      EPISODE_MESSAGES.notAudio,
    ],
  ])('refuses a recording %s, leaving nothing', async (_what, bytes, status, message) => {
    const userId = await client.newUser(1000);
    const response = await client.upload(userId, [bytes(), 'episode.wav']);
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual({ error: message });
    await client.expectNothingLeft(userId, 1000);
    expect(await client.episodeRows(userId)).toEqual([]);
  });

  it('refuses a form without a recording, and a bad moment length', async () => {
    const userId = await client.newUser(10);
    const none = await t.app.inject({
      method: 'POST',
      url: '/api/episodes',
      headers: client.headers(userId),
      payload: (() => {
        const data = new FormData();
        data.append('confirmedCredits', '1');
        return data;
      })(),
    });
    expect(none.json()).toEqual({ error: EPISODE_MESSAGES.selectRecording });
    const bad = await client.upload(userId, [wavAudio(20), 'a.wav'], { minSeconds: '5' });
    expect(bad.statusCode).toBe(400);
    await client.expectNothingLeft(userId, 10);
  });
});

describe("the owner's episodes", () => {
  it('lists, reads, plays and deletes only the owner’s', async () => {
    const owner = await client.newUser(10);
    const other = await client.newUser(10);
    const recording = wavAudio(10);
    const { id } = (await client.upload(owner, [recording, 'mine.wav'])).json<Episode>();

    const list = await client.send(owner, 'GET', '/api/episodes');
    expect(list.json<{ episodes: EpisodeSummary[] }>().episodes).toMatchObject([
      { id, title: 'mine.wav', momentCount: 0 },
    ]);
    const theirs = await client.send(other, 'GET', '/api/episodes');
    expect(theirs.json()).toEqual({ episodes: [] });
    for (const [method, url] of [
      ['GET', `/api/episodes/${id}`],
      ['GET', `/api/episodes/${id}/audio`],
      ['DELETE', `/api/episodes/${id}`],
      ['POST', `/api/episodes/${id}/moments`],
    ] as const) {
      const response = await client.send(other, method, url, method === 'POST' ? {} : undefined);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }

    const part = await t.app.inject({
      method: 'GET',
      url: `/api/episodes/${id}/audio`,
      headers: { ...client.headers(owner), range: 'bytes=0-99' },
    });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 0-99/${recording.length}`);
    expect(part.rawPayload).toEqual(recording.subarray(0, 100));
    const whole = await client.send(owner, 'GET', `/api/episodes/${id}/audio`);
    expect(whole.rawPayload).toEqual(recording);
    expect(whole.headers['content-type']).toBe('audio/wav');
    const ranged = (range: string, method: 'GET' | 'HEAD' = 'GET') =>
      t.app.inject({
        method,
        url: `/api/episodes/${id}/audio`,
        headers: { ...client.headers(owner), range },
      });
    const tail = await ranged('bytes=100-');
    expect(tail.statusCode).toBe(206);
    expect(tail.headers['content-range']).toBe(
      `bytes 100-${recording.length - 1}/${recording.length}`,
    );
    expect(tail.rawPayload).toEqual(recording.subarray(100));
    const beyond = await ranged(`bytes=${recording.length}-`);
    expect(beyond.statusCode).toBe(416);
    expect(beyond.headers['content-range']).toBe(`bytes */${recording.length}`);
    expect(beyond.json()).toEqual({ error: 'Requested range not satisfiable' });
    const head = await ranged('bytes=0-9', 'HEAD');
    expect(head.statusCode).toBe(206);
    expect(head.headers['content-length']).toBe('10');
    expect(head.headers['cache-control']).toBe('private, no-store');

    // Deleted while still queued: stopped and refunded, its recording gone.
    const deleted = await client.send(owner, 'DELETE', `/api/episodes/${id}`);
    expect(deleted.json()).toEqual({ id, message: 'Episode deleted.' });
    expect(await client.episodeRows(owner)).toEqual([]);
    expect(await client.storedKeys(owner)).toEqual([]);
    expect(await client.credits.balance(owner)).toBe(10);
  });
});
