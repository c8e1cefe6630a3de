import { describe, expect, it } from 'vitest';
import { formatDueBy, formatTimeLeft } from './orders';

describe('order due times', () => {
  it('says when an order is due, as the client reads it', () => {
    expect(formatDueBy(new Date(2025, 11, 2, 14, 0))).toBe('Due by Tue 2 Dec, 14:00');
  });

  it('says how long is left, or how late it is', () => {
    const now = new Date('2025-12-01T10:00:00Z');
    expect(formatTimeLeft('2025-12-03T13:30:00Z', now)).toBe('2 days 3 hours left');
    expect(formatTimeLeft('2025-12-02T10:00:00Z', now)).toBe('1 day left');
    expect(formatTimeLeft('2025-12-01T10:45:00Z', now)).toBe('45 minutes left');
    expect(formatTimeLeft('2025-12-01T05:00:00Z', now)).toBe('Overdue by 5 hours');
  });
});
