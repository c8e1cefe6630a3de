import type { MomentRequest } from '@shared/episodes';
import { pausePointNear, MOMENT_FRAME_SECONDS, type SpeechAnalysis } from '@shared/moments';
import { livelinessMeter, type EpisodeAudio } from './energy.js';
import { hundredth, type Candidate } from './select.js';
import { ACTIVITY_WEIGHTS, ratioValue } from './weights.js';

/**
 * Moments without words (no transcription engine, decision 067): stretches of speech from the
 * end of one pause to the start of another, scored by liveliness and how much of the stretch
 * is speech. The reasons say they were found this way. Pure.
 */

/** A pause this long or longer is a phrase boundary (shorter ones are breaths mid-phrase). */
const PHRASE_PAUSE_SECONDS = 0.35;
/** A pause this long after the stretch most likely closes a thought. */
const CLEAN_END_PAUSE_SECONDS = 0.7;
export const NO_WORDS_NOTE = '(no transcript: found from speech activity and energy)';

interface Boundary {
  /** Where a moment may start after this pause, and end before it. */
  startPoint: number;
  endPoint: number;
  seconds: number;
}

function boundaries(analysis: SpeechAnalysis): Boundary[] {
  const phrasePauses = analysis.pauses.filter(
    (pause) =>
      pause.end - pause.start >= PHRASE_PAUSE_SECONDS ||
      pause.start === 0 ||
      pause.end >= analysis.durationSeconds,
  );
  const total = analysis.durationSeconds;
  const inner = phrasePauses.map((pause) => {
    const seconds = pause.end - pause.start;
    return {
      startPoint: pausePointNear(analysis, pause.end, 'start', seconds) ?? pause.end,
      endPoint: pausePointNear(analysis, pause.start, 'end', seconds) ?? pause.start,
      seconds,
    };
  });
  // Speech from the first sample, or to the last: the audio's own edges bound a stretch too.
  const head = phrasePauses[0]?.start === 0 ? [] : [{ startPoint: 0, endPoint: 0, seconds: 0 }];
  const tail =
    (phrasePauses.at(-1)?.end ?? 0) >= total
      ? []
      : [{ startPoint: total, endPoint: total, seconds: Infinity }];
  return [...head, ...inner, ...tail];
}

function activeShare(analysis: SpeechAnalysis): (start: number, end: number) => number {
  const sums = new Float64Array(analysis.active.length + 1);
  for (let f = 0; f < analysis.active.length; f++) sums[f + 1] = sums[f]! + analysis.active[f]!;
  return (start, end) => {
    const from = Math.floor(start / MOMENT_FRAME_SECONDS);
    const to = Math.min(analysis.active.length, Math.ceil(end / MOMENT_FRAME_SECONDS));
    return to > from ? (sums[to]! - sums[from]!) / (to - from) : 0;
  };
}

/** Every stretch between phrase pauses within the asked lengths, scored. */
export function activityCandidates(audio: EpisodeAudio, request: MomentRequest): Candidate[] {
  const { analysis } = audio;
  const edges = boundaries(analysis);
  const share = activeShare(analysis);
  // The episode's usual: its phrases, from the end of one pause to the start of the next.
  const phrases = edges
    .slice(1)
    .map((edge, k) => ({ start: edges[k]!.startPoint, end: edge.endPoint }));
  const liveliness = livelinessMeter(audio, phrases);
  const candidates: Candidate[] = [];
  for (let a = 0; a < edges.length; a++) {
    const start = hundredth(edges[a]!.startPoint);
    for (let b = a + 1; b < edges.length; b++) {
      const end = hundredth(edges[b]!.endPoint);
      if (end - start > request.maxSeconds + 1e-9) break;
      if (end - start < request.minSeconds - 1e-9) continue;
      const lively = liveliness(start, end);
      const activity = share(start, end);
      const cleanEnd = edges[b]!.seconds >= CLEAN_END_PAUSE_SECONDS ? 1 : 0.5;
      const value =
        ACTIVITY_WEIGHTS.energy * lively.value +
        ACTIVITY_WEIGHTS.activity * ratioValue(activity, 0.5, 0.9) +
        ACTIVITY_WEIGHTS.edges * cleanEnd;
      const livelier = lively.louderDb >= 3 || lively.swing >= 1.15;
      const reasons = [
        livelier ? `Lively stretch ${NO_WORDS_NOTE}` : `Steady stretch of speech ${NO_WORDS_NOTE}`,
      ];
      if (lively.louderDb >= 3) {
        reasons.push(`${Math.round(lively.louderDb)} dB louder than the episode's usual`);
      }
      if (activity >= 0.8) reasons.push('Talk runs on with few silences');
      if (cleanEnd === 1) reasons.push('Ends at a long pause');
      candidates.push({ start, end, value, reasons, text: () => '' });
    }
  }
  return candidates;
}
