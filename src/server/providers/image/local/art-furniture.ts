import { Path2D } from '@napi-rs/canvas';
import { paintShape, type Art } from './art-brush.js';
import { css, shade, type Hsl } from './art-kit.js';
import { paintSurface, tone, type Box, type Surface } from './art-surface.js';

/**
 * Furniture seen from the front, standing on the floor at `base` around `x`: shapes people know
 * at a glance (a sofa's back, seat and arms; a wingback's tall back; a bed's headboard, pillows
 * and duvet; a table's top and legs). Sizes are shares of the short side. Each returns the box
 * of its upholstered or main surface.
 */

export interface Place {
  x: number;
  base: number;
}

/** Where things that give light are, so the night pass can light them. */
export interface Lamp {
  x: number;
  y: number;
  r: number;
  colour: Hsl;
  /** Things that make their own light (a neon tube, a flame) are drawn again over the dark. */
  redraw?: () => void;
}

const LEG: Hsl = { h: 25, s: 20, l: 18 };

export function legs(art: Art, xs: number[], top: number, base: number, colour = LEG): void {
  const path = new Path2D();
  const w = art.unit * 0.008;
  for (const x of xs) path.rect(x - w / 2, top, w, base - top);
  paintShape(art, path, { top: tone(art, colour), detail: true });
}

function bounds(x: number, y: number, w: number, h: number): Box {
  return { x, y, w, h };
}

export function paintSofa(art: Art, at: Place, cover: Surface, accent: Hsl, wide = 0.58): Box {
  const s = art.unit;
  const w = s * wide;
  const h = s * 0.22;
  const x = at.x - w / 2;
  const top = at.base - h;
  legs(art, [x + s * 0.03, x + w - s * 0.03], at.base - s * 0.03, at.base);
  const body = new Path2D();
  body.roundRect(x + s * 0.04, top, w - s * 0.08, h * 0.62, s * 0.025);
  body.roundRect(x + s * 0.02, top + h * 0.5, w - s * 0.04, h * 0.38, s * 0.02);
  body.roundRect(x, top + h * 0.3, s * 0.065, h * 0.6, s * 0.025);
  body.roundRect(x + w - s * 0.065, top + h * 0.3, s * 0.065, h * 0.6, s * 0.025);
  const box = bounds(x, top, w, h * 0.88);
  paintSurface(art, body, cover, box);
  seams(art, cover, [x + w / 2], top + h * 0.06, top + h * 0.58);
  seams(art, cover, [x + w / 2], top + h * 0.54, top + h * 0.86);
  pillows(art, x + s * 0.09, x + w - s * 0.09, top + h * 0.22, s * 0.07, accent);
  return box;
}

export function paintArmchair(art: Art, at: Place, cover: Surface, big = 1): Box {
  const s = art.unit * big;
  const w = s * 0.27;
  const h = s * 0.34;
  const x = at.x - w / 2;
  const top = at.base - h;
  legs(art, [x + s * 0.03, x + w - s * 0.03], at.base - s * 0.035, at.base);
  const body = new Path2D();
  // A wingback: a tall back with a rounded crown and flared wings.
  body.moveTo(x + s * 0.03, top + h * 0.62);
  body.lineTo(x + s * 0.03, top + h * 0.18);
  body.quadraticCurveTo(x + w / 2, top - h * 0.08, x + w - s * 0.03, top + h * 0.18);
  body.lineTo(x + w - s * 0.03, top + h * 0.62);
  body.closePath();
  body.roundRect(x + s * 0.02, top + h * 0.56, w - s * 0.04, h * 0.3, s * 0.02);
  body.roundRect(x, top + h * 0.4, s * 0.055, h * 0.48, s * 0.022);
  body.roundRect(x + w - s * 0.055, top + h * 0.4, s * 0.055, h * 0.48, s * 0.022);
  const box = bounds(x, top, w, h * 0.86);
  paintSurface(art, body, cover, box);
  seams(art, cover, [], top + h * 0.6, top + h * 0.6);
  return box;
}

export function paintBed(art: Art, at: Place, linen: Surface, frame: Surface, accent: Hsl): Box {
  const s = art.unit;
  const w = s * 0.62;
  const x = at.x - w / 2;
  const head = new Path2D();
  head.roundRect(x + s * 0.02, at.base - s * 0.36, w - s * 0.04, s * 0.3, s * 0.03);
  paintSurface(art, head, frame, bounds(x, at.base - s * 0.36, w, s * 0.3));
  legs(art, [x + s * 0.04, x + w - s * 0.04], at.base - s * 0.04, at.base);
  const pillow = new Path2D();
  pillow.roundRect(x + s * 0.07, at.base - s * 0.2, w * 0.36, s * 0.07, s * 0.025);
  pillow.roundRect(x + w - s * 0.07 - w * 0.36, at.base - s * 0.2, w * 0.36, s * 0.07, s * 0.025);
  paintShape(art, pillow, {
    top: tone(art, { h: 40, s: 15, l: 94 }),
    bottom: tone(art, { h: 40, s: 10, l: 82 }),
  });
  const duvet = new Path2D();
  duvet.roundRect(x, at.base - s * 0.15, w, s * 0.12, s * 0.02);
  const box = bounds(x, at.base - s * 0.15, w, s * 0.12);
  paintSurface(art, duvet, linen, box);
  const throwBlanket = new Path2D();
  throwBlanket.rect(x, at.base - s * 0.1, w, s * 0.035);
  paintShape(art, throwBlanket, { top: tone(art, accent), alpha: 0.85 });
  return box;
}

