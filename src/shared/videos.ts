import { z } from 'zod';
import { hedraCost, veoCost, type VeoResolution } from './pricing.js';
import { audiogramFieldsShape, PODCAST_STYLES } from './audiogram.js';
import { captionFieldsShape } from './captions.js';
import { captionWordsFieldSchema, transcriptionEngineSchema } from './transcripts.js';

/**
 * The video studio's contract (core studio spec: video studio, states, validation, options).
 * Mode values are the spec's: `hedra` (podcast clip from audio + portrait), `text-to-video`,
 * and `veo` (image to video; a batch is one job per image).
 */
export const VIDEO_MODES = ['hedra', 'text-to-video', 'veo'] as const;
export const videoModeSchema = z.enum(VIDEO_MODES);
export type VideoMode = z.infer<typeof videoModeSchema>;

export const VIDEO_STATUSES = ['queued', 'running', 'processing', 'succeeded', 'failed'] as const;
export const videoStatusSchema = z.enum(VIDEO_STATUSES);
export type VideoStatus = z.infer<typeof videoStatusSchema>;
/** Statuses that still change: the studio polls (fallback) while any job is in one. */
/** Spec veo_jobs.source_flow: the simple flows that make image-to-video jobs. */
/** order: a service order's clip, made by the operator and paid by the client's plan. */
export const VIDEO_SOURCE_FLOWS = ['quick-start', 'simple-upload', 'order'] as const;
export const videoSourceFlowSchema = z.enum(VIDEO_SOURCE_FLOWS);
export type VideoSourceFlow = z.infer<typeof videoSourceFlowSchema>;

export const ACTIVE_VIDEO_STATUSES: readonly VideoStatus[] = ['queued', 'running', 'processing'];

/** Which engine made (or is making) a job: shown on every card. */
export const VIDEO_ENGINES = ['local', 'veo', 'hedra'] as const;
export const videoEngineSchema = z.enum(VIDEO_ENGINES);
export type VideoEngineId = z.infer<typeof videoEngineSchema>;
export const VIDEO_ENGINE_LABELS: Record<VideoEngineId, string> = {
  local: 'Local engine',
  veo: 'Google Veo',
  hedra: 'Hedra',
};

// --- Options (spec section 9) ---------------------------------------------------------------

export const VEO_DURATIONS = [5, 6, 7, 8] as const;
export const VEO_DEFAULT_DURATION = 8;
export const VEO_RESOLUTIONS = ['720p', '1080p'] as const satisfies readonly VeoResolution[];
export const VEO_DEFAULT_RESOLUTION: VeoResolution = '720p';
export const VEO_ASPECT_RATIOS = ['9:16', '16:9'] as const;
export type VeoAspectRatio = (typeof VEO_ASPECT_RATIOS)[number];

export const HEDRA_ASPECT_RATIOS = ['16:9', '9:16', '1:1'] as const;
export type HedraAspectRatio = (typeof HEDRA_ASPECT_RATIOS)[number];
export const HEDRA_DEFAULT_ASPECT_RATIO: HedraAspectRatio = '9:16';
export const HEDRA_RESOLUTIONS = ['540p', '720p'] as const;
export type HedraResolution = (typeof HEDRA_RESOLUTIONS)[number];
export const HEDRA_DEFAULT_RESOLUTION: HedraResolution = '540p';
export const HEDRA_DEFAULT_DURATION = 5;
/**
 * The shortest podcast clip, whatever the engine: one second is 24 frames, enough for a video
 * that plays, a poster frame inside it and a word or two of speech (decision 017). Shorter
 * "clips" are a blink with no frame to show; Hedra publishes no minimum of its own.
 */
export const HEDRA_MIN_DURATION = 1;
const MIN_DURATION_TEXT = `${HEDRA_MIN_DURATION} second${HEDRA_MIN_DURATION === 1 ? '' : 's'}`;
/** Hedra makes videos of up to four minutes. */
export const HEDRA_MAX_DURATION = 240;
/** A clip may run this much past its speech (container rounding), no more. */
export const SPEECH_LENGTH_SLACK_SECONDS = 0.05;

export type VideoAspectRatio = VeoAspectRatio | HedraAspectRatio;
export type VideoResolution = VeoResolution | HedraResolution;

export const PROMPT_MAX_LENGTH = 2000;

/**
 * A music bed for Text and Image to Video (issue 29): a few tracks the project synthesises
 * itself at render time (src/server/media/plan-music.ts), royalty-free by construction, or
 * none. Mixed under the video's own sound with a fade in and out.
 */
