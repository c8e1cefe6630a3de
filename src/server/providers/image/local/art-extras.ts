import { Path2D } from '@napi-rs/canvas';
import { glow, paintShape, verticalGradient, type Art } from './art-brush.js';
import { between, css, pick, shade } from './art-kit.js';
import { paintStars } from './art-sky.js';

/** Space, abstract compositions, and the small things a prompt can ask for. */

export function paintSpace(art: Art): void {
  const { ctx, width, height, unit, random, scene } = art;
  const { skyTop, skyMid, accent, light } = scene.palette;
  ctx.fillStyle = verticalGradient(
    ctx,
    0,
    height,
    shade(skyTop, { l: -4 }),
    shade(skyMid, { l: -6 }),
  );
  ctx.fillRect(0, 0, width, height);
  if (scene.look.fill !== 'line') {
    for (let i = 0; i < 6; i++) {
      const colour = i % 2 ? accent : shade(skyMid, { h: 40, s: 20, l: 15 });
      glow(
        ctx,
        random() * width,
        random() * height,
        unit * between(random, 0.25, 0.6),
        colour,
        0.3,
      );
    }
  }
  paintStars(art, height);
  const planet = { x: width * between(random, 0.25, 0.75), y: height * between(random, 0.3, 0.7) };
  const r = unit * between(random, 0.14, 0.24);
  const tilt = between(random, -0.5, 0.5);
  const ring = (front: boolean) => {
    const path = new Path2D();
    path.ellipse(
      planet.x,
      planet.y,
      r * 1.9,
      r * 0.45,
      tilt,
      front ? 0 : Math.PI,
      front ? Math.PI : Math.PI * 2,
    );
    ctx.lineWidth = r * 0.12;
    ctx.strokeStyle = css(shade(light, { s: -20, l: -10 }), 0.8);
    ctx.stroke(path);
  };
  ring(false);
  const body = new Path2D();
  body.arc(planet.x, planet.y, r, 0, Math.PI * 2);
  paintShape(art, body, {
    top: shade(accent, { l: 12 }),
    bottom: shade(accent, { l: -28 }),
    from: planet.y - r,
    to: planet.y + r,
  });
  ring(true);
}

/** Large overlapping circles, arcs and bands on a tinted ground: a poster-like composition. */
export function paintAbstract(art: Art): void {
  const { ctx, width, height, unit, random, scene } = art;
  const { skyMid, horizon, accent, far, near, light } = scene.palette;
  ctx.fillStyle = verticalGradient(ctx, 0, height, shade(horizon, { l: 6 }), skyMid);
  ctx.fillRect(0, 0, width, height);
  const colours = [accent, far, near, light, skyMid];
  for (let i = 0; i < 9; i++) {
    const path = new Path2D();
    const x = width * (Math.round(random() * 6) / 6);
    const y = height * (Math.round(random() * 6) / 6);
    const r = unit * between(random, 0.08, 0.38);
    const kind = pick(random, ['circle', 'arc', 'band'] as const);
    if (kind === 'circle') path.arc(x, y, r, 0, Math.PI * 2);
    else if (kind === 'arc') {
      path.arc(x, y, r, Math.PI, 0);
      path.closePath();
    } else path.rect(x - r, 0, r * 0.35, height);
    const colour = colours[i % colours.length]!;
    paintShape(art, path, {
      top: colour,
      bottom: shade(colour, { l: -12 }),
      from: y - r,
      to: y + r,
      alpha: 0.85,
    });
  }
}

export function paintBirds(art: Art, horizon: number): void {
  const { ctx, width, unit, random, scene } = art;
  const flock = new Path2D();
  const cx = width * between(random, 0.2, 0.8);
  const cy = horizon * between(random, 0.2, 0.55);
  const count = 4 + Math.floor(random() * 6);
  for (let i = 0; i < count; i++) {
    const x = cx + (random() - 0.5) * unit * 0.35;
    const y = cy + (random() - 0.5) * unit * 0.15;
    const s = unit * between(random, 0.008, 0.018);
    flock.moveTo(x - s, y - s * 0.3);
    flock.quadraticCurveTo(x - s * 0.4, y - s * 0.6, x, y);
    flock.quadraticCurveTo(x + s * 0.4, y - s * 0.6, x + s, y - s * 0.3);
  }
  ctx.strokeStyle = css(scene.palette.ink, 0.85);
  ctx.lineWidth = Math.max(1, unit * 0.0025);
  ctx.lineCap = 'round';
  ctx.stroke(flock);
}

