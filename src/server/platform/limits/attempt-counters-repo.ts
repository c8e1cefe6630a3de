import { createHash } from 'node:crypto';
import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { authAttemptCounters as counters } from '../../db/schema/index.js';

/** Expired rows are deleted at most this often per process. */
const SWEEP_INTERVAL_MS = 60_000;

export type TakeResult =
  { taken: true; hits: number } | { taken: false; retryAfterSeconds: number };

/**
 * Fixed-window counters in PostgreSQL, shared by every process on the database. A hit is
 * taken only while the window has room, in one statement, so concurrent attempts (from any
 * process) can never take more than `max` between them.
 */
export class AttemptCounters {
  private lastSweepAt = 0;

  constructor(private readonly database: Database) {}

  /** Takes one hit of `key` (max per window); refused when the window is full. */
  async take(key: string, max: number, windowMs: number): Promise<TakeResult> {
    await this.sweepNowAndThen();
    const id = hashKey(key);
    const { db } = this.database;
    const windowOver = lte(counters.windowEndsAt, sql`now()`);
    const [row] = await db
      .insert(counters)
      .values({ key: id, hits: 1, windowEndsAt: windowEnd(windowMs) })
      .onConflictDoUpdate({
        target: counters.key,
        set: {
          hits: sql`CASE WHEN ${windowOver} THEN 1 ELSE ${counters.hits} + 1 END`,
          windowEndsAt: sql`CASE WHEN ${windowOver} THEN excluded.window_ends_at ELSE ${counters.windowEndsAt} END`,
        },
        setWhere: sql`${windowOver} OR ${counters.hits} < ${max}`,
      })
      .returning({ hits: counters.hits });
    if (row) return { taken: true, hits: row.hits };

    const [full] = await db
      .select({
        seconds: sql<number>`ceil(extract(epoch from ${counters.windowEndsAt} - now()))::int`,
      })
      .from(counters)
      .where(eq(counters.key, id));
    return { taken: false, retryAfterSeconds: Math.max(1, full?.seconds ?? 1) };
  }

  /** Gives back a hit taken in the current window (an attempt that turned out not to count). */
  async giveBack(key: string): Promise<void> {
    await this.database.db
      .update(counters)
      .set({ hits: sql`${counters.hits} - 1` })
      .where(
        and(
          eq(counters.key, hashKey(key)),
          gt(counters.windowEndsAt, sql`now()`),
          gt(counters.hits, 0),
        ),
      );
  }

  private async sweepNowAndThen(): Promise<void> {
    if (Date.now() - this.lastSweepAt < SWEEP_INTERVAL_MS) return;
    this.lastSweepAt = Date.now();
    await this.database.db.delete(counters).where(lte(counters.windowEndsAt, sql`now()`));
  }
}

/** The database's clock, not this process's: every process agrees on when a window ends. */
const windowEnd = (windowMs: number) =>
  sql`now() + ${Math.round(windowMs)}::int * interval '1 millisecond'`;

/** Keys name emails and addresses; only their hash is stored. */
const hashKey = (key: string) => createHash('sha256').update(key).digest('base64url');
