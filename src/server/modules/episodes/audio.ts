import type { FastifyReply, FastifyRequest } from 'fastify';
import { EPISODE_MESSAGES } from '@shared/episodes';
import { AppError, notFound } from '../../platform/errors.js';
import { decideRange, type StoragePort } from '../../platform/storage/index.js';
import type { EpisodeRow } from './repo.js';

/**
 * Streams an episode's recording to its owner with byte ranges (RFC 9110 §14, decideRange):
 * the page's <audio> seeks by asking for ranges, and Safari plays only from a server that
 * answers them. Streamed from storage, never read whole.
 */
export async function serveEpisodeAudio(
  storage: StoragePort,
  row: EpisodeRow,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const info = await storage.head(row.recordingKey);
  if (!info) throw notFound(EPISODE_MESSAGES.notFound);
  reply
    .header('accept-ranges', 'bytes')
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff');
  const decision = decideRange(request.headers.range, info.size);
  if (decision.kind === 'unsatisfiable') {
    reply.header('content-range', `bytes */${info.size}`);
    throw new AppError(416, 'Requested range not satisfiable');
  }
  const range = decision.kind === 'partial' ? decision.range : undefined;
  const object = await storage.get(row.recordingKey, range);
  if (!object) throw notFound(EPISODE_MESSAGES.notFound);
  reply.header('content-type', object.contentType);
  if (object.range) {
    const { start, end } = object.range;
    reply
      .code(206)
      .header('content-range', `bytes ${start}-${end}/${object.size}`)
      .header('content-length', end - start + 1);
  } else {
    reply.header('content-length', object.size);
  }
  return reply.send(object.body);
}
