import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { afterAll, describe, expect, it } from 'vitest';
import { IMAGE_SIZES, imageSizeDimensions } from '@shared/images';
import { BUILT_IN_IMAGE_STYLES } from '@shared/image-styles';
import { LocalImageEngine } from './engine.js';
import type { GenerateImageRequest, PortraitRequest, ReferenceProfile } from '../port.js';

const root = mkdtempSync(path.join(tmpdir(), 'reelcast-local-image-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const engine = new LocalImageEngine();
let dirs = 0;
const workDir = () => mkdtempSync(path.join(root, `w${dirs++}-`));

function call(overrides: Partial<GenerateImageRequest> = {}): GenerateImageRequest {
  return {
    id: 'img-1',
    workDir: workDir(),
    signal: new AbortController().signal,
    vendorRef: null,
    saveVendorRef: async () => {},
    prompt: 'A calm sunset over the sea with a lighthouse',
    width: 384,
    height: 256,
    quality: '1080p',
    seed: 11,
    style: null,
    reference: null,
    ...overrides,
  };
}

async function generate(overrides: Partial<GenerateImageRequest> = {}) {
  const result = await engine.generateImage(call(overrides));
  return { result, bytes: readFileSync(result.path) };
}

const digest = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** Mean red, green, blue and brightness of a JPEG. */
async function meanColour(bytes: Buffer) {
  const image = await loadImage(bytes);
  const ctx = createCanvas(64, 64).getContext('2d');
  ctx.drawImage(image, 0, 0, 64, 64);
  const { data } = ctx.getImageData(0, 0, 64, 64);
  const sum = [0, 0, 0];
  for (let i = 0; i < data.length; i += 4) for (let c = 0; c < 3; c++) sum[c]! += data[i + c]!;
  const [r, g, b] = sum.map((s) => s / (64 * 64)) as [number, number, number];
  return { r, g, b, light: 0.3 * r + 0.59 * g + 0.11 * b };
}

describe('LocalImageEngine.generateImage', () => {
  it('is byte-identical for the same prompt, seed, style and size', async () => {
    const style = BUILT_IN_IMAGE_STYLES.find((s) => s.id === 'cinematic')!;
    const [a, b] = await Promise.all([generate({ style }), generate({ style })]);
    expect(a.result.mimeType).toBe('image/jpeg');
    expect(a.bytes.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    expect(digest(a.bytes)).toBe(digest(b.bytes));
  });

  it('differs when the prompt, the seed or the style differs', async () => {
    const base = digest((await generate()).bytes);
    const others = await Promise.all([
      generate({ prompt: 'Snowy mountains at dawn' }),
      generate({ seed: 12 }),
      generate({ style: BUILT_IN_IMAGE_STYLES[0]! }),
    ]);
    const digests = others.map((o) => digest(o.bytes));
    expect(new Set([base, ...digests]).size).toBe(4);
  });

  it('gives each built-in style its own picture, and an unknown style one by its name', async () => {
    const outputs = await Promise.all(
      BUILT_IN_IMAGE_STYLES.map(async (style) => digest((await generate({ style })).bytes)),
    );
    expect(new Set(outputs).size).toBe(BUILT_IN_IMAGE_STYLES.length);
    const neon = BUILT_IN_IMAGE_STYLES.find((s) => s.id === 'neon-noir')!;
    const [byId, byName, unmatched, none] = await Promise.all([
      generate({ style: neon }),
      generate({ style: { id: 'soul-123', name: 'Cyberpunk Neon', description: '' } }),
      generate({ style: { id: 'soul-456', name: 'Zzz', description: 'qqq' } }),
      generate({ style: null }),
    ]);
    // Unknown styles share the treatment, not the random draws (the style id seeds those).
    expect((await meanColour(byName.bytes)).light).toBeCloseTo(
      (await meanColour(byId.bytes)).light,
      -1,
    );
    expect((await meanColour(byName.bytes)).light).toBeLessThan(
      (await meanColour(none.bytes)).light,
    );
    expect(digest(unmatched.bytes)).not.toBe(digest(byName.bytes));
  });

  it('lets the words set the palette: night is darker than day, red is redder than blue', async () => {
    const [night, day, red, blue] = await Promise.all([
      generate({ prompt: 'Quiet hills at night' }),
      generate({ prompt: 'Quiet hills on a sunny day' }),
      generate({ prompt: 'A red sky over the desert at noon' }),
      generate({ prompt: 'A blue sky over the desert at noon' }),
    ]);
    expect((await meanColour(night.bytes)).light).toBeLessThan(
      (await meanColour(day.bytes)).light - 40,
    );
    const redMean = await meanColour(red.bytes);
    const blueMean = await meanColour(blue.bytes);
    expect(redMean.r - redMean.b).toBeGreaterThan(blueMean.r - blueMean.b + 20);
  });

  it('outputs exactly each of the nine sizes, at both qualities', async () => {
    for (const size of IMAGE_SIZES) {
      const { width, height } = imageSizeDimensions(size);
      const { result, bytes } = await generate({ width, height, quality: '720p' });
      const image = await loadImage(bytes);
      expect([result.width, result.height, image.width, image.height]).toEqual([
        width,
        height,
        width,
        height,
      ]);
    }
    const full = await generate({ width: 1696, height: 960, quality: '1080p' });
    const image = await loadImage(full.bytes);
    expect([image.width, image.height]).toEqual([1696, 960]);
  }, 30_000);

  it('composites the reference photo into the picture and leans to its palette', async () => {
    const thumbnail = path.join(root, 'face.png');
    const face = createCanvas(512, 512);
    const ctx = face.getContext('2d');
    ctx.fillStyle = '#10c040';
    ctx.fillRect(0, 0, 512, 512);
    writeFileSync(thumbnail, await face.encode('png'));
    const reference: ReferenceProfile = {
      engine: 'local',
      vendorId: null,
      thumbnail: { path: thumbnail, mimeType: 'image/png', width: 512, height: 512 },
      palette: ['#10c040', '#0a8030', '#20e060'],
    };
    const [plain, withReference] = await Promise.all([generate(), generate({ reference })]);
    expect(digest(withReference.bytes)).not.toBe(digest(plain.bytes));
    const plainMean = await meanColour(plain.bytes);
    const referenceMean = await meanColour(withReference.bytes);
    expect(referenceMean.g - referenceMean.r).toBeGreaterThan(plainMean.g - plainMean.r + 10);
  });

  it('stops before painting when the signal has fired, writing nothing', async () => {
    const controller = new AbortController();
    controller.abort(new Error('job timed out'));
    const request = call({ signal: controller.signal });
    await expect(engine.generateImage(request)).rejects.toThrow('job timed out');
    expect(readdirSync(request.workDir)).toEqual([]);
  });
});

describe('LocalImageEngine podcast art', () => {
  const portrait = (overrides: Partial<PortraitRequest> = {}): PortraitRequest => ({
    id: 'char-1',
    workDir: workDir(),
    signal: new AbortController().signal,
    vendorRef: null,
    saveVendorRef: async () => {},
    name: 'Maya',
    description: 'A cheerful host with curly hair and an orange sweater',
    style: 'modern professional',
    seed: 5,
    ...overrides,
  });

  it('paints a square host portrait, the same for the same inputs, shaped by the words', async () => {
    const [a, b, other] = await Promise.all([
      engine.generatePortrait(portrait()),
      engine.generatePortrait(portrait()),
      engine.generatePortrait(portrait({ description: 'A calm host in a blue shirt, at night' })),
    ]);
    expect([a.width, a.height, a.mimeType]).toEqual([1024, 1024, 'image/jpeg']);
    const image = await loadImage(readFileSync(a.path));
    expect([image.width, image.height]).toEqual([1024, 1024]);
    expect(digest(readFileSync(a.path))).toBe(digest(readFileSync(b.path)));
    expect(digest(readFileSync(other.path))).not.toBe(digest(readFileSync(a.path)));
  });

  it('paints a 16:9 studio background whose colours follow the description', async () => {
    const [warm, cool, again] = await Promise.all([
      engine.generateBackground(portrait({ description: 'A cozy studio in red and orange' })),
      engine.generateBackground(portrait({ description: 'A cozy studio in blue and teal' })),
      engine.generateBackground(portrait({ description: 'A cozy studio in red and orange' })),
    ]);
    expect([warm.width, warm.height]).toEqual([1920, 1080]);
    const image = await loadImage(readFileSync(warm.path));
    expect([image.width, image.height]).toEqual([1920, 1080]);
    expect(digest(readFileSync(again.path))).toBe(digest(readFileSync(warm.path)));
    const warmMean = await meanColour(readFileSync(warm.path));
    const coolMean = await meanColour(readFileSync(cool.path));
    expect(warmMean.r - warmMean.b).toBeGreaterThan(coolMean.r - coolMean.b);
  });
});
