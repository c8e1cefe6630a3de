import { describe, expect, it } from 'vitest';
import { nextQuotaDayStart, quotaDayOf } from './quota.js';

/** The quota day is the calendar date in Los Angeles; it ends at midnight there. */
describe('quota days (America/Los_Angeles)', () => {
  it('names the Pacific date, not the UTC one', () => {
    // 05:00 UTC on the 10th is still 21:00 on the 9th in Los Angeles (PST, UTC-8).
    expect(quotaDayOf(new Date('2026-01-10T05:00:00Z'))).toBe('2026-01-09');
    expect(quotaDayOf(new Date('2026-01-10T08:00:00Z'))).toBe('2026-01-10');
    // Summer: UTC-7.
    expect(quotaDayOf(new Date('2026-07-10T06:59:59Z'))).toBe('2026-07-09');
    expect(quotaDayOf(new Date('2026-07-10T07:00:00Z'))).toBe('2026-07-10');
  });

  it('starts the next day at midnight Pacific: 08:00 UTC in winter, 07:00 UTC in summer', () => {
    expect(nextQuotaDayStart(new Date('2026-01-09T20:00:00Z')).toISOString()).toBe(
      '2026-01-10T08:00:00.000Z',
    );
    expect(nextQuotaDayStart(new Date('2026-07-09T20:00:00Z')).toISOString()).toBe(
      '2026-07-10T07:00:00.000Z',
    );
  });

  it('crosses the spring-forward night (2026-03-08, 02:00 → 03:00)', () => {
    // 22:30 PST on the 7th: the 8th starts at its midnight, still PST.
    const evening = new Date('2026-03-08T06:30:00Z');
    expect(quotaDayOf(evening)).toBe('2026-03-07');
    expect(nextQuotaDayStart(evening).toISOString()).toBe('2026-03-08T08:00:00.000Z');
    // During the 8th (23 hours long), the 9th starts at midnight PDT.
    const day = new Date('2026-03-08T12:00:00Z');
    expect(quotaDayOf(day)).toBe('2026-03-08');
    expect(nextQuotaDayStart(day).toISOString()).toBe('2026-03-09T07:00:00.000Z');
  });

  it('crosses the fall-back night (2026-11-01, 02:00 → 01:00)', () => {
    const day = new Date('2026-11-01T12:00:00Z');
    expect(quotaDayOf(day)).toBe('2026-11-01');
    // The 1st is 25 hours long: the 2nd starts at 08:00 UTC.
    expect(nextQuotaDayStart(day).toISOString()).toBe('2026-11-02T08:00:00.000Z');
    const before = new Date('2026-10-31T20:00:00Z');
    expect(nextQuotaDayStart(before).toISOString()).toBe('2026-11-01T07:00:00.000Z');
  });

  it('rolls over at the exact midnight and across a year end', () => {
    const midnight = new Date('2026-01-10T08:00:00Z');
    expect(quotaDayOf(new Date(midnight.getTime() - 1))).toBe('2026-01-09');
    expect(quotaDayOf(midnight)).toBe('2026-01-10');
    expect(nextQuotaDayStart(new Date(midnight.getTime() - 1))).toEqual(midnight);
    expect(nextQuotaDayStart(midnight).toISOString()).toBe('2026-01-11T08:00:00.000Z');
    expect(nextQuotaDayStart(new Date('2026-12-31T23:00:00Z')).toISOString()).toBe(
      '2027-01-01T08:00:00.000Z',
    );
  });
});
