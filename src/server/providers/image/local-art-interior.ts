import { Path2D } from '@napi-rs/canvas';
import { glow, paintShape, verticalGradient, type Art } from './local-art-brush.js';
import { between, blend, css, shade, type Hsl } from './local-art-kit.js';
import { paintHills } from './local-art-land.js';
import { paintSky } from './local-art-sky.js';

/**
 * A room: a wall, a window onto the scene's sky and hills, wooden floor boards in perspective,
 * daylight falling through the window, a sofa, a plant, a lamp and a picture on the wall.
 */
export function paintInterior(art: Art): void {
  const { ctx, width, height, unit, random, scene } = art;
  const night = scene.time === 'night';
  const floorTop = height * 0.68;
  const wall = blend(scene.palette.horizon, { h: 35, s: 22, l: night ? 30 : 86 }, 0.7);
  const wood: Hsl = blend({ h: 32, s: 38, l: night ? 28 : 66 }, scene.palette.far, 0.15);

  const wallPath = new Path2D();
  wallPath.rect(0, 0, width, floorTop);
  paintShape(art, wallPath, {
    top: shade(wall, { l: 4 }),
    bottom: shade(wall, { l: -6 }),
    from: 0,
    to: floorTop,
  });

  const windowLeft = random() < 0.5;
  const win = {
    w: unit * 0.42,
    h: floorTop * 0.62,
    x: windowLeft ? width * 0.1 : width * 0.9 - unit * 0.42,
    y: floorTop * 0.12,
  };
  // The view: the scene's own sky and hills, clipped to the window.
  const pane = new Path2D();
  pane.rect(win.x, win.y, win.w, win.h);
  ctx.save();
  ctx.clip(pane);
  ctx.translate(win.x, win.y);
  const view = { ...art, width: win.w, height: win.h, unit: Math.min(win.w, win.h) };
  paintSky(view, win.h * 0.6);
  paintHills(view, win.h * 0.6, 3);
  ctx.restore();
  const frame = new Path2D();
  const bar = unit * 0.014;
  frame.rect(win.x - bar, win.y - bar, win.w + bar * 2, bar * 2);
  frame.rect(win.x - bar, win.y + win.h - bar, win.w + bar * 2, bar * 2);
  frame.rect(win.x - bar, win.y, bar * 2, win.h);
  frame.rect(win.x + win.w - bar, win.y, bar * 2, win.h);
  frame.rect(win.x + win.w / 2 - bar / 2, win.y, bar, win.h);
  frame.rect(win.x, win.y + win.h * 0.45 - bar / 2, win.w, bar);
  paintShape(art, frame, { top: shade(wall, { l: 8, s: -10 }) });

  paintFloor(art, floorTop, wood);
  if (!night && scene.look.fill !== 'line') {
    // Daylight through the window, thrown down and across onto the floor.
    const beam = new Path2D();
    const throwX = (windowLeft ? 1 : -1) * unit * 0.35;
    beam.moveTo(win.x, floorTop);
    beam.lineTo(win.x + win.w, floorTop);
    beam.lineTo(win.x + win.w + throwX, height);
    beam.lineTo(win.x + throwX, height);
    beam.closePath();
    ctx.fillStyle = css(shade(scene.palette.light, { s: -30 }), 0.22);
    ctx.fill(beam);
  }

  const furnitureX = windowLeft ? width * 0.56 : width * 0.08;
  paintPicture(art, furnitureX + unit * 0.08, floorTop * 0.22);
  paintSofa(art, furnitureX, floorTop, wall);
  paintPlant(
    art,
    windowLeft ? win.x + win.w + unit * 0.06 : win.x - unit * 0.06,
    floorTop + unit * 0.04,
  );
  const lampX = furnitureX + unit * between(random, 0.1, 0.3);
  const cord = new Path2D();
  cord.rect(lampX - 1, 0, 2, floorTop * 0.22);
  const shadeShape = new Path2D();
  shadeShape.arc(lampX, floorTop * 0.22 + unit * 0.05, unit * 0.05, Math.PI, 0);
  shadeShape.closePath();
  paintShape(art, cord, { top: scene.palette.ink, detail: true });
  paintShape(art, shadeShape, { top: scene.palette.accent });
  if (night || scene.mood === 'calm') {
    glow(
      ctx,
      lampX,
      floorTop * 0.22 + unit * 0.07,
      unit * 0.35,
      scene.palette.light,
      night ? 0.55 : 0.25,
    );
  }
}

