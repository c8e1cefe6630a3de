import { z } from 'zod';
import { endpoint } from '../endpoint.js';
import { pollEventsQuerySchema, pollEventsResponseSchema } from '../events.js';

const streamQuerySchema = z.object({ after: z.coerce.number().int().min(0).optional() });

/** Live events: the server-sent stream and its polling fallback (signed-in users). */
export const liveEventEndpoints = {
  stream: endpoint({ method: 'GET', path: '/api/events', query: streamQuerySchema }),
  poll: endpoint({
    method: 'GET',
    path: '/api/events/poll',
    query: pollEventsQuerySchema,
    response: pollEventsResponseSchema,
  }),
};
