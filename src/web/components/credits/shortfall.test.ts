import { describe, expect, it } from 'vitest';
import { shortOfCredits } from './shortfall';

describe('shortOfCredits', () => {
  it('holds a submit back only when the price is more than a known balance', () => {
    expect(shortOfCredits(64, 10)).toBe(true);
    expect(shortOfCredits(10, 10)).toBe(false);
    expect(shortOfCredits(64, null)).toBe(false);
  });

  it('says nothing about a blank form, even one the balance cannot pay for', () => {
    expect(shortOfCredits(64, 10, true)).toBe(false);
    expect(shortOfCredits(64, 10, false)).toBe(true);
  });
});
