import { SIMPLE_VIDEO_CREDITS, type CreditCheckResponse } from '@shared/billing';
import type { AppTx, Database } from '../../db/client.js';
import { lockUserCredits, type CreditsService } from '../../platform/credits/index.js';
import { freeVideosUsed, setFreeVideosUsed } from './repo.js';

/** The UTC calendar day of `now`, as Postgres' `date` text (YYYY-MM-DD). */
export const utcDay = (now: Date): string => now.toISOString().slice(0, 10);

/**
 * Free daily videos (spec): each user may make `perDay` simple videos a UTC day without
 * credits. The count lives in the database, so every web process and tab sees one figure.
 */
export class FreeDailyVideos {
  private readonly database: Database;
  private readonly credits: CreditsService;
  private readonly now: () => Date;
  readonly perDay: number;

  constructor(options: {
    database: Database;
    perDay: number;
    credits: CreditsService;
    now?: () => Date;
  }) {
    this.database = options.database;
    this.perDay = options.perDay;
    this.credits = options.credits;
    this.now = options.now ?? (() => new Date());
  }

  async remainingToday(userId: string): Promise<number> {
    const used = await freeVideosUsed(this.database.db, userId, utcDay(this.now()));
    return Math.max(0, this.perDay - used);
  }

  /**
   * The credit check dialog's figures for a batch of `imageCount` simple videos: free ones
   * first, then as many as the balance pays for; `creditsNeeded` is what the rest still lacks.
   */
  async check(userId: string, imageCount: number): Promise<CreditCheckResponse> {
    const [freeRemainingToday, balance] = await Promise.all([
      this.remainingToday(userId),
      this.credits.balance(userId),
    ]);
    const usingFree = Math.min(imageCount, freeRemainingToday);
    const paidVideos = imageCount - usingFree;
    const usingPaid = Math.min(paidVideos, Math.floor(balance / SIMPLE_VIDEO_CREDITS));
    const creditsNeeded = Math.max(0, paidVideos * SIMPLE_VIDEO_CREDITS - balance);
    return {
      needsPayment: creditsNeeded > 0,
      canGenerate: usingFree + usingPaid,
      creditsNeeded,
      usingFree,
      usingPaid,
      freeRemainingToday,
      balance,
    };
  }

  /**
   * Uses up to `wanted` of today's free videos and answers how many it got (0 when used up).
   * For the code that queues a batch: call it in the transaction that creates the jobs, so
   * a rolled-back batch gives its free videos back. The user's credit lock makes the
   * read-then-write safe against concurrent batches.
   */
  async take(userId: string, wanted: number, tx: AppTx): Promise<number> {
    await lockUserCredits(tx, userId);
    const day = utcDay(this.now());
    const used = await freeVideosUsed(tx, userId, day);
    const granted = Math.max(0, Math.min(wanted, this.perDay - used));
    if (granted > 0) await setFreeVideosUsed(tx, { userId, day, count: used + granted });
    return granted;
  }

  /**
   * Takes one of today's free videos for one job, in the transaction that creates it: the UTC
   * day it came from (a failed job gives it back to that day), or null when none is left.
   */
  async takeOne(userId: string, tx: AppTx): Promise<string | null> {
    const day = utcDay(this.now());
    await lockUserCredits(tx, userId);
    const used = await freeVideosUsed(tx, userId, day);
    if (used >= this.perDay) return null;
    await setFreeVideosUsed(tx, { userId, day, count: used + 1 });
    return day;
  }

  /**
   * Gives back one free video of `day` (its job failed). Called once per failed job, by the
   * write that failed it; never below zero.
   */
  async giveBack(tx: AppTx, userId: string, day: string): Promise<void> {
    await lockUserCredits(tx, userId);
    const used = await freeVideosUsed(tx, userId, day);
    if (used > 0) await setFreeVideosUsed(tx, { userId, day, count: used - 1 });
  }
}
