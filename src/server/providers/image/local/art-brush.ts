import { Path2D, type SKRSContext2D } from '@napi-rs/canvas';
import { css, shade, type Hsl, type Random } from './art-kit.js';
import type { Look } from './art-looks.js';
import type { Scene } from './art-scene.js';

/**
 * The surface the painters draw on, and one way to lay a shape down that follows the style's
 * look: shaded or flat fill, outline, line-only drawing, watercolour bleed, neon glow.
 */
export interface Art {
  ctx: SKRSContext2D;
  width: number;
  height: number;
  /** The short side: sizes are shares of it so every aspect ratio keeps its proportions. */
  unit: number;
  random: Random;
  scene: Scene;
  /** Where named things were drawn (x, y, width, height), by kind: see `mark`. */
  marks?: Map<string, { x: number; y: number; w: number; h: number }>;
}

export interface ShapePaint {
  /** Colour at the top of the shape's bounds (or the only colour, flat). */
  top: Hsl;
  /** Colour at the bottom; defaults to `top` a little darker. */
  bottom?: Hsl;
  /** Vertical extent for the gradient (defaults to the whole canvas). */
  from?: number;
  to?: number;
  alpha?: number;
  /** Lines-only looks skip filling small detail (windows, stars) entirely. */
  detail?: boolean;
}

export function paintShape(art: Art, path: Path2D, paint: ShapePaint): void {
  const { ctx, scene, unit } = art;
  const look = scene.look;
  const bottom = paint.bottom ?? shade(paint.top, { l: -8 });
  ctx.save();
  ctx.globalAlpha = paint.alpha ?? 1;
  if (look.fill === 'line') {
    if (!paint.detail) {
      ctx.fillStyle = css(shade(paint.top, { l: 100 }));
      ctx.fill(path);
    }
    strokeLine(ctx, path, look, unit, paint.top);
    ctx.restore();
    return;
  }
  if (look.soft) {
    bleed(art, path, paint.top, bottom, paint);
  } else {
    ctx.fillStyle =
      look.fill === 'flat'
        ? css(paint.top)
        : verticalGradient(ctx, paint.from ?? 0, paint.to ?? art.height, paint.top, bottom);
    ctx.fill(path);
  }
  if (look.outline > 0 && !paint.detail) strokeLine(ctx, path, look, unit, paint.top);
  ctx.restore();
}

function strokeLine(ctx: SKRSContext2D, path: Path2D, look: Look, unit: number, colour: Hsl) {
  ctx.lineJoin = 'round';
  ctx.lineCap = 'round';
  ctx.lineWidth = Math.max(1, unit * look.outline);
  if (look.glow) {
    // Neon: the edge in the shape's own hue, lit, with a halo.
    ctx.shadowColor = css({ h: colour.h, s: 100, l: 60 });
    ctx.shadowBlur = unit * 0.012;
    ctx.strokeStyle = css({ h: colour.h, s: 100, l: 70 });
  } else {
    ctx.strokeStyle = look.fill === 'line' ? css({ h: colour.h, s: 25, l: 22 }) : '#111111';
  }
  ctx.stroke(path);
  ctx.shadowBlur = 0;
}

/** Watercolour: a few translucent, slightly shifted washes, and pigment pooled at the edge. */
function bleed(art: Art, path: Path2D, top: Hsl, bottom: Hsl, paint: ShapePaint): void {
  const { ctx, unit, random } = art;
  const fill = verticalGradient(ctx, paint.from ?? 0, paint.to ?? art.height, top, bottom);
  const washes = paint.detail ? 1 : 3;
  for (let i = 0; i < washes; i++) {
    ctx.save();
    ctx.translate((random() - 0.5) * unit * 0.008, (random() - 0.5) * unit * 0.008);
    ctx.globalAlpha = (paint.alpha ?? 1) * (paint.detail ? 0.9 : 0.45);
    ctx.fillStyle = fill;
    ctx.fill(path);
    ctx.restore();
  }
  if (!paint.detail) {
    ctx.globalAlpha = (paint.alpha ?? 1) * 0.25;
    ctx.lineWidth = unit * 0.003;
    ctx.strokeStyle = css(shade(bottom, { l: -15 }));
    ctx.stroke(path);
  }
}

