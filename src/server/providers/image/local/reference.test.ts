import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createCanvas, loadImage, type SKRSContext2D } from '@napi-rs/canvas';
import { afterAll, describe, expect, it } from 'vitest';
import { findFace, THUMBNAIL_SIZE } from './reference.js';
import { extractPalette } from './palette.js';
import { LocalImageEngine } from './engine.js';
import { EngineError } from '../../../kernel/engine-error.js';
import type { BuildReferenceRequest, LocalImageFile } from '../port.js';

const root = mkdtempSync(path.join(tmpdir(), 'reelcast-reference-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const engine = new LocalImageEngine();
let files = 0;

/** A face-like blob (skin oval, hair, dark eyes, a mouth) centred at (x, y), `r` wide. */
function drawFace(ctx: SKRSContext2D, x: number, y: number, r: number) {
  ctx.fillStyle = '#d9a184';
  ctx.beginPath();
  ctx.ellipse(x, y, r, r * 1.3, 0, 0, Math.PI * 2);
  ctx.fill();
  ctx.fillStyle = '#2b1d14';
  ctx.beginPath();
  ctx.ellipse(x, y - r * 1.05, r * 1.05, r * 0.5, 0, Math.PI, 0);
  ctx.fill();
  for (const side of [-1, 1]) {
    ctx.beginPath();
    ctx.ellipse(x + side * r * 0.38, y - r * 0.1, r * 0.12, r * 0.08, 0, 0, Math.PI * 2);
    ctx.fill();
  }
  ctx.fillStyle = '#8a3b3b';
  ctx.fillRect(x - r * 0.35, y + r * 0.5, r * 0.7, r * 0.12);
}

/** A photo file: `paint` draws on a width × height canvas. */
async function photo(
  width: number,
  height: number,
  paint: (ctx: SKRSContext2D) => void,
  format: 'jpeg' | 'png' | 'webp' = 'jpeg',
  transform: (bytes: Buffer) => Buffer = (b) => b,
): Promise<LocalImageFile> {
  const canvas = createCanvas(width, height);
  paint(canvas.getContext('2d'));
  const bytes =
    format === 'jpeg'
      ? await canvas.encode('jpeg', 92)
      : format === 'png'
        ? await canvas.encode('png')
        : await canvas.encode('webp');
  const file = path.join(root, `photo-${files++}.${format}`);
  writeFileSync(file, transform(bytes));
  return { path: file, mimeType: `image/${format}`, width, height };
}

const background = (colour: string) => (ctx: SKRSContext2D) => {
  ctx.fillStyle = colour;
  ctx.fillRect(0, 0, ctx.canvas.width, ctx.canvas.height);
};

function request(
  images: LocalImageFile[],
  signal = new AbortController().signal,
): BuildReferenceRequest {
  return {
    id: 'ref-1',
    name: 'Sam',
    images,
    workDir: mkdtempSync(path.join(root, 'work-')),
    signal,
    vendorRef: null,
    saveVendorRef: async () => {},
  };
}

/** The colour at (x, y) of an image file. */
async function pixel(file: string, x: number, y: number): Promise<[number, number, number]> {
  const image = await loadImage(file);
  const ctx = createCanvas(image.width, image.height).getContext('2d');
  ctx.drawImage(image, 0, 0);
  const [r, g, b] = ctx.getImageData(x, y, 1, 1).data;
  return [r!, g!, b!];
}

const near = (a: number[], b: number[], tolerance: number) =>
  a.every((value, i) => Math.abs(value - b[i]!) <= tolerance);

describe('extractPalette', () => {
  it('finds the known colours of a synthetic picture, most common first', () => {
    const samples: number[] = [];
    const add = (rgb: number[], count: number) => {
      for (let i = 0; i < count; i++) samples.push(...rgb.map((c) => c + ((i % 5) - 2)));
    };
    add([220, 40, 40], 5000);
    add([30, 160, 60], 3000);
    add([40, 60, 200], 2000);
    const palette = extractPalette(Uint8Array.from(samples));
    expect(palette.length).toBeGreaterThanOrEqual(3);
    expect(palette.length).toBeLessThanOrEqual(6);
    const rgb = palette.map((hex) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)));
    expect(near(rgb[0]!, [220, 40, 40], 6)).toBe(true);
    expect(near(rgb[1]!, [30, 160, 60], 6)).toBe(true);
    expect(near(rgb[2]!, [40, 60, 200], 6)).toBe(true);
    for (const hex of palette) expect(hex).toMatch(/^#[0-9a-f]{6}$/);
  });

  it('pads a one-colour picture to three shades of it', () => {
    const palette = extractPalette(new Uint8Array(3000).fill(128));
    expect(palette).toHaveLength(3);
    expect(palette[0]).toBe('#808080');
  });
});

describe('findFace', () => {
  it('finds a face-like blob off centre, and nothing on a plain picture', () => {
    const ctx = createCanvas(160, 120).getContext('2d');
    background('#3a6ea5')(ctx);
    drawFace(ctx, 120, 40, 16);
    const face = findFace(ctx.getImageData(0, 0, 160, 120).data, 160, 120);
    expect(face).not.toBeNull();
    expect(Math.abs(face!.x * 160 - 120)).toBeLessThan(8);
    expect(Math.abs(face!.y * 120 - 40)).toBeLessThan(10);
    const plain = createCanvas(160, 120).getContext('2d');
    background('#3a6ea5')(plain);
    expect(findFace(plain.getImageData(0, 0, 160, 120).data, 160, 120)).toBeNull();
  });
});

describe('LocalImageEngine.buildReference', () => {
  it('crops square around the face of the best photo, with a palette over all photos', async () => {
    const noFace = await photo(800, 600, background('#2050c0'));
    const withFace = await photo(1200, 900, (ctx) => {
      background('#2f7d4f')(ctx);
      drawFace(ctx, 900, 300, 110);
    });
    const built = await engine.buildReference(request([noFace, withFace]));
    expect(built.vendorId).toBeNull();
    expect(built.thumbnail).toMatchObject({ mimeType: 'image/jpeg', width: 512, height: 512 });
    const image = await loadImage(built.thumbnail.path);
    expect([image.width, image.height]).toEqual([THUMBNAIL_SIZE, THUMBNAIL_SIZE]);
    // The face (skin) is near the middle of the crop: a centred crop would show only background.
    const centre = await pixel(built.thumbnail.path, 256, 220);
    expect(near(centre, [0xd9, 0xa1, 0x84], 30)).toBe(true);
    expect(built.palette.length).toBeGreaterThanOrEqual(3);
    expect(built.palette.length).toBeLessThanOrEqual(6);
    // The blue of the face-less photo counts too.
    expect(built.palette.some((hex) => near(hexRgb(hex), [0x20, 0x50, 0xc0], 30))).toBe(true);
  });

  it('falls back to a centred crop when no face is found', async () => {
    const stripes = await photo(900, 300, (ctx) => {
      background('#1060d0')(ctx);
      ctx.fillStyle = '#f0e020';
      ctx.fillRect(400, 0, 100, 300); // the middle third of the centred 300² crop
    });
    const built = await engine.buildReference(request([stripes]));
    expect(near(await pixel(built.thumbnail.path, 256, 256), [0xf0, 0xe0, 0x20], 30)).toBe(true);
    expect(near(await pixel(built.thumbnail.path, 20, 256), [0x10, 0x60, 0xd0], 30)).toBe(true);
  });

  it('respects the EXIF orientation of a JPEG', async () => {
    // Stored sideways: left half red, right half blue; tag 6 turns it upright (red on top).
    const sideways = await photo(
      400,
      200,
      (ctx) => {
        ctx.fillStyle = '#d02020';
        ctx.fillRect(0, 0, 200, 200);
        ctx.fillStyle = '#2020d0';
        ctx.fillRect(200, 0, 200, 200);
      },
      'jpeg',
      (bytes) => withExifOrientation(bytes, 6),
    );
    const built = await engine.buildReference(request([sideways]));
    expect(near(await pixel(built.thumbnail.path, 400, 100), [0xd0, 0x20, 0x20], 40)).toBe(true);
    expect(near(await pixel(built.thumbnail.path, 400, 420), [0x20, 0x20, 0xd0], 40)).toBe(true);
  });

  it('reads PNG, WebP and GIF photos', async () => {
    const gif = path.join(root, 'pixel.gif');
    writeFileSync(
      gif,
      Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64'),
    );
    const built = await engine.buildReference(
      request([
        await photo(300, 200, background('#20a0a0'), 'png'),
        await photo(300, 200, background('#a020a0'), 'webp'),
        { path: gif, mimeType: 'image/gif', width: 1, height: 1 },
      ]),
    );
    expect(built.palette.length).toBeGreaterThanOrEqual(3);
  });

  it('fails without retry on an unreadable photo, and stops when aborted', async () => {
    const broken = path.join(root, 'broken.jpg');
    writeFileSync(broken, Buffer.from('not a picture'));
    const failure = engine.buildReference(
      request([{ path: broken, mimeType: 'image/jpeg', width: 10, height: 10 }]),
    );
    await expect(failure).rejects.toBeInstanceOf(EngineError);
    await expect(failure).rejects.toMatchObject({ retryable: false });
    const controller = new AbortController();
    controller.abort(new Error('shutting down'));
    const aborted = request([await photo(100, 100, background('#000000'))], controller.signal);
    await expect(engine.buildReference(aborted)).rejects.toThrow('shutting down');
    expect(readdirSync(aborted.workDir)).toEqual([]);
  });
});

const hexRgb = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));

/** A JPEG with an EXIF block whose IFD0 holds only Orientation. */
function withExifOrientation(jpeg: Buffer, orientation: number): Buffer {
  const tiff = Buffer.alloc(8 + 2 + 12 + 4);
  tiff.write('II', 0, 'latin1');
  tiff.writeUInt16LE(42, 2);
  tiff.writeUInt32LE(8, 4);
  tiff.writeUInt16LE(1, 8);
  tiff.writeUInt16LE(0x0112, 10);
  tiff.writeUInt16LE(3, 12);
  tiff.writeUInt32LE(1, 14);
  tiff.writeUInt16LE(orientation, 18);
  const payload = Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiff]);
  const header = Buffer.from([0xff, 0xe1, 0, 0]);
  header.writeUInt16BE(payload.length + 2, 2);
  return Buffer.concat([jpeg.subarray(0, 2), header, payload, jpeg.subarray(2)]);
}
