import type { MouthShape } from './visemes.js';

/**
 * The mouth's shape per video frame from the words of one of our own voiceovers: each word's
 * phonemes (espeak-ng's ASCII mnemonics, `espeak -x`) spread over the span the word is heard
 * in, each phoneme drawn as one of a few visemes. The lips close for m, b and p (every one of
 * them shows on at least one frame, however short), touch the teeth for f and v, round for
 * "oo", "oh", w and "sh", spread for "ee" and s, open for "ah". Between words heard apart
 * (a pause) the mouth rests closed. Decision 057, "Visemes".
 */

export interface SpokenWord {
  /** espeak-ng's phonemes of the word, e.g. "b'oUt"; stress and length marks are ignored. */
  phonemes: string;
  /** When the word is heard, ms from the clip's start. */
  startMs: number;
  endMs: number;
}

const shape = (open: number, wide: number, round: number): MouthShape => ({ open, wide, round });

const CLOSED = shape(0, 0, 0);
/** Lower lip to the upper teeth. */
const LIP_TEETH = shape(0.12, 0.35, 0);
/** Tongue consonants (t, d, n, l, s, k...): teeth near, lips a little apart. */
const TEETH = shape(0.22, 0.45, 0);
/** "th": the tongue between the teeth. */
const TONGUE = shape(0.28, 0.3, 0);
/** "sh", "ch", "j", r: lips pushed out. */
const PUSHED = shape(0.2, 0, 0.6);
const W = shape(0.12, 0, 0.95);
const OPEN = shape(0.9, 0.1, 0);
const MID = shape(0.55, 0.3, 0);
const SPREAD = shape(0.38, 0.95, 0);
const ROUND = shape(0.5, 0, 0.9);
const OPEN_ROUND = shape(0.72, 0, 0.55);

interface Viseme {
  shape: MouthShape;
  /** Relative length within the word: vowels last longer than consonants. */
  weight: number;
  /** m, b, p: must be drawn shut on a frame. */
  closed?: boolean;
}

const consonant = (s: MouthShape, weight = 1): Viseme => ({ shape: s, weight });
const vowel = (s: MouthShape, weight = 2): Viseme => ({ shape: s, weight });
/** A diphthong: its first shape, then its second. */
const glide = (from: MouthShape, to: MouthShape): Viseme[] => [vowel(from, 1.4), vowel(to, 1.1)];

/** espeak-ng's English phoneme mnemonics, longest first so "aI" is read before "a". */
const PHONEMES: [string, Viseme[]][] = [
  ...(
    [
      ['aI', glide(OPEN, SPREAD)],
      ['aU', glide(OPEN, ROUND)],
      ['eI', glide(MID, SPREAD)],
      ['oU', glide(OPEN_ROUND, ROUND)],
      ['OI', glide(OPEN_ROUND, SPREAD)],
      ['i@', glide(SPREAD, MID)],
      ['e@', glide(MID, MID)],
      ['U@', glide(ROUND, MID)],
      ['tS', [consonant(PUSHED)]],
      ['dZ', [consonant(PUSHED)]],
    ] as [string, Viseme[]][]
  ).sort((a, b) => b[0].length - a[0].length),
  ...([
    ['p', [{ shape: CLOSED, weight: 1, closed: true }]],
    ['b', [{ shape: CLOSED, weight: 1, closed: true }]],
    ['m', [{ shape: CLOSED, weight: 1, closed: true }]],
    ['f', [consonant(LIP_TEETH)]],
    ['v', [consonant(LIP_TEETH)]],
    ['T', [consonant(TONGUE)]],
    ['D', [consonant(TONGUE)]],
    ['S', [consonant(PUSHED)]],
    ['Z', [consonant(PUSHED)]],
    ['r', [consonant(PUSHED, 0.8)]],
    ['w', [consonant(W)]],
    ['W', [consonant(W)]],
    ['j', [consonant(SPREAD, 0.7)]],
    ['h', [consonant(MID, 0.6)]],
    ['a', [vowel(OPEN)]],
    ['A', [vowel(OPEN)]],
    ['V', [vowel(OPEN)]],
    ['0', [vowel(OPEN_ROUND)]],
    ['O', [vowel(OPEN_ROUND)]],
    ['o', [vowel(ROUND)]],
    ['u', [vowel(ROUND)]],
    ['U', [vowel(ROUND, 1.5)]],
    ['i', [vowel(SPREAD)]],
    ['I', [vowel(SPREAD, 1.5)]],
    ['e', [vowel(MID)]],
    ['E', [vowel(MID)]],
    ['@', [vowel(MID, 1.2)]],
    ['3', [vowel(MID)]],
    ['y', [vowel(ROUND)]],
  ] as [string, Viseme[]][]),
];

