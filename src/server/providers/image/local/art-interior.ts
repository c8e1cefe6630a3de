import { Path2D } from '@napi-rs/canvas';
import { glow, paintShape, type Art } from './art-brush.js';
import { css, pick, shade, type Hsl } from './art-kit.js';
import {
  paintCity,
  paintDesert,
  paintForest,
  paintHills,
  paintMountains,
  paintWater,
} from './art-land.js';
import { composeRoom, type Room } from './art-rooms.js';
import { paintSky, paintStars } from './art-sky.js';
import { mark, paintSurface, surfaceFor, tone, type Box, type Surface } from './art-surface.js';
import { COLOUR_WORDS, type RoomKind } from './art-words.js';
import { paintCurtains } from './art-fixtures.js';
import type { Lamp } from './art-furniture.js';

/**
 * A room, seen from the front: the back wall in its finish, a window onto the prompt's
 * landscape and light, the floor in its material, then the room's furniture (art-rooms.ts)
 * and the light of the hour: daylight thrown through the window, sunset warmth, or the dark of
 * night and candle light with every lamp, candle and sign glowing.
 */

const NEUTRAL_WALLS = ['ivory', 'cream', 'white', 'greige', 'oatmeal'] as const;

const FLOORS: Record<RoomKind, Surface> = {
  living: { texture: 'wood', colour: { h: 34, s: 45, l: 62 } },
  nook: { texture: 'wood', colour: { h: 28, s: 42, l: 50 } },
  bedroom: { texture: 'wood', colour: { h: 36, s: 40, l: 66 } },
  kitchen: { texture: 'tile', colour: { h: 30, s: 12, l: 74 } },
  bathroom: { texture: 'tile', colour: { h: 30, s: 8, l: 80 } },
  office: { texture: 'wood', colour: { h: 30, s: 40, l: 55 } },
  dining: { texture: 'wood', colour: { h: 30, s: 42, l: 52 } },
  podcast: { texture: 'wood', colour: { h: 26, s: 35, l: 38 } },
};

export function paintInterior(art: Art): void {
  const { width, height, random, scene } = art;
  const plan = scene.plan;
  const kind = plan.room ?? 'living';
  const portrait = height > width * 1.15;
  const floorTop = height * (portrait ? 0.6 : 0.66);
  const wallDefault: Surface = {
    texture: kind === 'bathroom' ? 'tile' : 'plaster',
    colour:
      kind === 'podcast' ? { h: 220, s: 12, l: 36 } : COLOUR_WORDS[pick(random, NEUTRAL_WALLS)]!,
  };
  const wall = surfaceFor(plan.wall, wallDefault);
  const wallPath = new Path2D();
  wallPath.rect(0, 0, width, floorTop);
  paintSurface(art, wallPath, wall, { x: 0, y: 0, w: width, h: floorTop });
  mark(art, 'wall', { x: 0, y: 0, w: width, h: floorTop });

  const accents = [...plan.colours.map((c) => COLOUR_WORDS[c]!), scene.palette.accent];
  const room: Room = {
    kind,
    floorTop,
    portrait,
    windowLeft: random() < 0.5,
    wall,
    accents,
    lamps: [],
  };
  const win = kind === 'podcast' ? null : paintWindow(art, room);
  const floor = surfaceFor(plan.floor, FLOORS[kind]);
  paintFloor(art, floorTop, floor);
  if (win && scene.time !== 'night' && plan.light !== 'candle') throwDaylight(art, win, floorTop);
  if (win && plan.objects.some((o) => o.kind === 'curtains')) {
    const curtains = plan.objects.find((o) => o.kind === 'curtains');
    paintCurtains(
      art,
      win,
      surfaceFor(curtains, { texture: 'weave', colour: shade(accents[0]!, { s: -20, l: 15 }) }),
    );
  }
  composeRoom(art, room, win);
  lightTheRoom(art, room.lamps);
}

