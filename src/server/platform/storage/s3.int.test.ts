import { createHash } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import S3rver, { type S3rverEvent } from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newObjectKey } from './keys.js';
import { RangeNotSatisfiableError } from './port.js';
import { MULTIPART_PART_BYTES, S3Storage } from './s3.js';

/*
 * The S3 adapter against s3rver, a local S3 fake. Quirks worked around here:
 * - It rejects the CRC32 checksum headers newer SDKs send by default; the adapter's
 *   `requestChecksumCalculation: 'WHEN_REQUIRED'` is what makes it work at all.
 * - It knows only the credentials S3RVER/S3RVER, and never verifies V4 signatures (it
 *   accepts any), so a tampered presigned link cannot be shown to fail here.
 * - It does not implement AbortMultipartUpload (405), so an aborted upload's parts linger
 *   there; the adapter treats the abort as best effort.
 * - It accepts multipart parts smaller than 5 MiB, so part-size rules are not exercised.
 */

const BUCKET = 'reelcast-test';
const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

/** Deterministic pseudo-random bytes, streamed in 64 KiB chunks, never held in memory whole. */
function generatedStream(totalBytes: number): { stream: Readable; sha256: () => string } {
  const hash = createHash('sha256');
  async function* chunks() {
    let sent = 0;
    let counter = 0;
    while (sent < totalBytes) {
      const size = Math.min(64 * 1024, totalBytes - sent);
      const chunk = Buffer.alloc(size);
      for (let i = 0; i < size; i += 32) {
        createHash('sha256').update(String(counter++)).digest().copy(chunk, i);
      }
      hash.update(chunk);
      sent += size;
      yield chunk;
    }
  }
  return { stream: Readable.from(chunks()), sha256: () => hash.digest('hex') };
}

