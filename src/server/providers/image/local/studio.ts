import { createCanvas, Path2D, type Canvas } from '@napi-rs/canvas';
import { glow, paintShape, verticalGradient, type Art } from './art-brush.js';
import { finish } from './art-finish.js';
import { between, blend, css, pick, randomFor, shade, type Hsl } from './art-kit.js';
import { readScene } from './art-scene.js';

/**
 * A podcast studio, 16:9: a treated back wall (acoustic foam, wood slats or brick, by the
 * words or the seed), a glowing sign, shelves of books and plants, lights, and a desk in front
 * with two microphones on boom arms, a laptop and mugs. Colours and mood come from the words.
 */

export const STUDIO_WIDTH = 1920;
export const STUDIO_HEIGHT = 1080;

/**
 * Where the desk and the things on it stand, as shares of the studio's width (x) and height
 * (y): set compositing (host-on-set.ts) puts a host behind them. paintDesk draws exactly these.
 */
export const STUDIO_DESK = {
  top: 0.72,
  /** The laptop's outline, corners as [x, y]. */
  laptop: [
    [0.44, 0.82],
    [0.56, 0.82],
    [0.545, 0.7],
    [0.455, 0.7],
  ],
  /** Microphones: centres across, their body from top to bottom, half their width (of height). */
  mics: { xs: [0.3, 0.7], top: 0.52, bottom: 0.66, halfWidth: 0.03 },
} as const;

type Wall = 'foam' | 'slats' | 'brick';
const WALLS: Array<[RegExp, Wall]> = [
  [/\b(brick|industrial|loft|urban|garage)\b/i, 'brick'],
  [/\b(wood|wooden|warm|cozy|cosy|cabin|scandi\w*|nordic)\b/i, 'slats'],
  [/\b(foam|acoustic|professional|modern|tech|pro)\b/i, 'foam'],
];

export function paintStudio(p: { name: string; description: string; seed: number }): Canvas {
  const width = STUDIO_WIDTH;
  const height = STUDIO_HEIGHT;
  const random = randomFor(p.seed, p.name, p.description);
  const scene = readScene(`${p.description} studio`, null, random);
  const canvas = createCanvas(width, height);
  const art: Art = { ctx: canvas.getContext('2d'), width, height, unit: height, random, scene };
  const dark = scene.time === 'night' || /\b(dark|moody|night|noir|late)\b/i.test(p.description);
  const wallColour = blend(
    scene.palette.skyMid,
    { h: scene.palette.skyMid.h, s: 25, l: dark ? 18 : 55 },
    0.6,
  );
  const wall =
    WALLS.find(([pattern]) => pattern.test(p.description))?.[1] ??
    pick(random, ['foam', 'slats', 'brick'] as const);
  const deskTop = height * STUDIO_DESK.top;
  paintWall(art, wall, wallColour, deskTop);
  paintSign(art, dark);
  paintShelves(art, wallColour, random() < 0.5 ? width * 0.06 : width * 0.7);
  for (const x of [width * 0.3, width * 0.7]) {
    const cord = new Path2D();
    cord.rect(x - 1.5, 0, 3, height * 0.12);
    paintShape(art, cord, { top: scene.palette.ink, detail: true });
    const lamp = new Path2D();
    lamp.arc(x, height * 0.12 + height * 0.05, height * 0.05, Math.PI, 0);
    lamp.closePath();
    paintShape(art, lamp, { top: shade(scene.palette.ink, { l: 12 }) });
    glow(
      art.ctx,
      x,
      height * 0.19,
      height * (dark ? 0.45 : 0.3),
      scene.palette.light,
      dark ? 0.5 : 0.3,
    );
  }
  paintDesk(art, deskTop);
  finish(art);
  return canvas;
}

