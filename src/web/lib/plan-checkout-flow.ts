import { BILLING_MESSAGES } from '@shared/plans';
import { ApiError } from './api';
import { openCheckout, type CheckoutAnswer, type CheckoutWindow } from './checkout';
import { errorMessage } from './error-messages';

/*
 * The plan checkout flow without any UI framework: no react-router, query cache or sonner, so
 * the public pricing pages (plain links, their own toasts) run the very same flow as the
 * signed-in app's credits page.
 */

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
