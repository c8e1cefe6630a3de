import { z } from 'zod';
import { optionalString, stringOr, trimSlash, urlOr } from './fields.js';

/**
 * The video vendors (overridable hosts so contract tests can point at local fakes). Each is
 * null without its key, which keeps the built-in local engine for its mode.
 */
export const videoSettings = z
  .object({
    HEDRA_API_KEY: optionalString,
    HEDRA_BASE_URL: urlOr('https://api.hedra.com/web-app/public'),
    HEDRA_MODEL_SLUG: stringOr('together/hedra-avatar'),
    GEMINI_API_KEY: optionalString,
    GEMINI_BASE_URL: urlOr('https://generativelanguage.googleapis.com/v1beta'),
    VEO_MODEL: stringOr('veo-3.1-fast-generate-preview'),
  })
  .transform((env) => ({
    /** Hedra's talking avatars (podcast clips). */
    hedra: env.HEDRA_API_KEY
      ? {
          apiKey: env.HEDRA_API_KEY,
          baseUrl: trimSlash(env.HEDRA_BASE_URL),
          modelSlug: env.HEDRA_MODEL_SLUG,
        }
      : null,
    /** Google Veo through the Gemini API (photo to video). */
    veo: env.GEMINI_API_KEY
      ? {
          apiKey: env.GEMINI_API_KEY,
          baseUrl: trimSlash(env.GEMINI_BASE_URL),
          model: env.VEO_MODEL,
        }
      : null,
  }));
