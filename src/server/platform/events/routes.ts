import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  EVENTS_HEARTBEAT_MS,
  pollEventsQuerySchema,
  pollEventsResponseSchema,
  type LiveEvent,
} from '@shared/events';
import type { Database } from '../../db/client.js';
import { requireUser } from '../auth/session.js';
import type { EventHub } from './hub.js';
import { eventsAfter, latestEventId } from './store.js';

const streamQuerySchema = z.object({ after: z.coerce.number().int().min(0).optional() });

function formatEvent(event: LiveEvent): string {
  const data = JSON.stringify({ payload: event.payload, createdAt: event.createdAt });
  return `id: ${event.id}\nevent: ${event.type}\ndata: ${data}\n\n`;
}

/**
 * GET /api/events: the signed-in user's live events as server-sent events. A reconnecting
 * browser sends Last-Event-ID (or ?after=) and gets what it missed; a new stream starts at the
 * newest event, announced by a `ready` event carrying that id.
 * GET /api/events/poll?after=: the same events as JSON, the fallback while SSE is down.
 */
export async function eventRoutes(
  app: FastifyInstance,
  options: { database: Database; hub: EventHub },
): Promise<void> {
  const { database, hub } = options;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const openStreams = new Set<() => void>();
  // Server shutdown: end open streams so the process can exit; browsers reconnect elsewhere.
  app.addHook('preClose', async () => {
    for (const end of openStreams) end();
  });

  routes.get(
    '/api/events',
    {
      schema: { querystring: streamQuerySchema, hide: true },
      compress: false,
    },
    async (request, reply) => {
      const user = await requireUser(request);
      const header = Number(request.headers['last-event-id']);
      // An event id (bigserial): an integer too large to be exact is no id of ours.
      const resumeFrom = Number.isSafeInteger(header) && header >= 0 ? header : request.query.after;
      const cursor = resumeFrom ?? (await latestEventId(database.db, user.id));

      reply.hijack();
      const raw = reply.raw;
      raw.writeHead(200, {
        'Content-Type': 'text/event-stream; charset=utf-8',
        'Cache-Control': 'no-cache, no-transform',
        Connection: 'keep-alive',
        'X-Accel-Buffering': 'no',
        'X-Request-Id': request.id,
      });
      raw.write(`retry: 3000\nid: ${cursor}\nevent: ready\ndata: {"cursor":${cursor}}\n\n`);

      const subscription = hub.subscribe(user.id, cursor, (events) => {
        raw.write(events.map(formatEvent).join(''));
      });
      const heartbeat = setInterval(() => {
        raw.write(`: heartbeat ${Date.now()}\n\n`);
        subscription.wake();
      }, EVENTS_HEARTBEAT_MS);
      const close = () => {
        clearInterval(heartbeat);
        subscription.close();
        openStreams.delete(end);
      };
      const end = () => {
        close();
        raw.end();
      };
      openStreams.add(end);
      request.raw.on('close', close);
    },
  );

  routes.get(
    '/api/events/poll',
    {
      schema: {
        tags: ['events'],
        summary: 'Events after an id (fallback while the live stream is disconnected)',
        querystring: pollEventsQuerySchema,
        response: { 200: pollEventsResponseSchema },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      return { events: await eventsAfter(database.db, user.id, request.query.after) };
    },
  );
}
