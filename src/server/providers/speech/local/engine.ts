import { Worker } from 'node:worker_threads';
import {
  ESPEAK_WORKER_SOURCE,
  espeakPaths,
  type EspeakAnswer,
  type EspeakJob,
  type EspeakWorkerData,
} from './espeak-worker.js';
import { localVoiceFor, type LocalVoice } from './voices.js';
import { EngineError } from '../../../kernel/engine-error.js';
import type { SpeechEngine, SynthesisRequest, SynthesizedSpeech } from '../port.js';
import { readWavInfo, wavSamples } from '../wav.js';
import { alignWords, measuringOptions, measuringText, textWords } from './word-align.js';

/**
 * The offline speech engine: espeak-ng (via the text2wav npm package, GPL-3.0 voice data and
 * code) in a worker thread per synthesis, WAV out (22,050 Hz, 16-bit mono). Word timings come
 * from a second, measuring reading (word-align.ts, decision 060); when that cannot be split
 * into the words, none are given and captions fall back to spreading words by syllables.
 * See docs/decisions/014-voices-and-speech.md.
 */

export const LOCAL_SPEECH_MESSAGES = {
  noText: 'There is no text to read.',
  tooLong: (max: number) =>
    `The text is too long to read in one go (at most ${max.toLocaleString('en-US')} characters).`,
  failed: 'The local voice engine could not read this text.',
} as const;

/** About 25 minutes of speech, a 60 MB WAV: longer texts are split by the caller. */
export const LOCAL_SPEECH_MAX_CHARACTERS = 20_000;

export interface LocalSpeechOptions {
  /** Syntheses running at once; more wait their turn (each one is a CPU-bound worker). */
  concurrency?: number;
}

export class LocalSpeechEngine implements SpeechEngine {
  readonly engine = 'local' as const;
  readonly #slots: Slots;
  #paths: { enginePath: string; wasmPath: string } | undefined;

  constructor(options: LocalSpeechOptions = {}) {
    this.#slots = new Slots(options.concurrency ?? 2);
  }

  async synthesize({ text, voiceId, signal }: SynthesisRequest): Promise<SynthesizedSpeech> {
    const spoken = text.trim();
    if (!spoken) throw new EngineError('speech', LOCAL_SPEECH_MESSAGES.noText, false);
    if (spoken.length > LOCAL_SPEECH_MAX_CHARACTERS) {
      throw new EngineError(
        'speech',
        LOCAL_SPEECH_MESSAGES.tooLong(LOCAL_SPEECH_MAX_CHARACTERS),
        false,
      );
    }
    const options = espeakOptions(localVoiceFor(voiceId));
    const job: EspeakJob = { text: spoken, options };
    const release = await this.#slots.take(signal);
    try {
      const audio = await this.#run(job, signal);
      const info = readWavInfo(audio);
      if (!info) throw new EngineError('speech', LOCAL_SPEECH_MESSAGES.failed, false);
      const words = textWords(spoken);
      const measuring = await this.#run(
        { text: measuringText(words), options: measuringOptions(options) },
        signal,
      );
      const measuringInfo = readWavInfo(measuring);
      const wordTimings = measuringInfo
        ? alignWords(
            words,
            { samples: wavSamples(audio, info), sampleRate: info.sampleRate },
            { samples: wavSamples(measuring, measuringInfo), sampleRate: measuringInfo.sampleRate },
          )
        : null;
      return { audio, contentType: 'audio/wav', ...(wordTimings && { wordTimings }) };
    } finally {
      release();
    }
  }

  /**
   * espeak-ng's phonemes of each word (its ASCII mnemonics, e.g. "b'oUt"), said one at a time
   * in US English, for the talking portrait's mouth (decision 057); null when espeak does not
   * answer one line per word.
   */
  async phonemes(words: readonly string[], signal: AbortSignal): Promise<string[] | null> {
    // Letters, digits and apostrophes only, each word its own sentence: one line per word.
    const spoken = words.map((word) => word.replace(/[^\p{L}\p{N}']+/gu, ' ').trim() || 'mm');
    const release = await this.#slots.take(signal);
    try {
      const job = { text: `${spoken.join('.\n')}.`, options: ['-v', 'en-us'], phonemes: true };
      const { lines } = await this.#answer(job, signal);
      return lines.length === words.length ? lines.map((line) => line.trim()) : null;
    } finally {
      release();
    }
  }

  async #run(job: EspeakJob, signal: AbortSignal): Promise<Buffer> {
    const { wav } = await this.#answer(job, signal);
    return Buffer.from(wav.buffer, wav.byteOffset, wav.byteLength);
  }

  #answer(job: EspeakJob, signal: AbortSignal): Promise<{ wav: Uint8Array; lines: string[] }> {
    signal.throwIfAborted();
    this.#paths ??= espeakPaths();
    const workerData: EspeakWorkerData = { ...job, ...this.#paths };
    const worker = new Worker(ESPEAK_WORKER_SOURCE, { eval: true, workerData });
    return new Promise((resolve, reject) => {
      const finish = (settle: () => void) => {
        signal.removeEventListener('abort', onAbort);
        worker.removeAllListeners();
        // Errors after the answer (the runtime winding down) do not matter any more.
        worker.on('error', () => {});
        worker.terminate().catch(() => {});
        settle();
      };
      const onAbort = () => finish(() => reject(signal.reason));
      signal.addEventListener('abort', onAbort, { once: true });
      worker.once('message', (answer: EspeakAnswer) => {
        if (answer.ok) {
          finish(() => resolve(answer));
        } else {
          const detail = answer.log.join(' ').trim();
          const cause = new Error(`espeak-ng exited (${answer.status ?? 'no status'}): ${detail}`);
          finish(() =>
            reject(new EngineError('speech', LOCAL_SPEECH_MESSAGES.failed, false, { cause })),
          );
        }
      });
      worker.once('error', (error) =>
        finish(() =>
          reject(new EngineError('speech', LOCAL_SPEECH_MESSAGES.failed, false, { cause: error })),
        ),
      );
      worker.once('exit', (code) =>
        finish(() =>
          reject(
            new EngineError('speech', LOCAL_SPEECH_MESSAGES.failed, false, {
              cause: new Error(`the espeak worker stopped (exit code ${code}) before answering`),
            }),
          ),
        ),
      );
    });
  }
}

/** espeak-ng's command-line options for a voice. */
export function espeakOptions(voice: LocalVoice): string[] {
  return [
    ...['-v', voice.espeakVoice],
    ...['-p', String(voice.pitch)],
    ...['-s', String(voice.speed)],
    ...['-a', String(voice.amplitude)],
  ];
}

/** A counting semaphore whose waiters leave the queue when their signal aborts. */
class Slots {
  #free: number;
  readonly #waiting: (() => void)[] = [];

  constructor(count: number) {
    this.#free = Math.max(1, count);
  }

  async take(signal: AbortSignal): Promise<() => void> {
    signal.throwIfAborted();
    if (this.#free > 0) {
      this.#free -= 1;
      return this.#releaser();
    }
    await new Promise<void>((resolve, reject) => {
      const grant = () => {
        signal.removeEventListener('abort', onAbort);
        resolve();
      };
      const onAbort = () => {
        this.#waiting.splice(this.#waiting.indexOf(grant), 1);
        reject(signal.reason);
      };
      signal.addEventListener('abort', onAbort, { once: true });
      this.#waiting.push(grant);
    });
    return this.#releaser();
  }

  #releaser(): () => void {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const next = this.#waiting.shift();
      // A freed slot goes straight to the next waiter, so the count stays right.
      if (next) next();
      else this.#free += 1;
    };
  }
}
