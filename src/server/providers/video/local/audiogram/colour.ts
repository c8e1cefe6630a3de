/** Brand colour arithmetic for the audiogram's card and waveform. */

export interface Rgb {
  r: number;
  g: number;
  b: number;
}

export function parseHex(hex: string): Rgb {
  const value = Number.parseInt(hex.slice(1), 16);
  return { r: (value >> 16) & 255, g: (value >> 8) & 255, b: value & 255 };
}

export function rgba({ r, g, b }: Rgb, alpha = 1): string {
  return `rgba(${r}, ${g}, ${b}, ${alpha})`;
}

/** Mixes toward `other` by `amount` (0: this colour, 1: the other). */
export function mix(colour: Rgb, other: Rgb, amount: number): Rgb {
  const lerp = (a: number, b: number) => Math.round(a + (b - a) * amount);
  return { r: lerp(colour.r, other.r), g: lerp(colour.g, other.g), b: lerp(colour.b, other.b) };
}

/** Relative luminance (sRGB), 0 black .. 1 white. */
export function luminance({ r, g, b }: Rgb): number {
  const channel = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

export const WHITE: Rgb = { r: 255, g: 255, b: 255 };
export const INK: Rgb = { r: 17, g: 17, b: 24 };

/** White or near-black, whichever reads better on `background`. */
export function contrastOn(background: Rgb): Rgb {
  return luminance(background) > 0.45 ? INK : WHITE;
}
