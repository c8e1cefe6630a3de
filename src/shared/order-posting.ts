import { z } from 'zod';
import { postStatusSchema } from './posting.js';
import { DEFAULT_POST_TIME, DEFAULT_POSTS_PER_DAY, postTimeSchema } from './orders.js';

/**
 * We Post (issue 28): an order's approved clips go out on the client's YouTube channel at the
 * order's cadence. Contracts of GET/PUT /api/orders/:id/posting and its schedule action.
 */

/** An IANA time zone this runtime knows (e.g. Europe/Paris). */
export const timeZoneSchema = z
  .string()
  .min(1)
  .max(64)
  .refine((zone) => {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: zone });
      return true;
    } catch {
      return false;
    }
  }, 'Choose a known time zone, for example Europe/Paris');

export const orderCadenceSchema = z.strictObject({
  postTime: postTimeSchema,
  postTimeZone: timeZoneSchema,
  postsPerDay: z.number().int().min(1, 'At least one post a day').max(10, 'At most 10 posts a day'),
});
export type OrderCadence = z.infer<typeof orderCadenceSchema>;
export const DEFAULT_CADENCE = {
  postTime: DEFAULT_POST_TIME,
  postsPerDay: DEFAULT_POSTS_PER_DAY,
} as const;

/**
 * none: no channel connected; reconnect: connected once, Google no longer accepts it;
 * connected: posts can be scheduled.
 */
export const YOUTUBE_CONNECTION_STATES = ['connected', 'reconnect', 'none'] as const;

export const orderPostSchema = z.object({
  id: z.string(),
  orderClipId: z.string(),
  title: z.string(),
  status: postStatusSchema,
  publishAt: z.string().nullable(),
  postUrl: z.string().nullable(),
  cancellable: z.boolean(),
  movable: z.boolean(),
  thumbnailSet: z.boolean(),
  failureReason: z.string().nullable(),
  thumbnailFailure: z.string().nullable(),
});
export type OrderPost = z.infer<typeof orderPostSchema>;

export const orderPostingSchema = z.object({
  orderId: z.string(),
  /** We Post orders only; a You Post order ends at delivery. */
  wePost: z.boolean(),
  cadence: z.object({ postTime: z.string(), postTimeZone: z.string(), postsPerDay: z.number() }),
  connection: z.enum(YOUTUBE_CONNECTION_STATES),
  /** Where the client connects the channel (the app's Social connections page). */
  connectPath: z.string(),
  /** Delivered and not scheduled yet: "Schedule my posts" is possible. */
  canSchedule: z.boolean(),
  approvedClips: z.number().int(),
  posts: z.array(orderPostSchema),
});
export type OrderPosting = z.infer<typeof orderPostingSchema>;

export const ORDER_POSTING_MESSAGES = {
  connectFirst: 'Connect your YouTube channel',
  reconnect: 'Your YouTube channel needs reconnecting',
  notWePost: 'This order is You Post: its clips are yours to post.',
  notDelivered: 'The posts are scheduled once every clip is approved.',
  alreadyScheduled: 'The posts are already scheduled: move or cancel them one by one below.',
  scheduled: 'Your posts are scheduled',
  cadenceSaved: 'Posting time saved',
  noClips: 'This order has no approved clips to post.',
} as const;

export const CONNECT_PATH = '/social-connections';
