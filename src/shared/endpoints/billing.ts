import { z } from 'zod';
import {
  checkoutResponseSchema,
  createCreditCheckoutBodySchema,
  createSubscriptionCheckoutBodySchema,
  creditCheckBodySchema,
  creditCheckResponseSchema,
  offlineCheckoutResultSchema,
  offlineCheckoutSessionSchema,
  subscriptionResponseSchema,
} from '../billing.js';
import { endpoint } from '../endpoint.js';
import { idParams } from '../ids.js';
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
  /** The offline checkout page's two answers (test mode). */
  offline: {
    complete: endpoint({
      method: 'POST',
      path: '/api/billing/offline/:id/complete',
      params: idParams,
      response: offlineCheckoutResultSchema,
    }),
    cancel: endpoint({
      method: 'POST',
      path: '/api/billing/offline/:id/cancel',
      params: idParams,
      response: offlineCheckoutResultSchema,
    }),
  },
  /** Payment events from the payment provider, signed over the raw body (no JSON schema). */
  webhook: endpoint({
    method: 'POST',
    path: '/api/billing/webhook',
    response: z.object({ received: z.literal(true), duplicate: z.boolean() }),
  }),
};
