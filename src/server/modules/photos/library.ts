import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import type { Photo } from '@shared/photos';
import { readImageOrientation } from '../../media/orientation.js';
import { planThumbnail } from '../../media/plan.js';
import type { MediaToolkit } from '../../media/toolkit.js';
import { newObjectKey, type Bucket, type StoragePort } from '../../platform/storage/index.js';
import { receiveUpload } from '../../platform/uploads/index.js';
import type { PhotoRow } from './repo.js';

/** What the library needs from the media layer: the intake's decoder and ffmpeg. */
export type PhotoMedia = Pick<MediaToolkit, 'decodeImage' | 'run'>;

export interface LibraryDeps {
  storage: StoragePort;
  media: PhotoMedia;
  /** Where a thumbnail that could not be made is reported (the photo is kept without one). */
  log: Pick<FastifyBaseLogger, 'warn'>;
}

/** A photo's stored objects and what its row will say, before the row exists. */
export interface StoredPhoto {
  storageKey: string;
  thumbnailKey: string | null;
  name: string;
  size: number;
  contentType: string;
  /** SHA-256 of the image's bytes: the library keeps each image once. */
  contentHash: string;
}

/**
 * The thumbnail's longest side: a grid cell is at most ~300 CSS pixels, so 640 stays sharp on
 * a 2x screen while weighing tens of KB instead of a photo's megabytes.
 */
export const THUMBNAIL_MAX_SIZE = 640;
const THUMBNAIL_TIMEOUT_MS = 30_000;

/**
 * Streams one image into `userId`'s library: through the one image intake (format by its
 * bytes, size limit while it streams, decoded; decision 020) to a server key under
 * `client-photos/<userId>/…`, then a small upright JPEG is made from the local copy written in
 * the same pass. On a refusal the intake has left nothing stored.
 */
export async function storeLibraryPhoto(
  deps: LibraryDeps,
  userId: string,
  source: Readable,
  options: { name: string; limitBytes: number },
): Promise<StoredPhoto> {
  return storePhotoIn(deps, { bucket: 'client-photos', ownerId: userId }, source, options);
}

/** Where a stored photo and its thumbnail go: `<bucket>/<ownerId>/…`. */
export interface PhotoPlace {
  bucket: Bucket;
  ownerId: string;
}

/**
 * storeLibraryPhoto's intake for any place: a service order keeps its photos under
 * `order-photos/<orderId>/…` (their own objects, so the library's deletes never reach them).
 */
export async function storePhotoIn(
  deps: LibraryDeps,
  place: PhotoPlace,
  source: Readable,
  options: { name: string; limitBytes: number },
): Promise<StoredPhoto> {
  const workDir = await mkdtemp(path.join(tmpdir(), 'reelcast-photo-'));
  try {
    const upload = await receiveUpload(source, {
      kind: 'image',
      storage: deps.storage,
      bucket: place.bucket,
      ownerId: place.ownerId,
      limitBytes: options.limitBytes,
      media: deps.media,
      localCopyPath: path.join(workDir, 'original'),
    });
    return {
      storageKey: upload.key,
      thumbnailKey: await storeThumbnail(deps, place, upload.localPath!, workDir),
      name: options.name,
      size: upload.size,
      contentType: upload.format.contentType,
      contentHash: await sha256Of(upload.localPath!),
    };
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}

/**
 * Copies an image already in storage (a submission's, checked when it was sent) into the
 * library: its own object, so deleting the photo never touches the source. Null when the
 * source object is gone.
 */
export async function copyIntoLibrary(
  deps: LibraryDeps,
  userId: string,
  image: { key: string; name: string },
): Promise<StoredPhoto | null> {
  return copyPhotoInto(deps, { bucket: 'client-photos', ownerId: userId }, image);
}

/** copyIntoLibrary for any place (a service order's own copy of a library photo). */
export async function copyPhotoInto(
  deps: LibraryDeps,
  place: PhotoPlace,
  image: { key: string; name: string },
): Promise<StoredPhoto | null> {
  const source = await deps.storage.get(image.key);
  if (!source) return null;
  try {
    // No size limit: the image passed the limit of its day when it was sent.
    return await storePhotoIn(deps, place, source.body, {
      name: image.name,
      limitBytes: Number.POSITIVE_INFINITY,
    });
  } finally {
    // A copy that stopped early must not keep the source's file or connection open.
    source.body.destroy();
  }
}

/** The hex SHA-256 of a file, read as a stream (a photo may be 20 MB). */
async function sha256Of(filePath: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(filePath)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** Deletes stored photos' objects, best effort: for a request refused after storing them. */
export async function discardStoredPhotos(
  storage: StoragePort,
  photos: readonly { storageKey: string; thumbnailKey?: string | null }[],
): Promise<void> {
  const keys = photos.flatMap((photo) => [photo.storageKey, photo.thumbnailKey ?? []].flat());
  await Promise.all(keys.map((key) => storage.delete(key).catch(() => {})));
}

/**
 * A small upright JPEG of the picture, stored beside it; null (and a warning) when it could
 * not be made: the photo is still good, and the grid then shows the full image.
 */
async function storeThumbnail(
  deps: LibraryDeps,
  place: PhotoPlace,
  imagePath: string,
  workDir: string,
): Promise<string | null> {
  const output = path.join(workDir, 'thumbnail.jpg');
  let key: string | undefined;
  try {
    const orientation = await readImageOrientation(imagePath);
    const plan = { image: imagePath, output, maxSize: THUMBNAIL_MAX_SIZE, orientation };
    await deps.media.run(planThumbnail(plan), { timeoutMs: THUMBNAIL_TIMEOUT_MS });
    key = newObjectKey(place.bucket, place.ownerId, 'jpg');
    // putFile rejects when ffmpeg exited cleanly without writing a frame.
    await deps.storage.putFile(key, output, { contentType: 'image/jpeg' });
    return key;
  } catch (error) {
    if (key) await deps.storage.delete(key).catch(() => {});
    deps.log.warn({ err: error }, 'photo thumbnail could not be made: the grid shows the photo');
    return null;
  }
}

/** A photo as its owner sees it: signed links (1 hour) to the image and its thumbnail. */
export async function photoDto(row: PhotoRow, storage: StoragePort): Promise<Photo> {
  const [url, thumbnailUrl, downloadUrl] = await Promise.all([
    storage.signedUrl(row.storageKey),
    row.thumbnailKey ? storage.signedUrl(row.thumbnailKey) : null,
    storage.signedUrl(row.storageKey, { downloadName: row.name }),
  ]);
  return {
    id: row.id,
    name: row.name,
    size: row.size,
    contentType: row.contentType,
    createdAt: row.createdAt.toISOString(),
    url,
    thumbnailUrl: thumbnailUrl ?? url,
    downloadUrl,
  };
}
