import { randomUUID } from 'node:crypto';
import { createWriteStream, type WriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Transform, type Readable, type TransformCallback } from 'node:stream';
import { MediaError, type MediaToolkit } from '../../media/toolkit.js';
import { AppError, badRequest } from '../errors.js';
import { newObjectKey, type Bucket, type StoragePort } from '../storage/index.js';
import {
  detectFormat,
  emptyFileMessage,
  SNIFF_BYTES,
  tooLargeMessage,
  unreadableMessage,
  wrongFormatMessage,
  type UploadFormat,
  type UploadKind,
} from './formats.js';

export interface StoredUpload {
  kind: UploadKind;
  /** Generated here: `<bucket>/<owner>/<yyyy>/<mm>/<uuid>.<ext>`, never the sent name. */
  key: string;
  format: UploadFormat;
  size: number;
  /** An image's size, from its decoded first frame; undefined for audio. */
  dimensions: { width: number; height: number } | undefined;
  /** A copy on this machine (only when `localCopyPath` was given), e.g. for ffprobe. */
  localPath: string | undefined;
}

/** What decodes an uploaded image (the media toolkit: ffprobe, out of process). */
export type ImageDecoder = Pick<MediaToolkit, 'decodeImage'>;

export interface ReceiveUploadOptions {
  kind: UploadKind;
  storage: StoragePort;
  bucket: Bucket;
  ownerId: string;
  limitBytes: number;
  /** Every image is decoded before it is accepted (required: no upload path may skip it). */
  media: ImageDecoder;
  /** Also writes the bytes here while they stream to storage (same pass, same backpressure). */
  localCopyPath?: string;
}

/**
 * Streams one uploaded file to storage. The first bytes decide the format (and with it the
 * key's extension) before anything is stored; the size limit is enforced on every chunk, so
 * an oversized file is cut off mid-stream, not after it was read whole. An image is then
 * decoded from a local copy written in the same pass (every image upload of the app comes
 * through here: custom references, image-to-video, podcast portraits), so a file with an
 * image's first bytes and no picture is refused at upload, not by a job later. On any failure
 * no object and no local copy is left behind. Throws a 4xx AppError a user can act on (413
 * for a file over the limit, 400 otherwise).
 */
export async function receiveUpload(
  source: Readable,
  options: ReceiveUploadOptions,
): Promise<StoredUpload> {
  // An image needs a local copy to be decoded; one made only for that goes when we are done.
  const decodeOnlyCopy =
    options.kind === 'image' && !options.localCopyPath
      ? path.join(tmpdir(), `reelcast-intake-${randomUUID()}`)
      : undefined;
  const localCopy = options.localCopyPath ?? decodeOnlyCopy;
  const guard = new UploadGuard(options.kind, options.limitBytes, localCopy);
  const forwardError = (error: Error) => guard.destroy(error);
  source.once('error', forwardError);
  source.pipe(guard);
  let key: string | undefined;
  try {
    const format = await guard.formatKnown;
    key = newObjectKey(options.bucket, options.ownerId, format.extension);
    const { size } = await options.storage.put(key, guard, { contentType: format.contentType });
    const dimensions =
      options.kind === 'image' ? await decodeUploadedImage(options.media, localCopy!) : undefined;
    return { kind: options.kind, key, format, size, dimensions, localPath: options.localCopyPath };
  } catch (error) {
    source.unpipe(guard);
    guard.destroy();
    await Promise.all([
      key ? options.storage.delete(key).catch(() => {}) : undefined,
      localCopy ? rm(localCopy, { force: true }) : undefined,
    ]);
    // The guard's own verdict (wrong format, too large) beats the storage's echo of it.
    throw guard.failure ?? error;
  } finally {
    source.off('error', forwardError);
    if (decodeOnlyCopy) await rm(decodeOnlyCopy, { force: true });
  }
}

/** The picture's size, or the one 400 every image upload answers when nothing decodes. */
async function decodeUploadedImage(
  media: ImageDecoder,
  filePath: string,
): Promise<{ width: number; height: number }> {
  try {
    return await media.decodeImage(filePath);
  } catch (error) {
    // Too slow to decode (30 s) counts as unreadable too: it would be as slow in every job.
    const unreadable =
      error instanceof MediaError && (error.reason === 'unreadable' || error.reason === 'timeout');
    if (unreadable) throw badRequest(unreadableMessage('image'));
    throw error;
  }
}

/**
 * Passes bytes through while it: holds the first SNIFF_BYTES until the format is known,
 * counts every byte against the limit, and tees the bytes into an optional local file.
 */
class UploadGuard extends Transform {
  failure: AppError | undefined;
  readonly formatKnown: Promise<UploadFormat>;
  #resolveFormat!: (format: UploadFormat) => void;
  #rejectFormat!: (error: unknown) => void;
  #format: UploadFormat | undefined;
  #head: Buffer[] = [];
  #headBytes = 0;
  #total = 0;
  readonly #localCopy: WriteStream | undefined;

  constructor(
    private readonly kind: UploadKind,
    private readonly limitBytes: number,
    localCopyPath: string | undefined,
  ) {
    super();
    this.formatKnown = new Promise((resolve, reject) => {
      this.#resolveFormat = resolve;
      this.#rejectFormat = reject;
    });
    // Failures reach the caller through formatKnown, storage.put's rejection and `failure`;
    // an 'error' emitted before storage reads from us must not crash the process.
    this.formatKnown.catch(() => {});
    this.on('error', () => {});
    this.#localCopy = localCopyPath ? createWriteStream(localCopyPath, { flags: 'wx' }) : undefined;
    this.#localCopy?.on('error', (error) => this.destroy(error));
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.#total += chunk.length;
    if (this.#total > this.limitBytes) {
      return done(this.#refuse(new AppError(413, tooLargeMessage(this.kind, this.limitBytes))));
    }
    if (this.#format) return this.#forward(chunk, done);
    this.#head.push(chunk);
    this.#headBytes += chunk.length;
    if (this.#headBytes < SNIFF_BYTES) return done();
    this.#sniff(done);
  }

  override _flush(done: TransformCallback): void {
    const finish = () => {
      if (!this.#localCopy) return done();
      this.#localCopy.end(() => done());
    };
    if (this.#format) return finish();
    if (this.#total === 0) return done(this.#refuse(badRequest(emptyFileMessage(this.kind))));
    this.#sniff((error) => (error ? done(error) : finish()));
  }

  override _destroy(error: Error | null, done: (error?: Error | null) => void): void {
    this.#rejectFormat(error ?? new Error('The upload stopped before it could be read'));
    this.#localCopy?.destroy();
    done(error);
  }

  #sniff(done: TransformCallback): void {
    const head = Buffer.concat(this.#head);
    this.#head = [];
    const format = detectFormat(this.kind, head);
    if (!format) return done(this.#refuse(badRequest(wrongFormatMessage(this.kind))));
    this.#format = format;
    this.#resolveFormat(format);
    this.#forward(head, done);
  }

  #forward(chunk: Buffer, done: TransformCallback): void {
    this.push(chunk);
    if (!this.#localCopy || this.#localCopy.write(chunk)) return done();
    this.#localCopy.once('drain', () => done());
  }

  #refuse(failure: AppError): AppError {
    this.failure = failure;
    this.#rejectFormat(this.failure);
    return this.failure;
  }
}
