import { z } from 'zod';
import { storableText } from '@shared/text';
import {
  vendorHttpError,
  type VendorHttpFailure,
  type VendorMessages,
  type VendorVocabulary,
} from '../http.js';
import { SpeechEngineError, type WordTiming } from './port.js';

/**
 * ElevenLabs' wire contract as the adapter (elevenlabs.ts) uses it (vendors.md section 4):
 * the answers' shapes, what each error means for the user, and character alignment turned
 * into word timings.
 */

/** Voice calls are made while the user waits: failures say "try again", not "we'll retry". */
export const SPEECH_VENDOR_MESSAGES = {
  busy: 'The voice service is busy. Please try again in a moment.',
  trouble: 'The voice service had a temporary problem. Please try again in a moment.',
  unreachable: "We couldn't reach the voice service. Please try again in a moment.",
  notResponding: 'The voice service is not responding. Please try again in a moment.',
  timedOut: 'The voice service took too long to respond.',
  blocked: 'The voice service refused this text.',
  credentials: 'The voice service did not accept our credentials. Please contact support.',
  outOfCredit: "The voice service's account is out of credit. Please contact support.",
  unexpected: "The voice service sent an answer we couldn't read.",
  downloadFailed: "We couldn't download the audio from the voice service.",
  rejected: (detail?: string) =>
    detail
      ? `The voice service rejected the request: ${detail}`
      : 'The voice service rejected the request.',
  failed: (detail?: string) =>
    detail
      ? `The voice service could not read this text: ${detail}`
      : 'The voice service could not read this text.',
} as const satisfies VendorMessages;

export const VOICE_NOT_FOUND_MESSAGE = 'The voice service does not know this voice.';

export const SPEECH_VOCABULARY: VendorVocabulary = {
  messages: SPEECH_VENDOR_MESSAGES,
  ErrorClass: SpeechEngineError,
};

/** Voice ids go into URL paths: only plain ones (ElevenLabs' are 20 alphanumerics). */
const VOICE_ID = /^[A-Za-z0-9_-]{1,64}$/;

export function assertVoiceId(voiceId: string): void {
  if (!VOICE_ID.test(voiceId)) throw new SpeechEngineError(VOICE_NOT_FOUND_MESSAGE, false);
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
  if (!parsed.success) throw new SpeechEngineError(SPEECH_VENDOR_MESSAGES.unexpected, false);
  return parsed.data;
}

const BUSY_CODES = new Set(['too_many_concurrent_requests', 'system_busy']);

/**
 * ElevenLabs answers errors as `{"detail": {"status": "<code>", "message": "..."}}` (422:
 * `{"detail": [{loc, msg}]}`): its codes decide what the user reads, its message is the detail.
 */
export function elevenLabsHttpError({ status, body }: VendorHttpFailure): SpeechEngineError {
  const detail = (body as { detail?: unknown } | null)?.detail;
  const record =
    typeof detail === 'object' && detail !== null && !Array.isArray(detail)
      ? (detail as { status?: unknown; message?: unknown })
      : undefined;
  const code = typeof record?.status === 'string' ? record.status : '';
  const { messages } = SPEECH_VOCABULARY;
  if (status === 401 || code === 'invalid_api_key') {
    return new SpeechEngineError(messages.credentials, false);
  }
  if (code === 'quota_exceeded') return new SpeechEngineError(messages.outOfCredit, false);
  if (code === 'voice_not_found') return new SpeechEngineError(VOICE_NOT_FOUND_MESSAGE, false);
  if (status === 429 || BUSY_CODES.has(code)) return new SpeechEngineError(messages.busy, true);
  // The shared mapping reads `detail` only as a string or a 422 list: hand it the message.
  const readable = record ? { message: record.message } : body;
  return vendorHttpError(status, readable, SPEECH_VOCABULARY) as SpeechEngineError;
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