function paintWindow(art: Art, room: Room): Box {
  const { ctx, width, unit } = art;
  const w = unit * (room.kind === 'kitchen' ? 0.3 : 0.34);
  const h = room.floorTop * (room.kind === 'kitchen' ? 0.34 : 0.56);
  const margin = width * 0.08;
  const x =
    room.kind === 'kitchen' ? width / 2 - w / 2 : room.windowLeft ? margin : width - margin - w;
  const y = room.floorTop * 0.1;
  const pane = new Path2D();
  pane.rect(x, y, w, h);
  ctx.save();
  ctx.clip(pane);
  ctx.translate(x, y);
  const view: Art = { ...art, width: w, height: h, unit: Math.min(w, h) };
  paintView(view, h * 0.62);
  ctx.restore();
  const frame = new Path2D();
  const bar = unit * 0.012;
  frame.rect(x - bar, y - bar, w + bar * 2, bar * 2);
  frame.rect(x - bar, y + h - bar, w + bar * 2, bar * 2.6);
  frame.rect(x - bar, y, bar * 2, h);
  frame.rect(x + w - bar, y, bar * 2, h);
  frame.rect(x + w / 2 - bar / 2, y, bar, h);
  frame.rect(x, y + h * 0.45 - bar / 2, w, bar);
  paintShape(art, frame, { top: tone(art, { h: 35, s: 10, l: 94 }) });
  const b = { x, y, w, h };
  mark(art, 'window', b);
  return b;
}

/** The landscape outside: the prompt's (a beach, mountains, a city), else hills. */
function paintView(view: Art, horizon: number): void {
  paintSky(view, horizon);
  if (view.scene.time === 'night') paintStars(view, horizon);
  switch (view.scene.plan.landscape) {
    case 'beach':
    case 'sea':
      return paintWater(view, horizon, view.width * 0.5);
    case 'mountain':
      return paintMountains(view, horizon);
    case 'city':
      return paintCity(view, horizon);
    case 'forest':
      return paintForest(view, horizon);
    case 'desert':
      return paintDesert(view, horizon);
    case 'lake':
      paintHills(view, horizon, 2);
      return paintWater(view, horizon + view.height * 0.15, view.width * 0.5);
    default:
      return paintHills(view, horizon, 3);
  }
}

function paintFloor(art: Art, floorTop: number, floor: Surface): void {
  const { ctx, width, height, unit } = art;
  const path = new Path2D();
  path.rect(0, floorTop, width, height - floorTop);
  const box = { x: 0, y: floorTop, w: width, h: height - floorTop };
  const perspective = floor.texture === 'wood' || floor.texture === 'tile';
  paintSurface(art, path, perspective ? { ...floor, texture: 'plain' } : floor, box);
  mark(art, 'floor', box);
  const skirting = new Path2D();
  skirting.rect(0, floorTop - unit * 0.018, width, unit * 0.018);
  paintShape(art, skirting, { top: tone(art, { h: 35, s: 10, l: 92 }) });
  if (!perspective || art.scene.look.fill === 'line') return;
  const colour = tone(art, floor.colour);
  const seams = new Path2D();
  const vanishX = width / 2;
  const step = floor.texture === 'wood' ? 0.07 : 0.11;
  for (let i = -16; i <= 16; i++) {
    seams.moveTo(vanishX + i * unit * step * 0.45, floorTop);
    seams.lineTo(vanishX + i * unit * step * 1.6, height);
  }
  if (floor.texture === 'tile') {
    for (let t = 0.08; t < 1; t += t * 0.55) {
      const y = floorTop + (height - floorTop) * t;
      seams.moveTo(0, y);
      seams.lineTo(width, y);
    }
  } else {
    // Board ends, staggered.
    for (let row = 0; row < 8; row++) {
      const t = (row + 1) / 9;
      const y = floorTop + (height - floorTop) * t * t;
      for (let i = -16; i <= 16; i += 2) {
        const x = vanishX + (i + (row % 2)) * unit * step * (0.45 + 1.15 * t * t);
        seams.moveTo(x, y);
        seams.lineTo(x + unit * step * (0.45 + 1.15 * t * t), y);
      }
    }
  }
  ctx.strokeStyle = css(shade(colour, { l: floor.texture === 'tile' ? 14 : -20 }), 0.55);
  ctx.lineWidth = Math.max(1, unit * 0.002);
  ctx.stroke(seams);
  if (floor.texture === 'wood') {
    const grain = new Path2D();
    for (let i = 0; i < 60; i++) {
      const x = art.random() * width;
      const y = floorTop + art.random() * (height - floorTop);
      grain.moveTo(x, y);
      grain.lineTo(x + (x - vanishX) * 0.08, y + unit * 0.03);
    }
    ctx.strokeStyle = css(shade(colour, { l: -12 }), 0.3);
    ctx.stroke(grain);
  }
}

