import type { FastifyReply } from 'fastify';
import { CLIP_WORDS_MESSAGES } from '@shared/clip-words';
import { PODCAST_FACE_MESSAGES } from '@shared/videos';
import type { Database } from '../../db/client.js';
import { AppError } from '../../platform/errors.js';
import { AttemptCounters } from '../../platform/limits/index.js';

/**
 * How often one user may ask the studio's free checks, which charge nothing but keep the server
 * busy, so without a cap one account could keep them busy for everyone.
 */

/**
 * A picture's faces (POST /api/videos/podcast-faces): each look costs about 300 ms of CPU on a
 * two-core server. The studio asks once per picture it is given, so twenty a minute is far
 * more than a person choosing portraits needs.
 */
export const PODCAST_FACES_LIMIT = { max: 20, windowMs: 60_000 } as const;

/**
 * A recording's words (POST /api/videos/clip-words, decision 069): each keeps a recogniser
 * busy for seconds (a minute's span takes PocketSphinx about five on two cores) or spends a
 * vendor's minutes. The studio asks once per file and settled moment, and a person trying
 * moments (typed edges, a drag, a suggestion) settles on five or six in a minute: ten leaves room.
 */
export const CLIP_WORDS_LIMIT = { max: 10, windowMs: 60_000 } as const;

interface FreeCheck {
  /** The counter's name, per user. */
  name: string;
  limit: { max: number; windowMs: number };
  /** The 429's message. */
  tooMany: string;
}

export const FREE_CHECKS = {
  podcastFaces: {
    name: 'podcast-faces',
    limit: PODCAST_FACES_LIMIT,
    tooMany: PODCAST_FACE_MESSAGES.tooManyChecks,
  },
  clipWords: {
    name: 'clip-words',
    limit: CLIP_WORDS_LIMIT,
    tooMany: CLIP_WORDS_MESSAGES.tooManyChecks,
  },
} as const satisfies Record<string, FreeCheck>;

/**
 * Takes one check from the user's window, or answers 429 with Retry-After. Counted in the
 * database (like the auth limits), so every web process shares the count; every call counts,
 * a refused one too, since a bad upload is read and checked all the same.
 */
export function freeCheckLimiter(database: Database, check: FreeCheck) {
  const counters = new AttemptCounters(database);
  return async function takeCheck(userId: string, reply: FastifyReply): Promise<void> {
    const { max, windowMs } = check.limit;
    const result = await counters.take(`${check.name}|user|${userId}`, max, windowMs);
    if (result.taken) return;
    reply.header('retry-after', String(result.retryAfterSeconds));
    throw new AppError(429, check.tooMany);
  };
}
