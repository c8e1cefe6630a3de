/**
 * Small shared tools of the local image engine: a seeded PRNG (the same inputs must give the
 * same picture, byte for byte), text hashing, HSL colours and hex parsing.
 */

export type Random = () => number;

/** mulberry32: a tiny seeded PRNG; the same seed gives the same sequence. */
export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** FNV-1a over the text: mixes the words into the seed so different prompts differ. */
export function hashText(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

/** A PRNG for a (seed, text...) combination. */
export function randomFor(seed: number, ...texts: string[]): Random {
  return seededRandom(seed ^ hashText(texts.join('\u0000')));
}

export const between = (random: Random, min: number, max: number) => min + random() * (max - min);

export function pick<T>(random: Random, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)]!;
}

/** Hue in degrees, saturation and lightness in percent. */
export interface Hsl {
  h: number;
  s: number;
  l: number;
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

export function css({ h, s, l }: Hsl, alpha = 1): string {
  const hue = Math.round((((h % 360) + 360) % 360) * 10) / 10;
  const sat = Math.round(clamp(s, 0, 100) * 10) / 10;
  const light = Math.round(clamp(l, 0, 100) * 10) / 10;
  return alpha >= 1
    ? `hsl(${hue}, ${sat}%, ${light}%)`
    : `hsla(${hue}, ${sat}%, ${light}%, ${Math.round(alpha * 1000) / 1000})`;
}

export const shade = (colour: Hsl, change: Partial<Hsl>): Hsl => ({
  h: colour.h + (change.h ?? 0),
  s: clamp(colour.s + (change.s ?? 0), 0, 100),
  l: clamp(colour.l + (change.l ?? 0), 0, 100),
});

/** Degrees to turn from one hue to another the short way round (-180..180). */
export function hueTurn(from: number, to: number): number {
  return ((((to - from) % 360) + 540) % 360) - 180;
}

/** Moves `colour` a share `amount` (0..1) of the way towards `target`, hue the short way. */
export function blend(colour: Hsl, target: Hsl, amount: number): Hsl {
  return {
    h: colour.h + hueTurn(colour.h, target.h) * amount,
    s: colour.s + (target.s - colour.s) * amount,
    l: colour.l + (target.l - colour.l) * amount,
  };
}

export function rgbToHsl(r: number, g: number, b: number): Hsl {
  const rn = r / 255;
  const gn = g / 255;
  const bn = b / 255;
  const max = Math.max(rn, gn, bn);
  const min = Math.min(rn, gn, bn);
  const l = (max + min) / 2;
  if (max === min) return { h: 0, s: 0, l: l * 100 };
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  const h =
    max === rn
      ? (gn - bn) / d + (gn < bn ? 6 : 0)
      : max === gn
        ? (bn - rn) / d + 2
        : (rn - gn) / d + 4;
  return { h: h * 60, s: s * 100, l: l * 100 };
}

/** "#a1b2c3" → HSL; anything unparsable is a neutral grey. */
export function hexToHsl(hex: string): Hsl {
  const match = /^#?([0-9a-f]{6})$/i.exec(hex.trim());
  if (!match) return { h: 0, s: 0, l: 50 };
  const value = parseInt(match[1]!, 16);
  return rgbToHsl((value >> 16) & 255, (value >> 8) & 255, value & 255);
}

export const toHex = (r: number, g: number, b: number) =>
  `#${[r, g, b].map((c) => clamp(Math.round(c), 0, 255).toString(16).padStart(2, '0')).join('')}`;
