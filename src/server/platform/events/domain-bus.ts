import type { z } from 'zod';
import type { AppTx } from '../../db/client.js';
import { domainEvents, type AppDomainEvents, type DomainEventCatalogue } from './domain-events.js';

export type DomainEventName<E extends DomainEventCatalogue> = keyof E & string;
/** What subscribers receive (parsed). */
export type DomainEvent<
  N extends DomainEventName<E>,
  E extends DomainEventCatalogue = AppDomainEvents,
> = z.output<E[N]>;
/** What a publisher passes (before parsing). */
export type DomainEventInput<
  N extends DomainEventName<E>,
  E extends DomainEventCatalogue = AppDomainEvents,
> = z.input<E[N]>;

/**
 * One reaction to one event. `inTransaction` runs inside the publisher's transaction, before
 * it commits: what it writes commits with the moment or not at all, and a throw rolls the
 * moment back. `afterCommit` runs once the publisher committed (it calls `afterCommit`): a
 * throw is reported and changes nothing. An after-commit reaction is lost if the process dies
 * between the commit and its run, so it must be one that may be (decision 052); a reaction
 * that must happen is in-transaction, and queues a job in that transaction when it has slow or
 * outside work to do.
 */
export type DomainSubscription<E extends DomainEventCatalogue = AppDomainEvents> = {
  [N in DomainEventName<E>]:
    | { event: N; inTransaction: (tx: AppTx, event: DomainEvent<N, E>) => Promise<unknown> }
    | { event: N; afterCommit: (event: DomainEvent<N, E>) => Promise<unknown> };
}[DomainEventName<E>];

export interface DomainBusOptions<E extends DomainEventCatalogue> {
  /** The events and their payloads; the app's catalogue unless a test brings its own. */
  catalogue?: E;
  /** Told when an after-commit subscriber fails (the moment itself stands). */
  onAfterCommitError: (error: unknown, event: string) => void;
}

type InTransaction = (tx: AppTx, event: unknown) => Promise<unknown>;
type AfterCommit = (event: unknown) => Promise<unknown>;

/**
 * The typed domain event bus: a module publishes a moment by name with a payload checked
 * against the catalogue; the modules that subscribed react, in the order they subscribed (the
 * order of the module list). One bus per process, filled from the descriptors at start.
 */
export class DomainBus<E extends DomainEventCatalogue = AppDomainEvents> {
  readonly catalogue: E;
  readonly #inTransaction = new Map<string, InTransaction[]>();
  readonly #afterCommit = new Map<string, AfterCommit[]>();
  readonly #onAfterCommitError: (error: unknown, event: string) => void;

  constructor(options: DomainBusOptions<E>) {
    this.catalogue = options.catalogue ?? (domainEvents as unknown as E);
    this.#onAfterCommitError = options.onAfterCommitError;
  }

  subscribe(subscription: DomainSubscription<E>): this {
    const { event } = subscription;
    if (!Object.hasOwn(this.catalogue, event)) {
      throw new Error(`Cannot subscribe to "${event}": it is not in the domain event catalogue`);
    }
    if ('inTransaction' in subscription) {
      listOf(this.#inTransaction, event).push(subscription.inTransaction as InTransaction);
    } else {
      listOf(this.#afterCommit, event).push(subscription.afterCommit as AfterCommit);
    }
    return this;
  }

  /**
   * Inside the publisher's transaction: checks the payload (a ZodError fails the transaction),
   * runs the in-transaction subscribers one after another, and answers the parsed event for
   * `afterCommit`. A subscriber's throw propagates: the publisher's transaction rolls back.
   */
  async publish<N extends DomainEventName<E>>(
    tx: AppTx,
    name: N,
    payload: DomainEventInput<N, E>,
  ): Promise<DomainEvent<N, E>> {
    const event = this.#schema(name).parse(payload) as DomainEvent<N, E>;
    for (const subscriber of this.#inTransaction.get(name) ?? []) await subscriber(tx, event);
    return event;
  }

  /**
   * After the publisher's transaction committed: runs the after-commit subscribers in order;
   * one that fails is reported and does not stop the ones after it.
   */
  async afterCommit<N extends DomainEventName<E>>(
    name: N,
    event: DomainEvent<N, E>,
  ): Promise<void> {
    for (const subscriber of this.#afterCommit.get(name) ?? []) {
      try {
        await subscriber(event);
      } catch (error) {
        this.#onAfterCommitError(error, name);
      }
    }
  }

  #schema(name: string) {
    const schema = this.catalogue[name];
    if (!schema) throw new Error(`Unknown domain event "${name}"`);
    return schema;
  }
}

function listOf<T>(map: Map<string, T[]>, key: string): T[] {
  let list = map.get(key);
  if (!list) map.set(key, (list = []));
  return list;
}

/** What modules are given of the bus: publishing (subscriptions are made from descriptors). */
export type DomainEvents = Pick<DomainBus, 'publish' | 'afterCommit'>;