describe('S3Storage against s3rver', () => {
  let directory: string;
  let server: S3rver;
  let endpoint: string;
  let storage: S3Storage;
  const events: S3rverEvent[] = [];

  beforeAll(async () => {
    directory = await mkdtemp(path.join(tmpdir(), 'reelcast-s3rver-'));
    server = new S3rver({
      address: '127.0.0.1',
      port: 0,
      silent: true,
      directory,
      configureBuckets: [{ name: BUCKET }],
    });
    server.on('event', (event: S3rverEvent) => events.push(event));
    const { port } = await server.run();
    endpoint = `http://127.0.0.1:${port}`;
    storage = new S3Storage({
      bucket: BUCKET,
      region: 'us-east-1',
      endpoint,
      forcePathStyle: true,
      ...CREDENTIALS,
    });
  });

  afterAll(async () => {
    storage?.destroy();
    await server?.close();
    await rm(directory, { recursive: true, force: true });
  });

  it('check() passes for the configured bucket', async () => {
    await expect(storage.check()).resolves.toBeUndefined();
  });

  it('check() fails for a missing bucket', async () => {
    const missing = new S3Storage({
      bucket: 'no-such-bucket',
      region: 'us-east-1',
      endpoint,
      forcePathStyle: true,
      ...CREDENTIALS,
    });
    try {
      await expect(missing.check()).rejects.toThrow(/no-such-bucket.*not reachable/);
    } finally {
      missing.destroy();
    }
  });

  it('puts a Buffer, then gets, heads and deletes it', async () => {
    const key = newObjectKey('character-images', 'user_1', 'png');
    const body = Buffer.from('0123456789abcdefghij');
    expect(await storage.put(key, body, { contentType: 'image/png' })).toEqual({
      size: 20,
      contentType: 'image/png',
    });

    expect(await storage.head(key)).toEqual({ size: 20, contentType: 'image/png' });
    const object = await storage.get(key);
    expect(object).toMatchObject({ size: 20, contentType: 'image/png' });
    expect(object!.range).toBeUndefined();
    expect(await readAll(object!.body)).toEqual(body);

    await storage.delete(key);
    expect(await storage.head(key)).toBeNull();
    expect(await storage.get(key)).toBeNull();
    await expect(storage.delete(key)).resolves.toBeUndefined();
  });

  it('gets byte ranges with the whole size, and refuses a range past the end', async () => {
    const key = newObjectKey('hedra-outputs', 'u', 'mp4');
    await storage.put(key, Buffer.from('0123456789abcdefghij'), { contentType: 'video/mp4' });

    const middle = await storage.get(key, { start: 5, end: 9 });
    expect(middle).toMatchObject({ size: 20, range: { start: 5, end: 9 } });
    expect((await readAll(middle!.body)).toString()).toBe('56789');

    const tail = await storage.get(key, { start: 15, end: 1000 });
    expect(tail).toMatchObject({ size: 20, range: { start: 15, end: 19 } });
    expect((await readAll(tail!.body)).toString()).toBe('fghij');

    await expect(storage.get(key, { start: 20, end: 30 })).rejects.toBeInstanceOf(
      RangeNotSatisfiableError,
    );
  });

  it('streams a small body as one PutObject', async () => {
    const key = newObjectKey('voice-samples', 'u', 'wav');
    const before = events.length;
    const { stream, sha256 } = generatedStream(100_000);
    expect(await storage.put(key, stream, { contentType: 'audio/wav' })).toEqual({
      size: 100_000,
      contentType: 'audio/wav',
    });
    const created = events.slice(before).map((e) => e.Records[0]!.eventName);
    expect(created).toEqual(['ObjectCreated:Put']);
    const stored = await readAll((await storage.get(key))!.body);
    expect(createHash('sha256').update(stored).digest('hex')).toBe(sha256());
  });

  it('streams a 17 MiB body as a multipart upload and reads back the same bytes', async () => {
    const size = 17 * 1024 * 1024;
    expect(size).toBeGreaterThan(2 * MULTIPART_PART_BYTES); // three parts: 8 + 8 + 1 MiB
    const key = newObjectKey('veo-outputs', 'user_1', 'mp4');
    const before = events.length;
    const { stream, sha256 } = generatedStream(size);

    expect(await storage.put(key, stream, { contentType: 'video/mp4' })).toEqual({
      size,
      contentType: 'video/mp4',
    });
    // s3rver reports a completed multipart upload as a POST (CompleteMultipartUpload).
    const created = events.slice(before).map((e) => e.Records[0]!.eventName);
    expect(created).toEqual(['ObjectCreated:Post']);

    expect(await storage.head(key)).toEqual({ size, contentType: 'video/mp4' });
    const stored = await readAll((await storage.get(key))!.body);
    expect(stored.length).toBe(size);
    expect(createHash('sha256').update(stored).digest('hex')).toBe(sha256());

    // A range across the first part boundary comes back intact.
    const start = MULTIPART_PART_BYTES - 5;
    const ranged = await storage.get(key, { start, end: start + 9 });
    expect(await readAll(ranged!.body)).toEqual(stored.subarray(start, start + 10));
  });

  it('leaves no object when a streamed body fails after the upload started', async () => {
    const key = newObjectKey('pending-uploads', 'u', 'mp4');
    const source = generatedStream(MULTIPART_PART_BYTES + 1024 * 1024).stream;
    async function* failing() {
      for await (const chunk of source) yield chunk as Buffer;
      throw new Error('client disconnected');
    }
    await expect(
      storage.put(key, Readable.from(failing()), { contentType: 'video/mp4' }),
    ).rejects.toThrow('client disconnected');
    expect(await storage.head(key)).toBeNull();
  });

  it('stores a local file; a missing one rejects before any request is made', async () => {
    const source = path.join(directory, 'render.mp4');
    const bytes = Buffer.alloc(300_000, 9);
    await writeFile(source, bytes);
    const key = newObjectKey('veo-outputs', 'u', 'mp4');
    expect(await storage.putFile(key, source, { contentType: 'video/mp4' })).toEqual({
      size: bytes.length,
      contentType: 'video/mp4',
    });
    expect(await readAll((await storage.get(key))!.body)).toEqual(bytes);

    const before = events.length;
    const poster = newObjectKey('hedra-outputs', 'u', 'jpg');
    await expect(
      storage.putFile(poster, path.join(directory, 'no-poster.jpg'), { contentType: 'image/jpeg' }),
    ).rejects.toMatchObject({ code: 'ENOENT' });
    expect(events.length).toBe(before);
    expect(await storage.head(poster)).toBeNull();
  });

  it('rejects traversal keys before any request is made', async () => {
    await expect(
      storage.put('../x.png', Buffer.from('x'), { contentType: 'image/png' }),
    ).rejects.toThrow(/Invalid storage key/);
    await expect(storage.get('character-images/../../x.png')).rejects.toThrow(
      /Invalid storage key/,
    );
    await expect(storage.signedUrl('/etc/passwd')).rejects.toThrow(/Invalid storage key/);
  });

  it('presigns a GetObject link that fetch can download, with an optional download name', async () => {
    const key = newObjectKey('background-images', 'u', 'jpg');
    const body = Buffer.from('pretend jpeg bytes');
    await storage.put(key, body, { contentType: 'image/jpeg' });

    const url = await storage.signedUrl(key);
    expect(new URL(url).searchParams.get('X-Amz-Algorithm')).toBe('AWS4-HMAC-SHA256');
    expect(new URL(url).searchParams.get('X-Amz-Expires')).toBe('3600');
    expect(new URL(url).searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    expect(Buffer.from(await response.arrayBuffer())).toEqual(body);

    const named = await storage.signedUrl(key, { downloadName: 'Sunset "final".jpg' });
    const download = await fetch(named);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toBe(
      `attachment; filename="Sunset _final_.jpg"; filename*=UTF-8''Sunset%20%22final%22.jpg`,
    );
    expect(Buffer.from(await download.arrayBuffer())).toEqual(body);
    // The name is part of the signed query (s3rver cannot prove it: see the quirks above).
    expect(new URL(named).searchParams.get('X-Amz-SignedHeaders')).toBe('host');
    expect(new URL(named).searchParams.get('response-content-disposition')).toContain('Sunset');
  });
});
