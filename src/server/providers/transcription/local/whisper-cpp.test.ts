import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { quietWav16k } from '../../../../../test/fixtures/speech.js';
import { tinyWhisperModel } from '../../../../../test/fixtures/tiny-whisper-model.js';
import { EngineError } from '../../../kernel/engine-error.js';
import {
  WHISPER_MESSAGES,
  WhisperCppEngine,
  checkWhisperModel,
  loadWhisperBinding,
  type WhisperBinding,
  wordsFromTokens,
} from './whisper-cpp.js';

/**
 * whisper.cpp for real, on a model the test makes: a one-layer, width-8 whisper with seeded
 * random weights in whisper.cpp's ggml format (test/fixtures/tiny-whisper-model.ts). The
 * installed binding loads it and decodes, so loading, the samples handed over, token times,
 * joining tokens into words, cancelling and a broken model file all run; what it hears is
 * nonsense ("w46434 w27064…"), so the text is never checked, only its shape.
 */

const root = mkdtempSync(path.join(tmpdir(), 'reelcast-whisper-'));
const modelPath = path.join(root, 'ggml-tiny-random.bin');
writeFileSync(modelPath, tinyWhisperModel());
const engine = new WhisperCppEngine({ modelPath, threads: 1 });
afterAll(async () => {
  await engine.close();
  rmSync(root, { recursive: true, force: true });
});
const signal = () => new AbortController().signal;
/** Noise the random model turns into a few tokens (speech would do as well). */
const noise = quietWav16k(4, { noise: true });

describe('WhisperCppEngine on a generated model', () => {
  it('loads the model and returns timed words within the piece', { timeout: 60_000 }, async () => {
    const { words, language } = await engine.transcribe({
      wav: noise,
      durationSeconds: 4,
      language: 'en',
      signal: signal(),
    });
    expect(language).toBe('en');
    expect(words.length).toBeGreaterThan(0);
    for (const word of words) {
      // The generated vocabulary's words: " w123" starts one, "x123" continues it.
      expect(word.text).toMatch(/^(w\d+|x\d+)(x\d+)*$/);
      expect(word.start).toBeGreaterThanOrEqual(0);
      expect(word.end).toBeGreaterThanOrEqual(word.start);
      expect(word.end).toBeLessThanOrEqual(4);
    }
  });

  it(
    'answers a cancelled piece with the reason, and hears the next one',
    { timeout: 60_000 },
    async () => {
      const controller = new AbortController();
      const reason = new Error('the job was cancelled');
      const cancelled = engine.transcribe({
        wav: quietWav16k(10, { noise: true }),
        durationSeconds: 10,
        signal: controller.signal,
      });
      // Once the pending callbacks have run, the native job is under way: stop it mid-piece. (The
      // binding cannot interrupt whisper.cpp: the stopped piece runs to its end, then the next.)
      await new Promise((resolve) => setImmediate(resolve));
      controller.abort(reason);
      await expect(cancelled).rejects.toBe(reason);
      const next = await engine.transcribe({ wav: noise, durationSeconds: 4, signal: signal() });
      expect(next.words.length).toBeGreaterThan(0);
    },
  );

  it('turns a model file whisper.cpp cannot load into a final error', async () => {
    const broken = path.join(root, 'truncated.bin');
    // Cut inside the token embedding: the decoder's tensors are missing. (A file cut before its
    // tensors loads as an empty test model in whisper.cpp; the timeout below covers that.)
    writeFileSync(broken, tinyWhisperModel().subarray(0, 600_000));
    checkWhisperModel(broken); // the magic is right: only loading finds it broken
    const brokenEngine = new WhisperCppEngine({ modelPath: broken });
    await expect(
      brokenEngine.transcribe({ wav: noise, durationSeconds: 4, signal: signal() }),
    ).rejects.toEqual(new EngineError('transcription', WHISPER_MESSAGES.failed, false));
  });

  it('refuses audio that is not 16 kHz mono', async () => {
    const wav = quietWav16k(1);
    wav.writeUInt16LE(2, 22); // stereo
    await expect(engine.transcribe({ wav, durationSeconds: 1, signal: signal() })).rejects.toEqual(
      new EngineError('transcription', WHISPER_MESSAGES.notPcm, false),
    );
  });

  it('finds the prebuilt binding for this machine', () => {
    expect(typeof loadWhisperBinding().WhisperContext).toBe('function');
  });
});

describe('WhisperCppEngine with a binding that never answers', () => {
  it('gives up after its time, and stops the native job', async () => {
    let stopped = 0;
    const binding: WhisperBinding = {
      WhisperContext: class {
        transcribeData() {
          // What the real binding does when whisper.cpp fails: a promise that never settles.
          return { stop: async () => void stopped++, promise: new Promise<never>(() => {}) };
        }
        async release() {}
      },
    };
    const stuck = new WhisperCppEngine({ modelPath, binding, timeoutMs: () => 50 });
    await expect(
      stuck.transcribe({ wav: noise, durationSeconds: 4, signal: signal() }),
    ).rejects.toEqual(new EngineError('transcription', WHISPER_MESSAGES.failed, false));
    expect(stopped).toBe(1);
  });
});

describe('checkWhisperModel', () => {
  it('refuses a missing file and one that is not ggml', () => {
    expect(() => checkWhisperModel(path.join(root, 'missing.bin'))).toThrow(/cannot be read/);
    const html = path.join(root, 'page.bin');
    writeFileSync(html, '<!doctype html><title>Hugging Face</title>');
    expect(() => checkWhisperModel(html)).toThrow(/not a whisper.cpp ggml model file/);
    expect(() => checkWhisperModel(modelPath)).not.toThrow();
  });
});

describe('wordsFromTokens', () => {
  it('joins tokens into words and keeps times inside the piece', () => {
    expect(
      wordsFromTokens(
        [
          { text: ' Pod', t0: 100, t1: 300 },
          { text: 'cast', t0: 300, t1: 520 },
          { text: ' ', t0: 520, t1: 520 },
          { text: 'hosts', t0: 600, t1: 900 },
          { text: ' talk', t0: 900, t1: 1_400 },
          { text: '.', t0: 1_400, t1: 1_450 },
          { text: ' late', t0: 1_900, t1: 2_600 },
        ],
        2.5,
      ),
    ).toEqual([
      { text: 'Podcast', start: 0.1, end: 0.52 },
      { text: 'hosts', start: 0.6, end: 0.9 },
      { text: 'talk.', start: 0.9, end: 1.45 },
      { text: 'late', start: 1.9, end: 2.5 },
    ]);
  });
});
