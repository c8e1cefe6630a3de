import { BILLING_MESSAGES, type CreditCheckResponse } from '@shared/billing';
import { describe, expect, it } from 'vitest';
import { creditCheckView, packageFor } from './credit-check-view';

const check = (overrides: Partial<CreditCheckResponse>): CreditCheckResponse => ({
  needsPayment: false,
  canGenerate: 0,
  creditsNeeded: 0,
  usingFree: 0,
  usingPaid: 0,
  freeRemainingToday: 0,
  balance: 0,
  ...overrides,
});

describe('creditCheckView', () => {
  it('offers the whole batch when free videos and the balance cover it', () => {
    const view = creditCheckView(
      3,
      check({ canGenerate: 3, usingFree: 1, usingPaid: 2, freeRemainingToday: 1, balance: 200 }),
    );
    expect(view.lines).toEqual([
      'You chose 3 images: one video each.',
      'You can make 3 videos now: 1 free daily video and 128 credits from your balance.',
    ]);
    expect(view.generate).toEqual({ count: 3, label: 'Generate 3 videos' });
    expect(view.buy).toBeNull();
    expect(view.freeUsedUpMessage).toBeNull();
  });

  it('offers a partial batch and the credits (and dollars) the rest needs', () => {
    const view = creditCheckView(
      5,
      check({
        needsPayment: true,
        canGenerate: 2,
        usingFree: 1,
        usingPaid: 1,
        creditsNeeded: 192,
        freeRemainingToday: 1,
        balance: 70,
      }),
    );
    expect(view.lines).toEqual([
      'You chose 5 images: one video each.',
      'You can make 2 videos now: 1 free daily video and 64 credits from your balance.',
      'The other 3 videos need 192 more credits ($19.20), at 64 credits a video.',
    ]);
    expect(view.generate).toEqual({ count: 2, label: 'Generate 2 videos now' });
    // Checkout sells packages: the smallest that covers 192 credits.
    expect(view.buy).toEqual({ credits: 500, label: 'Buy 500 credits' });
    expect(view.freeUsedUpMessage).toBeNull();
  });

  it('says the free daily videos are used up when nothing can be made', () => {
    const view = creditCheckView(
      1,
      check({ needsPayment: true, creditsNeeded: 54, balance: 10, freeRemainingToday: 0 }),
    );
    expect(view.freeUsedUpMessage).toBe(BILLING_MESSAGES.freeDailyUsed);
    expect(view.generate).toBeNull();
    expect(view.lines).toEqual([
      'You chose 1 image: one video each.',
      'You cannot make any of them now.',
      'The other 1 video needs 54 more credits ($5.40), at 64 credits a video.',
    ]);
    expect(view.buy).toEqual({ credits: 100, label: 'Buy 100 credits' });
  });

  it('does not claim the free videos are used up while one is left or the balance pays', () => {
    const freeLeft = check({ needsPayment: true, freeRemainingToday: 1, balance: 0 });
    expect(creditCheckView(2, freeLeft).freeUsedUpMessage).toBeNull();
    const balancePays = check({ needsPayment: true, freeRemainingToday: 0, balance: 64 });
    expect(creditCheckView(2, balancePays).freeUsedUpMessage).toBeNull();
  });

  it('falls back to buying 100 credits when the need is unknown', () => {
    const view = creditCheckView(2, check({ needsPayment: true, creditsNeeded: 0 }));
    expect(view.buy).toEqual({ credits: 100, label: 'Buy 100 credits' });
    expect(view.lines.at(-1)).toBe('The other 2 videos need more credits, at 64 credits a video.');
  });
});

describe('packageFor', () => {
  it('picks the smallest package covering the need, else the largest', () => {
    expect(packageFor(0)).toBe(100);
    expect(packageFor(100)).toBe(100);
    expect(packageFor(101)).toBe(500);
    expect(packageFor(2_400)).toBe(2_500);
    expect(packageFor(64_000)).toBe(10_000);
  });
});
