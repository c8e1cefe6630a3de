import type { CaptionCue } from './voiceovers.js';

/**
 * How timed words are grouped into caption cues: the voiceovers' captions and an episode
 * clip's are cut by these rules on the server, and the episode page shows the same lines for
 * editing (decision 068), so an edit that keeps each line's word count keeps every word's time.
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
export const SENTENCE_END = /[.!?…]["'”’)\]]*$/u;
/** A word after which a reader takes a short breath. */
export const CLAUSE_END = /[,;:—–]["'”’)\]]*$/u;

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
