import type { FastifyReply, FastifyRequest } from 'fastify';
import { EPISODE_MESSAGES } from '@shared/episodes';
import { notFound } from '../../platform/errors.js';
import { serveStoredObject, type StoragePort } from '../../platform/storage/index.js';
import type { EpisodeRow } from './repo.js';

/**
 * Streams an episode's recording to its owner with byte ranges (serveStoredObject): the page's
 * <audio> seeks by asking for ranges, and Safari plays only from a server that answers them.
 * Streamed from storage, never read whole.
 */
export function serveEpisodeAudio(
  storage: StoragePort,
  row: EpisodeRow,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  return serveStoredObject(storage, request, reply, {
    key: row.recordingKey,
    notFound: () => notFound(EPISODE_MESSAGES.notFound),
    headers: { 'cache-control': 'private, no-store' },
  });
}
