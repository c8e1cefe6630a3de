import { postShareUsedMessage } from '@shared/posting';
import type { Config } from '../../config.js';
import type { Queryable } from '../../db/client.js';
import { AppError } from '../../platform/errors.js';
import { nextQuotaDayStart, quotaDayOf } from './quota.js';
import { postSharesFrom, takePostShare } from './quota-repo.js';
import { hasActivePlan } from './repo.js';

/**
 * Each user's fair share of the install's YouTube uploads (decision 049): at most a set number
 * of posts per user per quota day (the Pacific day of quota.ts), more with an active plan. A
 * post takes one when it is made and gives it back when it is cancelled before anything
 * reached YouTube. Counted in one row per user and day, taken in one statement.
 */

export type PostShareSettings = Pick<Config['posting'], 'userDailyPosts' | 'planDailyPosts'>;

/** Past the share, with a caller present: 429, nothing made, and when it frees up. */
export class PostShareUsedError extends AppError {
  override name = 'PostShareUsedError';
  readonly retryAfterSeconds: number;

  constructor(perDay: number, freesAt: Date, now: Date) {
    super(429, postShareUsedMessage(perDay, freesAt, now), {
      retryAt: freesAt.toISOString(),
      postsPerDay: perDay,
    });
    this.retryAfterSeconds = Math.max(1, Math.ceil((freesAt.getTime() - now.getTime()) / 1000));
  }
}

/** The user's posts per quota day: the plan's share while a plan subscription is active. */
export async function dailyShareOf(
  q: Queryable,
  userId: string,
  settings: PostShareSettings,
): Promise<number> {
  return (await hasActivePlan(q, userId)) ? settings.planDailyPosts : settings.userDailyPosts;
}

/** The day after `day` (YYYY-MM-DD). */
export function dayAfter(day: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date + 1)).toISOString().slice(0, 10);
}

/** When quota day `day` starts: midnight in Los Angeles (noon UTC the day before is in it). */
export function quotaDayStart(day: string): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return nextQuotaDayStart(new Date(Date.UTC(year, month - 1, date - 1, 12)));
}

/**
 * A post made with a caller present: today's share, or PostShareUsedError saying when it
 * frees up. Returns the quota day taken.
 */
export async function takeTodaysShare(
  q: Queryable,
  userId: string,
  settings: PostShareSettings,
  now: Date,
): Promise<string> {
  const perDay = await dailyShareOf(q, userId, settings);
  const day = quotaDayOf(now);
  if (await takePostShare(q, userId, day, perDay)) return day;
  throw new PostShareUsedError(perDay, nextQuotaDayStart(now), now);
}

/**
 * A post made with no caller present (auto-post, the wizard's schedule): the first quota day,
 * from today on, with a post of the user's share left. `startsAt` is null for today, else
 * when that day starts (the post waits until then).
 */
export async function takeFirstFreeShare(
  q: Queryable,
  userId: string,
  settings: PostShareSettings,
  now: Date,
): Promise<{ day: string; startsAt: Date | null }> {
  const perDay = await dailyShareOf(q, userId, settings);
  const today = quotaDayOf(now);
  const rows = await postSharesFrom(q, userId, today);
  const used = new Map(rows.map((row) => [row.day, row.count]));
  // Days with no row are free, so this ends at most one day past the last row read.
  for (let day = today; ; day = dayAfter(day)) {
    if ((used.get(day) ?? 0) >= perDay) continue;
    if (await takePostShare(q, userId, day, perDay)) {
      return { day, startsAt: day === today ? null : quotaDayStart(day) };
    }
  }
}