function throwDaylight(art: Art, win: Box, floorTop: number): void {
  const { ctx, height, unit, scene } = art;
  if (scene.look.fill === 'line') return;
  const beam = new Path2D();
  const throwX = (win.x < art.width / 2 ? 1 : -1) * unit * 0.35;
  beam.moveTo(win.x, floorTop);
  beam.lineTo(win.x + win.w, floorTop);
  beam.lineTo(win.x + win.w + throwX, height);
  beam.lineTo(win.x + throwX, height);
  beam.closePath();
  const warm = scene.time === 'sunset' ? { h: 30, s: 90, l: 70 } : scene.palette.light;
  ctx.fillStyle = css(shade(warm, { s: -20 }), scene.time === 'sunset' ? 0.3 : 0.2);
  ctx.fill(beam);
}

/** The hour's light over the finished room; at night and by candles, the lights glow. */
function lightTheRoom(art: Art, lamps: Lamp[]): void {
  const { ctx, width, height, scene } = art;
  if (scene.look.fill === 'line') return;
  const candle = scene.plan.light === 'candle';
  const dark = candle || scene.time === 'night';
  ctx.save();
  if (dark) {
    // Dim, not black, and dimmest far from the lights: the room is still seen, in the colour
    // of its light, with the depth a pale room loses under a flat wash.
    const x = lamps.length ? lamps.reduce((sum, l) => sum + l.x, 0) / lamps.length : width / 2;
    const y = lamps.length ? lamps.reduce((sum, l) => sum + l.y, 0) / lamps.length : height / 2;
    const shadow = ctx.createRadialGradient(x, y, 0, x, y, Math.hypot(width, height) * 0.7);
    shadow.addColorStop(0, candle ? 'rgb(225, 170, 125)' : 'rgb(130, 136, 180)');
    shadow.addColorStop(1, candle ? 'rgb(80, 52, 44)' : 'rgb(52, 58, 100)');
    ctx.globalCompositeOperation = 'multiply';
    ctx.fillStyle = shadow;
    ctx.fillRect(0, 0, width, height);
    ctx.globalCompositeOperation = 'screen';
    for (const lamp of lamps) glow(ctx, lamp.x, lamp.y, lamp.r, lamp.colour, candle ? 0.6 : 0.5);
    ctx.globalCompositeOperation = 'source-over';
    for (const lamp of lamps) lamp.redraw?.();
  } else if (scene.time === 'sunset' || scene.time === 'dawn') {
    ctx.globalCompositeOperation = 'soft-light';
    const warmth: Hsl =
      scene.time === 'sunset' ? { h: 28, s: 90, l: 55 } : { h: 340, s: 60, l: 70 };
    ctx.fillStyle = css(warmth, scene.time === 'sunset' ? 0.45 : 0.25);
    ctx.fillRect(0, 0, width, height);
  }
  ctx.restore();
}
