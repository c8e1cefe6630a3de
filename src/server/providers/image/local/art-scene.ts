import { blend, hueTurn, pick, shade, type Hsl, type Random } from './art-kit.js';
import type { Detail, Mood, Palette, Setting, TimeOfDay, Weather } from './art-types.js';
import { lookFor, lookForTreatment, type Look } from './art-looks.js';
import { planScene, type ScenePlan } from './art-plan.js';
import { COLOUR_WORDS, type Landscape, type Light } from './art-words.js';
import type { ImageStyleRef } from '../port.js';

/**
 * Reads a prompt (and a style) into a scene: where it is, when, the mood, the weather, a few
 * details, and a palette. Everything the painter draws comes from here, so the words shape the
 * picture; the seed only decides what the words leave open.
 */

export interface Scene {
  setting: Setting;
  time: TimeOfDay;
  mood: Mood;
  weather: Weather;
  details: Set<Detail>;
  palette: Palette;
  look: Look;
  /** What the words asked for: the room and its things, the landscape, the light. */
  plan: ScenePlan;
}

const word = (words: string) => new RegExp(`\\b(${words})\\b`, 'i');

/** Settings the plan's vocabulary does not name (rooms and landscapes come from the plan). */
const SETTINGS: Array<[Setting, RegExp]> = [
  ['interior', word('indoors?|inside|interiors?')],
  ['space', word('space|galaxy|planet|nebula|cosmos|cosmic|astronaut|universe')],
  ['city', word('city|town|skyline|street|urban|downtown|skyscrapers?|buildings?|metropolis')],
  ['mountain', word('mountains?|peaks?|alps|cliffs?|summit|volcano|glacier|alpine')],
  ['forest', word('forest|woods|woodland|jungle|trees|pines?|grove')],
  ['desert', word('desert|dunes?|sand|canyon|sahara')],
  ['sea', word('sea|ocean|beach|coast|waves?|harbou?r|bay|island|shore|seaside')],
  ['abstract', word('abstract|pattern|geometric|shapes')],
  ['hills', word('hills?|meadow|field|countryside|valley|farm|garden|park')],
];
/** Whether the words name a setting, a time of day or a detail the painter knows. */
export const namesASetting = (text: string): boolean =>
  [...SETTINGS, ...TIMES, ...DETAILS].some(([, pattern]) => pattern.test(text));

const WATER = word('sea|ocean|lake|river|harbou?r|bay|pond|reflections?|shore|coast');

const TIMES: Array<[TimeOfDay, RegExp]> = [
  ['night', word('night|midnight|moon|moonlit|stars|starry|nocturnal|neon')],
  ['sunset', word('sunset|dusk|evening|twilight|golden')],
  ['dawn', word('sunrise|dawn|morning|daybreak')],
  ['day', word('noon|sunny|day|daytime|afternoon|bright|summer')],
];

const MOODS: Array<[Mood, RegExp]> = [
  ['dramatic', word('dramatic|epic|storm|stormy|thunder|intense|powerful|dark|wild')],
  ['mysterious', word('mysterious|mystery|eerie|haunted|secret|misty|magical|dreamy|dream')],
  ['melancholy', word('sad|melancholy|melancholic|lonely|gloomy|grey|gray|quiet|nostalgic')],
  ['energetic', word('energetic|vibrant|party|dynamic|festival|electric|bold|fast')],
  ['happy', word('happy|joyful|cheerful|fun|playful|sunny|bright|lively|cute|smiling|smiles?')],
  ['calm', word('calm|peaceful|serene|tranquil|gentle|soft|relaxing|still|cozy|cosy')],
];

const WEATHERS: Array<[Weather, RegExp]> = [
  ['rain', word('rain|rainy|storm|stormy|thunder|drizzle|downpour')],
  ['snow', word('snow|snowy|winter|frost|frosty|blizzard|icy')],
  ['fog', word('fog|foggy|mist|misty|haze|hazy')],
];

const DETAILS: Array<[Detail, RegExp]> = [
  ['birds', word('birds?|gulls?|flock|swallows?|crows?')],
  ['boat', word('boats?|sail|sailboat|ship|yacht|ferry')],
  ['lighthouse', word('lighthouse')],
  ['flowers', word('flowers?|blooms?|blossoms?|tulips?|poppies|spring')],
];

