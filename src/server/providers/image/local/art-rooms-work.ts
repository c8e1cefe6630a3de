import type {} from './art-plan.js';
import { paintChair, paintDesk, paintStool, paintTable } from './art-furniture.js';
import { paintLamp, paintPendant, paintPlant, paintShelves } from './art-decor.js';
import {
  paintBathtub,
  paintCandles,
  paintCounter,
  paintVanity,
  paintVase,
} from './art-fixtures.js';
import { paintHeadphones, paintLaptop, paintMicrophone } from './art-podcast.js';
import { BLACK, BRASS, OAK, WALNUT, type RoomKit } from './art-room-kit.js';
import { surfaceFor, type Surface } from './art-surface.js';
import { COLOUR_WORDS, MATERIAL_WORDS } from './art-words.js';
import { shade } from './art-kit.js';

/** Kitchens, bathrooms, dining rooms, offices and podcast sets. */

export function paintKitchen(k: RoomKit): void {
  const {
    art,
    room,
    width,
    unit,
    named,
    wants,
    seatColour,
    finish,
    count,
    put,
    away,
    back,
    front,
    accent,
  } = k;
  const runW = Math.min(width * 0.92, unit * 1.3);
  if (wants('shelves'))
    put(
      'shelves',
      paintShelves(
        art,
        { x: width / 2 + away * runW * 0.33, base: back - unit * 0.4 },
        finish('shelves', OAK),
        0.16,
        0.24,
      ),
    );
  // "sage cabinets": the colour is the doors'; "a marble counter": the material is the top's.
  const given = named('counter');
  const wooden = given?.material && MATERIAL_WORDS[given.material]!.texture === 'wood';
  const doors: Surface = given?.colour
    ? { texture: 'plain', colour: COLOUR_WORDS[given.colour]! }
    : wooden
      ? surfaceFor({ material: given.material }, OAK)
      : { texture: 'plain', colour: shade(seatColour, { s: -10, l: 8 }) };
  const top = surfaceFor(
    { material: given?.material },
    {
      texture: 'marble',
      colour: { h: 30, s: 8, l: 92 },
    },
  );
  const counter = paintCounter(art, width / 2, back, runW, doors, top);
  put('counter', counter);
  if (wants('plant'))
    put(
      'plant',
      paintPlant(
        art,
        { x: width / 2 - away * runW * 0.36, base: counter.y },
        { texture: 'plaster', colour: { h: 30, s: 10, l: 90 } },
        0.6,
      ),
    );
  if (named('vase'))
    put(
      'vase',
      paintVase(
        art,
        { x: width / 2 + away * runW * 0.2, base: counter.y },
        finish('vase', { texture: 'plaster', colour: accent }),
        accent,
      ),
    );
  if (named('candle'))
    put(
      'candle',
      paintCandles(art, { x: width / 2 - away * runW * 0.15, base: counter.y }, 2, room.lamps),
    );
  if (wants('pendant')) {
    const n = Math.max(2, Math.min(3, count('pendant', room.portrait ? 2 : 3)));
    for (let i = 0; i < n; i++)
      put(
        'pendant',
        paintPendant(
          art,
          width / 2 + (i - (n - 1) / 2) * unit * 0.3,
          room.floorTop * 0.2,
          finish('pendant', BRASS),
          room.lamps,
        ),
      );
  }
  if (wants('stool')) {
    const n = Math.max(2, Math.min(4, count('stool', room.portrait ? 2 : 3)));
    for (let i = 0; i < n; i++)
      put(
        'stool',
        paintStool(
          art,
          { x: width / 2 + (i - (n - 1) / 2) * unit * 0.22, base: front },
          finish('stool', WALNUT),
        ),
      );
  }
}

export function paintBathroom(k: RoomKit): void {
  const { art, room, win, width, unit, plan, named, wants, finish, put, cx, back, inside } = k;
  const tubX = inside(win ? win.x + win.w / 2 : cx, unit * 0.27);
  put(
    'bathtub',
    paintBathtub(
      art,
      { x: tubX, base: back + unit * 0.06 },
      finish('bathtub', { texture: 'plaster', colour: { h: 40, s: 10, l: 96 } }),
    ),
  );
  const vanityX = tubX > width / 2 ? tubX - unit * 0.52 : tubX + unit * 0.52;
  if (wants('vanity'))
    put(
      'vanity',
      paintVanity(
        art,
        { x: vanityX, base: back },
        finish('vanity', OAK),
        { texture: 'marble', colour: { h: 30, s: 8, l: 92 } },
        finish('mirror', BRASS),
      ),
    );
  if (wants('plant'))
    put(
      'plant',
      paintPlant(
        art,
        { x: (tubX + vanityX) / 2, base: back + unit * 0.12 },
        { texture: 'plaster', colour: { h: 18, s: 45, l: 55 } },
        0.8,
      ),
    );
  if (named('candle') || plan.light === 'candle')
    put(
      'candle',
      paintCandles(art, { x: tubX - unit * 0.18, base: back - unit * 0.12 }, 3, room.lamps),
    );
}

