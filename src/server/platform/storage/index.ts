import path from 'node:path';
import type { Config } from '../../config.js';
import { LocalStorage } from './local.js';
import type { StoragePort } from './port.js';
import { S3Storage } from './s3.js';

export * from './port.js';
export { assertValidKey, isValidKey, newObjectKey, ALLOWED_EXTENSIONS } from './keys.js';
export { LocalStorage } from './local.js';
export { S3Storage } from './s3.js';
export { storageRoutes } from './routes.js';

export interface CreateStorageOptions {
  /**
   * Prefix for local signed links. By default they stay relative (`/api/files/...`): the
   * browser resolves them against whatever origin it is on, which also keeps them inside the
   * CSP's 'self'. Pass config.publicUrl where an absolute link is needed.
   */
  localPublicUrl?: string;
}

/** S3 when S3_BUCKET is configured, else local disk under DATA_DIR/files. */
export function createStorage(
  config: Pick<Config, 'dataDir' | 'appSecret' | 's3'>,
  options: CreateStorageOptions = {},
): StoragePort {
  if (config.s3) return new S3Storage(config.s3);
  return new LocalStorage({
    root: path.join(config.dataDir, 'files'),
    secret: config.appSecret,
    publicUrl: options.localPublicUrl,
  });
}
export { decideRange, serveStoredObject } from './serve-ranged.js';
export { sendBytesWithRanges } from './send-bytes.js';
export { attachmentDisposition } from './signing.js';
