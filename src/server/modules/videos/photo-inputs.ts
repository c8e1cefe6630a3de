import { PHOTO_MESSAGES } from '@shared/photos';
import type { Queryable } from '../../db/client.js';
import { notFound } from '../../platform/errors.js';
import type { StoragePort } from '../../platform/storage/port.js';
import {
  receiveUpload,
  type ImageDecoder,
  type StoredUpload,
} from '../../platform/uploads/index.js';
import { findOwnPhoto } from '../photos/index.js';

export interface PhotoInputDeps {
  db: Queryable;
  storage: StoragePort;
  media: ImageDecoder;
  /** The same per-file limit an uploaded image has (IMAGE_UPLOAD_LIMIT_BYTES). */
  limitBytes: number;
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
  // Deleted since the lookup, or its object lost: not a photo the job can have either.
  const source = photo ? await deps.storage.get(photo.storageKey) : null;
  if (!source) throw notFound(PHOTO_MESSAGES.notFound);
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
    // A copy that stopped early must not keep the photo's file or connection open.
    source.body.destroy();
  }
}