/** Stress, length, syllable and variant marks: no sound of their own. */
const MARKS = /['",:%=_|#!\-24-9;^]/;
/** Any other letter is a tongue consonant (t d n l s z k g N x ...). */
const OTHER = [consonant(TEETH)];

/** A word's phonemes as visemes, in order. */
export function visemesOf(phonemes: string): Viseme[] {
  const out: Viseme[] = [];
  for (let i = 0; i < phonemes.length;) {
    if (MARKS.test(phonemes[i]!) || /\s/.test(phonemes[i]!)) {
      i += 1;
      continue;
    }
    const match = PHONEMES.find(([symbol]) => phonemes.startsWith(symbol, i));
    out.push(...(match ? match[1] : OTHER));
    i += match ? match[0].length : 1;
  }
  return out;
}

/** Words heard this far apart (ms) or more have a pause between them: the lips close. */
const PAUSE_MS = 120;

interface Segment {
  startMs: number;
  endMs: number;
  viseme: Viseme;
}

function segments(words: readonly SpokenWord[]): Segment[] {
  const out: Segment[] = [];
  for (const word of words) {
    const visemes = visemesOf(word.phonemes);
    const total = visemes.reduce((sum, v) => sum + v.weight, 0);
    if (total === 0 || word.endMs <= word.startMs) continue;
    let at = word.startMs;
    for (const viseme of visemes) {
      const length = ((word.endMs - word.startMs) * viseme.weight) / total;
      out.push({ startMs: at, endMs: at + length, viseme });
      at += length;
    }
  }
  return out;
}

/** Per-frame mouth shapes for the clip, `frames` long, from its words' phonemes. */
export function spokenVisemeTrack(
  words: readonly SpokenWord[],
  fps: number,
  frames: number,
): MouthShape[] {
  const parts = segments([...words].sort((a, b) => a.startMs - b.startMs));
  const targets: MouthShape[] = [];
  let k = 0;
  for (let f = 0; f < frames; f++) {
    const ms = ((f + 0.5) * 1000) / fps;
    while (k < parts.length && parts[k]!.endMs <= ms) k += 1;
    const part = parts[k];
    const before = parts[k - 1];
    if (part && part.startMs <= ms) targets.push(part.viseme.shape);
    else if (part && before && part.startMs - before.endMs < PAUSE_MS) {
      // Between words said together: the nearer one's shape, the lips do not close.
      const nearer = ms - before.endMs < part.startMs - ms ? before : part;
      targets.push(nearer.viseme.shape);
    } else targets.push(CLOSED);
  }
  // Coarticulation: each shape leans a little towards the one before (lips take ~40 ms to
  // move); rests and closures are reached on their frame.
  const track = targets.map((target, f) => {
    const prev = f > 0 ? targets[f - 1]! : CLOSED;
    if (target.open === 0) return CLOSED;
    const lean = (a: number, b: number) => 0.75 * a + 0.25 * b;
    return shape(
      lean(target.open, prev.open),
      lean(target.wide, prev.wide),
      lean(target.round, prev.round),
    );
  });
  // Every m, b and p is shut on the frame nearest its middle, however short it is.
  for (const part of parts) {
    if (!part.viseme.closed) continue;
    const f = Math.floor((((part.startMs + part.endMs) / 2) * fps) / 1000);
    if (f >= 0 && f < frames) track[f] = CLOSED;
  }
  return track;
}
