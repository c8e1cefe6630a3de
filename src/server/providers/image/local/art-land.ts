import { Path2D } from '@napi-rs/canvas';
import {
  fillDots,
  glow,
  jaggedHeights,
  paintShape,
  ridgePath,
  rollingHeights,
  type Art,
} from './art-brush.js';
import { between, blend, css, shade, type Hsl } from './art-kit.js';

/**
 * The ground of each outdoor setting, far to near with atmospheric perspective (far layers take
 * the horizon's colour, near ones are dark and saturated), plus water and the city skyline.
 */

/** Colour of layer `depth` (0 = far, 1 = near). */
export function layerColour(art: Art, depth: number): Hsl {
  const { far, near } = art.scene.palette;
  return blend(far, near, depth);
}

export function paintHills(art: Art, horizon: number, layers = 4): void {
  for (let i = 0; i < layers; i++) {
    const depth = i / (layers - 1);
    const base = horizon + (art.height - horizon) * depth * 0.65;
    const heights = rollingHeights(art, base, art.unit * (0.04 + 0.06 * depth));
    const top = layerColour(art, depth);
    paintShape(art, ridgePath(art, heights), {
      top,
      bottom: shade(top, { l: -10 }),
      from: base - art.unit * 0.1,
      to: art.height,
    });
    if (i === layers - 1 && art.scene.details.has('flowers')) paintFlowers(art, base);
  }
}

export function paintMountains(art: Art, horizon: number): void {
  const snowy = art.scene.weather === 'snow' || art.random() < 0.5;
  for (let i = 0; i < 3; i++) {
    const depth = i / 3;
    const base = horizon + art.unit * 0.04 * i;
    const heights = jaggedHeights(art, base, art.unit * (0.42 - i * 0.1));
    const top = layerColour(art, depth * 0.8);
    const path = ridgePath(art, heights);
    paintShape(art, path, {
      top: shade(top, { l: 6 }),
      bottom: top,
      from: base - art.unit * 0.4,
      to: base,
    });
    if (snowy && i < 2 && art.scene.look.fill !== 'line') paintSnowCaps(art, path, heights, base);
  }
  paintHills(art, horizon + art.unit * 0.14, 2);
}

/** Snow on the high parts: the ridge, clipped above a snow line that dips and rises. */
function paintSnowCaps(art: Art, ridge: Path2D, heights: number[], base: number): void {
  const peak = Math.min(...heights);
  const line = peak + (base - peak) * 0.35;
  const snowLine = heights.map(
    (_, i) => line + Math.sin(i * 0.9) * art.unit * 0.01 + (art.random() - 0.5) * art.unit * 0.012,
  );
  const below = new Path2D();
  const step = art.width / (heights.length - 1);
  below.moveTo(0, 0);
  snowLine.forEach((y, i) => below.lineTo(i * step, y));
  below.lineTo(art.width, 0);
  below.closePath();
  art.ctx.save();
  art.ctx.clip(ridge);
  art.ctx.clip(below);
  paintShape(art, ridge, {
    top: shade(art.scene.palette.light, { s: -70, l: 6 }),
    bottom: shade(art.scene.palette.skyMid, { s: -40, l: 25 }),
    from: peak,
    to: line,
    alpha: 0.92,
  });
  art.ctx.restore();
}

export function paintForest(art: Art, horizon: number): void {
  paintHills(art, horizon, 2);
  const ranks = 3;
  for (let rank = 0; rank < ranks; rank++) {
    const depth = (rank + 1) / ranks;
    const base = horizon + (art.height - horizon) * (0.15 + depth * 0.55);
    const size = art.unit * (0.05 + depth * 0.09);
    const trees = new Path2D();
    for (let x = -size; x < art.width + size; x += size * between(art.random, 0.45, 0.8)) {
      const h = size * between(art.random, 1.6, 2.6);
      const y = base + (art.random() - 0.5) * size * 0.4;
      for (let tier = 0; tier < 3; tier++) {
        const tierTop = y - h + tier * h * 0.25;
        const half = size * (0.3 + tier * 0.12);
        trees.moveTo(x, tierTop);
        trees.lineTo(x + half, tierTop + h * 0.45);
        trees.lineTo(x - half, tierTop + h * 0.45);
        trees.closePath();
      }
      trees.rect(x - size * 0.04, y - h * 0.1, size * 0.08, h * 0.25);
    }
    trees.rect(0, base + size * 0.1, art.width, art.height - base);
    const top = layerColour(art, 0.4 + depth * 0.6);
    paintShape(art, trees, {
      top,
      bottom: shade(top, { l: -8 }),
      from: base - size * 2,
      to: art.height,
    });
    if (rank < ranks - 1 && art.scene.look.fill !== 'line') {
      const mist = art.ctx.createLinearGradient(0, base - size, 0, base + size);
      mist.addColorStop(0, css(art.scene.palette.horizon, 0));
      mist.addColorStop(1, css(art.scene.palette.horizon, 0.35));
      art.ctx.fillStyle = mist;
      art.ctx.fillRect(0, base - size, art.width, size * 2);
    }
  }
}

