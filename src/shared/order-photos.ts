import { z } from 'zod';
import { orderPhotoSourceSchema, orderSummarySchema } from './orders.js';

/**
 * An order's photos (issue 28, decision 056 "Opening orders and their photos"): what the client
 * (and the operator) see and send on the order page. Contracts shared by the server and the web.
 */

/** The multipart file field of the order page's upload (repeated, one part per photo). */
export const ORDER_PHOTO_UPLOAD_FIELD = 'files';

export const orderPhotoSchema = z.object({
  id: z.string(),
  name: z.string(),
  source: orderPhotoSourceSchema,
  createdAt: z.string(),
  /** Signed links (1 hour): the full image and a small JPEG (the full image when none). */
  url: z.string(),
  thumbnailUrl: z.string(),
  /** True once a clip was made from it: it can no longer be removed from the order. */
  usedByClip: z.boolean(),
});
export type OrderPhoto = z.infer<typeof orderPhotoSchema>;

/** GET /api/orders/:id: the order, its photos, and why photos may be missing. */
export const orderDetailSchema = z.object({
  order: orderSummarySchema,
  photos: z.array(orderPhotoSchema),
  /** Photos still to add before the allowance is full (0 once full). */
  photosWanted: z.number().int(),
  /** True while photos can be added, removed, or production started (waiting for photos). */
  canChangePhotos: z.boolean(),
  /** A note for the client when photos are missing (e.g. a Drive folder the team will add). */
  photosNote: z.string().nullable(),
});
export type OrderDetail = z.infer<typeof orderDetailSchema>;

/** POST …/photos/from-library: photo ids from My photos. */
export const orderPhotosFromLibraryBodySchema = z.object({
  photoIds: z.array(z.string().max(64)).min(1, 'Choose at least one photo').max(50),
});
export type OrderPhotosFromLibraryBody = z.infer<typeof orderPhotosFromLibraryBodySchema>;

/** What adding photos answers: the order as it is now, and what was not added and why. */
export const orderPhotosAddedSchema = orderDetailSchema.extend({
  added: z.number().int(),
  skipped: z.array(z.object({ name: z.string(), message: z.string() })),
});
export type OrderPhotosAdded = z.infer<typeof orderPhotosAddedSchema>;

export const ORDER_PHOTO_MESSAGES = {
  full: (allowance: number) =>
    `This order already holds ${allowance} photos, one for each clip: remove one to add another`,
  alreadyInOrder: 'Already in this order',
  notWaiting: 'Production has started: the photos of this order can no longer be changed',
  usedByClip: 'A clip was made from this photo: it cannot be removed',
  noPhotos: 'Add at least one photo before starting production',
  chooseFiles: 'Choose at least one photo to upload',
  unreadable: 'This photo could not be read',
  libraryPhotoNotFound: 'Photo not found in My photos',
  addFromLibrary: 'Add from My photos',
  upload: 'Upload photos',
  start: 'Start production with these photos',
  started: 'Production started',
  remove: 'Remove',
  count: (count: number, allowance: number) => `${count} of ${allowance} photos`,
  driveFolderPending:
    'Your Google Drive folder is being added by our team: its photos will appear here. You can also add photos yourself.',
  addPhotos:
    'Add a photo for each clip: from My photos or by uploading them here. When you have added them all, production starts; or start it with the photos you have.',
} as const;
