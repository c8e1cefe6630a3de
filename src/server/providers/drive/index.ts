import type { Config } from '../../config.js';
import { GoogleDriveFolders } from './google.js';
import { DriveUnavailableError, type DriveFolders } from './port.js';

export * from './port.js';
export { GoogleDriveFolders, type GoogleDriveOptions } from './google.js';

/**
 * Without a key: the link's form was checked by the caller; the folder counts as 10 images,
 * and nothing in it can be downloaded.
 */
export const formOnlyDriveFolders: DriveFolders = {
  mode: 'form-only',
  listImages: async () => ({ kind: 'assumed' }),
  openImage: () => Promise.reject(new DriveUnavailableError('No GOOGLE_API_KEY: form-only')),
};

/** Drive listing when GOOGLE_API_KEY is set, else the form check only. */
export function createDriveFolders(config: Pick<Config, 'drive'>): DriveFolders {
  return config.drive ? new GoogleDriveFolders(config.drive) : formOnlyDriveFolders;
}
