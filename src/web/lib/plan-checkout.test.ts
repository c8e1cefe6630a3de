import { BILLING_MESSAGES, POPUP_FALLBACK_REDIRECT_MS } from '@shared/billing';
import { describe, expect, it } from 'vitest';
import { fakeCheckoutWindow } from '../../../test/fakes/checkout-window';
import { ApiError } from './api';
import type { CheckoutAnswer } from './checkout';
import { runPlanCheckout, type PlanCheckoutState } from './plan-checkout-flow';

const CHECKOUT_URL = 'https://checkout.stripe.com/c/pay/cs_test_1';

/** Runs the flow against a fake browser and records every toast, state and redirect. */
async function run({
  signedIn = true as boolean | undefined,
  answer = (async () => ({ url: CHECKOUT_URL })) as () => Promise<CheckoutAnswer>,
  popupsAllowed = true,
} = {}) {
  const fake = fakeCheckoutWindow({ popupsAllowed });
  const toasts: string[] = [];
  const states: PlanCheckoutState[] = [];
  let requests = 0;
  let wentToAuth = false;
  await runPlanCheckout({
    signedIn,
    request: () => {
      requests += 1;
      return answer();
    },
    browser: fake.browser,
    notify: {
      success: (message) => toasts.push(`success: ${message}`),
      error: (message) => toasts.push(`error: ${message}`),
    },
    goToAuth: () => (wentToAuth = true),
    setState: (state) => states.push(state),
  });
  return { ...fake, toasts, states, requests, wentToAuth };
}

describe('runPlanCheckout', () => {
  it('sends a signed-out visitor to sign in without calling the server', async () => {
    const result = await run({ signedIn: false });
    expect(result.toasts).toEqual([`error: ${BILLING_MESSAGES.signInToPurchase}`]);
    expect(result.wentToAuth).toBe(true);
    expect(result.requests).toBe(0);
    expect(result.states).toEqual([]);
  });

  it('processes, then says it is redirecting and opens the checkout in a new tab', async () => {
    const result = await run();
    expect(result.states).toEqual([{ status: 'processing' }, { status: 'idle' }]);
    expect(result.toasts).toEqual([`success: ${BILLING_MESSAGES.redirecting}`]);
    expect(result.tabs).toEqual([CHECKOUT_URL]);
    expect(result.wentToAuth).toBe(false);
  });

  it('lets the server decide while the session is still unknown', async () => {
    const result = await run({ signedIn: undefined });
    expect(result.requests).toBe(1);
    expect(result.tabs).toEqual([CHECKOUT_URL]);
  });

  it('shows the blocked-popup message and link, then follows the link after 2 s', async () => {
    const result = await run({ popupsAllowed: false });
    expect(result.toasts).toEqual([`error: ${BILLING_MESSAGES.popupBlocked}`]);
    expect(result.states.at(-1)).toEqual({ status: 'blocked', url: CHECKOUT_URL });
    expect(result.timers.map((timer) => timer.delayMs)).toEqual([POPUP_FALLBACK_REDIRECT_MS]);
    result.runTimers();
    expect(result.navigations).toEqual([CHECKOUT_URL]);
  });

  it('says so when the answer carries no link', async () => {
    const result = await run({ answer: async () => ({ url: '' }) });
    expect(result.toasts).toEqual([`error: ${BILLING_MESSAGES.noCheckoutUrl}`]);
    expect(result.states.at(-1)).toEqual({ status: 'idle' });
    expect(result.tabs).toEqual([]);
  });

  it("shows the server's message, or the spec's fallback when it has none", async () => {
    const withMessage = await run({
      answer: () => Promise.reject(new ApiError(400, 'Unknown plan', { error: 'Unknown plan' })),
    });
    expect(withMessage.toasts).toEqual(['error: Unknown plan']);
    expect(withMessage.states.at(-1)).toEqual({ status: 'idle' });

    const without = await run({
      answer: () => Promise.reject(new ApiError(502, 'x', '<html>Bad gateway</html>')),
    });
    expect(without.toasts).toEqual([`error: ${BILLING_MESSAGES.failedToStartCheckout}`]);
  });

  it('treats a session that ended meanwhile (401) as signed out', async () => {
    const result = await run({
      answer: () => Promise.reject(new ApiError(401, 'Not authenticated', { error: 'x' })),
    });
    expect(result.toasts).toEqual([`error: ${BILLING_MESSAGES.signInToPurchase}`]);
    expect(result.wentToAuth).toBe(true);
    expect(result.states.at(-1)).toEqual({ status: 'idle' });
  });
});