export function paintDining(k: RoomKit): void {
  const { art, room, unit, plan, named, wants, finish, put, away, cx, back, accent } = k;
  if (wants('pendant'))
    put('pendant', paintPendant(art, cx, back - unit * 0.48, finish('pendant', BRASS), room.lamps));
  if (wants('chair')) {
    // Two chairs across the table, their backs showing above its top.
    const chair = finish('chair', { texture: 'rattan', colour: { h: 34, s: 45, l: 48 } });
    for (const side of [-1, 1])
      paintChair(art, { x: cx + side * unit * 0.12, base: back + unit * 0.03 }, chair, 0);
  }
  const table = paintTable(
    art,
    { x: cx, base: back + unit * 0.1 },
    finish('dining-table', OAK),
    0.24,
    0.5,
  );
  put('dining-table', table);
  if (wants('chair')) {
    const chair = finish('chair', { texture: 'rattan', colour: { h: 34, s: 45, l: 48 } });
    put('chair', paintChair(art, { x: table.x - unit * 0.02, base: back + unit * 0.12 }, chair, 1));
    paintChair(art, { x: table.x + table.w + unit * 0.02, base: back + unit * 0.12 }, chair, -1);
  }
  if (wants('vase'))
    put(
      'vase',
      paintVase(
        art,
        { x: cx, base: table.y },
        finish('vase', { texture: 'plaster', colour: { h: 30, s: 20, l: 88 } }),
        accent,
      ),
    );
  if (named('candle') || plan.light === 'candle')
    put('candle', paintCandles(art, { x: cx + unit * 0.12, base: table.y }, 3, room.lamps));
  if (named('plant') || wants('plant'))
    put(
      'plant',
      paintPlant(
        art,
        { x: cx - away * unit * 0.48, base: back + unit * 0.04 },
        { texture: 'plaster', colour: { h: 18, s: 45, l: 55 } },
      ),
    );
}

export function paintWorkspace(k: RoomKit): void {
  const {
    art,
    room,
    width,
    unit,
    named,
    wants,
    finish,
    count,
    put,
    away,
    cx,
    back,
    front,
    spread,
  } = k;
  const podcast = room.kind === 'podcast';
  // Studio lights: soft key lights over the desk, lit at night like any lamp.
  if (podcast)
    for (const side of [-1, 1])
      room.lamps.push({
        x: cx + side * unit * 0.3,
        y: back,
        r: unit * 0.45,
        colour: { h: 35, s: 60, l: 70 },
      });
  if (wants('shelves'))
    put(
      'shelves',
      paintShelves(art, { x: cx + away * spread * 1.1, base: back }, finish('shelves', OAK)),
    );
  if (wants('plant'))
    put(
      'plant',
      paintPlant(
        art,
        { x: cx - away * spread * 1.15, base: back + unit * 0.03 },
        { texture: 'plaster', colour: { h: 18, s: 45, l: 55 } },
      ),
    );
  const deskBase = podcast ? front + unit * 0.06 : back + unit * 0.08;
  if (wants('chair') && !podcast)
    put(
      'chair',
      paintChair(
        art,
        { x: cx - unit * 0.08, base: deskBase + unit * 0.12 },
        finish('chair', BLACK),
        0,
      ),
    );
  const desk = paintDesk(
    art,
    { x: cx, base: deskBase },
    finish('desk', podcast ? { ...OAK, colour: { h: 28, s: 40, l: 48 } } : OAK),
    podcast ? Math.min(0.9, (width / unit) * 0.8) : 0.56,
  );
  put('desk', desk);
  if (wants('laptop')) put('laptop', paintLaptop(art, { x: cx + unit * 0.02, base: desk.y }));
  if (wants('lamp') && !podcast)
    put(
      'lamp',
      paintLamp(
        art,
        { x: desk.x + unit * 0.06, base: desk.y },
        finish('lamp', BLACK),
        room.lamps,
        0.14,
      ),
    );
  if (wants('headphones'))
    put(
      'headphones',
      paintHeadphones(
        art,
        { x: desk.x + desk.w - unit * 0.1, base: desk.y },
        finish('headphones', BLACK),
      ),
    );
  if (named('candle'))
    put('candle', paintCandles(art, { x: desk.x + unit * 0.1, base: desk.y }, 2, room.lamps));
  if (wants('microphone')) {
    const n = Math.min(3, count('microphone', podcast ? 2 : 1));
    const mic = finish('microphone', BLACK);
    for (let i = 0; i < n; i++) {
      const x = n === 1 ? cx - unit * 0.14 : desk.x + (desk.w * (i + 0.5)) / n;
      put('microphone', paintMicrophone(art, { x, base: desk.y }, x < cx ? 1 : -1, mic));
    }
  }
}
