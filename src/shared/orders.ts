import { z } from 'zod';
import { PLAN_IDS, PLAN_VARIANTS, type PlanVariant } from './plans.js';

/**
 * The done-for-you service's orders (issue 28, decision 056): a paid plan month becomes one
 * order for its client, which the operator produces (/admin/orders), the client reviews
 * (/orders) and, for We Post plans, the clips go out on the client's channel on a schedule.
 * Contracts shared by the server and the web.
 */

// --- Life of an order ------------------------------------------------------------------------

/**
 * waiting_for_photos: paid, not enough photos in yet. in_production: the photos are in, the
 * operator makes the clips (the due time runs from here). ready_for_review: the client watches
 * and approves or asks for changes (a change sends it back to in_production). delivered: every
 * clip approved; a You Post order ends here. posting: We Post, the approved clips are scheduled
 * on the client's channel. done: every scheduled post went out (or was cancelled).
 */
export const ORDER_STATUSES = [
  'waiting_for_photos',
  'in_production',
  'ready_for_review',
  'delivered',
  'posting',
  'done',
] as const;
export const orderStatusSchema = z.enum(ORDER_STATUSES);
export type OrderStatus = z.infer<typeof orderStatusSchema>;

/**
 * Live event to the client whenever one of their orders changes: its status, or photos come
 * in (the job that gathers them runs after the payment, often while the order page is open).
 */
export const ORDER_UPDATED_EVENT = 'orders.updated';
export const orderUpdatedPayloadSchema = z.object({ id: z.string(), status: orderStatusSchema });
export type OrderUpdatedPayload = z.infer<typeof orderUpdatedPayloadSchema>;

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  waiting_for_photos: 'Waiting for photos',
  in_production: 'In production',
  ready_for_review: 'Ready for review',
  delivered: 'Delivered',
  posting: 'Posting',
  done: 'Done',
};

/** The spec's plan options: all-inclusive is "We Post", clips-only is "You Post". */
export const ORDER_OPTIONS = ['we_post', 'you_post'] as const;
export const orderOptionSchema = z.enum(ORDER_OPTIONS);
export type OrderOption = z.infer<typeof orderOptionSchema>;
export const ORDER_OPTION_LABELS: Record<OrderOption, string> = {
  we_post: 'We Post',
  you_post: 'You Post',
};
export const orderOptionOf = (variant: PlanVariant): OrderOption =>
  variant === 'inclusive' ? 'we_post' : 'you_post';

/** The spec promises delivery in 48-72 hours: the due time is 72 hours after the photos are in. */
export const ORDER_DUE_HOURS = 72;
/** Every plan clip is one 8-second 9:16 clip from one photo (spec: "8-second clips"). */
export const ORDER_CLIP = { durationSeconds: 8, aspectRatio: '9:16', resolution: '720p' } as const;
/** We Post's default cadence: one post a day at a time the client picks (24-hour HH:MM). */
export const DEFAULT_POSTS_PER_DAY = 1;
export const DEFAULT_POST_TIME = '10:00';
export const postTimeSchema = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Choose a time as HH:MM, for example 10:00');

// --- A clip's review ---------------------------------------------------------------------------

/**
 * draft: made (or being made) by the operator, not shown to the client yet. in_review: the
 * client sees it. approved: the client accepted it. changes_requested: the client asked for a
 * change (with a comment); back in the operator's queue until it is remade and sent again.
 */
export const CLIP_REVIEW_STATUSES = [
  'draft',
  'in_review',
  'approved',
  'changes_requested',
] as const;
export const clipReviewStatusSchema = z.enum(CLIP_REVIEW_STATUSES);
export type ClipReviewStatus = z.infer<typeof clipReviewStatusSchema>;

/** Where an order's photo came from. */
export const ORDER_PHOTO_SOURCES = ['submission', 'drive', 'library', 'upload'] as const;
export const orderPhotoSourceSchema = z.enum(ORDER_PHOTO_SOURCES);
export type OrderPhotoSource = z.infer<typeof orderPhotoSourceSchema>;

// --- What the server answers -------------------------------------------------------------------

export const orderSummarySchema = z.object({
  id: z.string(),
  /** The client's order number: 1 for the first month, 2 for the first renewal, … */
  number: z.number().int(),
  planId: z.enum(PLAN_IDS),
  planName: z.string(),
  variant: z.enum(PLAN_VARIANTS),
  option: orderOptionSchema,
  clipAllowance: z.number().int(),
  status: orderStatusSchema,
  photoCount: z.number().int(),
  clipCount: z.number().int(),
  approvedCount: z.number().int(),
  /** ISO times; dueAt is null until the photos are in. */
  createdAt: z.string(),
  photosInAt: z.string().nullable(),
  dueAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;

export const orderListSchema = z.object({ orders: z.array(orderSummarySchema) });

// --- Messages (user-visible, one place) --------------------------------------------------------

export const ORDER_MESSAGES = {
  notFound: 'Order not found',
  clipNotFound: 'Clip not found',
  photoNotFound: 'Photo not found',
} as const;