export function paintDesert(art: Art, horizon: number): void {
  for (let i = 0; i < 4; i++) {
    const depth = i / 3;
    const base = horizon + (art.height - horizon) * depth * 0.6;
    const heights = rollingHeights(art, base, art.unit * (0.05 + 0.05 * depth), 60);
    const sand = shade(layerColour(art, depth * 0.7), { s: 15, l: 8 - depth * 10 });
    paintShape(art, ridgePath(art, heights), {
      top: shade(sand, { l: 10 }),
      bottom: shade(sand, { l: -14 }),
      from: base - art.unit * 0.08,
      to: base + art.unit * 0.25,
    });
  }
}

/** Open water from the horizon down, with the light's reflection and a few wave lines. */
export function paintWater(art: Art, top: number, lightX: number): void {
  const { ctx, width, height, unit, random, scene } = art;
  const { water, horizon, light } = scene.palette;
  const surface = new Path2D();
  surface.rect(0, top, width, height - top);
  paintShape(art, surface, {
    top: blend(water, horizon, 0.5),
    bottom: shade(water, { l: -12 }),
    from: top,
    to: height,
  });
  const lines = new Path2D();
  const glitter = new Path2D();
  for (let i = 0; i < 90; i++) {
    const t = random() ** 1.6;
    const y = top + (height - top) * t;
    const length = unit * (0.02 + t * 0.12) * between(random, 0.5, 1.5);
    const x = random() * width;
    lines.moveTo(x, y);
    lines.lineTo(x + length, y);
    const gx = lightX + (random() - 0.5) * unit * (0.04 + t * 0.3);
    glitter.moveTo(gx - length * 0.4, y);
    glitter.lineTo(gx + length * 0.4, y);
  }
  ctx.lineCap = 'round';
  ctx.lineWidth = Math.max(1, unit * 0.0025);
  ctx.strokeStyle = css(shade(water, { l: scene.look.fill === 'line' ? -30 : 18 }), 0.5);
  ctx.stroke(lines);
  if (scene.look.fill === 'line') return;
  ctx.strokeStyle = css(shade(light, { s: -10 }), scene.time === 'night' ? 0.45 : 0.7);
  ctx.lineWidth = Math.max(1, unit * 0.004);
  ctx.stroke(glitter);
}

export function paintCity(art: Art, horizon: number): void {
  const { random, unit, scene } = art;
  const lit = scene.time === 'night' || scene.time === 'sunset';
  for (let row = 0; row < 3; row++) {
    const depth = row / 2;
    const base = horizon + unit * 0.05 * row;
    const blocks = new Path2D();
    const windows = new Path2D();
    let x = -random() * unit * 0.05;
    while (x < art.width) {
      const w = unit * between(random, 0.05, 0.12) * (1 - depth * 0.25);
      const h = unit * between(random, 0.1, 0.42) * (1.1 - depth * 0.35);
      blocks.rect(x, base - h, w, art.height - base + h);
      if (random() < 0.3) blocks.rect(x + w * 0.45, base - h - unit * 0.04, w * 0.08, unit * 0.04);
      if (depth > 0 && (lit || scene.look.fill === 'line'))
        addWindows(art, windows, x, base - h, w, h);
      x += w + unit * between(random, 0.004, 0.02);
    }
    const top = layerColour(art, 0.25 + depth * 0.75);
    paintShape(art, blocks, {
      top,
      bottom: shade(top, { l: -10 }),
      from: base - unit * 0.4,
      to: base,
    });
    if (depth > 0) {
      const pane = lit ? shade(scene.palette.light, { s: 20, l: -12 }) : shade(top, { l: 12 });
      paintShape(art, windows, { top: pane, alpha: lit ? 0.85 : 0.5, detail: true });
    }
  }
  if (scene.look.glow || lit)
    glow(art.ctx, art.width / 2, horizon, unit * 0.9, scene.palette.accent, 0.22);
}

function addWindows(art: Art, windows: Path2D, x: number, top: number, w: number, h: number) {
  const size = art.unit * 0.009;
  for (let wy = top + size * 1.5; wy < top + h - size; wy += size * 2.4) {
    for (let wx = x + size; wx < x + w - size * 1.5; wx += size * 2) {
      if (art.random() < 0.45) windows.rect(wx, wy, size, size * 1.3);
    }
  }
}

function paintFlowers(art: Art, base: number): void {
  const blooms = Array.from({ length: 140 }, (): [number, number, number] => {
    const y = base + art.random() ** 0.7 * (art.height - base);
    const r = art.unit * 0.004 * (1 + ((y - base) / (art.height - base)) * 2.5);
    return [art.random() * art.width, y, r];
  });
  art.ctx.fillStyle = css(shade(art.scene.palette.accent, { l: 10 }));
  fillDots(art.ctx, blooms);
}
