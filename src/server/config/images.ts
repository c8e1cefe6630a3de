import { z } from 'zod';
import { field, openAiBaseUrl, optionalString, shared, trimSlash, urlOr } from './fields.js';

/** The image vendors; each null without its keys (the built-in local engine stays). */
export const imageSettings = z
  .object({
    HIGGSFIELD_API_KEY: optionalString,
    HIGGSFIELD_API_SECRET: optionalString,
    HIGGSFIELD_BASE_URL: urlOr('https://platform.higgsfield.ai'),
    HIGGSFIELD_SOUL_MODEL: field(
      z
        .string()
        .regex(
          /^[\w-][\w.-]*(\/[\w-][\w.-]*)*$/,
          'must be a model id such as higgsfield-ai/soul/standard',
        )
        .default('higgsfield-ai/soul/standard'),
    ),
    OPENAI_BASE_URL: shared.OPENAI_BASE_URL,
    OPENAI_API_KEY: shared.OPENAI_API_KEY,
    OPENAI_IMAGE_MODEL: optionalString,
  })
  .transform((env) => ({
    /** Higgsfield (portraits and references): its key and secret, host and Soul model id. */
    higgsfield:
      env.HIGGSFIELD_API_KEY && env.HIGGSFIELD_API_SECRET
        ? {
            apiKey: env.HIGGSFIELD_API_KEY,
            apiSecret: env.HIGGSFIELD_API_SECRET,
            baseUrl: trimSlash(env.HIGGSFIELD_BASE_URL),
            soulModel: env.HIGGSFIELD_SOUL_MODEL,
          }
        : null,
    /** Podcast host art on OPENAI_BASE_URL (default OpenAI's), model default gpt-image-1. */
    openaiImages: env.OPENAI_API_KEY
      ? {
          apiKey: env.OPENAI_API_KEY,
          baseUrl: openAiBaseUrl(env.OPENAI_BASE_URL),
          model: env.OPENAI_IMAGE_MODEL ?? 'gpt-image-1',
        }
      : null,
  }));
