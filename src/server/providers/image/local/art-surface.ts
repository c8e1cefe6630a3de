import { createCanvas, Path2D, type Canvas } from '@napi-rs/canvas';
import { fillDots, paintShape, type Art } from './art-brush.js';
import { between, css, shade, type Hsl } from './art-kit.js';
import type { Finish } from './art-plan.js';
import { COLOUR_WORDS, MATERIAL_WORDS, type Texture } from './art-words.js';

/**
 * Materials as surfaces: a shape filled in its colour (shaded, in the style's look), then its
 * texture drawn inside it — wood grain, marble veins, a linen weave, velvet's sheen, leather's
 * seams, bouclé loops, brushed metal, concrete speckle, terrazzo chips, rattan lattice, tiles,
 * bricks, glass glints, plaster mottle. Textures are a few strokes or a small repeated tile, so
 * a surface costs a few milliseconds, not a loop over its pixels.
 */

export interface Surface {
  texture: Texture | 'plain';
  colour: Hsl;
}

export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** Notes where a named thing was drawn (the first of its kind), for tests and the gallery. */
export function mark(art: Art, name: string, box: Box): void {
  art.marks ??= new Map();
  if (!art.marks.has(name)) art.marks.set(name, box);
}

/** The finish the words gave (a material, a colour, both) over a default surface. */
export function surfaceFor(finish: Finish | undefined, fallback: Surface): Surface {
  const material = finish?.material ? MATERIAL_WORDS[finish.material] : undefined;
  const colour = finish?.colour ? COLOUR_WORDS[finish.colour] : undefined;
  return {
    texture: material?.texture ?? fallback.texture,
    colour: colour ?? material?.colour ?? fallback.colour,
  };
}

/** A colour seen through the style's grade (the look changes colours, never the subject). */
export function tone(art: Art, colour: Hsl): Hsl {
  const grade = art.scene.look.grade;
  return grade ? grade(colour, 'near') : colour;
}

export function paintSurface(
  art: Art,
  path: Path2D,
  surface: Surface,
  box: Box,
  grain: 'across' | 'down' = 'across',
): void {
  const colour = tone(art, surface.colour);
  const metal = surface.texture === 'metal';
  paintShape(art, path, {
    top: shade(colour, { l: metal ? 14 : 5 }),
    bottom: shade(colour, { l: metal ? -18 : -9 }),
    from: box.y,
    to: box.y + box.h,
    alpha: surface.texture === 'glass' ? 0.55 : 1,
  });
  if (art.scene.look.fill === 'line' || surface.texture === 'plain') return;
  const { ctx } = art;
  ctx.save();
  ctx.clip(path);
  TEXTURES[surface.texture](art, colour, box, grain);
  ctx.restore();
}

type TexturePainter = (art: Art, colour: Hsl, box: Box, grain: 'across' | 'down') => void;

