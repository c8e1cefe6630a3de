import type { CaptionCue } from '@shared/voiceovers';

/**
 * Caption cues of a voiceover, and the subtitle files made from them. Pure functions: the job
 * feeds them the engine's word timings (ElevenLabs) or, when the engine has none (the local
 * engine), words spread over the audio by their syllables.
 */

/** One word and when it is heard (the speech port's WordTiming has the same shape). */
export interface TimedWord {
  word: string;
  startMs: number;
  endMs: number;
  /** Whose voice says it (0 the first speaker heard), when the transcript tells speakers apart. */
  voice?: number | undefined;
}

/** What one cue may hold: short enough to read at a glance on a phone-sized clip. */
export const CUE_LIMITS = { maxWords: 7, maxCharacters: 42, maxDurationMs: 3_000 } as const;

/** A word that ends a sentence (closing quotes and brackets after the mark are allowed). */
const SENTENCE_END = /[.!?…]["'”’)\]]*$/u;
/** A word after which a reader takes a short breath. */
const CLAUSE_END = /[,;:—–]["'”’)\]]*$/u;

/** How much a break after a clause (a comma, a dash) is preferred over an even split. */
const CLAUSE_BREAK_BONUS = 150;

/**
 * Groups timed words into cues of at most 7 words, 42 characters and 3 seconds, always
 * breaking after a sentence's last word. Within a sentence it uses as few cues as the limits
 * allow, as evenly filled as possible and preferably broken after a clause, so a sentence a
 * word too long reads as two halves rather than a full line and a lone word. A single word
 * over a limit gets a cue of its own. Cues never overlap and each lasts as long as its words.
 * A change of voice ends the cue too, so each cue is one speaker's (and drawn in their colour).
 */
export function cuesFromWords(words: readonly TimedWord[]): CaptionCue[] {
  const cues: CaptionCue[] = [];
  const push = (group: readonly TimedWord[]) => {
    const previousEnd = cues.at(-1)?.endMs ?? 0;
    const startMs = Math.max(previousEnd, Math.round(group[0]!.startMs));
    const endMs = Math.max(startMs, Math.round(group.at(-1)!.endMs));
    // Each word's own time, inside its cue's: the word-by-word styles light them up.
    const words = group.map((w) => {
      const wordStart = Math.min(endMs, Math.max(startMs, Math.round(w.startMs)));
      return {
        text: w.word,
        startMs: wordStart,
        endMs: Math.min(endMs, Math.max(wordStart, Math.round(w.endMs))),
      };
    });
    const voice = group[0]!.voice;
    cues.push({
      startMs,
      endMs,
      text: group.map((w) => w.word).join(' '),
      words,
      ...(voice !== undefined && { voice }),
    });
  };
  let sentence: TimedWord[] = [];
  const flushSentence = () => {
    for (const group of balancedGroups(sentence)) push(group);
    sentence = [];
  };
  for (const word of words) {
    const text = word.word.trim();
    if (!text) continue;
    if (sentence.length > 0 && sentence.at(-1)!.voice !== word.voice) flushSentence();
    sentence.push({ ...word, word: text });
    if (SENTENCE_END.test(text)) flushSentence();
  }
  flushSentence();
  return cues;
}

/** Whether words[from..to) may share one cue (one word always may). */
function fitsOneCue(words: readonly TimedWord[], from: number, to: number): boolean {
  if (to - from === 1) return true;
  if (to - from > CUE_LIMITS.maxWords) return false;
  if (words[to - 1]!.endMs - words[from]!.startMs > CUE_LIMITS.maxDurationMs) return false;
  return cueLength(words, from, to) <= CUE_LIMITS.maxCharacters;
}

const cueLength = (words: readonly TimedWord[], from: number, to: number) =>
  words.slice(from, to).reduce((sum, w) => sum + w.word.length, to - from - 1);

/**
 * The split of one sentence's words into the fewest cues within the limits; among those, the
 * one with the most even lines (least sum of squared lengths), clause breaks counting as a
 * bonus. A small dynamic programme: best[i] is the best split of the first i words.
 */
function balancedGroups(words: readonly TimedWord[]): TimedWord[][] {
  const n = words.length;
  const best: { cues: number; cost: number; from: number }[] = [{ cues: 0, cost: 0, from: 0 }];
  for (let to = 1; to <= n; to++) {
    let choice = { cues: Infinity, cost: Infinity, from: to - 1 };
    for (let from = to - 1; from >= 0 && fitsOneCue(words, from, to); from--) {
      const before = best[from]!;
      const bonus = to < n && CLAUSE_END.test(words[to - 1]!.word) ? CLAUSE_BREAK_BONUS : 0;
      const candidate = {
        cues: before.cues + 1,
        cost: before.cost + cueLength(words, from, to) ** 2 - bonus,
        from,
      };
      const better =
        candidate.cues < choice.cues ||
        (candidate.cues === choice.cues && candidate.cost < choice.cost);
      if (better) choice = candidate;
    }
    best.push(choice);
  }
  const groups: TimedWord[][] = [];
  for (let to = n; to > 0; to = best[to]!.from) groups.unshift(words.slice(best[to]!.from, to));
  return groups;
}

/**
 * A simple English syllable estimate: groups of vowels (y counts), minus a silent final "e"
 * ("make", but not "little" or "the"), at least one per word. A number counts a syllable per
 * digit, which is about what a reader takes to say it.
 */
export function syllableCount(word: string): number {
  const letters = word.toLowerCase().replace(/[^a-z]/g, '');
  if (!letters) return Math.max(1, word.replace(/\D/g, '').length);
  let groups = letters.match(/[aeiouy]+/g)?.length ?? 0;
  if (groups > 1 && letters.endsWith('e') && !/[^aeiouy]le$/.test(letters)) groups -= 1;
  return Math.max(1, groups);
}

/** Extra weight (in syllables) of the pause a reader makes after a word. */
function pauseAfter(word: string): number {
  if (SENTENCE_END.test(word)) return 1;
  if (CLAUSE_END.test(word)) return 0.5;
  return 0;
}

/**
 * Spreads the words of `text` over `durationMs` in proportion to their syllables (plus a
 * short pause after a clause or a sentence). The first word starts at 0, the last ends at
 * `durationMs`, and every word starts where the one before it (and its pause) ended.
 */
export function spreadBySyllables(text: string, durationMs: number): TimedWord[] {
  const words = text.split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  const spans = words.map((word, index) => ({
    word,
    spoken: syllableCount(word),
    pause: index < words.length - 1 ? pauseAfter(word) : 0,
  }));
  const total = spans.reduce((sum, span) => sum + span.spoken + span.pause, 0);
  const at = (weight: number) => Math.round((durationMs * weight) / total);
  const timed: TimedWord[] = [];
  let weight = 0;
  for (const span of spans) {
    const startMs = at(weight);
    weight += span.spoken;
    timed.push({ word: span.word, startMs, endMs: at(weight) });
    weight += span.pause;
  }
  return timed;
}

/** Moves words later by `offsetMs` (a chunk's words, to where the chunk starts). */
export function shiftWords(words: readonly TimedWord[], offsetMs: number): TimedWord[] {
  return words.map((w) => ({ ...w, startMs: w.startMs + offsetMs, endMs: w.endMs + offsetMs }));
}

/**
 * Fits words timed against the chunks' own lengths onto the joined audio, whose length can
 * differ by a few milliseconds (encoder padding): times are scaled by `actualMs / expectedMs`
 * and never pass the end.
 */
export function fitWords(
  words: readonly TimedWord[],
  expectedMs: number,
  actualMs: number,
): TimedWord[] {
  const scale = expectedMs > 0 ? actualMs / expectedMs : 1;
  const fit = (ms: number) => Math.min(actualMs, Math.max(0, Math.round(ms * scale)));
  return words.map((w) => ({ ...w, startMs: fit(w.startMs), endMs: fit(w.endMs) }));
}

// --- Subtitle files -------------------------------------------------------------------------

function timestamp(ms: number, fractionSeparator: ',' | '.'): string {
  const whole = Math.max(0, Math.round(ms));
  const hours = Math.floor(whole / 3_600_000);
  const minutes = Math.floor((whole % 3_600_000) / 60_000);
  const seconds = Math.floor((whole % 60_000) / 1000);
  const millis = whole % 1000;
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(hours)}:${two(minutes)}:${two(seconds)}${fractionSeparator}${String(millis).padStart(3, '0')}`;
}

/** A cue's text on one line: a blank line would end the cue early in both formats. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/** SubRip: numbered cues, `HH:MM:SS,mmm --> HH:MM:SS,mmm`, a blank line after each. */
export function formatSrt(cues: readonly CaptionCue[]): string {
  return cues
    .map(
      (cue, index) =>
        `${index + 1}\n${timestamp(cue.startMs, ',')} --> ${timestamp(cue.endMs, ',')}\n${oneLine(cue.text)}\n\n`,
    )
    .join('');
}

/** WebVTT cue text is HTML-like: &, < and > are written as entities (also keeps "-->" out). */
const escapeVtt = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** WebVTT: the `WEBVTT` header, then `HH:MM:SS.mmm --> HH:MM:SS.mmm` cues. */
export function formatVtt(cues: readonly CaptionCue[]): string {
  const body = cues
    .map(
      (cue) =>
        `${timestamp(cue.startMs, '.')} --> ${timestamp(cue.endMs, '.')}\n${escapeVtt(oneLine(cue.text))}\n\n`,
    )
    .join('');
  return `WEBVTT\n\n${body}`;
}
