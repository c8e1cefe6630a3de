import { Path2D } from '@napi-rs/canvas';
import { paintShape, type Art } from './art-brush.js';
import { between, css, shade, type Hsl } from './art-kit.js';
import { legs, type Lamp, type Place } from './art-furniture.js';
import { paintSurface, tone, type Box, type Surface } from './art-surface.js';

/**
 * What hangs on walls or stands on tops, the fitted pieces of kitchens and bathrooms, and the
 * podcast set: microphones on boom arms, headphones, a neon sign (a lit shape, never words) and
 * acoustic panels.
 */

const box = (x: number, y: number, w: number, h: number): Box => ({ x, y, w, h });

export function paintArtwork(
  art: Art,
  cx: number,
  cy: number,
  w: number,
  h: number,
  frame: Surface,
  colours: Hsl[],
): Box {
  const s = art.unit;
  const outer = new Path2D();
  outer.rect(cx - w / 2 - s * 0.008, cy - h / 2 - s * 0.008, w + s * 0.016, h + s * 0.016);
  paintSurface(art, outer, frame, box(cx - w / 2, cy - h / 2, w, h));
  const canvas = new Path2D();
  canvas.rect(cx - w / 2, cy - h / 2, w, h);
  paintShape(art, canvas, { top: tone(art, { h: 40, s: 30, l: 92 }) });
  // An abstract print: an arch, a sun and a band, in the picture's colours.
  const arch = new Path2D();
  arch.moveTo(cx - w * 0.3, cy + h * 0.4);
  arch.lineTo(cx - w * 0.3, cy);
  arch.arc(cx - w * 0.08, cy, w * 0.22, Math.PI, 0);
  arch.lineTo(cx + w * 0.14, cy + h * 0.4);
  arch.closePath();
  paintShape(art, arch, { top: tone(art, colours[0]!) });
  const sun = new Path2D();
  sun.arc(cx + w * 0.22, cy - h * 0.2, Math.min(w, h) * 0.13, 0, Math.PI * 2);
  paintShape(art, sun, { top: tone(art, colours[1] ?? colours[0]!) });
  return box(cx - w / 2, cy - h / 2, w, h);
}

export function paintMirror(art: Art, cx: number, cy: number, r: number, frame: Surface): Box {
  const s = art.unit;
  const rim = new Path2D();
  rim.arc(cx, cy, r + s * 0.012, 0, Math.PI * 2);
  paintSurface(art, rim, frame, box(cx - r, cy - r, r * 2, r * 2));
  const glass = new Path2D();
  glass.arc(cx, cy, r, 0, Math.PI * 2);
  paintShape(art, glass, {
    top: tone(art, { h: 200, s: 18, l: 84 }),
    bottom: tone(art, { h: 205, s: 15, l: 64 }),
    from: cy - r,
    to: cy + r,
  });
  art.ctx.save();
  art.ctx.clip(glass);
  const glint = new Path2D();
  glint.moveTo(cx - r * 0.6, cy + r);
  glint.lineTo(cx + r * 0.1, cy - r);
  glint.lineTo(cx + r * 0.35, cy - r);
  glint.lineTo(cx - r * 0.35, cy + r);
  glint.closePath();
  art.ctx.fillStyle = 'rgba(255, 255, 255, 0.35)';
  art.ctx.fill(glint);
  art.ctx.restore();
  return box(cx - r, cy - r, r * 2, r * 2);
}

export function paintCandles(art: Art, at: Place, count: number, lamps: Lamp[]): Box {
  const s = art.unit;
  const wax = new Path2D();
  const flames = new Path2D();
  for (let i = 0; i < count; i++) {
    const x = at.x + (i - (count - 1) / 2) * s * 0.035;
    const h = s * (0.045 + ((i * 7) % 3) * 0.015);
    wax.roundRect(x - s * 0.01, at.base - h, s * 0.02, h, s * 0.003);
    flames.ellipse(x, at.base - h - s * 0.012, s * 0.005, s * 0.011, 0, 0, Math.PI * 2);
    lamps.push({ x, y: at.base - h - s * 0.012, r: s * 0.22, colour: { h: 32, s: 100, l: 62 } });
  }
  const flame = () =>
    paintShape(art, flames, {
      top: { h: 48, s: 100, l: 75 },
      bottom: { h: 25, s: 100, l: 55 },
      detail: true,
    });
  lamps[lamps.length - 1]!.redraw = flame;
  paintShape(art, wax, {
    top: tone(art, { h: 40, s: 40, l: 92 }),
    bottom: tone(art, { h: 38, s: 30, l: 80 }),
  });
  flame();
  return box(at.x - s * 0.05, at.base - s * 0.1, s * 0.1, s * 0.1);
}

