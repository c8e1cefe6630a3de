import { closeSync, openSync, readSync } from 'node:fs';
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { EngineError } from '../../../kernel/engine-error.js';
import type {
  TranscriptionEngine,
  TranscriptionRequest,
  TranscriptionResult,
  TranscriptWord,
} from '../port.js';
import { pcm16kMono } from './pcm.js';
import { SerialQueue } from './serial-queue.js';

/**
 * whisper.cpp through the prebuilt CPU build of @fugood/whisper.node for this platform
 * (`@fugood/node-whisper-linux-x64`, MIT, 2.8 MB: the wrapper package would also install its
 * CUDA and Vulkan builds, decision 065). Only an operator's own ggml model file is used
 * (WHISPER_MODEL_PATH); nothing is downloaded. Tokens come back one per segment (maxLen 1 with
 * token timestamps) and are joined into words here.
 */

export const WHISPER_MESSAGES = {
  failed: 'whisper.cpp could not transcribe this recording.',
  notPcm: 'whisper.cpp needs 16 kHz mono 16-bit WAV audio.',
} as const;

/** The native module's surface this engine uses (binding.ts of @fugood/whisper.node). */
export interface WhisperSegment {
  text: string;
  /** Milliseconds from the start of the audio. */
  t0: number;
  t1: number;
}
interface WhisperResult {
  language?: string;
  segments: WhisperSegment[];
  isAborted: boolean;
}
export interface WhisperContext {
  transcribeData(
    pcm16: ArrayBuffer,
    options: Record<string, unknown>,
  ): { stop: () => Promise<void>; promise: Promise<WhisperResult> };
  release(): Promise<void>;
}
export interface WhisperBinding {
  WhisperContext: new (options: { filePath: string; useGpu?: boolean }) => WhisperContext;
}

/** The prebuilt binding for this machine, or an error saying which package to install. */
export function loadWhisperBinding(): WhisperBinding {
  const name = `@fugood/node-whisper-${process.platform}-${process.arch}`;
  try {
    return createRequire(import.meta.url)(name) as WhisperBinding;
  } catch (error) {
    throw new Error(
      `WHISPER_MODEL_PATH is set but the whisper.cpp binding ${name} is not installed`,
      {
        cause: error,
      },
    );
  }
}

/** "ggml" as whisper.cpp writes it (a little-endian 0x67676d6c). */
const GGML_MAGIC = Buffer.from('lmgg', 'latin1');

/**
 * Checked at start: WHISPER_MODEL_PATH must name a readable ggml file (a wrong path or a
 * downloaded HTML page stops the boot instead of failing every transcript later).
 */
