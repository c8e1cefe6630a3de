import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { EVENTS_HEARTBEAT_MS, EVENTS_MESSAGES, type EventEnvelope } from '@shared/events';
import type { Database } from '../../db/client.js';
import { requireUser } from '../auth/index.js';
import { AppError } from '../errors.js';
import type { EventHub } from './hub.js';
import { eventsAfter, latestEventId } from './repo.js';
import { StreamSlots, type StreamLimits, type StreamRefusal } from './stream-slots.js';
import { liveEventEndpoints } from '@shared/endpoints/live-events';
import { route } from '../http/index.js';

const OPENS_PER_MINUTE_PER_SLOT = 4;

function formatEvent(event: EventEnvelope): string {
  const data = JSON.stringify({ payload: event.payload, createdAt: event.createdAt });
  return `id: ${event.id}\nevent: ${event.type}\ndata: ${data}\n\n`;
}

/**
 * GET /api/events: the signed-in user's live events as server-sent events. A reconnecting
 * browser sends Last-Event-ID (or ?after=) and gets what it missed; a new stream starts at the
 * newest event, announced by a `ready` event carrying that id.
 * GET /api/events/poll?after=: the same events as JSON, the fallback while SSE is down.
 * Streams are capped per user and per client address (429 past a cap; the web client then
 * polls), and each one's slot is given back however the stream ends.
 */
export async function eventRoutes(
  app: FastifyInstance,
  options: {
    database: Database;
    hub: EventHub;
    limits: StreamLimits;
    /** Told how many streams are open after each change (the sse_connections gauge). */
    onStreamCount?: (open: number) => void;
  },
): Promise<void> {
  const { database, hub, limits } = options;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const slots = new StreamSlots(limits, options.onStreamCount);
  const openStreams = new Set<() => void>();
  // Server shutdown: end open streams so the process can exit; browsers reconnect elsewhere.
  app.addHook('preClose', async () => {
    for (const end of openStreams) end();
  });
  // Refusing past a cap still costs a session lookup, and a flood of attempts (1,000 at once
  // from one session) made those lookups the bottleneck: opens per address are rate limited
  // first, in memory. Four times the address cap a minute leaves room for every stream of the
  // address to reconnect after a restart, and for page loads.
  const opensPerAddress = app.createRateLimit({
    max: OPENS_PER_MINUTE_PER_SLOT * limits.perAddress,
    timeWindow: 60_000,
  });
  const refuse = (refusal: StreamRefusal['refused']) =>
    new AppError(
      429,
      refusal === 'user'
        ? EVENTS_MESSAGES.tooManyForUser(limits.perUser)
        : EVENTS_MESSAGES.tooManyForAddress(limits.perAddress),
    );

  route(
    routes,
    liveEventEndpoints.stream,
    {
      schema: { hide: true },
      compress: false,
    },
    async (request, reply) => {
      // Both checked before the session lookup, so a flood from one address costs no queries.
      const opens = await opensPerAddress(request);
      if (!opens.isAllowed && opens.isExceeded) {
        reply.header('retry-after', String(opens.ttlInSeconds));
        throw new AppError(429, EVENTS_MESSAGES.tooManyOpens);
      }
      if (slots.addressFull(request.ip)) throw refuse('address');
      const user = await requireUser(request);
      const slot = slots.acquire(user.id, request.ip);
      if ('refused' in slot) throw refuse(slot.refused);
      let cursor: number;
      try {
        const header = Number(request.headers['last-event-id']);
        // An event id (bigserial): an integer too large to be exact is no id of ours.
        const resumeFrom =
          Number.isSafeInteger(header) && header >= 0 ? header : request.query.after;
        cursor = resumeFrom ?? (await latestEventId(database.db, user.id));
      } catch (error) {
        slot.release();
        throw error;
      }

      reply.hijack();
      const raw = reply.raw;
      // The client may have left while the cursor was read: nothing to stream to.
      if (request.raw.socket.destroyed) return slot.release();
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
        void subscription.wake();
      }, EVENTS_HEARTBEAT_MS);
      // Every way a stream ends comes here (client gone, write error, server shutdown), often
      // more than once: the slot, the timer and the subscription are released exactly once.
      let closed = false;
      const close = () => {
        if (closed) return;
        closed = true;
        clearInterval(heartbeat);
        subscription.close();
        openStreams.delete(end);
        slot.release();
      };
      const end = () => {
        close();
        raw.end();
      };
      raw.on('close', close);
      raw.on('error', close);
      openStreams.add(end);
    },
  );

  route(
    routes,
    liveEventEndpoints.poll,
    {
      schema: {
        tags: ['events'],
        summary: 'Events after an id (fallback while the live stream is disconnected)',
      },
    },
    async (request) => {
      const user = await requireUser(request);
      return { events: await eventsAfter(database.db, user.id, request.query.after) };
    },
  );
}
