import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { AppTx, Database } from '../../db/client.js';
import { AppError, badRequest } from '../../platform/errors.js';
import {
  eventObject,
  parseStripeEvent,
  stripeChargeSchema,
  stripeCheckoutSessionSchema,
  stripeDisputeSchema,
  stripeInvoiceSchema,
  stripeSubscriptionSchema,
  StripeEventShapeError,
  type StripeEvent,
  verifyWebhookSignature,
  WebhookSignatureError,
} from '../../providers/payments/index.js';
import type { CreditsService } from '../../platform/credits/index.js';
import type { DomainEvents } from '../../platform/events/index.js';
import type { EventContext } from './event-context.js';
import {
  onAsyncPaymentSucceeded,
  onChargeRefunded,
  onCheckoutCompleted,
  onCheckoutExpired,
  onDisputeCreated,
} from './payment-events.js';
import { recordWebhookEvent } from './repo.js';

import {
  onInvoicePaid,
  onInvoicePaymentFailed,
  onSubscriptionChanged,
} from './subscription-events.js';

export const INVALID_SIGNATURE = 'Invalid signature';

type Handler = (context: EventContext, event: StripeEvent) => Promise<void>;
const on =
  <S extends z.ZodType>(
    schema: S,
    handle: (context: EventContext, object: z.output<S>) => Promise<void>,
  ): Handler =>
  (context, event) =>
    handle(context, eventObject(event, schema));

/** The events billing acts on; every other type is acknowledged and recorded only. */
const HANDLERS: Record<string, Handler> = {
  'checkout.session.completed': on(stripeCheckoutSessionSchema, onCheckoutCompleted),
  'checkout.session.async_payment_succeeded': on(
    stripeCheckoutSessionSchema,
    onAsyncPaymentSucceeded,
  ),
  'checkout.session.expired': on(stripeCheckoutSessionSchema, onCheckoutExpired),
  'customer.subscription.created': on(stripeSubscriptionSchema, onSubscriptionChanged),
  'customer.subscription.updated': on(stripeSubscriptionSchema, onSubscriptionChanged),
  'customer.subscription.deleted': on(stripeSubscriptionSchema, onSubscriptionChanged),
  'invoice.paid': on(stripeInvoiceSchema, onInvoicePaid),
  'invoice.payment_failed': on(stripeInvoiceSchema, onInvoicePaymentFailed),
  'charge.refunded': on(stripeChargeSchema, onChargeRefunded),
  'charge.dispute.created': on(stripeDisputeSchema, onDisputeCreated),
};

export interface WebhookOutcome {
  eventId: string;
  type: string;
  /** The event id was seen before: nothing was done this time. */
  duplicate: boolean;
}

/**
 * The one way payment events enter billing, Stripe's over HTTP and the offline checkout's
 * in-process: verify the signature on the exact bytes, then record the event id and apply it
 * in one transaction. A redelivery (or a concurrent duplicate, which waits on the id's unique
 * key) finds the id taken and changes nothing; a failure rolls the id back too, so the
 * provider's retry gets another go.
 */
export class BillingWebhooks {
  private readonly database: Database;
  private readonly credits: CreditsService;
  private readonly secret: string | null;
  private readonly log: FastifyBaseLogger;
  private readonly events: Pick<DomainEvents, 'publish'>;

  constructor(options: {
    database: Database;
    /** STRIPE_WEBHOOK_SECRET with Stripe, else the offline secret; none refuses everything. */
    secret: string | null;
    log: FastifyBaseLogger;
    credits: CreditsService;
    events: Pick<DomainEvents, 'publish'>;
  }) {
    this.database = options.database;
    this.secret = options.secret;
    this.log = options.log;
    this.credits = options.credits;
    this.events = options.events;
  }

  /**
   * `tx`: apply the event inside a transaction the caller already holds (the offline checkout
   * locks its session first), so it commits or rolls back with the caller's own change.
   */
  async handle(
    rawBody: Buffer | string,
    signatureHeader: string | undefined,
    tx?: AppTx,
  ): Promise<WebhookOutcome> {
    this.verify(rawBody, signatureHeader);
    const event = readable(() => parseStripeEvent(rawBody));
    if (tx) return this.apply(tx, event);
    return this.database.db.transaction((own) => this.apply(own, event));
  }

  private async apply(tx: AppTx, event: StripeEvent): Promise<WebhookOutcome> {
    const outcome = { eventId: event.id, type: event.type };
    if (!(await recordWebhookEvent(tx, event))) return { ...outcome, duplicate: true };
    const handler = HANDLERS[event.type];
    if (handler) {
      const log = this.log.child({ event: event.id, type: event.type });
      const { credits, events } = this;
      const context = { tx, eventId: event.id, created: event.created, credits, events, log };
      await readable(() => handler(context, event));
    }
    return { ...outcome, duplicate: false };
  }

  private verify(rawBody: Buffer | string, header: string | undefined): void {
    if (!this.secret) {
      this.log.error('payment webhook refused: STRIPE_WEBHOOK_SECRET is not set');
      throw badRequest(INVALID_SIGNATURE);
    }
    try {
      verifyWebhookSignature(rawBody, header, this.secret);
    } catch (error) {
      if (!(error instanceof WebhookSignatureError)) throw error;
      this.log.warn({ reason: error.message }, 'payment webhook refused');
      throw badRequest(INVALID_SIGNATURE);
    }
  }
}

/**
 * A signed event we cannot read answers 400 (logged by the error handler's caller): the same
 * bytes retried cannot parse better, and a 2xx would hide the problem.
 */
function readable<T>(read: () => T): T {
  const rethrow = (error: unknown): never => {
    if (error instanceof StripeEventShapeError) throw new AppError(400, error.message);
    throw error;
  };
  try {
    const result = read();
    return (result instanceof Promise ? result.catch(rethrow) : result) as T;
  } catch (error) {
    return rethrow(error);
  }
}
