import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../errors.js';
import type { ByteRange, StoragePort } from './port.js';

export type RangeDecision =
  { kind: 'full' } | { kind: 'partial'; range: ByteRange } | { kind: 'unsatisfiable' };

const SINGLE_RANGE = /^bytes=(\d*)-(\d*)$/i;

/**
 * Reads a Range header for an object of `size` bytes (RFC 9110 §14). One range is served as
 * 206; several ranges get the whole body (allowed: a server may ignore Range), as does a
 * header we cannot parse or an inverted range like `bytes=5-3`.
 */
export function decideRange(header: string | undefined, size: number): RangeDecision {
  if (!header) return { kind: 'full' };
  const match = SINGLE_RANGE.exec(header.replace(/\s+/g, ''));
  if (!match) return { kind: 'full' };
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return { kind: 'full' };
  if (first === '') {
    // `bytes=-N`: the last N bytes.
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return { kind: 'unsatisfiable' };
    return { kind: 'partial', range: { start: Math.max(0, size - suffix), end: size - 1 } };
  }
  const start = Number(first);
  if (last !== '' && Number(last) < start) return { kind: 'full' };
  if (start >= size) return { kind: 'unsatisfiable' };
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  return { kind: 'partial', range: { start, end } };
}

export interface ServeStoredObjectOptions {
  key: string;
  /** The route's own 404 (its wording), thrown when the object is missing. */
  notFound: () => AppError;
  /** Headers every answer carries, a 416 included (caching). */
  headers?: Record<string, string>;
  /** Headers only an answer with the object carries (a download name). */
  objectHeaders?: Record<string, string>;
}

/**
 * Serves a stored object as media a browser plays and seeks (<audio>, <video>): the whole
 * object, or the one range it asked for (206), or 416 with `bytes *\/size`; HEAD answers the
 * headers without opening the object. The body streams from storage, never read whole; Fastify
 * owns the stream from `send` on (a read error then ends the response, never the process), and
 * a stream that never reaches `send` is destroyed so its file is not left open.
 */
export async function serveStoredObject(
  storage: StoragePort,
  request: FastifyRequest,
  reply: FastifyReply,
  options: ServeStoredObjectOptions,
) {
  const info = await storage.head(options.key);
  if (!info) throw options.notFound();
  // Stored files are never rendered as anything but their stored type.
  reply.header('accept-ranges', 'bytes').header('x-content-type-options', 'nosniff');
  for (const [name, value] of Object.entries(options.headers ?? {})) reply.header(name, value);
  const decision = decideRange(request.headers.range, info.size);
  if (decision.kind === 'unsatisfiable') {
    reply.header('content-range', `bytes */${info.size}`);
    throw new AppError(416, 'Requested range not satisfiable');
  }
  for (const [name, value] of Object.entries(options.objectHeaders ?? {})) {
    reply.header(name, value);
  }
  const range = decision.kind === 'partial' ? decision.range : undefined;
  if (request.method === 'HEAD') {
    reply.header('content-type', info.contentType);
    markLength(reply, range, info.size);
    // An empty stream, not an empty body: Fastify's HEAD twin of a GET route measures a body
    // into Content-Length (0), and leaves a stream's length as set here.
    return reply.send(Readable.from([]));
  }

  const object = await storage.get(options.key, range);
  if (!object) throw options.notFound();
  try {
    reply.header('content-type', object.contentType);
    markLength(reply, object.range, object.size);
  } catch (error) {
    object.body.destroy();
    throw error;
  }
  return reply.send(object.body);
}

/** 206 with the range served, or the whole object's length. */
function markLength(reply: FastifyReply, range: ByteRange | undefined, size: number): void {
  if (!range) {
    reply.header('content-length', size);
    return;
  }
  reply
    .code(206)
    .header('content-range', `bytes ${range.start}-${range.end}/${size}`)
    .header('content-length', range.end - range.start + 1);
}
