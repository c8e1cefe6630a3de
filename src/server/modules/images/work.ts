import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { MediaError, type MediaToolkit } from '../../media/toolkit.js';
import { EngineError, isEngineFailure } from '../../providers/engine-error.js';
import type { GeneratedImage, LocalImageFile } from '../../providers/image/port.js';
import type { JobFailure } from '../../platform/jobs/registry.js';
import { newObjectKey } from '../../platform/storage/keys.js';
import type { Bucket, StoragePort } from '../../platform/storage/port.js';
import { freshWorkDir } from '../../platform/work-dirs.js';

/**
 * What the image jobs (images.generate, references.build, podcast-assets.generate) share:
 * a work folder per attempt, inputs copied out of storage, outputs copied back in, and the
 * rule that decides whether a failure ends the row now or is retried.
 */

export interface PictureStore {
  storage: StoragePort;
  media: MediaToolkit;
}

/** The outcome of one attempt: its result, or a failure the user must fix (final at once). */
export type AttemptOutcome<T> = { result: T } | { failure: string };

/**
 * Runs `work` in a fresh folder that is removed afterwards whatever happens. A non-retryable
 * EngineError becomes a final failure; anything else (and any abort) is thrown so the
 * job platform retries with backoff and, when the retries run out, onExhausted fails the row.
 */
export async function attempt<T>(
  label: string,
  id: string,
  signal: AbortSignal,
  work: (workDir: string) => Promise<T>,
): Promise<AttemptOutcome<T>> {
  const workDir = await freshWorkDir(label, id);
  try {
    return { result: await work(workDir) };
  } catch (error) {
    const usersToFix = error instanceof EngineError && !error.retryable;
    if (signal.aborted || !usersToFix) throw error;
    return { failure: error.message };
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}

/** The failure's own message when an engine wrote it for users; else the generic one. */
export function exhaustedMessage(error: JobFailure, generic: string): string {
  return isEngineFailure(error) && error.message ? error.message : generic;
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
