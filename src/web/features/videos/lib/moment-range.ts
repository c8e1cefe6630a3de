import { HEDRA_MAX_DURATION, HEDRA_MIN_DURATION } from '@shared/videos';

/**
 * The podcast clip's moment as the studio edits it (decision 058): a start and an end inside
 * the audio, kept as the form's `startSeconds` and `durationSeconds` (the length the price
 * follows). Pure, so the rules are tested without a browser.
 */

export interface MomentRange {
  start: number;
  end: number;
}

const hundredth = (seconds: number) => Math.round(seconds * 100) / 100;

/** The form's typed start and length as a range, or null while either is not a number. */
export function rangeOf(startText: string, durationText: string): MomentRange | null {
  const start = Number(startText || '0');
  const length = Number(durationText);
  if (!Number.isFinite(start) || !Number.isFinite(length) || durationText.trim() === '') {
    return null;
  }
  return { start, end: start + length };
}

/**
 * A range the server takes: inside the audio, at least the shortest clip, at most the longest.
 * `moved` says which edge the user moved, so that edge gives way when the range is squeezed.
 */
export function clampRange(
  range: MomentRange,
  audioSeconds: number,
  moved: 'start' | 'end' | 'both' = 'both',
): MomentRange {
  const minLength = Math.min(HEDRA_MIN_DURATION, audioSeconds);
  const maxLength = Math.min(HEDRA_MAX_DURATION, audioSeconds);
  let { start, end } = range;
  if (moved === 'both') {
    const length = Math.min(maxLength, Math.max(minLength, end - start));
    start = Math.min(Math.max(0, start), audioSeconds - length);
    end = start + length;
  } else if (moved === 'start') {
    end = Math.min(audioSeconds, end);
    start = Math.min(Math.max(0, start, end - maxLength), end - minLength);
  } else {
    start = Math.max(0, start);
    end = Math.max(Math.min(audioSeconds, end, start + maxLength), start + minLength);
  }
  return { start: hundredth(start), end: hundredth(end) };
}

/** The form's fields for a range. */
export const fieldsOf = (range: MomentRange) => ({
  startSeconds: String(hundredth(range.start)),
  durationSeconds: String(hundredth(range.end - range.start)),
});

/** The suggestion's length when the chosen range is the whole audio: a 30 s clip, or half. */
export const SUGGESTED_SECONDS = 30;
export function suggestionLength(range: MomentRange, audioSeconds: number): number {
  const length = range.end - range.start;
  if (length < audioSeconds - 0.5) return length;
  return Math.max(HEDRA_MIN_DURATION, Math.min(SUGGESTED_SECONDS, hundredth(audioSeconds / 2)));
}

/** "1:05.3": a time in the audio as people read it. */
export function formatMomentTime(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  const rest = (seconds - minutes * 60).toFixed(1).padStart(4, '0');
  return `${minutes}:${rest}`;
}
