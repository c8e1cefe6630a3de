import { blend, type Hsl } from './art-kit.js';
import {
  STYLE_TREATMENTS,
  type Palette,
  type Setting,
  type StyleTreatment,
  type TimeOfDay,
} from './art-types.js';
import type { ImageStyleRef } from '../port.js';

/**
 * How each built-in style (src/shared/image-styles.ts) changes a picture: forced setting or
 * time, a palette grade, how shapes are filled and outlined, and the finishing pass (texture,
 * grade, vignette). A style that is not built in (e.g. one of Soul's, listed beside ours) is
 * matched by the words of its name and description, else it gets no treatment.
 */

export interface Look {
  treatment: StyleTreatment | null;
  setting?: Setting;
  time?: TimeOfDay;
  grade?: (colour: Hsl, key: keyof Palette) => Hsl;
  /** gradient: shaded shapes; flat: one colour each; line: outlines only on pale space. */
  fill: 'gradient' | 'flat' | 'line';
  /** Outline width as a share of the short side (0: none). */
  outline: number;
  /** Watercolour: shapes bleed (drawn soft, several times, slightly shifted). */
  soft: boolean;
  texture: 'grain' | 'paper' | 'halftone' | 'none';
  /** Neon: lit edges glow. */
  glow: boolean;
  vignette: number;
  finish: 'teal-orange' | 'amber' | 'spotlight' | null;
}

const PLAIN: Look = {
  treatment: null,
  fill: 'gradient',
  outline: 0,
  soft: false,
  texture: 'grain',
  glow: false,
  vignette: 0.25,
  finish: null,
};

const LOOKS: Record<StyleTreatment, Partial<Look>> = {
  cinematic: {
    grade: (c) => ({ ...c, l: c.l + (c.l - 50) * 0.25 }),
    vignette: 0.55,
    finish: 'teal-orange',
  },
  watercolor: {
    grade: (c) => ({ ...c, s: c.s * 0.75, l: Math.min(92, c.l * 0.8 + 22) }),
    soft: true,
    texture: 'paper',
    vignette: 0,
  },
  'neon-noir': {
    time: 'night',
    setting: 'city',
    grade: (c, key) =>
      key === 'accent'
        ? { h: 312, s: 100, l: 62 }
        : key === 'light'
          ? { h: 186, s: 100, l: 70 }
          : { ...blend(c, { h: 265, s: c.s, l: c.l }, 0.4), l: c.l * 0.7 },
    glow: true,
    outline: 0.003,
    vignette: 0.6,
  },
  'pastel-dream': {
    grade: (c) => ({ ...c, s: c.s * 0.5 + 10, l: 70 + c.l * 0.25 }),
    soft: true,
    texture: 'none',
    vignette: 0,
  },
  'bold-pop': {
    grade: (c) => ({ ...c, s: Math.max(c.s, 80), l: 35 + c.l * 0.35 }),
    fill: 'flat',
    outline: 0.006,
    texture: 'halftone',
    vignette: 0,
  },
  'minimal-line': {
    // Pale ground; the accent stays a colour, for the few things drawn solid.
    grade: (c, key) => (key === 'accent' ? { ...c, s: 60, l: 55 } : { ...c, s: c.s * 0.35, l: 90 }),
    fill: 'line',
    outline: 0.0025,
    texture: 'none',
    vignette: 0,
  },
  'golden-hour': {
    time: 'sunset',
    grade: (c) => blend(c, { h: 36, s: Math.max(c.s, 70), l: c.l }, 0.3),
    vignette: 0.35,
    finish: 'amber',
  },
  'moody-studio': {
    grade: (c) => ({ ...c, s: c.s * 0.55, l: c.l * 0.55 }),
    vignette: 0.7,
    finish: 'spotlight',
  },
  'retro-print': {
    grade: (c) => ({ ...blend(c, { h: 38, s: c.s, l: c.l }, 0.2), s: c.s * 0.7 }),
    fill: 'flat',
    texture: 'halftone',
    vignette: 0.15,
  },
  'nordic-interior': {
    setting: 'interior',
    time: 'day',
    grade: (c) => ({
      ...blend(c, { h: 35, s: c.s, l: c.l }, 0.2),
      s: c.s * 0.45,
      l: c.l * 0.6 + 35,
    }),
    texture: 'grain',
    vignette: 0.1,
  },
};

/** Name and description words of an unknown style → the closest built-in treatment. */
const NAME_WORDS: Array<[StyleTreatment, RegExp]> = [
  ['neon-noir', /\b(neon|noir|cyber\w*|synthwave)\b/i],
  ['watercolor', /\b(water\s?colou?r|paint\w*|gouache|ink wash)\b/i],
  ['pastel-dream', /\b(pastel|dream\w*|airy|soft)\b/i],
  ['bold-pop', /\b(pop|comic|cartoon|flat|poster)\b/i],
  ['minimal-line', /\b(line|minimal\w*|sketch|outline)\b/i],
  ['golden-hour', /\b(golden|sunset|warm|amber)\b/i],
  ['moody-studio', /\b(moody|studio|dark|portrait)\b/i],
  ['retro-print', /\b(retro|vintage|print|halftone|risograph)\b/i],
  ['nordic-interior', /\b(nordic|scandi\w*|interior|room)\b/i],
  ['cinematic', /\b(cinema\w*|film|movie|realistic|photo\w*)\b/i],
];

export function treatmentFor(style: ImageStyleRef | null): StyleTreatment | null {
  if (!style) return null;
  const id = STYLE_TREATMENTS.find((t) => t === style.id);
  if (id) return id;
  const words = `${style.name} ${style.description}`;
  return NAME_WORDS.find(([, pattern]) => pattern.test(words))?.[0] ?? null;
}

export function lookFor(style: ImageStyleRef | null): Look {
  return lookForTreatment(treatmentFor(style));
}

export function lookForTreatment(treatment: StyleTreatment | null): Look {
  return treatment ? { ...PLAIN, ...LOOKS[treatment], treatment } : PLAIN;
}
