import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { VOICEOVER_MESSAGES, type CaptionCue, type Voiceover } from '@shared/voiceovers';
import { userVoices } from '../../db/schema/index.js';
import { eventsAfter } from '../../platform/events/repo.js';
import { LocalSpeechEngine } from '../../providers/speech/local/index.js';
import { EngineError } from '../../kernel/engine-error.js';
import type { SynthesisRequest } from '../../providers/speech/port.js';
import { createSpeechEngines } from '../../providers/speech/registry.js';
import { makeTinyMp3 } from '../../providers/speech/test-audio.js';
import { createTestApp, type TestApp } from '../../../../test/helpers/app.js';
import { SPEECH_CHUNK_MAX_CHARACTERS } from './chunks.js';
import { VOICEOVER_UPDATED_EVENT } from './events.js';
import { voiceoverSyntheses } from './jobs.js';
import { FakeSpeechEngine, jobContext, voiceoversClient } from './testing.js';

/**
 * The `voiceovers.synthesize` handler, run directly: a real local voiceover (espeak-ng, our
 * ffmpeg) whose stored MP3 is measured with ffprobe and whose captions cover it; word timings
 * when the engine gives them; long scripts read in pieces; and failures refunded exactly once.
 */

let t: TestApp;
let client: ReturnType<typeof voiceoversClient>;
let workDir: string;
const local = new LocalSpeechEngine();
const fake = new FakeSpeechEngine();

const workerWith = (engine: { synthesize: FakeSpeechEngine['synthesize'] }) =>
  voiceoverSyntheses({
    database: t.database,
    storage: t.storage,
    media: t.media,
    credits: t.credits,
    engines: createSpeechEngines({
      config: { elevenlabs: null },
      local: { engine: 'local', synthesize: (request) => engine.synthesize(request) },
    }),
  });

beforeAll(async () => {
  t = await createTestApp({ sessions: 'header' });
  client = voiceoversClient(t);
  workDir = await mkdtemp(path.join(tmpdir(), 'voiceover-test-'));
});
afterAll(async () => {
  await t.close();
  await rm(workDir, { recursive: true, force: true });
});
afterEach(() => client.checkLedgers());

const SCRIPT = [
  'HOOK:',
  'What if your morning coffee could make you a better podcaster?',
  '',
  'INTRO:',
  'Welcome back to the show. Today, we talk about routines, microphones and rhythm!',
].join('\n');

/** A user with credits, the script and a voice, and a queued voiceover of it. */
async function queuedVoiceover(content = SCRIPT, credits = 100) {
  const userId = await client.newUser(credits);
  const script = await client.newScript(userId, content);
  const voice = await client.newVoice(userId);
  const response = await client.create(userId, script.id, { voiceRowId: voice.id });
  expect(response.statusCode).toBe(201);
  return { userId, script, voice, voiceover: response.json<Voiceover>() };
}

/** The stored MP3, copied out of storage and measured by ffprobe. */
async function probeStored(key: string) {
  const object = await t.storage.get(key);
  if (!object) throw new Error(`${key} is not stored`);
  const file = path.join(workDir, path.basename(key));
  await pipeline(object.body, createWriteStream(file));
  return t.media.probe(file);
}

function expectCuesCover(cues: CaptionCue[], durationMs: number, words: string) {
  expect(cues.length).toBeGreaterThan(0);
  // Timed from the speech itself (decision 060): from the first word's sound to the last's,
  // inside the audio (which has a little silence at each end).
  expect(cues[0]!.startMs).toBeLessThan(300);
  expect(cues.at(-1)!.endMs).toBeLessThanOrEqual(durationMs);
  expect(cues.at(-1)!.endMs).toBeGreaterThan(durationMs - 1_000);
  for (const [i, cue] of cues.entries()) {
    expect(cue.endMs).toBeGreaterThanOrEqual(cue.startMs);
    if (i > 0) expect(cue.startMs).toBeGreaterThanOrEqual(cues[i - 1]!.endMs);
  }
  expect(cues.map((cue) => cue.text).join(' ')).toBe(words.split(/\s+/).join(' '));
}

const statusEvents = async (userId: string, id: string) =>
  (await eventsAfter(t.database.db, userId, 0))
    .filter((e) => e.type === VOICEOVER_UPDATED_EVENT && e.payload.id === id)
    .map((e) => e.payload.status);

