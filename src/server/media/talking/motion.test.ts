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
});
