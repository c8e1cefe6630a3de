import { afterEach, describe, expect, it } from 'vitest';
import { EngineError } from '../../kernel/engine-error.js';
import { vendorMessages } from '../vendor-failure.js';
import { transcribeRecording } from './chunked.js';
import {
  OPENAI_TRANSCRIPTION_FILE_LIMIT_BYTES,
  OpenAiCompatibleTranscription,
} from './openai-compatible.js';
import { planPieces } from './pieces.js';
import { analyseWavFile } from './wav-file.js';
import { PIECE_TOO_LARGE_DETAIL } from './vendor-errors.js';
import { pcmWav } from './wav.js';
import { burstRecording, recordingWav, sentences } from '../../../../test/fakes/heard-words.js';
import {
  OpenAiTranscriptionFake,
  type OpenAiTranscriptionFakeOptions,
} from '../../../../test/fakes/openai-transcription-fake.js';

/** The OpenAI-compatible transcription adapter against a local fake of its documented contract. */

const API_KEY = 'sk-test';
const MESSAGES = vendorMessages('transcription');
const signal = new AbortController().signal;
/** Ten seconds of 16 kHz WAV per piece: long recordings in tests still go out in pieces. */
const SMALL_LIMIT = 340_000;

let fake: OpenAiTranscriptionFake;
const start = async (options: OpenAiTranscriptionFakeOptions = { apiKey: API_KEY }) => {
  fake = await OpenAiTranscriptionFake.start(options);
};
afterEach(() => fake.close());

const adapter = (
  options: { apiKey: string | undefined; fileLimitBytes?: number } = { apiKey: API_KEY },
) =>
  new OpenAiCompatibleTranscription({
    baseUrl: `${fake.baseUrl}/`,
    model: 'whisper-1',
    ...options,
  });

const recording = burstRecording(sentences(2, 3));
const hear = (engine = adapter(), pcm = recording.pcm) =>
  engine.transcribe({ wav: pcmWav(pcm), durationSeconds: pcm.length / 32_000, signal });

describe('OpenAiCompatibleTranscription', () => {
  it('uploads the WAV for verbose JSON with word times, and reads the words back', async () => {
    await start();
    const result = await hear();

    expect(result.language).toBe('en');
    expect(result.words.map((word) => word.text)).toEqual(['w1', 'w2', 'w3', 'w4', 'w5', 'w6']);
    result.words.forEach((word, i) => {
      expect(word.start).toBeCloseTo(recording.words[i]!.start, 1);
      expect(word.end).toBeCloseTo(recording.words[i]!.end, 1);
      expect(word.speaker).toBeUndefined();
    });
    const [call] = fake.requests.of('transcribe');
    expect(call!.path).toBe('/v1/audio/transcriptions');
    expect(call!.headers.authorization).toBe(`Bearer ${API_KEY}`);
    expect(call!.fields).toMatchObject({
      model: 'whisper-1',
      response_format: 'verbose_json',
      'timestamp_granularities[]': 'word,segment',
    });
    expect(call!.files[0]).toMatchObject({ field: 'file', name: 'piece.wav', type: 'audio/wav' });
    expect(fake.violations).toEqual([]);
  });

  it('talks to a keyless self-hosted whisper server without an authorization header', async () => {
    await start({});
    const result = await hear(adapter({ apiKey: undefined }));
    expect(result.words).toHaveLength(6);
    expect(fake.requests.of('transcribe')[0]!.headers.authorization).toBeUndefined();
  });

  it("spreads a segment's words over it when the server answers segments only", async () => {
    await start({ apiKey: API_KEY, segmentsOnly: true });
    const { words } = await hear();
    expect(words.map((word) => word.text)).toEqual(['w1', 'w2', 'w3', 'w4', 'w5', 'w6']);
    expect(words[0]!.start).toBeCloseTo(recording.words[0]!.start, 1);
    expect(words.at(-1)!.end).toBeCloseTo(recording.words.at(-1)!.end, 1);
    for (let i = 1; i < words.length; i++) expect(words[i]!.start).toBe(words[i - 1]!.end);
  });

  it.each([
    [401, 'invalid_api_key', {}, MESSAGES.credentials, false, undefined],
    [429, 'insufficient_quota', {}, MESSAGES.outOfCredit, false, undefined],
    [429, 'rate_limit_exceeded', { 'retry-after': '2' }, MESSAGES.busy, true, 2000],
    [429, 'rate_limit_exceeded', { 'retry-after-ms': '1500' }, MESSAGES.busy, true, 1500],
    [500, 'server_error', {}, MESSAGES.trouble, true, undefined],
    [503, 'server_error', { 'retry-after': '1' }, MESSAGES.trouble, true, 1000],
    [413, 'file_too_large', {}, MESSAGES.rejected(PIECE_TOO_LARGE_DETAIL), false, undefined],
    [400, 'invalid_value', {}, MESSAGES.rejected('Audio file is too short.'), false, undefined],
  ])(
    'maps %i %s to what the user reads',
    async (status, code, headers, message, retryable, wait) => {
      await start();
      fake.failNext({ status, code, headers, message: 'Audio file is too short.' });
      const error = await hear().catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(EngineError);
      expect(error).toMatchObject({
        capability: 'transcription',
        message,
        retryable,
        vendor: 'openai',
      });
      expect((error as EngineError).retryAfterMs).toBe(wait);
    },
  );

  it("sizes a piece to OpenAI's 25 MiB upload limit", () => {
    const engine = new OpenAiCompatibleTranscription({
      baseUrl: 'http://x',
      apiKey: 'k',
      model: 'm',
    });
    expect(engine.maxPieceSeconds).toBe(778);
    expect(pcmWav(Buffer.alloc(engine.maxPieceSeconds * 32_000)).length).toBeLessThan(
      OPENAI_TRANSCRIPTION_FILE_LIMIT_BYTES,
    );
  });
});

