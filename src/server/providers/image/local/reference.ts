import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createCanvas, loadImage, type Image } from '@napi-rs/canvas';
import { extractPalette } from './palette.js';
import { EngineError } from '../../../kernel/engine-error.js';
import type { BuildReferenceRequest, BuiltReference, LocalImageFile } from '../port.js';

/**
 * Custom references without a model: each photo is decoded once (one at a time) and shrunk to
 * an analysis copy; a skin-tone and contrast heuristic finds a face; the best photo (largest,
 * most face-like face) is decoded again for a 512² face-centred crop; the palette comes from
 * pixels of all photos. Decoding respects EXIF orientation (Skia applies the tag on decode).
 */

export const THUMBNAIL_SIZE = 512;
/** Long side of the analysis copy: enough for a face, small enough for 100 photos. */
const ANALYSIS_SIZE = 160;
/** Samples kept for the palette over all photos. */
const PALETTE_SAMPLES = 40_000;

export interface FaceBox {
  /** Centre and size as shares of the photo's width and height (display orientation). */
  x: number;
  y: number;
  size: number;
  /** How face-like: skin share × contrast inside the box; 0 when no face was found. */
  score: number;
}

export async function buildLocalReference(request: BuildReferenceRequest): Promise<BuiltReference> {
  const samples: number[] = [];
  const perPhoto = Math.floor(PALETTE_SAMPLES / request.images.length);
  let best: { image: LocalImageFile; face: FaceBox | null; rank: number } | null = null;
  for (const file of request.images) {
    request.signal.throwIfAborted();
    const photo = await decode(file);
    const scale = ANALYSIS_SIZE / Math.max(photo.width, photo.height);
    const w = Math.max(1, Math.round(photo.width * scale));
    const h = Math.max(1, Math.round(photo.height * scale));
    const ctx = createCanvas(w, h).getContext('2d');
    ctx.drawImage(photo, 0, 0, w, h);
    const { data } = ctx.getImageData(0, 0, w, h);
    const stride = Math.max(1, Math.floor((w * h) / perPhoto));
    for (let i = 0; i < w * h; i += stride)
      samples.push(data[i * 4]!, data[i * 4 + 1]!, data[i * 4 + 2]!);
    const face = findFace(data, w, h);
    // A found face beats none; among faces, the bigger and clearer one wins.
    const rank = face ? 1 + face.score * face.size : Math.min(photo.width, photo.height) / 1e6;
    if (!best || rank > best.rank) best = { image: file, face, rank };
  }
  request.signal.throwIfAborted();
  const chosen = best!;
  const thumbnailPath = path.join(request.workDir, 'reference.jpg');
  await writeFile(thumbnailPath, await faceCrop(await decode(chosen.image), chosen.face));
  return {
    thumbnail: {
      path: thumbnailPath,
      mimeType: 'image/jpeg',
      width: THUMBNAIL_SIZE,
      height: THUMBNAIL_SIZE,
    },
    palette: extractPalette(Uint8Array.from(samples)),
    vendorId: null,
  };
}

/**
 * Decodes a photo upright. @napi-rs/canvas cannot decode at a reduced size, so a 24 MP photo
 * costs ~96 MB while it is held: photos are decoded one at a time and dropped at once.
 */
async function decode(file: LocalImageFile): Promise<Image> {
  try {
    const image = await loadImage(file.path);
    if (!image.width || !image.height) throw new Error('empty image');
    return image;
  } catch (error) {
    throw new EngineError('image', 'A photo could not be read', false, { cause: error });
  }
}

/**
 * The square crop around the face, head and shoulders (the skin window sits inside the face, so
 * ~3.6 windows wide), the face a little above centre; or the centred square.
 */
async function faceCrop(photo: Image, face: FaceBox | null): Promise<Buffer> {
  const { width, height } = photo;
  const short = Math.min(width, height);
  const side = face
    ? Math.min(short, Math.max(short * 0.35, face.size * Math.max(width, height) * 3.6))
    : short;
  const cx = face ? face.x * width : width / 2;
  const cy = face ? face.y * height + side * 0.1 : height / 2;
  const left = Math.min(width - side, Math.max(0, cx - side / 2));
  const top = Math.min(height - side, Math.max(0, cy - side / 2));
  const canvas = createCanvas(THUMBNAIL_SIZE, THUMBNAIL_SIZE);
  const ctx = canvas.getContext('2d');
  ctx.imageSmoothingQuality = 'high';
  ctx.drawImage(photo, left, top, side, side, 0, 0, THUMBNAIL_SIZE, THUMBNAIL_SIZE);
  return canvas.encode('jpeg', 92);
}

