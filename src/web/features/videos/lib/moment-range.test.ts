import { describe, expect, it } from 'vitest';
import { clampRange, fieldsOf, formatMomentTime, rangeOf, suggestionLength } from './moment-range';

describe('the moment range', () => {
  it('reads the form fields as a range, and nothing while they are half typed', () => {
    expect(rangeOf('2.5', '10')).toEqual({ start: 2.5, end: 12.5 });
    expect(rangeOf('', '10')).toEqual({ start: 0, end: 10 });
    expect(rangeOf('2', '')).toBeNull();
    expect(rangeOf('x', '3')).toBeNull();
  });

  it('keeps a moved range inside the audio, at its length', () => {
    expect(clampRange({ start: 55, end: 65 }, 60)).toEqual({ start: 50, end: 60 });
    expect(clampRange({ start: -3, end: 2 }, 60)).toEqual({ start: 0, end: 5 });
  });

  it('keeps at least one second and at most four minutes, giving way at the moved edge', () => {
    expect(clampRange({ start: 9.6, end: 10 }, 60, 'start')).toEqual({ start: 9, end: 10 });
    expect(clampRange({ start: 9, end: 9.2 }, 60, 'end')).toEqual({ start: 9, end: 10 });
    expect(clampRange({ start: 0, end: 300 }, 600, 'end')).toEqual({ start: 0, end: 240 });
    expect(clampRange({ start: 0, end: 300 }, 600, 'start')).toEqual({ start: 60, end: 300 });
  });

  it('writes the fields to the hundredth', () => {
    expect(fieldsOf({ start: 1.234, end: 4.5 })).toEqual({
      startSeconds: '1.23',
      durationSeconds: '3.27',
    });
  });

  it('suggests the chosen length, or 30 s (at most half the audio) when all is chosen', () => {
    expect(suggestionLength({ start: 2, end: 12 }, 100)).toBe(10);
    expect(suggestionLength({ start: 0, end: 100 }, 100)).toBe(30);
    expect(suggestionLength({ start: 0, end: 12 }, 12)).toBe(6);
  });

  it('shows times as minutes and seconds', () => {
    expect(formatMomentTime(65.34)).toBe('1:05.3');
    expect(formatMomentTime(3)).toBe('0:03.0');
  });
});