function paintFloor(art: Art, floorTop: number, wood: Hsl): void {
  const { ctx, width, height, unit } = art;
  const floor = new Path2D();
  floor.rect(0, floorTop, width, height - floorTop);
  paintShape(art, floor, {
    top: shade(wood, { l: -6 }),
    bottom: shade(wood, { l: 6 }),
    from: floorTop,
    to: height,
  });
  const boards = new Path2D();
  const vanishX = width / 2;
  for (let i = -12; i <= 12; i++) {
    boards.moveTo(vanishX + i * unit * 0.06, floorTop);
    boards.lineTo(vanishX + i * unit * 0.26, height);
  }
  ctx.strokeStyle = css(shade(wood, { l: -18 }), 0.35);
  ctx.lineWidth = Math.max(1, unit * 0.002);
  ctx.stroke(boards);
  const rug = new Path2D();
  rug.ellipse(
    width / 2,
    floorTop + (height - floorTop) * 0.55,
    unit * 0.38,
    (height - floorTop) * 0.25,
    0,
    0,
    Math.PI * 2,
  );
  paintShape(art, rug, { top: shade(art.scene.palette.accent, { s: -25, l: 12 }), alpha: 0.85 });
}

function paintSofa(art: Art, x: number, floorTop: number, wall: Hsl): void {
  const { unit, scene } = art;
  const w = unit * 0.46;
  const seatTop = floorTop - unit * 0.02;
  const body = new Path2D();
  body.roundRect(x, seatTop - unit * 0.17, w, unit * 0.12, unit * 0.03); // back
  body.roundRect(
    x - unit * 0.02,
    seatTop - unit * 0.07,
    w + unit * 0.04,
    unit * 0.09,
    unit * 0.025,
  ); // seat
  body.roundRect(x - unit * 0.04, seatTop - unit * 0.11, unit * 0.06, unit * 0.13, unit * 0.025); // arms
  body.roundRect(
    x + w - unit * 0.02,
    seatTop - unit * 0.11,
    unit * 0.06,
    unit * 0.13,
    unit * 0.025,
  );
  const fabric = blend(scene.palette.accent, wall, 0.35);
  paintShape(art, body, {
    top: shade(fabric, { l: 6 }),
    bottom: shade(fabric, { l: -14 }),
    from: seatTop - unit * 0.17,
    to: seatTop + unit * 0.03,
  });
  const cushion = new Path2D();
  cushion.roundRect(x + unit * 0.04, seatTop - unit * 0.14, unit * 0.09, unit * 0.08, unit * 0.02);
  paintShape(art, cushion, { top: shade(scene.palette.light, { s: -20, l: -5 }) });
}

function paintPlant(art: Art, x: number, base: number): void {
  const { unit, random } = art;
  const pot = new Path2D();
  pot.moveTo(x - unit * 0.05, base - unit * 0.1);
  pot.lineTo(x + unit * 0.05, base - unit * 0.1);
  pot.lineTo(x + unit * 0.038, base);
  pot.lineTo(x - unit * 0.038, base);
  pot.closePath();
  const leaves = new Path2D();
  for (let i = 0; i < 11; i++) {
    const angle = -Math.PI / 2 + (random() - 0.5) * 2.2;
    const length = unit * between(random, 0.09, 0.18);
    const cx = x + Math.cos(angle) * length * 0.6;
    const cy = base - unit * 0.1 + Math.sin(angle) * length * 0.6;
    leaves.moveTo(cx + length * 0.5, cy);
    leaves.ellipse(cx, cy, length * 0.5, length * 0.16, angle, 0, Math.PI * 2);
  }
  paintShape(art, leaves, {
    top: { h: 130, s: 40, l: 38 },
    bottom: { h: 140, s: 45, l: 24 },
    from: base - unit * 0.3,
    to: base,
  });
  paintShape(art, pot, {
    top: { h: 20, s: 35, l: 58 },
    bottom: { h: 20, s: 35, l: 45 },
    from: base - unit * 0.1,
    to: base,
  });
}

function paintPicture(art: Art, x: number, y: number): void {
  const { unit, scene } = art;
  const w = unit * 0.2;
  const h = unit * 0.14;
  const frame = new Path2D();
  frame.rect(x - unit * 0.008, y - unit * 0.008, w + unit * 0.016, h + unit * 0.016);
  paintShape(art, frame, { top: scene.palette.ink });
  const canvas = new Path2D();
  canvas.rect(x, y, w, h);
  paintShape(art, canvas, {
    top: shade(scene.palette.horizon, { l: 8 }),
    bottom: scene.palette.skyMid,
    from: y,
    to: y + h,
  });
  const sun = new Path2D();
  sun.arc(x + w * 0.65, y + h * 0.45, h * 0.22, 0, Math.PI * 2);
  paintShape(art, sun, { top: scene.palette.accent, detail: true });
  art.ctx.fillStyle = verticalGradient(
    art.ctx,
    y + h * 0.6,
    y + h,
    scene.palette.far,
    scene.palette.near,
  );
  art.ctx.fillRect(x, y + h * 0.68, w, h * 0.32);
}
