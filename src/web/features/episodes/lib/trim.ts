import { cuesFromWords } from '@shared/caption-cues';
import { captionTextOf } from '@shared/captions';
import { episodeClipSchema, type EpisodeMoment } from '@shared/episodes';
import type { TranscriptWord } from '@shared/transcripts';
import { videoJobCost } from '@shared/videos';

/**
 * Trimming a moment before it becomes a clip (decision 068). With a transcript the edges are
 * words: the first and last word heard, stepped a word earlier or later; the times come from
 * those words. Without one (no engine) the edges are seconds. Free of React, tested alone.
 */

/** Indices of the clip's first and last word in the transcript. */
export interface WordTrim {
  kind: 'words';
  first: number;
  last: number;
}
export interface SecondsTrim {
  kind: 'seconds';
  start: number;
  end: number;
}
export type Trim = WordTrim | SecondsTrim;

export interface Span {
  start: number;
  end: number;
}

/**
 * Room kept before the first word and after the last: recognisers place word edges a few
 * hundredths off, and a cut right on them clips the first consonant. Never into a neighbour.
 */
export const EDGE_PAD_SECONDS = 0.15;

const hundredths = (seconds: number) => Math.round(seconds * 100) / 100;
/** To the hundredth in one direction, after snapping float noise (1.85 × 100 = 185.00000000000003). */
const inwards = (seconds: number, round: (x: number) => number) =>
  round(Math.round(seconds * 1e6) / 1e4) / 100;
const middle = (word: TranscriptWord) => (word.start + word.end) / 2;

/** The moment's own words (those heard mostly inside it), else its seconds. */
export function trimOfMoment(moment: EpisodeMoment, words: readonly TranscriptWord[] | null): Trim {
  const seconds: SecondsTrim = { kind: 'seconds', start: moment.start, end: moment.end };
  if (!words?.length) return seconds;
  const first = words.findIndex((word) => middle(word) >= moment.start);
  const last = words.findLastIndex((word) => middle(word) <= moment.end);
  return first === -1 || last < first ? seconds : { kind: 'words', first, last };
}

/**
 * Where the clip is cut, in the episode's seconds (to the hundredth, as the server keeps
 * clips): a word trim from its first word's start to its last word's end, with EDGE_PAD_SECONDS
 * either side that stops at the neighbouring words and the episode's ends.
 */
export function spanOf(
  trim: Trim,
  words: readonly TranscriptWord[],
  durationSeconds: number,
): Span {
  if (trim.kind === 'seconds') return { start: hundredths(trim.start), end: hundredths(trim.end) };
  const first = words[trim.first]!;
  const last = words[trim.last]!;
  const before = words[trim.first - 1]?.end ?? 0;
  const after = words[trim.last + 1]?.start ?? durationSeconds;
  const start = Math.max(0, before, first.start - EDGE_PAD_SECONDS);
  const end = Math.min(durationSeconds, after, last.end + EDGE_PAD_SECONDS);
  // Rounded inwards: the neighbours stay out of the clip (and out of its captions).
  return { start: inwards(start, Math.ceil), end: inwards(end, Math.floor) };
}

/** Moves one edge of a word trim by a word, never past the other edge or the transcript. */
export function stepEdge(
  trim: WordTrim,
  edge: 'first' | 'last',
  by: -1 | 1,
  wordCount: number,
): WordTrim {
  return setEdge(trim, edge, trim[edge] + by, wordCount);
}

/** Sets one edge of a word trim to a word, kept between the other edge and the transcript. */
export function setEdge(
  trim: WordTrim,
  edge: 'first' | 'last',
  index: number,
  wordCount: number,
): WordTrim {
  if (edge === 'first') return { ...trim, first: Math.max(0, Math.min(index, trim.last)) };
  return { ...trim, last: Math.min(wordCount - 1, Math.max(index, trim.first)) };
}

/** What keeps the span from being a clip (too short or long, outside the episode), or null. */
export function spanProblem(span: Span, durationSeconds: number): string | null {
  if (span.start < 0 || span.end > durationSeconds) return 'A clip must lie within the episode';
  const checked = episodeClipSchema.safeParse(span);
  return checked.success ? null : (checked.error.issues[0]?.message ?? 'Check the clip');
}

/** The clip's price: the podcast clip's per second, for the length the server will keep. */
export const spanPrice = (span: Span): number =>
  videoJobCost({ mode: 'hedra', durationSeconds: hundredths(span.end - span.start) });

/**
 * The words the clip's captions show, one cue per line: the words heard inside the span,
 * grouped by the server's own cue rules, so an edit that keeps a line's word count keeps each
 * word's time.
 */
export function captionLinesOf(words: readonly TranscriptWord[], span: Span): string {
  const heard = words.filter((word) => word.end > span.start && word.start < span.end);
  const toMs = (seconds: number) =>
    Math.round(Math.max(0, Math.min(span.end, seconds) - span.start) * 1000);
  return captionTextOf(
    cuesFromWords(
      heard.map((word) => ({ word: word.text, startMs: toMs(word.start), endMs: toMs(word.end) })),
    ),
  );
}

/** Words offered around a word trim's edges: its own and a few either side, to widen it. */
export const WINDOW_EXTRA_WORDS = 12;
export function wordWindow(trim: WordTrim, wordCount: number): { from: number; to: number } {
  return {
    from: Math.max(0, trim.first - WINDOW_EXTRA_WORDS),
    to: Math.min(wordCount - 1, trim.last + WINDOW_EXTRA_WORDS),
  };
}

/** "1:02.35": a clip's edge to the hundredth, as trimming moves it. */
export function formatEdge(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  const rest = (seconds - minutes * 60).toFixed(2).padStart(5, '0');
  return `${minutes}:${rest}`;
}
