import type { Art } from './art-brush.js';
import { pick, shade } from './art-kit.js';
import { paintArtwork, paintMirror } from './art-fixtures.js';
import type { PlannedObject } from './art-plan.js';
import { paintAcousticPanels, paintNeonSign } from './art-podcast.js';
import { BLACK, BRASS, SEAT_TEXTURES, SOFA_COLOURS, type Room } from './art-room-kit.js';
import { paintLiving, paintBedroom } from './art-rooms-home.js';
import { paintBathroom, paintDining, paintKitchen, paintWorkspace } from './art-rooms-work.js';
import { mark, surfaceFor, type Box, type Surface } from './art-surface.js';
import { COLOUR_WORDS, type ObjectKind, type RoomKind } from './art-words.js';

export type { Room } from './art-room-kit.js';

/**
 * Where each room's things go. Every room has its own arrangement around a main piece (a sofa,
 * an armchair by the window, a bed, a kitchen run, a bathtub, a desk, a dining table, a podcast
 * desk); the things the prompt names are always drawn, with the materials and colours it gave,
 * and the room's usual things fill in around them unless the look is minimal.
 */

const USUAL: Record<RoomKind, ObjectKind[]> = {
  living: ['sofa', 'coffee-table', 'rug', 'plant', 'lamp', 'artwork'],
  nook: ['armchair', 'lamp', 'shelves', 'rug', 'plant'],
  bedroom: ['bed', 'nightstand', 'lamp', 'artwork', 'rug'],
  kitchen: ['counter', 'pendant', 'stool', 'plant', 'shelves'],
  bathroom: ['bathtub', 'vanity', 'plant'],
  office: ['desk', 'chair', 'laptop', 'lamp', 'shelves', 'plant'],
  dining: ['dining-table', 'chair', 'pendant', 'artwork', 'vase'],
  podcast: ['desk', 'microphone', 'headphones', 'acoustic-panels', 'neon-sign', 'laptop', 'plant'],
};

export function composeRoom(art: Art, room: Room, win: Box | null): void {
  const { width, height, unit, random, scene } = art;
  const plan = scene.plan;
  const minimal = scene.look.treatment === 'minimal-line';
  const named = (kind: ObjectKind): PlannedObject | undefined =>
    plan.objects.find((o) => o.kind === kind);
  const wants = (kind: ObjectKind) =>
    Boolean(named(kind)) || (!minimal && USUAL[room.kind].includes(kind));
  const seatColour = COLOUR_WORDS[plan.colours[0] ?? pick(random, SOFA_COLOURS)]!;
  const seat: Surface = { texture: pick(random, SEAT_TEXTURES), colour: seatColour };
  const finish = (kind: ObjectKind, fallback: Surface) => surfaceFor(named(kind), fallback);
  const count = (kind: ObjectKind, usual: number) => named(kind)?.count ?? usual;
  const put = (kind: ObjectKind, box: Box) => mark(art, kind, box);

  const away = room.windowLeft ? 1 : -1;
  const cx = width / 2 + (room.portrait || !win ? 0 : away * width * 0.1);
  const back = room.floorTop + unit * 0.04;
  const front = room.floorTop + (height - room.floorTop) * (room.portrait ? 0.45 : 0.6);
  const accent = room.accents[0]!;
  const spread = Math.min(width * 0.36, unit * 0.46);
  /** Keeps a wall piece `half` wide inside the frame. */
  const inside = (x: number, half: number) => Math.min(width - half, Math.max(half, x));

  // The wall: art, a mirror, panels and a sign, above where the main piece stands.
  if (room.kind === 'podcast') {
    if (wants('acoustic-panels'))
      put(
        'acoustic-panels',
        paintAcousticPanels(
          art,
          width / 2,
          room.floorTop * 0.42,
          Math.min(width * 0.9, unit * 1.4),
          finish('acoustic-panels', {
            texture: 'weave',
            colour: shade(accent, { s: -30, l: -10 }),
          }),
        ),
      );
    if (wants('neon-sign')) {
      const neon = named('neon-sign');
      const colour = neon?.colour
        ? COLOUR_WORDS[neon.colour]!
        : { h: pick(random, [320, 190, 280, 20]), s: 95, l: 60 };
      put(
        'neon-sign',
        paintNeonSign(art, width / 2, room.floorTop * 0.32, unit * 0.12, colour, room.lamps),
      );
    }
  } else if (wants('artwork') && room.kind !== 'kitchen' && room.kind !== 'bathroom') {
    const y = room.kind === 'bedroom' ? back - unit * 0.5 : back - unit * 0.42;
    // A dining pendant hangs where the picture would be: the picture moves aside.
    let x = room.kind === 'dining' ? inside(cx + away * spread, unit * 0.13) : cx;
    // In a narrow frame the window can stand where the picture would hang: it moves aside.
    const half = unit * 0.12;
    if (win && x + half > win.x && x - half < win.x + win.w && y + unit * 0.08 > win.y)
      x = inside(win.x > width / 2 ? win.x / 2 : (win.x + win.w + width) / 2, half);
    put(
      'artwork',
      paintArtwork(art, x, y, unit * 0.22, unit * 0.15, finish('artwork', BLACK), [
        accent,
        room.accents[1] ?? shade(accent, { h: 40, l: 15 }),
      ]),
    );
  }
  if (named('mirror') && room.kind !== 'bathroom')
    put(
      'mirror',
      paintMirror(
        art,
        inside(cx + away * spread, unit * 0.1),
        back - unit * 0.5,
        unit * 0.08,
        finish('mirror', BRASS),
      ),
    );

  const paint = {
    living: paintLiving,
    nook: paintLiving,
    bedroom: paintBedroom,
    kitchen: paintKitchen,
    bathroom: paintBathroom,
    dining: paintDining,
    office: paintWorkspace,
    podcast: paintWorkspace,
  }[room.kind];
  paint({
    art,
    room,
    win,
    width,
    height,
    unit,
    random,
    plan,
    named,
    wants,
    seat,
    seatColour,
    finish,
    count,
    put,
    away,
    cx,
    back,
    front,
    accent,
    spread,
    inside,
  });
}
