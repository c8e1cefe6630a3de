import type { Readable } from 'node:stream';
import { AppError } from '../errors.js';

/**
 * The spec's storage buckets. They are logical prefixes inside one local folder or one S3
 * bucket, never separate buckets.
 */
export const BUCKETS = [
  'higgsfield-outputs',
  'character-images',
  'hedra-inputs',
  'hedra-outputs',
  'veo-outputs',
  'background-images',
  'voice-samples',
  'pending-uploads',
  'voiceovers',
  /** A client's photo library (client_photos), copied from an approved submission. */
  'client-photos',
  /** Parts of a test-mode YouTube upload in progress (decision 035). */
  'youtube-test-uploads',
  /** Videos published on the test-mode YouTube channel (/watch/<id>). */
  'youtube-test-videos',
  /** A service order's photos (order_photos): its own copies, `order-photos/<orderId>/…`. */
  'order-photos',
  /** Episodes' recordings (issue 30): `episodes/<ownerId>/…`, deleted with the episode. */
  'episodes',
] as const;
export type Bucket = (typeof BUCKETS)[number];

/** Signed links last an hour (spec: 3600 s). */
export const SIGNED_URL_TTL_SECONDS = 3600;

export interface StoredObjectInfo {
  /** The whole object's size in bytes, also when only a range of it is served. */
  size: number;
  contentType: string;
}

export interface ByteRange {
  start: number;
  /** Inclusive. */
  end: number;
}

/** Thrown by `get` when the asked range starts at or beyond the object's end. */
export class RangeNotSatisfiableError extends AppError {
  override name = 'RangeNotSatisfiableError';
  constructor() {
    super(416, 'Requested range not satisfiable');
  }
}

export interface StoredObject extends StoredObjectInfo {
  body: Readable;
  /** Present when a range was asked for and served. */
  range?: ByteRange;
}

export interface StoragePort {
  readonly kind: 'local' | 's3';
  /**
   * Streams a body to a server-generated key. The stream must be one nobody else reads and
   * that cannot fail before `put` consumes it (an upload being received, a store's own `get`);
   * a file on this machine goes through `putFile`.
   */
  put(
    key: string,
    body: Readable | Buffer,
    options: { contentType: string },
  ): Promise<StoredObjectInfo>;
  /** Stores a local file (a render's output); a missing file rejects, nothing is stored. */
  putFile(
    key: string,
    filePath: string,
    options: { contentType: string },
  ): Promise<StoredObjectInfo>;
  /**
   * Streams an object (or one byte range of it, `end` clamped to the last byte); null when
   * missing. Throws RangeNotSatisfiableError when the range starts past the end.
   */
  get(key: string, range?: ByteRange): Promise<StoredObject | null>;
  head(key: string): Promise<StoredObjectInfo | null>;
  delete(key: string): Promise<void>;
  /** A link a browser can fetch without a session, valid for `expiresInSeconds` (3600). */
  signedUrl(
    key: string,
    options?: { expiresInSeconds?: number; downloadName?: string },
  ): Promise<string>;
  /** Throws when the store cannot be reached (health check). */
  check(): Promise<void>;
}