describe('a local voiceover, end to end', () => {
  it('stores an MP3 whose ffprobe duration is recorded, with captions covering it', async () => {
    const { userId, voiceover } = await queuedVoiceover();
    await workerWith(local).run(voiceover.id, jobContext());

    const row = await client.row(voiceover.id);
    expect(row).toMatchObject({
      status: 'ready',
      audioKey: `voiceovers/${userId}/${voiceover.id}.mp3`,
      captionTiming: 'word-timings',
      error: null,
      refunded: false,
    });
    expect(row.wordTimings!.map((w) => w.text)).toEqual(row.spokenText.split(/\s+/));
    const probe = await probeStored(row.audioKey!);
    expect(probe.formatName).toBe('mp3');
    expect(probe.audio).toMatchObject({ codec: 'mp3', sampleRate: 44_100, channels: 1 });
    expect(probe.durationSeconds).toBeGreaterThan(3);
    expect(Math.abs(probe.durationSeconds! * 1000 - row.durationMs!)).toBeLessThan(2);
    expectCuesCover(row.captions!, row.durationMs!, row.spokenText);
    expect(await statusEvents(userId, voiceover.id)).toEqual(['queued', 'processing', 'ready']);
    expect(await client.credits.balance(userId)).toBe(99);

    const [listed] = await client.list(userId, voiceover.scriptId);
    expect(listed).toMatchObject({ status: 'ready', durationMs: row.durationMs });
    const audio = await t.app.inject({ method: 'GET', url: listed!.audioUrl! });
    expect([audio.statusCode, audio.headers['content-type']]).toEqual([200, 'audio/mpeg']);

    // A repeat of the job (a redelivery) changes nothing.
    await workerWith(fake).run(voiceover.id, jobContext());
    expect(fake.requests).toEqual([]);
    expect((await client.row(voiceover.id)).updatedAt).toEqual(row.updatedAt);
  });

  it('offers the captions as .srt and .vtt downloads', async () => {
    const { userId, voiceover } = await queuedVoiceover();
    await workerWith(local).run(voiceover.id, jobContext());
    const srt = await client.captions(userId, voiceover.id, 'srt');
    expect(srt.statusCode).toBe(200);
    expect(srt.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(srt.headers['content-disposition']).toMatch(
      /^attachment; filename="Morning Show \(Rachel\)\.srt"/,
    );
    expect(srt.body).toMatch(/^1\n00:00:00,000 --> 00:00:0\d,\d{3}\nWhat if your morning/);
    const vtt = await client.captions(userId, voiceover.id, 'vtt');
    expect(vtt.statusCode).toBe(200);
    expect(vtt.headers['content-type']).toBe('text/vtt; charset=utf-8');
    expect(vtt.headers['content-disposition']).toMatch(/filename="Morning Show \(Rachel\)\.vtt"/);
    expect(vtt.body).toMatch(/^WEBVTT\n\n00:00:00\.000 --> 00:00:0\d\.\d{3}\nWhat if your morning/);
  });

  it('reads a long script in pieces at sentence ends and joins them into one MP3', async () => {
    const sentence = 'Every episode starts with a question worth answering. ';
    // Just over one piece: the second piece is a few sentences.
    const content = sentence.repeat(
      Math.ceil((SPEECH_CHUNK_MAX_CHARACTERS + 100) / sentence.length),
    );
    const recording = {
      requests: [] as string[],
      synthesize(request: SynthesisRequest) {
        this.requests.push(request.text);
        return local.synthesize(request);
      },
    };
    const { voiceover } = await queuedVoiceover(content);
    expect(voiceover.cost).toBe(6);
    await workerWith(recording).run(voiceover.id, jobContext());

    expect(recording.requests).toHaveLength(2);
    expect(recording.requests.join(' ')).toBe(content.trim());
    const row = await client.row(voiceover.id);
    expect(row.status).toBe('ready');
    const probe = await probeStored(row.audioKey!);
    expect(Math.abs(probe.durationSeconds! * 1000 - row.durationMs!)).toBeLessThan(2);
    expectCuesCover(row.captions!, row.durationMs!, content.trim());
  }, 60_000);
});

describe('word timings', () => {
  it('times the captions from the engine’s words, piece by piece', async () => {
    const mp3 = await makeTinyMp3(t.media, workDir, { name: 'two-seconds.mp3', seconds: 2 });
    fake.answer = async ({ text }) => {
      const words = text.split(/\s+/);
      const step = 2_000 / words.length;
      return {
        audio: mp3,
        contentType: 'audio/mpeg',
        wordTimings: words.map((word, i) => ({
          word,
          startMs: Math.round(i * step),
          endMs: Math.round((i + 1) * step),
        })),
      };
    };
    const long = `${'One two three four. '.repeat(260)}Five six.`;
    const { voiceover } = await queuedVoiceover(long);
    await workerWith(fake).run(voiceover.id, jobContext());

    const row = await client.row(voiceover.id);
    expect(row).toMatchObject({ status: 'ready', captionTiming: 'word-timings' });
    expect(row.durationMs).toBeGreaterThan(3_900);
    expect(row.durationMs).toBeLessThan(4_200);
    const cues = row.captions!;
    expect(cues[0]).toMatchObject({
      startMs: 0,
      endMs: expect.any(Number),
      text: 'One two three four.',
    });
    // The second piece's words start where the first piece's audio ended.
    const [firstPiece] = fake.requests.slice(-2);
    const firstPieceCues = firstPiece!.text.split('. ').length;
    expect(cues[firstPieceCues]!.startMs).toBeGreaterThanOrEqual(1_950);
    // The engine's last word ends before the MP3's padding does.
    expect(cues.at(-1)!.text).toBe('Five six.');
    expect(cues.at(-1)!.endMs).toBeLessThanOrEqual(row.durationMs!);
    expect(cues.at(-1)!.endMs).toBeGreaterThan(row.durationMs! - 100);
  });
});

describe('failures', () => {
  it('fails with the engine’s words and refunds once, however often the job runs', async () => {
    fake.answer = () =>
      Promise.reject(new EngineError('speech', 'The voice service rejected the request.', false));
    const { userId, voiceover } = await queuedVoiceover(SCRIPT, 10);
    expect(await client.credits.balance(userId)).toBe(9);
    const worker = workerWith(fake);
    await worker.run(voiceover.id, jobContext());
    await worker.run(voiceover.id, jobContext());
    await worker.failAndRefund(voiceover.id, 'again');

    expect(await client.row(voiceover.id)).toMatchObject({
      status: 'failed',
      error: 'The voice service rejected the request.',
      refunded: true,
      audioKey: null,
    });
    const refunds = await client.ledgerOf(userId, 'refund');
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({ amount: 1, reference: voiceover.id });
    expect(await client.credits.balance(userId)).toBe(10);
    expect(await statusEvents(userId, voiceover.id)).toEqual(['queued', 'processing', 'failed']);
    const [listed] = await client.list(userId, voiceover.scriptId);
    expect(listed).toMatchObject({ status: 'failed', audioUrl: null });
    const captions = await client.captions(userId, voiceover.id, 'srt');
    expect(captions.statusCode).toBe(409);
  });

  it('leaves a passing trouble to the retries, then fails and refunds once', async () => {
    fake.answer = () =>
      Promise.reject(new EngineError('speech', 'The voice service is busy.', true));
    const { userId, voiceover } = await queuedVoiceover(SCRIPT, 10);
    const worker = workerWith(fake);
    await expect(worker.run(voiceover.id, jobContext())).rejects.toThrow('busy');
    expect((await client.row(voiceover.id)).status).toBe('processing');

    const failure = { name: 'EngineError', message: 'The voice service is busy.' };
    await worker.exhausted(voiceover.id, failure);
    await worker.exhausted(voiceover.id, failure);
    expect(await client.row(voiceover.id)).toMatchObject({
      status: 'failed',
      error: 'The voice service is busy.',
    });
    expect(await client.ledgerOf(userId, 'refund')).toHaveLength(1);
    expect(await client.credits.balance(userId)).toBe(10);
  });

  it('fails and refunds a voiceover whose voice was removed before it was read', async () => {
    const { userId, voice, voiceover } = await queuedVoiceover(SCRIPT, 10);
    await t.database.db.delete(userVoices).where(eq(userVoices.id, voice.id));
    await workerWith(local).run(voiceover.id, jobContext());
    expect(await client.row(voiceover.id)).toMatchObject({
      status: 'failed',
      error: VOICEOVER_MESSAGES.voiceNotFound,
      refunded: true,
    });
    expect(await client.credits.balance(userId)).toBe(10);
  });
});
