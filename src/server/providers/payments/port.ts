/**
 * Where a purchase is paid: Stripe's hosted Checkout when keys are set, else the built-in
 * offline (test-mode) checkout. The billing module prices the request from src/shared tables
 * and records our own checkout_sessions row first; a provider only opens the payment page.
 */

export interface CheckoutRequest {
  /** Our checkout_sessions row id: also the idempotency key, so a retry never opens two. */
  sessionId: string;
  userId: string;
  email: string;
  mode: 'payment' | 'subscription';
  item: {
    name: string;
    description?: string;
    /** Minor units (US cents). */
    unitAmountCents: number;
    /** Required for subscriptions: the plans are billed monthly. */
    recurringInterval?: 'month';
  };
  successUrl: string;
  cancelUrl: string;
  /** Copied onto the checkout session and onto the payment or subscription it creates. */
  metadata: Record<string, string>;
}

export interface CheckoutProvider {
  readonly id: 'stripe' | 'offline';
  /**
   * Opens a checkout and answers the page to send the user to. Throws CheckoutError when the
   * provider refuses or stays unreachable; when `signal` aborts it throws the signal's reason.
   */
  createCheckout(
    request: CheckoutRequest,
    signal?: AbortSignal,
  ): Promise<{ providerSessionId: string; url: string }>;
}

/** A checkout that could not be opened. The message is for logs and admins, not the buyer. */
export class CheckoutError extends Error {
  override name = 'CheckoutError';

  constructor(
    message: string,
    /** A later attempt may succeed (rate limit, provider outage, network). */
    readonly retryable: boolean,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}
