import { describe, expect, it } from 'vitest';
import { postingSlots } from './posting-slots.js';

describe('postingSlots', () => {
  it('gives one a day at the chosen time from the first slot after now', () => {
    const slots = postingSlots(
      { postTime: '10:00', timeZone: 'UTC', postsPerDay: 1, now: new Date('2026-03-01T11:00:00Z') },
      3,
    );
    expect(slots.map((s) => s.toISOString())).toEqual([
      '2026-03-02T10:00:00.000Z',
      '2026-03-03T10:00:00.000Z',
      '2026-03-04T10:00:00.000Z',
    ]);
  });

  it('reads the time in the zone, across a daylight-saving change', () => {
    const slots = postingSlots(
      {
        postTime: '10:00',
        timeZone: 'America/New_York',
        postsPerDay: 1,
        now: new Date('2026-03-07T12:00:00Z'),
      },
      3,
    );
    // 7 March is EST (UTC-5); 8 March onwards EDT (UTC-4).
    expect(slots.map((s) => s.toISOString())).toEqual([
      '2026-03-07T15:00:00.000Z',
      '2026-03-08T14:00:00.000Z',
      '2026-03-09T14:00:00.000Z',
    ]);
  });

  it('spreads several a day evenly', () => {
    const slots = postingSlots(
      { postTime: '09:00', timeZone: 'UTC', postsPerDay: 2, now: new Date('2026-03-01T08:00:00Z') },
      3,
    );
    expect(slots.map((s) => s.toISOString())).toEqual([
      '2026-03-01T09:00:00.000Z',
      '2026-03-01T21:00:00.000Z',
      '2026-03-02T09:00:00.000Z',
    ]);
  });
});
