import type { CreditsChangedPayload } from '@shared/credits';
import { describe, expect, it } from 'vitest';
import { creditsAddedToast } from './credits-added-toasts';

const changed = (id: number, payload: CreditsChangedPayload) => ({ id, payload });

describe('creditsAddedToast', () => {
  it("words a purchase with the spec's message, keyed by the event", () => {
    expect(creditsAddedToast(changed(41, { balance: 110, delta: 100, kind: 'purchase' }))).toEqual({
      id: 'credits-added-41',
      message: 'Added 100 credits! New balance: 110',
    });
  });

  it('stays quiet for other balance changes and for a purchase that took credits', () => {
    for (const kind of ['charge', 'refund', 'adjustment', 'signup_grant'] as const) {
      expect(creditsAddedToast(changed(1, { balance: 5, delta: 5, kind }))).toBeUndefined();
    }
    expect(
      creditsAddedToast(changed(4, { balance: 0, delta: -20, kind: 'purchase' })),
    ).toBeUndefined();
  });
});
