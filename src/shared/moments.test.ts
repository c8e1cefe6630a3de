import { describe, expect, it } from 'vitest';
import {
  analyseSpeech,
  momentProblem,
  snapMoment,
  snapToPause,
  suggestMoment,
  waveformPeaks,
} from './moments';

const RATE = 8000;

/** A seeded noise source, so a failure is the same on every run. */
function noise(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return (state / 2 ** 31) * 2 - 1;
  };
}

/** Audio built from parts: syllabic "speech" (noise swelling 4 times a second), hum, silence. */
type Part = { kind: 'speech' | 'hum' | 'silence'; seconds: number; gain?: number };
function audio(parts: Part[]): Float32Array {
  const random = noise(7);
  const total = parts.reduce((sum, part) => sum + part.seconds, 0);
  const out = new Float32Array(Math.round(total * RATE));
  let at = 0;
  for (const { kind, seconds, gain = 0.5 } of parts) {
    const n = Math.round(seconds * RATE);
    for (let i = 0; i < n; i++) {
      const t = i / RATE;
      const floor = random() * 0.0005; // a quiet room, not digital silence
      if (kind === 'speech') out[at + i] = gain * Math.sin(Math.PI * 4 * t) ** 2 * random() + floor;
      else if (kind === 'hum') out[at + i] = gain * 0.6 * Math.sin(2 * Math.PI * 120 * t) + floor;
      else out[at + i] = floor;
    }
    at += n;
  }
  return out;
}

const inPause = (pauses: { start: number; end: number }[], t: number) =>
  pauses.some((p) => t >= p.start - 0.02 && t <= p.end + 0.02);

describe('analyseSpeech', () => {
  it('finds the pauses between phrases, not the gaps between syllables', () => {
    const samples = audio([
      { kind: 'speech', seconds: 2 },
      { kind: 'silence', seconds: 0.6 },
      { kind: 'speech', seconds: 1.5 },
      { kind: 'silence', seconds: 1 },
    ]);
    const { pauses, durationSeconds } = analyseSpeech(samples, RATE);
    expect(durationSeconds).toBeCloseTo(5.1, 5);
    expect(pauses).toHaveLength(2);
    // Syllables fade to near zero every 0.25 s: the envelope's troughs are not pauses.
    expect(pauses[0]!.start).toBeGreaterThan(1.9);
    expect(pauses[0]!.end).toBeLessThan(2.7);
    expect(pauses[1]!.end).toBeCloseTo(5.1, 1);
  });

  it('sees a steady hum as sound without pauses', () => {
    const { pauses, active } = analyseSpeech(audio([{ kind: 'hum', seconds: 3 }]), RATE);
    expect(pauses).toEqual([]);
    expect(active.every((a) => a === 1)).toBe(true);
  });
});

describe('snapping a clip edge to a pause', () => {
  const samples = audio([
    { kind: 'speech', seconds: 2 },
    { kind: 'silence', seconds: 0.8 },
    { kind: 'speech', seconds: 3 },
  ]);
  const analysis = analyseSpeech(samples, RATE);

  it('moves an end that cuts a word back into the nearby pause, keeping a little silence', () => {
    const end = snapToPause(analysis, 3.2, 'end'); // 0.4 s into the second phrase
    expect(inPause(analysis.pauses, end)).toBe(true);
    expect(end).toBeGreaterThanOrEqual(2.15);
    expect(end).toBeLessThanOrEqual(2.8);
  });

  it('moves a start that cuts a word forward or back into the pause before the words', () => {
    const start = snapToPause(analysis, 1.7, 'start');
    expect(inPause(analysis.pauses, start)).toBe(true);
  });

  it('leaves an edge already in a pause, and one with no pause near, where it is', () => {
    expect(snapToPause(analysis, 2.4, 'end')).toBe(2.4);
    expect(snapToPause(analysis, 4.3, 'end')).toBe(4.3);
  });

  it('takes the audio own start and end as places to cut', () => {
    expect(snapToPause(analysis, 0.3, 'start')).toBe(0);
    expect(snapToPause(analysis, 5.5, 'end')).toBeCloseTo(5.8, 5);
  });

  it('snaps both edges of a moment, to the hundredth', () => {
    const moment = snapMoment(analysis, { startSeconds: 0.2, endSeconds: 3.1 });
    expect(moment.startSeconds).toBe(0);
    expect(inPause(analysis.pauses, moment.endSeconds)).toBe(true);
    expect(Number.isInteger(moment.endSeconds * 100)).toBe(true);
  });
});

describe('suggestMoment', () => {
  it('picks the speech over silence and a steady hum, starting and ending at pauses', () => {
    const samples = audio([
      { kind: 'silence', seconds: 3 },
      { kind: 'hum', seconds: 5 },
      { kind: 'silence', seconds: 0.5 },
      { kind: 'speech', seconds: 1.5 },
      { kind: 'silence', seconds: 0.4 },
      { kind: 'speech', seconds: 2 },
      { kind: 'silence', seconds: 0.5 },
      { kind: 'speech', seconds: 1 },
      { kind: 'silence', seconds: 3 },
    ]);
    const analysis = analyseSpeech(samples, RATE);
    const moment = suggestMoment(analysis, 5);
    expect(moment.startSeconds).toBeGreaterThanOrEqual(8);
    expect(moment.endSeconds).toBeLessThanOrEqual(14.6);
    expect(moment.endSeconds - moment.startSeconds).toBeGreaterThan(4.2);
    expect(inPause(analysis.pauses, moment.startSeconds)).toBe(true);
    expect(inPause(analysis.pauses, moment.endSeconds)).toBe(true);
  });

  it('prefers the energetic stretch to the same words said quietly', () => {
    const samples = audio([
      { kind: 'speech', seconds: 3, gain: 0.05 },
      { kind: 'silence', seconds: 0.5 },
      { kind: 'speech', seconds: 3, gain: 0.6 },
      { kind: 'silence', seconds: 0.5 },
      { kind: 'speech', seconds: 3, gain: 0.05 },
      { kind: 'silence', seconds: 0.5 },
    ]);
    const moment = suggestMoment(analyseSpeech(samples, RATE), 3.3);
    expect(moment.startSeconds).toBeGreaterThanOrEqual(3);
    expect(moment.endSeconds).toBeLessThanOrEqual(7);
  });

  it('gives the whole audio when asked for as much or more', () => {
    const analysis = analyseSpeech(audio([{ kind: 'speech', seconds: 2 }]), RATE);
    expect(suggestMoment(analysis, 5)).toEqual({ startSeconds: 0, endSeconds: 2 });
  });
});

describe('momentProblem', () => {
  it('accepts a range inside the audio and explains one outside it', () => {
    expect(momentProblem(2, 3, 5)).toBeNull();
    expect(momentProblem(2, 3.04, 5)).toBeNull();
    expect(momentProblem(5, 1, 5)).toBe(
      'The clip must start before the audio ends: the audio is 5.00 seconds long',
    );
    expect(momentProblem(2.5, 3, 5)).toBe(
      'The audio is only 5.00 seconds long: a clip starting at 2.5 seconds can be at most 2.50 seconds long',
    );
  });
});

describe('waveformPeaks', () => {
  it('gives each bar the loudest sample of its stretch', () => {
    const samples = Float32Array.from([0, 0.5, -0.9, 0.1, 0, 0, 0.2, -0.3]);
    const peaks = waveformPeaks(samples, 4);
    [0.5, 0.9, 0, 0.3].forEach((peak, bar) => expect(peaks[bar]).toBeCloseTo(peak, 5));
  });
});
