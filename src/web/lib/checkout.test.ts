import { POPUP_FALLBACK_REDIRECT_MS } from '@shared/billing';
import { describe, expect, it } from 'vitest';
import { fakeCheckoutWindow } from '../../../test/fakes/checkout-window';
import { ApiError } from './api';
import { openCheckout } from './checkout';

const CHECKOUT_URL = 'http://localhost:3000/checkout/offline/cs_1';

describe('openCheckout', () => {
  it('opens the returned link in a new tab and leaves this tab where it is', async () => {
    const fake = fakeCheckoutWindow();
    const outcome = await openCheckout(
      async () => ({ url: CHECKOUT_URL, provider: 'offline' }),
      fake.browser,
    );
    expect(outcome).toEqual({ kind: 'opened', url: CHECKOUT_URL });
    expect(fake.tabs).toEqual([CHECKOUT_URL]);
    expect(fake.timers).toEqual([]);
    expect(fake.navigations).toEqual([]);
  });

  it('after a blocked popup sends this tab to the link 2 s later', async () => {
    const fake = fakeCheckoutWindow({ popupsAllowed: false });
    const outcome = await openCheckout(async () => ({ url: CHECKOUT_URL }), fake.browser);
    expect(outcome).toEqual({ kind: 'blocked', url: CHECKOUT_URL });
    expect(fake.timers.map((timer) => timer.delayMs)).toEqual([POPUP_FALLBACK_REDIRECT_MS]);
    expect(fake.navigations).toEqual([]); // not before the delay
    fake.runTimers();
    expect(fake.navigations).toEqual([CHECKOUT_URL]);
  });

  it('reports an answer without a link, opening nothing', async () => {
    for (const answer of [{}, { url: null }, { url: '  ' }]) {
      const fake = fakeCheckoutWindow();
      await expect(openCheckout(async () => answer, fake.browser)).resolves.toEqual({
        kind: 'no-url',
      });
      expect(fake.tabs).toEqual([]);
    }
  });

  it('hands a failed request back with its error, opening nothing', async () => {
    const fake = fakeCheckoutWindow();
    const error = new ApiError(400, 'Choose a credit package');
    await expect(openCheckout(() => Promise.reject(error), fake.browser)).resolves.toEqual({
      kind: 'failed',
      error,
    });
    expect(fake.tabs).toEqual([]);
    expect(fake.timers).toEqual([]);
  });
});
