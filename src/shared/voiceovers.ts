import { z } from 'zod';
import { voiceoverCredits, VOICEOVER_CHARACTERS_PER_CREDIT } from './pricing.js';
import { SPEECH_ENGINES } from './voices.js';
import { captionWordSchema } from './captions.js';

/**
 * Voiceovers: a script read aloud by one of the user's voices, paid from the credit balance
 * (1 credit per started 1,000 characters of the spoken text, without the section labels). Each
 * carries caption cues (from the engine's word timings, or spread over the audio by syllables)
 * that the captions downloads (.srt, .vtt) and, later, the podcast clip use.
 */

export { voiceoverCredits, VOICEOVER_CHARACTERS_PER_CREDIT };

export const VOICEOVER_STATUSES = ['queued', 'processing', 'ready', 'failed'] as const;
export type VoiceoverStatus = (typeof VOICEOVER_STATUSES)[number];
/** Statuses a voiceover never leaves. */
export const isFinalVoiceoverStatus = (status: VoiceoverStatus): boolean =>
  status === 'ready' || status === 'failed';

export const VOICEOVER_MESSAGES = {
  chooseVoice: 'Please choose a voice',
  created: 'Voiceover started',
  ready: 'Voiceover ready',
  failed: 'Failed to create voiceover',
  failedToLoad: 'Failed to load voiceovers',
  scriptNotFound: 'Script not found',
  voiceNotFound: 'Voice not found',
  notFound: 'Voiceover not found',
  notReady: 'The voiceover is not ready yet',
  nothingToRead: 'There is no text to read.',
} as const;

/** The live event sent to the owner when a voiceover is created or changes status. */
export const VOICEOVER_UPDATED_EVENT = 'voiceovers.updated';
export const voiceoverUpdatedPayloadSchema = z.object({
  id: z.string(),
  scriptId: z.string(),
  status: z.enum(VOICEOVER_STATUSES),
});
export type VoiceoverUpdatedPayload = z.infer<typeof voiceoverUpdatedPayloadSchema>;

/** POST /api/scripts/:scriptId/voiceovers: `voiceRowId` is one of the user's voices (user_voices.id). */
export const createVoiceoverBodySchema = z.object({
  voiceRowId: z.uuid(VOICEOVER_MESSAGES.chooseVoice),
});

/**
 * One caption cue: a few words on screen from startMs to endMs, with each word's own time when
 * known (the word-by-word caption styles; decision 060).
 */
export const captionCueSchema = z.object({
  startMs: z.number().int().min(0),
  endMs: z.number().int().min(0),
  text: z.string(),
  words: z.array(captionWordSchema).optional(),
  /**
   * Whose voice it is when the words carry speaker labels (0 the first speaker heard in the
   * clip): the captions draw each voice in its own colour (decision 070).
   */
  voice: z.number().int().min(0).optional(),
});
export type CaptionCue = z.infer<typeof captionCueSchema>;

export const voiceoverSchema = z.object({
  id: z.string(),
  scriptId: z.string(),
  voiceRowId: z.string().nullable(),
  voiceName: z.string(),
  engine: z.enum(SPEECH_ENGINES),
  status: z.enum(VOICEOVER_STATUSES),
  /** Credits charged (refunded once if it failed). */
  cost: z.number().int(),
  characters: z.number().int(),
  durationMs: z.number().int().nullable(),
  /** Where the captions' timing came from. */
  captionTiming: z.enum(['word-timings', 'syllables']).nullable(),
  /** A signed link to the MP3 once ready. */
  audioUrl: z.string().nullable(),
  error: z.string().nullable(),
  createdAt: z.string(),
});
export type Voiceover = z.infer<typeof voiceoverSchema>;

/**
 * GET /api/voiceovers/:id: one voiceover with its script's title, for the video studio's
 * "Make podcast clip" prefill.
 */
export const voiceoverDetailSchema = voiceoverSchema.extend({
  scriptTitle: z.string(),
  /** Its caption cues once ready (the clip form shows their text for editing). */
  captions: z.array(captionCueSchema).optional(),
});
export type VoiceoverDetail = z.infer<typeof voiceoverDetailSchema>;

/**
 * The cues that fall inside the first `durationMs` of the audio, the last one cut at the end:
 * what a clip shorter than its voiceover shows.
 */
export function cuesWithin(cues: readonly CaptionCue[], durationMs: number): CaptionCue[] {
  return cues
    .filter((cue) => cue.startMs < durationMs && cue.endMs > cue.startMs)
    .map((cue) => ({
      ...cue,
      endMs: Math.min(cue.endMs, durationMs),
      ...(cue.words && {
        words: cue.words
          .filter((word) => word.startMs < durationMs)
          .map((word) => ({ ...word, endMs: Math.min(word.endMs, durationMs) })),
      }),
    }));
}

/**
 * The cues spoken from `fromMs` to `toMs`, on the clip's clock (0 at `fromMs`), each word's own
 * time moved with its cue: what a clip cut from the middle of its voiceover shows.
 */
export function cuesBetween(
  cues: readonly CaptionCue[],
  fromMs: number,
  toMs: number,
): CaptionCue[] {
  const shift = <T extends { startMs: number; endMs: number }>(timed: T): T => ({
    ...timed,
    startMs: Math.max(0, timed.startMs - fromMs),
    endMs: Math.min(toMs, timed.endMs) - fromMs,
  });
  return cues
    .filter((cue) => cue.endMs > fromMs && cue.startMs < toMs && cue.endMs > cue.startMs)
    .map((cue) => ({
      ...shift(cue),
      ...(cue.words && {
        words: cue.words.filter((word) => word.endMs > fromMs && word.startMs < toMs).map(shift),
      }),
    }));
}

/** POST /api/scripts/:scriptId/voiceovers answers 201 with the new voiceover itself. */
export const createVoiceoverResponseSchema = voiceoverSchema;

/** GET /api/scripts/:scriptId/voiceovers: newest first. */
export const voiceoverListResponseSchema = z.object({ voiceovers: z.array(voiceoverSchema) });

/** GET /api/voiceovers/:id/captions.srt and .vtt: the cues as subtitle files (attachments). */
export const CAPTION_FORMATS = ['srt', 'vtt'] as const;
