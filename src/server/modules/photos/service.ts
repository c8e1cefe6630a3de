import type { FastifyRequest } from 'fastify';
import {
  MAX_PHOTOS_PER_UPLOAD,
  PHOTO_LIBRARY_MAX,
  PHOTO_MESSAGES,
  PHOTO_NAME_MAX_LENGTH,
  PHOTO_UPLOAD_FIELD,
  type PhotoList,
  type PhotoUploadResponse,
} from '@shared/photos';
import type { Config } from '../../config.js';
import type { Database, Queryable } from '../../db/client.js';
import { badRequest, conflict, notFound } from '../../platform/errors.js';
import { checkPartNames, readableMultipartError } from '../../platform/uploads/index.js';
import {
  discardStoredPhotos,
  photoDto,
  storeLibraryPhoto,
  type LibraryDeps,
  type StoredPhoto,
} from './library.js';
import { countOwnPhotos, deleteOwnPhoto, insertPhotos, listOwnPhotos } from './repo.js';

/**
 * The list's cap. Uploads stop at PHOTO_LIBRARY_MAX; only approved submissions add past it, a
 * handful at a time, so in practice the list is the whole library.
 */
export const PHOTO_LIST_LIMIT = 1000;

export interface PhotosDeps extends LibraryDeps {
  config: Pick<Config, 'imageUploadLimitBytes'>;
  database: Database;
}

/** The photo library's rules: every read and change is the session user's own. */
export class PhotosService {
  constructor(private readonly deps: PhotosDeps) {}

  async list(userId: string): Promise<PhotoList> {
    const rows = await listOwnPhotos(this.deps.database.db, userId, PHOTO_LIST_LIMIT);
    return {
      photos: await Promise.all(rows.map((row) => photoDto(row, this.deps.storage))),
      limits: {
        maxFileBytes: this.deps.config.imageUploadLimitBytes,
        maxFilesPerUpload: MAX_PHOTOS_PER_UPLOAD,
        maxPhotos: PHOTO_LIBRARY_MAX,
      },
    };
  }

  /**
   * Reads a multipart upload (repeated `files`, nothing else): each file streams into the
   * library through the one image intake, at most MAX_PHOTOS_PER_UPLOAD of them; the rows are
   * written together at the end. Any refusal deletes every object this request stored, so a
   * refused upload leaves nothing. A full library is refused before any byte is stored, and
   * again in the writing transaction (two uploads at once can pass the first check together).
   * A file the library already holds (same bytes) is not kept: the answer names it.
   */
  async upload(userId: string, request: FastifyRequest): Promise<PhotoUploadResponse> {
    const { db } = this.deps.database;
    const stored: StoredPhoto[] = [];
    try {
      await assertRoom(db, userId, 1);
      for await (const part of request.parts()) {
        checkPartNames(part);
        if (part.type === 'field') throw badRequest(`Unexpected form field "${part.fieldname}"`);
        if (part.fieldname !== PHOTO_UPLOAD_FIELD) {
          throw badRequest(`Unexpected file field "${part.fieldname}"`);
        }
        if (stored.length >= MAX_PHOTOS_PER_UPLOAD) throw badRequest(PHOTO_MESSAGES.tooManyFiles);
        stored.push(
          // The request's logger: a thumbnail warning then names the request it came from.
          await storeLibraryPhoto({ ...this.deps, log: request.log }, userId, part.file, {
            name: photoName(part.filename),
            limitBytes: this.deps.config.imageUploadLimitBytes,
          }),
        );
      }
      if (stored.length === 0) throw badRequest(PHOTO_MESSAGES.chooseFiles);
      const { rows, duplicates } = await db.transaction(async (tx) => {
        const inserted = await insertPhotos(
          tx,
          stored.map((photo) => ({ ...photo, userId })),
        );
        // Counted with this upload's rows in: files already held take no room.
        await assertRoom(tx, userId, 0);
        return inserted;
      });
      await discardStoredPhotos(this.deps.storage, duplicates);
      return {
        photos: await Promise.all(rows.map((row) => photoDto(row, this.deps.storage))),
        duplicates: duplicates.map(({ name }) => ({
          name,
          message: PHOTO_MESSAGES.alreadyInLibrary,
        })),
      };
    } catch (error) {
      await discardStoredPhotos(this.deps.storage, stored);
      throw readableMultipartError(error);
    }
  }

  /**
   * Deletes the caller's photo, then its stored image and thumbnail. Video jobs made from it
   * keep their own copy (image-to-video copies a photo into the job's inputs), so nothing
   * else refers to these objects. Anyone else's photo, and an unknown or malformed id: 404.
   */
  async delete(userId: string, id: string): Promise<void> {
    const row = await deleteOwnPhoto(this.deps.database.db, userId, id);
    if (!row) throw notFound(PHOTO_MESSAGES.notFound);
    // The row is gone first: an object left by a failed delete is unreachable, never a broken
    // photo in the list. It is reported, so an operator can remove it.
    const keys = [row.storageKey, ...(row.thumbnailKey ? [row.thumbnailKey] : [])];
    await Promise.all(
      keys.map((key) =>
        this.deps.storage.delete(key).catch((error: unknown) => {
          this.deps.log.warn({ err: error, key }, 'a deleted photo left its stored object');
        }),
      ),
    );
  }
}

async function assertRoom(q: Queryable, userId: string, adding: number): Promise<void> {
  if ((await countOwnPhotos(q, userId)) + adding > PHOTO_LIBRARY_MAX) {
    throw conflict(PHOTO_MESSAGES.libraryFull(PHOTO_LIBRARY_MAX));
  }
}

/** The sent file's name without any folder part, bounded; "photo" when it has none. */
function photoName(filename: string): string {
  const base = filename.split(/[\\/]/).at(-1)?.trim() ?? '';
  return Array.from(base).slice(0, PHOTO_NAME_MAX_LENGTH).join('') || 'photo';
}
