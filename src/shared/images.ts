import { z } from 'zod';
import { singleLine } from './text.js';
import { imageCost, type ImageQuality } from './pricing.js';

/**
 * The image studio's contract (core studio spec: image studio, higgsfield_jobs, soul_styles,
 * custom_references, validation, options): image jobs, the style list and custom characters
 * ("My Characters", used as a reference when generating).
 */

// --- Engines ----------------------------------------------------------------------------------

/** Which engine made an image, a character portrait, a background or a custom reference. */
export const IMAGE_ENGINES = ['local', 'higgsfield', 'openai'] as const;
export const imageEngineSchema = z.enum(IMAGE_ENGINES);
export type ImageEngineId = z.infer<typeof imageEngineSchema>;
export const IMAGE_ENGINE_LABELS: Record<ImageEngineId, string> = {
  local: 'Local engine',
  higgsfield: 'Higgsfield Soul',
  openai: 'OpenAI images',
};

// --- Options (spec section 9) -----------------------------------------------------------------

export const IMAGE_SIZES = [
  '1152x2048',
  '2048x1152',
  '1536x1536',
  '2048x1536',
  '1536x2048',
  '1344x2016',
  '2016x1344',
  '960x1696',
  '1696x960',
] as const;
export type ImageSize = (typeof IMAGE_SIZES)[number];
export const IMAGE_DEFAULT_SIZE: ImageSize = '1536x1536';

export const IMAGE_QUALITIES = ['720p', '1080p'] as const satisfies readonly ImageQuality[];
export const IMAGE_DEFAULT_QUALITY: ImageQuality = '1080p';

export const SEED_MIN = 1;
export const SEED_MAX = 1_000_000;

/** "1536x2048" → { width: 1536, height: 2048 } */
export function imageSizeDimensions(size: ImageSize): { width: number; height: number } {
  const [width, height] = size.split('x').map(Number) as [number, number];
  return { width, height };
}

export { imageCost, type ImageQuality };

export const IMAGE_PROMPT_MAX_LENGTH = 2000;
export const REFERENCE_NAME_MAX_LENGTH = 100;
export const REFERENCE_MIN_IMAGES = 1;
export const REFERENCE_MAX_IMAGES = 100;

// --- Messages (spec, word for word, where it has them) ----------------------------------------

export const IMAGE_MESSAGES = {
  promptRequired: 'Please enter a prompt',
  seedRange: `Seed must be a whole number from ${SEED_MIN} to ${SEED_MAX}`,
  generationStarted: 'Image generation started!',
  failedToStart: 'Failed to start image generation',
  referenceNameRequired: 'Please enter a character name',
  referenceNameTooLong: `Character name must be at most ${REFERENCE_NAME_MAX_LENGTH} characters`,
  referenceNoImages: 'Please select at least 1 image',
  referenceImageCount: 'Please select between 1 and 100 images',
  referenceOnlyImages: 'Please only select image files',
  referenceCreated: 'Character created successfully.',
  failedToCreateReference: 'Failed to create character',
  mustBeSignedIn: 'You must be logged in to generate images',
  viewFullSize: 'View Full Size',
  useCharacter: 'Use Character',
  emptyImages: 'No images yet. Describe one above to get started.',
  emptyReferences: 'No characters yet. Upload a few photos of someone to create one.',
} as const;

// --- Requests ---------------------------------------------------------------------------------

/** POST /api/images (JSON). An empty seed means "draw one": the server stores what it drew. */
export const createImageBodySchema = z.strictObject({
  prompt: z
    .string(IMAGE_MESSAGES.promptRequired)
    .trim()
    .min(1, IMAGE_MESSAGES.promptRequired)
    .max(IMAGE_PROMPT_MAX_LENGTH, `Prompt must be at most ${IMAGE_PROMPT_MAX_LENGTH} characters`),
  size: z.enum(IMAGE_SIZES).default(IMAGE_DEFAULT_SIZE),
  quality: z.enum(IMAGE_QUALITIES).default(IMAGE_DEFAULT_QUALITY),
  styleId: singleLine(z.string().min(1).max(100)).nullish(),
  seed: z
    .number(IMAGE_MESSAGES.seedRange)
    .int(IMAGE_MESSAGES.seedRange)
    .min(SEED_MIN, IMAGE_MESSAGES.seedRange)
    .max(SEED_MAX, IMAGE_MESSAGES.seedRange)
    .nullish(),
  /** A completed custom reference of the same user. */
  referenceId: z.uuid().nullish(),
  /**
   * The user saw that the engine cannot draw part of the prompt (POST /api/images/check) and
   * wants the rest painted anyway; without it such a prompt is refused before charging.
   */
  acceptOutOfRange: z.boolean().nullish(),
});
export type CreateImageBody = z.output<typeof createImageBodySchema>;
export type CreateImageInput = z.input<typeof createImageBodySchema>;

/** POST /api/images/check: what the engine would make of a prompt, asked before paying. */
export const imagePromptCheckBodySchema = z.strictObject({
  prompt: createImageBodySchema.shape.prompt,
  quality: z.enum(IMAGE_QUALITIES).default(IMAGE_DEFAULT_QUALITY),
});
export type ImagePromptCheckBody = z.output<typeof imagePromptCheckBodySchema>;

/** What the engine paints the prompt as: a vendor engine draws anything. */
export const IMAGE_PROMPT_SUBJECTS = ['anything', 'scene', 'person', 'lettering'] as const;

