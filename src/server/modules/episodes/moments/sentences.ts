import type { TranscriptWord } from '@shared/transcripts';

/**
 * A transcript cut into sentences (decision 067). Engines that punctuate (OpenAI, ElevenLabs,
 * whisper.cpp) end sentences with . ? ! and the split follows them; PocketSphinx gives bare
 * words, so a pause of SENTENCE_PAUSE_SECONDS or more ends one instead. A change of speaker
 * always does. Pure.
 */

/** Without punctuation, a silence this long between two words ends a sentence. */
export const SENTENCE_PAUSE_SECONDS = 0.5;
/** A "sentence" longer than this (a run-on with no stop) is split at its longest gap. */
const LONGEST_SENTENCE_SECONDS = 30;

export interface Sentence {
  /** Index of its first word, and one past its last, in the transcript's words. */
  from: number;
  to: number;
  start: number;
  end: number;
  speaker: string | undefined;
  /** Ends with "?", or (unpunctuated) opens like one: "why do", "how can", "do you". */
  question: boolean;
  /** Seconds of silence between its last word and the next (Infinity after the last one). */
  gapAfter: number;
}

const SENTENCE_END = /[.?!…]["'”’)\]]*$/u;
const QUESTION_END = /\?["'”’)\]]*$/u;
/**
 * How an unpunctuated question opens: "why", a question word before an auxiliary ("how do",
 * "what is"), or an auxiliary before a pronoun ("do you", "is it"). A bare "when" or "what"
 * opens statements as often ("when I started", "what we did").
 */
const AUXILIARY = '(do|does|did|is|are|was|were|can|could|would|will|should|have|has|shall)';
const QUESTION_OPENING = new RegExp(
  `^(why|(how|what|who|which|when|where) ${AUXILIARY}|${AUXILIARY} (you|i|we|they|he|she|it|there|that|this|anyone|anybody|people))\\b`,
);

/** A word as matched: lowercase letters and digits (apostrophes kept: "that's"). */
export const bareWord = (text: string): string =>
  text
    .toLowerCase()
    .replace(/[’‘]/g, "'")
    .replace(/[^\p{L}\p{N}']+/gu, '')
    .replace(/^'+|'+$/g, '');

/** Whether this engine punctuates: any word ending a sentence with a stop. */
const punctuates = (words: readonly TranscriptWord[]) =>
  words.some((word) => SENTENCE_END.test(word.text));

function sentenceOf(words: readonly TranscriptWord[], from: number, to: number): Sentence {
  const first = words[from]!;
  const last = words[to - 1]!;
  const next = words[to];
  const opening = words
    .slice(from, Math.min(to, from + 3))
    .map((word) => bareWord(word.text))
    .join(' ');
  return {
    from,
    to,
    start: first.start,
    end: last.end,
    speaker: first.speaker,
    question:
      QUESTION_END.test(last.text) || (!punctuates([last]) && QUESTION_OPENING.test(opening)),
    gapAfter: next ? Math.max(0, next.start - last.end) : Infinity,
  };
}

/** Splits [from, to) at its longest inner gap until no part is longer than the limit. */
function splitRunOn(words: readonly TranscriptWord[], from: number, to: number, out: number[][]) {
  const seconds = words[to - 1]!.end - words[from]!.start;
  if (seconds <= LONGEST_SENTENCE_SECONDS || to - from < 2) {
    out.push([from, to]);
    return;
  }
  let cut = from + 1;
  for (let i = from + 1; i < to; i++) {
    const gap = words[i]!.start - words[i - 1]!.end;
    if (gap > words[cut]!.start - words[cut - 1]!.end) cut = i;
  }
  splitRunOn(words, from, cut, out);
  splitRunOn(words, cut, to, out);
}

/** The transcript's sentences, in order, covering every word once. */
export function splitSentences(words: readonly TranscriptWord[]): Sentence[] {
  const withStops = punctuates(words);
  const spans: number[][] = [];
  let from = 0;
  for (let i = 0; i < words.length; i++) {
    const word = words[i]!;
    const next = words[i + 1];
    const ends =
      !next ||
      next.speaker !== word.speaker ||
      (withStops ? SENTENCE_END.test(word.text) : next.start - word.end >= SENTENCE_PAUSE_SECONDS);
    if (!ends) continue;
    splitRunOn(words, from, i + 1, spans);
    from = i + 1;
  }
  return spans.map(([start, end]) => sentenceOf(words, start!, end!));
}
