import {
  checkoutReturnPath,
  OFFLINE_CHECKOUT_MESSAGES,
  type OfflineCheckoutSession,
} from '@shared/billing';
import type { AppTx, Database } from '../../db/client.js';
import { conflict, notFound } from '../../platform/errors.js';
import {
  offlineCompletionEvents,
  offlineExpiredEvent,
  type OfflineEvent,
  signWebhookPayload,
} from '../../providers/payments/index.js';
import { checkoutMetadata, describePurchase, purchaseOf } from './checkout.js';
import { findOwnCheckoutSession, lockOwnCheckoutSession, type CheckoutSessionRow } from './repo.js';
import type { BillingWebhooks } from './webhooks.js';

export const OFFLINE_CHECKOUT_NOT_FOUND = 'Checkout not found';

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
    const row = await this.find(userId, id);
    return {
      id: row.id,
      mode: row.mode,
      description: describePurchase(row),
      amountCents: row.amountCents,
      credits: row.credits,
      status: row.status,
    };
  }

  /**
   * Pays: the session completes and the purchase is credited. The session row stays locked
   * from the status check until the credit commits, so a concurrent cancel waits and then
   * finds it paid (409). A repeat of a finished payment (a double click) changes nothing.
   */
  async complete(userId: string, id: string): Promise<{ redirectUrl: string }> {
    const secret = this.requireSecret();
    return this.database.db.transaction(async (tx) => {
      const row = await this.lock(tx, userId, id);
      if (row.status === 'expired') throw conflict(OFFLINE_CHECKOUT_MESSAGES.notPayable);
      if (row.status === 'open') {
        const events = offlineCompletionEvents({
          sessionId: row.id,
          userId: row.userId,
          mode: row.mode,
          amountCents: row.amountCents,
          metadata: checkoutMetadata(row),
          nowSeconds: this.nowSeconds(),
        });
        for (const event of events) await this.deliver(tx, event, secret);
      }
      return { redirectUrl: checkoutReturnPath('success', purchaseOf(row.mode), row.returnPath) };
    });
  }

  /**
   * Abandons: the session expires and nothing is charged. Same lock as complete(): whichever
   * comes first wins, and a cancel that finds the session paid answers 409.
   */
  async cancel(userId: string, id: string): Promise<{ redirectUrl: string }> {
    const secret = this.requireSecret();
    return this.database.db.transaction(async (tx) => {
      const row = await this.lock(tx, userId, id);
      if (row.status === 'complete') throw conflict(OFFLINE_CHECKOUT_MESSAGES.alreadyPaid);
      if (row.status === 'open') {
        const event = offlineExpiredEvent({
          sessionId: row.id,
          userId: row.userId,
          mode: row.mode,
          metadata: checkoutMetadata(row),
          nowSeconds: this.nowSeconds(),
        });
        await this.deliver(tx, event, secret);
      }
      return { redirectUrl: checkoutReturnPath('cancelled', purchaseOf(row.mode), row.returnPath) };
    });
  }

  /** Only while the offline checkout is enabled: with Stripe every call is a 404. */
  private requireSecret(): string {
    if (!this.secret) throw notFound(OFFLINE_CHECKOUT_NOT_FOUND);
    return this.secret;
  }

  private async find(userId: string, id: string): Promise<CheckoutSessionRow> {
    this.requireSecret();
    return offlineOnly(await findOwnCheckoutSession(this.database.db, userId, id));
  }

  private async lock(tx: AppTx, userId: string, id: string): Promise<CheckoutSessionRow> {
    return offlineOnly(await lockOwnCheckoutSession(tx, userId, id));
  }

  /** Signed like a delivery and handled in the caller's transaction, under its lock. */
  private async deliver(tx: AppTx, event: OfflineEvent, secret: string): Promise<void> {
    const payload = JSON.stringify(event);
    const signature = signWebhookPayload(payload, secret, this.nowSeconds());
    await this.webhooks.handle(payload, signature, tx);
  }
}

/** Another user's session, a Stripe session, or none: all read as not found. */
function offlineOnly(row: CheckoutSessionRow | undefined): CheckoutSessionRow {
  if (!row || row.provider !== 'offline') throw notFound(OFFLINE_CHECKOUT_NOT_FOUND);
  return row;
}
