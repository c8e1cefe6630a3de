import { z } from 'zod';
import { clipReviewStatusSchema, orderSummarySchema } from './orders.js';
import { videoEngineSchema, videoStatusSchema } from './videos.js';
import {
  youtubeDescriptionSchema,
  youtubeTagsSchema,
  youtubeTitleSchema,
} from './youtube-metadata.js';
import { singleLine } from './text.js';

/**
 * The operator's production console (/admin/orders, issue 28 item 3): the contracts its routes
 * answer and accept, shared by the server and the web.
 */

// --- Motions a clip is made with ----------------------------------------------------------------

/** The operator's quick choices for a clip's camera move; a free prompt is the other way. */
export const MOTION_PRESETS = [
  { id: 'push-in', label: 'Slow push-in', prompt: 'Slow cinematic push-in toward the room' },
  { id: 'pan-left', label: 'Pan left', prompt: 'Smooth slow pan to the left across the room' },
  { id: 'pan-right', label: 'Pan right', prompt: 'Smooth slow pan to the right across the room' },
  { id: 'orbit', label: 'Orbit', prompt: 'Gentle orbit around the centre of the room' },
  { id: 'pull-back', label: 'Pull-back', prompt: 'Slow pull-back revealing the whole room' },
] as const;
export const DEFAULT_MOTION_PROMPT = MOTION_PRESETS[0].prompt;
export const MOTION_PROMPT_MAX = 500;

export const motionPromptSchema = singleLine(
  z.string().trim().min(1, 'Choose a motion or write a prompt').max(MOTION_PROMPT_MAX),
);

// --- The console's list ---------------------------------------------------------------------

export const productionOrderSchema = orderSummarySchema.extend({
  clientEmail: z.string(),
  businessName: z.string().nullable(),
  /** Seconds to the due time (negative: overdue); null while waiting for photos. */
  secondsLeft: z.number().nullable(),
  overdue: z.boolean(),
});
export type ProductionOrder = z.infer<typeof productionOrderSchema>;
export const productionOrderListSchema = z.object({ orders: z.array(productionOrderSchema) });

// --- One order ------------------------------------------------------------------------------

/** What the metadata is written from (the operator can edit it). */
export const orderBriefSchema = z.object({
  businessName: singleLine(z.string().trim().max(120)).optional(),
  city: singleLine(z.string().trim().max(120)).optional(),
  style: singleLine(z.string().trim().max(120)).optional(),
});
export type OrderBrief = z.infer<typeof orderBriefSchema>;

export const productionPhotoSchema = z.object({
  id: z.string(),
  name: z.string(),
  url: z.string(),
  thumbnailUrl: z.string().nullable(),
  /** The clip made from it, if any. */
  clipId: z.string().nullable(),
});

export const productionRenderSchema = z.object({
  jobId: z.string(),
  status: videoStatusSchema,
  progress: z.number(),
  engine: videoEngineSchema,
  engineLabel: z.string(),
  costCents: z.number().int(),
  error: z.string().nullable(),
  videoUrl: z.string().nullable(),
  posterUrl: z.string().nullable(),
});
export type ProductionRender = z.infer<typeof productionRenderSchema>;

export const productionClipSchema = z.object({
  id: z.string(),
  position: z.number().int(),
  photoId: z.string(),
  room: z.string().nullable(),
  motionPrompt: z.string(),
  title: z.string(),
  description: z.string(),
  tags: z.array(z.string()),
  metadataSource: z.string(),
  coverSeconds: z.number().nullable(),
  coverUrl: z.string().nullable(),
  reviewStatus: clipReviewStatusSchema,
  changeComment: z.string().nullable(),
  reviewRounds: z.number().int(),
  render: productionRenderSchema.nullable(),
});
export type ProductionClip = z.infer<typeof productionClipSchema>;

export const productionOrderDetailSchema = z.object({
  order: productionOrderSchema,
  brief: orderBriefSchema,
  photos: z.array(productionPhotoSchema),
  clips: z.array(productionClipSchema),
  /** Every render of the order so far, remakes included, in cents. */
  totalCostCents: z.number().int(),
  /** The engine a new render would use now. */
  engineLabel: z.string(),
});
export type ProductionOrderDetail = z.infer<typeof productionOrderDetailSchema>;

// --- What the operator sends ----------------------------------------------------------------

export const remakeClipBodySchema = z.object({ motionPrompt: motionPromptSchema });
export const clipCoverBodySchema = z.object({ seconds: z.number().min(0).max(8) });
export const clipMetadataBodySchema = z
  .object({
    title: youtubeTitleSchema.optional(),
    description: youtubeDescriptionSchema.optional(),
    tags: youtubeTagsSchema.optional(),
    room: singleLine(z.string().trim().max(60)).optional(),
  })
  .strict();
export const clipParamsSchema = z.object({ id: z.string(), clipId: z.string() });

export const PRODUCTION_MESSAGES = {
  notInProduction: 'This order is not in production: clips can be made only while it is',
  noPhotos: 'This order has no photos without a clip to make one from',
  allowanceUsed: 'Every clip of this order’s allowance is already made',
  titleTaken: 'Another clip of this order already has this title: choose a different one',
  notRendered: 'Every clip must be rendered before the batch goes to review',
  clipRendering: 'This clip is still rendering: wait for it to finish',
  noVideo: 'This clip has no finished video to take a cover from',
  coverPastEnd: 'Choose a time inside the clip',
  nothingToReview: 'No clip is waiting to be sent for review',
  notEditable: 'An approved clip cannot be changed',
} as const;
