import type { EpisodeMoment, MomentRequest } from '@shared/episodes';
import type { TranscriptWord } from '@shared/transcripts';
import type { EpisodeAudio } from './energy.js';
import { activityCandidates } from './rank-activity.js';
import { wordCandidates } from './rank-words.js';
import { chooseMoments } from './select.js';

/**
 * The moments of an analysed episode, ranked (decision 067): from its words when it has
 * some, else from its speech activity and energy alone. Pure.
 */
export function rankMoments(
  words: readonly TranscriptWord[] | null,
  audio: EpisodeAudio,
  request: MomentRequest,
): EpisodeMoment[] {
  // A word with no length is kept (an engine's "a"); one ending before it starts is noise.
  const heard = words?.filter((word) => word.end >= word.start) ?? [];
  const candidates =
    heard.length > 0 ? wordCandidates(heard, audio, request) : activityCandidates(audio, request);
  return chooseMoments(candidates, request);
}
