import type { FastifyBaseLogger } from 'fastify';
import type { AppTx } from '../../db/client.js';
import type { CreditsService } from '../../platform/credits/index.js';
import type { DomainEvents } from '../../platform/events/index.js';

/** What every event handler works with: the event's transaction and its identity. */
export interface EventContext {
  tx: AppTx;
  eventId: string;
  /** The event's `created`, unix seconds: orders subscription updates. */
  created: number;
  credits: CreditsService;
  /** The domain event bus: a new plan payment publishes `plan.paid` in the event's transaction. */
  events: Pick<DomainEvents, 'publish'>;
  log: FastifyBaseLogger;
}

/** The metadata key carrying our checkout_sessions id through the provider and back. */
export const METADATA_CHECKOUT_ID = 'checkoutSessionId';
