/**
 * Word timings for the local voices, which report none: espeak-ng reads the text twice, once
 * as the user hears it and once with a long pause after every word (its word gap option,
 * `-g`). In the second reading each word is an island of sound, so its span is measured from
 * the silences; the pauses are then taken out and the result is lined up with the first
 * reading by dynamic time warping on the loudness of the two. The word gap only moves the
 * words, it hardly changes how espeak says them (SSML breaks would: each word becomes a clause
 * of its own, said slower). See docs/decisions/060-captions-in-time.md.
 */

/** One frame of the envelopes is about this long (a whole number of samples, see frameMs). */
export const FRAME_MS = 10;

/** The samples in a frame at this rate: 220 at 22,050 Hz. */
const hopOf = (sampleRate: number) => Math.round((sampleRate * FRAME_MS) / 1000);
/** A frame's exact length in ms (9.977 at 22,050 Hz: rounding it to 10 drifts 80 ms a minute). */
export const frameMs = (sampleRate: number) => (hopOf(sampleRate) * 1000) / sampleRate;
/** The pause after each word in the measuring reading. */
export const MEASURE_BREAK_MS = 400;
/** Silences at least this long split the measuring reading into words (stops are shorter). */
const MIN_WORD_GAP_MS = 200;
/** How far (ms) the two readings may drift apart once the pauses are taken out. */
const BAND_MS = 2_000;

/** A word of the text as the captions show it, and whether it makes any sound. */
export interface TextWord {
  text: string;
  /** Letters or digits: espeak says it. A lone dash is silent. */
  spoken: boolean;
}

export function textWords(text: string): TextWord[] {
  return text
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => ({ text: word, spoken: /[\p{L}\p{N}]/u.test(word) }));
}

/** espeak's options for the measuring reading: the voice's own, reading SSML (-m). */
export const measuringOptions = (options: readonly string[]) => [...options, '-m'];

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The measuring reading: the spoken words in SSML with a break after each. */
export function measuringText(words: readonly TextWord[]): string {
  const spoken = words.filter((w) => w.spoken).map((w) => escapeXml(w.text));
  return `<speak>${spoken.join(` <break time="${MEASURE_BREAK_MS}ms"/> `)}</speak>`;
}

/**
 * Per-frame features of 16-bit mono samples: the log loudness of the signal and of its first
 * difference (which weighs hiss, s and t, over the vowels), in FRAME_MS frames.
 */
export function loudness(samples: Int16Array, sampleRate: number): Float32Array[] {
  const hop = hopOf(sampleRate);
  const frames = Math.floor(samples.length / hop);
  const level = new Float32Array(frames);
  const hiss = new Float32Array(frames);
  for (let f = 0; f < frames; f++) {
    let power = 0;
    let diffPower = 0;
    for (let i = f * hop; i < (f + 1) * hop; i++) {
      const value = samples[i]!;
      power += value * value;
      const diff = value - (i > 0 ? samples[i - 1]! : 0);
      diffPower += diff * diff;
    }
    level[f] = Math.log10(1 + Math.sqrt(power / hop));
    hiss[f] = Math.log10(1 + Math.sqrt(diffPower / hop));
  }
  return [level, hiss];
}

/** Below this log loudness (about −50 dBFS) a frame counts as silence. */
const SILENT = Math.log10(1 + 100);

export interface Span {
  start: number;
  end: number;
}

/**
 * The sounding span of each word in the measuring reading (frames), or null when the reading
 * does not break into exactly `count` islands at silences of MIN_WORD_GAP_MS or more.
 */
export function islands(level: Float32Array, count: number): Span[] | null {
  if (count === 0) return [];
  const minGap = MIN_WORD_GAP_MS / FRAME_MS;
  const spans: Span[] = [];
  let start = -1;
  let lastLoud = -1;
  for (let f = 0; f < level.length; f++) {
    if (level[f]! <= SILENT) continue;
    if (start < 0) start = f;
    else if (f - lastLoud - 1 >= minGap) {
      spans.push({ start, end: lastLoud + 1 });
      start = f;
    }
    lastLoud = f;
  }
  if (start >= 0) spans.push({ start, end: lastLoud + 1 });
  return spans.length === count ? spans : null;
}

/** How far a word's edge may move to the nearest sound when it lines up with silence. */
const SNAP_MS = 300;

/** Silence (frames) left between two words after the breaks are taken out. */
const KEPT_GAP = 3;

/**
 * The measuring reading with the breaks taken out. Most words have no punctuation after them,
 * so the median pause is one break alone; every pause is shortened by that much, but keeps a
 * few silent frames: after a comma or a full stop espeak's own pause may be merged into the
 * break rather than added to it, and a kept silence lets the warp stretch it back. Returns the
 * frames kept and where each island starts and ends among them.
 */
function withoutBreaks(
  features: Float32Array[],
  spans: readonly Span[],
): { features: Float32Array[]; spans: Span[] } {
  const gaps = spans.slice(1).map((span, i) => span.start - spans[i]!.end);
  const sorted = [...gaps].sort((x, y) => x - y);
  const breakFrames = sorted[sorted.length >> 1] ?? 0;
  const keep: number[] = [];
  const moved: Span[] = [];
  for (const [i, span] of spans.entries()) {
    const kept =
      i === 0 ? span.start : Math.min(gaps[i - 1]!, Math.max(KEPT_GAP, gaps[i - 1]! - breakFrames));
    for (let f = span.start - kept; f < span.start; f++) keep.push(f);
    const start = keep.length;
    for (let f = span.start; f < span.end; f++) keep.push(f);
    moved.push({ start, end: keep.length });
  }
  for (let f = spans.at(-1)!.end; f < features[0]!.length; f++) keep.push(f);
  return {
    features: features.map((feature) => Float32Array.from(keep, (f) => feature[f]!)),
    spans: moved,
  };
}

