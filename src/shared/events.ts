import { z } from 'zod';

/** One live event as streamed over SSE and returned by the polling fallback. */
export const liveEventSchema = z.object({
  id: z.number().int(),
  type: z.string(),
  payload: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});
export type LiveEvent = z.infer<typeof liveEventSchema>;

export const pollEventsQuerySchema = z.object({
  after: z.coerce.number().int().min(0).default(0),
});

export const pollEventsResponseSchema = z.object({ events: z.array(liveEventSchema) });
export type PollEventsResponse = z.infer<typeof pollEventsResponseSchema>;

/** How often the server sends an SSE comment so proxies keep the stream open. */
export const EVENTS_HEARTBEAT_MS = 15_000;
