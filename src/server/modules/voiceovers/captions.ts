import { CLAUSE_END, SENTENCE_END, type TimedWord } from '@shared/caption-cues';
import type { CaptionCue } from '@shared/voiceovers';

/**
 * Caption cues of a voiceover, and the subtitle files made from them. Pure functions: the job
 * feeds them the engine's word timings (ElevenLabs) or, when the engine has none (the local
 * engine), words spread over the audio by their syllables.
 */

/** The cue rules live in src/shared (the episode page shows the same lines). */
export { CUE_LIMITS, cuesFromWords, type TimedWord } from '@shared/caption-cues';

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