describe('a long recording through the OpenAI-compatible adapter', () => {
  const long = burstRecording(sentences(12, 4, 1.2));

  it('goes out in pieces under the upload limit, its words placed in the whole', async () => {
    await start({ apiKey: API_KEY, fileLimitBytes: SMALL_LIMIT });
    const engine = adapter({ apiKey: API_KEY, fileLimitBytes: SMALL_LIMIT });
    const transcript = await transcribeRecording({
      engine,
      wavPath: recordingWav(long.pcm),
      signal,
      concurrency: 2,
    });

    const calls = fake.requests.of('transcribe');
    expect(calls.length).toBeGreaterThanOrEqual(Math.ceil(long.durationSeconds / 10));
    for (const call of calls) expect(call.files[0]!.bytes.length).toBeLessThanOrEqual(SMALL_LIMIT);
    expect(fake.violations).toEqual([]);
    expect(transcript.engine).toBe('openai');
    expect(transcript.words).toHaveLength(long.words.length);
    transcript.words.forEach((word, i) => {
      expect(Math.abs(word.start - long.words[i]!.start)).toBeLessThan(0.02);
      expect(Math.abs(word.end - long.words[i]!.end)).toBeLessThan(0.02);
    });
  });

  it('waits out a 429 with retry-after and sends only that piece again', async () => {
    await start({ apiKey: API_KEY, fileLimitBytes: SMALL_LIMIT });
    fake.failNext({ status: 429, code: 'rate_limit_exceeded', headers: { 'retry-after': '0.05' } });
    const engine = adapter({ apiKey: API_KEY, fileLimitBytes: SMALL_LIMIT });
    const wavPath = recordingWav(long.pcm);
    const transcript = await transcribeRecording({ engine, wavPath, signal, concurrency: 1 });

    const pieces = planPieces((await analyseWavFile(wavPath)).analysis, engine.maxPieceSeconds);
    const calls = fake.requests.of('transcribe');
    // The first piece went twice (refused, then heard); every other piece once.
    expect(calls).toHaveLength(pieces.length + 1);
    expect(calls[0]!.files[0]!.bytes.equals(calls[1]!.files[0]!.bytes)).toBe(true);
    expect(transcript.words).toHaveLength(long.words.length);
  });
});