function paintWall(art: Art, kind: Wall, colour: Hsl, floor: number): void {
  const { ctx, width, height } = art;
  ctx.fillStyle = verticalGradient(
    ctx,
    0,
    height,
    shade(colour, { l: 4 }),
    shade(colour, { l: -12 }),
  );
  ctx.fillRect(0, 0, width, height);
  if (kind === 'foam') {
    // Pyramid foam tiles: each square in four shaded triangles.
    const tile = height * 0.09;
    const x0 = width * 0.18;
    const x1 = width * 0.82;
    const faces: Path2D[] = [new Path2D(), new Path2D(), new Path2D(), new Path2D()];
    for (let y = height * 0.1; y + tile <= floor; y += tile) {
      for (let x = x0; x + tile <= x1; x += tile) {
        const c = [x + tile / 2, y + tile / 2] as const;
        const corners = [
          [x, y],
          [x + tile, y],
          [x + tile, y + tile],
          [x, y + tile],
        ] as const;
        corners.forEach((corner, i) => {
          const next = corners[(i + 1) % 4]!;
          faces[i]!.moveTo(corner[0], corner[1]);
          faces[i]!.lineTo(next[0], next[1]);
          faces[i]!.lineTo(c[0], c[1]);
          faces[i]!.closePath();
        });
      }
    }
    const foam = shade(colour, { s: 10, l: -10 });
    [8, -4, -14, 2].forEach((light, i) =>
      paintShape(art, faces[i]!, { top: shade(foam, { l: light }), detail: true }),
    );
  } else if (kind === 'slats') {
    const slats = new Path2D();
    const wood: Hsl = { h: 30, s: 40, l: 45 };
    for (let x = 0; x < width; x += height * 0.035) slats.rect(x, 0, height * 0.024, floor);
    paintShape(art, slats, {
      top: shade(wood, { l: 6 }),
      bottom: shade(wood, { l: -10 }),
      from: 0,
      to: floor,
      detail: true,
    });
  } else {
    const bricks = new Path2D();
    const bw = height * 0.11;
    const bh = height * 0.045;
    for (let row = 0, y = 0; y < floor; row++, y += bh) {
      for (let x = row % 2 ? -bw / 2 : 0; x < width; x += bw)
        bricks.rect(x + 2, y + 2, bw - 4, bh - 4);
    }
    const brick: Hsl = blend({ h: 12, s: 45, l: 38 }, colour, 0.3);
    paintShape(art, bricks, {
      top: shade(brick, { l: 4 }),
      bottom: shade(brick, { l: -10 }),
      from: 0,
      to: floor,
      detail: true,
    });
  }
  // The floor under the desk line.
  ctx.fillStyle = css(shade(colour, { l: -25 }));
  ctx.fillRect(0, floor, width, height - floor);
}

/** A glowing sign: a sound wave in a ring, in the accent colour, lit like neon. */
function paintSign(art: Art, dark: boolean): void {
  const { ctx, width, height, random, scene } = art;
  const cx = width / 2;
  const cy = height * 0.36;
  const r = height * 0.13;
  const colour = { ...scene.palette.accent, s: 90, l: 62 };
  glow(ctx, cx, cy, r * 2.6, colour, dark ? 0.5 : 0.3);
  const sign = new Path2D();
  sign.arc(cx, cy, r, 0, Math.PI * 2);
  const bars = 9;
  for (let i = 0; i < bars; i++) {
    const x = cx - r * 0.6 + (i / (bars - 1)) * r * 1.2;
    const h = r * between(random, 0.15, 0.6) * Math.sin(((i + 0.5) / bars) * Math.PI);
    sign.moveTo(x, cy - h);
    sign.lineTo(x, cy + h);
  }
  ctx.save();
  ctx.lineCap = 'round';
  ctx.shadowColor = css(colour);
  ctx.shadowBlur = height * 0.03;
  ctx.strokeStyle = css(shade(colour, { l: 22 }));
  ctx.lineWidth = height * 0.012;
  ctx.stroke(sign);
  ctx.restore();
}

