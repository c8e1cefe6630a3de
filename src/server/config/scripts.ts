import { z } from 'zod';
import { integer, openAiBaseUrl, optionalString, shared } from './fields.js';

/**
 * The Script Writer: its daily cap, and the OpenAI-compatible chat model that writes (null:
 * the built-in local writer). On with OPENAI_API_KEY (model default gpt-4o-mini), or with
 * OPENAI_BASE_URL + OPENAI_MODEL for a keyless local server (Ollama, llama.cpp).
 */
export const scriptSettings = z
  .object({
    // Scripts one user may generate per UTC day (each costs an LLM call when one is configured).
    SCRIPT_DAILY_LIMIT: integer({ min: 1, fallback: 20 }),
    OPENAI_BASE_URL: shared.OPENAI_BASE_URL,
    OPENAI_API_KEY: shared.OPENAI_API_KEY,
    OPENAI_MODEL: optionalString,
  })
  .transform((env) => ({
    scripts: {
      dailyLimit: env.SCRIPT_DAILY_LIMIT,
      chat:
        env.OPENAI_API_KEY || (env.OPENAI_BASE_URL && env.OPENAI_MODEL)
          ? {
              baseUrl: openAiBaseUrl(env.OPENAI_BASE_URL),
              apiKey: env.OPENAI_API_KEY,
              model: env.OPENAI_MODEL ?? 'gpt-4o-mini',
            }
          : null,
    },
  }));
