import type { EpisodeMoment, MomentRequest } from '@shared/episodes';
import type { TranscriptWord, TranscriptionEngineId } from '@shared/transcripts';
import {
  analyseWavFile,
  transcribeRecording,
  type TranscriptionEngines,
  type WavAnalysis,
} from '../../providers/transcription/index.js';
import { findMomentsIn } from './moments/index.js';

/**
 * What an episode's analysis is made with (decision 066), injected through the module context
 * (modules/index.ts `episodeAnalysis`) so that tests pass fakes and the composition root the
 * real engines: the transcription registry's chunked transcriber, and the moment finder.
 */

/**
 * The recording's one streamed pass (decision 073): each 20 ms frame's level, and the speech
 * analysis derived from those levels (pauses, activity, rhythm). The transcriber cuts its
 * pieces at its pauses; the moment finder reads speech and energy from the same frames.
 */
export type RecordingScan = WavAnalysis;

/** Streams the WAV once; a stream stopped by the signal fails with the signal's reason. */
export function scanRecording(wavPath: string, signal: AbortSignal): Promise<RecordingScan> {
  return analyseWavFile(wavPath, signal).catch((error: unknown) => {
    throw signal.aborted ? signal.reason : error;
  });
}

export interface TranscribeRecordingRequest {
  /** The whole recording as 16 kHz mono 16-bit PCM WAV on this machine's disk. */
  wavPath: string;
  /** Its scan: the pieces are cut at its pauses (the WAV is then read a piece at a time). */
  scan: RecordingScan;
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
  /** The scan of the WAV the words were heard in (speech activity and energy). */
  scan: RecordingScan;
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

/**
 * The real wiring (decision 066): the words from the process's transcription engine through
 * the chunked transcriber (cut at pauses, pieces in parallel, each retried on its own), and
 * the moments from the moment finder. With no engine the words are null and the moments come
 * from speech activity and energy alone.
 */
export function defaultEpisodeAnalysis(transcription: TranscriptionEngines): EpisodeAnalysis {
  return {
    async transcribeRecording({ wavPath, scan, signal, onProgress }) {
      const { engine } = transcription;
      if (!engine) return null;
      const transcript = await transcribeRecording({
        engine,
        wavPath,
        analysis: scan.analysis,
        signal,
        onProgress: (percent) => onProgress(percent / 100),
      });
      return transcript;
    },
    findMoments: (request) => Promise.resolve(findMomentsIn(request)),
  };
}
