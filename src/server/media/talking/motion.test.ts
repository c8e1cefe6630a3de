import { describe, expect, it } from 'vitest';
import { expressionFromPrompt } from './expression.js';
import { headTrack } from './motion.js';
import type { MouthShape } from './visemes.js';

const FPS = 24;
const still = (open: number): MouthShape => ({ open, wide: 0, round: 0 });

describe('headTrack', () => {
  it('nods once per onset: nods never pile up into one big dip (they smeared the hair)', () => {
    // Speech that starts and swells over a few frames, as real words do, then pauses: twice.
    const phrase = [0, 0.2, 0.35, 0.5, 0.7, 0.8, 0.9, 0.85, 0.9, 0.7, 0.8, 0.9, 0.6, 0.75, 0.9];
    const mouth = [...Array(24).fill(0), ...phrase, ...phrase, ...Array(36).fill(0), ...phrase]
      .concat(Array(36).fill(0))
      .map(still);
    const expression = expressionFromPrompt('energetic, nodding');
    const head = headTrack(mouth, FPS, expression, 7);
    const sway = 0.012 * expression.energy;
    const oneNod = 0.022 * expression.nod;
    expect(Math.max(...head.map((pose) => pose.dy))).toBeLessThanOrEqual(oneNod + sway * 0.5);
    // And it does nod at each phrase's start.
    expect(Math.max(...head.slice(24, 50).map((pose) => pose.dy))).toBeGreaterThan(oneNod * 0.7);
  });

  it('holds the head nearly still in a pause: the idle sway slows once the mouth has closed', () => {
    // Twenty seconds of steady speech, then twenty of pause: long enough that the sway's
    // slow waves (3-9 s) average out in both.
    const seconds = 20 * FPS;
    const talk = Array.from({ length: seconds }, (_, f) => 0.4 + 0.4 * Math.abs(Math.sin(f / 2)));
    const mouth = [...talk, ...Array(seconds).fill(0)].map(still);
    const head = headTrack(mouth, FPS, expressionFromPrompt('a warm, smiling host'), 3);
    // How far the head moves from one frame to the next (shift and tilt, as face sizes).
    const step = (f: number) =>
      Math.hypot(
        head[f]!.dx - head[f - 1]!.dx,
        head[f]!.dy - head[f - 1]!.dy,
        head[f]!.roll - head[f - 1]!.roll,
      );
    const mean = (from: number, to: number) => {
      let sum = 0;
      for (let f = from; f < to; f++) sum += step(f);
      return sum / (to - from);
    };
    // Past the pause's first few frames the head moves at a third of its pace in speech
    // (counted from the end of the speech's first nod) or less, and still moves.
    const inSpeech = mean(16, seconds);
    const inPause = mean(seconds + 6, 2 * seconds);
    expect(inPause).toBeLessThan(inSpeech * 0.35);
    expect(inPause).toBeGreaterThan(inSpeech * 0.1);
  });
});
