import { z } from 'zod';
import { TRANSCRIPTION_ENGINES } from '@shared/transcripts';
import {
  field,
  openAiBaseUrl,
  optionalString,
  optionalUrl,
  shared,
  stringOr,
  trimSlash,
} from './fields.js';

/**
 * Transcription (issue 30, decision 064): which engines can hear speech. Each vendor is null
 * without its settings; the local engines need no key (whisper.cpp a model file the operator
 * downloaded, PocketSphinx a system install found at start).
 *
 * The OpenAI-compatible engine is on with a key (TRANSCRIPTION_API_KEY, else OPENAI_API_KEY)
 * or with TRANSCRIPTION_BASE_URL alone: a self-hosted whisper server needs no key. It is not
 * turned on by OPENAI_BASE_URL alone, which may point at a chat-only server (Ollama).
 */
export const transcriptionSettings = z
  .object({
    TRANSCRIPTION_ENGINE: field(z.enum(TRANSCRIPTION_ENGINES).optional()),
    TRANSCRIPTION_BASE_URL: optionalUrl,
    TRANSCRIPTION_API_KEY: optionalString,
    TRANSCRIPTION_MODEL: stringOr('whisper-1'),
    OPENAI_BASE_URL: shared.OPENAI_BASE_URL,
    OPENAI_API_KEY: shared.OPENAI_API_KEY,
    ELEVENLABS_API_KEY: shared.ELEVENLABS_API_KEY,
    ELEVENLABS_BASE_URL: shared.ELEVENLABS_BASE_URL,
    ELEVENLABS_TRANSCRIPTION_MODEL: stringOr('scribe_v2'),
    WHISPER_MODEL_PATH: optionalString,
    POCKETSPHINX_PATH: optionalString,
  })
  .superRefine((env, context) => {
    // An engine asked for by name but not set up would silently transcribe with another.
    const needs: Partial<Record<NonNullable<typeof env.TRANSCRIPTION_ENGINE>, [boolean, string]>> =
      {
        elevenlabs: [Boolean(env.ELEVENLABS_API_KEY), 'ELEVENLABS_API_KEY'],
        openai: [
          Boolean(env.TRANSCRIPTION_API_KEY ?? env.OPENAI_API_KEY ?? env.TRANSCRIPTION_BASE_URL),
          'TRANSCRIPTION_BASE_URL or an API key (TRANSCRIPTION_API_KEY, OPENAI_API_KEY)',
        ],
        'whisper-cpp': [Boolean(env.WHISPER_MODEL_PATH), 'WHISPER_MODEL_PATH'],
      };
    const need = env.TRANSCRIPTION_ENGINE && needs[env.TRANSCRIPTION_ENGINE];
    if (need && !need[0]) {
      context.addIssue({
        code: 'custom',
        path: ['TRANSCRIPTION_ENGINE'],
        message: `is ${env.TRANSCRIPTION_ENGINE}, which needs ${need[1]}`,
      });
    }
  })
  .transform((env) => {
    const apiKey = env.TRANSCRIPTION_API_KEY ?? env.OPENAI_API_KEY;
    return {
      transcription: {
        /** The engine the operator asked for; unset, the registry's order decides. */
        engine: env.TRANSCRIPTION_ENGINE,
        openai:
          apiKey || env.TRANSCRIPTION_BASE_URL
            ? {
                baseUrl: openAiBaseUrl(env.TRANSCRIPTION_BASE_URL ?? env.OPENAI_BASE_URL),
                apiKey,
                model: env.TRANSCRIPTION_MODEL,
              }
            : null,
        elevenlabs: env.ELEVENLABS_API_KEY
          ? {
              apiKey: env.ELEVENLABS_API_KEY,
              baseUrl: trimSlash(env.ELEVENLABS_BASE_URL),
              modelId: env.ELEVENLABS_TRANSCRIPTION_MODEL,
            }
          : null,
        /** A ggml model file for the local whisper.cpp engine; the app never downloads one. */
        whisperModelPath: env.WHISPER_MODEL_PATH ?? null,
        /**
         * pocketsphinx_continuous (decision 065); unset, it is looked for on PATH like a
         * system ffmpeg. A path that is not an executable stops the boot.
         */
        pocketSphinxPath: env.POCKETSPHINX_PATH,
      },
    };
  });
