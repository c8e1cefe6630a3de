// First: the checkout answer is parsed with zod, which must run jitless under our CSP (no eval),
// and this module's imports build schemas as they load.
import '../../../lib/zod-config';

/**
 * The checkout's code for the public pricing pages, loaded when a plan button is first pressed:
 * it brings zod (the answer's schema) along, which the page itself should not download.
 */
export { browserCheckoutWindow, requestPlanCheckout } from '../../../lib/checkout';
export { runPlanCheckout } from '../../../lib/plan-checkout-flow';
