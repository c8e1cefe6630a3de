/**
 * For tests only (lint keeps production code out, decision 025): what a test needs to fake a
 * payment provider's events for a checkout this module opened.
 */
export { checkoutMetadata } from './checkout.js';
