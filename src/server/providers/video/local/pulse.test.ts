import { describe, expect, it } from 'vitest';
import { frameLoudness, pulseLevels } from './pulse.js';

const RATE = 8000;
const FPS = 24;

/** `seconds` of a 200 Hz tone at `amplitude` (0..1) followed by nothing. */
function tone(seconds: number, amplitude: number): Int16Array {
  return Int16Array.from({ length: Math.round(seconds * RATE) }, (_, i) =>
    Math.round(amplitude * 32767 * Math.sin((2 * Math.PI * 200 * i) / RATE)),
  );
}

function concat(...parts: Int16Array[]): Int16Array {
  const out = new Int16Array(parts.reduce((n, p) => n + p.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

const options = (samples: Int16Array, frames: number) => ({
  samples,
  sampleRate: RATE,
  fps: FPS,
  frames,
  levels: 12,
});

describe('frameLoudness', () => {
  it('measures each frame in dBFS, silence past the end of the samples', () => {
    const loudness = frameLoudness(options(tone(0.5, 0.5), 24));
    // A sine at half scale: RMS 0.354 → -9 dBFS.
    expect(loudness[0]).toBeCloseTo(-9.03, 1);
    expect(loudness[11]).toBeCloseTo(-9.03, 1);
    expect(loudness.slice(13)).toEqual(Array(11).fill(-100));
  });
});

describe('pulseLevels', () => {
  it('keeps a silent clip at rest', () => {
    expect(pulseLevels(options(new Int16Array(RATE), 24))).toEqual(Array(24).fill(0));
  });

  it('rises quickly with a syllable and falls back slowly after it', () => {
    // 0.5 s quiet, 0.5 s loud, 1 s quiet.
    const samples = concat(tone(0.5, 0.005), tone(0.5, 0.6), tone(1, 0.005));
    const levels = pulseLevels(options(samples, 48));
    expect(levels.slice(0, 12).every((level) => level === 0)).toBe(true);
    expect(levels[12]).toBeGreaterThanOrEqual(6); // one frame into the syllable
    expect(levels[14]).toBe(11);
    expect(levels[24]).toBeLessThan(11); // decaying…
    expect(levels[25]).toBeGreaterThan(0); // …not dropping at once
    expect(levels[47]).toBe(0);
    for (let i = 25; i < 48; i++) expect(levels[i]).toBeLessThanOrEqual(levels[i - 1]!);
  });

  it('measures loudness relative to the clip, so a quiet recording still pulses', () => {
    const quiet = concat(tone(0.5, 0.0005), tone(0.5, 0.03), tone(0.5, 0.0005));
    expect(Math.max(...pulseLevels(options(quiet, 36)))).toBe(11);
  });
});