function paintShelves(art: Art, wall: Hsl, x: number): void {
  const { width, height, random, scene } = art;
  const w = width * 0.24;
  const books = new Path2D();
  const boards = new Path2D();
  const plants = new Path2D();
  const colours = [
    scene.palette.accent,
    scene.palette.far,
    scene.palette.near,
    scene.palette.light,
  ];
  for (const y of [height * 0.3, height * 0.52]) {
    boards.rect(x, y, w, height * 0.014);
    let bx = x + w * 0.04;
    while (bx < x + w * 0.7) {
      const bw = height * between(random, 0.014, 0.028);
      const bh = height * between(random, 0.08, 0.13);
      const book = new Path2D();
      book.rect(bx, y - bh, bw, bh);
      paintShape(art, book, { top: shade(pick(random, colours), { s: -10, l: -5 }), detail: true });
      bx += bw + 2;
    }
    const px = x + w * 0.85;
    for (let i = 0; i < 7; i++) {
      const angle = -Math.PI / 2 + (random() - 0.5) * 2;
      const len = height * 0.06;
      plants.moveTo(
        px + Math.cos(angle) * len * 0.5 + len * 0.35,
        y - height * 0.04 + Math.sin(angle) * len * 0.5,
      );
      plants.ellipse(
        px + Math.cos(angle) * len * 0.5,
        y - height * 0.04 + Math.sin(angle) * len * 0.5,
        len * 0.35,
        len * 0.12,
        angle,
        0,
        Math.PI * 2,
      );
    }
    books.rect(px - height * 0.025, y - height * 0.045, height * 0.05, height * 0.045);
  }
  paintShape(art, plants, { top: { h: 130, s: 40, l: 38 }, detail: true });
  paintShape(art, books, { top: { h: 20, s: 30, l: 60 }, detail: true });
  paintShape(art, boards, { top: shade(wall, { h: 0, s: 10, l: -25 }) });
}

function paintDesk(art: Art, top: number): void {
  const { ctx, width, height, scene } = art;
  const desk = new Path2D();
  desk.moveTo(width * 0.08, top);
  desk.lineTo(width * 0.92, top);
  desk.lineTo(width, height);
  desk.lineTo(0, height);
  desk.closePath();
  const wood: Hsl = blend({ h: 28, s: 35, l: 30 }, scene.palette.near, 0.3);
  paintShape(art, desk, {
    top: shade(wood, { l: 10 }),
    bottom: shade(wood, { l: -12 }),
    from: top,
    to: height,
  });
  const laptop = new Path2D();
  laptop.moveTo(width * 0.44, top + height * 0.1);
  laptop.lineTo(width * 0.56, top + height * 0.1);
  laptop.lineTo(width * 0.545, top - height * 0.02);
  laptop.lineTo(width * 0.455, top - height * 0.02);
  laptop.closePath();
  paintShape(art, laptop, {
    top: { h: 220, s: 8, l: 70 },
    bottom: { h: 220, s: 8, l: 50 },
    from: top,
    to: top + height * 0.1,
  });
  for (const [x, side] of [
    [width * 0.3, 1],
    [width * 0.7, -1],
  ] as const) {
    const arm = new Path2D();
    arm.moveTo(x - side * width * 0.12, top + height * 0.02);
    arm.lineTo(x - side * width * 0.09, top - height * 0.25);
    arm.lineTo(x, top - height * 0.14);
    ctx.strokeStyle = css({ h: 0, s: 0, l: 12 });
    ctx.lineWidth = height * 0.01;
    ctx.lineJoin = 'round';
    ctx.stroke(arm);
    const mic = new Path2D();
    mic.roundRect(
      x - height * 0.03,
      top - height * 0.2,
      height * 0.06,
      height * 0.14,
      height * 0.03,
    );
    paintShape(art, mic, {
      top: { h: 0, s: 0, l: 35 },
      bottom: { h: 0, s: 0, l: 10 },
      from: top - height * 0.2,
      to: top - height * 0.06,
    });
    const mug = new Path2D();
    mug.roundRect(
      x + side * width * 0.06,
      top + height * 0.03,
      height * 0.05,
      height * 0.06,
      height * 0.008,
    );
    paintShape(art, mug, { top: shade(scene.palette.accent, { s: -20, l: 10 }) });
  }
}