export function verticalGradient(
  ctx: SKRSContext2D,
  from: number,
  to: number,
  top: Hsl,
  bottom: Hsl,
  middle?: Hsl,
) {
  const gradient = ctx.createLinearGradient(0, from, 0, to);
  gradient.addColorStop(0, css(top));
  if (middle) gradient.addColorStop(0.55, css(middle));
  gradient.addColorStop(1, css(bottom));
  return gradient;
}

/** A soft round light: a radial gradient from `colour` to transparent. */
export function glow(
  ctx: SKRSContext2D,
  x: number,
  y: number,
  radius: number,
  colour: Hsl,
  alpha: number,
) {
  const halo = ctx.createRadialGradient(x, y, 0, x, y, radius);
  halo.addColorStop(0, css(colour, alpha));
  halo.addColorStop(0.4, css(colour, alpha * 0.45));
  halo.addColorStop(1, css(colour, 0));
  ctx.fillStyle = halo;
  ctx.fillRect(x - radius, y - radius, radius * 2, radius * 2);
}

/** A closed ridge down to the bottom edge through the given heights (x evenly spaced). */
export function ridgePath(art: Art, heights: number[], bottom = art.height): Path2D {
  const path = new Path2D();
  const step = art.width / (heights.length - 1);
  path.moveTo(0, bottom);
  heights.forEach((y, i) => path.lineTo(i * step, y));
  path.lineTo(art.width, bottom);
  path.closePath();
  return path;
}

/** Smooth rolling heights: a sum of a few seeded sines around `base`. */
export function rollingHeights(art: Art, base: number, amplitude: number, points = 120): number[] {
  const waves = Array.from({ length: 3 }, (_, i) => ({
    frequency: (i + 1) * (0.8 + art.random() * 1.6) * Math.PI * 2,
    phase: art.random() * Math.PI * 2,
    weight: 1 / (i + 1),
  }));
  return Array.from({ length: points + 1 }, (_, i) => {
    const x = i / points;
    const ridge = waves.reduce((sum, w) => sum + Math.sin(x * w.frequency + w.phase) * w.weight, 0);
    return base - ridge * amplitude * 0.6;
  });
}

/**
 * Jagged heights by midpoint displacement from a few seeded peaks and saddles: a mountain
 * range. `amplitude` is the tallest peak's height above `base`.
 */
export function jaggedHeights(art: Art, base: number, amplitude: number, depth = 6): number[] {
  const peaks = 3 + Math.floor(art.random() * 3);
  let heights = Array.from({ length: peaks * 2 + 1 }, (_, i) =>
    i % 2
      ? base - amplitude * (0.55 + art.random() * 0.45)
      : base - amplitude * art.random() * 0.35,
  );
  let spread = amplitude * 0.35;
  for (let level = 0; level < depth; level++) {
    const next: number[] = [];
    for (let i = 0; i < heights.length - 1; i++) {
      next.push(heights[i]!, (heights[i]! + heights[i + 1]!) / 2 + (art.random() - 0.5) * spread);
    }
    next.push(heights.at(-1)!);
    heights = next;
    spread *= 0.5;
  }
  return heights;
}

/**
 * Many small circles. Skia's fill time grows with the square of a path's size, so one path of
 * thousands of arcs takes seconds: they go out in small batches instead.
 */
export function fillDots(ctx: SKRSContext2D, dots: Array<[x: number, y: number, r: number]>) {
  const BATCH = 16;
  for (let start = 0; start < dots.length; start += BATCH) {
    ctx.beginPath();
    for (const [x, y, r] of dots.slice(start, start + BATCH)) {
      ctx.moveTo(x + r, y);
      ctx.arc(x, y, r, 0, Math.PI * 2);
    }
    ctx.fill();
  }
}
