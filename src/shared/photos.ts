import { z } from 'zod';

/**
 * The client's photo library ("My photos", decision 033): the photos a person owns, from an
 * approved submission (decision 030) or uploaded into the library, usable as image-to-video
 * inputs. Contracts shared by the server and the web.
 */

/** The multipart file field of POST /api/photos (repeated, one part per photo). */
export const PHOTO_UPLOAD_FIELD = 'files';

/**
 * Photos one upload request may carry: the submission form's "up to 10 files at a time", so a
 * request stays a few hundred MB at most; the page sends a larger choice in groups of this size.
 */
export const MAX_PHOTOS_PER_UPLOAD = 10;

/**
 * Photos one library may hold through uploads: bounds what one free account can store (at the
 * 20 MB image limit, 10 GB). Approved submissions are not refused by it: the operator chose them.
 */
export const PHOTO_LIBRARY_MAX = 500;

/** The formats the one image intake accepts (decision 020), as the file picker's filter. */
export const PHOTO_CONTENT_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
export const PHOTO_ACCEPT = PHOTO_CONTENT_TYPES.join(',');

/** A photo's name as shown (the sent file's name): bounded, never part of a storage key. */
export const PHOTO_NAME_MAX_LENGTH = 200;

export const PHOTO_MESSAGES = {
  notFound: 'Photo not found',
  chooseFiles: 'Choose at least one photo to upload',
  tooManyFiles: `Please select up to ${MAX_PHOTOS_PER_UPLOAD} photos at a time`,
  libraryFull: (max: number) =>
    `Your library holds at most ${max} photos: delete some to make room for new ones`,
  notAnImage: (name: string) => `${name} is not a JPEG, PNG, WebP or GIF image`,
  tooLarge: (name: string, limit: string) => `${name} is larger than ${limit}`,
  emptyFile: (name: string) => `${name} is empty`,
  uploaded: (count: number) => `${count} ${count === 1 ? 'photo' : 'photos'} added to My photos`,
  alreadyInLibrary: 'Already in your photos',
  uploadFailed: 'The photos could not be uploaded',
  deleted: 'Photo deleted',
  deleteFailed: 'The photo could not be deleted',
  loadFailed: 'Your photos could not be loaded',
  emptyTitle: 'No photos yet',
  empty:
    'Upload photos here, or send them to us from /upload: once approved they appear here too. ' +
    'Then bring them to life in the video studio (Image to Video, "Choose from My photos").',
} as const;

export const photoSchema = z.object({
  id: z.string(),
  /** The name the file had when it was sent. */
  name: z.string(),
  /** Bytes of the full image. */
  size: z.number().int(),
  contentType: z.string(),
  createdAt: z.string(),
  /** Signed links (1 hour): the full image, and a small JPEG (the full image when none). */
  url: z.string(),
  thumbnailUrl: z.string(),
  /** The full image offered as a download under its name. */
  downloadUrl: z.string(),
});
export type Photo = z.infer<typeof photoSchema>;

/** The library's limits, so the page checks what the server will check. */
export const photoLimitsSchema = z.object({
  maxFileBytes: z.number().int(),
  maxFilesPerUpload: z.number().int(),
  maxPhotos: z.number().int(),
});
export type PhotoLimits = z.infer<typeof photoLimitsSchema>;

/** GET /api/photos: the caller's photos, newest first. */
export const photoListSchema = z.object({
  photos: z.array(photoSchema),
  limits: photoLimitsSchema,
});
export type PhotoList = z.infer<typeof photoListSchema>;

/** A sent file the library already holds (same bytes): not stored again. */
export const photoDuplicateSchema = z.object({
  /** The sent file's name. */
  name: z.string(),
  /** PHOTO_MESSAGES.alreadyInLibrary */
  message: z.string(),
});
export type PhotoDuplicate = z.infer<typeof photoDuplicateSchema>;

/**
 * POST /api/photos (multipart, repeated `files`): the photos added, in the order sent, and the
 * files left out because the library already holds them.
 */
export const photoUploadResponseSchema = z.object({
  photos: z.array(photoSchema),
  duplicates: z.array(photoDuplicateSchema),
});
export type PhotoUploadResponse = z.infer<typeof photoUploadResponseSchema>;

/** DELETE /api/photos/:id */
export const photoDeletedSchema = z.object({ id: z.string(), message: z.string() });
