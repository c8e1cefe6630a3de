import { z } from 'zod';
import { transcriptSchema, transcriptionEngineSchema } from './transcripts.js';

/**
 * Episodes (issue 30): a whole recording uploaded once, transcribed, and searched for the
 * moments worth a clip. One contract for the server and the /episodes page.
 */

/** Up to three hours and 2 GB, streamed to storage (never held in memory). */
export const EPISODE_MAX_SECONDS = 3 * 60 * 60;
export const EPISODE_MAX_BYTES = 2 * 1024 ** 3;

export const EPISODE_STATUSES = ['queued', 'transcribing', 'finding', 'ready', 'failed'] as const;
export const episodeStatusSchema = z.enum(EPISODE_STATUSES);
export type EpisodeStatus = z.infer<typeof episodeStatusSchema>;
export const ACTIVE_EPISODE_STATUSES: readonly EpisodeStatus[] = [
  'queued',
  'transcribing',
  'finding',
];

/** A moment's length, seconds: 15-90 by default; the user may narrow it. */
export const EPISODE_MOMENT_MIN_SECONDS = 15;
export const EPISODE_MOMENT_MAX_SECONDS = 90;
/** How many moments an analysis proposes (fewer only when the episode is too short). */
export const EPISODE_MOMENTS_MIN = 5;
export const EPISODE_MOMENTS_MAX = 15;
export const EPISODE_TOPIC_WORDS_MAX = 10;

/** What the user may ask of the moment finder (at upload, or again on a ready episode). */
export const momentRequestSchema = z
  .object({
    minSeconds: z.coerce
      .number()
      .min(EPISODE_MOMENT_MIN_SECONDS)
      .max(EPISODE_MOMENT_MAX_SECONDS)
      .default(EPISODE_MOMENT_MIN_SECONDS),
    maxSeconds: z.coerce
      .number()
      .min(EPISODE_MOMENT_MIN_SECONDS)
      .max(EPISODE_MOMENT_MAX_SECONDS)
      .default(EPISODE_MOMENT_MAX_SECONDS),
    /** Words the moments should be about ("pricing, hiring"); at most ten. */
    topics: z.array(z.string().trim().min(1).max(40)).max(EPISODE_TOPIC_WORDS_MAX).default([]),
  })
  .refine((request) => request.minSeconds <= request.maxSeconds, {
    message: 'The shortest moment cannot be longer than the longest.',
    path: ['minSeconds'],
  });
export type MomentRequest = z.infer<typeof momentRequestSchema>;

/** One proposed moment: seconds into the episode, ranked by `score` (0-100). */
export const episodeMomentSchema = z.object({
  start: z.number().nonnegative(),
  end: z.number().positive(),
  text: z.string(),
  score: z.number().int().min(0).max(100),
  /** Why it was chosen, in words a person reads ("Opens with a question", "Mentions pricing"). */
  reasons: z.array(z.string()),
});
export type EpisodeMoment = z.infer<typeof episodeMomentSchema>;

export const episodeSchema = z.object({
  id: z.string(),
  /** The uploaded file's name. */
  title: z.string(),
  status: episodeStatusSchema,
  progress: z.number().int().min(0).max(100),
  durationSeconds: z.number().nonnegative(),
  credits: z.number().int().nonnegative(),
  /** The engine that made the transcript; null while queued, or when none is set up. */
  engine: transcriptionEngineSchema.nullable(),
  /**
   * Set when the moments come from speech activity and energy alone (no transcription engine):
   * says so, and which engine to set up.
   */
  wordsNote: z.string().nullable(),
  transcript: transcriptSchema.omit({ engine: true }).nullable(),
  moments: z.array(episodeMomentSchema),
  momentRequest: z.object({
    minSeconds: z.number(),
    maxSeconds: z.number(),
    topics: z.array(z.string()),
  }),
  /** Why the analysis failed (an engine's message), when status is failed. */
  error: z.string().nullable(),
  /** Where the page plays the recording from (the episode's audio, owner only). */
  audioUrl: z.string(),
  createdAt: z.string(),
});
export type Episode = z.infer<typeof episodeSchema>;

/** The list leaves out the transcript and moments (an episode's words can run to megabytes). */
export const episodeSummarySchema = episodeSchema.omit({ transcript: true, moments: true }).extend({
  momentCount: z.number().int().nonnegative(),
});
export type EpisodeSummary = z.infer<typeof episodeSummarySchema>;
export const episodeListSchema = z.object({ episodes: z.array(episodeSummarySchema) });

/** What the page and the server say about an episode upload. */
export const EPISODE_MESSAGES = {
  tooLong: 'Episodes can be up to 3 hours long.',
  tooLarge: 'Episodes can be up to 2 GB.',
  notMedia: 'Choose an audio or video file (MP3, WAV, M4A, MP4 or similar).',
  priceChanged: (credits: number) =>
    `This episode costs ${credits} credits to analyse, more than the price shown. Check the price and upload again.`,
} as const;

/** "12 credits" for the analysis of a recording of `seconds`, as the upload shows it. */
export const analysisPriceText = (credits: number) =>
  `${credits} credit${credits === 1 ? '' : 's'} (1 credit per started minute)`;
