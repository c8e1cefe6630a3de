import { createHash } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { EngineError } from '../../kernel/engine-error.js';
import { transcribeRecording } from './chunked.js';
import { planPieces } from './pieces.js';
import type { TranscriptionEngine, TranscriptionRequest, TranscriptionResult } from './port.js';
import { analyseWavFile } from './wav-file.js';
import {
  burstRecording,
  hearWav,
  recordingWav,
  sentences,
  type RecordingPart,
} from '../../../../test/fakes/heard-words.js';

/** The chunked transcriber with an in-process engine that hears each burst of sound as a word. */

const RATE = 16_000;
const signal = new AbortController().signal;
const noWait = () => 0;

class FakeEngine implements TranscriptionEngine {
  readonly engine = 'pocketsphinx' as const;
  readonly labelsSpeakers = false;
  /** Each piece by its bytes, in the order first seen, with how often it was sent. */
  readonly tries = new Map<string, number>();
  inFlight = 0;
  mostInFlight = 0;

  constructor(
    readonly maxPieceSeconds: number,
    private readonly behave: {
      /** Throws instead of answering this piece's attempt (piece index in first-seen order). */
      failure?: (piece: number, attempt: number) => EngineError | undefined;
      /** Milliseconds before answering this piece. */
      delayMs?: (piece: number) => number;
    } = {},
  ) {}

  async transcribe({ wav, signal: stop }: TranscriptionRequest): Promise<TranscriptionResult> {
    const key = createHash('sha1').update(wav).digest('hex');
    const attempt = (this.tries.get(key) ?? 0) + 1;
    this.tries.set(key, attempt);
    const piece = [...this.tries.keys()].indexOf(key);
    this.inFlight += 1;
    this.mostInFlight = Math.max(this.mostInFlight, this.inFlight);
    try {
      await new Promise((resolve) => setTimeout(resolve, this.behave.delayMs?.(piece) ?? 1));
      stop.throwIfAborted();
      const failure = this.behave.failure?.(piece, attempt);
      if (failure) throw failure;
      const heard = hearWav(wav)!;
      return {
        words: heard.bursts.map((burst) => ({ text: `p${piece}`, ...burst })),
        language: 'en',
      };
    } finally {
      this.inFlight -= 1;
    }
  }
}

const busy = () => new EngineError('transcription', 'busy', true);
const refused = () => new EngineError('transcription', 'refused', false);
const recording = burstRecording(sentences(10, 3, 1));
const wavPath = recordingWav(recording.pcm);
const PIECE_SECONDS = 8;
const piecesOf = async (file: string, seconds: number) =>
  planPieces((await analyseWavFile(file)).analysis, seconds);
const pieceCount = (await piecesOf(wavPath, PIECE_SECONDS)).length;

