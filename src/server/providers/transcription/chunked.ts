import { open, type FileHandle } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { setTimeout as delay } from 'node:timers/promises';
import type { SpeechAnalysis } from '@shared/moments';
import type { Transcript } from '@shared/transcripts';
import { EngineError } from '../../kernel/engine-error.js';
import { pieceSecondsFor, planPieces, type Piece } from './pieces.js';
import type { TranscriptionEngine, TranscriptWord } from './port.js';
import { TRANSCRIPTION_SAMPLE_RATE } from './wav.js';
import { analyseWavFile, readPcmLayout, readPieceWav, type PcmLayout } from './wav-file.js';

/**
 * A whole recording through one engine (decision 064): cut at pauses into pieces the engine
 * takes in one call, heard in parallel (at most one piece per core, or the caller's limit),
 * progress reported as pieces finish, a piece whose failure is retryable tried again on its
 * own (the others are kept), and every word's time moved from its piece into the recording.
 * The recording stays on disk: one streamed pass finds its pauses, and each piece's samples
 * are read when it is heard, so memory holds the pieces in flight, not the hours.
 */

export const PIECE_ATTEMPTS = 3;
/** A vendor's `retry-after` longer than this is not waited out: the piece fails, the job retries. */
export const MAX_RETRY_WAIT_MS = 60_000;

export interface TranscribeRecordingOptions {
  engine: TranscriptionEngine;
  /** The recording: a 16 kHz mono 16-bit PCM WAV on this machine's disk. */
  wavPath: string;
  /**
   * Its speech analysis when the caller streamed it already (an episode's one scan serves its
   * moments too, decision 073); else the WAV is streamed here for it.
   */
  analysis?: SpeechAnalysis;
  language?: string;
  signal: AbortSignal;
  /** 0..100, never going back, 100 once every word is in. */
  onProgress?: (percent: number) => void;
  /** Pieces heard at once; the machine's cores when absent. */
  concurrency?: number;
  /** Tries per piece, the first included. */
  attempts?: number;
  /** The wait before trying a piece again when the engine named none (attempt 1, 2, …). */
  backoffMs?: (attempt: number) => number;
}

const defaultBackoff = (attempt: number) => 1000 * 2 ** (attempt - 1);

export async function transcribeRecording(
  options: TranscribeRecordingOptions,
): Promise<Transcript> {
  const { engine, wavPath, signal } = options;
  const layout = await readPcmLayout(wavPath);
  if (layout.sampleRate !== TRANSCRIPTION_SAMPLE_RATE || layout.channels !== 1) {
    throw new Error(`${wavPath} is not 16 kHz mono PCM WAV`);
  }
  // A stream stopped by the signal fails with its own AbortError: the signal's reason is told.
  const analysis =
    options.analysis ??
    (
      await analyseWavFile(wavPath, signal).catch((error: unknown) => {
        throw signal.aborted ? signal.reason : error;
      })
    ).analysis;
  const workers = options.concurrency ?? availableParallelism();
  const pieceSeconds = pieceSecondsFor(engine, analysis.durationSeconds, workers);
  const pieces = planPieces(analysis, pieceSeconds);
  const file = await open(wavPath, 'r');
  try {
    return await transcribePieces(options, pieces, { file, layout });
  } finally {
    await file.close();
  }
}

interface OpenRecording {
  file: FileHandle;
  layout: PcmLayout;
}

async function transcribePieces(
  options: TranscribeRecordingOptions,
  pieces: Piece[],
  recording: OpenRecording,
): Promise<Transcript> {
  const { engine, signal } = options;
  const progress = progressReporter(pieces, options.onProgress);
  const results: { words: TranscriptWord[]; language?: string }[] = pieces.map(() => ({
    words: [],
  }));

  // One failure that will not pass stops the pieces still being heard: their words are moot.
  const stop = new AbortController();
  const pieceSignal = AbortSignal.any([signal, stop.signal]);
  const queue = pieces
    .map((piece, index) => ({ piece, index }))
    .filter(({ piece }) => piece.audible);
  const workers = Math.max(
    1,
    Math.min(options.concurrency ?? availableParallelism(), queue.length),
  );
  let failure: unknown;

  const work = async () => {
    for (let next = queue.shift(); next && !pieceSignal.aborted; next = queue.shift()) {
      try {
        const heard = await hearPiece(options, recording, next.piece, pieceSignal);
        results[next.index] = heard;
        progress.done(next.piece);
      } catch (error) {
        failure ??= error;
        stop.abort();
      }
    }
  };
  await Promise.all(Array.from({ length: workers }, work));
  if (signal.aborted) throw signal.reason;
  if (failure !== undefined) throw failure;

  progress.finish();
  return {
    engine: engine.engine,
    ...(results.find((result) => result.language) && {
      language: results.find((result) => result.language)!.language,
    }),
    words: results.flatMap((result) => result.words),
  };
}

/** One piece, tried again while its failure is retryable and attempts remain. */
async function hearPiece(
  options: TranscribeRecordingOptions,
  { file, layout }: OpenRecording,
  piece: Piece,
  signal: AbortSignal,
): Promise<{ words: TranscriptWord[]; language?: string }> {
  const first = Math.round(piece.start * TRANSCRIPTION_SAMPLE_RATE) * 2;
  const last = Math.min(layout.dataBytes, Math.round(piece.end * TRANSCRIPTION_SAMPLE_RATE) * 2);
  const wav = await readPieceWav(file, layout, first, last);
  const offset = first / 2 / TRANSCRIPTION_SAMPLE_RATE;
  const attempts = options.attempts ?? PIECE_ATTEMPTS;
  const backoff = options.backoffMs ?? defaultBackoff;
  for (let attempt = 1; ; attempt++) {
    try {
      const heard = await options.engine.transcribe({
        wav,
        durationSeconds: (last - first) / 2 / TRANSCRIPTION_SAMPLE_RATE,
        ...(options.language && { language: options.language }),
        signal,
      });
      return {
        words: heard.words.map((word) => shifted(word, offset)),
        ...(heard.language && { language: heard.language }),
      };
    } catch (error) {
      const wait = error instanceof EngineError ? (error.retryAfterMs ?? backoff(attempt)) : 0;
      const again =
        error instanceof EngineError &&
        error.retryable &&
        attempt < attempts &&
        wait <= MAX_RETRY_WAIT_MS &&
        !signal.aborted;
      if (!again) throw error;
      await delay(wait, undefined, { signal });
    }
  }
}

/** A piece's word at its place in the whole recording (to the millisecond). */
function shifted(word: TranscriptWord, offsetSeconds: number): TranscriptWord {
  const start = Math.round((word.start + offsetSeconds) * 1000) / 1000;
  const end = Math.round((word.end + offsetSeconds) * 1000) / 1000;
  return { ...word, start, end: Math.max(start, end) };
}

/**
 * Progress as the share of the recording's audible time whose words are in. It stops at 99
 * until the transcript is whole, so 100 always means done.
 */
function progressReporter(pieces: Piece[], report: ((percent: number) => void) | undefined) {
  const audible = pieces.filter((piece) => piece.audible);
  const total = audible.reduce((sum, piece) => sum + (piece.end - piece.start), 0);
  let heard = 0;
  let last = -1;
  const emit = (percent: number) => {
    if (percent <= last) return;
    last = percent;
    report?.(percent);
  };
  emit(0);
  return {
    done(piece: Piece) {
      heard += piece.end - piece.start;
      emit(Math.min(99, Math.floor((100 * heard) / Math.max(total, Number.EPSILON))));
    },
    finish: () => emit(100),
  };
}
