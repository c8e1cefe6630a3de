import type { EventEnvelope } from '@shared/events';
import type { Database } from '../../db/client.js';
import { EVENTS_CHANNEL, eventsAfter } from './repo.js';

type Deliver = (events: EventEnvelope[]) => void;

interface Subscription {
  userId: string;
  cursor: number;
  deliver: Deliver;
  /** Serialises fetches so events go out once and in order. */
  pending: Promise<void>;
  /** Set by close(): a read still in flight then delivers nothing (its stream has ended). */
  closed: boolean;
}

/**
 * One LISTEN per process fans NOTIFYs out to this process's SSE streams. A notification only
 * wakes the user's streams; each stream then reads the rows after its own cursor, so a lost
 * or coalesced NOTIFY is caught up on the next wake (the stream also wakes on every heartbeat).
 */
export class EventHub {
  private readonly subscriptions = new Map<string, Set<Subscription>>();
  private unlisten: (() => Promise<void>) | undefined;

  constructor(private readonly database: Database) {}

  async start(): Promise<void> {
    this.unlisten = await this.database.listen(EVENTS_CHANNEL, (payload) => {
      const userId = parseUserId(payload);
      if (userId) this.wakeUser(userId);
    });
  }

  async stop(): Promise<void> {
    await this.unlisten?.();
    this.unlisten = undefined;
    this.subscriptions.clear();
  }

  get connectionCount(): number {
    let count = 0;
    for (const set of this.subscriptions.values()) count += set.size;
    return count;
  }

  /**
   * Streams this user's events after `cursor` to `deliver`; returns the handle. `wake()`
   * resolves (never rejects) once the reading it asked for is done; after `close()`, nothing
   * more is delivered, not even by a read already under way.
   */
  subscribe(
    userId: string,
    cursor: number,
    deliver: Deliver,
  ): { wake(): Promise<void>; close(): void } {
    const subscription: Subscription = {
      userId,
      cursor,
      deliver,
      pending: Promise.resolve(),
      closed: false,
    };
    let set = this.subscriptions.get(userId);
    if (!set) this.subscriptions.set(userId, (set = new Set()));
    set.add(subscription);
    void this.wake(subscription);
    return {
      wake: () => this.wake(subscription),
      close: () => {
        subscription.closed = true;
        // Idempotent: a repeat must not drop a newer set of this user's streams from the map.
        if (set.delete(subscription) && set.size === 0 && this.subscriptions.get(userId) === set) {
          this.subscriptions.delete(userId);
        }
      },
    };
  }

  private wakeUser(userId: string): void {
    for (const subscription of this.subscriptions.get(userId) ?? []) void this.wake(subscription);
  }

  private wake(subscription: Subscription): Promise<void> {
    subscription.pending = subscription.pending.then(async () => {
      try {
        // Drain in pages until caught up.
        while (!subscription.closed) {
          const events = await eventsAfter(
            this.database.db,
            subscription.userId,
            subscription.cursor,
          );
          if (events.length === 0 || subscription.closed) return;
          subscription.cursor = events.at(-1)!.id;
          subscription.deliver(events);
        }
      } catch {
        // The database is briefly unreachable: the next wake (heartbeat) catches up.
      }
    });
    return subscription.pending;
  }
}

function parseUserId(payload: string): string | undefined {
  try {
    const parsed = JSON.parse(payload) as { u?: unknown };
    return typeof parsed.u === 'string' ? parsed.u : undefined;
  } catch {
    return undefined;
  }
}
