/**
 * Measures a recording of speech (issue 29, the local "clone"): its pitch as the median
 * fundamental frequency of voiced frames (YIN: cumulative mean normalised difference, Cheveigné
 * and Kawahara 2002), and its pace as syllables a second, from the peaks of the loudness
 * envelope (each syllable has one vowel, and the vowel is the loud part). Pure; mono samples.
 */

export interface SpeechMeasure {
  /** Median F0 of the voiced frames, in Hz; null when nothing voiced was found. */
  medianF0Hz: number | null;
  /** Loudness peaks (syllable nuclei) per second of speech, pauses included. */
  syllablesPerSecond: number;
  /** From the first to the last frame of speech. */
  speechSeconds: number;
}

const FRAME_SECONDS = 0.04;
const HOP_SECONDS = 0.01;
/** Speaking voices: a low bass to a high child's voice. */
const MIN_F0 = 60;
const MAX_F0 = 450;
/** YIN's absolute threshold: below it a period is taken as found. */
const YIN_THRESHOLD = 0.15;

function rmsPerHop(samples: Float32Array, hop: number, frame: number): Float32Array {
  const count = Math.max(0, Math.floor((samples.length - frame) / hop) + 1);
  const rms = new Float32Array(count);
  for (let i = 0; i < count; i++) {
    let sum = 0;
    for (let j = i * hop; j < i * hop + frame; j++) sum += samples[j]! * samples[j]!;
    rms[i] = Math.sqrt(sum / frame);
  }
  return rms;
}

/** The period of one frame in samples (YIN), or null when it has none (unvoiced). */
function yinPeriod(samples: Float32Array, start: number, size: number, sampleRate: number) {
  const minLag = Math.floor(sampleRate / MAX_F0);
  const maxLag = Math.min(Math.ceil(sampleRate / MIN_F0), size - 1);
  const window = size - maxLag;
  const d = new Float32Array(maxLag + 1);
  for (let lag = 1; lag <= maxLag; lag++) {
    let sum = 0;
    for (let j = 0; j < window; j++) {
      const diff = samples[start + j]! - samples[start + j + lag]!;
      sum += diff * diff;
    }
    d[lag] = sum;
  }
  let running = 0;
  const normalised = new Float32Array(maxLag + 1).fill(1);
  for (let lag = 1; lag <= maxLag; lag++) {
    running += d[lag]!;
    normalised[lag] = running > 0 ? (d[lag]! * lag) / running : 1;
  }
  for (let lag = minLag; lag < maxLag; lag++) {
    if (normalised[lag]! >= YIN_THRESHOLD) continue;
    while (lag + 1 < maxLag && normalised[lag + 1]! < normalised[lag]!) lag++;
    // Parabolic interpolation around the minimum, for a period between samples.
    const [a, b, c] = [normalised[lag - 1]!, normalised[lag]!, normalised[lag + 1]!];
    const shift = a + c - 2 * b !== 0 ? (a - c) / (2 * (a + c - 2 * b)) : 0;
    return lag + Math.max(-1, Math.min(1, shift));
  }
  return null;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

export function measureSpeech(samples: Float32Array, sampleRate: number): SpeechMeasure {
  const hop = Math.round(HOP_SECONDS * sampleRate);
  const frame = Math.round(FRAME_SECONDS * sampleRate);
  const rms = rmsPerHop(samples, hop, frame);
  const loudest = rms.reduce((max, value) => Math.max(max, value), 0);
  if (loudest === 0) return { medianF0Hz: null, syllablesPerSecond: 0, speechSeconds: 0 };
  const active = (i: number) => rms[i]! > loudest * 0.08;

  const f0s: number[] = [];
  for (let i = 0; i < rms.length; i++) {
    if (rms[i]! < loudest * 0.15) continue;
    const period = yinPeriod(samples, i * hop, frame, sampleRate);
    if (period) f0s.push(sampleRate / period);
  }

  // The envelope smoothed over ~50 ms; a syllable is a peak standing clear of the dips on
  // both sides (a vowel between consonants or pauses).
  const smooth = rms.map((_, i) => {
    let sum = 0;
    let n = 0;
    for (let j = Math.max(0, i - 2); j <= Math.min(rms.length - 1, i + 2); j++, n++) sum += rms[j]!;
    return sum / n;
  });
  let peaks = 0;
  let lastPeak = -Infinity;
  for (let i = 1; i < smooth.length - 1; i++) {
    const value = smooth[i]!;
    if (value < loudest * 0.12 || value < smooth[i - 1]! || value < smooth[i + 1]!) continue;
    const dipBefore = Math.min(...smooth.slice(Math.max(0, i - 12), i));
    const dipAfter = Math.min(...smooth.slice(i + 1, i + 13));
    // At least 80 ms apart and a fifth louder than the dips around it.
    if (i - lastPeak < 8 || value < 1.25 * Math.max(dipBefore, dipAfter)) continue;
    peaks++;
    lastPeak = i;
  }
  let first = 0;
  while (first < rms.length && !active(first)) first++;
  let last = rms.length - 1;
  while (last > first && !active(last)) last--;
  const speechSeconds = Math.max(0, (last - first + 1) * HOP_SECONDS);
  return {
    medianF0Hz: f0s.length >= 5 ? median(f0s) : null,
    syllablesPerSecond: speechSeconds > 0 ? peaks / speechSeconds : 0,
    speechSeconds,
  };
}

/** 16-bit little-endian PCM as floats in [-1, 1). */
export function pcm16ToFloat(pcm: Buffer): Float32Array {
  const samples = new Float32Array(Math.floor(pcm.byteLength / 2));
  for (let i = 0; i < samples.length; i++) samples[i] = pcm.readInt16LE(i * 2) / 32768;
  return samples;
}
