import { describe, expect, it } from 'vitest';
import {
  calculateRoi,
  clampVideoCount,
  formatHours,
  formatUsd,
  formatUsdWithCents,
  ROI_METHOD_IDS,
  ROI_METHODS,
  ROI_VIDEO_SLIDER,
  roiMethod,
} from './roi';

describe('ROI methods', () => {
  it('has the spec totals per video', () => {
    const totals = Object.fromEntries(ROI_METHODS.map((method) => [method.id, method.totalCents]));
    expect(totals).toEqual({
      videographer: 385_00,
      photographer: 235_00,
      agency: 1_000_00,
      diy: 76_20,
      'seo-tools': 46_00,
    });
    expect(ROI_METHODS.map((method) => method.id)).toEqual([...ROI_METHOD_IDS]);
  });

  it.each(ROI_METHODS)('$id: the cost lines add up to the total exactly', (method) => {
    const sum = method.costLines.reduce((total, line) => total + line.amountCents, 0);
    expect(sum).toBe(method.totalCents);
    expect(method.costLines.length).toBeGreaterThan(1);
  });

  it('rejects an unknown method', () => {
    expect(() => roiMethod('magic' as never)).toThrow('Unknown ROI method');
  });
});

describe('calculateRoi', () => {
  it('gives the spec figures for 25 videos made by a videographer', () => {
    expect(calculateRoi('videographer', 25)).toEqual({
      videos: 25,
      traditionalCents: 9_625_00,
      ourCents: 650_00,
      savingsCents: 8_975_00,
      savingsPercent: 93,
      hoursSaved: 100,
      timeValueCents: 10_000_00,
    });
  });

  it.each([
    // method, videos, traditional, ours, savings, percent, hours, time value
    ['videographer', 10, '$3,850', '$260', '$3,590', 93, 40, '$4,000'],
    ['videographer', 50, '$19,250', '$1,300', '$17,950', 93, 200, '$20,000'],
    ['photographer', 25, '$5,875', '$650', '$5,225', 89, 100, '$10,000'],
    ['agency', 25, '$25,000', '$650', '$24,350', 97, 100, '$10,000'],
    ['diy', 10, '$762', '$260', '$502', 66, 40, '$4,000'],
    ['diy', 25, '$1,905', '$650', '$1,255', 66, 100, '$10,000'],
    ['diy', 50, '$3,810', '$1,300', '$2,510', 66, 200, '$20,000'],
    ['seo-tools', 25, '$1,150', '$650', '$500', 43, 100, '$10,000'],
  ] as const)(
    '%s × %i videos',
    (method, videos, traditional, ours, savings, percent, hours, timeValue) => {
      const result = calculateRoi(method, videos);
      expect(formatUsd(result.traditionalCents)).toBe(traditional);
      expect(formatUsd(result.ourCents)).toBe(ours);
      expect(formatUsd(result.savingsCents)).toBe(savings);
      expect(result.savingsPercent).toBe(percent);
      expect(result.hoursSaved).toBe(hours);
      expect(formatUsd(result.timeValueCents)).toBe(timeValue);
    },
  );

  it('keeps cents exact (76.20 × 25 = 1,905.00)', () => {
    expect(calculateRoi('diy', 25).traditionalCents).toBe(1_905_00);
    expect(calculateRoi('diy', 15).traditionalCents).toBe(1_143_00);
    expect(formatUsdWithCents(calculateRoi('diy', 25).traditionalCents)).toBe('$1,905.00');
  });

  it('rounds the savings percentage to the nearest whole percent', () => {
    // (385 - 26) / 385 = 93.25% → 93; (76.20 - 26) / 76.20 = 65.88% → 66.
    expect(calculateRoi('videographer', 35).savingsPercent).toBe(93);
    expect(calculateRoi('diy', 35).savingsPercent).toBe(66);
    expect(calculateRoi('seo-tools', 10).savingsPercent).toBe(43);
  });
});

describe('the slider', () => {
  it('is the spec slider: 10 to 50, step 5, default 25', () => {
    expect(ROI_VIDEO_SLIDER).toEqual({ min: 10, max: 50, step: 5, default: 25 });
  });

  it('snaps values onto the slider', () => {
    expect(clampVideoCount(25)).toBe(25);
    expect(clampVideoCount(27)).toBe(25);
    expect(clampVideoCount(28)).toBe(30);
    expect(clampVideoCount(3)).toBe(10);
    expect(clampVideoCount(400)).toBe(50);
    expect(clampVideoCount(Number.NaN)).toBe(25);
  });
});

describe('formatting', () => {
  it('writes money the en-US way, with cents only when there are some', () => {
    expect(formatUsd(76_20)).toBe('$76.20');
    expect(formatUsd(1_000_00)).toBe('$1,000');
    expect(formatUsdWithCents(27_00)).toBe('$27.00');
  });

  it('writes hours', () => {
    expect(formatHours(100)).toBe('100 hours');
    expect(formatHours(1)).toBe('1 hour');
  });
});
