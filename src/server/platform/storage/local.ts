import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import {
  mkdir,
  open,
  readFile,
  rename,
  rm,
  stat,
  writeFile,
  type FileHandle,
} from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { putLocalFile } from './put-file.js';
import { assertValidKey, contentTypeForKey, InvalidObjectKeyError } from './keys.js';
import {
  RangeNotSatisfiableError,
  SIGNED_URL_TTL_SECONDS,
  type ByteRange,
  type StoragePort,
  type StoredObject,
  type StoredObjectInfo,
} from './port.js';
import { signLocalUrl } from './signing.js';

export interface LocalStorageOptions {
  /** The folder holding every object (the app passes DATA_DIR/files). */
  root: string;
  /** The app secret that signs `/api/files/...` links. */
  secret: string;
  /** Prefix for signed links (e.g. https://app.example.com); relative links when absent. */
  publicUrl?: string | undefined;
}

interface Sidecar {
  contentType: string;
}

function isMissingFileError(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  return code === 'ENOENT' || code === 'ENOTDIR';
}

/**
 * Objects on local disk: key `a/b/c.mp4` lives at `<root>/a/b/c.mp4`.
 *
 * Content type: kept in a sidecar `.<name>.meta.json` next to the file, so `get`/`head`
 * return exactly what `put` was given (as S3 does), e.g. `text/vtt; charset=utf-8` versus a
 * guess. When a sidecar is missing or unreadable the type is derived from the key's extension,
 * which the key rules restrict to a known list. The data file is the object: it exists or not;
 * the sidecar only describes it.
 *
 * Internal files (temp files, sidecars) start with a dot; key segments never may, so no key
 * can address them.
 */
export class LocalStorage implements StoragePort {
  readonly kind = 'local' as const;
  private readonly root: string;

  constructor(private readonly options: LocalStorageOptions) {
    if (!options.secret) throw new Error('LocalStorage needs a secret to sign links');
    this.root = path.resolve(options.root);
  }

  /** The file for a key, after checking the key cannot leave the root. */
  private fileFor(key: string): string {
    assertValidKey(key);
    const file = path.resolve(this.root, ...key.split('/'));
    // Defence in depth: assertValidKey already rules out `..` and absolute keys.
    if (!file.startsWith(this.root + path.sep)) {
      throw new InvalidObjectKeyError('Invalid storage key: outside the storage root');
    }
    return file;
  }

  private sidecarFor(file: string): string {
    return path.join(path.dirname(file), `.${path.basename(file)}.meta.json`);
  }

  private async contentTypeOf(key: string, file: string): Promise<string> {
    try {
      const parsed = JSON.parse(await readFile(this.sidecarFor(file), 'utf8')) as Partial<Sidecar>;
      if (typeof parsed.contentType === 'string' && parsed.contentType) return parsed.contentType;
    } catch {
      // Missing or damaged sidecar: fall back to the extension below.
    }
    return contentTypeForKey(key);
  }

  /**
   * Writes to a temp file in the destination folder, then renames it over the final name:
   * rename within one folder is atomic, so readers see the whole object or none, and a body
   * stream that fails midway leaves nothing behind (its temp file is removed).
   */
  async put(
    key: string,
    body: Readable | Buffer,
    options: { contentType: string },
  ): Promise<StoredObjectInfo> {
    const file = this.fileFor(key);
    const dir = path.dirname(file);
    await mkdir(dir, { recursive: true });
    const tag = randomUUID();
    const tempFile = path.join(dir, `.${path.basename(file)}.${tag}.tmp`);
    const tempSidecar = path.join(dir, `.${path.basename(file)}.${tag}.meta.tmp`);
    try {
      const source = Buffer.isBuffer(body) ? Readable.from([body]) : body;
      // flush: fsync before close, so a crash after the rename cannot leave an empty file.
      await pipeline(source, createWriteStream(tempFile, { flags: 'wx', flush: true }));
      const { size } = await stat(tempFile);
      const sidecar: Sidecar = { contentType: options.contentType };
      await writeFile(tempSidecar, JSON.stringify(sidecar), { flag: 'wx', flush: true });
      // Sidecar first: once the data file appears, its description is already in place.
      await rename(tempSidecar, this.sidecarFor(file));
      await rename(tempFile, file);
      return { size, contentType: options.contentType };
    } catch (error) {
      await Promise.all([rm(tempFile, { force: true }), rm(tempSidecar, { force: true })]);
      throw error;
    }
  }

  putFile(
    key: string,
    filePath: string,
    options: { contentType: string },
  ): Promise<StoredObjectInfo> {
    return putLocalFile(filePath, (body) => this.put(key, body, options));
  }

  async get(key: string, range?: ByteRange): Promise<StoredObject | null> {
    const file = this.fileFor(key);
    let handle: FileHandle;
    try {
      handle = await open(file, 'r');
    } catch (error) {
      if (isMissingFileError(error)) return null;
      throw error;
    }
    // Size and bytes come from the same open file, so a concurrent replace cannot mix them.
    try {
      const info = await handle.stat();
      if (!info.isFile()) {
        await handle.close();
        return null;
      }
      const size = info.size;
      const contentType = await this.contentTypeOf(key, file);
      if (!range) return { size, contentType, body: handle.createReadStream() };
      const served = clampRange(range, size);
      const body = handle.createReadStream({ start: served.start, end: served.end });
      return { size, contentType, body, range: served };
    } catch (error) {
      await handle.close();
      throw error;
    }
  }

  async head(key: string): Promise<StoredObjectInfo | null> {
    const file = this.fileFor(key);
    try {
      const info = await stat(file);
      if (!info.isFile()) return null;
      return { size: info.size, contentType: await this.contentTypeOf(key, file) };
    } catch (error) {
      if (isMissingFileError(error)) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    const file = this.fileFor(key);
    // Data file first: from that moment the object is gone, whatever happens to the sidecar.
    await rm(file, { force: true });
    await rm(this.sidecarFor(file), { force: true });
  }

  async signedUrl(
    key: string,
    options: { expiresInSeconds?: number; downloadName?: string } = {},
  ): Promise<string> {
    assertValidKey(key);
    const lifetime = options.expiresInSeconds ?? SIGNED_URL_TTL_SECONDS;
    const expiresAt = Math.floor(Date.now() / 1000) + lifetime;
    const link = signLocalUrl({
      key,
      secret: this.options.secret,
      expiresAt,
      downloadName: options.downloadName,
    });
    const base = this.options.publicUrl?.replace(/\/+$/, '');
    return base ? `${base}${link}` : link;
  }

  /** Proves the root exists and is writable by writing and removing a probe file. */
  async check(): Promise<void> {
    await mkdir(this.root, { recursive: true });
    const probe = path.join(this.root, `.health-${randomUUID()}`);
    await writeFile(probe, 'ok', { flag: 'wx' });
    await rm(probe, { force: true });
  }
}

/** The bytes actually served for a range: `end` clamped to the last byte. */
export function clampRange(range: ByteRange, size: number): ByteRange {
  const { start, end } = range;
  if (!Number.isSafeInteger(start) || !Number.isSafeInteger(end) || start < 0 || end < start) {
    throw new RangeNotSatisfiableError();
  }
  if (start >= size) throw new RangeNotSatisfiableError();
  return { start, end: Math.min(end, size - 1) };
}
