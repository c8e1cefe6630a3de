import { describe, expect, it } from 'vitest';
import { hoursTakenOf, monthBounds, timelinessOf } from './report.js';

/** The report's rules at their edges (report.int.test.ts counts real rows). */

const due = new Date('2026-03-04T09:00:00Z');
const now = new Date('2026-03-05T00:00:00Z');

describe('timelinessOf', () => {
  it('is on time when first ready exactly at the due time, late a millisecond after', () => {
    expect(timelinessOf({ dueAt: due, readyAt: due }, now)).toBe('on_time');
    expect(timelinessOf({ dueAt: due, readyAt: new Date(due.getTime() + 1) }, now)).toBe('late');
  });

  it('is overdue when not ready past due, in progress before, nothing due without photos', () => {
    expect(timelinessOf({ dueAt: due, readyAt: null }, now)).toBe('overdue');
    expect(timelinessOf({ dueAt: due, readyAt: null }, new Date('2026-03-01'))).toBe('pending');
    expect(timelinessOf({ dueAt: null, readyAt: null }, now)).toBe('no_due_time');
  });
});

describe('hoursTakenOf', () => {
  it('counts photos in to first ready, one decimal', () => {
    const photosInAt = new Date('2026-03-01T09:00:00Z');
    const readyAt = new Date('2026-03-03T09:20:00Z');
    expect(hoursTakenOf({ photosInAt, readyAt })).toBe(48.3);
    expect(hoursTakenOf({ photosInAt, readyAt: null })).toBeNull();
  });
});

describe('monthBounds', () => {
  it('is the UTC month, December running into January', () => {
    expect(monthBounds('2026-12')).toEqual({
      start: new Date('2026-12-01T00:00:00Z'),
      end: new Date('2027-01-01T00:00:00Z'),
    });
  });
});
