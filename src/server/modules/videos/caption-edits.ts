import type { CaptionWord } from '@shared/captions';
import type { CaptionCue } from '@shared/voiceovers';

/**
 * The user's edited caption text on the voiceover's timed words (decision 060). The form shows
 * one cue per line, and each edited line is one cue.
 * - Same number of lines as cues (the usual edit: a word fixed here and there): line by line, a
 *   line with as many words as its cue takes their times one to one; otherwise its words share
 *   the cue's span by their length.
 * - Lines added or removed: the edited words are lined up with the spoken ones by a word-level
 *   edit distance (case and punctuation ignored). A word kept or changed in place keeps its
 *   word's time; a run of words replaced by a different number of words shares the replaced
 *   run's span; words only added share the pause before the next spoken word (none: they show
 *   with the word before).
 */

const normal = (word: string) => word.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');

type Op =
  | { kind: 'keep' | 'change'; from: number; to: number }
  | { kind: 'add'; to: number }
  | { kind: 'drop'; from: number };

/** The cheapest edit script from `before` to `after`: keep 0, change, add or drop 1 each. */
function editScript(before: readonly string[], after: readonly string[]): Op[] {
  const [n, m] = [before.length, after.length];
  const cost = Array.from({ length: n + 1 }, (_, i) =>
    new Uint32Array(m + 1).fill(0).map((_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= n; i++) {
    for (let j = 1; j <= m; j++) {
      const same = normal(before[i - 1]!) === normal(after[j - 1]!);
      cost[i]![j] = Math.min(
        cost[i - 1]![j - 1]! + (same ? 0 : 1),
        cost[i - 1]![j]! + 1,
        cost[i]![j - 1]! + 1,
      );
    }
  }
  const ops: Op[] = [];
  let [i, j] = [n, m];
  while (i > 0 || j > 0) {
    const same = i > 0 && j > 0 && normal(before[i - 1]!) === normal(after[j - 1]!);
    if (i > 0 && j > 0 && cost[i]![j] === cost[i - 1]![j - 1]! + (same ? 0 : 1)) {
      ops.push({ kind: same ? 'keep' : 'change', from: i - 1, to: j - 1 });
      [i, j] = [i - 1, j - 1];
    } else if (j > 0 && cost[i]![j] === cost[i]![j - 1]! + 1) {
      ops.push({ kind: 'add', to: j - 1 });
      j -= 1;
    } else {
      ops.push({ kind: 'drop', from: i - 1 });
      i -= 1;
    }
  }
  return ops.reverse();
}

/** Shares [startMs, endMs] among words by their length (plus one each). */
function share(texts: readonly string[], startMs: number, endMs: number): CaptionWord[] {
  const weights = texts.map((t) => t.length + 1);
  const total = weights.reduce((a, b) => a + b, 0) || 1;
  let at = 0;
  return texts.map((text, k) => {
    const from = startMs + Math.round(((endMs - startMs) * at) / total);
    at += weights[k]!;
    return { text, startMs: from, endMs: startMs + Math.round(((endMs - startMs) * at) / total) };
  });
}

/** Times for the edited words, from the spoken ones. */
export function retimeWords(
  spoken: readonly CaptionWord[],
  edited: readonly string[],
): CaptionWord[] {
  const ops = editScript(
    spoken.map((w) => w.text),
    edited,
  );
  const timed: CaptionWord[] = [];
  // A run of changes where the counts differ (or only additions) is retimed as one block.
  let block: { dropped: CaptionWord[]; added: string[] } = { dropped: [], added: [] };
  const flush = () => {
    const { dropped, added } = block;
    if (added.length) {
      const previousEnd = timed.at(-1)?.endMs ?? spoken[0]?.startMs ?? 0;
      const startMs = dropped[0]?.startMs ?? previousEnd;
      const next = nextSpoken();
      const endMs = dropped.at(-1)?.endMs ?? Math.max(startMs, next ?? startMs);
      timed.push(...share(added, startMs, endMs));
    }
    block = { dropped: [], added: [] };
  };
  let position = 0;
  const nextSpoken = () => spoken[position]?.startMs;
  for (const op of ops) {
    if (
      op.kind === 'keep' ||
      (op.kind === 'change' && !block.added.length && !block.dropped.length)
    ) {
      flush();
      const word = spoken[op.from]!;
      timed.push({ ...word, text: edited[op.to]! });
      position = op.from + 1;
    } else if (op.kind === 'change') {
      block.dropped.push(spoken[op.from]!);
      block.added.push(edited[op.to]!);
      position = op.from + 1;
    } else if (op.kind === 'add') {
      block.added.push(edited[op.to]!);
    } else {
      block.dropped.push(spoken[op.from]!);
      position = op.from + 1;
    }
  }
  flush();
  return timed;
}

/**
 * The clip's cues with the edited text: one cue per non-blank line. `cues` are the clip's
 * own (already cut to its length), with their words' times.
 */
export function editedCues(cues: readonly CaptionCue[], text: string): CaptionCue[] {
  const wordsOf = (cue: CaptionCue) =>
    cue.words ?? share(cue.text.split(/\s+/).filter(Boolean), cue.startMs, cue.endMs);
  const lines = text
    .split(/\r\n|[\r\n\u2028\u2029]/)
    .map((line) => line.split(/\s+/).filter(Boolean))
    .filter((line) => line.length > 0);
  const words =
    lines.length === cues.length
      ? lines.flatMap((line, i) => {
          const cue = cues[i]!;
          const own = wordsOf(cue);
          return line.length === own.length
            ? line.map((text, k) => ({ ...own[k]!, text }))
            : share(line, cue.startMs, cue.endMs);
        })
      : retimeWords(cues.flatMap(wordsOf), lines.flat());
  const voiceAt = (ms: number) =>
    cues.findLast((cue) => cue.startMs <= ms)?.voice ?? cues[0]?.voice;
  const result: CaptionCue[] = [];
  let at = 0;
  for (const line of lines) {
    const mine = words.slice(at, at + line.length);
    at += line.length;
    const startMs = Math.max(result.at(-1)?.endMs ?? 0, mine[0]!.startMs);
    const endMs = Math.max(startMs, mine.at(-1)!.endMs);
    // An edited line is said by the voice of the cue it starts in (decision 070's colours).
    const voice = lines.length === cues.length ? cues[result.length]!.voice : voiceAt(startMs);
    result.push({
      startMs,
      endMs,
      text: line.join(' '),
      words: mine.map((w) => ({
        ...w,
        startMs: Math.min(endMs, Math.max(startMs, w.startMs)),
        endMs: Math.min(endMs, Math.max(startMs, w.endMs)),
      })),
      ...(voice !== undefined && { voice }),
    });
  }
  return result;
}
