import { z } from 'zod';
import { clipReviewStatusSchema, orderSummarySchema } from './orders.js';

/**
 * The client's review of an order's clips (issue 28, item 4): what the client sees of each clip
 * it may see (never a draft), and its two answers: approve, or ask for a change with a comment.
 */

/** The review statuses a client ever sees: a draft stays the operator's. */
export const CLIENT_VISIBLE_CLIP_STATUSES = ['in_review', 'approved', 'changes_requested'] as const;

export const CHANGE_COMMENT_MAX = 1000;

export const ORDER_REVIEW_MESSAGES = {
  commentRequired: 'Please say what you would like changed',
  commentTooLong: `Please keep your comment to ${CHANGE_COMMENT_MAX} characters or fewer`,
  notInReview: (status: string) =>
    status === 'approved'
      ? 'This clip is already approved'
      : status === 'changes_requested'
        ? 'A change is already requested for this clip: the new version comes back for review'
        : 'This clip is not ready for review yet',
  videoMissing: 'This clip has no video yet',
  nothingToDownload: 'This order has no clips to download yet',
  approved: 'Clip approved',
  changeRequested: 'Change requested: the team will make it again',
  delivered: 'Every clip is approved: your order is delivered',
} as const;

export const orderClipSchema = z.object({
  id: z.string(),
  position: z.number().int(),
  title: z.string(),
  description: z.string(),
  tags: z.array(z.string()),
  reviewStatus: clipReviewStatusSchema,
  /** The client's own words with its latest change request. */
  changeComment: z.string().nullable(),
  changeRequestedAt: z.string().nullable(),
  approvedAt: z.string().nullable(),
  /** Signed links (1 hour): the mp4 to play and the cover (or the render's poster). */
  videoUrl: z.string().nullable(),
  posterUrl: z.string().nullable(),
});
export type OrderClip = z.infer<typeof orderClipSchema>;

export const orderClipListSchema = z.object({ clips: z.array(orderClipSchema) });
export type OrderClipList = z.infer<typeof orderClipListSchema>;

export const changeRequestBodySchema = z.object({
  comment: z
    .string({ error: ORDER_REVIEW_MESSAGES.commentRequired })
    .trim()
    .min(1, ORDER_REVIEW_MESSAGES.commentRequired)
    .max(CHANGE_COMMENT_MAX, ORDER_REVIEW_MESSAGES.commentTooLong),
});
export type ChangeRequestBody = z.infer<typeof changeRequestBodySchema>;

/** After an approval or a change request: the clip and its order as they now are. */
export const clipReviewResultSchema = z.object({
  clip: orderClipSchema,
  order: orderSummarySchema,
});
export type ClipReviewResult = z.infer<typeof clipReviewResultSchema>;