export const MUSIC_BEDS = ['none', 'calm', 'upbeat', 'warm'] as const;
export type MusicBed = (typeof MUSIC_BEDS)[number];
export const MUSIC_BED_LABELS: Record<MusicBed, string> = {
  none: 'No music',
  calm: 'Calm',
  upbeat: 'Upbeat',
  warm: 'Warm',
};
/** Left out: none. */
export const musicBedSchema = z
  .enum(MUSIC_BEDS, { error: 'Music must be none, calm, upbeat or warm' })
  .optional();
/** GET /api/videos/music-beds/:bed/preview: a few seconds of one track, to hear before choosing. */
export const musicBedPreviewParamsSchema = z.object({
  bed: z.enum(MUSIC_BEDS).exclude(['none'], { error: 'Music must be calm, upbeat or warm' }),
});

const BACKGROUND_CHOICE_MESSAGE = 'Choose one of your backgrounds';

/**
 * Image to video takes its aspect ratio from each image: width/height above 1.5 gives 16:9,
 * below 0.7 gives 9:16, otherwise 16:9.
 */
export function aspectRatioForImage(width: number, height: number): VeoAspectRatio {
  const ratio = width / height;
  if (ratio > 1.5) return '16:9';
  if (ratio < 0.7) return '9:16';
  return '16:9'; // near-square images: the spec's default
}

/**
 * The exact output frame size: the resolution names the short side (540, 720 or 1080), the
 * aspect ratio the shape. 720p is 720×1280 at 9:16 and 1280×720 at 16:9.
 */
export function videoFrameSize(
  aspectRatio: VideoAspectRatio,
  resolution: VideoResolution,
): { width: number; height: number } {
  const short = Number.parseInt(resolution, 10);
  const long = Math.round((short * 16) / 9 / 2) * 2;
  if (aspectRatio === '1:1') return { width: short, height: short };
  return aspectRatio === '9:16' ? { width: short, height: long } : { width: long, height: short };
}

/** The price of one job, from the shared pricing rules (the server charges exactly this). */
export function videoJobCost(
  job:
    | { mode: 'hedra'; durationSeconds: number }
    | { mode: 'text-to-video' | 'veo'; resolution: VeoResolution; durationSeconds: number },
): number {
  return job.mode === 'hedra'
    ? hedraCost(job.durationSeconds)
    : veoCost(job.resolution, job.durationSeconds);
}

// --- Request bodies ---------------------------------------------------------------------------

const promptSchema = z
  .string()
  .trim()
  .min(1, 'Please enter a prompt')
  .max(PROMPT_MAX_LENGTH, `Prompt must be at most ${PROMPT_MAX_LENGTH} characters`);

const veoDurationSchema = z.coerce
  .number()
  .int('Duration must be 5, 6, 7 or 8 seconds')
  .min(5, 'Duration must be 5, 6, 7 or 8 seconds')
  .max(8, 'Duration must be 5, 6, 7 or 8 seconds')
  .default(VEO_DEFAULT_DURATION);

/** POST /api/videos/text-to-video (JSON). */
export const textToVideoBodySchema = z.strictObject({
  prompt: promptSchema,
  durationSeconds: veoDurationSchema,
  resolution: z.enum(VEO_RESOLUTIONS).default(VEO_DEFAULT_RESOLUTION),
  aspectRatio: z.enum(VEO_ASPECT_RATIOS).default('9:16'),
  musicBed: musicBedSchema,
});
export type TextToVideoBody = z.output<typeof textToVideoBodySchema>;
export type TextToVideoInput = z.input<typeof textToVideoBodySchema>;

/**
 * POST /api/videos/image-to-video (multipart): these fields plus one file `image`, or instead
 * of the file one of the user's photos (`photoId`, My photos). One call per image: the studio
 * sends a batch image by image, so one short item does not stop the rest. The aspect ratio is
 * detected from the image unless the user chose one (`aspectRatio`).
 */