export function paintVase(art: Art, at: Place, glaze: Surface, bloom: Hsl): Box {
  const s = art.unit;
  const stems = new Path2D();
  const blooms = new Path2D();
  for (let i = 0; i < 5; i++) {
    const angle = -Math.PI / 2 + (i - 2) * 0.28;
    const x = at.x + Math.cos(angle) * s * 0.09;
    const y = at.base - s * 0.07 + Math.sin(angle) * s * 0.09;
    stems.moveTo(at.x, at.base - s * 0.06);
    stems.lineTo(x, y);
    blooms.moveTo(x + s * 0.013, y);
    blooms.arc(x, y, s * 0.013, 0, Math.PI * 2);
  }
  art.ctx.strokeStyle = css(tone(art, { h: 110, s: 35, l: 32 }));
  art.ctx.lineWidth = Math.max(1, s * 0.003);
  art.ctx.stroke(stems);
  paintShape(art, blooms, { top: tone(art, bloom), detail: true });
  const vase = new Path2D();
  vase.moveTo(at.x - s * 0.012, at.base - s * 0.07);
  vase.quadraticCurveTo(at.x - s * 0.045, at.base - s * 0.03, at.x - s * 0.02, at.base);
  vase.lineTo(at.x + s * 0.02, at.base);
  vase.quadraticCurveTo(at.x + s * 0.045, at.base - s * 0.03, at.x + s * 0.012, at.base - s * 0.07);
  vase.closePath();
  const b = box(at.x - s * 0.035, at.base - s * 0.07, s * 0.07, s * 0.07);
  paintSurface(art, vase, glaze, b);
  return b;
}

export function paintBathtub(art: Art, at: Place, body: Surface): Box {
  const s = art.unit;
  const w = s * 0.5;
  const x = at.x - w / 2;
  const top = at.base - s * 0.17;
  const tub = new Path2D();
  tub.moveTo(x, top);
  tub.lineTo(x + w, top);
  tub.bezierCurveTo(
    x + w,
    top + s * 0.14,
    x + w * 0.85,
    at.base - s * 0.02,
    x + w * 0.7,
    at.base - s * 0.02,
  );
  tub.lineTo(x + w * 0.3, at.base - s * 0.02);
  tub.bezierCurveTo(x + w * 0.15, at.base - s * 0.02, x, top + s * 0.14, x, top);
  tub.closePath();
  const b = box(x, top, w, s * 0.15);
  legs(art, [x + w * 0.22, x + w * 0.78], at.base - s * 0.03, at.base, { h: 44, s: 60, l: 50 });
  paintSurface(art, tub, body, b);
  const rim = new Path2D();
  rim.roundRect(x - s * 0.01, top - s * 0.012, w + s * 0.02, s * 0.018, s * 0.008);
  paintShape(art, rim, { top: tone(art, shade(body.colour, { l: 8 })) });
  const tap = new Path2D();
  tap.rect(x + w * 0.82, top - s * 0.09, s * 0.008, s * 0.08);
  tap.rect(x + w * 0.82 - s * 0.035, top - s * 0.09, s * 0.04, s * 0.008);
  paintShape(art, tap, { top: tone(art, { h: 44, s: 55, l: 55 }) });
  return b;
}

/** A vanity: a cabinet with a basin and a tap, and a mirror above it. */
export function paintVanity(
  art: Art,
  at: Place,
  cabinet: Surface,
  top: Surface,
  frame: Surface,
): Box {
  const s = art.unit;
  const w = s * 0.26;
  const x = at.x - w / 2;
  const body = new Path2D();
  body.rect(x, at.base - s * 0.2, w, s * 0.17);
  const b = box(x, at.base - s * 0.2, w, s * 0.17);
  paintSurface(art, body, cabinet, b, 'down');
  legs(art, [x + s * 0.02, x + w - s * 0.02], at.base - s * 0.03, at.base);
  const slab = new Path2D();
  slab.rect(x - s * 0.01, at.base - s * 0.22, w + s * 0.02, s * 0.022);
  paintSurface(art, slab, top, box(x, at.base - s * 0.22, w, s * 0.022));
  const basin = new Path2D();
  basin.ellipse(at.x, at.base - s * 0.235, s * 0.07, s * 0.02, 0, Math.PI, 0);
  paintShape(art, basin, { top: tone(art, { h: 40, s: 10, l: 96 }) });
  paintMirror(art, at.x, at.base - s * 0.42, s * 0.1, frame);
  return b;
}

