import { z } from 'zod';
import {
  TRANSCRIPTION_ENGINE_LABELS,
  transcriptionEngineSchema,
  transcriptWordSchema,
  type TranscriptionEngineId,
} from './transcripts.js';
import { podcastDurationSchema, podcastStartSchema } from './videos.js';
import { captionCueSchema } from './voiceovers.js';

/**
 * Captions for an uploaded recording (issue 30, decision 069): the studio asks for the words of
 * the stretch of an audio file its podcast clip will use, shows them for editing and sends them
 * with the clip (`captionWords`). Free, and limited per user, like the picture's faces.
 */

export const CLIP_WORDS_MESSAGES = {
  selectAudio: 'Choose an audio file to hear its words',
  /** 429: each request keeps a recogniser busy for seconds, or spends a vendor's minutes. */
  tooManyChecks: 'Too many recordings transcribed. Please wait a minute and try again.',
} as const;

/**
 * POST /api/videos/clip-words (multipart: file `audio` and these fields): the clip's span as
 * the podcast clip form has it. Without `startSeconds`, the audio's first `durationSeconds`.
 */
export const clipWordsFieldsSchema = z.strictObject({
  startSeconds: podcastStartSchema.optional(),
  durationSeconds: podcastDurationSchema.unwrap(),
});
export type ClipWordsFields = z.output<typeof clipWordsFieldsSchema>;

/**
 * The words heard in the span (a little more on each side, where the clip's edges may move to
 * a pause), in seconds on the audio file's clock, `speaker` when the engine tells; and the
 * caption cues the server makes of them (one line each in the editor), on the same clock.
 */
export const clipWordsSchema = z.object({
  engine: transcriptionEngineSchema,
  words: z.array(transcriptWordSchema),
  cues: z.array(captionCueSchema),
});
export type ClipWords = z.output<typeof clipWordsSchema>;

/**
 * GET /api/videos/transcription-engine: whether the studio can have a recording's words, and
 * from whom, before it uploads anything. `missingMessage` is NO_TRANSCRIPTION_ENGINE_MESSAGE
 * when there is no engine.
 */
export const transcriptionEngineStatusSchema = z.object({
  engine: transcriptionEngineSchema.nullable(),
  label: z.string().nullable(),
  missingMessage: z.string().nullable(),
});
export type TranscriptionEngineStatus = z.output<typeof transcriptionEngineStatusSchema>;

export function transcriptionEngineStatus(
  engine: TranscriptionEngineId | null,
  missingMessage: string | null,
): TranscriptionEngineStatus {
  return { engine, label: engine && TRANSCRIPTION_ENGINE_LABELS[engine], missingMessage };
}
