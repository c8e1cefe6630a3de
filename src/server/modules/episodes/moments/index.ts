import type { EpisodeMoment, MomentRequest } from '@shared/episodes';
import type { TranscriptWord } from '@shared/transcripts';
import { rankMoments } from './rank.js';
import { analyseWavFile } from '../../../providers/transcription/index.js';
import type { EpisodeAudio } from './energy.js';

/**
 * Finding an episode's moments (issue 30 item 4, decision 067): 5-15 non-overlapping clips of
 * the asked length, ranked by what makes a clip work, each with the reasons a person reads.
 * They are read from the scan of the episode's 16 kHz mono WAV (its pauses and energy), the
 * one the transcriber cut its pieces by (decision 073); with words, moments are runs of whole
 * sentences; without (no transcription engine), stretches of speech between pauses.
 */

export interface FindMomentsInput {
  /** The transcript's words, or null when no engine could make one. */
  words: TranscriptWord[] | null;
  /** The episode's sound as a 16-bit PCM WAV (16 kHz mono is what the episodes job writes). */
  wavPath: string;
  /** The probed length; the WAV's own frames give every time. */
  durationSeconds: number;
  request: MomentRequest;
  signal?: AbortSignal;
}

export { NO_WORDS_NOTE } from './rank-activity.js';
export type { EpisodeAudio } from './energy.js';

/** The moments of a scanned recording (what the episode jobs call: they scan it once). */
export function findMomentsIn(input: {
  words: TranscriptWord[] | null;
  scan: EpisodeAudio;
  durationSeconds: number;
  request: MomentRequest;
}): EpisodeMoment[] {
  // Too short for even one moment (fewer only when the episode is too short).
  if (input.durationSeconds < input.request.minSeconds) return [];
  return rankMoments(input.words, input.scan, input.request);
}

/** The moments of a WAV on disk, scanned here (the benchmarks time the whole search). */
export async function findEpisodeMoments(input: FindMomentsInput): Promise<EpisodeMoment[]> {
  if (input.durationSeconds < input.request.minSeconds) return [];
  const scan = await analyseWavFile(input.wavPath, input.signal);
  input.signal?.throwIfAborted();
  return findMomentsIn({ ...input, scan });
}