export const imagePromptCheckSchema = z.object({
  engine: imageEngineSchema,
  cost: z.number().int(),
  paints: z.enum(IMAGE_PROMPT_SUBJECTS),
  /** Things the prompt names that the engine cannot draw ("car"). */
  outside: z.array(z.string()),
  /** What the engine can draw, in words to show; empty for a vendor engine. */
  canDraw: z.array(z.string()),
  /**
   * True when the prompt names something the engine cannot draw: the user must confirm
   * (acceptOutOfRange) before the image is made and charged.
   */
  needsConfirmation: z.boolean(),
  /** The notice to show before paying, or null when the prompt is within reach. */
  message: z.string().nullable(),
});
export type ImagePromptCheck = z.infer<typeof imagePromptCheckSchema>;

/** The notice for a prompt partly or wholly outside what the built-in painter draws. */
export function outOfRangeMessage(outside: readonly string[], recognised: boolean): string | null {
  if (outside.length > 0) {
    const named =
      outside.length === 1
        ? outside[0]!
        : `${outside.slice(0, -1).join(', ')} or ${outside.at(-1)!}`;
    return `The built-in image engine can’t draw ${article(outside[0]!, outside.length)}${named}: it would paint the rest of your prompt without ${outside.length === 1 ? 'it' : 'them'}.`;
  }
  if (!recognised)
    return 'The built-in image engine doesn’t recognise anything it can draw in this prompt: it would paint a general scene.';
  return null;
}

const article = (word: string, count: number) =>
  count > 1 ? '' : /^[aeiou]/i.test(word) ? 'an ' : 'a ';

/** The error when such a prompt is sent without acceptOutOfRange. */
export const OUT_OF_RANGE_UNCONFIRMED =
  'Confirm that the built-in engine may paint only what it can draw, or change the prompt: nothing was charged.';

/**
 * POST /api/custom-references (multipart): field `name` plus 1 to 100 files in the field
 * `images`. Files are checked by content on the server.
 */
export const createReferenceFieldsSchema = z.strictObject({
  name: singleLine(
    z
      .string(IMAGE_MESSAGES.referenceNameRequired)
      .trim()
      .min(1, IMAGE_MESSAGES.referenceNameRequired)
      .max(REFERENCE_NAME_MAX_LENGTH, IMAGE_MESSAGES.referenceNameTooLong),
  ),
});
export type CreateReferenceFields = z.output<typeof createReferenceFieldsSchema>;
export const REFERENCE_UPLOAD_FIELD = 'images';

// --- Responses --------------------------------------------------------------------------------

export const IMAGE_JOB_STATUSES = ['queued', 'running', 'succeeded', 'failed'] as const;
export const imageJobStatusSchema = z.enum(IMAGE_JOB_STATUSES);
export type ImageJobStatus = z.infer<typeof imageJobStatusSchema>;
export const ACTIVE_IMAGE_JOB_STATUSES: readonly ImageJobStatus[] = ['queued', 'running'];

export const imageStyleSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
});
export type ImageStyle = z.infer<typeof imageStyleSchema>;
/** GET /api/images/styles: ordered by name. */
export const imageStyleListSchema = z.object({ styles: z.array(imageStyleSchema) });

export const imageJobSchema = z.object({
  id: z.string(),
  status: imageJobStatusSchema,
  prompt: z.string(),
  size: z.enum(IMAGE_SIZES),
  quality: z.enum(IMAGE_QUALITIES),
  styleId: z.string().nullable(),
  styleName: z.string().nullable(),
  referenceId: z.string().nullable(),
  seed: z.number().int(),
  cost: z.number().int(),
  refunded: z.boolean(),
  engine: imageEngineSchema,
  error: z.string().nullable(),
  /** Signed link (1 hour) once succeeded. */
  imageUrl: z.string().nullable(),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
});
export type ImageJob = z.infer<typeof imageJobSchema>;
/** GET /api/images: own jobs, newest first. */
export const imageJobListSchema = z.object({ jobs: z.array(imageJobSchema) });

/** The spec's values; `completed` is the one usable as a reference. */
export const REFERENCE_STATUSES = [
  'not_ready',
  'queued',
  'in_progress',
  'completed',
  'failed',
] as const;
export const referenceStatusSchema = z.enum(REFERENCE_STATUSES);
export type ReferenceStatus = z.infer<typeof referenceStatusSchema>;
export const ACTIVE_REFERENCE_STATUSES: readonly ReferenceStatus[] = [
  'not_ready',
  'queued',
  'in_progress',
];

export const customReferenceSchema = z.object({
  id: z.string(),
  name: z.string(),
  status: referenceStatusSchema,
  engine: imageEngineSchema,
  imageCount: z.number().int(),
  /** The face-centred crop; signed link, once completed. */
  thumbnailUrl: z.string().nullable(),
  /** Dominant colours of the photos, as #rrggbb, once completed. */
  palette: z.array(z.string()),
  error: z.string().nullable(),
  createdAt: z.string(),
});
export type CustomReference = z.infer<typeof customReferenceSchema>;
/** GET /api/custom-references: own characters, newest first. */
export const customReferenceListSchema = z.object({ references: z.array(customReferenceSchema) });

/**
 * Live event to the owner whenever an image job, a custom reference, a podcast character or a
 * background changes status. The page refetches its list (5 s polling is the fallback).
 */
export const IMAGE_ASSET_UPDATED_EVENT = 'images.asset-updated';
export const IMAGE_ASSET_KINDS = ['image', 'reference', 'character', 'background'] as const;
export const imageAssetUpdatedPayloadSchema = z.object({
  kind: z.enum(IMAGE_ASSET_KINDS),
  id: z.string(),
  status: z.string(),
});
export type ImageAssetUpdatedPayload = z.infer<typeof imageAssetUpdatedPayloadSchema>;

/** Fallback polling while anything is still being made (spec: 5 s). */
export const IMAGE_POLL_INTERVAL_MS = 5_000;