export const imageToVideoFieldsSchema = z.strictObject({
  prompt: promptSchema,
  durationSeconds: veoDurationSchema,
  resolution: z.enum(VEO_RESOLUTIONS).default(VEO_DEFAULT_RESOLUTION),
  /**
   * A photo of the user's library, instead of an uploaded file `image`: send one or the other.
   * Any text: a malformed id is one that is not the caller's (404 "Photo not found").
   */
  photoId: z.string().optional(),
  /** One of the user's ready saved backgrounds (/backgrounds) as the image, instead of a file. */
  backgroundId: z.uuid(BACKGROUND_CHOICE_MESSAGE).optional(),
  /**
   * The user's choice of shape; left out, the server detects it from the image
   * (aspectRatioForImage), as the spec says. The studio shows the detected one and its crop
   * before submitting, and sends this only when the user picked another.
   */
  aspectRatio: z.enum(VEO_ASPECT_RATIOS, { error: 'Aspect ratio must be 9:16 or 16:9' }).optional(),
  musicBed: musicBedSchema,
});
export type ImageToVideoFields = z.output<typeof imageToVideoFieldsSchema>;

/** The clip-from-voiceover rules' messages (the spec has none of its own for them). */
export const VOICEOVER_CLIP_MESSAGES = {
  chooseVoiceover: 'Choose one of your voiceovers',
  audioOrVoiceover: 'Choose either an audio file or a voiceover, not both',
} as const;

/**
 * A podcast clip's length in seconds, to the hundredth, from 1 to 240 (default 5): the one
 * rule for every clip, from an uploaded file or a voiceover, on the server and in the studio.
 */
export const podcastDurationSchema = z.coerce
  .number('Duration must be a number of seconds')
  .min(HEDRA_MIN_DURATION, `Duration must be at least ${MIN_DURATION_TEXT}`)
  .max(HEDRA_MAX_DURATION, `Duration must be at most ${HEDRA_MAX_DURATION} seconds`)
  .transform((seconds) => Math.round(seconds * 100) / 100)
  .default(HEDRA_DEFAULT_DURATION);

/** Where a podcast clip starts in its audio, in seconds to the hundredth. */
export const podcastStartSchema = z.coerce
  .number('Start must be a number of seconds')
  .min(0, 'Start must be 0 seconds or later')
  .max(3600, 'Start must be at most 3600 seconds')
  .transform((seconds) => Math.round(seconds * 100) / 100);

/**
 * Why a clip `durationSeconds` long cannot be made from speech `speechSeconds` long (an
 * uploaded audio file or a voiceover), or null when it can: the speech must reach the shortest
 * clip, and the clip may not outlast the speech.
 */
export function clipSpeechProblem(durationSeconds: number, speechSeconds: number): string | null {
  const shown = (Math.floor(speechSeconds * 100) / 100).toFixed(2);
  if (speechSeconds + SPEECH_LENGTH_SLACK_SECONDS < HEDRA_MIN_DURATION) {
    return `The audio is only ${shown} seconds long: a clip needs at least ${MIN_DURATION_TEXT} of speech`;
  }
  if (durationSeconds > speechSeconds + SPEECH_LENGTH_SLACK_SECONDS) {
    return `The audio is only ${shown} seconds long: choose a duration of at most ${shown} seconds`;
  }
  return null;
}

/** The most faces the talking portrait lists in one picture (largest first). */
export const MAX_PODCAST_FACES = 6;

export const PODCAST_FACE_MESSAGES = {
  chooseFace: 'Choose one of the faces found in the picture',
  noFace:
    'No face was found in this picture, so it cannot talk. Choose a portrait with a face, or make an audiogram instead.',
  faceNotFound: 'That face is not in this picture: choose one of the faces found in it',
  /** 429: each look costs the server a third of a second of work (decision 057). */
  tooManyChecks: 'Too many pictures checked for faces. Please wait a minute and try again.',
} as const;

/**
 * POST /api/videos/podcast-faces (multipart: file `image`, or field `characterId`, or field
 * `photoId`: one of the user's My photos, looked at in place, as the episode page picks it).
 */
export const podcastFacesFieldsSchema = z.strictObject({
  characterId: z.uuid('Choose one of your podcast characters').optional(),
  photoId: z.uuid('Choose one of your photos').optional(),
});

/**
 * The faces found in a podcast clip's picture, largest first; boxes are shares of its size.
 * `localEngine` false: Hedra animates the portrait as it is (no speaker to choose, none listed).
 */
export const podcastFacesSchema = z.object({
  localEngine: z.boolean(),
  faces: z.array(
    z.object({
      index: z.number().int(),
      box: z.object({ x: z.number(), y: z.number(), width: z.number(), height: z.number() }),
    }),
  ),
});
export type PodcastFaces = z.output<typeof podcastFacesSchema>;