export function checkWhisperModel(modelPath: string): void {
  const head = Buffer.alloc(4);
  let fd: number | undefined;
  try {
    fd = openSync(modelPath, 'r');
    readSync(fd, head, 0, 4, 0);
  } catch (error) {
    throw new Error(`WHISPER_MODEL_PATH=${modelPath} cannot be read`, { cause: error });
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
  if (!head.equals(GGML_MAGIC)) {
    throw new Error(`WHISPER_MODEL_PATH=${modelPath} is not a whisper.cpp ggml model file`);
  }
}

/**
 * Words from token segments: a token that starts with a space begins a word, any other
 * continues the one before ("Pod" + "cast"). Times are clamped to the piece (whisper's last
 * timestamp can run past the audio's end).
 */
export function wordsFromTokens(
  segments: readonly WhisperSegment[],
  durationSeconds: number,
): TranscriptWord[] {
  const clamp = (ms: number) => Math.min(Math.max(ms / 1000, 0), durationSeconds);
  const words: TranscriptWord[] = [];
  let startsWord = true;
  for (const segment of segments) {
    const text = segment.text;
    if (!text.trim()) {
      startsWord = true; // a lone space: the next token starts a word
      continue;
    }
    const last = words.at(-1);
    if (last && !startsWord && !/^\s/.test(text)) {
      last.text += text.trim();
      last.end = Math.max(last.end, clamp(segment.t1));
    } else {
      const start = clamp(segment.t0);
      words.push({ text: text.trim(), start, end: Math.max(start, clamp(segment.t1)) });
    }
    startsWord = /\s$/.test(text);
  }
  return words;
}

export interface WhisperCppOptions {
  modelPath: string;
  /** Injected by tests; the installed binding otherwise. */
  binding?: WhisperBinding;
  /** CPU threads for one piece (whisper.cpp parallelises within a piece). */
  threads?: number;
  /**
   * How long a piece may take. The binding's promise never settles when the native side fails
   * or is stopped (its error callback passes one argument where the JS side waits for two), so
   * this bound is what turns such a failure into an error. Default: 30 s + 10 s per second of
   * audio (a base model runs well under real time on 2 cores).
   */
  timeoutMs?: (durationSeconds: number) => number;
}

const defaultTimeoutMs = (durationSeconds: number) => (30 + 10 * durationSeconds) * 1000;

export class WhisperCppEngine implements TranscriptionEngine {
  readonly engine = 'whisper-cpp' as const;
  /**
   * Four 30 s whisper windows. Short, because a cancelled piece cannot be interrupted (the
   * binding's stop() only drops the answer: whisper.cpp runs to the end of the piece).
   */
  readonly maxPieceSeconds = 120;
  readonly labelsSpeakers = false;
  readonly #options: WhisperCppOptions;
  /** One context, one piece at a time: it uses every core by itself. */
  readonly #queue = new SerialQueue();
  #context: WhisperContext | undefined;

  constructor(options: WhisperCppOptions) {
    this.#options = options;
  }

  transcribe(request: TranscriptionRequest): Promise<TranscriptionResult> {
    request.signal.throwIfAborted();
    const pcm = pcm16kMono(request.wav);
    if (!pcm) {
      return Promise.reject(new EngineError('transcription', WHISPER_MESSAGES.notPcm, false));
    }
    return this.#queue.run(request.signal, () => this.#hear(pcm, request));
  }

  /** Frees the model's memory; a later transcribe loads it again. */
  async close(): Promise<void> {
    const context = this.#context;
    this.#context = undefined;
    await context?.release();
  }

  #load(): WhisperContext {
    if (this.#context) return this.#context;
    const binding = this.#options.binding ?? loadWhisperBinding();
    try {
      this.#context = new binding.WhisperContext({
        filePath: this.#options.modelPath,
        useGpu: false,
      });
    } catch (error) {
      throw new EngineError('transcription', WHISPER_MESSAGES.failed, false, { cause: error });
    }
    return this.#context;
  }

  async #hear(pcm: Buffer, { durationSeconds, language, signal }: TranscriptionRequest) {
    const context = this.#load();
    // The binding reads 16-bit samples from an ArrayBuffer of exactly the samples.
    const samples = pcm.buffer.slice(pcm.byteOffset, pcm.byteOffset + pcm.byteLength);
    const job = context.transcribeData(samples as ArrayBuffer, {
      ...(language && { language }),
      maxThreads: this.#options.threads ?? availableParallelism(),
      maxLen: 1,
      tokenTimestamps: true,
    });
    const timeoutMs = (this.#options.timeoutMs ?? defaultTimeoutMs)(durationSeconds);
    let timer: NodeJS.Timeout | undefined;
    let onAbort: (() => void) | undefined;
    try {
      const result = await Promise.race([
        job.promise,
        new Promise<never>((_, reject) => {
          onAbort = () => reject(signal.reason);
          signal.addEventListener('abort', onAbort, { once: true });
          timer = setTimeout(
            () => reject(new EngineError('transcription', WHISPER_MESSAGES.failed, false)),
            timeoutMs,
          );
        }),
      ]);
      if (result.isAborted) throw signal.reason;
      return {
        words: wordsFromTokens(result.segments, durationSeconds),
        ...(result.language && { language: result.language }),
      };
    } catch (error) {
      // Cancelled or stuck: ask the native side to stop (its promise is left to itself).
      if (signal.aborted || error instanceof EngineError) await job.stop().catch(() => {});
      if (signal.aborted) throw signal.reason;
      if (error instanceof EngineError) throw error;
      throw new EngineError('transcription', WHISPER_MESSAGES.failed, false, { cause: error });
    } finally {
      clearTimeout(timer);
      if (onAbort) signal.removeEventListener('abort', onAbort);
    }
  }
}
