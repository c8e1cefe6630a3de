import { BILLING_MESSAGES } from '@shared/billing';
import { useState } from 'react';
import { toast } from 'sonner';
import {
  browserCheckoutWindow,
  openCheckout,
  requestCreditCheckout,
  type CreditCheckoutReturn,
} from '../../lib/checkout';
import { errorMessage } from '../../lib/error-messages';

/**
 * Buying a credit pack: one checkout at a time, the pack being bought (for its busy button),
 * and the link to show when the browser blocked the new tab.
 */
export function useCreditCheckout() {
  const [pendingCredits, setPendingCredits] = useState<number | null>(null);
  const [blockedUrl, setBlockedUrl] = useState<string | null>(null);

  /**
   * Resolves true when the checkout tab opened (the dialog can then step aside). With
   * `failedTitle` a checkout that could not start is toasted under that title, the reason below.
   */
  async function buy(
    credits: number,
    returnTo?: CreditCheckoutReturn,
    failedTitle?: string,
  ): Promise<boolean> {
    const fail = (message: string) =>
      failedTitle ? toast.error(failedTitle, { description: message }) : toast.error(message);
    if (pendingCredits !== null) return false;
    setPendingCredits(credits);
    setBlockedUrl(null);
    const outcome = await openCheckout(
      () => requestCreditCheckout(credits, returnTo),
      browserCheckoutWindow,
    );
    setPendingCredits(null);
    switch (outcome.kind) {
      case 'opened':
        toast.success(BILLING_MESSAGES.openingPayment);
        return true;
      case 'blocked':
        setBlockedUrl(outcome.url);
        return false;
      case 'no-url':
        fail(BILLING_MESSAGES.noCheckoutUrl);
        return false;
      case 'failed':
        fail(errorMessage(outcome.error, BILLING_MESSAGES.failedToCreateCheckout));
        return false;
    }
  }

  return { buy, pendingCredits, blockedUrl };
}
