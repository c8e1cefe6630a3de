import { createCanvas, type Canvas } from '@napi-rs/canvas';
import { paintPortrait, PORTRAIT_HEAD, PORTRAIT_SIZE } from './portrait.js';
import type { ImageStyleRef } from '../port.js';

/**
 * A person asked for in the image studio ("portrait of a smiling woman host"): the portrait
 * painter's head-and-shoulders host, laid into the requested shape. The figure keeps its square
 * (never cropped: the whole head and the shoulders stay in frame) standing on the bottom edge;
 * the rest of the frame continues the portrait's own backdrop, softened, so nothing is padded
 * with a flat colour.
 */

export interface PersonPainting {
  canvas: Canvas;
  /** The head (hair line to chin, ear to ear) in output pixels. */
  face: { x: number; y: number; w: number; h: number };
}

export function paintPerson(options: {
  prompt: string;
  seed: number;
  width: number;
  height: number;
  style: ImageStyleRef | null;
}): PersonPainting {
  const { width, height } = options;
  const portrait = paintPortrait({
    name: '',
    description: options.prompt,
    style: options.style?.name ?? '',
    seed: options.seed,
  });
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  ctx.imageSmoothingEnabled = true;
  ctx.imageSmoothingQuality = 'high';
  paintSoftBackdrop(canvas, portrait);
  // The figure's square stands on the bottom edge, centred: as tall as a wide frame; in a tall
  // frame wider than it, so the shoulders run off the sides as in a phone-held portrait.
  const side = width >= height ? height : Math.min(width * 1.35, height);
  const x = (width - side) / 2;
  const y = height - side;
  if (width === height) ctx.drawImage(portrait, 0, 0, side, side);
  else ctx.drawImage(featheredSides(portrait, width > height), x, y, side, side);
  return {
    canvas,
    face: {
      x: x + side * (PORTRAIT_HEAD.x - PORTRAIT_HEAD.rx),
      y: y + side * (PORTRAIT_HEAD.y - PORTRAIT_HEAD.ry),
      w: side * PORTRAIT_HEAD.rx * 2,
      h: side * PORTRAIT_HEAD.ry * 2,
    },
  };
}

/**
 * The portrait's backdrop, stretched over the whole frame and blurred by scaling down
 * and back up (cheap, and the same on every machine).
 */
function paintSoftBackdrop(target: Canvas, portrait: Canvas): void {
  const small = createCanvas(16, 16);
  const sctx = small.getContext('2d');
  sctx.imageSmoothingEnabled = true;
  sctx.imageSmoothingQuality = 'high';
  // The backdrop without the figure: the square's left edge, top to bottom, is all backdrop.
  sctx.drawImage(portrait, 0, 0, PORTRAIT_SIZE * 0.08, PORTRAIT_SIZE, 0, 0, 16, 16);
  const ctx = target.getContext('2d');
  ctx.drawImage(small, 0, 0, target.width, target.height);
}

/** The square with its two free edges (left and right, or top) faded into the backdrop. */
function featheredSides(portrait: Canvas, wide: boolean): Canvas {
  const size = PORTRAIT_SIZE;
  const out = createCanvas(size, size);
  const ctx = out.getContext('2d');
  ctx.drawImage(portrait, 0, 0);
  ctx.globalCompositeOperation = 'destination-in';
  const fade = 0.12;
  const gradient = wide
    ? ctx.createLinearGradient(0, 0, size, 0)
    : ctx.createLinearGradient(0, 0, 0, size);
  gradient.addColorStop(0, 'rgba(0,0,0,0)');
  gradient.addColorStop(fade, 'rgba(0,0,0,1)');
  gradient.addColorStop(wide ? 1 - fade : 1, 'rgba(0,0,0,1)');
  gradient.addColorStop(1, wide ? 'rgba(0,0,0,0)' : 'rgba(0,0,0,1)');
  ctx.fillStyle = gradient;
  ctx.fillRect(0, 0, size, size);
  return out;
}
