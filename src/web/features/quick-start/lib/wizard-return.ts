import { CHECKOUT_PURCHASE_PARAM, CHECKOUT_RESULT_PARAM } from '@shared/billing';
import { YOUTUBE_RETURN_STEP } from '@shared/quick-start';
import { CONNECTION_ERROR_PARAM } from '@shared/social';

/**
 * What brought the browser back to /start: the YouTube consent (`?step=youtube-connect`, or
 * `?error=…` when it failed) or a credit checkout (`?checkout=success|cancelled`). The wizard
 * acts on it once and takes it out of the address, so a reload does not act again.
 */
export interface WizardReturn {
  youtube: { kind: 'connected' } | { kind: 'failed'; reason: string } | null;
  checkout: 'success' | 'cancelled' | null;
}

const MAX_REASON = 200;

export function readWizardReturn(search: string | URLSearchParams): WizardReturn {
  const params = new URLSearchParams(search);
  const error = params.get(CONNECTION_ERROR_PARAM);
  let youtube: WizardReturn['youtube'] = null;
  if (error !== null) {
    youtube = { kind: 'failed', reason: error.trim().slice(0, MAX_REASON) || 'unknown error' };
  } else if (params.get('step') === YOUTUBE_RETURN_STEP) {
    youtube = { kind: 'connected' };
  }
  const result = params.get(CHECKOUT_RESULT_PARAM)?.toLowerCase();
  let checkout: WizardReturn['checkout'] = null;
  if (result === 'success') checkout = 'success';
  else if (result === 'cancel' || result === 'cancelled' || result === 'canceled') {
    checkout = 'cancelled';
  }
  return { youtube, checkout };
}

/** The parameters the wizard reads; everything else in the address is kept. */
export const WIZARD_RETURN_PARAMS = [
  'step',
  CONNECTION_ERROR_PARAM,
  CHECKOUT_RESULT_PARAM,
  CHECKOUT_PURCHASE_PARAM,
];
