import { z } from 'zod';
import { LEAD_STATUSES, leadSchema } from '@shared/crm';
import { PLAN_IDS, PLAN_VARIANTS } from '@shared/plans';
import { VIDEO_MODES } from '@shared/videos';

/**
 * Domain events (decision 052): what happened in one module that others react to, each with a
 * name and the zod schema of its payload, in this one catalogue. A module publishes through
 * the DomainBus in the transaction that records the moment; other modules subscribe in their
 * own descriptor. Payloads are checked when published: one that does not fit is a programming
 * error and fails the publisher's transaction.
 *
 * Not the same as the integration events a user's webhook receives (@shared/integration-events)
 * nor the live events a browser hears (@shared/live-events): Go High Level turns some of these
 * into integration events, in its own subscriptions.
 */
export const domainEvents = {
  /**
   * A video job ended: succeeded, or failed for good and refunded. Published by the video
   * jobs in the transaction that writes the end, once per job (only the write that ended it).
   */
  'video.ended': z.object({
    videoId: z.uuid(),
    userId: z.string(),
    status: z.enum(['succeeded', 'failed']),
    mode: z.enum(VIDEO_MODES),
    prompt: z.string(),
    durationSeconds: z.number(),
    aspectRatio: z.string(),
    /** The failure's words (failed only). */
    error: z.string().nullable(),
    /** The UTC day of the free daily video it was paid with; null when paid in credits. */
    freeVideoDay: z.string().nullable(),
    /** Quick start: post it whatever the user's auto-post setting says. */
    autoPostOnComplete: z.boolean(),
    sourceFlow: z.string().nullable(),
    /** When its post goes public (a scheduled, private-until-then upload). */
    publishAt: z.date().nullable(),
  }),
  /** A post went public on its platform; published once, by the write that recorded it. */
  'post.published': z.object({
    postId: z.uuid(),
    userId: z.string(),
    platform: z.string(),
    videoId: z.string().nullable(),
    url: z.string().nullable(),
  }),
  /** A CRM lead moved from one status to another (never published for "no change"). */
  'lead.status_changed': z.object({
    userId: z.string(),
    /** The lead after the change. */
    lead: leadSchema,
    from: z.enum(LEAD_STATUSES),
    to: z.enum(LEAD_STATUSES),
  }),
  /** An operator approved a client's submission; its photos are in the client's library. */
  'submission.approved': z.object({
    userId: z.string(),
    submissionId: z.uuid(),
    businessName: z.string(),
    photoCount: z.number().int().min(0),
  }),
  /**
   * A plan payment was recorded (the first month or a renewal): published once per payment,
   * by the write that inserted it (its provider id is unique). The orders module opens the
   * month's order from it (issue 28).
   */
  'plan.paid': z.object({
    userId: z.string(),
    /** The provider's payment id (invoice id): one order per payment. */
    paymentRef: z.string(),
    providerSubscriptionId: z.string(),
    planId: z.enum(PLAN_IDS),
    variant: z.enum(PLAN_VARIANTS),
  }),
  /** An order opened for a paid plan month. */
  'order.opened': z.object({ orderId: z.uuid(), userId: z.string() }),
  /** The operator sent an order's clips to the client for review. */
  'order.ready_for_review': z.object({
    orderId: z.uuid(),
    userId: z.string(),
    clipCount: z.number().int(),
  }),
  /** The client asked for a change on a clip (its comment goes to the operator's queue). */
  'order.change_requested': z.object({
    orderId: z.uuid(),
    userId: z.string(),
    clipId: z.uuid(),
    comment: z.string(),
  }),
  /** Every clip of the order is approved: delivered (We Post then schedules the posts). */
  'order.delivered': z.object({ orderId: z.uuid(), userId: z.string() }),
  /** Its owner cancelled a post (issue 28): a We Post order may be done now. */
  'post.cancelled': z.object({
    postId: z.uuid(),
    userId: z.string(),
    orderClipId: z.uuid().nullable(),
  }),
} as const satisfies Readonly<Record<string, z.ZodType<Record<string, unknown>>>>;

export type DomainEventCatalogue = Readonly<Record<string, z.ZodType<Record<string, unknown>>>>;
export type AppDomainEvents = typeof domainEvents;