export function paintTable(art: Art, at: Place, top: Surface, height: number, wide: number): Box {
  const s = art.unit;
  const w = s * wide;
  const x = at.x - w / 2;
  const y = at.base - s * height;
  legs(art, [x + s * 0.03, x + w - s * 0.03], y, at.base, shade(top.colour, { l: -25 }));
  const slab = new Path2D();
  slab.roundRect(x, y - s * 0.022, w, s * 0.026, s * 0.006);
  const box = bounds(x, y - s * 0.022, w, s * 0.026);
  paintSurface(art, slab, top, box);
  return box;
}

export function paintChair(art: Art, at: Place, seat: Surface, facing: -1 | 1 | 0): Box {
  const s = art.unit;
  const path = new Path2D();
  const w = s * 0.11;
  const x = at.x - w / 2;
  if (facing === 0) {
    // Seen from behind: the back and the seat's edge.
    path.roundRect(x, at.base - s * 0.28, w, s * 0.14, s * 0.015);
    path.rect(x, at.base - s * 0.14, w, s * 0.02);
  } else {
    const backX = facing > 0 ? x : x + w - s * 0.026;
    path.roundRect(backX, at.base - s * 0.3, s * 0.026, s * 0.18, s * 0.008);
    path.roundRect(x, at.base - s * 0.145, w, s * 0.03, s * 0.008);
  }
  legs(
    art,
    [x + s * 0.01, x + w - s * 0.01],
    at.base - s * 0.12,
    at.base,
    shade(seat.colour, { l: -20 }),
  );
  const box = bounds(x, at.base - s * 0.28, w, s * 0.16);
  paintSurface(art, path, seat, box, 'down');
  return box;
}

export function paintStool(art: Art, at: Place, seat: Surface): Box {
  const s = art.unit;
  const y = at.base - s * 0.22;
  const frame = new Path2D();
  frame.moveTo(at.x - s * 0.035, y);
  frame.lineTo(at.x - s * 0.05, at.base);
  frame.moveTo(at.x + s * 0.035, y);
  frame.lineTo(at.x + s * 0.05, at.base);
  frame.moveTo(at.x - s * 0.045, at.base - s * 0.07);
  frame.lineTo(at.x + s * 0.045, at.base - s * 0.07);
  art.ctx.strokeStyle = css(tone(art, shade(seat.colour, { l: -22 })));
  art.ctx.lineWidth = s * 0.008;
  art.ctx.stroke(frame);
  const top = new Path2D();
  top.roundRect(at.x - s * 0.05, y - s * 0.02, s * 0.1, s * 0.028, s * 0.012);
  const box = bounds(at.x - s * 0.05, y - s * 0.02, s * 0.1, s * 0.028);
  paintSurface(art, top, seat, box);
  return box;
}

export function paintDesk(art: Art, at: Place, wood: Surface, wide = 0.56): Box {
  const s = art.unit;
  const w = s * wide;
  const x = at.x - w / 2;
  const y = at.base - s * 0.2;
  legs(art, [x + s * 0.02], y, at.base, shade(wood.colour, { l: -25 }));
  const body = new Path2D();
  body.rect(x, y - s * 0.03, w, s * 0.03);
  body.rect(x + w - s * 0.14, y, s * 0.13, s * 0.2);
  // A modesty panel: the desk reads as a desk from the front, not as a shelf.
  body.rect(x + s * 0.02, y, w - s * 0.16, s * 0.09);
  const box = bounds(x, y - s * 0.025, w, s * 0.225);
  paintSurface(art, body, wood, box);
  const drawers = new Path2D();
  for (const d of [0.06, 0.13]) drawers.rect(x + w - s * 0.14, y + s * d, s * 0.13, 1.5);
  for (const d of [0.03, 0.1, 0.17])
    drawers.rect(x + w - s * 0.085, y + s * d, s * 0.03, s * 0.006);
  paintShape(art, drawers, { top: tone(art, shade(wood.colour, { l: -25 })), detail: true });
  return box;
}

export function paintNightstand(art: Art, at: Place, wood: Surface): Box {
  const s = art.unit;
  const path = new Path2D();
  path.roundRect(at.x - s * 0.06, at.base - s * 0.14, s * 0.12, s * 0.13, s * 0.008);
  const box = bounds(at.x - s * 0.06, at.base - s * 0.14, s * 0.12, s * 0.13);
  paintSurface(art, path, wood, box);
  const drawer = new Path2D();
  drawer.rect(at.x - s * 0.05, at.base - s * 0.09, s * 0.1, 1.5);
  drawer.arc(at.x, at.base - s * 0.11, s * 0.005, 0, Math.PI * 2);
  paintShape(art, drawer, { top: tone(art, shade(wood.colour, { l: -30 })), detail: true });
  legs(art, [at.x - s * 0.05, at.x + s * 0.05], at.base - s * 0.01, at.base);
  return box;
}

/** Two or three throw pillows in the accent colour along a seat. */
function pillows(art: Art, from: number, to: number, y: number, size: number, accent: Hsl): void {
  const path = new Path2D();
  const count = to - from > size * 4 ? 2 : 1;
  for (let i = 0; i < count; i++) {
    const px = count === 1 ? (from + to) / 2 - size / 2 : i === 0 ? from : to - size;
    path.roundRect(px, y, size, size * 0.85, size * 0.25);
  }
  paintShape(art, path, {
    top: tone(art, shade(accent, { l: 6 })),
    bottom: tone(art, shade(accent, { l: -10 })),
  });
}

function seams(art: Art, cover: Surface, xs: number[], top: number, bottom: number): void {
  const path = new Path2D();
  for (const x of xs) {
    path.moveTo(x, top);
    path.lineTo(x, bottom);
  }
  art.ctx.strokeStyle = css(tone(art, shade(cover.colour, { l: -20 })), 0.5);
  art.ctx.lineWidth = Math.max(1, art.unit * 0.002);
  art.ctx.stroke(path);
}
