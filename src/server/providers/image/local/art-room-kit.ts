import type { Art } from './art-brush.js';
import type { Hsl } from './art-kit.js';
import type { Lamp } from './art-furniture.js';
import type { PlannedObject, ScenePlan } from './art-plan.js';
import type { Box, Surface } from './art-surface.js';
import type { ObjectKind, RoomKind, Texture } from './art-words.js';

/** What every room's arrangement works from (built once per picture by composeRoom). */

export interface Room {
  kind: RoomKind;
  floorTop: number;
  portrait: boolean;
  windowLeft: boolean;
  wall: Surface;
  /** Colours named without a thing to belong to, then the scene's accent. */
  accents: Hsl[];
  lamps: Lamp[];
}

export interface RoomKit {
  art: Art;
  room: Room;
  win: Box | null;
  width: number;
  height: number;
  unit: number;
  random: Art['random'];
  plan: ScenePlan;
  named(kind: ObjectKind): PlannedObject | undefined;
  /** Named in the prompt, or usual in this room (unless the look is minimal). */
  wants(kind: ObjectKind): boolean;
  /** The seats' default cover: the prompt's free colour or the seed's, in a seeded fabric. */
  seat: Surface;
  seatColour: Hsl;
  finish(kind: ObjectKind, fallback: Surface): Surface;
  count(kind: ObjectKind, usual: number): number;
  put(kind: ObjectKind, box: Box): void;
  /** 1 when the window is on the left (things lean right), else -1. */
  away: 1 | -1;
  /** Centre of the main piece, the wall's foot, the floor's front. */
  cx: number;
  back: number;
  front: number;
  accent: Hsl;
  spread: number;
  /** Keeps a piece `half` wide inside the frame. */
  inside(x: number, half: number): number;
}

export const OAK: Surface = { texture: 'wood', colour: { h: 34, s: 45, l: 60 } };
export const WALNUT: Surface = { texture: 'wood', colour: { h: 24, s: 38, l: 32 } };
export const BRASS: Surface = { texture: 'metal', colour: { h: 44, s: 62, l: 52 } };
export const BLACK: Surface = { texture: 'metal', colour: { h: 220, s: 6, l: 16 } };
export const CLAY_POT: Surface = { texture: 'plaster', colour: { h: 18, s: 45, l: 55 } };
export const SOFA_COLOURS = [
  'oatmeal',
  'sage',
  'terracotta',
  'navy',
  'mustard',
  'charcoal',
  'cream',
];
export const SEAT_TEXTURES: Texture[] = ['weave', 'velvet', 'boucle', 'leather'];
