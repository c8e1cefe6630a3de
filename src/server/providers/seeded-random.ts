/**
 * Seeded randomness for the local engines: the same inputs must give the same picture or
 * script, byte for byte, so nothing here reads Math.random.
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
