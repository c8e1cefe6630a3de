import { z } from 'zod';
import { EPISODE_MAX_BYTES } from '@shared/episodes';
import { booleanFlag, field, integer, shared, stringOr, trimSlash } from './fields.js';

const MB = 1024 * 1024;

/** The process: what it listens on, what it serves, how much a request may carry. */
export const serverSettings = z
  .object({
    NODE_ENV: field(z.enum(['development', 'production', 'test']).default('production')),
    PORT: shared.PORT,
    HOST: stringOr('127.0.0.1'),
    PUBLIC_URL: shared.PUBLIC_URL,
    TRUST_PROXY: stringOr('false').transform((v): boolean | string =>
      v === 'true' ? true : v === 'false' ? false : v,
    ),
    ROLE: field(z.enum(['all', 'web', 'worker']).default('all')),
    SERVE_WEB: booleanFlag(true),
    LOG_LEVEL: field(
      z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    ),
    BODY_LIMIT_BYTES: integer({ min: 1024, fallback: MB }),
    UPLOAD_LIMIT_BYTES: integer({ min: 1024, fallback: 200 * MB }),
    IMAGE_UPLOAD_LIMIT_BYTES: integer({ min: 1024, fallback: 20 * MB }),
    AUDIO_UPLOAD_LIMIT_BYTES: integer({ min: 1024, fallback: 50 * MB }),
    // An episode's recording (issue 30): 2 GB at most, lower on a small disk.
    EPISODE_UPLOAD_LIMIT_BYTES: integer({
      min: 1024,
      max: EPISODE_MAX_BYTES,
      fallback: EPISODE_MAX_BYTES,
    }),
    // Live-event streams (/api/events) one process keeps open per user and per client address.
    EVENTS_MAX_STREAMS_PER_USER: integer({ min: 1, fallback: 16 }),
    EVENTS_MAX_STREAMS_PER_ADDRESS: integer({ min: 1, fallback: 64 }),
  })
  .transform((env) => ({
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    publicUrl: trimSlash(env.PUBLIC_URL ?? `http://localhost:${env.PORT}`),
    /**
     * Which proxies may set X-Forwarded-For/-Proto/-Host (Fastify's trustProxy). Off by default:
     * trusting them from anyone would let a client pick its own address and dodge rate limits.
     */
    trustProxy: env.TRUST_PROXY,
    role: env.ROLE,
    /** Serve the built web app (off under `npm run dev`, where Vite serves it). */
    serveWeb: env.SERVE_WEB,
    logLevel: env.LOG_LEVEL,
    bodyLimitBytes: env.BODY_LIMIT_BYTES,
    /** The largest upload; also the most of a refused request's body read to keep its connection. */
    uploadLimitBytes: env.UPLOAD_LIMIT_BYTES,
    /** Per-file limits for studio uploads (portraits and frames; podcast audio). */
    imageUploadLimitBytes: env.IMAGE_UPLOAD_LIMIT_BYTES,
    audioUploadLimitBytes: env.AUDIO_UPLOAD_LIMIT_BYTES,
    /** An episode's recording, streamed to storage (issue 30). */
    episodeUploadLimitBytes: env.EPISODE_UPLOAD_LIMIT_BYTES,
    /**
     * Caps on open live-event streams in one process, past which a stream is refused with 429
     * and the web client polls instead: per user (a person's tabs and devices) and per client
     * address (several people behind one router).
     */
    events: {
      maxStreamsPerUser: env.EVENTS_MAX_STREAMS_PER_USER,
      maxStreamsPerAddress: env.EVENTS_MAX_STREAMS_PER_ADDRESS,
    },
  }));

/** The job workers: how many jobs at once, and their liveness (decision 018). */
export const workerSettings = z
  .object({
    WORKER_CONCURRENCY: integer({ min: 1, max: 64, fallback: 2 }),
    // How often workers beat, and after how much silence a worker is dead and its jobs are
    // started again elsewhere.
    WORKER_HEARTBEAT_MS: integer({ min: 50, max: 60_000, fallback: 5_000 }),
    WORKER_DEAD_AFTER_MS: integer({ min: 150, max: 600_000, fallback: 30_000 }),
  })
  .superRefine((env, context) => {
    if (env.WORKER_DEAD_AFTER_MS < 3 * env.WORKER_HEARTBEAT_MS) {
      context.addIssue({
        code: 'custom',
        path: ['WORKER_DEAD_AFTER_MS'],
        message:
          'must be at least 3 times WORKER_HEARTBEAT_MS: a worker that missed one beat is not dead',
      });
    }
  })
  .transform((env) => ({
    workerConcurrency: env.WORKER_CONCURRENCY,
    workerHeartbeat: { intervalMs: env.WORKER_HEARTBEAT_MS, deadAfterMs: env.WORKER_DEAD_AFTER_MS },
  }));
