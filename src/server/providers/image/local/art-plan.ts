import {
  COLOUR_WORDS,
  LANDSCAPE_WORDS,
  LIGHT_WORDS,
  MATERIAL_WORDS,
  OBJECT_WORDS,
  PHRASES,
  ROOM_WORDS,
  STYLE_WORDS,
  SURFACE_WORDS,
  type Landscape,
  type Light,
  type ObjectKind,
  type RoomKind,
  type SurfaceKind,
} from './art-words.js';
import type { StyleTreatment } from './art-types.js';

/**
 * Reads a prompt into a scene plan: the room or landscape, the things in it with the material
 * and colour each was given ("velvet armchair", "a sofa in navy linen", "oak floor"), the light
 * and a look named by a style word. Pure and deterministic: the painter decides only what the
 * words leave open.
 */

/** Material and colour names (keys of MATERIAL_WORDS and COLOUR_WORDS), when the words gave them. */
export interface Finish {
  material?: string;
  colour?: string;
}

export interface PlannedObject extends Finish {
  kind: ObjectKind;
  count: number;
}

export interface ScenePlan {
  room: RoomKind | null;
  /** The things the prompt names, in its order, one entry per kind. */
  objects: PlannedObject[];
  floor: Finish;
  wall: Finish;
  light: Light | null;
  landscape: Landscape | null;
  /** A look named in the prompt ("watercolor", "cinematic", "minimal"). */
  look: StyleTreatment | null;
  /** Colours and materials not tied to anything named: they tint the picture. */
  colours: string[];
  materials: string[];
}

const NUMBERS: Record<string, number> = { two: 2, three: 3, four: 4, pair: 2, couple: 2, few: 3 };
/** Words that end a noun's run of describing words. */
const BOUNDARIES = new Set([
  'and',
  'with',
  'on',
  'by',
  'near',
  'beside',
  'next',
  'under',
  'over',
  'at',
  'against',
  'facing',
  'plus',
  'from',
  'to',
  'into',
  'under',
  'behind',
  'above',
  'below',
  'featuring',
  ',',
  ';',
  '.',
]);
/** Words after a noun that still describe it: "a sofa in navy linen", "a desk made of oak". */
const TAIL = new Set(['in', 'made', 'of', 'upholstered', 'covered', 'finished', 'clad', 'a', 'an']);
/** Podcast set pieces: any of them makes a room a podcast set (unless a room names itself). */
const PODCAST_THINGS = new Set<ObjectKind>([
  'microphone',
  'headphones',
  'acoustic-panels',
  'neon-sign',
]);

export function planScene(prompt: string): ScenePlan {
  const tokens = tokenize(prompt);
  const plan: ScenePlan = {
    room: null,
    objects: [],
    floor: {},
    wall: {},
    light: null,
    landscape: null,
    look: null,
    colours: [],
    materials: [],
  };
  const isKitchen = tokens.includes('kitchen');
  let pending: Finish[] = [];
  let count = 1;
  let target: Finish | null = null;
  let roomFinish: Finish | null = null;
  let inTail = false;
  const flush = (to: Finish | null) => {
    // "terracotta tiles", "exposed brick", "oak throughout": a surface's own words.
    to ??= surfaceOwning(plan, pending);
    for (const finish of pending) {
      if (to) giveFinish(plan, to, finish);
      else {
        if (finish.colour) plan.colours.push(finish.colour);
        if (finish.material) plan.materials.push(finish.material);
      }
    }
    pending = [];
  };

  tokens.forEach((token, i) => {
    const next = tokens[i + 1] ?? '';
    plan.light ??= LIGHT_WORDS[token] ?? null;
    // Golden hour is a light first: another style word names the look over it.
    const look = STYLE_WORDS[token];
    if (look && (!plan.look || plan.look === 'golden-hour')) plan.look = look;
    const landscape = LANDSCAPE_WORDS[token];
    if (landscape && !(token === 'island' && isKitchen)) {
      plan.landscape ??= landscape;
      return;
    }
    if (COLOUR_WORDS[token]) return void pending.push({ colour: token });
    if (MATERIAL_WORDS[token]) return void pending.push({ material: token });
    if (NUMBERS[token] || /^\d+$/.test(token)) {
      count = NUMBERS[token] ?? Math.min(6, Number(token));
      return;
    }
    const kind: ObjectKind | undefined =
      token === 'island' ? 'counter' : lookUp(OBJECT_WORDS, token);
    const surface: SurfaceKind | undefined = SURFACE_WORDS[token];
    const room: RoomKind | undefined = lookUp(ROOM_WORDS, token);
    if (kind || surface || room) {
      if (kind) {
        const plural = token.endsWith('s') && !token.endsWith('ss') && token !== 'headphones';
        target = addObject(plan, kind, count > 1 ? count : plural ? 2 : 1);
      } else if (surface) {
        target = plan[surface];
      } else if (room && (lookUp(OBJECT_WORDS, next) || SURFACE_WORDS[next] || next === 'island')) {
        // "sage kitchen cabinets", "bathroom tiles": the room names where, the words are the thing's.
        plan.room ??= room;
        return;
      } else if (room) {
        // A room word names the room once; later ones ("room", "home") do not override it.
        if (!plan.room || (plan.room === 'living' && room !== 'living')) plan.room = room;
        roomFinish ??= {};
        target = roomFinish;
      }
      flush(target);
      count = 1;
      inTail = true;
      return;
    }
    if (TAIL.has(token) && inTail) return;
    if (BOUNDARIES.has(token)) {
      // "terracotta and cream sofa": the describing words carry on past the "and".
      if (
        (token === 'and' || token === ',') &&
        (COLOUR_WORDS[next] || MATERIAL_WORDS[next]) &&
        !inTail
      )
        return;
      flush(inTail ? target : null);
      inTail = false;
      return;
    }
  });
  flush(inTail ? target : null);
  settleRoom(plan, roomFinish);
  return plan;
}

