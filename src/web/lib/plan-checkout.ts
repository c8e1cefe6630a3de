import { BILLING_MESSAGES, type PlanTier } from '@shared/billing';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { ApiError } from './api';
import {
  browserCheckoutWindow,
  openCheckout,
  requestPlanCheckout,
  type CheckoutAnswer,
  type CheckoutWindow,
} from './checkout';
import { errorMessage } from './error-messages';
import { useSession } from './session';

/** A plan button's state: idle, waiting for the server, or showing the blocked-popup link. */
export type PlanCheckoutState =
  { status: 'idle' } | { status: 'processing' } | { status: 'blocked'; url: string };

export interface PlanCheckoutDeps {
  /** Whether someone is signed in; undefined while unknown (the server then decides). */
  signedIn: boolean | undefined;
  request: () => Promise<CheckoutAnswer>;
  browser: CheckoutWindow;
  notify: { success(message: string): void; error(message: string): void };
  goToAuth(): void;
  setState(state: PlanCheckoutState): void;
}

/**
 * The spec's plan checkout, word for word: signed out → 'Please sign in to purchase' and /auth;
 * 'Processing...' while the call runs; then 'Redirecting to checkout...' and a new tab, or the
 * blocked-popup message with a link (and this page follows it after 2 s), or
 * 'No checkout URL received', or the error's message / 'Failed to start checkout...'.
 */
export async function runPlanCheckout(deps: PlanCheckoutDeps): Promise<void> {
  const { notify } = deps;
  const sendToSignIn = () => {
    notify.error(BILLING_MESSAGES.signInToPurchase);
    deps.goToAuth();
  };
  if (deps.signedIn === false) return sendToSignIn();

  deps.setState({ status: 'processing' });
  const outcome = await openCheckout(deps.request, deps.browser);
  switch (outcome.kind) {
    case 'opened':
      notify.success(BILLING_MESSAGES.redirecting);
      deps.setState({ status: 'idle' });
      return;
    case 'blocked':
      notify.error(BILLING_MESSAGES.popupBlocked);
      deps.setState({ status: 'blocked', url: outcome.url });
      return;
    case 'no-url':
      notify.error(BILLING_MESSAGES.noCheckoutUrl);
      deps.setState({ status: 'idle' });
      return;
    case 'failed':
      deps.setState({ status: 'idle' });
      // The session ended since the page loaded: the same answer as being signed out.
      if (outcome.error instanceof ApiError && outcome.error.status === 401) return sendToSignIn();
      notify.error(errorMessage(outcome.error, BILLING_MESSAGES.failedToStartCheckout));
  }
}

/**
 * One plan button's checkout (pricing cards, the ROI calculator's 'growth-inclusive', the
 * credits page). `label` is what the button should say while it runs.
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
