import { z } from 'zod';
import { integer } from './fields.js';

/**
 * Posting: YouTube uploads started per quota day for the whole install (YouTube's
 * videos.insert bucket, ~100 a day for the whole project; decision 036), and each user's share
 * of them per quota day, so no one user can spend the install's uploads (decision 049).
 */
export const postingSettings = z
  .object({
    YOUTUBE_DAILY_UPLOADS: integer({ min: 1, max: 100_000, fallback: 100 }),
    YOUTUBE_USER_DAILY_POSTS: integer({ min: 1, max: 100_000, fallback: 10 }),
    // Users with an active plan subscription.
    YOUTUBE_PLAN_DAILY_POSTS: integer({ min: 1, max: 100_000, fallback: 25 }),
  })
  .transform((env) => ({
    posting: {
      youtubeDailyUploads: env.YOUTUBE_DAILY_UPLOADS,
      userDailyPosts: env.YOUTUBE_USER_DAILY_POSTS,
      // A plan never gives fewer posts than no plan.
      planDailyPosts: Math.max(env.YOUTUBE_PLAN_DAILY_POSTS, env.YOUTUBE_USER_DAILY_POSTS),
    },
  }));
