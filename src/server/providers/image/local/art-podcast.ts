import { Path2D } from '@napi-rs/canvas';
import { glow, paintShape, type Art } from './art-brush.js';
import { between, css, shade, type Hsl } from './art-kit.js';
import type { Lamp, Place } from './art-furniture.js';
import { paintSurface, tone, type Box, type Surface } from './art-surface.js';

/**
 * The podcast set: microphones on boom arms, headphones, a neon sign (a lit shape, never
 * words), acoustic panels and a laptop.
 */

const box = (x: number, y: number, w: number, h: number): Box => ({ x, y, w, h });

/** A broadcast microphone on a boom arm clamped to the desk edge. */
export function paintMicrophone(art: Art, at: Place, side: -1 | 1, body: Surface): Box {
  const s = art.unit;
  const arm = new Path2D();
  const clamp = at.x - side * s * 0.14;
  arm.moveTo(clamp, at.base);
  arm.lineTo(clamp + side * s * 0.03, at.base - s * 0.26);
  arm.lineTo(at.x, at.base - s * 0.19);
  art.ctx.strokeStyle = css(tone(art, { h: 0, s: 0, l: 14 }));
  art.ctx.lineWidth = s * 0.007;
  art.ctx.lineJoin = 'round';
  art.ctx.stroke(arm);
  const mic = new Path2D();
  mic.roundRect(at.x - s * 0.026, at.base - s * 0.24, s * 0.052, s * 0.12, s * 0.026);
  const b = box(at.x - s * 0.026, at.base - s * 0.24, s * 0.052, s * 0.12);
  paintSurface(art, mic, body, b);
  const grille = new Path2D();
  for (let i = 1; i < 5; i++)
    grille.rect(at.x - s * 0.022, at.base - s * 0.24 + i * s * 0.012, s * 0.044, 1);
  paintShape(art, grille, { top: tone(art, shade(body.colour, { l: 25 })), detail: true });
  const mount = new Path2D();
  mount.ellipse(at.x, at.base - s * 0.16, s * 0.04, s * 0.012, 0, 0, Math.PI * 2);
  art.ctx.strokeStyle = css(tone(art, { h: 0, s: 0, l: 30 }));
  art.ctx.lineWidth = s * 0.004;
  art.ctx.stroke(mount);
  return b;
}

export function paintHeadphones(art: Art, at: Place, colour: Surface): Box {
  const s = art.unit;
  const band = new Path2D();
  band.arc(at.x, at.base - s * 0.03, s * 0.045, Math.PI * 1.05, Math.PI * 1.95);
  art.ctx.strokeStyle = css(tone(art, shade(colour.colour, { l: -10 })));
  art.ctx.lineWidth = s * 0.01;
  art.ctx.stroke(band);
  const cups = new Path2D();
  cups.roundRect(at.x - s * 0.058, at.base - s * 0.05, s * 0.028, s * 0.05, s * 0.01);
  cups.roundRect(at.x + s * 0.03, at.base - s * 0.05, s * 0.028, s * 0.05, s * 0.01);
  const b = box(at.x - s * 0.06, at.base - s * 0.08, s * 0.12, s * 0.08);
  paintSurface(art, cups, colour, b);
  return b;
}

/** A neon sign: a sound wave inside a rounded frame, lit in its colour (no letters). */
export function paintNeonSign(
  art: Art,
  cx: number,
  cy: number,
  size: number,
  colour: Hsl,
  lamps: Lamp[],
): Box {
  const { ctx, random } = art;
  const lit = { h: colour.h, s: Math.max(80, colour.s), l: 62 };
  const sign = new Path2D();
  sign.roundRect(cx - size, cy - size * 0.55, size * 2, size * 1.1, size * 0.5);
  const bars = 9;
  for (let i = 0; i < bars; i++) {
    const x = cx - size * 0.6 + (i / (bars - 1)) * size * 1.2;
    const h =
      size * between(random, 0.12, 0.4) * Math.sin(((i + 0.5) / bars) * Math.PI) + size * 0.05;
    sign.moveTo(x, cy - h);
    sign.lineTo(x, cy + h);
  }
  const tube = () => {
    glow(ctx, cx, cy, size * 2.6, lit, 0.35);
    ctx.save();
    ctx.lineCap = 'round';
    ctx.shadowColor = css(lit);
    ctx.shadowBlur = size * 0.25;
    ctx.strokeStyle = css(shade(lit, { l: 20 }));
    ctx.lineWidth = size * 0.07;
    ctx.stroke(sign);
    ctx.restore();
  };
  tube();
  lamps.push({ x: cx, y: cy, r: size * 3, colour: lit, redraw: tube });
  return box(cx - size, cy - size * 0.55, size * 2, size * 1.1);
}

/** Acoustic panels: a cluster of felt hexagons on the wall. */
export function paintAcousticPanels(
  art: Art,
  cx: number,
  cy: number,
  span: number,
  felt: Surface,
): Box {
  const s = art.unit;
  const r = s * 0.05;
  const cells = new Path2D();
  const cols = Math.max(3, Math.round(span / (r * 1.75)));
  for (let c = 0; c < cols; c++) {
    for (let row = 0; row < 3; row++) {
      if ((c + row) % 4 === 3) continue;
      const x = cx - span / 2 + c * r * 1.75 + r;
      const y = cy + (row - 1) * r * 2.05 + (c % 2 ? r : 0);
      for (let k = 0; k < 6; k++) {
        const a = (Math.PI / 3) * k;
        const px = x + Math.cos(a) * r * 0.95;
        const py = y + Math.sin(a) * r * 0.95;
        if (k === 0) cells.moveTo(px, py);
        else cells.lineTo(px, py);
      }
      cells.closePath();
    }
  }
  const b = box(cx - span / 2, cy - r * 3, span, r * 6.5);
  paintSurface(art, cells, felt, b);
  return b;
}

export function paintLaptop(art: Art, at: Place): Box {
  const s = art.unit;
  const lid = new Path2D();
  lid.moveTo(at.x - s * 0.07, at.base - s * 0.005);
  lid.lineTo(at.x + s * 0.07, at.base - s * 0.005);
  lid.lineTo(at.x + s * 0.062, at.base - s * 0.1);
  lid.lineTo(at.x - s * 0.062, at.base - s * 0.1);
  lid.closePath();
  paintShape(art, lid, {
    top: tone(art, { h: 220, s: 6, l: 78 }),
    bottom: tone(art, { h: 220, s: 6, l: 58 }),
  });
  const logo = new Path2D();
  logo.arc(at.x, at.base - s * 0.055, s * 0.008, 0, Math.PI * 2);
  paintShape(art, logo, { top: tone(art, { h: 220, s: 6, l: 92 }), detail: true });
  return box(at.x - s * 0.07, at.base - s * 0.1, s * 0.14, s * 0.1);
}
