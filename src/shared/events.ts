import { z } from 'zod';

/**
 * One stored event as it travels: over SSE (`id:` the id, `event:` the type, `data:` the
 * payload and createdAt) and in the polling fallback's JSON. The envelope only: which types
 * exist and what each one's payload holds is the contract in ./live-events.ts, which clients
 * check every envelope against (a newer server may send a type this build does not know).
 */
export const eventEnvelopeSchema = z.object({
  id: z.number().int(),
  type: z.string(),
  payload: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});
export type EventEnvelope = z.infer<typeof eventEnvelopeSchema>;

export const pollEventsQuerySchema = z.object({
  after: z.coerce.number().int().min(0).default(0),
});

export const pollEventsResponseSchema = z.object({ events: z.array(eventEnvelopeSchema) });
export type PollEventsResponse = z.infer<typeof pollEventsResponseSchema>;

/** How often the server sends an SSE comment so proxies keep the stream open. */
export const EVENTS_HEARTBEAT_MS = 15_000;

/**
 * The 429 of GET /api/events past a stream cap. The web app's client then polls
 * /api/events/poll and retries the stream with back-off, so the page stays current.
 */
export const EVENTS_MESSAGES = {
  tooManyForUser: (max: number) =>
    `Too many live update connections are open for your account (at most ${max}). Close a few tabs; this one keeps updating every few seconds meanwhile.`,
  tooManyForAddress: (max: number) =>
    `Too many live update connections are open from your network (at most ${max}). Close a few tabs; this one keeps updating every few seconds meanwhile.`,
  tooManyOpens:
    'Too many live update connections were opened from your network in the last minute. Please wait a minute; this page keeps updating every few seconds meanwhile.',
} as const;
