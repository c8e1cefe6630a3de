import type { EpisodeMoment, MomentRequest } from '@shared/episodes';
import type { TranscriptWord, TranscriptionEngineId } from '@shared/transcripts';
import { EngineError } from '../../kernel/engine-error.js';

/**
 * What an episode's analysis is made with (decision 066), injected through the module context
 * (modules/index.ts `episodeAnalysis`) so that tests pass fakes and the composition root the
 * real engines: the transcription registry's chunked transcriber, and the moment finder.
 */

export interface TranscribeRecordingRequest {
  /** The whole recording as 16 kHz mono 16-bit PCM WAV on this machine's disk. */
  wavPath: string;
  durationSeconds: number;
  signal: AbortSignal;
  /** Share of the recording heard so far, 0..1. */
  onProgress: (share: number) => void;
}

export interface TranscribedRecording {
  engine: TranscriptionEngineId;
  language?: string;
  /** Times in seconds from the start of the recording. */
  words: TranscriptWord[];
}

/**
 * The recording's words, or null when no transcription engine is set up (the moments then come
 * from the sound alone). Throws an EngineError('transcription', …) on failure: `retryable`
 * when another attempt may work.
 */
export type TranscribeRecording = (
  request: TranscribeRecordingRequest,
) => Promise<TranscribedRecording | null>;

export interface FindMomentsRequest {
  /** The episode's words, or null when none could be had (no engine). */
  words: TranscriptWord[] | null;
  /** The same WAV the words were heard in (speech activity and energy). */
  wavPath: string;
  durationSeconds: number;
  request: MomentRequest;
  signal: AbortSignal;
  /** Share of the search done, 0..1. */
  onProgress: (share: number) => void;
}

/** The moments worth a clip, best first. */
export type FindMoments = (request: FindMomentsRequest) => Promise<EpisodeMoment[]>;

export interface EpisodeAnalysis {
  transcribeRecording: TranscribeRecording;
  findMoments: FindMoments;
}

/** Until the lead wires the moment finder at merge (see defaultEpisodeAnalysis). */
const FINDER_NOT_WIRED = 'The moment finder is not set up on this server yet';

/**
 * The default wiring (runtime.ts and tests that pass none).
 * - transcribeRecording: no engine set up (null), so the moments come from the sound alone.
 *   TODO(merge, issue 30): the transcription registry's chunked transcriber.
 * - findMoments: TODO(merge, issue 30): `findEpisodeMoments` from './moments/index.js' (built
 *   in another branch). Until then every analysis fails with a clear message and is refunded,
 *   rather than proposing made-up moments.
 */
export function defaultEpisodeAnalysis(): EpisodeAnalysis {
  return {
    transcribeRecording: () => Promise.resolve(null),
    findMoments: () => Promise.reject(new EngineError('transcription', FINDER_NOT_WIRED, false)),
  };
}
