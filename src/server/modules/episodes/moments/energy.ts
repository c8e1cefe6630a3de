import { MOMENT_FRAME_SECONDS } from '@shared/moments';
import type { WavAnalysis } from '../../../providers/transcription/index.js';
import { median, ratioValue } from './weights.js';

/**
 * How lively a stretch of an episode is against the episode's own usual (decision 067): how
 * loud its speech is (mean dB of the frames where someone speaks) and how much the level
 * swings syllable to syllable (decision 058's flux: an animated delivery swings more). Both are
 * compared with the median over the episode's sentences or phrases, so a quiet recording and
 * a loud one rank alike. Pure.
 */

/** The episode's analysis with each 20 ms frame's dB (streamed from its WAV). */
export type EpisodeAudio = WavAnalysis;

export interface Liveliness {
  /** 0..1: the signal's value. */
  value: number;
  /** dB louder than the episode's usual (negative: quieter). */
  louderDb: number;
  /** The level's swing against the usual (1: as usual). */
  swing: number;
}

/** This many dB over the usual is as lively as it gets; a swing this much over, too. */
const FULL_LOUDER_DB = 6;
const FULL_SWING = 1.3;

export function livelinessMeter(
  audio: EpisodeAudio,
  usualSpans: readonly { start: number; end: number }[],
): (start: number, end: number) => Liveliness {
  const { active, flux } = audio.analysis;
  const frames = active.length;
  const speech = new Float64Array(frames + 1);
  const loudness = new Float64Array(frames + 1);
  const swings = new Float64Array(frames + 1);
  for (let f = 0; f < frames; f++) {
    const on = active[f]!;
    speech[f + 1] = speech[f]! + on;
    loudness[f + 1] = loudness[f]! + on * (audio.decibels[f] ?? 0);
    swings[f + 1] = swings[f]! + on * flux[f]!;
  }
  const measure = (start: number, end: number) => {
    const from = Math.max(0, Math.min(frames, Math.floor(start / MOMENT_FRAME_SECONDS)));
    const to = Math.max(from, Math.min(frames, Math.ceil(end / MOMENT_FRAME_SECONDS)));
    const count = speech[to]! - speech[from]!;
    if (count === 0) return null;
    return {
      db: (loudness[to]! - loudness[from]!) / count,
      swing: (swings[to]! - swings[from]!) / count,
    };
  };
  const usual = usualSpans.map((span) => measure(span.start, span.end)).filter((m) => m !== null);
  const usualDb = median(usual.map((m) => m.db));
  const usualSwing = median(usual.map((m) => m.swing));
  return (start, end) => {
    const measured = measure(start, end);
    if (!measured || usual.length === 0) return { value: 0, louderDb: 0, swing: 1 };
    const louderDb = measured.db - usualDb;
    const swing = usualSwing > 0 ? measured.swing / usualSwing : 1;
    const value =
      0.6 * ratioValue(louderDb, 0, FULL_LOUDER_DB) + 0.4 * ratioValue(swing, 1, FULL_SWING);
    return { value, louderDb, swing };
  };
}

/** The reason's words for a lively stretch, or null when it is not livelier than usual. */
export function livelinessReason(liveliness: Liveliness): string | null {
  if (liveliness.louderDb >= 3) {
    return `Livelier than most of the episode (${Math.round(liveliness.louderDb)} dB louder than its usual)`;
  }
  if (liveliness.swing >= 1.15) {
    return 'Livelier than most of the episode (a more animated delivery)';
  }
  return null;
}
