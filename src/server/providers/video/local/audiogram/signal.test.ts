import { describe, expect, it } from 'vitest';
import { spectrumFrames } from './signal.js';

const RATE = 8000;
const FPS = 24;

/** A tone of `hz` for `seconds`, then as long again of silence. */
function toneThenSilence(hz: number, seconds: number): Int16Array {
  const samples = new Int16Array(RATE * seconds * 2);
  for (let i = 0; i < RATE * seconds; i++) {
    samples[i] = Math.round(12000 * Math.sin((2 * Math.PI * hz * i) / RATE));
  }
  return samples;
}

describe('spectrumFrames', () => {
  it('puts a tone in its own band, and falls back to rest after it stops', () => {
    const frames = spectrumFrames(
      { samples: toneThenSilence(1000, 1), sampleRate: RATE, fps: FPS, frames: 48 },
      24,
    );
    expect(frames).toHaveLength(48);
    const during = frames[12]!;
    const loudest = during.indexOf(Math.max(...during));
    // 24 bands from 90 Hz to 3.6 kHz, evenly in pitch: 1 kHz falls in band 15.
    expect(loudest).toBe(15);
    expect(during[loudest]).toBeGreaterThan(0.9);
    expect(during[2]!).toBeLessThan(0.3);
    // Half a second after the tone: everything fell to (near) rest.
    expect(Math.max(...frames[47]!)).toBeLessThan(0.05);
  });

  it('rises with the voice: every band rests in silence', () => {
    const frames = spectrumFrames(
      { samples: new Int16Array(RATE), sampleRate: RATE, fps: FPS, frames: 24 },
      16,
    );
    for (const frame of frames) expect(Math.max(...frame)).toBe(0);
  });
});
