import { Path2D } from '@napi-rs/canvas';
import { fillDots, glow, paintShape, verticalGradient, type Art } from './art-brush.js';
import { between, css, shade } from './art-kit.js';

/** The sky and what is in it, and the weather drawn over the whole scene. */

export function paintSky(art: Art, horizon: number): void {
  const { ctx, width, height, scene } = art;
  const { skyTop, skyMid, horizon: low } = scene.palette;
  if (scene.look.fill === 'line') {
    ctx.fillStyle = css({ ...skyMid, s: skyMid.s * 0.3, l: 95 });
  } else if (scene.look.fill === 'flat') {
    // Flat looks band the sky instead of blending it.
    const bands = [skyTop, skyMid, shade(skyMid, { l: 8 }), low];
    bands.forEach((colour, i) => {
      ctx.fillStyle = css(colour);
      ctx.fillRect(0, (horizon * i) / bands.length, width, horizon / bands.length + 1);
    });
    ctx.fillStyle = css(low);
    ctx.fillRect(0, horizon, width, height - horizon);
    return;
  } else {
    ctx.fillStyle = verticalGradient(ctx, 0, horizon, skyTop, low, skyMid);
  }
  ctx.fillRect(0, 0, width, height);
}

/** Where the sun or moon sits: above the horizon, off centre by the seed. */
export function lightPosition(art: Art, horizon: number): { x: number; y: number; r: number } {
  const low = art.scene.time === 'sunset' || art.scene.time === 'dawn';
  const side = art.random() < 0.5 ? -1 : 1;
  return {
    x: art.width * (0.5 + side * between(art.random, 0.12, 0.3)),
    y: low
      ? horizon - art.unit * between(art.random, 0.06, 0.14)
      : horizon * between(art.random, 0.25, 0.45),
    r: art.unit * (low ? between(art.random, 0.07, 0.1) : between(art.random, 0.045, 0.07)),
  };
}

export function paintLight(art: Art, at: { x: number; y: number; r: number }): void {
  const { ctx, scene } = art;
  const { light } = scene.palette;
  const night = scene.time === 'night';
  if (scene.look.fill !== 'line')
    glow(ctx, at.x, at.y, at.r * (night ? 5 : 7), light, night ? 0.35 : 0.6);
  const disc = new Path2D();
  disc.arc(at.x, at.y, at.r, 0, Math.PI * 2);
  paintShape(art, disc, {
    top: shade(light, { l: 4 }),
    bottom: light,
    from: at.y - at.r,
    to: at.y + at.r,
  });
  if (night && scene.look.fill !== 'line') {
    // A crescent: the sky's colour bites the disc.
    const bite = new Path2D();
    bite.arc(at.x + at.r * 0.45, at.y - at.r * 0.2, at.r * 0.9, 0, Math.PI * 2);
    ctx.fillStyle = css(scene.palette.skyMid, 0.92);
    ctx.fill(bite);
  }
}

export function paintStars(art: Art, horizon: number): void {
  const { ctx, width, unit, random, scene } = art;
  const count = Math.round(((width * horizon) / (unit * unit)) * 260);
  const stars = Array.from({ length: count }, (): [number, number, number] => {
    const r = unit * 0.0012 * (0.5 + random() ** 3 * 2.5);
    return [random() * width, random() ** 1.4 * horizon, r];
  });
  ctx.fillStyle = css({ h: scene.palette.light.h, s: 40, l: 92 }, 0.85);
  fillDots(ctx, stars);
}

/** Cloud banks: clusters of overlapping puffs, lit on top; flat streaks when calm. */
export function paintClouds(art: Art, horizon: number): void {
  const { random, unit, width, scene } = art;
  const dramatic = scene.mood === 'dramatic' || scene.weather === 'rain';
  const count = scene.mood === 'calm' ? 3 : dramatic ? 7 : 4 + Math.floor(random() * 3);
  const lit = shade(scene.palette.horizon, { l: 12, s: -10 });
  const dark = shade(scene.palette.skyMid, { l: dramatic ? -22 : -6, s: -15 });
  for (let i = 0; i < count; i++) {
    const cx = random() * width;
    const cy = horizon * between(random, 0.1, 0.75);
    const size = unit * between(random, 0.05, dramatic ? 0.14 : 0.09);
    const span = size * between(random, 3, 6);
    const puffs = new Path2D();
    const stretch = scene.mood === 'calm' ? 0.35 : 0.8;
    for (let p = 0; p < 9; p++) {
      const px = cx + (random() - 0.5) * span;
      const r = size * between(random, 0.5, 1.1) * (1 - Math.abs(px - cx) / span);
      const py = cy - r * stretch * random();
      puffs.moveTo(px + r, py);
      puffs.ellipse(px, py, r * 1.3, r * stretch, 0, 0, Math.PI * 2);
    }
    // One outline round the whole cloud, not one per puff.
    paintShape(art, puffs.simplify(), {
      top: lit,
      bottom: dark,
      from: cy - size,
      to: cy + size * 0.5,
      alpha: 0.9,
    });
  }
}

export function paintWeather(art: Art): void {
  const { ctx, width, height, unit, random, scene } = art;
  if (scene.weather === 'rain') {
    const streaks = new Path2D();
    const count = Math.round(((width * height) / (unit * unit)) * 500);
    const slant = unit * 0.012;
    for (let i = 0; i < count; i++) {
      const x = random() * (width + slant);
      const y = random() * height;
      const length = unit * between(random, 0.015, 0.04);
      streaks.moveTo(x, y);
      streaks.lineTo(x - slant * (length / (unit * 0.03)), y + length);
    }
    ctx.strokeStyle = css({ h: scene.palette.skyMid.h, s: 15, l: 85 }, 0.35);
    ctx.lineWidth = Math.max(1, unit * 0.0012);
    ctx.stroke(streaks);
  } else if (scene.weather === 'snow') {
    const count = Math.round(((width * height) / (unit * unit)) * 350);
    const flakes = Array.from({ length: count }, (): [number, number, number] => {
      const r = unit * 0.0018 * (0.5 + random() * 1.5);
      return [random() * width, random() * height, r];
    });
    ctx.fillStyle = 'rgba(255, 255, 255, 0.8)';
    fillDots(ctx, flakes);
  } else if (scene.weather === 'fog') {
    for (let i = 0; i < 4; i++) {
      const y = height * between(random, 0.4, 0.95);
      const band = ctx.createLinearGradient(0, y - unit * 0.12, 0, y + unit * 0.12);
      const mist = shade(scene.palette.horizon, { s: -30, l: 10 });
      band.addColorStop(0, css(mist, 0));
      band.addColorStop(0.5, css(mist, 0.45));
      band.addColorStop(1, css(mist, 0));
      ctx.fillStyle = band;
      ctx.fillRect(0, y - unit * 0.12, width, unit * 0.24);
    }
  }
}
