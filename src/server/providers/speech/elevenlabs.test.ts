import { vendorMessages } from '../vendor-failure.js';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_VOICES } from '@shared/voices';
import { createMediaToolkit } from '../../media/index.js';
import { ELEVENLABS_OUTPUT_FORMAT, ElevenLabsSpeech } from './elevenlabs.js';
import {
  elevenLabsHttpError,
  VOICE_NOT_FOUND_MESSAGE,
  wordsFromAlignment,
} from './elevenlabs-contract.js';
import { alignmentOf, ElevenLabsFake } from '../../../../test/fakes/elevenlabs-fake.js';
import { EngineError } from '../../kernel/engine-error.js';
import { makeTinyMp3 } from './test-audio.js';

const SPEECH_VENDOR_MESSAGES = vendorMessages('speech');

/** The ElevenLabs adapter against a local fake of its documented contract. */

const API_KEY = 'xi-test-key';
const MODEL = 'eleven_multilingual_v2';
const RACHEL = DEFAULT_VOICES[0].voiceId;
const media = createMediaToolkit({ media: { ffmpegPath: undefined, ffprobePath: undefined } });

let scratch: string;
let mp3: Buffer;
let fake: ElevenLabsFake;

beforeAll(async () => {
  scratch = await mkdtemp(path.join(tmpdir(), 'elevenlabs-test-'));
  mp3 = await makeTinyMp3(media, scratch);
});
afterAll(() => rm(scratch, { recursive: true, force: true }));
beforeEach(async () => {
  fake = await ElevenLabsFake.start({ apiKey: API_KEY, audio: mp3 });
});
afterEach(() => fake.close());

const adapter = (apiKey = API_KEY) =>
  new ElevenLabsSpeech({ apiKey, baseUrl: `${fake.baseUrl}/`, modelId: MODEL });
const speak = (text: string, voiceId: string = RACHEL, apiKey?: string) =>
  adapter(apiKey).synthesize({ text, voiceId, signal: new AbortController().signal });
const sample = { bytes: Buffer.alloc(0), filename: 'me.mp3', contentType: 'audio/mpeg' };
const clone = (name: string, bytes = mp3) =>
  adapter().cloneVoice({
    name,
    sample: { ...sample, bytes },
    signal: new AbortController().signal,
  });

describe('ElevenLabsSpeech.synthesize', () => {
  it('posts the text and model with the key, and answers the MP3 with word timings', async () => {
    const speech = await speak('  Hi there, listener!  ');

    expect(speech.contentType).toBe('audio/mpeg');
    expect(speech.audio.equals(mp3)).toBe(true);
    expect(speech.wordTimings).toEqual([
      { word: 'Hi', startMs: 0, endMs: 100 },
      { word: 'there,', startMs: 150, endMs: 450 },
      { word: 'listener!', startMs: 500, endMs: 950 },
    ]);
    const [call] = fake.requests.of('speech');
    expect(call!.path).toBe(`/v1/text-to-speech/${RACHEL}/with-timestamps`);
    expect(call!.query.get('output_format')).toBe(ELEVENLABS_OUTPUT_FORMAT);
    expect(call!.headers['xi-api-key']).toBe(API_KEY);
    expect(call!.headers['content-type']).toBe('application/json');
    expect(call!.json).toEqual({ text: 'Hi there, listener!', model_id: MODEL });
    expect(fake.violations).toEqual([]);
  });

  it.each([
    [401, 'invalid_api_key', SPEECH_VENDOR_MESSAGES.credentials, false],
    [400, 'quota_exceeded', SPEECH_VENDOR_MESSAGES.outOfCredit, false],
    [400, 'voice_not_found', VOICE_NOT_FOUND_MESSAGE, false],
    [429, 'too_many_concurrent_requests', SPEECH_VENDOR_MESSAGES.busy, true],
    [429, 'system_busy', SPEECH_VENDOR_MESSAGES.busy, true],
    [500, 'internal_error', SPEECH_VENDOR_MESSAGES.trouble, true],
    [
      400,
      'max_character_limit_exceeded',
      SPEECH_VENDOR_MESSAGES.rejected('Text is too long.'),
      false,
    ],
  ] as const)('reads a %i %s as a clear message', async (status, code, message, retryable) => {
    fake.failNext('speech', {
      status,
      code,
      message: code === 'max_character_limit_exceeded' ? 'Text is too long' : `About ${code}`,
    });
    await expect(speak('Hello')).rejects.toMatchObject({ message, retryable });
    expect(fake.requests.count('speech')).toBe(1);
  });

  it('is refused with a wrong key (the fake checks the header)', async () => {
    await expect(speak('Hello', RACHEL, 'wrong')).rejects.toEqual(
      new EngineError('speech', SPEECH_VENDOR_MESSAGES.credentials, false, {
        vendor: 'elevenlabs',
      }),
    );
    expect(fake.violations).toEqual(['speech: wrong or missing xi-api-key']);
  });

  it('knows only the voices that exist there', async () => {
    await expect(speak('Hello', 'NoSuchVoice12345')).rejects.toMatchObject({
      message: VOICE_NOT_FOUND_MESSAGE,
    });
  });

  it('never puts an odd voice id into the URL', async () => {
    await expect(speak('Hello', '../v1/voices/add')).rejects.toMatchObject({
      message: VOICE_NOT_FOUND_MESSAGE,
    });
    expect(fake.requests.entries).toEqual([]);
  });

  it('reads a 422 validation list as its first problem', () => {
    const error = elevenLabsHttpError({
      status: 422,
      body: { detail: [{ loc: ['body', 'text'], msg: 'Field required', type: 'missing' }] },
      headers: new Headers(),
    });
    expect(error.message).toBe(SPEECH_VENDOR_MESSAGES.rejected('text: Field required.'));
    expect(error.retryable).toBe(false);
  });

  it('refuses an answer whose audio is not an MP3', async () => {
    await fake.close();
    fake = await ElevenLabsFake.start({ apiKey: API_KEY, audio: Buffer.from('<html>oops</html>') });
    await expect(speak('Hello')).rejects.toMatchObject({
      message: SPEECH_VENDOR_MESSAGES.unexpected,
    });
  });

  it('says when the service cannot be reached', async () => {
    const { baseUrl } = fake;
    await fake.close();
    const offline = new ElevenLabsSpeech({ apiKey: API_KEY, baseUrl, modelId: MODEL });
    await expect(
      offline.synthesize({ text: 'Hi', voiceId: RACHEL, signal: new AbortController().signal }),
    ).rejects.toMatchObject({ message: SPEECH_VENDOR_MESSAGES.unreachable, retryable: true });
    fake = await ElevenLabsFake.start({ apiKey: API_KEY, audio: mp3 });
  });
});

