import { afterEach, describe, expect, it } from 'vitest';
import { EngineError } from '../../kernel/engine-error.js';
import { vendorMessages } from '../vendor-failure.js';
import { transcribeRecording } from './chunked.js';
import { ElevenLabsTranscription } from './elevenlabs.js';
import { PIECE_TOO_LARGE_DETAIL } from './vendor-errors.js';
import { pcmWav } from './wav.js';
import { burstRecording, recordingWav, sentences } from '../../../../test/fakes/heard-words.js';
import {
  ElevenLabsSttFake,
  type ElevenLabsSttFakeOptions,
} from '../../../../test/fakes/elevenlabs-stt-fake.js';

/** The ElevenLabs speech-to-text adapter against a local fake of its documented contract. */

const API_KEY = 'xi-test-key';
const MESSAGES = vendorMessages('transcription');
const signal = new AbortController().signal;
const SMALL_LIMIT = 340_000;

let fake: ElevenLabsSttFake;
const start = async (options: Partial<ElevenLabsSttFakeOptions> = {}) => {
  fake = await ElevenLabsSttFake.start({ apiKey: API_KEY, ...options });
};
afterEach(() => fake.close());

const adapter = (options: { apiKey?: string; fileLimitBytes?: number } = {}) =>
  new ElevenLabsTranscription({
    apiKey: API_KEY,
    baseUrl: `${fake.baseUrl}/`,
    modelId: 'scribe_v2',
    ...options,
  });

const recording = burstRecording(sentences(2, 3));
const hear = (engine = adapter()) =>
  engine.transcribe({
    wav: pcmWav(recording.pcm),
    durationSeconds: recording.durationSeconds,
    language: 'en',
    signal,
  });

describe('ElevenLabsTranscription', () => {
  it('asks for diarized word times and reads words with their speakers', async () => {
    await start();
    const result = await hear();

    expect(result.language).toBe('en');
    expect(result.words.map(({ text, speaker }) => `${text}:${speaker}`)).toEqual([
      'w1:speaker_0',
      'w2:speaker_1',
      'w3:speaker_0',
      'w4:speaker_1',
      'w5:speaker_0',
      'w6:speaker_1',
    ]);
    result.words.forEach((word, i) => {
      expect(word.start).toBeCloseTo(recording.words[i]!.start, 1);
      expect(word.end).toBeCloseTo(recording.words[i]!.end, 1);
    });
    const [call] = fake.requests.of('transcribe');
    expect(call!.headers['xi-api-key']).toBe(API_KEY);
    expect(call!.fields).toMatchObject({
      model_id: 'scribe_v2',
      diarize: 'true',
      timestamps_granularity: 'word',
      language_code: 'en',
    });
    expect(call!.files[0]).toMatchObject({ field: 'file', name: 'piece.wav', type: 'audio/wav' });
    expect(fake.violations).toEqual([]);
  });

  it('leaves out the spacing between words and sounds such as (laughter)', async () => {
    await start({ audioEvents: true });
    const { words } = await hear();
    expect(words).toHaveLength(recording.words.length);
    expect(words.every((word) => /^w\d+$/.test(word.text))).toBe(true);
  });

  it.each([
    [401, 'invalid_api_key', {}, MESSAGES.credentials, false, undefined],
    [400, 'quota_exceeded', {}, MESSAGES.outOfCredit, false, undefined],
    [429, 'too_many_concurrent_requests', { 'retry-after': '3' }, MESSAGES.busy, true, 3000],
    [429, 'system_busy', {}, MESSAGES.busy, true, undefined],
    [500, 'internal_error', {}, MESSAGES.trouble, true, undefined],
    [413, 'file_too_large', {}, MESSAGES.rejected(PIECE_TOO_LARGE_DETAIL), false, undefined],
    [400, 'invalid_file', {}, MESSAGES.rejected('The file is not audio.'), false, undefined],
  ])(
    'maps %i %s to what the user reads',
    async (status, code, headers, message, retryable, wait) => {
      await start();
      fake.failNext({ status, code, headers, message: 'The file is not audio.' });
      const error = await hear().catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(EngineError);
      expect(error).toMatchObject({ capability: 'transcription', message, retryable });
      expect((error as EngineError).retryAfterMs).toBe(wait);
    },
  );

  it('reads a wrong key as our credentials, not the user’s fault', async () => {
    await start();
    await expect(hear(adapter({ apiKey: 'wrong' }))).rejects.toMatchObject({
      message: MESSAGES.credentials,
      retryable: false,
    });
  });

  it('sends up to an hour in one call, so speaker labels hold across a typical episode', () => {
    const engine = new ElevenLabsTranscription({ apiKey: 'k', baseUrl: 'http://x', modelId: 'm' });
    expect(engine.maxPieceSeconds).toBe(3600);
    expect(engine.labelsSpeakers).toBe(true);
  });
});

describe('a long recording through the ElevenLabs adapter', () => {
  it('goes out in pieces under the upload limit, words and speakers placed in the whole', async () => {
    await start({ fileLimitBytes: SMALL_LIMIT });
    const long = burstRecording(sentences(8, 4, 1.2));
    const engine = adapter({ fileLimitBytes: SMALL_LIMIT });
    const transcript = await transcribeRecording({
      engine,
      wavPath: recordingWav(long.pcm),
      signal,
    });

    const calls = fake.requests.of('transcribe');
    expect(calls.length).toBeGreaterThan(1);
    for (const call of calls) expect(call.files[0]!.bytes.length).toBeLessThanOrEqual(SMALL_LIMIT);
    expect(fake.violations).toEqual([]);
    expect(transcript).toMatchObject({ engine: 'elevenlabs', language: 'en' });
    expect(transcript.words).toHaveLength(long.words.length);
    transcript.words.forEach((word, i) => {
      expect(Math.abs(word.start - long.words[i]!.start)).toBeLessThan(0.02);
      expect(word.speaker).toMatch(/^speaker_[01]$/);
    });
  });
});
