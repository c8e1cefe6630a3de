import { readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { EPISODE_UPDATED_EVENT, type Episode } from '@shared/episodes';
import { NO_TRANSCRIPTION_ENGINE_MESSAGE } from '@shared/transcripts';
import { EngineError } from '../../kernel/engine-error.js';
import { eventsAfter } from '../../platform/events/repo.js';
import { createTestApp, type TestApp } from '../../../../test/helpers/app.js';
import { wavAudio } from '../../../../test/fixtures/videos.js';
import { REFIND_FAILED } from './refind.js';
import type { RecordingScan } from './analysis.js';
import { episodesClient, FAKE_MOMENT, FakeEpisodeAnalysis, fakeWords } from './testing.js';

/**
 * The analysis job (`episodes.analyse`) and the re-finding of moments, run directly with a
 * fake transcriber and finder: the recording decoded to a 16 kHz mono WAV they both get, the
 * status and progress written and published, words and moments stored; a failure fails the
 * episode with the engine's words and refunds it once; the WAV never stays on disk.
 */

let t: TestApp;
let client: ReturnType<typeof episodesClient>;
const analysis = new FakeEpisodeAnalysis();

beforeAll(async () => {
  t = await createTestApp({ sessions: 'header', episodeAnalysis: analysis });
  client = episodesClient(t);
});
afterAll(() => t.close());
beforeEach(() => {
  const fresh = new FakeEpisodeAnalysis();
  analysis.transcribe = fresh.transcribe;
  analysis.find = fresh.find;
});
afterEach(() => client.checkLedgers());

async function uploaded(userId: string, seconds = 20): Promise<Episode> {
  const response = await client.upload(userId, [wavAudio(seconds), 'show.wav']);
  expect(response.statusCode).toBe(201);
  return response.json<Episode>();
}

const leftovers = async (id: string) =>
  (await readdir(tmpdir())).filter((name) => name.includes(id));

describe('episodes.analyse', () => {
  it('transcribes and finds the moments, charged once, ready with words and moments', async () => {
    const userId = await client.newUser(10);
    const { id } = await uploaded(userId);
    let wav: Buffer | undefined;
    const scans: unknown[] = [];
    const transcribe = analysis.transcribe;
    analysis.transcribe = async (request) => {
      wav = await readFile(request.wavPath);
      scans.push(request.scan);
      return transcribe(request);
    };
    analysis.find = (request) => {
      scans.push(request.scan);
      return Promise.resolve([FAKE_MOMENT]);
    };
    await client.run('episodes.analyse', id);

    const episode = await client.get(userId, id);
    expect(episode).toMatchObject({
      status: 'ready',
      progress: 100,
      engine: 'openai',
      wordsNote: null,
      transcript: { language: 'en', words: fakeWords(20) },
      moments: [FAKE_MOMENT],
      error: null,
    });
    // One WAV, scanned once for both (decision 073): 16 kHz, mono, 16-bit, the whole recording.
    expect(scans).toHaveLength(2);
    expect(scans[1]).toBe(scans[0]);
    expect((scans[0] as RecordingScan).analysis.durationSeconds).toBeCloseTo(20, 1);
    expect(wav!.toString('latin1', 8, 12)).toBe('WAVE');
    expect(wav!.readUInt16LE(22)).toBe(1);
    expect(wav!.readUInt32LE(24)).toBe(16_000);
    expect(wav!.length).toBeGreaterThan(20 * 16_000 * 2 * 0.99);
    expect(analysis.searched.at(-1)).toMatchObject({
      words: fakeWords(20),
      durationSeconds: 20,
      request: { minSeconds: 15, maxSeconds: 90, topics: [] },
    });
    expect(await client.credits.balance(userId)).toBe(9);
    expect(await leftovers(id)).toEqual([]);

    const statuses = (await eventsAfter(t.database.db, userId, 0))
      .filter((event) => event.type === EPISODE_UPDATED_EVENT)
      .map((event) => event.payload as { status: string; progress: number });
    expect(statuses.map((s) => s.status)).toEqual([
      'queued',
      'transcribing',
      'transcribing',
      'finding',
      'ready',
    ]);
    expect(statuses.at(-1)!.progress).toBe(100);

    // A repeat on a finished episode changes nothing.
    await client.run('episodes.analyse', id);
    expect(await client.get(userId, id)).toEqual(episode);
  });

  it('finds moments from the sound alone when no engine is set up, and says so', async () => {
    const userId = await client.newUser(10);
    const { id } = await uploaded(userId);
    analysis.transcribe = () => Promise.resolve(null);
    await client.run('episodes.analyse', id);
    expect(await client.get(userId, id)).toMatchObject({
      status: 'ready',
      engine: null,
      wordsNote: NO_TRANSCRIPTION_ENGINE_MESSAGE,
      transcript: null,
      moments: [FAKE_MOMENT],
    });
    expect(analysis.searched.at(-1)!.words).toBeNull();
  });

  it("fails with the engine's words and refunds once, however often it is failed", async () => {
    const userId = await client.newUser(10);
    const { id } = await uploaded(userId);
    const message = 'The transcription service refused the key: check OPENAI_API_KEY';
    analysis.transcribe = () => Promise.reject(new EngineError('transcription', message, false));
    await client.run('episodes.analyse', id);
    await client.exhaust('episodes.analyse', id, { name: 'EngineError', message: 'later' });
    await client.run('episodes.analyse', id);

    expect(await client.get(userId, id)).toMatchObject({ status: 'failed', error: message });
    const [row] = await client.episodeRows(userId);
    expect(row!.refunded).toBe(true);
    const refunds = (await client.ledger(userId)).filter((entry) => entry.kind === 'refund');
    expect(refunds).toHaveLength(1);
    expect(await client.credits.balance(userId)).toBe(10);
    expect(await leftovers(id)).toEqual([]);
  });

  it('leaves a retryable failure to the queue, then fails and refunds once when it runs out', async () => {
    const userId = await client.newUser(10);
    const { id } = await uploaded(userId);
    const busy = new EngineError('transcription', 'The transcription service is busy', true);
    analysis.transcribe = () => Promise.reject(busy);
    await expect(client.run('episodes.analyse', id)).rejects.toBe(busy);
    expect(await client.get(userId, id)).toMatchObject({ status: 'transcribing' });
    const failure = { name: 'EngineError', message: busy.message };
    await client.exhaust('episodes.analyse', id, failure);
    await client.exhaust('episodes.analyse', id, failure);
    expect(await client.get(userId, id)).toMatchObject({ status: 'failed', error: busy.message });
    const refunds = (await client.ledger(userId)).filter((entry) => entry.kind === 'refund');
    expect(refunds).toHaveLength(1);
  });
});

describe('POST /api/episodes/:id/moments', () => {
  it('finds the moments again with the new request, free, keeping the words', async () => {
    const userId = await client.newUser(10);
    const { id } = await uploaded(userId);
    await client.run('episodes.analyse', id);
    const balance = await client.credits.balance(userId);
    const again = { ...FAKE_MOMENT, start: 10, end: 19, score: 70 };
    analysis.find = () => Promise.resolve([again]);

    const request = { minSeconds: 20, maxSeconds: 30, topics: ['pricing'] };
    const response = await client.send(userId, 'POST', `/api/episodes/${id}/moments`, request);
    expect(response.statusCode).toBe(202);
    expect(response.json<Episode>()).toMatchObject({ status: 'finding', momentRequest: request });
    expect(await client.queued('episodes.find-moments', id)).toBe(1);
    const twice = await client.send(userId, 'POST', `/api/episodes/${id}/moments`, request);
    expect(twice.statusCode).toBe(409);

    await client.run('episodes.find-moments', id);
    expect(await client.get(userId, id)).toMatchObject({
      status: 'ready',
      moments: [again],
      transcript: { words: fakeWords(20) },
    });
    expect(analysis.searched.at(-1)).toMatchObject({ words: fakeWords(20), request });
    expect(await client.credits.balance(userId)).toBe(balance);
  });

  it('keeps the earlier moments and says why when finding them again fails', async () => {
    const userId = await client.newUser(10);
    const { id } = await uploaded(userId);
    await client.run('episodes.analyse', id);
    analysis.find = () => Promise.reject(new Error('the finder crashed'));
    await client.send(userId, 'POST', `/api/episodes/${id}/moments`, { minSeconds: 20 });
    await expect(client.run('episodes.find-moments', id)).rejects.toThrow('the finder crashed');
    await client.exhaust('episodes.find-moments', id, { message: 'the finder crashed' });
    expect(await client.get(userId, id)).toMatchObject({
      status: 'ready',
      moments: [FAKE_MOMENT],
      error: REFIND_FAILED,
    });
    expect(await client.credits.balance(userId)).toBe(9);
  });

  it('refuses an episode that is not ready yet', async () => {
    const userId = await client.newUser(10);
    const { id } = await uploaded(userId);
    const response = await client.send(userId, 'POST', `/api/episodes/${id}/moments`, {});
    expect(response.statusCode).toBe(409);
  });
});
