import { createCanvas, loadImage, type Canvas } from '@napi-rs/canvas';
import { readFile } from 'node:fs/promises';
import { mapLandmarks } from '../faces/map-landmarks.js';
import type { FaceLandmarks, RgbaImage } from '../faces/types.js';

/**
 * The picture as the talking portrait sees it: decoded, stood upright from its EXIF
 * orientation (face coordinates refer to the upright picture), and cover-fitted to the frame.
 */

/** Decodes an image and stands it upright (orientation 1..8, see readImageOrientation). */
export async function loadUpright(filePath: string, orientation = 1): Promise<Canvas> {
  const image = await loadImage(await readFile(filePath));
  const turned = orientation >= 5;
  const width = turned ? image.height : image.width;
  const height = turned ? image.width : image.height;
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  // The EXIF transforms, each mapping the stored pixels onto the upright canvas.
  const transforms: Record<number, [number, number, number, number, number, number]> = {
    2: [-1, 0, 0, 1, width, 0],
    3: [-1, 0, 0, -1, width, height],
    4: [1, 0, 0, -1, 0, height],
    5: [0, 1, 1, 0, 0, 0],
    6: [0, 1, -1, 0, width, 0],
    7: [0, -1, -1, 0, width, height],
    8: [0, -1, 1, 0, 0, height],
  };
  const transform = transforms[orientation];
  if (transform) ctx.setTransform(...transform);
  ctx.drawImage(image, 0, 0);
  return canvas;
}

export function pixelsOf(canvas: Canvas): RgbaImage {
  const ctx = canvas.getContext('2d');
  const { data, width, height } = ctx.getImageData(0, 0, canvas.width, canvas.height);
  return { data, width, height };
}

/** A copy at most `longest` pixels on its longer side (detection needs no more). */
export function downscaled(canvas: Canvas, longest: number): Canvas {
  const scale = Math.min(1, longest / Math.max(canvas.width, canvas.height));
  if (scale === 1) return canvas;
  const small = createCanvas(Math.round(canvas.width * scale), Math.round(canvas.height * scale));
  small.getContext('2d').drawImage(canvas, 0, 0, small.width, small.height);
  return small;
}

export interface CoverFit {
  frame: Canvas;
  /** Maps a point normalised to the upright picture to the frame's pixels. */
  toFrame(x: number, y: number): { x: number; y: number };
}

/**
 * Scales the picture to cover the frame and crops it around `focus` (normalised; the speaker's
 * face, placed a little above the middle), or the middle when none is given.
 */
export function coverFit(
  picture: Canvas,
  width: number,
  height: number,
  focus?: { x: number; y: number },
): CoverFit {
  const scale = Math.max(width / picture.width, height / picture.height);
  const spareX = picture.width * scale - width;
  const spareY = picture.height * scale - height;
  const clamp = (value: number, max: number) => Math.min(max, Math.max(0, value));
  const offsetX = focus ? clamp(focus.x * picture.width * scale - width / 2, spareX) : spareX / 2;
  const offsetY = focus
    ? clamp(focus.y * picture.height * scale - height * 0.42, spareY)
    : spareY / 2;
  const frame = createCanvas(width, height);
  const ctx = frame.getContext('2d');
  ctx.imageSmoothingQuality = 'high';
  ctx.drawImage(picture, -offsetX, -offsetY, picture.width * scale, picture.height * scale);
  return {
    frame,
    toFrame: (x, y) => ({
      x: x * picture.width * scale - offsetX,
      y: y * picture.height * scale - offsetY,
    }),
  };
}

/** Landmarks normalised to the picture, in frame pixels. */
export function landmarksInFrame(face: FaceLandmarks, fit: CoverFit): FaceLandmarks {
  return mapLandmarks(face, (p) => fit.toFrame(p.x, p.y));
}
