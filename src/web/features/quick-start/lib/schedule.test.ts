import { QUICK_START_MESSAGES } from '@shared/quick-start';
import type { VideoJob } from '@shared/videos';
import { describe, expect, it } from 'vitest';
import {
  fromLocalInput,
  scheduleProblem,
  scheduleTimes,
  schedulableJobs,
  toLocalInput,
} from './schedule';

describe('the Schedule step', () => {
  const now = new Date(2030, 4, 10, 12, 0); // 10 May 2030, 12:00 local

  it('spreads the videos one a day at the chosen time, from the first day it is ahead', () => {
    const times = scheduleTimes(['a', 'b', 'c'], '09:00', {}, now);
    expect(times.map((item) => item.value)).toEqual([
      '2030-05-11T09:00',
      '2030-05-12T09:00',
      '2030-05-13T09:00',
    ]);
    const later = scheduleTimes(['a', 'b'], '18:30', {}, now);
    expect(later.map((item) => item.value)).toEqual(['2030-05-10T18:30', '2030-05-11T18:30']);
  });

  it('keeps a single video edit and the others on their days', () => {
    const times = scheduleTimes(['a', 'b'], '09:00', { b: '2030-06-01T20:15' }, now);
    expect(times.map((item) => item.value)).toEqual(['2030-05-11T09:00', '2030-06-01T20:15']);
    expect(times[1]!.at).toEqual(new Date(2030, 5, 1, 20, 15));
  });

  it('reads and writes datetime-local values in local time', () => {
    const date = new Date(2031, 0, 2, 3, 4);
    expect(toLocalInput(date)).toBe('2031-01-02T03:04');
    expect(fromLocalInput('2031-01-02T03:04')).toEqual(date);
    expect(fromLocalInput('')).toBeNull();
    expect(fromLocalInput('tomorrow')).toBeNull();
  });

  it('refuses a missing or past time', () => {
    expect(scheduleProblem([{ at: new Date(2030, 4, 11) }], now)).toBeNull();
    expect(scheduleProblem([{ at: null }], now)).toBe('Choose a date and time for every video');
    expect(scheduleProblem([{ at: new Date(2030, 4, 9) }], now)).toBe(
      QUICK_START_MESSAGES.publishAtInPast,
    );
  });

  it('schedules finished and coming videos, not failed ones', () => {
    const jobs = ['succeeded', 'running', 'failed', 'queued'].map(
      (status, index) => ({ id: String(index), status }) as VideoJob,
    );
    expect(schedulableJobs(jobs).map((job) => job.id)).toEqual(['0', '1', '3']);
  });
});
