import {
  CHECKOUT_RESULT_PARAM,
  CHECKOUT_RETURN_PATH,
  type OfflineCheckoutSession,
} from '@shared/billing';
import type { Database } from '../../db/client.js';
import { conflict, notFound } from '../../platform/errors.js';
import {
  offlineCompletionEvents,
  offlineExpiredEvent,
  type OfflineEvent,
} from '../../providers/payments/offline.js';
import { signWebhookPayload } from '../../providers/payments/stripe-signature.js';
import { checkoutMetadata, describePurchase } from './checkout.js';
import { findOwnCheckoutSession, type CheckoutSessionRow } from './repo.js';
import type { BillingWebhooks } from './webhooks.js';

export const OFFLINE_CHECKOUT_NOT_FOUND = 'Checkout not found';
const CHECKOUT_EXPIRED = 'This checkout has expired. Please start a new one.';
const CHECKOUT_PAID = 'This checkout is already paid.';

const resultPath = (result: 'success' | 'cancelled') =>
  `${CHECKOUT_RETURN_PATH}?${CHECKOUT_RESULT_PARAM}=${result}`;

/**
 * The built-in test-mode checkout page's server side. Only the session's owner can see or
 * finish it, and only while the offline checkout is enabled: with Stripe configured every
 * call is a 404, so it cannot grant credits next to real payments. Finishing it signs the
 * events Stripe would send with the offline secret and hands them to the webhook handler,
 * which verifies them like any delivery.
 */
export class OfflineCheckout {
  private readonly database: Database;
  private readonly webhooks: BillingWebhooks;
  private readonly secret: string | null;
  private readonly nowSeconds: () => number;

  constructor(options: {
    database: Database;
    webhooks: BillingWebhooks;
    /** The offline signing secret; null while the offline checkout is disabled. */
    secret: string | null;
    nowSeconds?: () => number;
  }) {
    this.database = options.database;
    this.webhooks = options.webhooks;
    this.secret = options.secret;
    this.nowSeconds = options.nowSeconds ?? (() => Math.floor(Date.now() / 1000));
  }

  async session(userId: string, id: string): Promise<OfflineCheckoutSession> {
    const { row } = await this.find(userId, id);
    return {
      id: row.id,
      mode: row.mode,
      description: describePurchase(row),
      amountCents: row.amountCents,
      credits: row.credits,
      status: row.status,
    };
  }

  /** Pays: the session completes and the purchase is credited (a repeat changes nothing). */
  async complete(userId: string, id: string): Promise<{ redirectUrl: string }> {
    const { row, secret } = await this.find(userId, id);
    if (row.status === 'expired') throw conflict(CHECKOUT_EXPIRED);
    if (row.status === 'open') {
      const events = offlineCompletionEvents({
        sessionId: row.id,
        userId: row.userId,
        mode: row.mode,
        amountCents: row.amountCents,
        metadata: checkoutMetadata(row),
        nowSeconds: this.nowSeconds(),
      });
      for (const event of events) await this.deliver(event, secret);
    }
    return { redirectUrl: resultPath('success') };
  }

  /** Abandons: the session expires and nothing is charged. */
  async cancel(userId: string, id: string): Promise<{ redirectUrl: string }> {
    const { row, secret } = await this.find(userId, id);
    if (row.status === 'complete') throw conflict(CHECKOUT_PAID);
    if (row.status === 'open') {
      const event = offlineExpiredEvent({
        sessionId: row.id,
        userId: row.userId,
        mode: row.mode,
        metadata: checkoutMetadata(row),
        nowSeconds: this.nowSeconds(),
      });
      await this.deliver(event, secret);
    }
    return { redirectUrl: resultPath('cancelled') };
  }

  private async find(
    userId: string,
    id: string,
  ): Promise<{ row: CheckoutSessionRow; secret: string }> {
    const secret = this.secret;
    if (!secret) throw notFound(OFFLINE_CHECKOUT_NOT_FOUND);
    const row = await findOwnCheckoutSession(this.database.db, userId, id);
    if (!row || row.provider !== 'offline') throw notFound(OFFLINE_CHECKOUT_NOT_FOUND);
    return { row, secret };
  }

  private async deliver(event: OfflineEvent, secret: string): Promise<void> {
    const payload = JSON.stringify(event);
    await this.webhooks.handle(payload, signWebhookPayload(payload, secret, this.nowSeconds()));
  }
}
