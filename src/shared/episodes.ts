import { z } from 'zod';
import { audiogramFieldsShape } from './audiogram.js';
import { captionFieldsShape, captionLookSchema } from './captions.js';
import { speakerFacesSchema } from './speaker-turns.js';
import { transcriptSchema, transcriptionEngineSchema } from './transcripts.js';
import {
  HEDRA_ASPECT_RATIOS,
  HEDRA_DEFAULT_ASPECT_RATIO,
  HEDRA_DEFAULT_RESOLUTION,
  HEDRA_MAX_DURATION,
  HEDRA_MIN_DURATION,
  HEDRA_RESOLUTIONS,
  MAX_PODCAST_FACES,
  PODCAST_FACE_MESSAGES,
} from './videos.js';

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
  /** The clips cut from it (video job ids, oldest first); deleted videos drop out. */
  clipIds: z.array(z.string()),
  /** Where the page plays the recording from (the episode's audio, owner only). */
  audioUrl: z.string(),
  createdAt: z.string(),
});
export type Episode = z.infer<typeof episodeSchema>;

/** The list leaves out the transcript and moments (an episode's words can run to megabytes). */
export const episodeSummarySchema = episodeSchema
  .omit({ transcript: true, moments: true, clipIds: true })
  .extend({
    momentCount: z.number().int().nonnegative(),
  });
export type EpisodeSummary = z.infer<typeof episodeSummarySchema>;
export const episodeListSchema = z.object({ episodes: z.array(episodeSummarySchema) });

/** "12 credits (1 credit per started minute)": the analysis price as the upload shows it. */
export const analysisPriceText = (credits: number) =>
  `${credits} credit${credits === 1 ? '' : 's'} (1 credit per started minute)`;

/** Live event to the owner: an episode was created, or its status or progress changed. */
export const EPISODE_UPDATED_EVENT = 'episodes.updated';
export const episodeUpdatedPayloadSchema = z.object({
  id: z.string(),
  status: episodeStatusSchema,
  progress: z.number().int().min(0).max(100),
});
export type EpisodeUpdatedPayload = z.infer<typeof episodeUpdatedPayloadSchema>;

/** What the episodes API answers when it refuses something (word for word on the page). */
export const EPISODE_MESSAGES = {
  notFound: 'Episode not found',
  tooLarge: (limitBytes: number) =>
    `The recording is larger than ${byteSize(limitBytes)}: upload a shorter or smaller file`,
  tooLong: 'The recording is longer than 3 hours: upload a shorter one',
  notAudio:
    'The recording must be audio or a video with sound (MP3, WAV, M4A, MP4, MOV, OGG or WebM)',
  noSound: 'The recording has no sound to transcribe: choose a file with audio',
  selectRecording: 'Choose a recording to upload',
  priceChanged: (shown: number, price: number) =>
    `The analysis now costs ${price} credits, not the ${shown} shown: check the price and upload again.`,
  notReady: 'The episode is still being analysed: wait until it is ready',
  failedAnalysis: 'The episode could not be analysed. Your credits have been refunded.',
  clipOutside: 'A clip must lie within the episode',
  clipWordsOutside: "A clip's caption words must lie within the clip",
  pictureNeeded: 'Choose a podcast character or one of your photos for the talking portrait',
  onePicture: 'Choose either a podcast character or one of your photos, not both',
  captionTextWithoutWords:
    'Caption text needs words heard in the clip to take their times: this clip has none',
} as const;

/** 2 GB, 512 MB: a limit as people read it. */
function byteSize(bytes: number): string {
  const gb = bytes / 1024 ** 3;
  if (gb >= 1) return `${Math.round(gb * 10) / 10} GB`;
  return `${Math.max(1, Math.round(bytes / 1024 ** 2))} MB`;
}

/** Multipart text fields of POST /api/episodes (file field `media`). */
export const EPISODE_MEDIA_FIELD = 'media';
export const createEpisodeFieldsSchema = z.strictObject({
  minSeconds: z.string().optional(),
  maxSeconds: z.string().optional(),
  /** Comma-separated topic words. */
  topics: z
    .string()
    .max(EPISODE_TOPIC_WORDS_MAX * 41)
    .optional(),
  /** The price the page showed before the upload was confirmed (credits). */
  confirmedCredits: z.coerce
    .number({ error: 'Confirm the price before uploading' })
    .int('Confirm the price before uploading')
    .min(0, 'Confirm the price before uploading'),
});

/** "pricing, hiring ,," → ["pricing", "hiring"]. */
export const topicsOf = (text: string | undefined): string[] =>
  (text ?? '')
    .split(',')
    .map((topic) => topic.trim())
    .filter(Boolean);

/** One batch renders at most this many clips (the moments an analysis proposes, at most). */
export const EPISODE_CLIPS_MAX = EPISODE_MOMENTS_MAX;
/** A four-minute clip is about 700 words: room for edits, not for a whole episode. */
export const EPISODE_CLIP_WORDS_MAX = 2_000;

/** More speaker labels than anyone talks over in one episode. */
const SPEAKER_FACES_MAX = 32;

