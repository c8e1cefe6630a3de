import { createCanvas } from '@napi-rs/canvas';
import type { Art } from './art-brush.js';
import { css, shade, type Random } from './art-kit.js';

/**
 * The last passes over a finished scene: the style's grade, its texture
 * (film grain, paper, halftone) and the vignette. Textures come from small seeded tiles laid as
 * patterns, so they cost a blend, not a loop over every pixel.
 */

export function finish(art: Art): void {
  const { ctx, width, height, unit, scene } = art;
  const { look, palette } = scene;
  ctx.save();
  if (look.finish === 'teal-orange') {
    ctx.globalCompositeOperation = 'soft-light';
    const grade = ctx.createLinearGradient(0, 0, width, height);
    grade.addColorStop(0, 'rgba(255, 150, 60, 0.45)');
    grade.addColorStop(1, 'rgba(0, 120, 140, 0.55)');
    ctx.fillStyle = grade;
    ctx.fillRect(0, 0, width, height);
  } else if (look.finish === 'amber') {
    ctx.globalCompositeOperation = 'screen';
    const haze = ctx.createLinearGradient(0, height, 0, 0);
    haze.addColorStop(0, 'rgba(255, 170, 70, 0.05)');
    haze.addColorStop(0.5, 'rgba(255, 170, 70, 0.28)');
    haze.addColorStop(1, 'rgba(255, 170, 70, 0.05)');
    ctx.fillStyle = haze;
    ctx.fillRect(0, 0, width, height);
  } else if (look.finish === 'spotlight') {
    ctx.globalCompositeOperation = 'multiply';
    const spot = ctx.createRadialGradient(
      width * 0.45,
      height * 0.4,
      unit * 0.1,
      width * 0.45,
      height * 0.4,
      unit * 0.9,
    );
    spot.addColorStop(0, 'rgba(255, 255, 255, 1)');
    spot.addColorStop(1, 'rgba(20, 20, 30, 1)');
    ctx.fillStyle = spot;
    ctx.fillRect(0, 0, width, height);
  }
  ctx.restore();
  if (look.texture === 'halftone') halftone(art);
  else if (look.texture !== 'none') {
    ctx.save();
    ctx.globalCompositeOperation = look.texture === 'paper' ? 'multiply' : 'overlay';
    ctx.globalAlpha = look.texture === 'paper' ? 0.5 : 0.35;
    const tile = noiseTile(art.random, look.texture);
    ctx.fillStyle = ctx.createPattern(tile, 'repeat')!;
    ctx.fillRect(0, 0, width, height);
    ctx.restore();
  }
  if (look.vignette > 0) {
    const edge = ctx.createRadialGradient(
      width / 2,
      height / 2,
      unit * 0.35,
      width / 2,
      height / 2,
      Math.hypot(width, height) / 2,
    );
    edge.addColorStop(0, css(palette.ink, 0));
    edge.addColorStop(1, css(shade(palette.ink, { l: -6 }), look.vignette));
    ctx.fillStyle = edge;
    ctx.fillRect(0, 0, width, height);
  }
}

/** A 256² tile: fine grey grain, or paper (grain over a low-frequency fibre mottle). */
function noiseTile(random: Random, kind: 'grain' | 'paper') {
  const size = 256;
  const tile = createCanvas(size, size);
  const tctx = tile.getContext('2d');
  const pixels = tctx.createImageData(size, size);
  const coarse = Array.from({ length: 17 * 17 }, () => random());
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const fine = random();
      let value = 128 + (fine - 0.5) * 110;
      if (kind === 'paper') {
        const mottle = coarse[((y >> 4) % 16) * 17 + ((x >> 4) % 16)]!;
        value = 236 + (fine - 0.5) * 30 + (mottle - 0.5) * 22;
      }
      const i = (y * size + x) * 4;
      pixels.data[i] = value;
      pixels.data[i + 1] = value - (kind === 'paper' ? 4 : 0);
      pixels.data[i + 2] = value - (kind === 'paper' ? 12 : 0);
      pixels.data[i + 3] = 255;
    }
  }
  tctx.putImageData(pixels, 0, 0);
  return tile;
}

/**
 * Print halftone: the picture is faded towards paper, then re-inked with a dot screen (a
 * pattern) that shows only as much as each spot of the picture is dark. Pattern and mask are
 * drawn whole, not dot by dot: thousands of separate dots cost hundreds of milliseconds.
 */
function halftone(art: Art): void {
  const { ctx, width, height, unit, scene } = art;
  const retro = scene.look.treatment === 'retro-print';
  const cell = Math.max(4, Math.round(unit * (retro ? 0.008 : 0.011)));
  const tile = createCanvas(cell * 2, cell * 2);
  const tctx = tile.getContext('2d');
  tctx.fillStyle = retro ? 'rgb(40, 45, 85)' : 'rgb(20, 20, 30)';
  for (const [x, y] of [
    [0.5, 0.5],
    [1.5, 1.5],
  ] as const) {
    tctx.beginPath();
    tctx.arc(x * cell, y * cell, cell * 0.42, 0, Math.PI * 2);
    tctx.fill();
  }
  const screen = createCanvas(width, height);
  const sctx = screen.getContext('2d');
  sctx.fillStyle = sctx.createPattern(tile, 'repeat')!;
  sctx.fillRect(0, 0, width, height);
  // The mask: the picture's darkness as alpha, from a copy one pixel per dot.
  const cols = Math.ceil(width / cell);
  const rows = Math.ceil(height / cell);
  const small = createCanvas(cols, rows);
  const mctx = small.getContext('2d');
  mctx.drawImage(ctx.canvas, 0, 0, cols, rows);
  const mask = mctx.getImageData(0, 0, cols, rows);
  const px = mask.data;
  for (let i = 0; i < px.length; i += 4) {
    const light = (px[i]! * 0.3 + px[i + 1]! * 0.59 + px[i + 2]! * 0.11) / 255;
    px[i] = px[i + 1] = px[i + 2] = 0;
    px[i + 3] = Math.round(255 * Math.min(1, (1 - light) * 1.3));
  }
  mctx.putImageData(mask, 0, 0);
  sctx.globalCompositeOperation = 'destination-in';
  sctx.drawImage(small, 0, 0, width, height);
  ctx.save();
  ctx.globalCompositeOperation = 'screen';
  ctx.fillStyle = retro ? 'rgba(245, 232, 205, 0.35)' : 'rgba(255, 255, 255, 0.12)';
  ctx.fillRect(0, 0, width, height);
  ctx.globalCompositeOperation = 'multiply';
  ctx.globalAlpha = retro ? 0.55 : 0.35;
  ctx.drawImage(screen, 0, 0);
  ctx.restore();
}