/** POST /api/videos/podcast-clip (multipart): these fields plus files `audio` and `image`. */
export const podcastClipFieldsSchema = z.strictObject({
  prompt: promptSchema,
  aspectRatio: z.enum(HEDRA_ASPECT_RATIOS).default(HEDRA_DEFAULT_ASPECT_RATIO),
  resolution: z.enum(HEDRA_RESOLUTIONS).default(HEDRA_DEFAULT_RESOLUTION),
  /** The studio prefills it from the audio's length. */
  durationSeconds: podcastDurationSchema,
  /**
   * Where in the audio the clip starts (decision 058): sent, the clip is the moment from here,
   * `durationSeconds` long, its edges moved into the nearest pauses and faded; left out, it is
   * the audio's first `durationSeconds`, exactly, as before.
   */
  startSeconds: podcastStartSchema.optional(),
  seed: z.coerce.number().int().min(1).max(1_000_000).optional(),
  /**
   * A ready podcast character of the user (/characters) whose portrait is the clip's image,
   * instead of an uploaded file `image`: send one or the other.
   */
  characterId: z.uuid('Choose one of your podcast characters').optional(),
  /**
   * A ready voiceover of the user (a script read aloud, /scripts) as the clip's audio, instead
   * of an uploaded file `audio`: send one or the other.
   */
  voiceoverId: z.uuid(VOICEOVER_CLIP_MESSAGES.chooseVoiceover).optional(),
  /**
   * One of the user's ready saved backgrounds (/backgrounds): the set the host stands in front
   * of. Left out, the portrait fills the frame as before.
   */
  backgroundId: z.uuid(BACKGROUND_CHOICE_MESSAGE).optional(),
  /**
   * Burn captions into the clip (on unless turned off): a voiceover's cues, or an uploaded
   * file's `captionWords`. Multipart sends "true"/"false".
   */
  captions: z
    .union([z.boolean(), z.enum(['true', 'false']).transform((value) => value === 'true')], {
      error: 'Captions must be "true" or "false"',
    })
    .default(true),
  /** The talking portrait or an audiogram design and its options (./audiogram.ts). */
  ...audiogramFieldsShape,
  /**
   * The talking portrait: which face of the picture speaks, as an index into the faces
   * POST /api/videos/podcast-faces lists (decision 057). Sent, it asks for the talking
   * portrait: a picture without that face is refused before anything is charged.
   */
  speakerFace: z.coerce
    .number({ error: PODCAST_FACE_MESSAGES.chooseFace })
    .int(PODCAST_FACE_MESSAGES.chooseFace)
    .min(0, PODCAST_FACE_MESSAGES.chooseFace)
    .max(MAX_PODCAST_FACES - 1, PODCAST_FACE_MESSAGES.chooseFace)
    .optional(),
  /** How the captions look and their edited words (decision 060, src/shared/captions.ts). */
  ...captionFieldsShape,
  /**
   * An uploaded audio file's words (POST /api/videos/clip-words), as JSON: with captions on,
   * the clip's captions are made of them, and `captionText` edits them (decision 069).
   */
  captionWords: captionWordsFieldSchema.optional(),
});
export type PodcastClipFields = z.output<typeof podcastClipFieldsSchema>;

/** Multipart file field names, shared so the web form and the server agree. */
export const VIDEO_UPLOAD_FIELDS = { image: 'image', audio: 'audio' } as const;

// --- Responses --------------------------------------------------------------------------------

