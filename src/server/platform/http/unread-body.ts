import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

export interface UnreadBodyLimits {
  /** Read at most this much of a refused body (UPLOAD_LIMIT_BYTES: the largest upload). */
  maxBytes: number;
  /** Stop when the client sends nothing for this long. */
  idleMs: number;
  /** Stop after this long whatever the client does. */
  totalMs: number;
}

export const DEFAULT_DRAIN_TIMES = { idleMs: 10_000, totalMs: 60_000 } as const;

/**
 * A request can be answered before its body was read to the end: an upload refused mid-stream
 * (too large, not an image), a JSON body over BODY_LIMIT_BYTES. Left there, the rest of the
 * body sits unread: the client, still sending, never gets to read the answer, and closing the
 * socket over unread bytes makes the kernel reset the connection, answer and all.
 *
 * So before such an answer leaves, the rest of the body is read and thrown away (bounded by
 * `limits`). Drained to its end, the connection stays open for the next request (Fastify's
 * own `Connection: close` after a body error becomes `keep-alive`: nothing is left unread). Not
 * drained (larger, slower, gone), the answer says `Connection: close` and the server closes.
 * Requests made with inject() have no socket and are left alone.
 */
export function registerUnreadBodyDrain(app: FastifyInstance, limits: UnreadBodyLimits): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const raw = request.raw;
    if (raw.complete !== false || raw.readableEnded || raw.destroyed) return payload;
    const drained = await drainBody(raw, limits);
    // shouldKeepAlive: what the client asked for (HTTP/1.1 default, or its own Connection).
    reply.header('connection', drained && reply.raw.shouldKeepAlive ? 'keep-alive' : 'close');
    return payload;
  });
}

/** Reads and discards the rest of `request`; true when it ended within the limits. */
function drainBody(request: IncomingMessage, limits: UnreadBodyLimits): Promise<boolean> {
  return new Promise((resolve) => {
    let received = 0;
    let idle: NodeJS.Timeout | undefined;
    const total = setTimeout(() => finish(false), limits.totalMs);
    const restartIdle = () => {
      clearTimeout(idle);
      idle = setTimeout(() => finish(false), limits.idleMs);
    };
    const onData = (chunk: Buffer) => {
      received += chunk.length;
      if (received > limits.maxBytes) finish(false);
      else restartIdle();
    };
    const onEnd = () => finish(true);
    const onGone = () => finish(false);
    function finish(drained: boolean) {
      clearTimeout(idle);
      clearTimeout(total);
      request.off('data', onData);
      request.off('end', onEnd);
      request.off('error', onGone);
      request.off('close', onGone);
      resolve(drained);
    }
    // Whatever was reading (the multipart parser) stops; from here the bytes go nowhere.
    request.unpipe();
    request.on('data', onData);
    request.once('end', onEnd);
    request.once('error', onGone);
    request.once('close', onGone);
    restartIdle();
    request.resume();
  });
}
