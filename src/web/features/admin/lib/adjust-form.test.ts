import { ADJUST_AMOUNT_MESSAGE } from '@shared/credits';
import { describe, expect, it } from 'vitest';
import { checkAdjust } from './adjust-form';

const email = 'someone@example.test';

describe('checkAdjust', () => {
  it('sends a signed whole amount with a trimmed reason', () => {
    expect(checkAdjust(email, { amount: ' -20 ', reason: '  Refund  ' })).toEqual({
      ok: true,
      body: { email, amount: -20, reason: 'Refund' },
    });
    expect(checkAdjust(email, { amount: '+5', reason: 'Gift' })).toMatchObject({
      ok: true,
      body: { amount: 5 },
    });
  });

  it('says what is wrong, in the server words', () => {
    expect(checkAdjust(email, { amount: '', reason: 'Gift' })).toEqual({
      ok: false,
      message: 'Please enter an amount',
    });
    for (const amount of ['1.5', 'ten', '1e3', '2000000000']) {
      expect(checkAdjust(email, { amount, reason: 'Gift' }), amount).toEqual({
        ok: false,
        message: ADJUST_AMOUNT_MESSAGE,
      });
    }
    expect(checkAdjust(email, { amount: '0', reason: 'Gift' })).toEqual({
      ok: false,
      message: 'Amount must not be zero',
    });
    expect(checkAdjust(email, { amount: '5', reason: ' a ' })).toEqual({
      ok: false,
      message: 'Please give a reason',
    });
  });
});
