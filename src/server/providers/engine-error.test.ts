import { describe, expect, it } from 'vitest';
import { EngineError, isEngineFailure, type EngineCapability } from '../kernel/engine-error.js';
import { VendorSession } from './http.js';
import { soulOutcome } from './image/higgsfield-contract.js';
import { LocalImageEngine } from './image/local/index.js';
import { openAiHttpError } from './image/openai-images.js';
import { chatHttpError } from './script/openai-chat.js';
import { elevenLabsHttpError } from './speech/elevenlabs-contract.js';
import { LocalSpeechEngine } from './speech/local/index.js';
import { hedraGenerationError } from './video/hedra.js';
import { veoParameters } from './video/veo.js';

describe('EngineError', () => {
  it('carries the capability, the retry flag, the user message and optional vendor, wait and cause', () => {
    const cause = new Error('socket hang up');
    const error = new EngineError('image', 'The image provider is busy.', true, {
      vendor: 'openai',
      retryAfterMs: 2000,
      cause,
    });
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({
      name: 'EngineError',
      capability: 'image',
      message: 'The image provider is busy.',
      retryable: true,
      vendor: 'openai',
      retryAfterMs: 2000,
      cause,
    });
    const plain = new EngineError('video', 'Bad input', false);
    expect(plain).toMatchObject({ vendor: undefined, retryAfterMs: undefined });
    expect('cause' in plain).toBe(false);
  });

  it('is recognised in a job failure as stored (name and message), under today’s and older names', () => {
    const error = new EngineError('speech', 'The voice service is busy.', true);
    expect(isEngineFailure({ name: error.name, message: error.message })).toBe(true);
    for (const name of [
      'VideoEngineError',
      'ImageEngineError',
      'SpeechEngineError',
      'ScriptEngineError',
    ]) {
      expect(isEngineFailure({ name, message: 'Worded for users' })).toBe(true);
    }
    for (const name of ['Error', 'MediaError', 'JobTimeoutError', undefined, 42]) {
      expect(isEngineFailure({ name, message: 'Internal detail' })).toBe(false);
    }
    expect(isEngineFailure({ message: 'Job expired' })).toBe(false);
  });
});

/** Every capability's engines (local and vendor) fail with an EngineError of that capability. */
describe("each capability's errors are EngineErrors", () => {
  const failure = async (run: () => unknown): Promise<unknown> => {
    try {
      await run();
    } catch (error) {
      return error;
    }
    throw new Error('expected a failure');
  };
  const noHeaders = new Headers();
  const signal = new AbortController().signal;

  const cases: [string, EngineCapability, () => unknown][] = [
    [
      'veo: an unsupported aspect ratio',
      'video',
      () =>
        veoParameters('veo-3.0-generate-001', {
          aspectRatio: '1:1',
          resolution: '720p',
          durationSeconds: 8,
          hasImage: false,
        }),
    ],
    [
      'hedra: a failed generation',
      'video',
      () => {
        throw hedraGenerationError({ status: 'error', error: { type: 'INTERNAL' } });
      },
    ],
    [
      'higgsfield: an nsfw result',
      'image',
      () => soulOutcome({ status: 'nsfw', request_id: 'r1' }),
    ],
    [
      'openai images: a 500',
      'image',
      () => {
        throw openAiHttpError({ status: 500, body: null, headers: noHeaders });
      },
    ],
    [
      'local images: a reference without photos',
      'image',
      () =>
        new LocalImageEngine().buildReference({
          id: 'r1',
          workDir: '/nonexistent',
          signal,
          name: 'Nobody',
          images: [],
          vendorRef: null,
          saveVendorRef: () => Promise.resolve(),
        }),
    ],
    [
      'elevenlabs: a wrong key',
      'speech',
      () => {
        throw elevenLabsHttpError({ status: 401, body: null, headers: noHeaders });
      },
    ],
    [
      'local speech: no text',
      'speech',
      () => new LocalSpeechEngine().synthesize({ text: '  ', voiceId: 'rachel', signal }),
    ],
    [
      'openai chat: a 429',
      'script',
      () => {
        throw chatHttpError(429, null);
      },
    ],
  ];

  it.each(cases)('%s', async (_name, capability, run) => {
    const error = await failure(run);
    expect(error).toBeInstanceOf(EngineError);
    expect((error as EngineError).capability).toBe(capability);
  });

  it('a vendor session words its own failures for its capability', async () => {
    const stopped = new AbortController();
    const session = new VendorSession(
      stopped.signal,
      { requestMs: 1000, downloadMs: 1000, generationMs: 0 },
      { capability: 'speech', vendor: 'elevenlabs' },
    );
    await new Promise((resolve) => setTimeout(resolve, 5));
    try {
      const error = await failure(() => session.json('http://127.0.0.1:9/never'));
      expect(error).toBeInstanceOf(EngineError);
      expect(error).toMatchObject({
        capability: 'speech',
        vendor: 'elevenlabs',
        message: 'The voice service took too long to respond.',
        retryable: false,
      });
    } finally {
      session.close();
    }
  });
});
