import type { Readable } from 'node:stream';
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  UploadPartCommand,
  type CompletedPart,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { putLocalFile } from './put-file.js';
import { assertValidKey } from './keys.js';
import {
  RangeNotSatisfiableError,
  SIGNED_URL_TTL_SECONDS,
  type ByteRange,
  type StoragePort,
  type StoredObject,
  type StoredObjectInfo,
} from './port.js';
import { attachmentDisposition } from './signing.js';

export interface S3StorageOptions {
  bucket: string;
  region: string;
  endpoint?: string | undefined;
  accessKeyId?: string | undefined;
  secretAccessKey?: string | undefined;
  forcePathStyle: boolean;
}

/**
 * Streams are uploaded in parts of this size, so memory stays bounded whatever the object's
 * size (S3 needs >= 5 MiB per part except the last, and allows 10,000 parts: ~80 GB here).
 */
export const MULTIPART_PART_BYTES = 8 * 1024 * 1024;

interface S3ErrorShape {
  name?: string;
  Code?: string;
  $metadata?: { httpStatusCode?: number };
}

function s3ErrorName(error: unknown): string | undefined {
  const shape = error as S3ErrorShape | undefined;
  return shape?.name ?? shape?.Code;
}

function s3Status(error: unknown): number | undefined {
  return (error as S3ErrorShape | undefined)?.$metadata?.httpStatusCode;
}

/** `bytes 0-9/100` -> the served range and the whole size. */
function parseContentRange(header: string | undefined): { range: ByteRange; size: number } | null {
  const match = /^bytes (\d+)-(\d+)\/(\d+)$/.exec(header ?? '');
  if (!match) return null;
  return { range: { start: Number(match[1]), end: Number(match[2]) }, size: Number(match[3]) };
}

/**
 * Objects in one S3-compatible bucket; the app's buckets are key prefixes inside it.
 * `@aws-sdk/lib-storage` is not installed, so stream uploads do their own multipart upload.
 */
export class S3Storage implements StoragePort {
  readonly kind = 's3' as const;
  private readonly client: S3Client;
  private readonly bucket: string;

