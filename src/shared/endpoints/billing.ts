import {
  checkoutResponseSchema,
  createCreditCheckoutBodySchema,
  createSubscriptionCheckoutBodySchema,
  creditCheckBodySchema,
  creditCheckResponseSchema,
  offlineCheckoutSessionSchema,
  subscriptionResponseSchema,
} from '../billing.js';
import { endpoint, idParams } from '../endpoint.js';
import { freeVideosResponseSchema } from '../quick-start.js';

/** Checkouts, subscriptions, credit checks and the offline checkout. */
export const billingEndpoints = {
  creditCheckout: endpoint({
    method: 'POST',
    path: '/api/billing/credit-checkout',
    body: createCreditCheckoutBodySchema,
    status: 201,
    response: checkoutResponseSchema,
  }),
  subscriptionCheckout: endpoint({
    method: 'POST',
    path: '/api/billing/subscription-checkout',
    body: createSubscriptionCheckoutBodySchema,
    status: 201,
    response: checkoutResponseSchema,
  }),
  subscription: endpoint({
    method: 'GET',
    path: '/api/billing/subscription',
    response: subscriptionResponseSchema,
  }),
  creditCheck: endpoint({
    method: 'POST',
    path: '/api/billing/credit-check',
    body: creditCheckBodySchema,
    response: creditCheckResponseSchema,
  }),
  freeVideos: endpoint({
    method: 'GET',
    path: '/api/billing/free-videos',
    response: freeVideosResponseSchema,
  }),
  offlineSession: endpoint({
    method: 'GET',
    path: '/api/billing/offline/:id',
    params: idParams,
    response: offlineCheckoutSessionSchema,
  }),
};