describe('transcribeRecording', () => {
  it('places every word of every piece at its time in the recording, in order', async () => {
    // Earlier pieces answer last, so finishing order is the reverse of recording order.
    const engine = new FakeEngine(PIECE_SECONDS, { delayMs: (piece) => 40 - piece * 4 });
    const transcript = await transcribeRecording({
      engine,
      wavPath,
      signal,
      concurrency: 4,
    });

    expect(pieceCount).toBeGreaterThan(3);
    expect(engine.tries.size).toBe(pieceCount);
    expect(transcript.engine).toBe('pocketsphinx');
    expect(transcript.language).toBe('en');
    expect(transcript.words).toHaveLength(recording.words.length);
    transcript.words.forEach((word, i) => {
      expect(Math.abs(word.start - recording.words[i]!.start)).toBeLessThan(0.011);
      expect(Math.abs(word.end - recording.words[i]!.end)).toBeLessThan(0.011);
    });
    const pieceOrder = transcript.words.map((word) => Number(word.text.slice(1)));
    expect(pieceOrder).toEqual([...pieceOrder].sort((a, b) => a - b));
  });

  it('tries a piece that failed again on its own, keeping the others', async () => {
    const engine = new FakeEngine(PIECE_SECONDS, {
      failure: (piece, attempt) => (piece === 2 && attempt === 1 ? busy() : undefined),
    });
    const transcript = await transcribeRecording({
      engine,
      wavPath,
      signal,
      concurrency: 2,
      backoffMs: noWait,
    });

    expect([...engine.tries.values()]).toEqual(
      Array.from({ length: pieceCount }, (_, piece) => (piece === 2 ? 2 : 1)),
    );
    expect(transcript.words).toHaveLength(recording.words.length);
  });

  it('gives up on a piece after its attempts, and on the first failure that will not pass', async () => {
    const tired = new FakeEngine(PIECE_SECONDS, {
      failure: (piece) => (piece === 1 ? busy() : undefined),
    });
    await expect(
      transcribeRecording({
        engine: tired,
        wavPath,
        signal,
        concurrency: 1,
        attempts: 3,
        backoffMs: noWait,
      }),
    ).rejects.toThrow('busy');
    expect([...tired.tries.values()]).toEqual([1, 3]);

    const final = new FakeEngine(PIECE_SECONDS, {
      failure: (piece) => (piece === 1 ? refused() : undefined),
    });
    await expect(
      transcribeRecording({
        engine: final,
        wavPath,
        signal,
        concurrency: 1,
        backoffMs: noWait,
      }),
    ).rejects.toThrow('refused');
    // Not retried, and no piece after it was sent.
    expect([...final.tries.values()]).toEqual([1, 1]);
  });

  it('waits as long as the engine was told to before trying again', async () => {
    const told = new EngineError('transcription', 'busy', true, { retryAfterMs: 80 });
    const engine = new FakeEngine(PIECE_SECONDS, {
      failure: (piece, attempt) => (piece === 0 && attempt === 1 ? told : undefined),
    });
    const started = performance.now();
    await transcribeRecording({ engine, wavPath, signal, concurrency: 1 });
    expect(performance.now() - started).toBeGreaterThanOrEqual(75);
  });

  it('reports progress from 0 to 100, never going back, 100 only once done', async () => {
    const seen: number[] = [];
    const engine = new FakeEngine(PIECE_SECONDS, { delayMs: (piece) => (piece % 3) * 5 });
    let wordsWhenDone = -1;
    const transcript = await transcribeRecording({
      engine,
      wavPath,
      signal,
      concurrency: 3,
      onProgress: (percent) => {
        seen.push(percent);
        if (percent === 100) wordsWhenDone = engine.tries.size;
      },
    });
    expect(seen[0]).toBe(0);
    expect(seen.at(-1)).toBe(100);
    expect(seen.filter((percent) => percent === 100)).toHaveLength(1);
    for (let i = 1; i < seen.length; i++) expect(seen[i]!).toBeGreaterThan(seen[i - 1]!);
    expect(seen.length).toBeGreaterThan(3);
    expect(wordsWhenDone).toBe(pieceCount);
    expect(transcript.words).toHaveLength(recording.words.length);
  });

  it('hears at most one piece per core unless told otherwise', async () => {
    const cores = new FakeEngine(PIECE_SECONDS, { delayMs: () => 10 });
    await transcribeRecording({ engine: cores, wavPath, signal });
    expect(cores.mostInFlight).toBeLessThanOrEqual(Math.min(availableParallelism(), pieceCount));

    const two = new FakeEngine(PIECE_SECONDS, { delayMs: () => 10 });
    await transcribeRecording({ engine: two, wavPath, signal, concurrency: 2 });
    expect(two.mostInFlight).toBe(2);
  });

  it('sends no silent piece, and a silent recording is a transcript without words', async () => {
    const parts: RecordingPart[] = [...sentences(1, 3), { gap: 20 }, ...sentences(1, 3)];
    const withSilence = burstRecording(parts);
    const engine = new FakeEngine(8);
    const silenceWav = recordingWav(withSilence.pcm);
    const transcript = await transcribeRecording({ engine, wavPath: silenceWav, signal });
    const pieces = await piecesOf(silenceWav, 8);
    expect(pieces.some((piece) => !piece.audible)).toBe(true);
    expect(engine.tries.size).toBe(pieces.filter((piece) => piece.audible).length);
    expect(transcript.words).toHaveLength(6);

    const quiet = new FakeEngine(8);
    const progress: number[] = [];
    const none = await transcribeRecording({
      engine: quiet,
      wavPath: recordingWav(Buffer.alloc(RATE * 2 * 5)),
      signal,
      onProgress: (percent) => progress.push(percent),
    });
    expect(none.words).toEqual([]);
    expect(quiet.tries.size).toBe(0);
    expect(progress).toEqual([0, 100]);
  });

  it('stops when its signal aborts, with the signal’s reason', async () => {
    const controller = new AbortController();
    const engine = new FakeEngine(PIECE_SECONDS, { delayMs: () => 20 });
    const running = transcribeRecording({
      engine,
      wavPath,
      signal: controller.signal,
      concurrency: 1,
    });
    controller.abort(new Error('shutting down'));
    await expect(running).rejects.toThrow('shutting down');
    expect(engine.tries.size).toBeLessThan(pieceCount);
  });
});
