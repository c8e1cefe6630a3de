import { EPISODE_MOMENTS_MAX, EPISODE_MOMENTS_MIN, type EpisodeMoment } from '@shared/episodes';

/**
 * Choosing the moments from the scored candidates (decision 067): the best first, then the
 * best of what does not overlap it, and so on, up to EPISODE_MOMENTS_MAX. Pure.
 */

export interface Candidate {
  start: number;
  end: number;
  /** The weighted sum of the signals, 0..1 (ranks finer than the rounded score). */
  value: number;
  reasons: string[];
  /** The moment's words, made only for the moments chosen (thousands of candidates are not). */
  text: () => string;
}

/** Rounds to the hundredth, as the app keeps clip times. */
export const hundredth = (seconds: number): number => Math.round(seconds * 100) / 100;

/** Best first; equal values by the earlier, then the shorter one: the same input, the same list. */
const byValue = (a: Candidate, b: Candidate) =>
  b.value - a.value || a.start - b.start || a.end - b.end;

const overlapsAny = (candidate: Candidate, chosen: readonly Candidate[]) =>
  chosen.some((c) => candidate.start < c.end && c.start < candidate.end);

/**
 * How many moments can sit beside `chosen` without overlapping (earliest end first, which is
 * the most that fit), counting up to `enough` only.
 */
function roomFor(byEnd: readonly Candidate[], chosen: readonly Candidate[], enough: number) {
  let count = chosen.length;
  let freeFrom = -Infinity;
  for (const candidate of byEnd) {
    if (count >= enough) break;
    if (candidate.start < freeFrom || overlapsAny(candidate, chosen)) continue;
    count++;
    freeFrom = candidate.end;
  }
  return count;
}

/**
 * Up to fifteen non-overlapping moments, best first, scored 0-100. The best candidate is
 * taken, then the best of what does not overlap it, and so on; until five are chosen, a
 * candidate that would leave room for fewer than five in all (a long one in a short episode)
 * is passed over. So an episode gets five moments whenever five fit, fewer only when not.
 */
export function chooseMoments(
  candidates: readonly Candidate[],
  request: { minSeconds: number; maxSeconds: number },
): EpisodeMoment[] {
  const sorted = candidates
    .filter((c) => c.end - c.start <= request.maxSeconds + 1e-9)
    .sort(byValue);
  const byEnd = [...sorted].sort((a, b) => a.end - b.end || a.start - b.start);
  const target = roomFor(byEnd, [], EPISODE_MOMENTS_MIN);
  const chosen: Candidate[] = [];
  for (const candidate of sorted) {
    if (chosen.length === EPISODE_MOMENTS_MAX) break;
    if (overlapsAny(candidate, chosen)) continue;
    const next = [...chosen, candidate];
    if (chosen.length < target && roomFor(byEnd, next, target) < target) continue;
    chosen.push(candidate);
  }
  return chosen.map((candidate) => ({
    start: hundredth(candidate.start),
    end: hundredth(candidate.end),
    text: candidate.text(),
    score: Math.max(0, Math.min(100, Math.round(candidate.value * 100))),
    reasons: candidate.reasons,
  }));
}
