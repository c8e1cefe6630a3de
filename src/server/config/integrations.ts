import { z } from 'zod';
import { booleanFlag, optionalString, trimSlash, urlOr } from './fields.js';

/** Local media tools, and the services users connect their own accounts to (webhooks, CRM). */
export const integrationSettings = z
  .object({
    // Media: system ffmpeg/ffprobe on PATH when present, else the binaries shipped on npm.
    FFMPEG_PATH: optionalString,
    FFPROBE_PATH: optionalString,
    // Go High Level's API host (each user connects their own location with their own token).
    GHL_API_BASE_URL: urlOr('https://services.leadconnectorhq.com'),
    // Outgoing webhooks may reach private, loopback and link-local addresses (never in
    // production: it lets a user make the server call into its own network).
    WEBHOOK_ALLOW_PRIVATE: booleanFlag(false),
  })
  .transform((env) => ({
    media: { ffmpegPath: env.FFMPEG_PATH, ffprobePath: env.FFPROBE_PATH },
    /** Go High Level's API host (GHL_API_BASE_URL; a local fake in tests). */
    goHighLevel: { baseUrl: trimSlash(env.GHL_API_BASE_URL) },
    /**
     * Outgoing webhooks: WEBHOOK_ALLOW_PRIVATE lets a target resolve to a private, loopback or
     * link-local address (and use plain http); off, only public https targets are called.
     */
    webhooks: { allowPrivate: env.WEBHOOK_ALLOW_PRIVATE },
  }));
