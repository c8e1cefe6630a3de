import type { FastifyReply } from 'fastify';
import { PODCAST_FACE_MESSAGES } from '@shared/videos';
import type { Database } from '../../db/client.js';
import { AppError } from '../../platform/errors.js';
import { AttemptCounters } from '../../platform/limits/index.js';

/**
 * How often one user may ask for a picture's faces (POST /api/videos/podcast-faces). Each look
 * costs about 300 ms of CPU on a two-core server and charges nothing, so without a cap one
 * account could keep the detector busy for everyone. The studio asks once per picture it is
 * given, so twenty a minute is far more than a person choosing portraits needs.
 */
export const PODCAST_FACES_LIMIT = { max: 20, windowMs: 60_000 } as const;

/**
 * Takes one look from the user's window, or answers 429 with Retry-After. Counted in the
 * database (like the auth limits), so every web process shares the count; every call counts,
 * a refused one too, since a bad upload is read and checked all the same.
 */
export function podcastFacesLimiter(database: Database, limit = PODCAST_FACES_LIMIT) {
  const counters = new AttemptCounters(database);
  return async function takeLook(userId: string, reply: FastifyReply): Promise<void> {
    const result = await counters.take(`podcast-faces|user|${userId}`, limit.max, limit.windowMs);
    if (result.taken) return;
    reply.header('retry-after', String(result.retryAfterSeconds));
    throw new AppError(429, PODCAST_FACE_MESSAGES.tooManyChecks);
  };
}
