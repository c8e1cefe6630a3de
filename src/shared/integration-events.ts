import { z } from 'zod';
import { VIDEO_MODES } from './videos.js';

/**
 * Integration events (decision 037): what happened in the app that a user's own systems may
 * want to hear about. The Go High Level "webhook" feature POSTs each one, signed, to the user's
 * URL; "video.completed" also drives the social planner. One contract of names and payloads,
 * like the job and live-event contracts: the server's emitter takes only these names and
 * checks the payload before anything is stored. Payloads carry ids and short facts, never a
 * secret or a signed link.
 */
export const integrationEventContract = {
  /** A video job succeeded. */
  'video.completed': z.object({
    videoId: z.uuid(),
    mode: z.enum(VIDEO_MODES),
    prompt: z.string(),
    durationSeconds: z.number(),
    aspectRatio: z.string(),
  }),
  /** A video job failed for good (its credits were refunded). */
  'video.failed': z.object({
    videoId: z.uuid(),
    mode: z.enum(VIDEO_MODES),
    prompt: z.string(),
    error: z.string(),
  }),
  /** A video was published to a platform (emitted by the posting module). */
  'post.published': z.object({
    postId: z.string(),
    platform: z.string(),
    videoId: z.string().nullable(),
    /** The post's public page, when the platform gives one. */
    url: z.string().nullable(),
  }),
  /** An operator approved a submission of this user's (done-for-you service). */
  'submission.approved': z.object({
    submissionId: z.uuid(),
    businessName: z.string(),
    photoCount: z.number().int().min(0),
  }),
  /** A CRM lead moved to another status (emitted by the CRM module). */
  'lead.status_changed': z.object({
    leadId: z.string(),
    status: z.string(),
    previousStatus: z.string().nullable(),
  }),
} as const satisfies Readonly<Record<string, z.ZodType<Record<string, unknown>>>>;

export type IntegrationEventContract = typeof integrationEventContract;
export type IntegrationEventType = keyof IntegrationEventContract & string;
export const INTEGRATION_EVENT_TYPES = Object.keys(integrationEventContract) as [
  IntegrationEventType,
  ...IntegrationEventType[],
];
export type IntegrationEventData<T extends IntegrationEventType> = z.output<
  IntegrationEventContract[T]
>;
export type IntegrationEventDataInput<T extends IntegrationEventType> = z.input<
  IntegrationEventContract[T]
>;

/**
 * The JSON body of every webhook POST. `id` names the event (the same on every retry: a
 * receiver dedupes on it); `timestamp` is when it happened (ISO 8601, UTC).
 */
export const webhookEventSchema = z.object({
  id: z.uuid(),
  type: z.enum(INTEGRATION_EVENT_TYPES),
  timestamp: z.string(),
  data: z.record(z.string(), z.unknown()),
});
export type WebhookEvent = z.infer<typeof webhookEventSchema>;

/**
 * The headers of every webhook POST. The signature is `sha256=<hex>`, the HMAC-SHA256 with the
 * feature's signing secret over `<X-Reelcast-Timestamp>.<raw body>`; the timestamp is the
 * attempt's Unix time in seconds (a receiver refuses old ones: replays). Decision 037 has the
 * verification recipe.
 */
export const WEBHOOK_HEADERS = {
  event: 'X-Reelcast-Event',
  delivery: 'X-Reelcast-Delivery',
  timestamp: 'X-Reelcast-Timestamp',
  signature: 'X-Reelcast-Signature',
} as const;

// --- The delivery log -------------------------------------------------------------------------

/** `webhook`: a signed POST to the user's URL; `social_post`: a social planner post in GHL. */
export const DELIVERY_KINDS = ['webhook', 'social_post'] as const;
export type DeliveryKind = (typeof DELIVERY_KINDS)[number];
export const DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/** How many entries the log shows (newest first). */
export const DELIVERY_LOG_LIMIT = 50;

export const deliveryListQuerySchema = z.object({
  kind: z.enum(DELIVERY_KINDS).optional(),
});

export const deliverySchema = z.object({
  id: z.string(),
  kind: z.enum(DELIVERY_KINDS),
  eventType: z.enum(INTEGRATION_EVENT_TYPES),
  status: z.enum(DELIVERY_STATUSES),
  attempts: z.number().int(),
  /** The receiver's (or GHL's) last HTTP status; null before an answer. */
  lastStatusCode: z.number().int().nullable(),
  /** Why the last attempt failed, worded for people. */
  lastError: z.string().nullable(),
  /** What a successful delivery did (a social post: which accounts). */
  result: z.string().nullable(),
  /** The earliest time of the next attempt while one is due. */
  nextAttemptAt: z.string().nullable(),
  /** The target's host (webhook), never the full URL's query. */
  target: z.string().nullable(),
  createdAt: z.string(),
  deliveredAt: z.string().nullable(),
});
export type Delivery = z.infer<typeof deliverySchema>;
export const deliveryListSchema = z.object({ deliveries: z.array(deliverySchema) });
export type DeliveryList = z.infer<typeof deliveryListSchema>;
