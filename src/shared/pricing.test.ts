import { describe, expect, it } from 'vitest';
import { CREDIT_PACKAGES, hedraCost, imageCost, veoCost } from './pricing.js';

describe('pricing', () => {
  it('charges Veo 8 credits a second at 720p and 10 at 1080p', () => {
    expect(veoCost('720p', 8)).toBe(64);
    expect(veoCost('1080p', 8)).toBe(80);
    expect(veoCost('720p', 5)).toBe(40);
  });

  it('charges podcast clips 2 credits a second, rounded up', () => {
    expect(hedraCost(5)).toBe(10);
    expect(hedraCost(12.3)).toBe(25);
    expect(hedraCost(0.5)).toBe(1);
    // 2 × 1.1 is 2.2000000000000002 in binary floats: still 3 credits, never 4.
    expect(hedraCost(1.1)).toBe(3);
    expect(hedraCost(1.5)).toBe(3);
    expect(hedraCost(0.35 * 3)).toBe(3);
  });

  it('charges images 3 credits plus 2 for 1080p', () => {
    expect(imageCost('720p')).toBe(3);
    expect(imageCost('1080p')).toBe(5);
  });

  it('lists the six credit packages of the spec', () => {
    expect(CREDIT_PACKAGES.map((p) => [p.credits, p.priceCents / 100])).toEqual([
      [100, 15],
      [500, 67],
      [1000, 120],
      [2500, 281],
      [5000, 525],
      [10000, 950],
    ]);
  });
});
