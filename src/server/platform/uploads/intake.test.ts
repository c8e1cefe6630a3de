import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../errors.js';
import { LocalStorage } from '../storage/local.js';
import { receiveUpload } from './intake.js';

/** The intake against real local storage, fed chunk by chunk as a multipart stream would be. */

let root: string;
let storage: LocalStorage;

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'reelcast-intake-'));
  storage = new LocalStorage({ root: path.join(root, 'files'), secret: 'test-secret' });
});
afterAll(() => rm(root, { recursive: true, force: true }));

const PNG_HEAD = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Splits bytes into small chunks, so the format must be told across chunk boundaries. */
const chunked = (bytes: Buffer, size = 5) =>
  Readable.from(
    Array.from({ length: Math.ceil(bytes.length / size) }, (_, i) =>
      bytes.subarray(i * size, (i + 1) * size),
    ),
  );

async function storedFiles(): Promise<string[]> {
  const dir = path.join(root, 'files');
  if (!existsSync(dir)) return [];
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => entry.name);
}

const receive = (source: Readable, limitBytes: number, localCopyPath?: string) =>
  receiveUpload(source, {
    kind: 'image',
    storage,
    bucket: 'hedra-inputs',
    ownerId: 'owner_1',
    limitBytes,
    ...(localCopyPath && { localCopyPath }),
  });

async function refusal(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => {
      throw new Error('expected a refusal');
    },
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe('receiveUpload', () => {
  it('streams a file told from bytes split across chunks, with a local copy', async () => {
    const body = Buffer.concat([PNG_HEAD, Buffer.alloc(5000, 7)]);
    const copy = path.join(root, 'copy-1');
    const stored = await receive(chunked(body), 10_000, copy);
    expect(stored).toMatchObject({ size: body.length, localPath: copy });
    expect(stored.format.label).toBe('PNG');
    expect(stored.key).toMatch(/^hedra-inputs\/owner_1\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.png$/);
    expect(await readFile(copy)).toEqual(body);
    const object = await storage.get(stored.key);
    expect(object?.contentType).toBe('image/png');
    await storage.delete(stored.key);
  });

  it('cuts off an oversized file mid-stream and leaves no object and no copy', async () => {
    const copy = path.join(root, 'copy-2');
    const body = Buffer.concat([PNG_HEAD, Buffer.alloc(3000, 7)]);
    const error = await refusal(receive(chunked(body, 100), 1024, copy));
    expect(error).toMatchObject({ statusCode: 413, message: 'The image is larger than 1 KB' });
    expect(await storedFiles()).toEqual([]);
    expect(existsSync(copy)).toBe(false);
  });

  it('refuses what is not an image, an empty file, and a stream that breaks', async () => {
    const text = await refusal(receive(chunked(Buffer.from('just some words here')), 1024));
    expect(text.message).toBe('The image must be a JPEG, PNG, WebP or GIF file');
    const empty = await refusal(receive(Readable.from([]), 1024));
    expect(empty.message).toBe('The image file is empty');
    const tiny = await refusal(receive(Readable.from([Buffer.from([0xff, 0xd8])]), 1024));
    expect(tiny.message).toBe('The image must be a JPEG, PNG, WebP or GIF file');

    const broken = new Readable({ read() {} });
    const receiving = receive(broken, 100_000);
    broken.push(Buffer.concat([PNG_HEAD, Buffer.alloc(100, 1)]));
    broken.destroy(new Error('client went away'));
    await expect(receiving).rejects.toThrow('client went away');
    expect(await storedFiles()).toEqual([]);
  });
});
