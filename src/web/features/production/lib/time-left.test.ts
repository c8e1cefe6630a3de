import { describe, expect, it } from 'vitest';
import { dollars, timeLeftLabel } from './time-left';

describe('timeLeftLabel', () => {
  it('says the time to the due time, or how late it is', () => {
    expect(timeLeftLabel((2 * 24 + 5) * 3600 + 120)).toBe('Due in 2 d 5 h');
    expect(timeLeftLabel(-3 * 3600 - 59)).toBe('Overdue by 3 h');
    expect(timeLeftLabel(40 * 60)).toBe('Due in 40 min');
    expect(timeLeftLabel(3 * 24 * 3600)).toBe('Due in 3 d');
    expect(timeLeftLabel(null)).toBeNull();
    expect(dollars(320)).toBe('$3.20');
  });
});
