import type {} from './art-plan.js';
import {
  paintArmchair,
  paintBed,
  paintNightstand,
  paintSofa,
  paintTable,
} from './art-furniture.js';
import { paintLamp, paintPlant, paintRug, paintShelves } from './art-decor.js';
import { paintCandles, paintFireplace, paintVase } from './art-fixtures.js';
import { BRASS, OAK, WALNUT, type RoomKit } from './art-room-kit.js';
import { COLOUR_WORDS, MATERIAL_WORDS } from './art-words.js';
import { shade } from './art-kit.js';
import { surfaceFor } from './art-surface.js';

/** Living rooms, reading nooks and bedrooms. */

export function paintLiving(k: RoomKit): void {
  const {
    art,
    room,
    inside,
    height,
    unit,
    plan,
    named,
    wants,
    seat,
    finish,
    count,
    put,
    away,
    cx,
    back,
    front,
    accent,
    spread,
  } = k;
  const nook = room.kind === 'nook' || (!named('sofa') && Boolean(named('armchair')));
  if (wants('rug'))
    put(
      'rug',
      paintRug(
        art,
        cx,
        front - unit * 0.12,
        unit * 0.7,
        (height - front) * 0.7 + unit * 0.1,
        finish('rug', { texture: 'weave', colour: shade(accent, { s: -25, l: 18 }) }),
      ),
    );
  if (wants('shelves'))
    put(
      'shelves',
      paintShelves(
        art,
        { x: inside(cx + away * spread, unit * 0.2), base: back },
        finish('shelves', WALNUT),
        0.5,
        0.22,
      ),
    );
  else if (wants('fireplace'))
    put(
      'fireplace',
      paintFireplace(
        art,
        { x: inside(cx + away * spread, unit * 0.2), base: back },
        finish('fireplace', { texture: 'plaster', colour: { h: 35, s: 15, l: 88 } }),
        room.lamps,
      ),
    );
  if (wants('lamp'))
    put(
      'lamp',
      paintLamp(
        art,
        { x: cx - away * (nook ? unit * 0.2 : spread * 0.95), base: back },
        finish('lamp', BRASS),
        room.lamps,
      ),
    );
  if (nook)
    put(
      'armchair',
      paintArmchair(art, { x: cx, base: back + unit * 0.06 }, finish('armchair', seat), 1.3),
    );
  else {
    put(
      'sofa',
      paintSofa(
        art,
        { x: cx, base: back },
        finish('sofa', { ...seat, texture: 'weave' }),
        room.accents[1] ?? shade(accent, { l: 10 }),
        room.portrait ? 0.62 : 0.58,
      ),
    );
    if (named('armchair'))
      put(
        'armchair',
        paintArmchair(
          art,
          { x: inside(cx + away * spread * 1.05, unit * 0.15), base: back + unit * 0.1 },
          finish('armchair', seat),
        ),
      );
  }
  if (wants('plant'))
    put(
      'plant',
      paintPlant(
        art,
        {
          x: nook ? cx + away * unit * 0.3 : cx - away * spread * 1.25,
          base: back + unit * 0.03,
        },
        { texture: 'plaster', colour: { h: 18, s: 45, l: 55 } },
      ),
    );
  if (wants('coffee-table') || named('candle') || named('vase')) {
    const table = paintTable(
      art,
      { x: nook ? cx - away * unit * 0.26 : cx, base: front },
      finish('coffee-table', nook ? BRASS : OAK),
      0.1,
      nook ? 0.12 : 0.3,
    );
    put('coffee-table', table);
    if (named('candle') || plan.light === 'candle')
      put(
        'candle',
        paintCandles(
          art,
          { x: table.x + table.w * 0.3, base: table.y },
          Math.min(3, count('candle', 3)),
          room.lamps,
        ),
      );
    if (named('vase'))
      put(
        'vase',
        paintVase(
          art,
          { x: table.x + table.w * 0.72, base: table.y },
          finish('vase', { texture: 'plaster', colour: { h: 30, s: 20, l: 88 } }),
          accent,
        ),
      );
  }
}

export function paintBedroom(k: RoomKit): void {
  const {
    art,
    room,
    height,
    unit,
    plan,
    named,
    wants,
    seat,
    seatColour,
    finish,
    put,
    away,
    cx,
    back,
    front,
    accent,
  } = k;
  if (wants('rug'))
    put(
      'rug',
      paintRug(
        art,
        cx,
        front - unit * 0.04,
        unit * 0.8,
        (height - front) * 0.8,
        finish('rug', { texture: 'weave', colour: shade(accent, { s: -25, l: 20 }) }),
      ),
    );
  for (const side of [-1, 1]) {
    const stand = { x: cx + side * unit * 0.4, base: back };
    if (wants('nightstand')) {
      const top = paintNightstand(art, stand, finish('nightstand', OAK));
      if (side === -1) put('nightstand', top);
      if (wants('lamp'))
        put(
          'lamp',
          paintLamp(art, { x: stand.x, base: top.y }, finish('lamp', BRASS), room.lamps, 0.12),
        );
      if (side === 1 && (named('candle') || plan.light === 'candle'))
        put('candle', paintCandles(art, { x: stand.x, base: top.y }, 2, room.lamps));
    }
  }
  // "a walnut bed", "a velvet headboard": the frame's; "a linen bed", "a sage bed": the bedding's.
  const bed = named('bed');
  const frameTexture = bed?.material ? MATERIAL_WORDS[bed.material]!.texture : null;
  const forFrame = frameTexture !== null && !['weave', 'boucle'].includes(frameTexture);
  const bedding = surfaceFor(
    { colour: bed?.colour, material: forFrame ? undefined : bed?.material },
    { texture: 'weave', colour: COLOUR_WORDS.white! },
  );
  const headboard = surfaceFor(
    { material: forFrame ? bed?.material : undefined },
    { texture: 'weave', colour: shade(seatColour, { l: -5 }) },
  );
  put(
    'bed',
    paintBed(
      art,
      { x: cx, base: back + unit * 0.05 },
      bedding,
      headboard,
      shade(accent, { s: -15 }),
    ),
  );
  if (named('plant') || (!room.portrait && wants('plant')))
    put(
      'plant',
      paintPlant(
        art,
        { x: cx - away * unit * 0.62, base: back + unit * 0.04 },
        { texture: 'plaster', colour: { h: 18, s: 45, l: 55 } },
      ),
    );
  if (named('armchair'))
    put(
      'armchair',
      paintArmchair(
        art,
        { x: cx + away * unit * 0.62, base: back + unit * 0.08 },
        finish('armchair', seat),
      ),
    );
}
