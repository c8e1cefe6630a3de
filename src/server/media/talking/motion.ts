import type { Expression } from './expression.js';
import type { MouthShape } from './visemes.js';

/**
 * Everything that moves besides the mouth, per frame: blinks at a natural rate, a slow idle
 * sway of the head (slower still in pauses), and nods where speech starts or swells. All of it is drawn from the clip's
 * seed, so a retry renders the same clip.
 */

export interface HeadPose {
  /** Shift of the head in face widths (x) and face heights (y). */
  dx: number;
  dy: number;
  /** Tilt in radians. */
  roll: number;
}

/** A nod: down and back up over this long. */
const NOD_SECONDS = 0.6;

/** A small seeded generator (mulberry32): the same seed gives the same clip. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Eyelid closure per frame, 0 open .. 1 shut: ~0.25 s blinks, spaced around the rate. */
export function blinkTrack(frames: number, fps: number, perMinute: number, seed: number): number[] {
  const random = seededRandom(seed ^ 0x5bd1e995);
  const closure = new Array<number>(frames).fill(0);
  const mean = 60 / perMinute;
  let at = (0.3 + random() * 0.7) * mean;
  while (at * fps < frames) {
    const start = Math.round(at * fps);
    // Shut over 2 frames, held 1, open over 3: the lid falls faster than it lifts.
    [0.5, 1, 1, 0.7, 0.4, 0.15].forEach((value, k) => {
      if (start + k < frames) closure[start + k] = value;
    });
    // Intervals vary (people blink irregularly) but never closer than 1.2 s.
    at += Math.max(1.2, mean * (0.45 + random() * 1.1));
  }
  return closure;
}

/** Head pose per frame: idle sway plus nods at speech onsets and swells. */
export function headTrack(
  mouth: readonly MouthShape[],
  fps: number,
  expression: Expression,
  seed: number,
): HeadPose[] {
  const random = seededRandom(seed ^ 0x27d4eb2f);
  const waves = Array.from({ length: 3 }, (_, k) => ({
    phase: random() * Math.PI * 2,
    speed: (0.11 + 0.09 * k + random() * 0.05) * Math.PI * 2,
  }));
  const sway = 0.012 * expression.energy;
  const nodSize = 0.022 * expression.nod;
  const nod = new Float32Array(mouth.length);
  const nodLength = Math.round(fps * NOD_SECONDS);
  let quiet = fps; // frames since the mouth last moved
  let lastNod = -Infinity;
  for (let f = 0; f < mouth.length; f++) {
    const open = mouth[f]!.open;
    const swell = f >= 6 && open > 0.6 && mouth[f - 6]!.open < 0.3;
    // One nod at a time: a swell lasts several frames, and nods added on each of them piled
    // up into one dip four or five times as deep, which dragged the hair (bench strips).
    if (((open > 0.1 && quiet > fps * 0.35) || swell) && f - lastNod >= nodLength) {
      addNod(nod, f, nodLength, nodSize);
      lastNod = f;
    }
    quiet = open > 0.05 ? 0 : quiet + 1;
  }
  const pace = swayPace(mouth, fps);
  let t = 0;
  return mouth.map((_, f) => {
    t += pace[f]! / fps;
    const [a, b, c] = waves.map((w) => Math.sin(w.speed * t + w.phase)) as [number, number, number];
    return {
      dx: sway * (0.6 * a + 0.4 * b),
      dy: sway * 0.5 * c + nod[f]!,
      roll: 0.02 * expression.energy * (0.5 * b + 0.5 * c),
    };
  });
}

/** The idle sway's pace in a pause, against its pace in speech. */
const PAUSE_PACE = 0.25;

/**
 * How fast the idle sway runs per frame: full while the mouth moves, easing within a few
 * frames of it closing down to PAUSE_PACE, and back as speech resumes. A speaker holds the head
 * nearly still in a pause; a head that kept swaying moved the closed mouth with it, and on a
 * small, high-contrast face (skimage's camera) what remained of that motion after the bench
 * aligned the head (a sixteenth of a pixel off, the codec's noise, the resampling) read as the
 * mouth moving in pauses. The sway slows rather than stops: a frozen head looks dead, and its
 * position never jumps.
 */
function swayPace(mouth: readonly MouthShape[], fps: number): Float32Array {
  const pace = new Float32Array(mouth.length);
  let quiet = 0; // frames since the mouth last moved
  let current = 1;
  for (let f = 0; f < mouth.length; f++) {
    quiet = mouth[f]!.open > 0.05 ? 0 : quiet + 1;
    // Between words the mouth closes for a frame or two: that is still speech.
    const target = quiet > fps * 0.1 ? PAUSE_PACE : 1;
    current += (target - current) * 0.3;
    pace[f] = current;
  }
  return pace;
}

/** A nod of `length` frames, added to the track from frame `at`. */
function addNod(track: Float32Array, at: number, length: number, size: number): void {
  for (let k = 0; k < length && at + k < track.length; k++) {
    track[at + k] = track[at + k]! + size * Math.sin((Math.PI * k) / length);
  }
}
