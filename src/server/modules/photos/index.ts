/**
 * The client's photo library, My photos (decision 033): its routes; the read image-to-video
 * uses to take a photo as its input; and what submission approval uses to copy a submission's
 * images into the library.
 */
export { photoRoutes, type PhotoRoutesOptions } from './routes.js';
export { findOwnPhoto, insertPhotos, type PhotoRow } from './repo.js';
export {
  copyIntoLibrary,
  discardStoredPhotos,
  type LibraryDeps,
  type PhotoMedia,
  type StoredPhoto,
} from './library.js';
