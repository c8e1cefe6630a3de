import type { z } from 'zod';
import { CREDITS_CHANGED_EVENT, creditsChangedPayloadSchema } from './credits.js';
import { ITEM_DELETED_EVENT, itemDeletedPayloadSchema } from './deletes.js';
import { EPISODE_UPDATED_EVENT, episodeUpdatedPayloadSchema } from './episodes.js';
import type { EventEnvelope } from './events.js';
import { IMAGE_ASSET_UPDATED_EVENT, imageAssetUpdatedPayloadSchema } from './images.js';
import { ORDER_UPDATED_EVENT, orderUpdatedPayloadSchema } from './orders.js';
import { POST_UPDATED_EVENT, postUpdatedPayloadSchema } from './posting.js';
import { SUBMISSION_CREATED_EVENT, submissionCreatedPayloadSchema } from './submissions.js';
import { VIDEO_JOB_UPDATED_EVENT, videoJobUpdatedPayloadSchema } from './videos.js';
import { VOICEOVER_UPDATED_EVENT, voiceoverUpdatedPayloadSchema } from './voiceovers.js';

/**
 * The typed live-event contract: every event the server publishes to a user's tabs, by name,
 * with the zod schema of its payload (the payloads themselves are defined beside their domain).
 * The server's publishEvent takes only these names, its payload type follows from the name and
 * is checked against the schema before it is stored; the web client checks every event it
 * receives against the same schema, once, before any page sees it. Payloads carry ids and
 * statuses only: a page that needs more re-reads it through the API.
 */
export type LiveEventPayloadSchema = z.ZodType<Record<string, unknown>>;

export const liveEventContract = {
  /** Any change of the balance (purchase, charge, refund, adjustment, grant). */
  [CREDITS_CHANGED_EVENT]: creditsChangedPayloadSchema,
  /** A video job's status or progress changed. */
  [VIDEO_JOB_UPDATED_EVENT]: videoJobUpdatedPayloadSchema,
  /** An image job, custom reference, podcast character or background changed status. */
  [IMAGE_ASSET_UPDATED_EVENT]: imageAssetUpdatedPayloadSchema,
  /** A voiceover was created or changed status. */
  [VOICEOVER_UPDATED_EVENT]: voiceoverUpdatedPayloadSchema,
  /** An episode was created, or its analysis moved on (status, progress). */
  [EPISODE_UPDATED_EVENT]: episodeUpdatedPayloadSchema,
  /** To each admin: a visitor sent a submission from /upload (admin review re-reads). */
  [SUBMISSION_CREATED_EVENT]: submissionCreatedPayloadSchema,
  /** A post to a platform changed status (queued, scheduled, uploading, … published, failed). */
  [POST_UPDATED_EVENT]: postUpdatedPayloadSchema,
  /** One of the client's service orders changed status or received photos. */
  [ORDER_UPDATED_EVENT]: orderUpdatedPayloadSchema,
  /** Something the user made was deleted (a video, an image, a host, a script, …). */
  [ITEM_DELETED_EVENT]: itemDeletedPayloadSchema,
} as const satisfies Readonly<Record<string, LiveEventPayloadSchema>>;

export type LiveEventContract = typeof liveEventContract;
export type LiveEventName = keyof LiveEventContract & string;
/** What a consumer receives (after parsing). */
export type LiveEventPayload<N extends LiveEventName> = z.output<LiveEventContract[N]>;
/** What a publisher passes (before parsing). */
export type LiveEventPayloadInput<N extends LiveEventName> = z.input<LiveEventContract[N]>;

/** One checked event of the named type(s); a union of names gives a discriminated union. */
export type LiveEventOf<N extends LiveEventName> = {
  [K in N]: Omit<EventEnvelope, 'type' | 'payload'> & { type: K; payload: LiveEventPayload<K> };
}[N];
/** Any checked event: discriminate on `type` to get its payload's type. */
export type LiveEvent = LiveEventOf<LiveEventName>;

export const LIVE_EVENT_NAMES = Object.keys(liveEventContract) as LiveEventName[];

export function isLiveEventName(type: string): type is LiveEventName {
  return Object.hasOwn(liveEventContract, type);
}

export type LiveEventCheck =
  | { ok: true; event: LiveEvent }
  | { ok: false; reason: 'unknown-type' }
  | { ok: false; reason: 'malformed-payload'; error: z.ZodError };

/**
 * Checks a received envelope against the contract: the typed event, or why it is unusable (a
 * type this build does not know, or a payload that does not fit its type's schema).
 */
export function checkLiveEvent(envelope: EventEnvelope): LiveEventCheck {
  if (!isLiveEventName(envelope.type)) return { ok: false, reason: 'unknown-type' };
  const parsed = liveEventContract[envelope.type].safeParse(envelope.payload);
  if (!parsed.success) return { ok: false, reason: 'malformed-payload', error: parsed.error };
  // The schema was picked by this very type, so the pair matches; TypeScript cannot correlate
  // an indexed schema with the union member, hence the one assertion.
  return { ok: true, event: { ...envelope, payload: parsed.data } as LiveEvent };
}
