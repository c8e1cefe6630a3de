import type { Config } from '../../config.js';
import { OfflineCheckoutProvider, offlineWebhookSecret } from './offline.js';
import type { CheckoutProvider } from './port.js';
import { StripeCheckoutProvider } from './stripe.js';

export interface PaymentSetup {
  /** Opens checkouts; null when neither Stripe nor the offline checkout is enabled. */
  checkout: CheckoutProvider | null;
  /** The secret webhook deliveries must be signed with; null refuses every delivery. */
  webhookSecret: string | null;
  /** The offline checkout's secret, for signing its events; null while it is disabled. */
  offline: { secret: string } | null;
}

/**
 * Stripe when its keys are set, else the offline checkout (unless OFFLINE_CHECKOUT=false).
 * Never both: config refuses OFFLINE_CHECKOUT=true next to Stripe keys, and with Stripe the
 * webhook accepts only Stripe's secret, so an offline-signed event cannot credit anything.
 */
export function createPaymentSetup(
  config: Pick<Config, 'stripe' | 'billing' | 'appSecret'>,
): PaymentSetup {
  if (config.stripe) {
    return {
      checkout: new StripeCheckoutProvider({
        secretKey: config.stripe.secretKey,
        baseUrl: config.stripe.baseUrl,
      }),
      webhookSecret: config.stripe.webhookSecret,
      offline: null,
    };
  }
  if (!config.billing.offlineCheckout)
    return { checkout: null, webhookSecret: null, offline: null };
  const secret = offlineWebhookSecret(config.appSecret);
  return { checkout: new OfflineCheckoutProvider(), webhookSecret: secret, offline: { secret } };
}
