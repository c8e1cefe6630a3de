import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { z } from 'zod';
import { MediaError, type MediaProbe } from '../../media/toolkit.js';
import { badRequest } from '../../platform/errors.js';
import {
  unreadableMessage,
  type StoredUpload,
  type UploadForm,
  type UploadKind,
} from '../../platform/uploads/index.js';
import type { FormReader, VideosServiceDeps } from './service.js';

/**
 * A create request's multipart form: its files stored before the job's transaction (they
 * stream), its fields parsed, its audio probed; the stored files deleted when it is refused.
 */

export type UploadDeps = Pick<VideosServiceDeps, 'config' | 'storage' | 'media'>;

/**
 * Streams the form's files into hedra-inputs (with local copies for ffprobe in a temp
 * folder), runs `use`, and deletes the stored files when `use` refuses the request.
 */
export async function withUploads<F extends string, T>(
  deps: UploadDeps,
  userId: string,
  files: Record<F, UploadKind>,
  readForm: FormReader<F>,
  use: (form: UploadForm<F>) => Promise<T>,
): Promise<T> {
  const localCopyDir = await mkdtemp(path.join(tmpdir(), 'reelcast-upload-'));
  try {
    const form = await readForm({
      files,
      storage: deps.storage,
      bucket: 'hedra-inputs',
      ownerId: userId,
      limits: {
        image: deps.config.imageUploadLimitBytes,
        audio: deps.config.audioUploadLimitBytes,
      },
      media: deps.media,
      localCopyDir,
    });
    try {
      return await use(form);
    } catch (error) {
      await form.discard();
      throw error;
    }
  } finally {
    await rm(localCopyDir, { recursive: true, force: true });
  }
}

/** Multipart fields through the route's zod schema; the first problem becomes the 400. */
export function parseFields<S extends z.ZodType>(
  schema: S,
  fields: Record<string, string>,
): z.output<S> {
  const result = schema.safeParse(fields);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue?.path.join('.');
  const message = issue?.message ?? 'is invalid';
  throw badRequest(field ? `body.${field}: ${message}` : `body: ${message}`);
}

/** An uploaded audio file's length in seconds (from its local copy); 400 when unreadable. */
export async function probeAudioLength(
  media: UploadDeps['media'],
  audio: StoredUpload,
): Promise<number> {
  const message = unreadableMessage('audio');
  const probe = await probeUpload(media, audio, message);
  if (!probe.audio || !probe.durationSeconds || probe.durationSeconds <= 0) {
    throw badRequest(message);
  }
  return probe.durationSeconds;
}

async function probeUpload(
  media: UploadDeps['media'],
  file: StoredUpload,
  unreadable: string,
): Promise<MediaProbe> {
  if (!file.localPath) throw new Error('uploads must be copied locally to be probed');
  try {
    return await media.probe(file.localPath);
  } catch (error) {
    if (error instanceof MediaError && error.reason === 'unreadable') {
      throw badRequest(unreadable);
    }
    throw error;
  }
}
