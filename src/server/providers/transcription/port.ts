import type { TranscriptWord, TranscriptionEngineId } from '@shared/transcripts';

/**
 * The transcription port (issue 30): whatever hears speech and returns timed words. Vendors
 * (an OpenAI-compatible /v1/audio/transcriptions, ElevenLabs speech to text) and local engines
 * (whisper.cpp with an operator's model file, Debian's PocketSphinx) implement it. Long
 * recordings are cut at pauses and sent piece by piece by the chunked transcriber, so an engine
 * is only ever handed one piece of at most `maxPieceSeconds`.
 *
 * A failure is an EngineError with capability 'transcription' (kernel/engine-error.ts):
 * `retryable` when another attempt at the same piece may work (network, 429, 5xx).
 */

export type { TranscriptWord, TranscriptionEngineId };

export interface TranscriptionRequest {
  /**
   * The piece to hear: 16 kHz mono 16-bit PCM WAV, which every engine accepts (the vendors
   * take WAV uploads; the local engines read it directly).
   */
  wav: Buffer;
  /** Seconds of audio in `wav`, so an engine need not parse the header to report progress. */
  durationSeconds: number;
  /** ISO 639-1 hint ("en"); engines that cannot take one ignore it. */
  language?: string;
  signal: AbortSignal;
}

export interface TranscriptionResult {
  /** Times relative to the start of the piece, in seconds. */
  words: TranscriptWord[];
  language?: string;
}

export interface TranscriptionEngine {
  readonly engine: TranscriptionEngineId;
  /** The longest piece this engine takes in one call (vendors cap file sizes; locals their memory). */
  readonly maxPieceSeconds: number;
  /** Whether words carry `speaker` labels. */
  readonly labelsSpeakers: boolean;
  transcribe(request: TranscriptionRequest): Promise<TranscriptionResult>;
}
