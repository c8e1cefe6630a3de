import { z } from 'zod';
import { singleLine } from './text.js';
import { BACKGROUND_GENERATION_CREDITS, CHARACTER_GENERATION_CREDITS } from './pricing.js';
import { imageEngineSchema } from './images.js';

/**
 * AI podcast hosts (/characters, entity podcast_characters) and podcast backgrounds
 * (/backgrounds, entity podcast_backgrounds): one generated picture each, paid per picture.
 * A ready character is what the video studio's podcast preset picks, and can be the portrait
 * of a podcast clip.
 */

export { BACKGROUND_GENERATION_CREDITS, CHARACTER_GENERATION_CREDITS };

export const DEFAULT_CHARACTER_STYLE = 'modern professional';
export const CHARACTER_STYLE_SUGGESTIONS = [
  'modern professional',
  'warm and friendly',
  'cinematic',
  'bold and colourful',
  'minimalist',
  'vintage radio',
] as const;

export const ASSET_NAME_MAX_LENGTH = 100;
export const ASSET_DESCRIPTION_MAX_LENGTH = 1000;

export const PODCAST_ASSET_MESSAGES = {
  characterFieldsRequired: 'Please provide a name and description for your character.',
  backgroundFieldsRequired: 'Please provide both a name and description',
  characterCreated: 'Character created successfully.',
  backgroundStarted: 'Background generation started!',
  failedToGenerateCharacter: 'Failed to generate character',
  failedToGenerateBackground: 'Failed to generate background',
  failedToLoadBackgrounds: 'Failed to load backgrounds',
  backToStudio: '← Back to Studio',
  emptyCharacters: 'No characters yet. Describe your first podcast host above.',
  emptyBackgrounds: 'No backgrounds yet. Describe your first studio set above.',
  // 401s, in the spec's "You must be logged in to generate images" pattern.
  signInToCreateCharacters: 'You must be logged in to create characters',
  signInToSeeCharacters: 'You must be logged in to see your characters',
  signInToGenerateBackgrounds: 'You must be logged in to generate backgrounds',
  signInToSeeBackgrounds: 'You must be logged in to see your backgrounds',
} as const;

const requiredText = (message: string, max: number) =>
  z.string(message).trim().min(1, message).max(max, `Must be at most ${max} characters`);
const requiredName = (message: string, max: number) => singleLine(requiredText(message, max));

/** POST /api/podcast-characters (JSON). */
export const createCharacterBodySchema = z.strictObject({
  name: requiredName(PODCAST_ASSET_MESSAGES.characterFieldsRequired, ASSET_NAME_MAX_LENGTH),
  description: requiredText(
    PODCAST_ASSET_MESSAGES.characterFieldsRequired,
    ASSET_DESCRIPTION_MAX_LENGTH,
  ),
  /** Optional; blank means the default style. */
  style: singleLine(z.string().trim().max(ASSET_NAME_MAX_LENGTH))
    .transform((style) => style || DEFAULT_CHARACTER_STYLE)
    .default(DEFAULT_CHARACTER_STYLE),
});
export type CreateCharacterBody = z.output<typeof createCharacterBodySchema>;
export type CreateCharacterInput = z.input<typeof createCharacterBodySchema>;

/** POST /api/podcast-backgrounds (JSON). */
export const createBackgroundBodySchema = z.strictObject({
  name: requiredName(PODCAST_ASSET_MESSAGES.backgroundFieldsRequired, ASSET_NAME_MAX_LENGTH),
  description: requiredText(
    PODCAST_ASSET_MESSAGES.backgroundFieldsRequired,
    ASSET_DESCRIPTION_MAX_LENGTH,
  ),
});
export type CreateBackgroundBody = z.output<typeof createBackgroundBodySchema>;
export type CreateBackgroundInput = z.input<typeof createBackgroundBodySchema>;

/** `ready` is the spec's "ready character": usable by the podcast preset and as a portrait. */
export const PODCAST_ASSET_STATUSES = ['queued', 'running', 'ready', 'failed'] as const;
export const podcastAssetStatusSchema = z.enum(PODCAST_ASSET_STATUSES);
export type PodcastAssetStatus = z.infer<typeof podcastAssetStatusSchema>;
export const ACTIVE_PODCAST_ASSET_STATUSES: readonly PodcastAssetStatus[] = ['queued', 'running'];

const podcastAssetFields = {
  id: z.string(),
  name: z.string(),
  description: z.string(),
  status: podcastAssetStatusSchema,
  engine: imageEngineSchema,
  cost: z.number().int(),
  refunded: z.boolean(),
  error: z.string().nullable(),
  /** Signed link (1 hour) once ready. */
  imageUrl: z.string().nullable(),
  createdAt: z.string(),
};

export const podcastCharacterSchema = z.object({
  ...podcastAssetFields,
  style: z.string(),
  styleTags: z.array(z.string()),
});
export type PodcastCharacter = z.infer<typeof podcastCharacterSchema>;
/** GET /api/podcast-characters: own characters, newest first. */
export const podcastCharacterListSchema = z.object({
  characters: z.array(podcastCharacterSchema),
});

export const podcastBackgroundSchema = z.object(podcastAssetFields);
export type PodcastBackground = z.infer<typeof podcastBackgroundSchema>;
/** GET /api/podcast-backgrounds: own backgrounds, newest first. */
export const podcastBackgroundListSchema = z.object({
  backgrounds: z.array(podcastBackgroundSchema),
});