  constructor(options: S3StorageOptions) {
    this.bucket = options.bucket;
    const credentials =
      options.accessKeyId && options.secretAccessKey
        ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey }
        : undefined; // the SDK's default chain (env, profile, instance role)
    this.client = new S3Client({
      region: options.region,
      endpoint: options.endpoint,
      forcePathStyle: options.forcePathStyle,
      credentials,
      // Newer SDKs add CRC32 checksums to every request and validate them on responses;
      // s3rver and many S3-compatible stores reject or lack them. Only send them when the
      // operation requires it.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  async put(
    key: string,
    body: Readable | Buffer,
    options: { contentType: string },
  ): Promise<StoredObjectInfo> {
    assertValidKey(key);
    const size = Buffer.isBuffer(body)
      ? await this.putBuffer(key, body, options.contentType)
      : await this.putStream(key, body, options.contentType);
    return { size, contentType: options.contentType };
  }

  putFile(
    key: string,
    filePath: string,
    options: { contentType: string },
  ): Promise<StoredObjectInfo> {
    return putLocalFile(filePath, (body) => this.put(key, body, options));
  }

  private async putBuffer(key: string, body: Buffer, contentType: string): Promise<number> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: key,
        Body: body,
        ContentType: contentType,
        ContentLength: body.length,
      }),
    );
    return body.length;
  }

  /**
   * Reads the stream in MULTIPART_PART_BYTES parts. A body smaller than one part becomes a
   * single PutObject; a larger one a multipart upload, aborted on any failure so S3 keeps no
   * orphan parts and no object appears.
   */
  private async putStream(key: string, body: Readable, contentType: string): Promise<number> {
    let pending: Buffer[] = [];
    let pendingBytes = 0;
    let total = 0;
    let uploadId: string | undefined;
    const parts: CompletedPart[] = [];

    const uploadPart = async (id: string, data: Buffer) => {
      const partNumber = parts.length + 1;
      const result = await this.client.send(
        new UploadPartCommand({
          Bucket: this.bucket,
          Key: key,
          UploadId: id,
          PartNumber: partNumber,
          Body: data,
          ContentLength: data.length,
        }),
      );
      parts.push({ PartNumber: partNumber, ETag: result.ETag });
    };

    try {
      // Parts are sent one at a time while the stream waits (for-await applies backpressure).
      for await (const chunk of body as AsyncIterable<Buffer | string | Uint8Array>) {
        const bytes = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk);
        pending.push(bytes);
        pendingBytes += bytes.length;
        total += bytes.length;
        if (pendingBytes < MULTIPART_PART_BYTES) continue;
        uploadId ??= await this.createMultipartUpload(key, contentType);
        const data = Buffer.concat(pending, pendingBytes);
        pending = [];
        pendingBytes = 0;
        await uploadPart(uploadId, data);
      }
      const rest = Buffer.concat(pending, pendingBytes);
      if (uploadId === undefined) return await this.putBuffer(key, rest, contentType);
      if (rest.length > 0) await uploadPart(uploadId, rest);
      await this.client.send(
        new CompleteMultipartUploadCommand({
          Bucket: this.bucket,
          Key: key,
          UploadId: uploadId,
          MultipartUpload: { Parts: parts },
        }),
      );
      return total;
    } catch (error) {
      if (uploadId !== undefined) {
        // Best effort: the original error matters more than a failed abort (s3rver, for
        // one, does not implement AbortMultipartUpload; real S3 lifecycle rules clean up).
        await this.client
          .send(
            new AbortMultipartUploadCommand({ Bucket: this.bucket, Key: key, UploadId: uploadId }),
          )
          .catch(() => undefined);
      }
      body.destroy();
      throw error;
    }
  }

  private async createMultipartUpload(key: string, contentType: string): Promise<string> {
    const created = await this.client.send(
      new CreateMultipartUploadCommand({ Bucket: this.bucket, Key: key, ContentType: contentType }),
    );
    if (!created.UploadId) throw new Error('S3 did not return an upload id');
    return created.UploadId;
  }

  async get(key: string, range?: ByteRange): Promise<StoredObject | null> {
    assertValidKey(key);
    if (range) {
      const { start, end } = range;
      if (!Number.isSafeInteger(start) || !Number.isSafeInteger(end) || start < 0 || end < start) {
        throw new RangeNotSatisfiableError();
      }
    }
    try {
      const result = await this.client.send(
        new GetObjectCommand({
          Bucket: this.bucket,
          Key: key,
          Range: range ? `bytes=${range.start}-${range.end}` : undefined,
        }),
      );
      // In Node the SDK's body is an http.IncomingMessage (a Readable).
      const body = result.Body as Readable;
      const contentType = result.ContentType ?? 'application/octet-stream';
      const partial = range ? parseContentRange(result.ContentRange) : null;
      if (partial) return { body, contentType, size: partial.size, range: partial.range };
      // No Content-Range on a ranged request: the store sent the whole object.
      return { body, contentType, size: result.ContentLength ?? 0 };
    } catch (error) {
      const name = s3ErrorName(error);
      if (name === 'NoSuchKey' || name === 'NotFound') return null;
      if (name === 'InvalidRange' || s3Status(error) === 416) throw new RangeNotSatisfiableError();
      throw error;
    }
  }

  async head(key: string): Promise<StoredObjectInfo | null> {
    assertValidKey(key);
    try {
      const result = await this.client.send(
        new HeadObjectCommand({ Bucket: this.bucket, Key: key }),
      );
      return {
        size: result.ContentLength ?? 0,
        contentType: result.ContentType ?? 'application/octet-stream',
      };
    } catch (error) {
      // HEAD responses have no body, so a missing key is only recognisable by its 404.
      if (s3ErrorName(error) === 'NotFound' || s3Status(error) === 404) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    assertValidKey(key);
    // S3 deletes are idempotent: deleting a missing key succeeds.
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  async signedUrl(
    key: string,
    options: { expiresInSeconds?: number; downloadName?: string } = {},
  ): Promise<string> {
    assertValidKey(key);
    const command = new GetObjectCommand({
      Bucket: this.bucket,
      Key: key,
      ResponseContentDisposition:
        options.downloadName !== undefined
          ? attachmentDisposition(options.downloadName)
          : undefined,
    });
    return getSignedUrl(this.client, command, {
      expiresIn: options.expiresInSeconds ?? SIGNED_URL_TTL_SECONDS,
    });
  }

  async check(): Promise<void> {
    try {
      await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }));
    } catch (error) {
      // HeadBucket errors carry no body, so the SDK's message is often just "UnknownError".
      const reason = s3ErrorName(error) ?? 'error';
      const status = s3Status(error);
      throw new Error(
        `S3 bucket "${this.bucket}" is not reachable (${reason}${status ? ` ${status}` : ''})`,
        { cause: error },
      );
    }
  }

  /** Closes the client's sockets (tests, shutdown). */
  destroy(): void {
    this.client.destroy();
  }
}
