/**
 * The podcast clip's pulse: how loud the voice is at each video frame, as a level of the zoom
 * ladder (see planPodcastClip). Pure: it reads PCM samples the planner had ffmpeg decode.
 */

export interface PulseOptions {
  /** Mono signed 16-bit samples. */
  samples: Int16Array;
  sampleRate: number;
  fps: number;
  frames: number;
  /** Levels 0..levels-1; 0 is at rest. */
  levels: number;
}

/** How far below the clip's loud passages a frame still moves the portrait. */
const DYNAMIC_RANGE_DB = 24;
/** Below this the whole clip counts as silence: nothing pulses. */
const SILENCE_DB = -55;
/** Envelope follower: rise fast with a syllable, fall back slowly (a pulse, not a flicker). */
const ATTACK = 0.65;
const RELEASE = 0.18;

/** RMS loudness in dBFS of each frame's slice of the samples (-100 past the end). */
export function frameLoudness({ samples, sampleRate, fps, frames }: PulseOptions): number[] {
  const perFrame = sampleRate / fps;
  return Array.from({ length: frames }, (_, frame) => {
    const start = Math.round(frame * perFrame);
    const end = Math.min(samples.length, Math.round((frame + 1) * perFrame));
    if (end <= start) return -100;
    let sum = 0;
    for (let i = start; i < end; i++) sum += samples[i]! * samples[i]!;
    const rms = Math.sqrt(sum / (end - start)) / 32768;
    return Math.max(-100, 20 * Math.log10(rms + 1e-10));
  });
}

/** Each frame's pulse level, from its loudness relative to the clip's loud passages. */
export function pulseLevels(options: PulseOptions): number[] {
  const loudness = frameLoudness(options);
  const sorted = [...loudness].sort((a, b) => a - b);
  const loud = sorted[Math.floor(sorted.length * 0.95)] ?? -100;
  if (loud < SILENCE_DB) return loudness.map(() => 0);
  const floor = loud - DYNAMIC_RANGE_DB;
  let envelope = 0;
  return loudness.map((db) => {
    const target = Math.min(1, Math.max(0, (db - floor) / DYNAMIC_RANGE_DB));
    envelope += (target - envelope) * (target > envelope ? ATTACK : RELEASE);
    return Math.round(envelope * (options.levels - 1));
  });
}
