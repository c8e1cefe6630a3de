import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { createCanvas } from '@napi-rs/canvas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../errors.js';
import { LocalStorage } from '../storage/local.js';
import { createMediaToolkit } from '../../media/index.js';
import { unreadableMessage } from './formats.js';
import { receiveUpload, type ImageDecoder } from './intake.js';

/** The intake against real local storage, fed chunk by chunk as a multipart stream would be. */

let root: string;
let storage: LocalStorage;

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'reelcast-intake-'));
  storage = new LocalStorage({ root: path.join(root, 'files'), secret: 'test-secret' });
});
afterAll(() => rm(root, { recursive: true, force: true }));

/** The real decoder (ffprobe from the environment or npm). */
const media = createMediaToolkit({ media: { ffmpegPath: undefined, ffprobePath: undefined } });

/** The intake's own temporary copies (reelcast-intake-<uuid>) in the system temp folder. */
const tempCopies = async () =>
  (await readdir(tmpdir())).filter((name) => /^reelcast-intake-[0-9a-f-]{36}$/.test(name));

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

/**
 * Streaming is the subject here, so the decoder answers a size for whatever it is given and
 * keeps the bytes it read; real decoding (ffprobe) is tested below and in media/probe.test.ts.
 */
const decoded: Buffer[] = [];
const anyPicture: ImageDecoder = {
  async decodeImage(filePath) {
    decoded.push(await readFile(filePath));
    return { width: 4, height: 3 };
  },
};

const receive = (
  source: Readable,
  limitBytes: number,
  localCopyPath?: string,
  media: ImageDecoder = anyPicture,
) =>
  receiveUpload(source, {
    kind: 'image',
    storage,
    bucket: 'hedra-inputs',
    ownerId: 'owner_1',
    limitBytes,
    media,
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
    expect(stored).toMatchObject({
      size: body.length,
      localPath: copy,
      dimensions: { width: 4, height: 3 },
    });
    expect(decoded.at(-1)).toEqual(body);
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

  it('decodes every image, from a copy of its own when none was asked for', async () => {
    const before = await tempCopies();
    const body = Buffer.concat([PNG_HEAD, Buffer.alloc(2000, 3)]);
    const stored = await receive(chunked(body, 500), 10_000);
    expect(stored).toMatchObject({ localPath: undefined, dimensions: { width: 4, height: 3 } });
    expect(decoded.at(-1)).toEqual(body);
    expect(await tempCopies()).toEqual(before);
    await storage.delete(stored.key);
  });

  it('refuses an image that does not decode, keeping nothing', async () => {
    const copy = path.join(root, 'copy-3');
    const html = Buffer.from('<html><body><script>alert(1)</script></body></html>'.repeat(20));
    const fakes = [
      Buffer.concat([PNG_HEAD, html]),
      Buffer.concat([Buffer.from('GIF89a'), Buffer.from([16, 0, 16, 0, 0, 0, 0]), html]),
    ];
    for (const fake of fakes) {
      const error = await refusal(receive(chunked(fake, 64), 10_000, copy, media));
      expect(error).toMatchObject({ statusCode: 400, message: unreadableMessage('image') });
      expect(await storedFiles()).toEqual([]);
      expect(existsSync(copy)).toBe(false);
    }
  });

  it('accepts a real picture with the size of its decoded frame', async () => {
    const canvas = createCanvas(48, 30);
    canvas.getContext('2d').fillRect(0, 0, 10, 10);
    const pictures = [
      await canvas.encode('png'),
      await canvas.encode('jpeg'),
      await canvas.encode('webp'),
    ];
    for (const bytes of pictures) {
      const stored = await receive(chunked(bytes, 1000), 100_000, undefined, media);
      expect(stored.dimensions).toEqual({ width: 48, height: 30 });
      await storage.delete(stored.key);
    }
  });
});