/** The wall or floor a free material belongs to (tiles, brick, plaster: walls; wood, stone: floor). */
function surfaceOwning(plan: ScenePlan, group: Finish[]): Finish | null {
  const material = group.find((f) => f.material)?.material;
  if (!material) return null;
  const texture = MATERIAL_WORDS[material]!.texture;
  if (['tile', 'brick', 'plaster'].includes(texture) && !plan.wall.material) return plan.wall;
  if (['wood', 'stone', 'concrete', 'terrazzo'].includes(texture) && !plan.floor.material)
    return plan.floor;
  return null;
}

/** The first colour and material are the thing's; more colours become the picture's accents. */
function giveFinish(plan: ScenePlan, to: Finish, finish: Finish): void {
  if (finish.colour) {
    if (to.colour) plan.colours.push(finish.colour);
    else to.colour = finish.colour;
  }
  if (finish.material) to.material ??= finish.material;
}

function addObject(plan: ScenePlan, kind: ObjectKind, count: number): PlannedObject {
  const known = plan.objects.find((o) => o.kind === kind);
  if (known) {
    known.count = Math.max(known.count, count);
    return known;
  }
  const object: PlannedObject = { kind, count };
  plan.objects.push(object);
  return object;
}

/** Which room the things imply when no room is named, and where a room's own finish goes. */
function settleRoom(plan: ScenePlan, finish: Finish | null): void {
  const has = (kind: ObjectKind) => plan.objects.some((o) => o.kind === kind);
  const podcast = plan.objects.some((o) => PODCAST_THINGS.has(o.kind) && o.kind !== 'neon-sign');
  if (podcast && (!plan.room || plan.room === 'living' || plan.room === 'office'))
    plan.room = 'podcast';
  if (!plan.room && plan.objects.length > 0) {
    plan.room = has('bed')
      ? 'bedroom'
      : has('bathtub') || has('vanity')
        ? 'bathroom'
        : has('counter') || has('stool')
          ? 'kitchen'
          : has('desk') || has('laptop')
            ? 'office'
            : has('dining-table')
              ? 'dining'
              : has('armchair') && !has('sofa')
                ? 'nook'
                : has('neon-sign')
                  ? 'podcast'
                  : 'living';
  }
  if (!finish || !plan.room) return;
  // "a sage bedroom": the colour is the walls'; "a marble kitchen": the counters'; "an oak
  // living room": the floor's; "a velvet lounge": the seat's.
  if (finish.colour) plan.wall.colour ??= finish.colour;
  const material = finish.material;
  if (!material) return;
  const texture = MATERIAL_WORDS[material]!.texture;
  if (
    plan.room === 'kitchen' &&
    ['marble', 'stone', 'concrete', 'terrazzo', 'wood'].includes(texture)
  )
    addObject(plan, 'counter', 1).material ??= material;
  else if (plan.room === 'bathroom' && ['marble', 'tile', 'terrazzo', 'stone'].includes(texture))
    plan.wall.material ??= material;
  else if (['wood', 'stone', 'concrete', 'terrazzo', 'tile', 'marble'].includes(texture))
    plan.floor.material ??= material;
  else if (['brick', 'plaster'].includes(texture)) plan.wall.material ??= material;
  else plan.materials.push(material);
}

/** The prompt without its colour and material words: what the picture is of, not how it looks. */
export function subjectOf(prompt: string): string {
  return tokenize(prompt)
    .filter((token) => !COLOUR_WORDS[token] && !MATERIAL_WORDS[token])
    .join(' ');
}

/** A word or, for a plural the table does not list ("nightstands"), its singular. */
function lookUp<T>(table: Record<string, T>, token: string): T | undefined {
  return table[token] ?? (token.endsWith('s') ? table[token.slice(0, -1)] : undefined);
}

/** Lower case, several-word names joined, split into words and punctuation. */
export function tokenize(prompt: string): string[] {
  let text = prompt.toLowerCase().replace(/[’']/g, '');
  // A joined name keeps its plural ("bar stools" → "stools"), so counts still read.
  for (const [pattern, joined] of PHRASES)
    text = text.replace(pattern, (match) =>
      match.endsWith('s') && !joined.endsWith('s') ? `${joined}s` : joined,
    );
  return text.match(/[a-zà-ÿ_]+|\d+|[,;.]/g) ?? [];
}
