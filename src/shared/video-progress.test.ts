import { describe, expect, it } from 'vitest';
import { displayProgress, formatEstimate, processingMessage } from './videos.js';

const MINUTE = 60_000;

describe('displayProgress never goes backwards', () => {
  it('Queued 10 % does not become Processing 0 % when the engine reports 0', () => {
    const queued = displayProgress({ status: 'queued', progress: null, hasInputImage: false }, 0);
    const processing = displayProgress(
      { status: 'processing', progress: 0, hasInputImage: false },
      2_000,
    );
    expect(queued).toBe(10);
    expect(processing).toBeGreaterThanOrEqual(queued);
  });

  it('Running 30 % does not become 0 % (nor 60 % with an image become 5 %)', () => {
    expect(displayProgress({ status: 'running', progress: 0, hasInputImage: false }, 0)).toBe(30);
    expect(displayProgress({ status: 'running', progress: 5, hasInputImage: true }, 0)).toBe(60);
  });

  it('takes the engine figure only when it is above the spec formula', () => {
    const job = { status: 'processing', hasInputImage: false };
    expect(displayProgress({ ...job, progress: 40 }, 0)).toBe(60);
    expect(displayProgress({ ...job, progress: 82.4 }, 0)).toBe(82);
    // The formula grows with time: 60 + 5 per minute, at most 95.
    expect(displayProgress({ ...job, progress: 62 }, 3 * MINUTE)).toBe(75);
    expect(displayProgress({ ...job, progress: null }, 60 * MINUTE)).toBe(95);
    // An unfinished job never claims 100.
    expect(displayProgress({ ...job, progress: 100 }, 0)).toBe(99);
  });

  it('is monotonic over a whole life: queued, running, processing with engine reports, done', () => {
    const timeline: { status: string; progress: number | null; at: number }[] = [
      { status: 'queued', progress: null, at: 0 },
      { status: 'running', progress: null, at: 1_000 },
      { status: 'processing', progress: 0, at: 1_500 },
      { status: 'processing', progress: 5, at: 2_000 },
      { status: 'processing', progress: 50, at: 4_000 },
      { status: 'processing', progress: 70, at: 6_000 },
      { status: 'processing', progress: 95, at: 8_000 },
      { status: 'succeeded', progress: 100, at: 9_000 },
    ];
    for (const hasInputImage of [false, true]) {
      const shown = timeline.map(({ status, progress, at }) =>
        displayProgress({ status, progress, hasInputImage }, at),
      );
      for (let i = 1; i < shown.length; i++) {
        expect(shown[i]).toBeGreaterThanOrEqual(shown[i - 1]!);
      }
      expect(shown.at(-1)).toBe(100);
    }
  });

  it('shows an unknown status as queued and a finished one as 100', () => {
    expect(displayProgress({ status: 'mystery', progress: 50, hasInputImage: false }, 0)).toBe(10);
    expect(displayProgress({ status: 'failed', progress: 3, hasInputImage: false }, 0)).toBe(100);
  });
});

describe('processingMessage', () => {
  it("keeps the spec's wording and minutes when nothing was measured", () => {
    expect(processingMessage(2.9 * MINUTE, null)).toBe('typically 3-5 minutes');
    expect(processingMessage(3 * MINUTE, null)).toBe('almost done');
    expect(processingMessage(7.9 * MINUTE)).toBe('almost done');
    expect(processingMessage(8 * MINUTE)).toBe('taking longer than usual');
  });

  it('speaks of the measured time for a job that takes 8 s, not of 3-5 minutes', () => {
    expect(processingMessage(2_000, 8)).toBe('typically about 8 seconds');
    expect(processingMessage(6_000, 8)).toBe('almost done');
    expect(processingMessage(15_900, 8)).toBe('almost done');
    expect(processingMessage(16_000, 8)).toBe('taking longer than usual');
  });

  it("matches the spec's thresholds for a job measured at 4 minutes", () => {
    expect(processingMessage(2.9 * MINUTE, 240)).toBe('typically about 4 minutes');
    expect(processingMessage(3 * MINUTE, 240)).toBe('almost done');
    expect(processingMessage(7.9 * MINUTE, 240)).toBe('almost done');
    expect(processingMessage(8 * MINUTE, 240)).toBe('taking longer than usual');
  });

  it('rounds estimates as people say them', () => {
    expect(formatEstimate(0.4)).toBe('about 1 second');
    expect(formatEstimate(12.6)).toBe('about 13 seconds');
    expect(formatEstimate(70)).toBe('about 1 minute');
    expect(formatEstimate(200)).toBe('about 3 minutes');
  });
});
