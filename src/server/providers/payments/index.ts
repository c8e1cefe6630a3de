/** The payments capability's face: the one file of providers/payments/ that code outside it imports. */
export { offlineCompletionEvents, offlineExpiredEvent, type OfflineEvent } from './offline.js';
export { type CheckoutProvider, type CheckoutRequest } from './port.js';
export { createPaymentSetup, type PaymentSetup } from './registry.js';
export {
  StripeEventShapeError,
  eventObject,
  parseStripeEvent,
  stripeChargeSchema,
  stripeCheckoutSessionSchema,
  stripeDisputeSchema,
  stripeInvoiceSchema,
  stripeSubscriptionSchema,
  type StripeCharge,
  type StripeCheckoutSession,
  type StripeDispute,
  type StripeEvent,
  type StripeInvoice,
  type StripeSubscription,
} from './stripe-events.js';
export {
  WebhookSignatureError,
  signWebhookPayload,
  verifyWebhookSignature,
} from './stripe-signature.js';
