import { z } from 'zod';
import { createReferenceFieldsSchema } from './images.js';
import { createBackgroundBodySchema, createCharacterBodySchema } from './podcast-assets.js';

/**
 * Deleting and renaming what a user made (issue 21 item 1, decision 044): videos, images,
 * characters (custom references and AI podcast hosts), backgrounds, scripts, voiceovers and
 * added voices. A delete is hard: the row and its stored files go; a job still being made is
 * stopped and its charge refunded once.
 */

export const DELETABLE_KINDS = [
  'video',
  'image',
  'reference',
  'character',
  'background',
  'script',
  'voiceover',
  'voice',
  'episode',
] as const;
export type DeletableKind = (typeof DELETABLE_KINDS)[number];

/** What the owner reads after each delete (toast), and in the confirmation. */
export const DELETE_MESSAGES = {
  deleted: {
    video: 'Video deleted.',
    image: 'Image deleted.',
    reference: 'Character deleted.',
    character: 'Character deleted.',
    background: 'Background deleted.',
    script: 'Script deleted.',
    voiceover: 'Voiceover deleted.',
    voice: 'Voice removed.',
    episode: 'Episode deleted.',
  } satisfies Record<DeletableKind, string>,
  /** The confirmation's question. */
  confirmTitle: {
    video: 'Delete this video?',
    image: 'Delete this image?',
    reference: 'Delete this character?',
    character: 'Delete this character?',
    background: 'Delete this background?',
    script: 'Delete this script?',
    voiceover: 'Delete this voiceover?',
    voice: 'Remove this voice?',
    episode: 'Delete this episode?',
  } satisfies Record<DeletableKind, string>,
  confirmBody: 'This cannot be undone. Its files are deleted too.',
  confirmRunning: 'It is still being made: it will be stopped and its credits refunded.',
  confirmScript: 'Its voiceovers are deleted with it.',
  /** The ledger reason of the refund of a job deleted before it finished. */
  refundReason: 'Refund: deleted before it finished',
  /** A host, background or voiceover a podcast clip still being made is using. */
  inUseByClip:
    'A podcast clip that is still being made uses this. Delete it once the clip has finished.',
  renamed: 'Renamed.',
} as const;

/** DELETE answers: the deleted row's id and what the owner reads. */
export const itemDeletedSchema = z.object({ id: z.string(), message: z.string() });
export type ItemDeleted = z.infer<typeof itemDeletedSchema>;

/** PATCH /api/podcast-characters/:id: the name, checked as at creation. */
export const renameCharacterBodySchema = createCharacterBodySchema.pick({ name: true });
/** PATCH /api/podcast-backgrounds/:id. */
export const renameBackgroundBodySchema = createBackgroundBodySchema.pick({ name: true });
/** PATCH /api/custom-references/:id. */
export const renameReferenceBodySchema = createReferenceFieldsSchema.pick({ name: true });
export type RenameBody = { name: string };

/** Live event to the owner's tabs: something was deleted (lists drop it at once). */
export const ITEM_DELETED_EVENT = 'items.deleted';
export const itemDeletedPayloadSchema = z.object({
  kind: z.enum(DELETABLE_KINDS),
  id: z.string(),
});
export type ItemDeletedPayload = z.infer<typeof itemDeletedPayloadSchema>;
