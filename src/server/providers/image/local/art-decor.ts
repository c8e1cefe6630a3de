import { Path2D } from '@napi-rs/canvas';
import { paintShape, type Art } from './art-brush.js';
import { between, css, pick, shade, type Hsl } from './art-kit.js';
import type { Lamp, Place } from './art-furniture.js';
import { paintSurface, tone, type Box, type Surface } from './art-surface.js';

/**
 * The things that furnish a room around its main pieces: a bookcase, lamps, pendants, a rug,
 * a plant.
 */

const WARM: Hsl = { h: 38, s: 90, l: 70 };
const LEG: Hsl = { h: 25, s: 20, l: 18 };
const bounds = (x: number, y: number, w: number, h: number): Box => ({ x, y, w, h });

/** A bookcase: a frame, shelves, books of mixed colours, a small plant and a vase. */
export function paintShelves(art: Art, at: Place, wood: Surface, tall = 0.46, wide = 0.2): Box {
  const { random } = art;
  const s = art.unit;
  const w = s * wide;
  const h = s * tall;
  const x = at.x - w / 2;
  const y = at.base - h;
  const back = new Path2D();
  back.rect(x, y, w, h);
  paintShape(art, back, { top: tone(art, shade(wood.colour, { l: -22 })) });
  const rows = Math.max(2, Math.round(tall / 0.11));
  const books: Hsl[] = [
    { h: 16, s: 45, l: 45 },
    { h: 200, s: 30, l: 35 },
    { h: 42, s: 55, l: 60 },
    { h: 95, s: 18, l: 50 },
    { h: 345, s: 35, l: 40 },
    { h: 30, s: 15, l: 85 },
  ];
  for (let r = 0; r < rows; r++) {
    const shelfY = y + ((r + 1) * h) / rows;
    let bx = x + s * 0.012;
    const end = x + w - s * 0.012;
    while (bx < end - s * 0.015) {
      if (random() < 0.12 && end - bx > s * 0.05) {
        const pot = new Path2D();
        pot.roundRect(bx + s * 0.005, shelfY - s * 0.04, s * 0.03, s * 0.04, s * 0.008);
        paintShape(art, pot, { top: tone(art, { h: 20, s: 40, l: 62 }), detail: true });
        bx += s * 0.045;
        continue;
      }
      const bw = s * between(random, 0.01, 0.02);
      const bh = (h / rows) * between(random, 0.55, 0.85);
      const book = new Path2D();
      book.rect(bx, shelfY - bh, Math.min(bw, end - bx), bh);
      paintShape(art, book, { top: tone(art, pick(random, books)), detail: true });
      bx += bw + 1;
    }
  }
  const frame = new Path2D();
  frame.rect(x, y, w, s * 0.014);
  frame.rect(x, y, s * 0.012, h);
  frame.rect(x + w - s * 0.012, y, s * 0.012, h);
  for (let r = 1; r <= rows; r++) frame.rect(x, y + (r * h) / rows - s * 0.01, w, s * 0.012);
  const box = bounds(x, y, w, h);
  paintSurface(art, frame, wood, box, 'down');
  return box;
}

/** A floor lamp (tall) or a table lamp (short), its shade lit. */
export function paintLamp(art: Art, at: Place, metal: Surface, lamps: Lamp[], tall = 0.44): Box {
  const s = art.unit;
  const top = at.base - s * tall;
  const stem = new Path2D();
  stem.rect(at.x - s * 0.004, top, s * 0.008, s * tall);
  stem.ellipse(at.x, at.base - s * 0.006, s * 0.035, s * 0.008, 0, 0, Math.PI * 2);
  paintSurface(art, stem, metal, bounds(at.x - s * 0.035, top, s * 0.07, s * tall), 'down');
  const sh = new Path2D();
  const sw = s * (tall > 0.3 ? 0.055 : 0.04);
  sh.moveTo(at.x - sw * 0.6, top - sw * 0.9);
  sh.lineTo(at.x + sw * 0.6, top - sw * 0.9);
  sh.lineTo(at.x + sw, top + sw * 0.2);
  sh.lineTo(at.x - sw, top + sw * 0.2);
  sh.closePath();
  paintShape(art, sh, {
    top: tone(art, { h: 40, s: 40, l: 88 }),
    bottom: tone(art, { h: 38, s: 50, l: 76 }),
  });
  lamps.push({ x: at.x, y: top, r: s * 0.32, colour: WARM });
  return bounds(at.x - sw, top - sw * 0.9, sw * 2, s * tall + sw);
}