/** Colour words → hue; the first named colour tints the whole palette. */
const COLOUR_HUES: Array<[number, RegExp]> = [
  [355, word('red|crimson|scarlet|ruby')],
  [28, word('orange|amber|copper|rust')],
  [48, word('gold|golden|yellow|lemon')],
  [130, word('green|emerald|lime|olive|jade')],
  [178, word('teal|turquoise|aqua|cyan')],
  [215, word('blue|navy|azure|cobalt|sapphire')],
  [270, word('purple|violet|lavender|indigo|lilac')],
  [325, word('pink|magenta|fuchsia|rose')],
];

const firstMatch = <T>(text: string, table: Array<[T, RegExp]>): T | undefined =>
  table.find(([, pattern]) => pattern.test(text))?.[0];

/** Base skies by time of day (top, middle, horizon, the sun or moon). */
const SKIES: Record<TimeOfDay, [Hsl, Hsl, Hsl, Hsl]> = {
  dawn: [
    { h: 225, s: 40, l: 38 },
    { h: 320, s: 40, l: 70 },
    { h: 32, s: 85, l: 80 },
    { h: 42, s: 100, l: 90 },
  ],
  day: [
    { h: 212, s: 68, l: 46 },
    { h: 204, s: 62, l: 68 },
    { h: 195, s: 50, l: 86 },
    { h: 52, s: 100, l: 94 },
  ],
  sunset: [
    { h: 252, s: 42, l: 26 },
    { h: 335, s: 55, l: 54 },
    { h: 26, s: 92, l: 62 },
    { h: 40, s: 100, l: 78 },
  ],
  night: [
    { h: 232, s: 55, l: 7 },
    { h: 238, s: 45, l: 15 },
    { h: 252, s: 38, l: 28 },
    { h: 48, s: 35, l: 90 },
  ],
};

/** The land's own hue per setting; the sky's light tints it. */
const LAND_HUES: Record<Setting, number> = {
  sea: 200,
  mountain: 222,
  city: 235,
  forest: 135,
  desert: 30,
  space: 260,
  interior: 30,
  hills: 105,
  abstract: 200,
};

const LANDSCAPE_SETTINGS: Record<Landscape, Setting> = {
  beach: 'sea',
  sea: 'sea',
  mountain: 'mountain',
  forest: 'forest',
  city: 'city',
  desert: 'desert',
  lake: 'hills',
  hills: 'hills',
  space: 'space',
};

const LIGHT_TIMES: Record<Light, TimeOfDay> = {
  dawn: 'dawn',
  day: 'day',
  sunset: 'sunset',
  night: 'night',
  candle: 'night',
};

export function readScene(prompt: string, style: ImageStyleRef | null, random: Random): Scene {
  const plan = planScene(prompt);
  // A chosen style leads; else a style word of the prompt. Either changes the look only: a
  // style's own setting (neon city, Nordic room) is used only when the words name none.
  const look = style ? lookFor(style) : lookForTreatment(plan.look);
  const text = prompt.toLowerCase();
  const named: Setting | undefined = plan.room
    ? 'interior'
    : plan.landscape
      ? LANDSCAPE_SETTINGS[plan.landscape]
      : firstMatch(text, SETTINGS);
  const setting =
    named ?? look.setting ?? pick(random, ['hills', 'sea', 'mountain', 'forest'] as const);
  const mood =
    firstMatch(text, MOODS) ?? pick(random, ['calm', 'happy', 'dramatic', 'mysterious'] as const);
  const time =
    (plan.light ? LIGHT_TIMES[plan.light] : undefined) ??
    look.time ??
    firstMatch(text, TIMES) ??
    // A room is in daylight unless its words ask for another hour; a podcast set, like the
    // studio backgrounds that share this reader, keeps the mood's hour.
    (plan.room && plan.room !== 'podcast'
      ? pick(random, ['day', 'dawn', 'day', 'sunset'] as const)
      : mood === 'mysterious'
        ? 'night'
        : mood === 'dramatic'
          ? 'sunset'
          : pick(random, ['day', 'sunset', 'dawn', 'day'] as const));
  const weather = firstMatch(text, WEATHERS) ?? 'clear';
  const details = new Set(DETAILS.filter(([, p]) => p.test(text)).map(([d]) => d));
  if (setting !== 'sea' && setting !== 'interior' && WATER.test(text)) details.add('water');
  if (plan.landscape === 'beach') details.add('sand');
  // A colour given to a thing ("navy sofa") is that thing's; only free colours tint the scene.
  // A free colour, or a room's wall colour ("a studio in red"), tints the palette (the view,
  // the accents); in a room, a colour given to a thing ("navy sofa") stays that thing's.
  const tint = plan.colours[0] ?? plan.wall.colour;
  const colourHue = tint
    ? COLOUR_WORDS[tint]!.h
    : plan.room
      ? undefined
      : firstMatch(text, COLOUR_HUES);
  const palette = paletteFor({ setting, time, mood, weather, colourHue, look, random });
  return { setting, time, mood, weather, details, palette, look, plan };
}