const TEXTURES: Record<Texture, TexturePainter> = {
  wood(art, colour, box, grain) {
    const { ctx, unit, random } = art;
    const lines = new Path2D();
    const along = grain === 'across' ? box.w : box.h;
    const across = grain === 'across' ? box.h : box.w;
    const step = Math.max(2, unit * 0.008);
    for (let t = step * random(); t < across; t += step * between(random, 0.6, 1.6)) {
      const wobble = unit * 0.004 * random();
      const phase = random() * 6;
      for (let s = 0; s <= along; s += along / 8) {
        const d = t + Math.sin(s / (unit * 0.05) + phase) * wobble;
        const [x, y] = grain === 'across' ? [box.x + s, box.y + d] : [box.x + d, box.y + s];
        if (s === 0) lines.moveTo(x, y);
        else lines.lineTo(x, y);
      }
    }
    ctx.strokeStyle = css(shade(colour, { l: -16, s: 6 }), 0.35);
    ctx.lineWidth = Math.max(1, unit * 0.0015);
    ctx.stroke(lines);
  },
  marble(art, colour, box) {
    const { ctx, unit, random } = art;
    for (let i = 0; i < 5; i++) {
      const vein = new Path2D();
      const y0 = box.y + random() * box.h;
      vein.moveTo(box.x - 5, y0);
      vein.bezierCurveTo(
        box.x + box.w * 0.3,
        y0 + (random() - 0.5) * box.h,
        box.x + box.w * 0.6,
        y0 + (random() - 0.5) * box.h,
        box.x + box.w + 5,
        box.y + random() * box.h,
      );
      ctx.strokeStyle = css(shade(colour, { l: -30, s: -5 }), i < 2 ? 0.55 : 0.3);
      ctx.lineWidth = Math.max(1, unit * (i < 2 ? 0.0025 : 0.0012));
      ctx.stroke(vein);
    }
  },
  weave(art, colour, box) {
    const size = Math.max(3, Math.round(art.unit * 0.006));
    tilePattern(art, box, size, (t) => {
      t.fillStyle = css(shade(colour, { l: 10 }), 0.35);
      t.fillRect(0, 0, size, 1);
      t.fillStyle = css(shade(colour, { l: -12 }), 0.3);
      t.fillRect(0, 0, 1, size);
    });
  },
  velvet(art, colour, box) {
    // Velvet catches the light in a soft band and goes deep at its folds.
    const { ctx } = art;
    const sheen = ctx.createRadialGradient(
      box.x + box.w * 0.45,
      box.y + box.h * 0.3,
      0,
      box.x + box.w * 0.45,
      box.y + box.h * 0.3,
      Math.max(box.w, box.h) * 0.6,
    );
    sheen.addColorStop(0, css(shade(colour, { l: 22, s: 10 }), 0.55));
    sheen.addColorStop(1, css(shade(colour, { l: -12 }), 0));
    ctx.fillStyle = sheen;
    ctx.fillRect(box.x, box.y, box.w, box.h);
    ctx.strokeStyle = css(shade(colour, { l: -18 }), 0.4);
    ctx.lineWidth = Math.max(1, art.unit * 0.003);
    ctx.strokeRect(box.x + box.w * 0.05, box.y + box.h * 0.06, box.w * 0.9, box.h * 0.88);
  },
  leather(art, colour, box) {
    const { ctx, unit } = art;
    const shine = ctx.createLinearGradient(box.x, box.y, box.x + box.w, box.y + box.h);
    shine.addColorStop(0, css(shade(colour, { l: 18 }), 0.35));
    shine.addColorStop(0.4, css(colour, 0));
    shine.addColorStop(1, css(shade(colour, { l: -15 }), 0.35));
    ctx.fillStyle = shine;
    ctx.fillRect(box.x, box.y, box.w, box.h);
    ctx.setLineDash([unit * 0.006, unit * 0.005]);
    ctx.strokeStyle = css(shade(colour, { l: 20 }), 0.5);
    ctx.lineWidth = Math.max(1, unit * 0.0015);
    const inset = Math.min(box.w, box.h) * 0.1;
    ctx.strokeRect(box.x + inset, box.y + inset, box.w - inset * 2, box.h - inset * 2);
    ctx.setLineDash([]);
  },
  boucle(art, colour, box) {
    const size = Math.max(4, Math.round(art.unit * 0.008));
    tilePattern(art, box, size, (t) => {
      t.fillStyle = css(shade(colour, { l: 8 }), 0.7);
      t.beginPath();
      t.arc(size * 0.3, size * 0.3, size * 0.28, 0, Math.PI * 2);
      t.arc(size * 0.8, size * 0.75, size * 0.22, 0, Math.PI * 2);
      t.fill();
      t.fillStyle = css(shade(colour, { l: -14 }), 0.35);
      t.fillRect(size * 0.55, size * 0.1, 1, 1);
    });
  },
  metal(art, colour, box) {
    const { ctx } = art;
    const bands = ctx.createLinearGradient(box.x, 0, box.x + box.w, 0);
    bands.addColorStop(0, css(shade(colour, { l: -15 }), 0.5));
    bands.addColorStop(0.3, css(shade(colour, { l: 30, s: -10 }), 0.7));
    bands.addColorStop(0.45, css(colour, 0));
    bands.addColorStop(0.75, css(shade(colour, { l: 20 }), 0.4));
    bands.addColorStop(1, css(shade(colour, { l: -20 }), 0.5));
    ctx.fillStyle = bands;
    ctx.fillRect(box.x, box.y, box.w, box.h);
  },
  concrete(art, colour, box) {
    speckle(art, colour, box, 0.25);
  },
  terrazzo(art, colour, box) {
    const { unit, random } = art;
    const chips: Hsl[] = [
      { h: 16, s: 55, l: 55 },
      { h: 95, s: 18, l: 55 },
      { h: 220, s: 8, l: 30 },
      { h: 40, s: 50, l: 70 },
    ];
    const area = (box.w * box.h) / (unit * 0.03) ** 2;
    const count = Math.min(220, Math.round(area * 1.2));
    const paths = chips.map(() => new Path2D());
    for (let i = 0; i < count; i++) {
      const x = box.x + random() * box.w;
      const y = box.y + random() * box.h;
      const r = unit * between(random, 0.003, 0.009);
      const path = paths[i % paths.length]!;
      path.moveTo(x + r, y);
      path.lineTo(x, y + r * 0.8);
      path.lineTo(x - r * 0.9, y + r * 0.2);
      path.lineTo(x - r * 0.3, y - r);
      path.closePath();
    }
    paths.forEach((path, i) => {
      art.ctx.fillStyle = css(tone(art, chips[i]!), 0.9);
      art.ctx.fill(path);
    });
  },
  rattan(art, colour, box) {
    const size = Math.max(5, Math.round(art.unit * 0.01));
    tilePattern(art, box, size, (t) => {
      t.strokeStyle = css(shade(colour, { l: -20 }), 0.55);
      t.lineWidth = 1;
      t.beginPath();
      t.moveTo(0, 0);
      t.lineTo(size, size);
      t.moveTo(size, 0);
      t.lineTo(0, size);
      t.stroke();
    });
  },
  tile(art, colour, box) {
    const size = art.unit * 0.045;
    const grid = new Path2D();
    for (let x = box.x; x < box.x + box.w; x += size) grid.rect(x, box.y, 1, box.h);
    for (let y = box.y; y < box.y + box.h; y += size) grid.rect(box.x, y, box.w, 1);
    art.ctx.fillStyle = css(shade(colour, { l: 12, s: -20 }), 0.9);
    art.ctx.fill(grid);
    speckle(art, colour, box, 0.08);
  },
  brick(art, colour, box) {
    const { unit, random } = art;
    const bw = unit * 0.07;
    const bh = unit * 0.028;
    const mortar = new Path2D();
    const dark = new Path2D();
    for (let row = 0, y = box.y; y < box.y + box.h; row++, y += bh) {
      mortar.rect(box.x, y, box.w, Math.max(1, unit * 0.003));
      for (let x = box.x + (row % 2 ? -bw / 2 : 0); x < box.x + box.w; x += bw) {
        mortar.rect(x, y, Math.max(1, unit * 0.003), bh);
        if (random() < 0.3) dark.rect(x + 2, y + 2, bw - 4, bh - 4);
      }
    }
    art.ctx.fillStyle = css(shade(colour, { l: -8 }), 0.35);
    art.ctx.fill(dark);
    art.ctx.fillStyle = css(shade(colour, { l: 30, s: -30 }), 0.8);
    art.ctx.fill(mortar);
  },
  glass(art, colour, box) {
    const { ctx } = art;
    const glint = new Path2D();
    glint.moveTo(box.x + box.w * 0.15, box.y + box.h);
    glint.lineTo(box.x + box.w * 0.35, box.y);
    glint.lineTo(box.x + box.w * 0.45, box.y);
    glint.lineTo(box.x + box.w * 0.25, box.y + box.h);
    glint.closePath();
    ctx.fillStyle = css(shade(colour, { l: 40 }), 0.45);
    ctx.fill(glint);
  },
  plaster(art, colour, box) {
    const { ctx, random } = art;
    for (let i = 0; i < 5; i++) {
      const x = box.x + random() * box.w;
      const y = box.y + random() * box.h;
      const r = Math.max(box.w, box.h) * between(random, 0.15, 0.35);
      const cloud = ctx.createRadialGradient(x, y, 0, x, y, r);
      cloud.addColorStop(0, css(shade(colour, { l: i % 2 ? 5 : -5 }), 0.35));
      cloud.addColorStop(1, css(colour, 0));
      ctx.fillStyle = cloud;
      ctx.fillRect(x - r, y - r, r * 2, r * 2);
    }
  },
  stone(art, colour, box) {
    TEXTURES.plaster(art, colour, box, 'across');
    speckle(art, colour, box, 0.15);
  },
};

function speckle(art: Art, colour: Hsl, box: Box, alpha: number): void {
  const { unit, random } = art;
  const count = Math.min(600, Math.round(((box.w * box.h) / unit ** 2) * 900));
  const dots = Array.from({ length: count }, (): [number, number, number] => [
    box.x + random() * box.w,
    box.y + random() * box.h,
    unit * between(random, 0.0008, 0.002),
  ]);
  art.ctx.fillStyle = css(shade(colour, { l: -25 }), alpha * 2);
  fillDots(art.ctx, dots);
}

/** A small tile, laid over the box as a pattern. */
function tilePattern(
  art: Art,
  box: Box,
  size: number,
  draw: (ctx: ReturnType<Canvas['getContext']>) => void,
): void {
  const tile = createCanvas(size, size);
  draw(tile.getContext('2d'));
  art.ctx.fillStyle = art.ctx.createPattern(tile, 'repeat')!;
  art.ctx.fillRect(box.x, box.y, box.w, box.h);
}