export function paintPendant(
  art: Art,
  x: number,
  drop: number,
  metal: Surface,
  lamps: Lamp[],
): Box {
  const s = art.unit;
  const cord = new Path2D();
  cord.rect(x - 1, 0, 2, drop);
  paintShape(art, cord, { top: tone(art, LEG), detail: true });
  const dome = new Path2D();
  dome.arc(x, drop + s * 0.045, s * 0.045, Math.PI, 0);
  dome.closePath();
  const box = bounds(x - s * 0.045, drop, s * 0.09, s * 0.045);
  paintSurface(art, dome, metal, box);
  lamps.push({ x, y: drop + s * 0.05, r: s * 0.3, colour: WARM });
  return box;
}

/** A rug on the floor in perspective: a field, a border and a simple motif. */
export function paintRug(
  art: Art,
  cx: number,
  y: number,
  w: number,
  h: number,
  weave: Surface,
): Box {
  const inset = w * 0.08;
  const rug = new Path2D();
  rug.moveTo(cx - w / 2 + inset, y);
  rug.lineTo(cx + w / 2 - inset, y);
  rug.lineTo(cx + w / 2, y + h);
  rug.lineTo(cx - w / 2, y + h);
  rug.closePath();
  const box = bounds(cx - w / 2, y, w, h);
  paintSurface(art, rug, weave, box);
  const motif = new Path2D();
  const border = h * 0.14;
  motif.moveTo(cx - w / 2 + inset + border, y + border);
  motif.lineTo(cx + w / 2 - inset - border, y + border);
  motif.lineTo(cx + w / 2 - border * 1.6, y + h - border);
  motif.lineTo(cx - w / 2 + border * 1.6, y + h - border);
  motif.closePath();
  motif.moveTo(cx, y + h * 0.28);
  motif.lineTo(cx + w * 0.12, y + h * 0.5);
  motif.lineTo(cx, y + h * 0.72);
  motif.lineTo(cx - w * 0.12, y + h * 0.5);
  motif.closePath();
  art.ctx.strokeStyle = css(
    tone(art, shade(weave.colour, { l: weave.colour.l > 50 ? -25 : 25 })),
    0.7,
  );
  art.ctx.lineWidth = Math.max(1, art.unit * 0.004);
  art.ctx.stroke(motif);
  return box;
}

export function paintPlant(art: Art, at: Place, pot: Surface, size = 1): Box {
  const { random } = art;
  const s = art.unit * size;
  const potTop = at.base - s * 0.09;
  const leaves = new Path2D();
  for (let i = 0; i < 12; i++) {
    const angle = -Math.PI / 2 + (random() - 0.5) * 2.4;
    const length = s * between(random, 0.1, 0.2);
    const cx = at.x + Math.cos(angle) * length * 0.65;
    const cy = potTop + Math.sin(angle) * length * 0.65;
    leaves.moveTo(cx + length * 0.45, cy);
    leaves.ellipse(cx, cy, length * 0.45, length * 0.2, angle, 0, Math.PI * 2);
  }
  paintShape(art, leaves, {
    top: tone(art, { h: 128, s: 42, l: 40 }),
    bottom: tone(art, { h: 140, s: 45, l: 24 }),
    from: potTop - s * 0.3,
    to: potTop,
  });
  const vessel = new Path2D();
  vessel.moveTo(at.x - s * 0.05, potTop);
  vessel.lineTo(at.x + s * 0.05, potTop);
  vessel.lineTo(at.x + s * 0.038, at.base);
  vessel.lineTo(at.x - s * 0.038, at.base);
  vessel.closePath();
  const box = bounds(at.x - s * 0.05, potTop, s * 0.1, s * 0.09);
  paintSurface(art, vessel, pot, box);
  return bounds(at.x - s * 0.2, potTop - s * 0.3, s * 0.4, s * 0.39);
}
