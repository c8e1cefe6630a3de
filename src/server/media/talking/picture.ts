import { createCanvas, loadImage, type Canvas } from '@napi-rs/canvas';
import { readFile } from 'node:fs/promises';
import { mapLandmarks } from '../faces/map-landmarks.js';
import type { FaceLandmarks, RgbaImage } from '../faces/types.js';
import { drawFramed } from '../framed-canvas.js';
import type { Window } from '../framing.js';

/**
 * The picture as the talking portrait sees it: decoded, stood upright from its EXIF
 * orientation (face coordinates refer to the upright picture), and cover-fitted to the frame.
 */

/**
 * Decodes an image upright. @napi-rs/canvas applies the EXIF orientation (all eight) while it
 * decodes, so the picture is drawn as decoded: turning it again by the tag (as this once did)
 * laid sideways phone photos on their side, faces and all. The ffmpeg side stands the same
 * picture up with uprightFilter, since it reads the stored pixels (-noautorotate).
 */
export async function loadUpright(filePath: string): Promise<Canvas> {
  const image = await loadImage(await readFile(filePath));
  const canvas = createCanvas(image.width, image.height);
  canvas.getContext('2d').drawImage(image, 0, 0);
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
 * Scales the picture to cover the frame, showing `window` (normalised to the picture, of the
 * frame's shape: framing.ts keeps the faces with headroom in it), or the middle without one.
 */
export function coverFit(
  picture: Canvas,
  width: number,
  height: number,
  window?: Window,
): CoverFit {
  const cover = Math.max(width / picture.width, height / picture.height);
  const scale = window ? width / (window.width * picture.width) : cover;
  const offsetX = window ? window.x * picture.width * scale : (picture.width * scale - width) / 2;
  const offsetY = window
    ? window.y * picture.height * scale
    : (picture.height * scale - height) / 2;
  const frame = createCanvas(width, height);
  const ctx = frame.getContext('2d');
  ctx.imageSmoothingQuality = 'high';
  // A window past the picture's edges (a fitted close-up) fills them with a blurred copy.
  if (window) drawFramed(ctx, picture, window, { x: 0, y: 0, width, height });
  else ctx.drawImage(picture, -offsetX, -offsetY, picture.width * scale, picture.height * scale);
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
