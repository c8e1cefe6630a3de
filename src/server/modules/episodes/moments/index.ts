import type { EpisodeMoment, MomentRequest } from '@shared/episodes';
import type { TranscriptWord } from '@shared/transcripts';
import { rankMoments } from './rank.js';
import { analyseWavFile } from '../../../providers/transcription/index.js';

/**
 * Finding an episode's moments (issue 30 item 4, decision 067): 5-15 non-overlapping clips of
 * the asked length, ranked by what makes a clip work, each with the reasons a person reads.
 * The episode's 16 kHz mono WAV is streamed from disk for its pauses and energy; with words,
 * moments are runs of whole sentences; without (no transcription engine), stretches of speech
 * between pauses.
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

export async function findEpisodeMoments(input: FindMomentsInput): Promise<EpisodeMoment[]> {
  // Too short for even one moment: nothing to read (fewer only when the episode is too short).
  if (input.durationSeconds < input.request.minSeconds) return [];
  const audio = await analyseWavFile(input.wavPath, input.signal);
  input.signal?.throwIfAborted();
  return rankMoments(input.words, audio, input.request);
}
