/**
 * The podcast clip's moment (decision 058): where speech pauses in an audio, where a clip may
 * start and end so it never cuts a word, and which stretch of a given length is the liveliest.
 * Pure and dependency-free, so the studio runs it on the PCM the browser decodes and the server
 * on the PCM ffmpeg decodes: both snap a range the same way.
 */

/** Analysis frames: 20 ms, a usual speech frame (syllables last 100-300 ms). */
export const MOMENT_FRAME_SECONDS = 0.02;
/** Silence shorter than this is a gap inside speech (a stop consonant), not a pause. */
export const MIN_PAUSE_SECONDS = 0.2;
/** A clip's start or end moves to a pause at most this far away; further, it stays put. */
export const SNAP_WINDOW_SECONDS = 0.75;
/** The clip's closing fade (audio and picture); its opening fade is a click guard. */
export const CLIP_FADE_OUT_SECONDS = 0.2;
export const CLIP_FADE_IN_SECONDS = 0.05;
/** An end in a pause keeps this much silence after the last word, when the pause allows. */
const END_TAIL_SECONDS = 0.2;
/** A start in a pause keeps this much silence before the first word, when the pause allows. */
const LEAD_IN_SECONDS = 0.1;
/** A pause edge is this far from the words, so a cut at it takes no onset or tail. */
const EDGE_MARGIN_SECONDS = 0.05;
/** With no contrast in the audio (one steady sound), anything above this is sound. */
const SOUND_DB = -50;
/** Levels below this are digital silence; clamping keeps one silent file from skewing all. */
const SILENT_DB = -90;
/** The quietest a noise floor is taken to be, so speech over true silence still has pauses. */
const QUIETEST_FLOOR_DB = -75;
/** Frame-to-frame change of level (dB) that counts as fully lively: syllables swing this much. */
const FULL_FLUX_DB = 10;

export interface Pause {
  start: number;
  end: number;
}

export interface SpeechAnalysis {
  durationSeconds: number;
  /** Per 20 ms frame: 0..1, from the noise floor to the loud end of the audio. */
  levels: Float32Array;
  /** Per frame: 1 where someone speaks (or anything sounds), after bridging short gaps. */
  active: Uint8Array;
  /** Per frame: 0..1, how much the level moved from the previous frame (speech's rhythm). */
  flux: Float32Array;
  /** Silences of MIN_PAUSE_SECONDS or more, in seconds, in order (leading and trailing too). */
  pauses: Pause[];
}

export interface Moment {
  startSeconds: number;
  endSeconds: number;
}

const percentile = (values: Float32Array, p: number): number => {
  const sorted = Float32Array.from(values).sort();
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? SILENT_DB;
};

/** A frame's loudness in dB from its mean square, clamped at SILENT_DB. */
export const frameDecibel = (meanSquare: number): number =>
  Math.max(SILENT_DB, 10 * Math.log10(meanSquare + 1e-12));

/** Each frame's loudness in dB (RMS), clamped at SILENT_DB. */
function frameDecibels(samples: Float32Array, sampleRate: number): Float32Array {
  const size = Math.max(1, Math.round(sampleRate * MOMENT_FRAME_SECONDS));
  const frames = Math.ceil(samples.length / size);
  const db = new Float32Array(frames);
  for (let f = 0; f < frames; f++) {
    const end = Math.min(samples.length, (f + 1) * size);
    let sum = 0;
    for (let i = f * size; i < end; i++) sum += (samples[i] ?? 0) ** 2;
    db[f] = frameDecibel(sum / Math.max(1, end - f * size));
  }
  return db;
}

/** Inactive runs shorter than MIN_PAUSE_SECONDS become active (a gap inside a phrase). */
function bridgeShortGaps(active: Uint8Array): void {
  const minFrames = Math.round(MIN_PAUSE_SECONDS / MOMENT_FRAME_SECONDS);
  let runStart = -1;
  for (let f = 0; f <= active.length; f++) {
    const silent = f < active.length && active[f] === 0;
    if (silent && runStart < 0) runStart = f;
    if (!silent && runStart >= 0) {
      // Leading and trailing silence stay pauses, however short.
      const inside = runStart > 0 && f < active.length;
      if (inside && f - runStart < minFrames) active.fill(1, runStart, f);
      runStart = -1;
    }
  }
}

