import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../errors.js';
import { decideRange } from './serve-ranged.js';

/**
 * Answers bytes held in memory (a voice sample, a music preview) as media an <audio> element
 * plays: the whole body, or the one range it asked for (206). <audio> asks for ranges, and
 * Safari plays only from a server that answers them. Content type and caching are the caller's.
 */
export function sendBytesWithRanges(request: FastifyRequest, reply: FastifyReply, bytes: Buffer) {
  reply.header('accept-ranges', 'bytes');
  const decision = decideRange(request.headers.range, bytes.length);
  if (decision.kind === 'unsatisfiable') {
    reply.header('content-range', `bytes */${bytes.length}`);
    throw new AppError(416, 'Requested range not satisfiable');
  }
  if (decision.kind === 'full') return reply.send(bytes);
  const { start, end } = decision.range;
  return reply
    .code(206)
    .header('content-range', `bytes ${start}-${end}/${bytes.length}`)
    .send(bytes.subarray(start, end + 1));
}
