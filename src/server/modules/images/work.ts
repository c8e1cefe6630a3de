import { createWriteStream } from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { MediaError, type MediaToolkit } from '../../media/toolkit.js';
import { EngineError } from '../../kernel/engine-error.js';
import type { GeneratedImage, LocalImageFile } from '../../providers/image/index.js';
import { newObjectKey, type Bucket, type StoragePort } from '../../platform/storage/index.js';

/**
 * What the image jobs (images.generate, references.build, podcast-assets.generate) share:
 * inputs copied out of storage into an attempt's folder, outputs copied back in. The attempt
 * itself (its folder, its failures) is the paid-work life cycle's (platform/paid-work).
 */

export interface PictureStore {
  storage: StoragePort;
  media: MediaToolkit;
}

/** Copies a stored picture into workDir as `<name>.<ext>`, with its size (engines need it). */
export async function fetchPicture(
  store: PictureStore,
  key: string,
  workDir: string,
  name: string,
  signal: AbortSignal,
): Promise<LocalImageFile> {
  const object = await store.storage.get(key);
  if (!object)
    throw new EngineError('image', 'A picture this needs is missing from storage', false);
  // Our own key's extension (generated from the file's content at upload).
  const filePath = path.join(workDir, `${name}${path.extname(key)}`);
  await pipeline(object.body, createWriteStream(filePath), { signal });
  const probe = await store.media.probe(filePath, signal).catch((error: unknown) => {
    if (error instanceof MediaError && error.reason === 'unreadable') return null;
    throw error;
  });
  if (!probe?.video) throw new EngineError('image', 'A picture could not be read', false);
  return {
    path: filePath,
    mimeType: object.contentType,
    width: probe.video.width,
    height: probe.video.height,
  };
}

const EXTENSIONS: Record<GeneratedImage['mimeType'], string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
};

/** Copies an engine's picture into a bucket under a fresh key of its owner; returns the key. */
export async function storePicture(
  storage: StoragePort,
  picture: GeneratedImage,
  bucket: Bucket,
  ownerId: string,
): Promise<string> {
  const extension = EXTENSIONS[picture.mimeType];
  if (!extension) throw new Error(`The engine returned an unexpected type: ${picture.mimeType}`);
  const key = newObjectKey(bucket, ownerId, extension);
  await storage.putFile(key, picture.path, { contentType: picture.mimeType });
  return key;
}

/** Best effort: a file nobody will ever link (the row failed meanwhile). */
export async function forget(storage: StoragePort, keys: readonly string[]): Promise<void> {
  await Promise.all(keys.map((key) => storage.delete(key).catch(() => {})));
}
