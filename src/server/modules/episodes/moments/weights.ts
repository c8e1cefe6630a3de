/**
 * How much each signal counts toward a moment's score (decision 067), and the small helpers
 * the two rankings share. The word signals' weights add up to 1; topic words, when the user
 * asks for some, add TOPIC_WEIGHT on top and the sum is scaled back to 0..1, so a moment that
 * never names a topic can reach at most 1 / (1 + TOPIC_WEIGHT) of the full score.
 */
export const WEIGHTS = {
  /** A question, a hook phrase, a number or a strong claim in the first seconds. */
  hook: 0.25,
  /** A question followed by its answer inside the moment. */
  questionAndAnswer: 0.2,
  /** Does not open with "and", "but", "so", "that's"... pointing back. */
  standsAlone: 0.15,
  /** Ends with a full stop or a long pause, not on a question. */
  finished: 0.15,
  /** Liveliness (level swing and loudness) against the episode's own median. */
  energy: 0.15,
  /** Words a second against the episode's own median. */
  pace: 0.1,
} as const;
export const TOPIC_WEIGHT = 0.3;

/** Without words: liveliness, how much of the stretch is speech, and how clean its edges are. */
export const ACTIVITY_WEIGHTS = { energy: 0.5, activity: 0.3, edges: 0.2 } as const;

/** The median of some numbers (0 when there are none; never NaN). */
export function median(values: readonly number[]): number {
  const finite = values.filter(Number.isFinite).sort((a, b) => a - b);
  return finite.length ? finite[finite.length >> 1]! : 0;
}

/** 0 at or below `low`, 1 at or above `high`, straight between; 0 for no ratio at all. */
export const ratioValue = (ratio: number, low: number, high: number): number =>
  Number.isFinite(ratio) ? Math.max(0, Math.min(1, (ratio - low) / (high - low))) : 0;

const QUOTE_CHARACTERS = 70;

/** A sentence in curly quotes for a reason, cut at a word with an ellipsis when long. */
export function quoted(text: string): string {
  if (text.length <= QUOTE_CHARACTERS) return `“${text}”`;
  const cut = text.slice(0, QUOTE_CHARACTERS);
  return `“${cut.slice(0, Math.max(cut.lastIndexOf(' '), 20))}…”`;
}
