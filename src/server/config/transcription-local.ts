import { z } from 'zod';
import { optionalString } from './fields.js';

/**
 * The local speech recognisers (issue 30, decision 065). Neither is configured by default:
 * PocketSphinx is found on PATH like a system ffmpeg (POCKETSPHINX_PATH overrides it), and
 * whisper.cpp runs only when an operator points WHISPER_MODEL_PATH at a ggml model file they
 * downloaded themselves; the app never downloads one.
 */
export const localTranscriptionSettings = z
  .object({
    POCKETSPHINX_PATH: optionalString,
    WHISPER_MODEL_PATH: optionalString,
  })
  .transform((env) => ({
    localTranscription: {
      /** pocketsphinx_continuous; unset, it is looked for on PATH. */
      pocketSphinxPath: env.POCKETSPHINX_PATH,
      /** A whisper.cpp ggml model file (ggml-base.en.bin…); unset, whisper.cpp is off. */
      whisperModelPath: env.WHISPER_MODEL_PATH,
    },
  }));