function paletteFor(p: {
  setting: Setting;
  time: TimeOfDay;
  mood: Mood;
  weather: Weather;
  colourHue: number | undefined;
  look: Look;
  random: Random;
}): Palette {
  const [skyTop, skyMid, horizon, light] = SKIES[p.time];
  const night = p.time === 'night';
  const landHue = LAND_HUES[p.setting] + (p.random() - 0.5) * 20;
  const far = blend({ h: landHue, s: 30, l: night ? 20 : 58 }, horizon, 0.45);
  const near = { h: landHue + hueTurn(landHue, skyTop.h) * 0.15, s: 42, l: night ? 8 : 26 };
  const water = blend({ h: 205, s: 55, l: night ? 14 : 42 }, skyMid, 0.4);
  const accentHue = p.colourHue ?? (light.h + 180 + (p.random() - 0.5) * 60) % 360;
  let palette: Palette = {
    skyTop,
    skyMid,
    horizon,
    light,
    far,
    near,
    water,
    accent: { h: accentHue, s: 75, l: night ? 60 : 55 },
    ink: { h: skyTop.h, s: 30, l: 10 },
  };
  if (p.colourHue !== undefined) {
    // A named colour is what the person wants to see: it tints sky, land and water.
    const tint = { h: p.colourHue, s: 70, l: 50 };
    palette = mapPalette(palette, (c, key) =>
      key === 'accent' || key === 'ink' ? c : { ...blend(c, tint, 0.35), l: c.l },
    );
  }
  if (p.weather !== 'clear') {
    palette = mapPalette(palette, (c) => shade(c, { s: -c.s * 0.35, l: (55 - c.l) * 0.15 }));
  }
  palette = mapPalette(palette, (c, key) => (key === 'ink' ? c : MOOD_GRADES[p.mood](c)));
  return p.look.grade ? mapPalette(palette, p.look.grade) : palette;
}

const MOOD_GRADES: Record<Mood, (c: Hsl) => Hsl> = {
  calm: (c) => ({ ...c, s: c.s * 0.8, l: c.l + (55 - c.l) * 0.15 }),
  dramatic: (c) => ({ ...c, s: Math.min(100, c.s * 1.1), l: c.l + (c.l - 50) * 0.3 }),
  happy: (c) => ({ ...c, s: Math.min(100, c.s * 1.2), l: Math.min(96, c.l + 5) }),
  mysterious: (c) => ({
    ...blend(c, { h: 255, s: c.s, l: c.l }, 0.25),
    s: c.s * 0.75,
    l: c.l * 0.85,
  }),
  melancholy: (c) => ({ ...blend(c, { h: 215, s: c.s, l: c.l }, 0.3), s: c.s * 0.45 }),
  energetic: (c) => ({ ...c, s: Math.min(100, c.s * 1.3 + 5) }),
};

export function mapPalette(
  palette: Palette,
  change: (colour: Hsl, key: keyof Palette) => Hsl,
): Palette {
  const changed = { ...palette };
  for (const key of Object.keys(palette) as Array<keyof Palette>)
    changed[key] = change(palette[key], key);
  return changed;
}