function pausesOf(active: Uint8Array, durationSeconds: number): Pause[] {
  const pauses: Pause[] = [];
  let runStart = -1;
  for (let f = 0; f <= active.length; f++) {
    const silent = f < active.length && active[f] === 0;
    if (silent && runStart < 0) runStart = f;
    if (!silent && runStart >= 0) {
      const start = runStart * MOMENT_FRAME_SECONDS;
      const end = Math.min(durationSeconds, f * MOMENT_FRAME_SECONDS);
      if (end - start >= MIN_PAUSE_SECONDS || runStart === 0 || f === active.length) {
        pauses.push({ start, end });
      }
      runStart = -1;
    }
  }
  return pauses;
}

/**
 * Speech activity, level, rhythm and pauses of mono samples (-1..1). Activity is relative to
 * the audio's own noise floor (its 10th percentile) and loud end (95th), so a quiet recording
 * and a loud one split alike.
 */
export function analyseSpeech(samples: Float32Array, sampleRate: number): SpeechAnalysis {
  return analyseFrameDecibels(frameDecibels(samples, sampleRate), samples.length / sampleRate);
}

/**
 * The same analysis from each 20 ms frame's dB (frameDecibel): for audio too long to hold as
 * samples (a three-hour episode), whose frames are measured while it streams from disk.
 */
export function analyseFrameDecibels(db: Float32Array, durationSeconds: number): SpeechAnalysis {
  const floor = Math.max(QUIETEST_FLOOR_DB, percentile(db, 0.1));
  const loud = Math.max(floor + 1, percentile(db, 0.95));
  // A quarter of the way from floor to loud, and at least 10 dB above the floor; an audio
  // with hardly any contrast is one steady sound (or silence) throughout.
  const threshold = loud - floor < 12 ? SOUND_DB : floor + Math.max(10, 0.25 * (loud - floor));
  const active = new Uint8Array(db.length);
  const levels = new Float32Array(db.length);
  const flux = new Float32Array(db.length);
  for (let f = 0; f < db.length; f++) {
    const level = db[f] ?? SILENT_DB;
    active[f] = level > threshold ? 1 : 0;
    levels[f] = Math.min(1, Math.max(0, (level - floor) / (loud - floor)));
  }
  for (let f = 1; f < db.length; f++) {
    if (!active[f] && !active[f - 1]) continue;
    const change = Math.abs(Math.max(floor, db[f]!) - Math.max(floor, db[f - 1]!));
    flux[f] = Math.min(1, change / FULL_FLUX_DB);
  }
  bridgeShortGaps(active);
  return { durationSeconds, levels, active, flux, pauses: pausesOf(active, durationSeconds) };
}

/** Where in a pause a clip's edge may fall: some silence kept next to the words. */
function allowedSpan(pause: Pause, edge: 'start' | 'end', total: number): [number, number] {
  const middle = (pause.start + pause.end) / 2;
  const margin = Math.min(EDGE_MARGIN_SECONDS, (pause.end - pause.start) / 2);
  // A pause at the very start or end of the audio: its outer edge is fine as it is.
  const first = pause.start === 0 ? 0 : pause.start + margin;
  const last = pause.end >= total ? total : pause.end - margin;
  if (edge === 'end') return [Math.min(pause.start + END_TAIL_SECONDS, middle, last), last];
  return [first, Math.max(first, pause.end - LEAD_IN_SECONDS, middle)];
}

/**
 * The nearest point to `seconds` where a clip's start (or end) cuts no word: inside a pause,
 * or the audio's own start or end, at most `window` away. Null when there is none that near.
 */
export function pausePointNear(
  analysis: SpeechAnalysis,
  seconds: number,
  edge: 'start' | 'end',
  window = SNAP_WINDOW_SECONDS,
): number | null {
  const total = analysis.durationSeconds;
  let best: number | null = null;
  const consider = (point: number) => {
    if (Math.abs(point - seconds) > window + 1e-9) return;
    if (best === null || Math.abs(point - seconds) < Math.abs(best - seconds)) best = point;
  };
  consider(edge === 'start' ? 0 : total);
  for (const pause of analysis.pauses) {
    const [low, high] = allowedSpan(pause, edge, total);
    consider(Math.min(high, Math.max(low, seconds)));
  }
  return best;
}

/** A clip's edge moved to the nearest pause within the window, else left where it was. */
export const snapToPause = (
  analysis: SpeechAnalysis,
  seconds: number,
  edge: 'start' | 'end',
): number => pausePointNear(analysis, seconds, edge) ?? seconds;

/** Rounds to the hundredth, as clip lengths are kept. */
const hundredth = (seconds: number) => Math.round(seconds * 100) / 100;

