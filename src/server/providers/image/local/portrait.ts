import { createCanvas, Path2D, type Canvas } from '@napi-rs/canvas';
import { glow, paintShape, verticalGradient, type Art } from './art-brush.js';
import { finish } from './art-finish.js';
import { between, pick, randomFor, shade, type Hsl } from './art-kit.js';
import { readScene } from './art-scene.js';
import { paintFace, paintHeadphones, paintMicrophone, type Head } from './portrait-props.js';

/**
 * A podcast host, head and shoulders, as a flat illustration: a backdrop in the words' palette,
 * clothes, skin, hair, a face, headphones and (often) a broadcast microphone. Words choose what
 * they name (hair colour and length, glasses, beard, a suit or a hoodie, colours, mood); the
 * seed chooses the rest.
 */

export const PORTRAIT_SIZE = 1024;

/**
 * Where the painter puts the head, as shares of the square: the same for every host, so the
 * face and the silhouette are known without looking (set compositing, the prompt painter).
 */
export const PORTRAIT_HEAD = { x: 0.5, y: 0.42, rx: 0.13, ry: 0.165 } as const;

const SKIN_TONES: Hsl[] = [
  { h: 28, s: 55, l: 82 },
  { h: 26, s: 50, l: 72 },
  { h: 30, s: 45, l: 62 },
  { h: 25, s: 45, l: 50 },
  { h: 22, s: 42, l: 38 },
  { h: 20, s: 38, l: 27 },
];

const HAIR_COLOURS: Array<[RegExp, Hsl]> = [
  [/\b(blonde?|golden hair)\b/i, { h: 44, s: 65, l: 62 }],
  [/\b(red hair|redhead|ginger|auburn)\b/i, { h: 14, s: 70, l: 42 }],
  [/\b(grey|gray|silver|white hair|older|elderly)\b/i, { h: 0, s: 0, l: 75 }],
  [/\b(brunette|brown hair)\b/i, { h: 25, s: 45, l: 28 }],
  [/\b(black hair|dark hair)\b/i, { h: 230, s: 10, l: 12 }],
  [/\b(pink hair)\b/i, { h: 330, s: 70, l: 65 }],
  [/\b(blue hair)\b/i, { h: 210, s: 70, l: 50 }],
];

type HairCut = 'short' | 'long' | 'curly' | 'bun' | 'bald';
const HAIRCUTS: Array<[RegExp, HairCut]> = [
  [/\b(bald|shaved head)\b/i, 'bald'],
  [/\b(curly|afro|curls)\b/i, 'curly'],
  [/\b(bun|updo)\b/i, 'bun'],
  [/\b(long hair|ponytail|woman|she|her|female)\b/i, 'long'],
  [/\b(short hair|man|he|his|male|crew cut)\b/i, 'short'],
];

export function paintPortrait(p: {
  name: string;
  description: string;
  style: string;
  seed: number;
}): Canvas {
  const size = PORTRAIT_SIZE;
  const text = `${p.description} ${p.style}`;
  const random = randomFor(p.seed, p.name, p.description, p.style);
  const styleRef = { id: '', name: p.style, description: '' };
  // A portrait has no landscape: the scene reader is used for its palette, mood and look.
  const scene = readScene(`${p.description} studio`, styleRef, random);
  const canvas = createCanvas(size, size);
  const art: Art = {
    ctx: canvas.getContext('2d'),
    width: size,
    height: size,
    unit: size,
    random,
    scene,
  };
  const { ctx } = art;
  const { palette } = scene;
  ctx.fillStyle = verticalGradient(
    ctx,
    0,
    size,
    shade(palette.skyMid, { l: 6 }),
    shade(palette.skyTop, { l: -6 }),
  );
  ctx.fillRect(0, 0, size, size);
  for (let i = 0; i < 7; i++) {
    glow(
      ctx,
      random() * size,
      random() * size * 0.7,
      size * between(random, 0.06, 0.16),
      palette.light,
      0.35,
    );
  }
  const halo = new Path2D();
  halo.arc(size / 2, size * 0.43, size * 0.33, 0, Math.PI * 2);
  paintShape(art, halo, {
    top: shade(palette.accent, { l: 14 }),
    bottom: palette.accent,
    from: size * 0.1,
    to: size * 0.76,
    alpha: 0.8,
  });

  const skin = SKIN_TONES[Math.floor(random() * SKIN_TONES.length)]!;
  const hair =
    HAIR_COLOURS.find(([pattern]) => pattern.test(text))?.[1] ??
    pick(random, [
      { h: 25, s: 45, l: 22 },
      { h: 30, s: 35, l: 35 },
      { h: 230, s: 10, l: 12 },
      { h: 40, s: 55, l: 58 },
      { h: 15, s: 55, l: 35 },
    ]);
  const cut =
    HAIRCUTS.find(([pattern]) => pattern.test(text))?.[1] ??
    pick(random, ['short', 'long', 'curly', 'bun'] as const);
  const head = {
    x: size * PORTRAIT_HEAD.x,
    y: size * PORTRAIT_HEAD.y,
    rx: size * PORTRAIT_HEAD.rx,
    ry: size * PORTRAIT_HEAD.ry,
  };
  if (cut === 'long') paintHair(art, head, hair, 'back');
  paintBody(art, head, text, skin);
  paintHead(art, head, skin, cut, hair);
  paintFace(art, head, skin, hair, text);
  paintHeadphones(art, head);
  if (/\b(mic|microphone|radio|broadcast)\b/i.test(text) || random() < 0.5)
    paintMicrophone(art, head);
  finish(art);
  return canvas;
}

