import { describe, expect, it } from 'vitest';
import {
  checkoutNoteOf,
  checkoutResultOf,
  formatCents,
  formatSignedCredits,
} from './billing-display';

describe('formatSignedCredits', () => {
  it('signs every amount and groups thousands', () => {
    expect(formatSignedCredits(100)).toBe('+100');
    expect(formatSignedCredits(-64)).toBe('\u221264');
    expect(formatSignedCredits(2_500)).toBe('+2,500');
    expect(formatSignedCredits(0)).toBe('0');
  });
});

describe('checkoutResultOf', () => {
  it('reads how the checkout ended from the return URL', () => {
    expect(checkoutResultOf(new URLSearchParams('checkout=success'))).toBe('success');
    for (const spelling of ['cancel', 'cancelled', 'canceled']) {
      expect(checkoutResultOf(new URLSearchParams(`checkout=${spelling}`))).toBe('cancelled');
    }
    expect(checkoutResultOf(new URLSearchParams('checkout=maybe'))).toBeNull();
    expect(checkoutResultOf(new URLSearchParams(''))).toBeNull();
  });
});

describe('checkoutNoteOf', () => {
  const noteOf = (search: string) => checkoutNoteOf(new URLSearchParams(search));

  it('speaks of credits only when credits were bought', () => {
    expect(noteOf('checkout=success&purchase=credits')).toBe('credits-paid');
    expect(noteOf('checkout=success&purchase=plan')).toBe('plan-paid');
    expect(noteOf('checkout=success')).toBe('paid');
    expect(noteOf('checkout=success&purchase=other')).toBe('paid');
  });

  it('has one note for a cancelled checkout, whatever it sold, and none without a result', () => {
    expect(noteOf('checkout=cancelled&purchase=plan')).toBe('cancelled');
    expect(noteOf('checkout=canceled&purchase=credits')).toBe('cancelled');
    expect(noteOf('purchase=plan')).toBeNull();
  });
});

describe('formatCents', () => {
  it('shows dollars and cents', () => {
    expect(formatCents(1_500)).toBe('$15.00');
    expect(formatCents(95_000)).toBe('$950.00');
    expect(formatCents(1_250_00)).toBe('$1,250.00');
  });
});
