import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ScriptStreamEvent } from '@shared/scripts';

/** A comment line now and then keeps proxies from closing a stream while a model thinks. */
export const KEEP_ALIVE_MS = 15_000;

/** Why a stream's signal aborted: the client hung up, or this server is shutting down. */
export class StreamClosed extends Error {
  override name = 'StreamClosed';
  constructor(readonly by: 'client' | 'server') {
    super(by === 'client' ? 'The client closed the stream' : 'The server is shutting down');
  }
}

/**
 * One generate call's answer as server-sent events, one JSON event per `data:` line. The reply
 * is hijacked: Fastify's serialisation, compression and onSend hooks are out of the way (as
 * in platform/events/routes.ts), so each event reaches the client as soon as it is written.
 * `signal` aborts when the client disconnects or `close('server')` is called.
 */
export class ScriptEventStream {
  readonly #controller = new AbortController();
  readonly signal = this.#controller.signal;
  readonly #raw: FastifyReply['raw'];
  readonly #keepAlive: NodeJS.Timeout;

  constructor(request: FastifyRequest, reply: FastifyReply) {
    reply.hijack();
    this.#raw = reply.raw;
    // Security headers are already on the raw response (helmet sets them there).
    this.#raw.writeHead(200, {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-cache, no-transform',
      Connection: 'keep-alive',
      'X-Accel-Buffering': 'no',
      'X-Request-Id': request.id,
    });
    this.#keepAlive = setInterval(() => this.#raw.write(': keep-alive\n\n'), KEEP_ALIVE_MS);
    this.#keepAlive.unref();
    // The response closes before we end it only when the connection went away.
    this.#raw.on('close', () => {
      if (!this.#raw.writableEnded) this.close('client');
    });
    // The reply is hijacked: nobody else listens for a failed write on it any more.
    this.#raw.on('error', () => this.close('client'));
  }

  /** Writes one event; waits while the socket's buffer is full (a slow client). */
  async send(event: ScriptStreamEvent): Promise<void> {
    if (this.#raw.writableEnded || this.#raw.destroyed) return;
    if (this.#raw.write(`data: ${JSON.stringify(event)}\n\n`)) return;
    const raw = this.#raw;
    await new Promise<void>((resolve) => {
      const done = () => {
        raw.off('drain', done);
        raw.off('close', done);
        resolve();
      };
      raw.on('drain', done);
      raw.on('close', done);
    });
  }

  /** Stops the writer (the signal aborts with a StreamClosed) without ending the response. */
  close(by: 'client' | 'server'): void {
    if (!this.signal.aborted) this.#controller.abort(new StreamClosed(by));
  }

  /** Who closed the stream early, if anyone. */
  get closedBy(): 'client' | 'server' | undefined {
    const reason: unknown = this.signal.reason;
    return reason instanceof StreamClosed ? reason.by : undefined;
  }

  end(): void {
    clearInterval(this.#keepAlive);
    if (!this.#raw.writableEnded) this.#raw.end();
  }
}
