import { BILLING_MESSAGES, type PlanTier } from '@shared/billing';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { browserCheckoutWindow, requestPlanCheckout } from './checkout';
import { runPlanCheckout, type PlanCheckoutState } from './plan-checkout-flow';
import { useSession } from './session';

/**
 * One plan button's checkout in the signed-in app (the credits page). The flow itself is
 * ./plan-checkout-flow; the public pricing pages run it through use-public-plan-checkout.
 */
export function useStartPlanCheckout(tier: PlanTier) {
  const session = useSession();
  const navigate = useNavigate();
  const [state, setState] = useState<PlanCheckoutState>({ status: 'idle' });
  const signedIn = session.data === undefined ? undefined : session.data !== null;

  const start = () =>
    runPlanCheckout({
      signedIn,
      request: () => requestPlanCheckout(tier),
      browser: browserCheckoutWindow,
      notify: { success: (message) => toast.success(message), error: (m) => toast.error(m) },
      goToAuth: () => void navigate('/auth'),
      setState,
    });

  const isProcessing = state.status === 'processing';
  return {
    start,
    isProcessing,
    /** Set after a blocked popup: show BILLING_MESSAGES.popupBlocked with a link to it. */
    blockedUrl: state.status === 'blocked' ? state.url : null,
    processingLabel: BILLING_MESSAGES.processing,
  };
}
