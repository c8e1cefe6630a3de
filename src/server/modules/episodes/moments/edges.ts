import { MIN_PAUSE_SECONDS, pausePointNear, type SpeechAnalysis } from '@shared/moments';
import type { TranscriptWord } from '@shared/transcripts';
import type { Sentence } from './sentences.js';

/**
 * Where a moment of whole sentences starts and ends (decision 067): inside the silence before
 * its first word and after its last, at the point the audio's own pauses give (decision 058's
 * snapping), never into the neighbouring words. Pure.
 */

/** How far from a word's time the audio's pause may be: engines' word times drift a little. */
const EDGE_WINDOW_SECONDS = 0.4;
/** With no pause in the audio there, the edge keeps this much of the gap beside the word. */
const EDGE_LEAD_SECONDS = 0.1;
/** No edge comes nearer a word than this (its onset or tail would be clipped). */
const EDGE_MARGIN_SECONDS = 0.05;

export interface SpanEdges {
  start: number;
  end: number;
  /** How far each edge may move and stay in the silence beside its word. */
  startRange: [number, number];
  endRange: [number, number];
}

interface SentenceEdges {
  start: number;
  startRange: [number, number];
  /** Null when the sentence does not end at a pause: no moment may end with it. */
  end: number | null;
  endRange: [number, number];
}

/**
 * Where a moment may start at each sentence and end after it. A sentence ends at a pause when
 * the words leave MIN_PAUSE_SECONDS of silence after it, or the audio has a pause there.
 * Each sentence is measured once; a moment's edges are then its first sentence's start and
 * its last sentence's end.
 */
export function sentenceEdges(
  words: readonly TranscriptWord[],
  analysis: SpeechAnalysis,
  sentences: readonly Sentence[],
): SentenceEdges[] {
  const margin = (gap: number) => Math.min(EDGE_MARGIN_SECONDS, gap / 2);
  return sentences.map((sentence) => {
    const firstWord = words[sentence.from]!;
    const lastWord = words[sentence.to - 1]!;
    const before = words[sentence.from - 1]?.end ?? 0;
    const after = words[sentence.to]?.start ?? Math.max(analysis.durationSeconds, lastWord.end);

    const startPoint = pausePointNear(analysis, firstWord.start, 'start', EDGE_WINDOW_SECONDS);
    const start =
      startPoint !== null && startPoint <= firstWord.start && startPoint >= before
        ? startPoint
        : firstWord.start - Math.min(EDGE_LEAD_SECONDS, (firstWord.start - before) / 2);

    const endPoint = pausePointNear(analysis, lastWord.end, 'end', EDGE_WINDOW_SECONDS);
    const audioPause = endPoint !== null && endPoint >= lastWord.end && endPoint <= after;
    const wordPause = sentence.gapAfter >= MIN_PAUSE_SECONDS;
    const end = audioPause
      ? endPoint
      : wordPause
        ? lastWord.end + Math.min(EDGE_LEAD_SECONDS * 2, (after - lastWord.end) / 2)
        : null;
    return {
      start,
      startRange: [Math.min(start, before + margin(firstWord.start - before)), start],
      end,
      endRange: [end ?? after, Math.max(end ?? after, after - margin(after - lastWord.end))],
    };
  });
}

/** A moment's edges from its first and last sentences', or null when it cannot end there. */
export function spanEdges(first: SentenceEdges, last: SentenceEdges): SpanEdges | null {
  if (last.end === null) return null;
  return {
    start: first.start,
    end: last.end,
    startRange: first.startRange,
    endRange: last.endRange,
  };
}

/**
 * The edges moved within their silences so the length fits [min, max]: a moment a little
 * short keeps more of the pause after it (then before it); one a little long, less. Null when
 * the silences cannot make up the difference.
 */
export function fitLength(
  edges: SpanEdges,
  minSeconds: number,
  maxSeconds: number,
): { start: number; end: number } | null {
  // In whole hundredths (as the app keeps clip times), rounded inward: no rounding later can
  // take the length out of the range or an edge into a word.
  const inward = (seconds: number, up: boolean) =>
    up ? Math.ceil(seconds * 100 - 1e-6) : Math.floor(seconds * 100 + 1e-6);
  const min = inward(minSeconds, true);
  const max = inward(maxSeconds, false);
  const [earliest, latestStart] = [
    inward(edges.startRange[0], true),
    inward(edges.startRange[1], false),
  ];
  const [earliestEnd, latest] = [inward(edges.endRange[0], true), inward(edges.endRange[1], false)];
  let start = Math.max(earliest, Math.min(latestStart, Math.round(edges.start * 100)));
  let end = Math.max(earliestEnd, Math.min(latest, Math.round(edges.end * 100)));
  if (end - start < min) {
    end = Math.min(latest, start + min);
    start = Math.max(earliest, end - min);
  }
  if (end - start > max) {
    start = Math.min(latestStart, end - max);
    end = Math.max(earliestEnd, start + max);
  }
  const fits =
    start <= latestStart && end >= earliestEnd && end - start >= min && end - start <= max;
  return fits ? { start: start / 100, end: end / 100 } : null;
}