function paintBody(art: Art, head: Head, text: string, skin: Hsl): void {
  const { unit, scene } = art;
  const formal = /\b(professional|suit|business|formal|blazer|executive|news)\b/i.test(text);
  const cloth = scene.palette.accent;
  const neck = new Path2D();
  neck.rect(head.x - head.rx * 0.42, head.y + head.ry * 0.6, head.rx * 0.84, head.ry * 0.75);
  paintShape(art, neck, {
    top: shade(skin, { l: -14 }),
    bottom: shade(skin, { l: -8 }),
    from: head.y,
    to: head.y + head.ry * 1.4,
  });
  const shoulders = new Path2D();
  const top = head.y + head.ry * 1.18;
  shoulders.moveTo(unit * 0.1, unit);
  shoulders.bezierCurveTo(
    unit * 0.1,
    top + unit * 0.06,
    unit * 0.22,
    top,
    head.x - head.rx * 0.55,
    top - unit * 0.01,
  );
  shoulders.lineTo(head.x + head.rx * 0.55, top - unit * 0.01);
  shoulders.bezierCurveTo(unit * 0.78, top, unit * 0.9, top + unit * 0.06, unit * 0.9, unit);
  shoulders.closePath();
  const jacket = formal ? shade(cloth, { s: -35, l: -18 }) : cloth;
  paintShape(art, shoulders, {
    top: shade(jacket, { l: 8 }),
    bottom: shade(jacket, { l: -12 }),
    from: top,
    to: unit,
  });
  const collar = new Path2D();
  collar.moveTo(head.x - head.rx * 0.55, top - unit * 0.01);
  collar.lineTo(head.x, top + unit * (formal ? 0.16 : 0.05));
  collar.lineTo(head.x + head.rx * 0.55, top - unit * 0.01);
  collar.closePath();
  paintShape(art, collar, { top: formal ? { h: 0, s: 0, l: 95 } : shade(skin, { l: -8 }) });
  if (formal) {
    const lapels = new Path2D();
    for (const side of [-1, 1]) {
      lapels.moveTo(head.x + side * head.rx * 0.55, top - unit * 0.01);
      lapels.lineTo(head.x + side * unit * 0.02, top + unit * 0.2);
      lapels.lineTo(head.x + side * unit * 0.12, top + unit * 0.09);
      lapels.closePath();
    }
    paintShape(art, lapels, { top: shade(jacket, { l: -8 }) });
  }
}

function paintHead(art: Art, head: Head, skin: Hsl, cut: HairCut, hair: Hsl): void {
  const ears = new Path2D();
  for (const side of [-1, 1]) {
    ears.moveTo(head.x + side * head.rx + head.rx * 0.16, head.y + head.ry * 0.05);
    ears.ellipse(
      head.x + side * head.rx,
      head.y + head.ry * 0.05,
      head.rx * 0.16,
      head.ry * 0.18,
      0,
      0,
      Math.PI * 2,
    );
  }
  paintShape(art, ears, { top: shade(skin, { l: -6 }) });
  const face = new Path2D();
  face.ellipse(head.x, head.y, head.rx, head.ry, 0, 0, Math.PI * 2);
  paintShape(art, face, {
    top: shade(skin, { l: 4 }),
    bottom: shade(skin, { l: -6 }),
    from: head.y - head.ry,
    to: head.y + head.ry,
  });
  if (cut !== 'bald') paintHair(art, head, hair, cut);
}

function paintHair(art: Art, head: Head, hair: Hsl, cut: HairCut | 'back'): void {
  const { random } = art;
  const path = new Path2D();
  if (cut === 'back') {
    path.roundRect(
      head.x - head.rx * 1.25,
      head.y - head.ry * 0.9,
      head.rx * 2.5,
      head.ry * 2.4,
      head.rx * 0.9,
    );
  } else if (cut === 'curly') {
    for (let i = 0; i < 22; i++) {
      const angle = Math.PI + (i / 21) * Math.PI;
      const r = head.rx * between(random, 0.3, 0.42);
      const x = head.x + Math.cos(angle) * head.rx * 1.02;
      const y = head.y - head.ry * 0.2 + Math.sin(angle) * head.ry * 0.95;
      path.moveTo(x + r, y);
      path.arc(x, y, r, 0, Math.PI * 2);
    }
  } else {
    // A cap of hair over the crown with a side parting.
    path.moveTo(head.x - head.rx * 1.04, head.y - head.ry * 0.05);
    path.bezierCurveTo(
      head.x - head.rx * 1.1,
      head.y - head.ry * 1.25,
      head.x + head.rx * 1.1,
      head.y - head.ry * 1.25,
      head.x + head.rx * 1.04,
      head.y - head.ry * 0.05,
    );
    path.quadraticCurveTo(
      head.x + head.rx * 0.6,
      head.y - head.ry * 0.75,
      head.x - head.rx * 0.2,
      head.y - head.ry * 0.62,
    );
    path.quadraticCurveTo(
      head.x - head.rx * 0.8,
      head.y - head.ry * 0.5,
      head.x - head.rx * 1.04,
      head.y - head.ry * 0.05,
    );
    if (cut === 'bun') path.arc(head.x, head.y - head.ry * 1.1, head.rx * 0.38, 0, Math.PI * 2);
  }
  paintShape(art, cut === 'curly' ? path.simplify() : path, {
    top: shade(hair, { l: 6 }),
    bottom: shade(hair, { l: -6 }),
    from: head.y - head.ry * 1.3,
    to: head.y + head.ry,
  });
}
