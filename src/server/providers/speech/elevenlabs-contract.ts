import { z } from 'zod';
import { storableText } from '@shared/text';
import { EngineError } from '../../kernel/engine-error.js';
import { vendorError, vendorFailure, type VendorHttpFailure } from '../http.js';
import type { WordTiming } from './port.js';

/**
 * ElevenLabs' wire contract as the adapter (elevenlabs.ts) uses it (vendors.md section 4):
 * the answers' shapes, what each error means for the user, and character alignment turned
 * into word timings. Voice calls are made while the user waits: failures say "try again", not
 * "we'll retry" (the speech wording in ../vendor-failure.ts).
 */

export const ELEVENLABS = { capability: 'speech', vendor: 'elevenlabs' } as const;

export const VOICE_NOT_FOUND_MESSAGE = 'The voice service does not know this voice.';

const voiceNotFound = () =>
  new EngineError('speech', VOICE_NOT_FOUND_MESSAGE, false, { vendor: ELEVENLABS.vendor });

/** Voice ids go into URL paths: only plain ones (ElevenLabs' are 20 alphanumerics). */
const VOICE_ID = /^[A-Za-z0-9_-]{1,64}$/;

export function assertVoiceId(voiceId: string): void {
  if (!VOICE_ID.test(voiceId)) throw voiceNotFound();
}

const alignmentSchema = z.object({
  characters: z.array(z.string()),
  character_start_times_seconds: z.array(z.number()),
  character_end_times_seconds: z.array(z.number()),
});
export type CharacterAlignment = z.infer<typeof alignmentSchema>;

/** POST /v1/text-to-speech/{voice_id}/with-timestamps */
export const timestampedAudioSchema = z.object({
  audio_base64: z.string().min(1),
  alignment: alignmentSchema.nullish(),
  normalized_alignment: alignmentSchema.nullish(),
});

/** POST /v1/voices/add */
export const addedVoiceSchema = z.object({
  voice_id: z.string().regex(VOICE_ID),
  requires_verification: z.boolean().nullish(),
});

export function parse<T>(schema: z.ZodType<T>, body: unknown): T {
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw vendorError(ELEVENLABS, 'unexpected');
  return parsed.data;
}

/**
 * ElevenLabs answers errors as `{"detail": {"status": "<code>", "message": "..."}}` (422:
 * `{"detail": [{loc, msg}]}`). The shared mapping knows its codes (invalid_api_key,
 * quota_exceeded, too_many_concurrent_requests, system_busy) and reads its message as the
 * detail; an unknown voice has its own sentence.
 */
export function elevenLabsHttpError({ status, body }: VendorHttpFailure): EngineError {
  const detail = (body as { detail?: { status?: unknown } } | null)?.detail;
  if (typeof detail === 'object' && detail?.status === 'voice_not_found') return voiceNotFound();
  return vendorFailure('speech', 'elevenlabs', status, body);
}

const SPOKEN = /[\p{L}\p{N}]/u;

/**
 * Character alignment → words: runs of non-space characters, from the first one's start to the
 * last one's end. Punctuation stays with its word ("Hi!"); a run with no letter or digit (a
 * lone dash) is not a word anyone hears.
 */
export function wordsFromAlignment(alignment: CharacterAlignment): WordTiming[] {
  const { characters, character_start_times_seconds: starts } = alignment;
  const ends = alignment.character_end_times_seconds;
  const words: WordTiming[] = [];
  let word = '';
  let startMs = 0;
  let endMs = 0;
  const flush = () => {
    // The vendor's characters become stored captions: nothing in them may fail that write.
    const text = storableText(word);
    if (SPOKEN.test(text)) words.push({ word: text, startMs, endMs: Math.max(startMs, endMs) });
    word = '';
  };
  for (let i = 0; i < characters.length; i += 1) {
    const character = characters[i]!;
    if (/^\s*$/u.test(character)) {
      flush();
      continue;
    }
    if (!word) startMs = Math.round((starts[i] ?? 0) * 1000);
    word += character;
    endMs = Math.round((ends[i] ?? starts[i] ?? 0) * 1000);
  }
  flush();
  return words;
}