/** A kitchen run: cabinets, a counter top, a tiled splash-back, open shelves, a tap. */
export function paintCounter(
  art: Art,
  cx: number,
  base: number,
  w: number,
  doors: Surface,
  top: Surface,
): Box {
  const s = art.unit;
  const x = cx - w / 2;
  const splash = new Path2D();
  splash.rect(x, base - s * 0.36, w, s * 0.14);
  paintSurface(
    art,
    splash,
    { texture: 'tile', colour: { h: 35, s: 20, l: 90 } },
    box(x, base - s * 0.36, w, s * 0.14),
  );
  const cabinets = new Path2D();
  cabinets.rect(x, base - s * 0.2, w, s * 0.2);
  paintSurface(art, cabinets, doors, box(x, base - s * 0.2, w, s * 0.2), 'down');
  const lines = new Path2D();
  const doorW = s * 0.12;
  for (let dx = x + doorW; dx < x + w - s * 0.02; dx += doorW)
    lines.rect(dx, base - s * 0.19, 1.5, s * 0.18);
  for (let dx = x + doorW / 2; dx < x + w; dx += doorW)
    lines.rect(dx - s * 0.015, base - s * 0.17, s * 0.03, s * 0.006);
  paintShape(art, lines, { top: tone(art, shade(doors.colour, { l: -28 })), detail: true });
  const slab = new Path2D();
  slab.rect(x - s * 0.01, base - s * 0.225, w + s * 0.02, s * 0.03);
  const b = box(x, base - s * 0.225, w, s * 0.03);
  paintSurface(art, slab, top, b);
  const tap = new Path2D();
  tap.rect(cx - s * 0.004, base - s * 0.3, s * 0.008, s * 0.075);
  tap.arc(cx - s * 0.02, base - s * 0.3, s * 0.02, Math.PI, 0);
  paintShape(art, tap, { top: tone(art, { h: 210, s: 6, l: 60 }) });
  return b;
}

export function paintFireplace(art: Art, at: Place, mantel: Surface, lamps: Lamp[]): Box {
  const s = art.unit;
  const w = s * 0.34;
  const h = s * 0.3;
  const x = at.x - w / 2;
  const surround = new Path2D();
  surround.rect(x, at.base - h, w, h);
  const b = box(x, at.base - h, w, h);
  paintSurface(art, surround, mantel, b);
  const opening = new Path2D();
  opening.moveTo(at.x - w * 0.3, at.base);
  opening.lineTo(at.x - w * 0.3, at.base - h * 0.5);
  opening.arc(at.x, at.base - h * 0.5, w * 0.3, Math.PI, 0);
  opening.lineTo(at.x + w * 0.3, at.base);
  opening.closePath();
  paintShape(art, opening, { top: { h: 20, s: 20, l: 10 } });
  const fire = new Path2D();
  for (let i = 0; i < 5; i++) {
    const fx = at.x + (i - 2) * w * 0.08;
    const fh = h * between(art.random, 0.2, 0.38);
    fire.moveTo(fx - w * 0.05, at.base - s * 0.02);
    fire.quadraticCurveTo(fx - w * 0.04, at.base - fh * 0.6, fx, at.base - fh);
    fire.quadraticCurveTo(fx + w * 0.04, at.base - fh * 0.6, fx + w * 0.05, at.base - s * 0.02);
  }
  paintShape(art, fire, {
    top: { h: 48, s: 100, l: 65 },
    bottom: { h: 15, s: 100, l: 50 },
    from: at.base - h * 0.4,
    to: at.base,
  });
  const shelf = new Path2D();
  shelf.rect(x - s * 0.02, at.base - h - s * 0.02, w + s * 0.04, s * 0.022);
  paintSurface(art, shelf, mantel, box(x, at.base - h - s * 0.02, w, s * 0.022));
  lamps.push({ x: at.x, y: at.base - h * 0.2, r: s * 0.4, colour: { h: 28, s: 100, l: 58 } });
  return b;
}

export function paintCurtains(art: Art, win: Box, fabric: Surface): void {
  const s = art.unit;
  for (const side of [-1, 1]) {
    const x = side < 0 ? win.x - s * 0.08 : win.x + win.w - s * 0.02;
    const panel = new Path2D();
    panel.moveTo(x, win.y - s * 0.04);
    panel.lineTo(x + s * 0.1, win.y - s * 0.04);
    panel.quadraticCurveTo(
      x + s * 0.08,
      win.y + win.h * 0.6,
      x + s * 0.1,
      win.y + win.h + s * 0.12,
    );
    panel.lineTo(x, win.y + win.h + s * 0.12);
    panel.closePath();
    paintSurface(art, panel, fabric, box(x, win.y, s * 0.1, win.h + s * 0.12), 'down');
  }
  const rail = new Path2D();
  rail.rect(win.x - s * 0.1, win.y - s * 0.05, win.w + s * 0.2, s * 0.01);
  paintShape(art, rail, { top: tone(art, { h: 30, s: 15, l: 20 }) });
}
