import { PHOTO_MESSAGES } from '@shared/photos';
import { VIDEO_MESSAGES } from '@shared/videos';
import type { Queryable } from '../../db/client.js';
import { badRequest, notFound } from '../../platform/errors.js';
import type { StoragePort } from '../../platform/storage/index.js';
import {
  receiveUpload,
  type ImageDecoder,
  type StoredUpload,
} from '../../platform/uploads/index.js';
import { findOwnPhoto } from '../photos/index.js';
import { findOwnBackground } from '../podcast-assets/index.js';
import { isUuid } from '../../platform/http/index.js';
import type { VideosServiceDeps } from './service.js';

export interface PhotoInputDeps {
  db: Queryable;
  storage: StoragePort;
  media: ImageDecoder;
  /** The same per-file limit an uploaded image has (IMAGE_UPLOAD_LIMIT_BYTES). */
  limitBytes: number;
}

/** The service's deps as the copies take them: an image upload's limit for each copy. */
export function photoInputDeps(
  deps: Pick<VideosServiceDeps, 'database' | 'storage' | 'media' | 'config'>,
): PhotoInputDeps {
  const { database, storage, media, config } = deps;
  return { db: database.db, storage, media, limitBytes: config.imageUploadLimitBytes };
}

/**
 * Image to video's image taken from the user's photo library (photoId) instead of an upload.
 * Looked up for the session's user only (anyone else's, an unknown and a malformed id answer
 * 404, like characterPortraitKey). Unlike a character's portrait it is not used in place but
 * copied into the job's own inputs (hedra-inputs), through the very intake an uploaded file
 * goes through (format, limit, decode: the same aspect ratio and price follow): a photo can be
 * deleted at any time, and the job must still render, and render again, without it.
 */
export async function copyPhotoInput(
  deps: PhotoInputDeps,
  userId: string,
  photoId: string | undefined,
): Promise<StoredUpload> {
  const photo = photoId ? await findOwnPhoto(deps.db, userId, photoId) : undefined;
  return copyStoredImage(deps, userId, photo?.storageKey, PHOTO_MESSAGES.notFound);
}

/**
 * A saved background of the user's (backgroundId), for Image to Video's image or a podcast
 * clip's set: the owner's only (anyone else's, an unknown and a malformed id answer 404), and
 * ready. Copied into the job's inputs like a photo, so deleting the background later leaves
 * the job able to render.
 */
export async function copyBackgroundInput(
  deps: PhotoInputDeps,
  userId: string,
  backgroundId: string | undefined,
): Promise<StoredUpload> {
  const background =
    backgroundId && isUuid(backgroundId)
      ? await findOwnBackground(deps.db, userId, backgroundId)
      : undefined;
  if (!background) throw notFound(VIDEO_MESSAGES.backgroundNotFound);
  if (background.status !== 'ready' || !background.imageKey) {
    throw badRequest(VIDEO_MESSAGES.backgroundNotReady);
  }
  return copyStoredImage(deps, userId, background.imageKey, VIDEO_MESSAGES.backgroundNotFound);
}

/** Copies a stored picture into hedra-inputs through the upload intake; 404 when it is gone. */
async function copyStoredImage(
  deps: PhotoInputDeps,
  userId: string,
  storageKey: string | undefined,
  notFoundMessage: string,
): Promise<StoredUpload> {
  // Deleted since the lookup, or its object lost: not a picture the job can have either.
  const source = storageKey ? await deps.storage.get(storageKey) : null;
  if (!source) throw notFound(notFoundMessage);
  try {
    return await receiveUpload(source.body, {
      kind: 'image',
      storage: deps.storage,
      bucket: 'hedra-inputs',
      ownerId: userId,
      limitBytes: deps.limitBytes,
      media: deps.media,
    });
  } finally {
    // A copy that stopped early must not keep the source's file or connection open.
    source.body.destroy();
  }
}