describe('ElevenLabsSpeech.cloneVoice', () => {
  it('sends the name and the sample as multipart "files" and answers the new voice id', async () => {
    const { voiceId } = await clone('My Voice');

    const [call] = fake.requests.of('clone');
    expect(call!.headers['xi-api-key']).toBe(API_KEY);
    expect(call!.fields).toEqual({ name: 'My Voice' });
    expect(call!.files).toHaveLength(1);
    expect(call!.files![0]).toMatchObject({ field: 'files', name: 'me.mp3', type: 'audio/mpeg' });
    expect(call!.files![0]!.bytes.equals(mp3)).toBe(true);
    expect(fake.violations).toEqual([]);
    // The new voice speaks.
    expect(voiceId).toMatch(/^[A-Za-z0-9]{20}$/);
    expect((await speak('Hello', voiceId)).audio.equals(mp3)).toBe(true);
  });

  it.each([
    [401, 'invalid_api_key', SPEECH_VENDOR_MESSAGES.credentials],
    [400, 'quota_exceeded', SPEECH_VENDOR_MESSAGES.outOfCredit],
    [429, 'too_many_concurrent_requests', SPEECH_VENDOR_MESSAGES.busy],
  ] as const)('reads a %i %s as a clear message', async (status, code, message) => {
    fake.failNext('clone', { status, code });
    await expect(clone('Mine')).rejects.toMatchObject({ message });
  });

  it('is answered 422 by the fake for an empty sample', async () => {
    await expect(clone('Mine', Buffer.alloc(0))).rejects.toMatchObject({
      message: SPEECH_VENDOR_MESSAGES.rejected('files: Field required.'),
    });
    expect(fake.violations).toEqual(['clone: no sample in "files"']);
  });
});

describe('wordsFromAlignment', () => {
  it('groups characters into words and skips runs with nothing to say', () => {
    expect(wordsFromAlignment(alignmentOf('So — we begin.\nNow'))).toEqual([
      { word: 'So', startMs: 0, endMs: 100 },
      { word: 'we', startMs: 250, endMs: 350 },
      { word: 'begin.', startMs: 400, endMs: 700 },
      { word: 'Now', startMs: 750, endMs: 900 },
    ]);
    expect(wordsFromAlignment(alignmentOf('   '))).toEqual([]);
  });
});