/** A range with both edges snapped to pauses (rounded to the hundredth). */
export function snapMoment(analysis: SpeechAnalysis, moment: Moment): Moment {
  return {
    startSeconds: hundredth(snapToPause(analysis, moment.startSeconds, 'start')),
    endSeconds: hundredth(snapToPause(analysis, moment.endSeconds, 'end')),
  };
}

/** Prefix sums, so any stretch's mean is two lookups. */
function prefixSums(values: ArrayLike<number>): Float64Array {
  const sums = new Float64Array(values.length + 1);
  for (let i = 0; i < values.length; i++) sums[i + 1] = sums[i]! + (values[i] ?? 0);
  return sums;
}

/**
 * How lively a stretch is: mostly its rhythm (level swinging syllable by syllable: a steady hum
 * or music bed scores low, silence scores nothing), then how loud its speech is.
 */
function livelinessScorer(analysis: SpeechAnalysis) {
  const voiced = analysis.levels.map((level, f) => level * (analysis.active[f] ?? 0));
  const voicedSums = prefixSums(voiced);
  const fluxSums = prefixSums(analysis.flux);
  return (moment: Moment) => {
    const from = Math.floor(moment.startSeconds / MOMENT_FRAME_SECONDS);
    const to = Math.max(from + 1, Math.floor(moment.endSeconds / MOMENT_FRAME_SECONDS));
    const end = Math.min(to, analysis.levels.length);
    const frames = Math.max(1, end - from);
    const mean = (sums: Float64Array) => (sums[end]! - sums[from]!) / frames;
    return mean(fluxSums) + 0.3 * mean(voicedSums);
  };
}

/**
 * The liveliest stretch about `lengthSeconds` long that starts and ends at pauses: every
 * pause (and the audio's start) is tried as a start, its end snapped to a pause near the
 * length; ends that found no pause are tried too, at a discount.
 */
export function suggestMoment(analysis: SpeechAnalysis, lengthSeconds: number): Moment {
  const total = analysis.durationSeconds;
  if (lengthSeconds >= total) return { startSeconds: 0, endSeconds: hundredth(total) };
  const score = livelinessScorer(analysis);
  const starts = [0, ...analysis.pauses.map((pause) => allowedSpan(pause, 'start', total)[1])];
  let best: { moment: Moment; score: number } | null = null;
  for (const start of starts) {
    if (start + lengthSeconds > total + SNAP_WINDOW_SECONDS) continue;
    const target = Math.min(total, start + lengthSeconds);
    const end = pausePointNear(analysis, target, 'end');
    const moment = { startSeconds: start, endSeconds: end ?? target };
    if (moment.endSeconds - moment.startSeconds < lengthSeconds / 2) continue;
    const value = score(moment) * (end === null ? 0.5 : 1);
    if (!best || value > best.score + 1e-9) best = { moment, score: value };
  }
  const chosen = best?.moment ?? { startSeconds: 0, endSeconds: lengthSeconds };
  return {
    startSeconds: hundredth(chosen.startSeconds),
    endSeconds: hundredth(chosen.endSeconds),
  };
}

/** The waveform's bars: the loudest sample of each of `bins` equal stretches, 0..1. */
export function waveformPeaks(samples: Float32Array, bins: number): number[] {
  const peaks = new Array<number>(bins).fill(0);
  if (samples.length === 0) return peaks;
  const per = samples.length / bins;
  for (let b = 0; b < bins; b++) {
    let peak = 0;
    const end = Math.min(samples.length, Math.floor((b + 1) * per));
    for (let i = Math.floor(b * per); i < end; i++) peak = Math.max(peak, Math.abs(samples[i]!));
    peaks[b] = Math.min(1, peak);
  }
  return peaks;
}

/**
 * Why a clip from `startSeconds`, `durationSeconds` long, cannot be cut from audio
 * `audioSeconds` long, or null when it can (the last SLACK of the audio may be missed:
 * container lengths are rounded).
 */
export function momentProblem(
  startSeconds: number,
  durationSeconds: number,
  audioSeconds: number,
  slack = 0.05,
): string | null {
  const shown = (Math.floor(audioSeconds * 100) / 100).toFixed(2);
  if (startSeconds >= audioSeconds) {
    return `The clip must start before the audio ends: the audio is ${shown} seconds long`;
  }
  if (startSeconds + durationSeconds > audioSeconds + slack) {
    const room = (Math.floor((audioSeconds - startSeconds) * 100) / 100).toFixed(2);
    return (
      `The audio is only ${shown} seconds long: a clip starting at ${startSeconds} seconds ` +
      `can be at most ${room} seconds long`
    );
  }
  return null;
}
