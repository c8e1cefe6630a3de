/** How many live-event streams one process keeps open per user and per client address. */
export interface StreamLimits {
  perUser: number;
  perAddress: number;
}

export type StreamSlot = { release(): void };
export type StreamRefusal = { refused: 'user' | 'address' };

/**
 * Counts this process's open live-event streams per user and per client address, so that one
 * session (or one address with many accounts) cannot hold hundreds of sockets, timers and
 * database wake-ups. The counts are per process because what they protect is: each stream
 * lives in the process that accepted it.
 */
export class StreamSlots {
  private readonly byUser = new Map<string, number>();
  private readonly byAddress = new Map<string, number>();
  private open = 0;

  constructor(
    private readonly limits: StreamLimits,
    /** Told the number of open streams after every change (the sse_connections gauge). */
    private readonly onCount: (open: number) => void = () => {},
  ) {}

  /** A cheap early answer, before the session is resolved: this address is at its cap. */
  addressFull(address: string): boolean {
    return (this.byAddress.get(address) ?? 0) >= this.limits.perAddress;
  }

  /**
   * Takes a slot for the user at the address, or says which cap is full. Synchronous, so two
   * requests cannot both take the last slot. The slot's release is idempotent: every way a
   * stream ends may call it.
   */
  acquire(userId: string, address: string): StreamSlot | StreamRefusal {
    if (this.addressFull(address)) return { refused: 'address' };
    if ((this.byUser.get(userId) ?? 0) >= this.limits.perUser) return { refused: 'user' };
    increment(this.byUser, userId, 1);
    increment(this.byAddress, address, 1);
    this.changeOpen(1);
    let released = false;
    return {
      release: () => {
        if (released) return;
        released = true;
        increment(this.byUser, userId, -1);
        increment(this.byAddress, address, -1);
        this.changeOpen(-1);
      },
    };
  }

  private changeOpen(delta: number): void {
    this.open += delta;
    this.onCount(this.open);
  }
}

function increment(counts: Map<string, number>, key: string, delta: number): void {
  const next = (counts.get(key) ?? 0) + delta;
  if (next > 0) counts.set(key, next);
  else counts.delete(key);
}