/**
 * Dynamic time warping of b onto a within a band around the diagonal: for each frame of b, the
 * first and last frame of a it lines up with (a stretch of a may line up with one b frame).
 */
export function warp(
  a: Float32Array[],
  b: Float32Array[],
): { first: Int32Array; last: Int32Array } {
  const n = a[0]!.length;
  const m = b[0]!.length;
  const band = Math.max(BAND_MS / FRAME_MS, Math.abs(n - m) + 10);
  const centre = (j: number) => Math.round((j * n) / Math.max(1, m));
  const width = 2 * band + 1;
  // step[j * width + (i - centre(j) + band)]: 0 diagonal, 1 from (i-1, j), 2 from (i, j-1).
  const step = new Uint8Array(m * width);
  let previous = new Float64Array(width).fill(Infinity);
  let current = new Float64Array(width);
  for (let j = 0; j < m; j++) {
    current.fill(Infinity);
    const c = centre(j);
    const cPrev = centre(j - 1);
    for (let k = 0; k < width; k++) {
      const i = c - band + k;
      if (i < 0 || i >= n) continue;
      let cost = 0;
      for (let d = 0; d < a.length; d++) cost += Math.abs(a[d]![i]! - b[d]![j]!);
      let best = Infinity;
      let from = 0;
      if (i === 0 && j === 0) best = 0;
      const diag = j > 0 ? i - 1 - cPrev + band : -1;
      if (j > 0 && diag >= 0 && diag < width && previous[diag]! < best) {
        best = previous[diag]!;
        from = 0;
      }
      if (k > 0 && current[k - 1]! < best) {
        best = current[k - 1]!;
        from = 1;
      }
      const up = j > 0 ? i - cPrev + band : -1;
      if (j > 0 && up >= 0 && up < width && previous[up]! < best) {
        best = previous[up]!;
        from = 2;
      }
      current[k] = best + cost;
      step[j * width + k] = from;
    }
    [previous, current] = [current, previous];
  }
  // Walk back from the last frames: each b frame's first and last a frame.
  const first = new Int32Array(m).fill(-1);
  const last = new Int32Array(m).fill(-1);
  let i = n - 1;
  let j = m - 1;
  while (j >= 0 && i >= 0) {
    first[j] = i;
    if (last[j]! < 0) last[j] = i;
    const from = step[j * width + (i - centre(j) + band)];
    if (from === 0) [i, j] = [i - 1, j - 1];
    else if (from === 1) i -= 1;
    else j -= 1;
  }
  return { first, last };
}

/** One word and when it is heard in the natural reading, ms. */
export interface AlignedWord {
  word: string;
  startMs: number;
  endMs: number;
}

/**
 * The words' times in the natural reading from the two readings' samples, or null when the
 * measuring reading cannot be split into the words (the caller then estimates).
 */
export function alignWords(
  words: readonly TextWord[],
  natural: { samples: Int16Array; sampleRate: number },
  measuring: { samples: Int16Array; sampleRate: number },
): AlignedWord[] | null {
  const a = loudness(natural.samples, natural.sampleRate);
  const b = loudness(measuring.samples, measuring.sampleRate);
  const spoken = words.filter((w) => w.spoken).length;
  const found = islands(b[0]!, spoken);
  if (!found || spoken === 0) return null;
  const squeezed = withoutBreaks(b, found);
  const { first, last } = warp(a, squeezed.features);
  const level = a[0]!;
  // Where a word's first frame lines up with a stretch of the natural reading, the word starts
  // where that stretch first sounds; where it lines up with silence only (the pause before a
  // soft "h"), where the sound resumes, at most SNAP_MS later. Its end likewise, backwards.
  const snap = Math.round(SNAP_MS / FRAME_MS);
  const ms = (frame: number) => Math.round(frame * frameMs(natural.sampleRate));
  const startFrame = (j: number) => {
    const limit = Math.min(level.length - 1, last[j]! + snap);
    for (let f = first[j]!; f <= limit; f++) if (level[f]! > SILENT) return f;
    return first[j]!;
  };
  const endFrame = (j: number) => {
    const limit = Math.max(0, first[j]! - snap);
    for (let f = last[j]!; f >= limit; f--) if (level[f]! > SILENT) return f;
    return last[j]!;
  };
  const timed: AlignedWord[] = [];
  let island = 0;
  for (const word of words) {
    if (!word.spoken) {
      // A silent mark (a dash) belongs to the word before it and takes no time.
      const end = timed.at(-1)?.endMs ?? 0;
      timed.push({ word: word.text, startMs: end, endMs: end });
      continue;
    }
    const span = squeezed.spans[island++]!;
    const startMs = ms(startFrame(span.start));
    const endMs = Math.max(startMs + 1, ms(endFrame(span.end - 1) + 1));
    timed.push({ word: word.text, startMs, endMs });
  }
  // In order and apart: a word never ends after the next one starts.
  for (let i = timed.length - 2; i >= 0; i--) {
    const [word, next] = [timed[i]!, timed[i + 1]!];
    if (word.startMs > next.startMs) word.startMs = next.startMs;
    if (word.endMs > next.startMs) word.endMs = Math.max(word.startMs, next.startMs);
  }
  return timed;
}
