import { describe, expect, it } from 'vitest';
import type { EpisodeMoment } from '@shared/episodes';
import { hedraCost } from '@shared/pricing';
import type { TranscriptWord } from '@shared/transcripts';
import {
  captionLinesOf,
  EDGE_PAD_SECONDS,
  formatEdge,
  setEdge,
  spanOf,
  spanPrice,
  spanProblem,
  stepEdge,
  trimOfMoment,
  wordWindow,
  type WordTrim,
} from './trim';

/** "w0 … w9": a word each second, 0.6 s long (w0 at 0-0.6, w1 at 1-1.6, …). */
const WORDS: TranscriptWord[] = Array.from({ length: 10 }, (_, i) => ({
  text: `w${i}${i === 4 ? '.' : ''}`,
  start: i,
  end: i + 0.6,
}));
const moment = (start: number, end: number): EpisodeMoment => ({
  start,
  end,
  text: '',
  score: 50,
  reasons: [],
});

describe('trimming a moment by words', () => {
  it("starts from the moment's own words", () => {
    expect(trimOfMoment(moment(1.9, 6.7), WORDS)).toEqual({ kind: 'words', first: 2, last: 6 });
  });

  it('trims by seconds without words', () => {
    expect(trimOfMoment(moment(3, 20), null)).toEqual({ kind: 'seconds', start: 3, end: 20 });
    expect(trimOfMoment(moment(3, 20), [])).toEqual({ kind: 'seconds', start: 3, end: 20 });
    expect(spanOf({ kind: 'seconds', start: 3.333, end: 20 }, [], 30)).toEqual({
      start: 3.33,
      end: 20,
    });
  });

  it("cuts at the words' times with a little room that stops at the neighbours", () => {
    const trim: WordTrim = { kind: 'words', first: 2, last: 6 };
    expect(spanOf(trim, WORDS, 10)).toEqual({ start: 2 - EDGE_PAD_SECONDS, end: 6.75 });
    const crowded = WORDS.map((w, i) => (i === 1 ? { ...w, end: 1.95 } : w));
    expect(spanOf(trim, crowded, 10).start).toBe(1.95);
    // The episode's ends bound the first and last words.
    expect(spanOf({ kind: 'words', first: 0, last: 9 }, WORDS, 9.65)).toEqual({
      start: 0,
      end: 9.65,
    });
  });

  it('steps an edge a word earlier or later, never past the other edge or the transcript', () => {
    const trim: WordTrim = { kind: 'words', first: 2, last: 3 };
    expect(stepEdge(trim, 'first', -1, 10)).toEqual({ kind: 'words', first: 1, last: 3 });
    expect(stepEdge(trim, 'last', 1, 10)).toEqual({ kind: 'words', first: 2, last: 4 });
    expect(stepEdge(stepEdge(trim, 'first', 1, 10), 'first', 1, 10).first).toBe(3);
    expect(stepEdge({ ...trim, first: 0 }, 'first', -1, 10).first).toBe(0);
    expect(stepEdge({ ...trim, last: 9 }, 'last', 1, 10).last).toBe(9);
    expect(setEdge(trim, 'last', 0, 10).last).toBe(2);
    expect(setEdge(trim, 'first', 7, 10).first).toBe(3);
  });

  it('names what keeps a span from being a clip', () => {
    expect(spanProblem({ start: 2, end: 2.5 }, 10)).toBe('A clip must last at least 1 second');
    expect(spanProblem({ start: 0, end: 300 }, 400)).toBe('A clip must last at most 240 seconds');
    expect(spanProblem({ start: 5, end: 12 }, 10)).toBe('A clip must lie within the episode');
    expect(spanProblem({ start: 2, end: 8 }, 10)).toBeNull();
  });

  it("prices the span as a podcast clip's seconds", () => {
    expect(spanPrice({ start: 1.85, end: 6.75 })).toBe(hedraCost(4.9));
  });

  it("lists the span's words one cue per line, by the server's cue rules", () => {
    const span = spanOf({ kind: 'words', first: 2, last: 6 }, WORDS, 10);
    // A sentence ends at "w4.": a new cue starts after it.
    expect(captionLinesOf(WORDS, span)).toBe('w2 w3 w4.\nw5 w6');
  });
});

describe('what the trimmer shows', () => {
  it('offers the words around the edges, and edges to the hundredth', () => {
    expect(wordWindow({ kind: 'words', first: 3, last: 20 }, 100)).toEqual({ from: 0, to: 32 });
    expect(wordWindow({ kind: 'words', first: 50, last: 95 }, 100)).toEqual({ from: 38, to: 99 });
    expect(formatEdge(62.349)).toBe('1:02.35');
    expect(formatEdge(5)).toBe('0:05.00');
  });
});