export function paintBoat(art: Art, waterline: number): void {
  const { width, unit, random, scene } = art;
  const x = width * between(random, 0.2, 0.8);
  const y = waterline + unit * between(random, 0.03, 0.08);
  const s = unit * 0.05;
  const hull = new Path2D();
  hull.moveTo(x - s, y);
  hull.lineTo(x + s, y);
  hull.lineTo(x + s * 0.7, y + s * 0.3);
  hull.lineTo(x - s * 0.7, y + s * 0.3);
  hull.closePath();
  const sail = new Path2D();
  sail.moveTo(x, y - s * 1.8);
  sail.lineTo(x + s * 0.8, y - s * 0.1);
  sail.lineTo(x, y - s * 0.1);
  sail.closePath();
  sail.moveTo(x - s * 0.08, y - s * 1.5);
  sail.lineTo(x - s * 0.75, y - s * 0.1);
  sail.lineTo(x - s * 0.08, y - s * 0.1);
  sail.closePath();
  paintShape(art, hull, { top: scene.palette.ink });
  paintShape(art, sail, {
    top: shade(scene.palette.light, { s: -50, l: 2 }),
    bottom: shade(scene.palette.horizon, { l: 5 }),
  });
}

export function paintLighthouse(art: Art, horizon: number): void {
  const { ctx, width, unit, random, scene } = art;
  const left = random() < 0.5;
  const x = left ? width * 0.14 : width * 0.86;
  const rock = new Path2D();
  rock.ellipse(x, horizon + unit * 0.02, unit * 0.16, unit * 0.05, 0, Math.PI, 0);
  rock.closePath();
  paintShape(art, rock, { top: scene.palette.near });
  const h = unit * 0.22;
  const base = horizon;
  const tower = new Path2D();
  tower.moveTo(x - unit * 0.025, base);
  tower.lineTo(x - unit * 0.016, base - h);
  tower.lineTo(x + unit * 0.016, base - h);
  tower.lineTo(x + unit * 0.025, base);
  tower.closePath();
  paintShape(art, tower, { top: { h: 0, s: 0, l: 94 }, bottom: { h: 30, s: 10, l: 78 } });
  const stripes = new Path2D();
  for (let i = 1; i < 4; i += 2)
    stripes.rect(x - unit * 0.03, base - (h * (i + 1)) / 4, unit * 0.06, h / 4);
  ctx.save();
  ctx.clip(tower);
  paintShape(art, stripes, { top: { h: 355, s: 70, l: 45 }, detail: true });
  ctx.restore();
  const lamp = { x, y: base - h - unit * 0.012 };
  if (scene.time === 'night' || scene.time === 'sunset') {
    const beam = new Path2D();
    const dir = left ? 1 : -1;
    beam.moveTo(lamp.x, lamp.y);
    beam.lineTo(lamp.x + dir * width * 0.6, lamp.y - unit * 0.12);
    beam.lineTo(lamp.x + dir * width * 0.6, lamp.y + unit * 0.05);
    beam.closePath();
    ctx.fillStyle = css(scene.palette.light, 0.18);
    ctx.fill(beam);
    glow(ctx, lamp.x, lamp.y, unit * 0.06, scene.palette.light, 0.8);
  }
  const cap = new Path2D();
  cap.rect(lamp.x - unit * 0.014, lamp.y - unit * 0.012, unit * 0.028, unit * 0.024);
  paintShape(art, cap, { top: scene.palette.ink });
}

/** A beach: a curved strip of sand in the foreground with the surf's edge along it. */
export function paintSand(art: Art): void {
  const { width, height, unit, random } = art;
  const shore = new Path2D();
  const left = height * between(random, 0.78, 0.86);
  const right = height * between(random, 0.8, 0.9);
  shore.moveTo(0, height);
  shore.lineTo(0, left);
  shore.bezierCurveTo(
    width * 0.35,
    left - unit * 0.05,
    width * 0.65,
    right + unit * 0.04,
    width,
    right,
  );
  shore.lineTo(width, height);
  shore.closePath();
  const sand = shade({ h: 40, s: 55, l: 78 }, { l: art.scene.time === 'night' ? -45 : 0 });
  paintShape(art, shore, { top: sand, bottom: shade(sand, { l: -12 }), from: left, to: height });
  const surf = new Path2D();
  surf.moveTo(0, left);
  surf.bezierCurveTo(
    width * 0.35,
    left - unit * 0.05,
    width * 0.65,
    right + unit * 0.04,
    width,
    right,
  );
  art.ctx.strokeStyle = css({ h: 190, s: 30, l: 96 }, 0.8);
  art.ctx.lineWidth = unit * 0.008;
  art.ctx.stroke(surf);
}