/** One clip of a batch: seconds into the episode, and its caption words when edited. */
export const episodeClipSchema = z
  .strictObject({
    start: z.number().nonnegative(),
    end: z.number().positive(),
    /**
     * The words to show, trimmed or edited on the page, on the episode's clock (seconds).
     * Left out: the episode's own words heard between `start` and `end`.
     */
    captionWords: z
      .array(
        z.strictObject({
          text: z.string().trim().min(1).max(100),
          start: z.number().nonnegative(),
          end: z.number().nonnegative(),
          /** The transcript's speaker label, kept through the edit: cuts and colours follow it. */
          speaker: z.string().trim().min(1).max(60).optional(),
        }),
      )
      .max(EPISODE_CLIP_WORDS_MAX)
      .optional(),
    /**
     * The caption text as the user edited it, one cue per line (as the podcast clip's
     * `captionText` for voiceovers): retimed on the words heard in the clip (decision 068).
     */
    captionText: captionFieldsShape.captionText,
  })
  .refine((clip) => clip.end - clip.start >= HEDRA_MIN_DURATION, {
    message: `A clip must last at least ${HEDRA_MIN_DURATION} second`,
    path: ['end'],
  })
  .refine((clip) => clip.end - clip.start <= HEDRA_MAX_DURATION, {
    message: `A clip must last at most ${HEDRA_MAX_DURATION} seconds`,
    path: ['end'],
  });
export type EpisodeClip = z.output<typeof episodeClipSchema>;

/**
 * POST /api/episodes/:id/clips: several moments rendered as one batch of podcast clips, with
 * the podcast clip's own inputs (a character's portrait or one of the user's photos, the
 * talking portrait or an audiogram design, the caption look).
 */
export const episodeClipsBodySchema = z.strictObject({
  clips: z.array(episodeClipSchema).min(1, 'Pick at least one moment').max(EPISODE_CLIPS_MAX),
  /** A ready podcast character whose portrait is the picture. */
  characterId: z.uuid('Choose one of your podcast characters').optional(),
  /** One of the user's photos (My photos) as the picture, copied into each clip. */
  photoId: z.uuid('Choose one of your photos').optional(),
  aspectRatio: z.enum(HEDRA_ASPECT_RATIOS).default(HEDRA_DEFAULT_ASPECT_RATIO),
  resolution: z.enum(HEDRA_RESOLUTIONS).default(HEDRA_DEFAULT_RESOLUTION),
  speakerFace: z
    .number()
    .int(PODCAST_FACE_MESSAGES.chooseFace)
    .min(0, PODCAST_FACE_MESSAGES.chooseFace)
    .max(MAX_PODCAST_FACES - 1, PODCAST_FACE_MESSAGES.chooseFace)
    .optional(),
  /**
   * With speaker labels in the words: which face speaks for each speaker ("speaker_1": 0).
   * Left out (or a speaker left out of it): the first speaker heard in a clip gets
   * `speakerFace` (or the largest face), the next ones the other faces largest first
   * (decision 070).
   */
  speakerFaces: speakerFacesSchema
    .refine((faces) => Object.keys(faces).length <= SPEAKER_FACES_MAX, {
      message: `Map at most ${SPEAKER_FACES_MAX} speakers to faces`,
    })
    .optional(),
  /** Burn the words in (on unless turned off). */
  captions: z.boolean().default(true),
  captionLook: captionLookSchema.default(captionLookSchema.parse({})),
  ...audiogramFieldsShape,
});
export type EpisodeClipsBody = z.output<typeof episodeClipsBodySchema>;

/**
 * POST /api/episodes/:id/clips is a multipart form (decision 073): its one text field `body` is
 * the JSON of episodeClipsBodySchema (as the podcast clip's `captionWords` field carries JSON),
 * and an audiogram may add the file `logo` (AUDIOGRAM_LOGO_FIELD), its cover art for every clip.
 */
export const EPISODE_CLIPS_BODY_FIELD = 'body';
/** As much as the JSON body the route took before it took a logo (BODY_LIMIT_BYTES' default). */
export const EPISODE_CLIPS_BODY_MAX_BYTES = 1024 * 1024;
const CLIPS_BODY_MESSAGE = `Send the clips as JSON in the form field "${EPISODE_CLIPS_BODY_FIELD}"`;
export const episodeClipsFieldsSchema = z.strictObject(
  {
    [EPISODE_CLIPS_BODY_FIELD]: z
      .string({ error: CLIPS_BODY_MESSAGE })
      .transform((text, context): unknown => {
        try {
          return JSON.parse(text);
        } catch {
          context.addIssue({ code: 'custom', message: CLIPS_BODY_MESSAGE });
          return z.NEVER;
        }
      })
      .pipe(episodeClipsBodySchema),
  },
  { error: (issue) => (issue.code === 'unrecognized_keys' ? CLIPS_BODY_MESSAGE : undefined) },
);

/** What a batch answers: the new video jobs' ids (the studio lists them) and the total. */
export const episodeClipsResponseSchema = z.object({
  videoIds: z.array(z.string()),
  credits: z.number().int().nonnegative(),
});
export type EpisodeClipsResponse = z.infer<typeof episodeClipsResponseSchema>;
