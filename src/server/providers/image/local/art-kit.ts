/**
 * Small shared tools of the local image engine: seeded randomness (the same inputs must give
 * the same picture, byte for byte), HSL colours and hex parsing.
 */

// The seeded randomness is shared with the local script writer.
import { seededRandom, hashText, randomFor, type Random } from '../../seeded-random.js';

export { seededRandom, hashText, randomFor, type Random };

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
