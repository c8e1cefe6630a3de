import type { Hsl } from './art-kit.js';

/**
 * The words the local painter's files share: where a scene is, when, its mood, weather and
 * details, its palette, and the built-in style treatments. They live here, below the scene
 * reader, the looks and the vocabulary, so that each of those imports them without importing
 * the others (a scene reads a look; a look must not read a scene).
 */

export type Setting =
  'sea' | 'mountain' | 'city' | 'forest' | 'desert' | 'space' | 'interior' | 'hills' | 'abstract';
export type TimeOfDay = 'dawn' | 'day' | 'sunset' | 'night';
export type Mood = 'calm' | 'dramatic' | 'happy' | 'mysterious' | 'melancholy' | 'energetic';
export type Weather = 'clear' | 'rain' | 'snow' | 'fog';
export type Detail = 'birds' | 'boat' | 'lighthouse' | 'flowers' | 'water' | 'sand';

export interface Palette {
  skyTop: Hsl;
  skyMid: Hsl;
  horizon: Hsl;
  light: Hsl;
  far: Hsl;
  near: Hsl;
  water: Hsl;
  accent: Hsl;
  ink: Hsl;
}

/** The built-in styles (src/shared/image-styles.ts) that the painter treats in its own way. */
export const STYLE_TREATMENTS = [
  'cinematic',
  'watercolor',
  'neon-noir',
  'pastel-dream',
  'bold-pop',
  'minimal-line',
  'golden-hour',
  'moody-studio',
  'retro-print',
  'nordic-interior',
] as const;
export type StyleTreatment = (typeof STYLE_TREATMENTS)[number];
