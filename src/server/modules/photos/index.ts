/**
 * The client's photo library, My photos (decision 033): its routes; the read image-to-video
 * uses to take a photo as its input; and what submission approval uses to copy a submission's
 * images into the library.
 */

import { routePlugin, type ModuleDescriptor } from '../../platform/modules.js';
import type { WebModuleContext } from '../context.js';
import { photoRoutes } from './routes.js';

export { photoRoutes, type PhotoRoutesOptions } from './routes.js';
export { findOwnPhoto, insertPhotos, type PhotoRow } from './repo.js';
export { PhotosService } from './service.js';
export {
  copyIntoLibrary,
  copyPhotoInto,
  discardStoredPhotos,
  photoDto,
  storeLibraryPhoto,
  storePhotoIn,
  type PhotoPlace,
  type LibraryDeps,
  type PhotoMedia,
  type StoredPhoto,
} from './library.js';

type PhotosWebContext = Pick<WebModuleContext, 'config' | 'database' | 'storage' | 'media' | 'log'>;

export const photosModule = {
  name: 'photos',
  routes: [
    routePlugin(photoRoutes, ({ config, database, storage, media, log }: PhotosWebContext) => ({
      config,
      database,
      storage,
      media,
      log,
    })),
  ],
} satisfies ModuleDescriptor<object, PhotosWebContext>;