export const videoJobSchema = z.object({
  id: z.string(),
  mode: videoModeSchema,
  status: videoStatusSchema,
  prompt: z.string(),
  aspectRatio: z.enum(['16:9', '9:16', '1:1']),
  resolution: z.enum(['540p', '720p', '1080p']),
  durationSeconds: z.number(),
  /** Credits charged for the job (refunded when it failed); 0 when a free daily video paid. */
  cost: z.number().int(),
  refunded: z.boolean(),
  /** Paid with one of the day's free daily videos (given back when it failed). */
  freeVideo: z.boolean(),
  /** Which simple flow made it (quick-start, simple-upload); null from the studio. */
  sourceFlow: videoSourceFlowSchema.nullable(),
  /** When its scheduled YouTube post goes public (quick-start Schedule step). */
  publishAt: z.string().nullable(),
  engine: videoEngineSchema,
  /** 0..100 as reported by the engine; null while nothing is known. */
  progress: z.number().min(0).max(100).nullable(),
  /** A readable reason when failed. */
  error: z.string().nullable(),
  hasInputImage: z.boolean(),
  /** The voiceover whose audio the clip speaks, when it was made from one. */
  voiceoverId: z.string().nullable(),
  /** True when captions are burned into the video (a voiceover's, or a recording's words). */
  captioned: z.boolean(),
  /**
   * The transcription engine that heard an uploaded recording's captions while the clip was
   * made (it was sent without its words, decision 069); null otherwise.
   */
  captionsHeardBy: transcriptionEngineSchema.nullable(),
  /**
   * What was made, for the job's card (issue 29): a podcast clip's look, the talking portrait
   * or its audiogram template (null for the other modes), and the music bed under a Text or
   * Image to Video (null: none).
   */
  podcastStyle: z.enum(PODCAST_STYLES).nullable(),
  musicBed: z.enum(MUSIC_BEDS).exclude(['none']).nullable(),
  /** Signed links (1 hour), present once the job succeeded. */
  videoUrl: z.string().nullable(),
  posterUrl: z.string().nullable(),
  /** Same file as videoUrl, served as an attachment. */
  downloadUrl: z.string().nullable(),
  createdAt: z.string(),
  startedAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  /**
   * How long this kind of job (mode and engine) takes on this server, created to completed:
   * the median of the last succeeded ones, in seconds; null before any was measured. The card's
   * message under a running job is relative to it (decision 045).
   */
  estimatedSeconds: z.number().nonnegative().nullable(),
});
export type VideoJob = z.infer<typeof videoJobSchema>;

/** GET /api/videos: the user's own jobs, newest first. */
export const videoJobListSchema = z.object({ jobs: z.array(videoJobSchema) });
export type VideoJobList = z.infer<typeof videoJobListSchema>;

/**
 * Live event sent to the owner on every status or progress change of a job. The event that
 * announces a new job also carries the whole job, so that another open tab can show its card at
 * once instead of re-reading the list first (decision 040).
 */
export const VIDEO_JOB_UPDATED_EVENT = 'videos.job-updated';
export const videoJobUpdatedPayloadSchema = z.object({
  id: z.string(),
  status: videoStatusSchema,
  progress: z.number().nullable(),
  job: videoJobSchema.optional(),
});
export type VideoJobUpdatedPayload = z.infer<typeof videoJobUpdatedPayloadSchema>;

// --- Display rules (spec section 4) -----------------------------------------------------------

/** Queued, Processing (running and processing), Completed, Failed; unknown shows as queued. */
export function videoStatusLabel(status: string): 'Queued' | 'Processing' | 'Completed' | 'Failed' {
  switch (status) {
    case 'running':
    case 'processing':
      return 'Processing';
    case 'succeeded':
      return 'Completed';
    case 'failed':
      return 'Failed';
    default:
      return 'Queued';
  }
}

export {
  displayProgress,
  formatElapsed,
  formatEstimate,
  processingMessage,
  specProgress,
} from './video-progress.js';

// --- Messages (spec, word for word) -----------------------------------------------------------

export const VIDEO_MESSAGES = {
  selectAudioAndImage: 'Select both audio and image files',
  imageOrCharacter: 'Choose either an image or a podcast character, not both',
  characterNotFound: 'Podcast character not found',
  characterNotReady: 'This podcast character is not ready yet: choose a ready one or an image',
  selectImages: 'Select at least one image file',
  imageOrPhoto: 'Choose either an image file or one of your photos, not both',
  onePicture: 'Choose one picture: an image file, a podcast character or one of your photos',
  oneImageSource: 'Choose one image: a file, one of your photos or one of your backgrounds',
  backgroundNotFound: 'Background not found',
  backgroundNotReady: 'This background is not ready yet: choose a ready one',
  jobSubmitted: 'Job submitted successfully!',
  textToVideoStarted: 'Text-to-video generation started!',
  batchQueued: (count: number) => `${count} video(s) queued successfully!`,
  batchItemShort: (index: number) => `Failed to process image ${index}: Insufficient credits`,
  batchItemFailed: (index: number) => `Failed to start processing for image ${index}`,
  needCredits: (required: number, balance: number) =>
    `Insufficient credits. You need ${required} credits but have ${balance}.`,
  promptCopied: 'Prompt copied to clipboard',
  openingDownload: 'Opening download...',
  statusRefreshed: 'Status refreshed',
  videoReady: 'Video Ready!',
  failedToSubmit: 'Failed to submit',
  failedToGenerate: 'Failed to generate video',
  failedToLoad: 'Failed to load video',
  failedToDownload: 'Failed to download',
  failedToCheckStatus: 'Failed to check status',
  emptyTitle: 'Type in the prompt box to start',
  emptySubtitle: 'Your videos will appear here',
} as const;
