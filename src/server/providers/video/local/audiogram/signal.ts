import { fft, hannWindow } from '../../../../media/fft.js';

/**
 * What an audiogram's waveform shows each frame, measured from the clip's own audio (mono
 * PCM): a spectrum of a few bands, the bars, line and circle all draw. Pure numbers 0..1,
 * so drawing and tests share them.
 */

const FFT_SIZE = 512;
/** Bands run from low voice to the top of the 8 kHz decode, spaced evenly in pitch. */
const LOW_HZ = 90;
const HIGH_HZ = 3600;
/** The loudest 3 % of band readings reach the top; 45 dB below that is silence. */
const TOP_PERCENTILE = 0.97;
const RANGE_DB = 45;
/** How much of the last frame's height a falling bar keeps: motion reads smooth, not jittery. */
const DECAY = 0.72;

export interface SignalInput {
  /** Mono PCM, signed 16-bit. */
  samples: Int16Array;
  sampleRate: number;
  fps: number;
  frames: number;
}

/** The FFT bins each band sums, log-spaced between LOW_HZ and HIGH_HZ. */
function bandBins(bands: number, sampleRate: number): Array<[number, number]> {
  const binHz = sampleRate / FFT_SIZE;
  const top = Math.min(HIGH_HZ, sampleRate / 2 - binHz);
  return Array.from({ length: bands }, (_, b) => {
    const from = LOW_HZ * (top / LOW_HZ) ** (b / bands);
    const to = LOW_HZ * (top / LOW_HZ) ** ((b + 1) / bands);
    const first = Math.max(1, Math.floor(from / binHz));
    return [first, Math.max(first + 1, Math.ceil(to / binHz))];
  });
}

/**
 * Band heights 0..1 for every frame: the window centred on the frame, Hann-weighted, in dB,
 * scaled to the clip's own loudness (a quiet recording still fills the bars), falling slowly.
 */
export function spectrumFrames(input: SignalInput, bands: number): Float32Array[] {
  const { samples, sampleRate, fps, frames } = input;
  const ranges = bandBins(bands, sampleRate);
  const hann = hannWindow(FFT_SIZE);
  const re = new Float64Array(FFT_SIZE);
  const im = new Float64Array(FFT_SIZE);
  const decibels = Array.from({ length: frames }, (_, frame) => {
    const centre = Math.round(((frame + 0.5) * sampleRate) / fps);
    for (let i = 0; i < FFT_SIZE; i++) {
      const index = centre - FFT_SIZE / 2 + i;
      const value = index >= 0 && index < samples.length ? samples[index]! / 32768 : 0;
      re[i] = value * hann[i]!;
      im[i] = 0;
    }
    fft(re, im);
    return Float32Array.from(ranges, ([from, to]) => {
      let power = 0;
      for (let k = from; k < to; k++) power += re[k]! ** 2 + im[k]! ** 2;
      return 10 * Math.log10(power / (to - from) + 1e-12);
    });
  });
  const sorted = decibels.flatMap((frame) => Array.from(frame)).sort((a, b) => a - b);
  const top = sorted[Math.floor((sorted.length - 1) * TOP_PERCENTILE)] ?? 0;
  const floor = Math.max(top - RANGE_DB, sorted[0] ?? top - RANGE_DB);
  const span = Math.max(1e-6, top - floor);
  const heights: Float32Array[] = [];
  let previous = new Float32Array(bands);
  for (const frame of decibels) {
    const current = Float32Array.from(frame, (db, b) => {
      const level = Math.min(1, Math.max(0, (db - floor) / span));
      return Math.max(level, previous[b]! * DECAY);
    });
    heights.push(current);
    previous = current;
  }
  return heights;
}
