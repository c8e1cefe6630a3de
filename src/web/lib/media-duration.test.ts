import { describe, expect, it } from 'vitest';
import { formatMediaDuration } from './media-duration';

describe('formatMediaDuration', () => {
  it('shows durations as m:ss (h:mm:ss past an hour), to the nearest second', () => {
    expect(formatMediaDuration(7_400)).toBe('0:07');
    expect(formatMediaDuration(7_600)).toBe('0:08');
    expect(formatMediaDuration(125_000)).toBe('2:05');
    expect(formatMediaDuration(3_723_000)).toBe('1:02:03');
  });
});
