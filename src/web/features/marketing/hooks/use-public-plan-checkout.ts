import { BILLING_MESSAGES, type PlanTier } from '@shared/plans';
import { useState } from 'react';
import type { PlanCheckoutState } from '../../../lib/plan-checkout-flow';
import { usePublicSignedIn } from '../../../lib/public-session';
import { notify, preloadToaster } from '../../../lib/public-toast';
import type * as PublicCheckoutModule from '../lib/public-checkout';

type PublicCheckout = typeof PublicCheckoutModule;

/** Where a signed-out buyer is sent (spec: 'Please sign in to purchase', then /auth). */
export const SIGN_IN_PATH = '/auth';
/** Long enough to read the sign-in message before the page leaves. */
const SIGN_IN_REDIRECT_DELAY_MS = 1_200;

/**
 * A plan button's checkout on the public pricing pages: the same flow as the signed-in app's,
 * with the public pages' toasts and plain navigation (they have no router).
 */
export function usePublicPlanCheckout(tier: PlanTier) {
  const signedIn = usePublicSignedIn();
  const [state, setState] = useState<PlanCheckoutState>({ status: 'idle' });

  const start = async () => {
    setState({ status: 'processing' });
    // Every press ends in a toast: fetch the toaster beside the checkout's code, not after it.
    preloadToaster();
    let checkout: PublicCheckout;
    try {
      checkout = await import('../lib/public-checkout');
    } catch {
      // The checkout's code did not load (offline, or a deploy replaced it): say so, allow a retry.
      setState({ status: 'idle' });
      void notify.error(BILLING_MESSAGES.failedToStartCheckout);
      return;
    }
    const { browserCheckoutWindow, requestPlanCheckout, runPlanCheckout } = checkout;
    // The sign-in message is shown before the page goes to /auth (the toaster loads on demand).
    let lastToast: Promise<void> = Promise.resolve();
    return runPlanCheckout({
      signedIn,
      request: () => requestPlanCheckout(tier),
      browser: browserCheckoutWindow,
      notify: {
        success: (message) => void notify.success(message),
        error: (message) => {
          lastToast = notify.error(message);
        },
      },
      goToAuth: () => {
        // The button stays busy until the page has left, so a second click does nothing.
        setState({ status: 'processing' });
        void lastToast
          .catch(() => undefined)
          .then(() =>
            setTimeout(() => window.location.assign(SIGN_IN_PATH), SIGN_IN_REDIRECT_DELAY_MS),
          );
      },
      setState,
    });
  };

  return {
    start,
    isProcessing: state.status === 'processing',
    /** Set after a blocked popup: show the spec's message with a link to it. */
    blockedUrl: state.status === 'blocked' ? state.url : null,
    processingLabel: BILLING_MESSAGES.processing,
  };
}
