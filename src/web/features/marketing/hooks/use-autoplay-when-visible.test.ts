import { describe, expect, it } from 'vitest';
import { AUTOPLAY_VISIBLE_RATIO, isVisibleEnough } from './use-autoplay-when-visible';

describe('isVisibleEnough', () => {
  it('plays at 25% visible, the spec’s threshold', () => {
    expect(AUTOPLAY_VISIBLE_RATIO).toBe(0.25);
    expect(isVisibleEnough({ isIntersecting: true, intersectionRatio: 0.25 })).toBe(true);
    expect(isVisibleEnough({ isIntersecting: true, intersectionRatio: 1 })).toBe(true);
  });

  it('does not play a sliver or an off-screen video', () => {
    expect(isVisibleEnough({ isIntersecting: true, intersectionRatio: 0.24 })).toBe(false);
    expect(isVisibleEnough({ isIntersecting: false, intersectionRatio: 0 })).toBe(false);
  });

  it('takes another ratio when given', () => {
    expect(isVisibleEnough({ isIntersecting: true, intersectionRatio: 0.4 }, 0.5)).toBe(false);
  });
});
