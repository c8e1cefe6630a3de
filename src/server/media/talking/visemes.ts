import { fft, hannWindow } from '../fft.js';

/**
 * The mouth's shape per video frame, from the sound itself: how open (loudness of voiced
 * speech), how wide (hiss and "ee": energy high in the spectrum) and how round ("oo", "w": the
 * energy low and narrow). Pauses are found against the clip's own levels (a gate between its
 * noise floor and its speech), and the mouth closes in them.
 *
 * Any audio: our own voiceovers with word timings follow their phonemes instead
 * (spoken-visemes.ts, decision 057).
 */

export interface MouthShape {
  /** 0 closed .. 1 wide open ("ah"). */
  open: number;
  /** 0 .. 1: lips spread ("ee", "s"). */
  wide: number;
  /** 0 .. 1: lips rounded ("oo", "w"). */
  round: number;
}

export interface VisemeInput {
  /** Mono samples, -1..1. */
  samples: Float32Array;
  sampleRate: number;
  fps: number;
  frames: number;
}

const FFT_SIZE = 512;
const HANN = hannWindow(FFT_SIZE);

/** Loudness (dB) and band energies per frame, over a window centred on the frame's middle. */
function analyse({ samples, sampleRate, fps, frames }: VisemeInput) {
  const level = new Float32Array(frames);
  const high = new Float32Array(frames);
  const low = new Float32Array(frames);
  const re = new Float32Array(FFT_SIZE);
  const im = new Float32Array(FFT_SIZE);
  const hz = sampleRate / FFT_SIZE;
  for (let f = 0; f < frames; f++) {
    const centre = Math.round(((f + 0.5) / fps) * sampleRate);
    let energy = 0;
    for (let k = 0; k < FFT_SIZE; k++) {
      const s = samples[centre - FFT_SIZE / 2 + k] ?? 0;
      re[k] = s * HANN[k]!;
      im[k] = 0;
      energy += s * s;
    }
    level[f] = 10 * Math.log10(energy / FFT_SIZE + 1e-10);
    fft(re, im);
    let lowBand = 0; // 250-900 Hz: first formant of open and round vowels
    let midBand = 0; // 900-2500 Hz: second formant, high for "ee"
    let highBand = 0; // 2500 Hz and up: hiss
    for (let k = 1; k < FFT_SIZE / 2; k++) {
      const power = re[k]! * re[k]! + im[k]! * im[k]!;
      const freq = k * hz;
      if (freq >= 250 && freq < 900) lowBand += power;
      else if (freq >= 900 && freq < 2500) midBand += power;
      else if (freq >= 2500) highBand += power;
    }
    const total = lowBand + midBand + highBand + 1e-12;
    high[f] = (highBand + 0.5 * midBand) / total;
    low[f] = lowBand / total;
  }
  return { level, high, low };
}

function percentile(values: Float32Array, p: number): number {
  const sorted = Float32Array.from(values).sort();
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;
}

/** Per-frame mouth shapes for the clip (frames long; silence past the audio's end). */
export function visemeTrack(input: VisemeInput): MouthShape[] {
  const { level, high, low } = analyse(input);
  const floor = percentile(level, 0.1);
  const loud = percentile(level, 0.95);
  // Speech sits well above the floor; anything within 35 dB under the loudest counts as voice.
  const gate = Math.max(floor + 8, loud - 35);
  const span = Math.max(6, loud - gate);
  const shapes: MouthShape[] = [];
  let open = 0;
  for (let f = 0; f < input.frames; f++) {
    const lv = level[f]!;
    const target = lv <= gate ? 0 : Math.min(1, Math.pow((lv - gate) / span, 1.2));
    // Lips open fast and close a little slower, as a jaw does; below the gate they close.
    const rate = target > open ? 0.75 : target === 0 ? 0.6 : 0.45;
    open += (target - open) * rate;
    if (open < 0.02) open = 0;
    const voiced = open > 0 ? 1 : 0;
    shapes.push({
      open,
      wide: voiced * clamp01((high[f]! - 0.25) * 2.2),
      round: voiced * clamp01((low[f]! - 0.65) * 3),
    });
  }
  return shapes;
}

function clamp01(value: number): number {
  return Math.min(1, Math.max(0, value));
}
