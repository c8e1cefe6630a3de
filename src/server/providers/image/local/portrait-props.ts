import { Path2D } from '@napi-rs/canvas';
import { paintShape, type Art } from './art-brush.js';
import { css, shade, type Hsl } from './art-kit.js';

/** The host's face features, headphones and microphone (see portrait.ts). */

export interface Head {
  x: number;
  y: number;
  rx: number;
  ry: number;
}

export function paintFace(art: Art, head: Head, skin: Hsl, hair: Hsl, text: string): void {
  const { ctx, unit, scene } = art;
  const eyeY = head.y - head.ry * 0.05;
  const ink = css({ h: 20, s: 30, l: 12 });
  const eyes = new Path2D();
  const brows = new Path2D();
  for (const side of [-1, 1]) {
    const ex = head.x + side * head.rx * 0.38;
    eyes.moveTo(ex + head.rx * 0.09, eyeY);
    eyes.ellipse(ex, eyeY, head.rx * 0.09, head.ry * 0.06, 0, 0, Math.PI * 2);
    brows.moveTo(ex - head.rx * 0.16, eyeY - head.ry * 0.16 + (side < 0 ? 0 : -unit * 0.002));
    brows.quadraticCurveTo(ex, eyeY - head.ry * 0.24, ex + head.rx * 0.16, eyeY - head.ry * 0.15);
  }
  ctx.fillStyle = ink;
  ctx.fill(eyes);
  ctx.lineCap = 'round';
  ctx.strokeStyle = css(shade(hair, { l: -10 }));
  ctx.lineWidth = unit * 0.008;
  ctx.stroke(brows);
  const mouth = new Path2D();
  const happy = scene.mood === 'happy' || scene.mood === 'energetic';
  mouth.moveTo(head.x - head.rx * 0.32, head.y + head.ry * 0.42);
  mouth.quadraticCurveTo(
    head.x,
    head.y + head.ry * (happy ? 0.72 : 0.58),
    head.x + head.rx * 0.32,
    head.y + head.ry * 0.42,
  );
  if (happy) {
    mouth.closePath();
    ctx.fillStyle = css({ h: 355, s: 45, l: 35 });
    ctx.fill(mouth);
  } else {
    ctx.strokeStyle = css(shade(skin, { h: -15, s: 10, l: -30 }));
    ctx.lineWidth = unit * 0.007;
    ctx.stroke(mouth);
  }
  const nose = new Path2D();
  nose.moveTo(head.x - head.rx * 0.02, head.y + head.ry * 0.05);
  nose.quadraticCurveTo(
    head.x + head.rx * 0.1,
    head.y + head.ry * 0.22,
    head.x - head.rx * 0.06,
    head.y + head.ry * 0.25,
  );
  ctx.strokeStyle = css(shade(skin, { l: -22 }));
  ctx.lineWidth = unit * 0.005;
  ctx.stroke(nose);
  if (/\b(glasses|spectacles|nerdy|bookish)\b/i.test(text)) {
    const frames = new Path2D();
    for (const side of [-1, 1])
      frames.roundRect(
        head.x + side * head.rx * 0.38 - head.rx * 0.2,
        eyeY - head.ry * 0.11,
        head.rx * 0.4,
        head.ry * 0.22,
        unit * 0.01,
      );
    frames.moveTo(head.x - head.rx * 0.18, eyeY);
    frames.lineTo(head.x + head.rx * 0.18, eyeY);
    ctx.strokeStyle = css({ h: 0, s: 0, l: 10 });
    ctx.lineWidth = unit * 0.006;
    ctx.stroke(frames);
  }
  if (/\b(beard|bearded)\b/i.test(text)) {
    const beard = new Path2D();
    beard.ellipse(head.x, head.y + head.ry * 0.55, head.rx * 0.85, head.ry * 0.5, 0, 0, Math.PI);
    beard.closePath();
    paintShape(art, beard, { top: shade(hair, { l: 4 }), alpha: 0.95 });
  }
}

export function paintHeadphones(art: Art, head: Head): void {
  const { ctx, unit, scene } = art;
  const band = new Path2D();
  band.ellipse(head.x, head.y - head.ry * 0.05, head.rx * 1.18, head.ry * 1.18, 0, Math.PI, 0);
  ctx.strokeStyle = css({ h: scene.palette.ink.h, s: 15, l: 16 });
  ctx.lineWidth = unit * 0.022;
  ctx.lineCap = 'round';
  ctx.stroke(band);
  const cups = new Path2D();
  for (const side of [-1, 1])
    cups.roundRect(
      head.x + side * head.rx * 1.12 - unit * 0.035,
      head.y - head.ry * 0.2,
      unit * 0.07,
      head.ry * 0.6,
      unit * 0.03,
    );
  paintShape(art, cups, {
    top: { h: scene.palette.ink.h, s: 15, l: 22 },
    bottom: { h: scene.palette.ink.h, s: 15, l: 10 },
    from: head.y - head.ry * 0.2,
    to: head.y + head.ry * 0.4,
  });
  const rings = new Path2D();
  for (const side of [-1, 1])
    rings.roundRect(
      head.x + side * head.rx * 1.12 - unit * 0.012,
      head.y - head.ry * 0.12,
      unit * 0.024,
      head.ry * 0.44,
      unit * 0.012,
    );
  paintShape(art, rings, { top: scene.palette.accent, detail: true });
}

export function paintMicrophone(art: Art, head: Head): void {
  const { ctx, unit, scene } = art;
  const side = art.random() < 0.5 ? -1 : 1;
  const mic = { x: head.x + side * head.rx * 1.3, y: head.y + head.ry * 1.5 };
  const arm = new Path2D();
  arm.moveTo(mic.x + side * unit * 0.02, mic.y + unit * 0.08);
  arm.lineTo(mic.x + side * unit * 0.2, mic.y + unit * 0.22);
  arm.lineTo(mic.x + side * unit * 0.32, unit);
  ctx.strokeStyle = css({ h: 0, s: 0, l: 18 });
  ctx.lineWidth = unit * 0.014;
  ctx.stroke(arm);
  const body = new Path2D();
  body.roundRect(mic.x - unit * 0.045, mic.y - unit * 0.08, unit * 0.09, unit * 0.2, unit * 0.045);
  paintShape(art, body, {
    top: { h: 0, s: 0, l: 30 },
    bottom: { h: 0, s: 0, l: 10 },
    from: mic.y - unit * 0.08,
    to: mic.y + unit * 0.12,
  });
  const grille = new Path2D();
  for (let y = mic.y - unit * 0.06; y < mic.y + unit * 0.03; y += unit * 0.014) {
    grille.moveTo(mic.x - unit * 0.035, y);
    grille.lineTo(mic.x + unit * 0.035, y);
  }
  ctx.strokeStyle = css(shade(scene.palette.light, { s: -60, l: -35 }), 0.7);
  ctx.lineWidth = unit * 0.003;
  ctx.stroke(grille);
}
