/**
 * The fuzz's raw material: a seeded generator (a failure names its seed, so it can be
 * replayed) and the families of hostile values it draws from.
 */

export interface Random {
  /** 0 <= x < 1 */
  next(): number;
  int(below: number): number;
  pick<T>(list: readonly T[]): T;
  /** `count` distinct items, in a random order. */
  some<T>(list: readonly T[], count: number): T[];
}

/** mulberry32 over a string seed (FNV-1a): the same seed draws the same values. */
export function seededRandom(seed: string): Random {
  let state = 0x811c9dc5;
  for (let i = 0; i < seed.length; i++) state = Math.imul(state ^ seed.charCodeAt(i), 0x01000193);
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let x = Math.imul(state ^ (state >>> 15), 1 | state);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
  const int = (below: number) => Math.floor(next() * below);
  return {
    next,
    int,
    pick: (list) => list[int(list.length)]!,
    some(list, count) {
      const copy = [...list];
      for (let i = copy.length - 1; i > 0; i--) {
        const j = int(i + 1);
        [copy[i], copy[j]] = [copy[j]!, copy[i]!];
      }
      return copy.slice(0, count);
    },
  };
}

/** C0 and C1 controls and other invisible trouble; NUL is always tried besides one of these. */
export const CONTROL_CHARACTERS = [
  '\u0001',
  '\u0007',
  '\b',
  '\u000b',
  '\f',
  '\r',
  '\u001b',
  '\u007f',
  '\u0085',
  '\u2028',
  '\u2029',
  '\ufeff',
] as const;

export const UNICODE_SAMPLES = [
  '👩‍👩‍👧‍👦🎙️',
  '\u202eevil\u202c',
  'مرحبا بالعالم',
  'שלום עולם',
  'e\u0301\u0301\u0301\u0301\u0301',
  'Z̸̢͍̈́a̵̛͇l̷̜̈g̶̣͝o̸̰͊',
  // Lone surrogates: JSON.stringify writes them as \ud800-style escapes.
  '\ud800',
  '\udfff',
  'a\ud83d',
  'ｆｕｌｌｗｉｄｔｈ',
  '\u200b\u200d\u2060',
  '𝕳𝖊𝖑𝖑𝖔',
  'İı',
] as const;

/** Numbers that overflow 32-bit and 53-bit integers, doubles, signs and fractions. */
export const EXTREME_NUMBERS = [
  2147483647, 2147483648, -2147483649, 9007199254740991, 9007199254740992, 1e308, -1e308, 5e-324,
  -1, 0, 0.5, 1.000001,
] as const;

/** What a number looks like to a coercing parser (form fields, query strings). */
export const NUMBER_TEXTS = [
  'NaN',
  'Infinity',
  '-Infinity',
  '1e308',
  '-0',
  '0x1F',
  '1_000',
  '١٢٣',
  '9999999999999999999999',
  '2147483648',
  '-1',
  '0.001',
] as const;

export const WRONG_TYPES: readonly unknown[] = [
  true,
  12345,
  -1.5,
  [],
  ['a', 1],
  {},
  { $gt: '' },
  'text',
];

export function jsonType(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

/** Request bodies no JSON parser should accept. */
export const MALFORMED_JSON = [
  '{',
  '{"a":',
  '{"a":1,}',
  "{'a':1}",
  '{"a":1}}',
  'NaN',
  '[1,]',
  'undefined',
  '{"a":"\\x"}',
  '{"a":"\\u12"}',
] as const;

/** Odd path parameters, already URL-encoded where they need to be. */
export const ODD_PATH_VALUES = [
  '..',
  '%2e%2e',
  '..%2F..%2Fadmin%2Fmail-outbox',
  'a%2Fb',
  '%2F',
  '%00',
  'a%00b',
  '%zz',
  '%',
  '%F0%9F%98%80',
  '%E2%80%AE',
  '%D8%00',
  '-1',
  '0',
  '2147483648',
  'NaN',
  '%27%3B%20DROP%20TABLE%20%22user%22%3B--',
  '%7B%7D',
  '%20',
] as const;

export const LONG_PATH_VALUE = 'x'.repeat(10_000);
export const LONG_QUERY_VALUE = 'q'.repeat(64 * 1024);

/** A string of `bytes` UTF-8 bytes made of one repeated character (ASCII, 2- or 4-byte). */
export function longString(random: Random, bytes: number): string {
  const unit = random.pick(['x', 'é', '😀']);
  return unit.repeat(Math.floor(bytes / Buffer.byteLength(unit)));
}

/** `text` with `inserted` at a random place. */
export function insertInto(random: Random, text: string, inserted: string): string {
  const at = random.int(text.length + 1);
  return `${text.slice(0, at)}${inserted}${text.slice(at)}`;
}

/** A JSON value quoted short for a failure message. */
export function quote(value: unknown, max = 40): string {
  const text = value === undefined ? 'undefined' : JSON.stringify(value);
  if (text.length <= max) return text;
  return `${text.slice(0, max)}…(${text.length} chars)`;
}
