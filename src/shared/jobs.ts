import { z } from 'zod';

/**
 * The typed job contract: every background job's name and the zod schema of its payload.
 * Payloads carry ids only (handlers re-read their rows), so they stay small, are safe to
 * log and never go stale. Retry/timeout policy lives on the server
 * (src/server/platform/jobs/definitions.ts) because the browser never needs it.
 */
export type PayloadSchema = z.ZodType<Record<string, unknown>>;
export type JobContract = Readonly<Record<string, PayloadSchema>>;

export const jobContract = {
  /** Hourly: deletes user_events older than 24 h (the SSE catch-up window). */
  'events.prune': z.object({}),
  /**
   * Hourly: deletes the stored files of /upload submissions rejected or approved past the grace
   * and of ones never reviewed past the keep time (decision 050).
   */
  'submissions.sweep': z.object({}),
  /** Renders one video job (video_jobs row) with the engine recorded on it. */
  'videos.render': z.object({ jobId: z.uuid() }),
  /** Generates one image job (image_jobs row) with the engine recorded on it. */
  'images.generate': z.object({ jobId: z.uuid() }),
  /** Builds one custom reference (custom_references row): profile, thumbnail, vendor id. */
  'references.build': z.object({ referenceId: z.uuid() }),
  /** Generates one podcast character portrait or one podcast background. */
  'podcast-assets.generate': z.object({
    kind: z.enum(['character', 'background']),
    id: z.uuid(),
  }),
  /** Reads one script aloud (voiceovers row): speech, MP3, caption cues. */
  'voiceovers.synthesize': z.object({ voiceoverId: z.uuid() }),
  /** POSTs one integration event, signed, to the user's webhook (webhook_deliveries row). */
  'gohighlevel.deliver-webhook': z.object({ deliveryId: z.uuid() }),
  /** Posts one finished video to the user's GHL social accounts (webhook_deliveries row). */
  'gohighlevel.post-social': z.object({ deliveryId: z.uuid() }),
  /**
   * Moves one post (posted_videos row) on: takes a quota slot, uploads (resuming a stored
   * session), reads YouTube's verdict, or waits (re-queued for later). Only the job the row
   * names works it (posted_videos.job_id), so a stale or repeated job changes nothing.
   */
  'posting.upload': z.object({ postId: z.uuid() }),
} as const satisfies JobContract;

export type AppJobContract = typeof jobContract;
export type JobName = keyof AppJobContract & string;

/** What a handler receives (after parsing). */
export type ContractPayload<C extends JobContract, N extends keyof C> = z.output<C[N]>;
/** What callers pass to enqueue (before parsing). */
export type ContractPayloadInput<C extends JobContract, N extends keyof C> = z.input<C[N]>;

export type JobPayload<N extends JobName> = ContractPayload<AppJobContract, N>;
export type JobPayloadInput<N extends JobName> = ContractPayloadInput<AppJobContract, N>;
