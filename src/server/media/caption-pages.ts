import type { CaptionWord } from '@shared/captions';
import type { CaptionCue } from '@shared/voiceovers';

/**
 * A cue's words laid out for the screen: at most two lines at a time. A cue whose words need
 * more lines at the chosen size is shown as several pages, each from its first word's time to
 * the next page's. Pure; the line length is an estimate in characters from the font size
 * (Inter ExtraBold averages under 0.5 em a character, capitals about 0.55: measured on renders, with room for wide letters), so the file can
 * break the lines itself (`\N`) and libass never wraps a third one.
 */

export const MAX_LINES = 2;

export interface CaptionPage {
  startMs: number;
  endMs: number;
  /** The words on each line (one or two lines), with their times. */
  lines: CaptionWord[][];
}

/** Characters that fit on one line: the frame's width less the side margins. */
export function charactersPerLine(
  usableWidth: number,
  fontSize: number,
  uppercase: boolean,
): number {
  const average = fontSize * (uppercase ? 0.62 : 0.52);
  return Math.max(8, Math.floor(usableWidth / average));
}

/**
 * The cue's words with times: its own when they are there and match its text word for word,
 * else its span shared out by the words' lengths (an older cue, or one edited by hand).
 */
export function timedWordsOf(cue: CaptionCue): CaptionWord[] {
  const texts = cue.text.split(/\s+/).filter(Boolean);
  const own = cue.words;
  if (own && own.length === texts.length && own.every((w, i) => w.text === texts[i])) return own;
  return spreadOver(texts, cue.startMs, cue.endMs);
}

/** Words shared out over [startMs, endMs) by their length in characters (plus one each). */
export function spreadOver(
  texts: readonly string[],
  startMs: number,
  endMs: number,
): CaptionWord[] {
  const weights = texts.map((text) => text.length + 1);
  const total = weights.reduce((sum, weight) => sum + weight, 0) || 1;
  let at = 0;
  return texts.map((text, i) => {
    const from = startMs + Math.round(((endMs - startMs) * at) / total);
    at += weights[i]!;
    return { text, startMs: from, endMs: startMs + Math.round(((endMs - startMs) * at) / total) };
  });
}

const lineLength = (words: readonly CaptionWord[]) =>
  words.reduce((sum, word) => sum + word.text.length, Math.max(0, words.length - 1));

/** Splits words into lines of at most `perLine` characters (a longer word alone on its line). */
function fillLines(words: readonly CaptionWord[], perLine: number): CaptionWord[][] {
  const lines: CaptionWord[][] = [];
  let line: CaptionWord[] = [];
  for (const word of words) {
    if (line.length && lineLength([...line, word]) > perLine) {
      lines.push(line);
      line = [];
    }
    line.push(word);
  }
  if (line.length) lines.push(line);
  return lines;
}

/** Two lines of about equal length from one run of words that fits in two. */
function balanced(words: readonly CaptionWord[], perLine: number): CaptionWord[][] {
  if (words.length < 2 || lineLength(words) <= perLine) return [[...words]];
  let best = { split: 1, cost: Infinity };
  for (let split = 1; split < words.length; split++) {
    const [top, bottom] = [lineLength(words.slice(0, split)), lineLength(words.slice(split))];
    if (top > perLine || bottom > perLine) continue;
    const cost = Math.abs(top - bottom);
    if (cost < best.cost) best = { split, cost };
  }
  if (best.cost === Infinity) return fillLines(words, perLine);
  return [words.slice(0, best.split), words.slice(best.split)];
}

/**
 * The pages of one cue at `perLine` characters a line: as few as two lines a page allow, the
 * words shared evenly among them (no page of one lone word after a full one).
 */
export function pagesOf(cue: CaptionCue, perLine: number): CaptionPage[] {
  const words = timedWordsOf(cue);
  if (!words.length) return [];
  const count = Math.ceil(fillLines(words, perLine).length / MAX_LINES);
  const groups = evenGroups(words, count, perLine);
  return groups.map((group, i) => ({
    startMs: i === 0 ? cue.startMs : group[0]!.startMs,
    endMs: i === groups.length - 1 ? cue.endMs : groups[i + 1]![0]!.startMs,
    lines: balanced(group, perLine),
  }));
}

/**
 * Words in `count` runs of about equal length, each fitting two lines; greedy filling (full
 * pages, the rest on the last) when an even split does not fit.
 */
function evenGroups(
  words: readonly CaptionWord[],
  count: number,
  perLine: number,
): CaptionWord[][] {
  const fits = (group: readonly CaptionWord[]) => fillLines(group, perLine).length <= MAX_LINES;
  if (count > 1) {
    const target = lineLength(words) / count;
    const groups: CaptionWord[][] = [[]];
    for (const word of words) {
      const current = groups.at(-1)!;
      if (current.length && groups.length < count && lineLength([...current, word]) > target) {
        const over = lineLength([...current, word]) - target;
        const under = target - lineLength(current);
        if (over > under || !fits([...current, word])) groups.push([]);
      }
      groups.at(-1)!.push(word);
    }
    if (groups.every(fits)) return groups;
  }
  const lines = fillLines(words, perLine);
  const greedy: CaptionWord[][] = [];
  for (let i = 0; i < lines.length; i += MAX_LINES)
    greedy.push(lines.slice(i, i + MAX_LINES).flat());
  return greedy;
}
