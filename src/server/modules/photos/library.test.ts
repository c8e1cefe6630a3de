import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { createCanvas } from '@napi-rs/canvas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMediaToolkit } from '../../media/index.js';
import { AppError } from '../../platform/errors.js';
import { LocalStorage } from '../../platform/storage/local.js';
import { withExifOrientation } from '../../../../test/fixtures/exif.js';
import {
  copyIntoLibrary,
  discardStoredPhotos,
  storeLibraryPhoto,
  THUMBNAIL_MAX_SIZE,
  type LibraryDeps,
} from './library.js';

/**
 * The library's storing half against real local storage and the real ffmpeg/ffprobe: the
 * intake, the thumbnail (fitted, upright, never enlarged) and what is left when things fail.
 */

let root: string;
let storage: LocalStorage;
const media = createMediaToolkit({ media: { ffmpegPath: undefined, ffprobePath: undefined } });
const warnings: unknown[] = [];
const deps = (): LibraryDeps => ({
  storage,
  media,
  log: { warn: (...args: unknown[]) => warnings.push(args) },
});

/**
 * The library makes its work folders in os.tmpdir(). Other test files in other workers make
 * theirs in the machine's temp folder at the same time, so this file points TMPDIR (which
 * tmpdir() reads at each call) at a folder of its own: what is left there is this file's.
 */
const sharedTmpdir = process.env.TMPDIR;
beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'reelcast-library-'));
  storage = new LocalStorage({ root: path.join(root, 'files'), secret: 'test-secret' });
  process.env.TMPDIR = path.join(root, 'tmp');
  await mkdir(process.env.TMPDIR);
});
afterAll(async () => {
  if (sharedTmpdir === undefined) delete process.env.TMPDIR;
  else process.env.TMPDIR = sharedTmpdir;
  await rm(root, { recursive: true, force: true });
});

const picture = (width: number, height: number, format: 'png' | 'jpeg' = 'png') => {
  const canvas = createCanvas(width, height);
  const context = canvas.getContext('2d');
  context.fillStyle = '#c2410c';
  context.fillRect(0, 0, width / 2, height);
  return format === 'png' ? canvas.encode('png') : canvas.encode('jpeg');
};

async function storedFiles(): Promise<string[]> {
  const dir = path.join(root, 'files');
  if (!existsSync(dir)) return [];
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile() && !e.name.startsWith('.')).map((e) => e.name);
}

/** The size of a stored picture, decoded. */
async function storedSize(key: string) {
  const file = path.join(root, 'decode-me');
  const object = await storage.get(key);
  await writeFile(file, object!.body);
  return media.decodeImage(file);
}

/** The library's work folders left in this file's temp folder. */
const photoFolders = async () =>
  (await readdir(tmpdir())).filter((name) => name.startsWith('reelcast-photo-'));

describe('storeLibraryPhoto', () => {
  it('stores the photo under client-photos/<user> with a small JPEG beside it', async () => {
    const bytes = await picture(1600, 1200, 'jpeg');
    const photo = await storeLibraryPhoto(deps(), 'user_1', Readable.from([bytes]), {
      name: 'kitchen.jpg',
      limitBytes: 1024 * 1024,
    });
    expect(photo).toMatchObject({
      name: 'kitchen.jpg',
      size: bytes.length,
      contentType: 'image/jpeg',
    });
    expect(photo.storageKey).toMatch(/^client-photos\/user_1\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.jpg$/);
    expect(photo.thumbnailKey).toMatch(/^client-photos\/user_1\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.jpg$/);
    expect(await storage.head(photo.thumbnailKey!)).toMatchObject({ contentType: 'image/jpeg' });
    expect(await storedSize(photo.thumbnailKey!)).toEqual({
      width: THUMBNAIL_MAX_SIZE,
      height: 480,
    });
    expect(await photoFolders()).toEqual([]);
    await discardStoredPhotos(storage, [photo]);
    expect(await storedFiles()).toEqual([]);
  });

  it('never enlarges a small picture, and stands a sideways phone photo upright', async () => {
    const small = await storeLibraryPhoto(
      deps(),
      'user_1',
      Readable.from([await picture(120, 90)]),
      {
        name: 'small.png',
        limitBytes: 1024 * 1024,
      },
    );
    expect(await storedSize(small.thumbnailKey!)).toEqual({ width: 120, height: 90 });
    // Stored 200 × 100 with "turn 90° clockwise": shown, and thumbnailed, as 100 × 200.
    const sideways = withExifOrientation(await picture(200, 100, 'jpeg'), 6);
    const turned = await storeLibraryPhoto(deps(), 'user_1', Readable.from([sideways]), {
      name: 'phone.jpg',
      limitBytes: 1024 * 1024,
    });
    expect(await storedSize(turned.thumbnailKey!)).toEqual({ width: 100, height: 200 });
    await discardStoredPhotos(storage, [small, turned]);
  });

  it('keeps the photo without a thumbnail when ffmpeg fails, with a warning', async () => {
    const failing: LibraryDeps = {
      ...deps(),
      media: { ...media, run: () => Promise.reject(new Error('ffmpeg died')) },
    };
    const count = warnings.length;
    const photo = await storeLibraryPhoto(
      failing,
      'user_1',
      Readable.from([await picture(64, 64)]),
      {
        name: 'a.png',
        limitBytes: 1024 * 1024,
      },
    );
    expect(photo.thumbnailKey).toBeNull();
    expect(await storage.head(photo.storageKey)).not.toBeNull();
    expect(warnings.length).toBe(count + 1);
    await discardStoredPhotos(storage, [photo]);
    expect(await storedFiles()).toEqual([]);
  });

  it('refuses what is not a picture, or too large, leaving nothing', async () => {
    const html = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.from('<html><script>alert(1)</script></html>'.repeat(20)),
    ]);
    const refusals = [
      [Buffer.from('a shopping list, not a photo'.repeat(10)), 400],
      [html, 400],
      [Buffer.concat([await picture(40, 40), Buffer.alloc(4096, 1)]), 413],
    ] as const;
    for (const [bytes, status] of refusals) {
      const error = await storeLibraryPhoto(deps(), 'user_1', Readable.from([bytes]), {
        name: 'x.png',
        limitBytes: 2048,
      }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(AppError);
      expect((error as AppError).statusCode).toBe(status);
    }
    expect(await storedFiles()).toEqual([]);
    expect(await photoFolders()).toEqual([]);
  });
});

describe('copyIntoLibrary', () => {
  it('copies a stored image into objects of its own, and answers null for a missing one', async () => {
    const bytes = await picture(90, 60);
    await storage.put('pending-uploads/sub_1/2026/01/source.png', bytes, {
      contentType: 'image/png',
    });
    const photo = await copyIntoLibrary(deps(), 'user_2', {
      key: 'pending-uploads/sub_1/2026/01/source.png',
      name: 'shop.png',
    });
    expect(photo).toMatchObject({ name: 'shop.png', size: bytes.length, contentType: 'image/png' });
    expect(photo!.storageKey).toMatch(/^client-photos\/user_2\//);
    await discardStoredPhotos(storage, [photo!]);
    expect(await storedFiles()).toEqual(['source.png']);
    expect(
      await copyIntoLibrary(deps(), 'user_2', {
        key: 'pending-uploads/sub_1/2026/01/gone.png',
        name: 'x',
      }),
    ).toBeNull();
  });
});
