import { billingEndpoints } from '@shared/endpoints/billing';
import { BILLING_MESSAGES, POPUP_FALLBACK_REDIRECT_MS, type PlanTier } from '@shared/billing';
import { z } from 'zod';
import { api } from './api';

/**
 * Starting a checkout (a credit pack or a plan) and opening it in a new tab. Stripe's hosted
 * page or the built-in offline one: the browser does not care which, it opens the `url`.
 */

/**
 * Looser than the shared response contract on purpose: an answer without a link must reach
 * the user as the spec's "No checkout URL received", not as a generic parse failure.
 */
const checkoutAnswerSchema = z.object({
  url: z.string().nullish(),
  provider: z.enum(['stripe', 'offline']).nullish(),
});
export type CheckoutAnswer = z.infer<typeof checkoutAnswerSchema>;

/** Where a credit checkout may return to (the flow that needed the credits). */
export type CreditCheckoutReturn = '/credits' | '/start' | '/simple-upload';

/** POST /api/billing/credit-checkout: the server prices the pack from the shared table. */
export const requestCreditCheckout = (credits: number, returnTo?: CreditCheckoutReturn) =>
  api.call(billingEndpoints.creditCheckout, {
    body: returnTo ? { credits, returnTo } : { credits },
    schema: checkoutAnswerSchema,
    fallbackMessage: BILLING_MESSAGES.failedToCreateCheckout,
  });

/** POST /api/billing/subscription-checkout with the spec's `{planId}-{clips|inclusive}` tier. */
export const requestPlanCheckout = (tier: PlanTier) =>
  api.call(billingEndpoints.subscriptionCheckout, {
    body: { tier },
    schema: checkoutAnswerSchema,
    fallbackMessage: BILLING_MESSAGES.failedToStartCheckout,
  });

/** What opening a checkout needs from the browser; injectable so the flow is testable. */
export interface CheckoutWindow {
  /** Opens the link in a new tab; false when the browser blocked the popup. */
  openTab(url: string): boolean;
  /** Sends this tab to the link (the fallback after a blocked popup). */
  navigate(url: string): void;
  schedule(callback: () => void, delayMs: number): void;
}

export const browserCheckoutWindow: CheckoutWindow = {
  openTab(url) {
    // Not 'noopener' in the features: with it window.open always answers null, and a blocked
    // popup could not be told apart from an opened one. The opener is cut right after instead.
    const tab = window.open(url, '_blank');
    if (!tab) return false;
    try {
      tab.opener = null;
    } catch {
      // A cross-origin tab may refuse the write; it was opened all the same.
    }
    return true;
  },
  navigate: (url) => window.location.assign(url),
  schedule: (callback, delayMs) => void setTimeout(callback, delayMs),
};

export type CheckoutOutcome =
  | { kind: 'opened'; url: string }
  /** The popup was blocked: this tab goes to `url` after POPUP_FALLBACK_REDIRECT_MS. */
  | { kind: 'blocked'; url: string }
  | { kind: 'no-url' }
  | { kind: 'failed'; error: unknown };

/**
 * Asks the server for a checkout and opens it. A blocked popup schedules the spec's fallback:
 * this tab navigates to the link after 2 s (the caller shows the message and the link).
 */
export async function openCheckout(
  request: () => Promise<CheckoutAnswer>,
  browser: CheckoutWindow,
): Promise<CheckoutOutcome> {
  let answer: CheckoutAnswer;
  try {
    answer = await request();
  } catch (error) {
    return { kind: 'failed', error };
  }
  const url = answer.url?.trim();
  if (!url) return { kind: 'no-url' };
  if (browser.openTab(url)) return { kind: 'opened', url };
  browser.schedule(() => browser.navigate(url), POPUP_FALLBACK_REDIRECT_MS);
  return { kind: 'blocked', url };
}
