import { z } from 'zod';
import { shared, stringOr, trimSlash } from './fields.js';

/** ElevenLabs speech and instant cloning; null keeps the local voices. */
export const speechSettings = z
  .object({
    ELEVENLABS_API_KEY: shared.ELEVENLABS_API_KEY,
    ELEVENLABS_BASE_URL: shared.ELEVENLABS_BASE_URL,
    ELEVENLABS_MODEL: stringOr('eleven_multilingual_v2'),
  })
  .transform((env) => ({
    elevenlabs: env.ELEVENLABS_API_KEY
      ? {
          apiKey: env.ELEVENLABS_API_KEY,
          baseUrl: trimSlash(env.ELEVENLABS_BASE_URL),
          modelId: env.ELEVENLABS_MODEL,
        }
      : null,
  }));