/** Skin by the classic YCbCr box (works across skin tones; brightness is left to Y). */
export function isSkin(r: number, g: number, b: number): boolean {
  const y = 0.299 * r + 0.587 * g + 0.114 * b;
  const cb = 128 - 0.168736 * r - 0.331264 * g + 0.5 * b;
  const cr = 128 + 0.5 * r - 0.418688 * g - 0.081312 * b;
  return y > 40 && cb >= 77 && cb <= 127 && cr >= 133 && cr <= 173;
}

/**
 * The most face-like square window on an RGBA analysis copy: a window mostly of skin whose
 * inside has contrast (eyes, brows, mouth), unlike a plain skin-coloured wall. Windows of a few
 * sizes are slid over a summed-area table of the skin mask; the best is refined to the skin
 * centroid inside it. Null when no window is skin enough.
 */
export function findFace(
  rgba: Uint8Array | Uint8ClampedArray,
  width: number,
  height: number,
): FaceBox | null {
  const skin = new Float64Array((width + 1) * (height + 1));
  const luma = new Float64Array(width * height);
  for (let y = 0; y < height; y++) {
    let row = 0;
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 4;
      const r = rgba[i]!;
      const g = rgba[i + 1]!;
      const b = rgba[i + 2]!;
      luma[y * width + x] = 0.299 * r + 0.587 * g + 0.114 * b;
      row += isSkin(r, g, b) ? 1 : 0;
      skin[(y + 1) * (width + 1) + x + 1] = skin[y * (width + 1) + x + 1]! + row;
    }
  }
  const sum = (x0: number, y0: number, s: number) =>
    skin[(y0 + s) * (width + 1) + x0 + s]! -
    skin[y0 * (width + 1) + x0 + s]! -
    skin[(y0 + s) * (width + 1) + x0]! +
    skin[y0 * (width + 1) + x0]!;
  const short = Math.min(width, height);
  let best: { x: number; y: number; s: number; score: number } | null = null;
  for (const share of [0.15, 0.22, 0.3, 0.4, 0.55]) {
    const s = Math.max(4, Math.round(short * share));
    const step = Math.max(1, Math.round(s / 6));
    for (let y0 = 0; y0 + s <= height; y0 += step) {
      for (let x0 = 0; x0 + s <= width; x0 += step) {
        const fill = sum(x0, y0, s) / (s * s);
        if (fill < 0.45) continue;
        const score = fill * (0.5 + contrast(luma, width, x0, y0, s)) * (0.8 + share * 0.5);
        if (!best || score > best.score) best = { x: x0, y: y0, s, score };
      }
    }
  }
  if (!best) return null;
  let cx = 0;
  let cy = 0;
  let n = 0;
  for (let y = best.y; y < best.y + best.s; y++) {
    for (let x = best.x; x < best.x + best.s; x++) {
      const i = (y * width + x) * 4;
      if (isSkin(rgba[i]!, rgba[i + 1]!, rgba[i + 2]!)) {
        cx += x;
        cy += y;
        n++;
      }
    }
  }
  return {
    x: (cx / n + 0.5) / width,
    y: (cy / n + 0.5) / height,
    size: best.s / Math.max(width, height),
    score: best.score,
  };
}

/** Normalised standard deviation of brightness in a window (0 flat .. ~1 busy). */
function contrast(luma: Float64Array, width: number, x0: number, y0: number, s: number): number {
  let total = 0;
  let squares = 0;
  const step = Math.max(1, Math.floor(s / 12));
  let n = 0;
  for (let y = y0; y < y0 + s; y += step) {
    for (let x = x0; x < x0 + s; x += step) {
      const v = luma[y * width + x]!;
      total += v;
      squares += v * v;
      n++;
    }
  }
  const mean = total / n;
  return Math.min(1, Math.sqrt(Math.max(0, squares / n - mean * mean)) / 64);
}
