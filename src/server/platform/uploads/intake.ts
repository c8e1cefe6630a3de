import { createWriteStream, type WriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { Transform, type Readable, type TransformCallback } from 'node:stream';
import { AppError, badRequest } from '../errors.js';
import { newObjectKey } from '../storage/keys.js';
import type { Bucket, StoragePort } from '../storage/port.js';
import {
  detectFormat,
  emptyFileMessage,
  SNIFF_BYTES,
  tooLargeMessage,
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
  /** A copy on this machine (only when `localCopyPath` was given), e.g. for ffprobe. */
  localPath: string | undefined;
}

export interface ReceiveUploadOptions {
  kind: UploadKind;
  storage: StoragePort;
  bucket: Bucket;
  ownerId: string;
  limitBytes: number;
  /** Also writes the bytes here while they stream to storage (same pass, same backpressure). */
  localCopyPath?: string;
}

/**
 * Streams one uploaded file to storage. The first bytes decide the format (and with it the
 * key's extension) before anything is stored; the size limit is enforced on every chunk, so
 * an oversized file is cut off mid-stream, not after it was read whole. On any failure no
 * object and no local copy is left behind. Throws a 4xx AppError a user can act on (413 for
 * a file over the limit, 400 otherwise).
 */
export async function receiveUpload(
  source: Readable,
  options: ReceiveUploadOptions,
): Promise<StoredUpload> {
  const guard = new UploadGuard(options.kind, options.limitBytes, options.localCopyPath);
  const forwardError = (error: Error) => guard.destroy(error);
  source.once('error', forwardError);
  source.pipe(guard);
  let key: string | undefined;
  try {
    const format = await guard.formatKnown;
    key = newObjectKey(options.bucket, options.ownerId, format.extension);
    const { size } = await options.storage.put(key, guard, { contentType: format.contentType });
    return { kind: options.kind, key, format, size, localPath: options.localCopyPath };
  } catch (error) {
    source.unpipe(guard);
    guard.destroy();
    await Promise.all([
      key ? options.storage.delete(key).catch(() => {}) : undefined,
      options.localCopyPath ? rm(options.localCopyPath, { force: true }) : undefined,
    ]);
    // The guard's own verdict (wrong format, too large) beats the storage's echo of it.
    throw guard.failure ?? error;
  } finally {
    source.off('error', forwardError);
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
