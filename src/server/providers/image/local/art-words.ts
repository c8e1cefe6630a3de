import type { Hsl } from './art-kit.js';
import type { StyleTreatment } from './art-types.js';

/**
 * The local image engine's vocabulary: the words of the studio's audience (interior designers,
 * podcasters, creators) for rooms, furniture, materials, colours, light, landscapes and podcast
 * sets, each mapped to what the painter draws. Several-word names ("coffee table", "sage
 * green") are joined into one token before reading (PHRASES), so "forest green" is a colour and
 * never a forest.
 */

export type RoomKind =
  'living' | 'bedroom' | 'kitchen' | 'bathroom' | 'office' | 'nook' | 'dining' | 'podcast';

export type ObjectKind =
  | 'sofa'
  | 'armchair'
  | 'bed'
  | 'coffee-table'
  | 'dining-table'
  | 'chair'
  | 'stool'
  | 'shelves'
  | 'lamp'
  | 'pendant'
  | 'rug'
  | 'plant'
  | 'mirror'
  | 'desk'
  | 'nightstand'
  | 'bathtub'
  | 'vanity'
  | 'counter'
  | 'fireplace'
  | 'artwork'
  | 'candle'
  | 'vase'
  | 'curtains'
  | 'microphone'
  | 'headphones'
  | 'neon-sign'
  | 'acoustic-panels'
  | 'laptop';

/** Surfaces a material or colour can be given to besides objects. */
export type SurfaceKind = 'floor' | 'wall';

export type Texture =
  | 'wood'
  | 'marble'
  | 'weave'
  | 'velvet'
  | 'leather'
  | 'boucle'
  | 'metal'
  | 'concrete'
  | 'terrazzo'
  | 'rattan'
  | 'tile'
  | 'brick'
  | 'glass'
  | 'plaster'
  | 'stone';

export interface Material {
  texture: Texture;
  colour: Hsl;
}

export type Light = 'dawn' | 'day' | 'sunset' | 'night' | 'candle';

export type Landscape =
  'beach' | 'sea' | 'mountain' | 'forest' | 'city' | 'desert' | 'lake' | 'hills' | 'space';

/** Word lists by meaning: [meaning, 'word word …'] → { word: meaning }. */
function table<T extends string>(rows: Array<[T, string]>): Record<string, T> {
  return Object.fromEntries(
    rows.flatMap(([meaning, words]) => words.split(' ').map((w) => [w, meaning])),
  );
}

/** Multi-word names joined into one token (longest first is not needed: no overlaps). */
export const PHRASES: Array<[RegExp, string]> = [
  [/\bliving\s?rooms?\b|\blounge\b|\bfamily room\b/g, 'living_room'],
  [/\bdining\s?rooms?\b/g, 'dining_room'],
  [/\breading (nook|corner)\b|\bbook nook\b|\bcosy corner\b|\bcozy corner\b/g, 'nook'],
  [/\bhome office\b|\bstudy room\b|\bworkspace\b/g, 'office'],
  [/\b(podcast|recording|radio|streaming) (studio|set|setup|booth|room)\b/g, 'podcast_studio'],
  [/\bcoffee tables?\b/g, 'coffee_table'],
  [/\bside tables?\b|\bend tables?\b/g, 'side_table'],
  [/\bdining tables?\b|\bkitchen tables?\b/g, 'dining_table'],
  [/\bbedside tables?\b|\bnight ?stands?\b/g, 'nightstand'],
  [/\b(arm|accent|lounge|reading|wingback) chairs?\b/g, 'armchair'],
  [/\b(bar|counter) stools?\b/g, 'stool'],
  [/\bfloor lamps?\b|\breading lamps?\b|\btable lamps?\b|\bdesk lamps?\b/g, 'lamp'],
  [/\bpendant (lights?|lamps?)\b|\bceiling lights?\b/g, 'pendant'],
  [/\bneon (signs?|lights?)\b/g, 'neon_sign'],
  [/\bacoustic (panels?|foam|tiles?)\b|\bsound ?proofing\b/g, 'acoustic_panels'],
  [/\bgallery wall\b|\bwall art\b/g, 'artwork'],
  [/\bgolden hour\b/g, 'golden_hour'],
  [/\bcandle ?light\b|\bby candles?\b/g, 'candlelight'],
  [/\bline art\b/g, 'line_art'],
  [/\bline drawing\b/g, 'line_drawing'],
  [/\bpop art\b/g, 'pop_art'],
  [/\bsage green\b/g, 'sage'],
  [/\bforest green\b/g, 'forest_green'],
  [/\bolive green\b/g, 'olive'],
  [/\bsky blue\b|\bbaby blue\b|\bpowder blue\b/g, 'sky_blue'],
  [/\bnavy blue\b/g, 'navy'],
  [/\bdusty (rose|pink)\b/g, 'dusty_rose'],
  [/\bburnt orange\b/g, 'rust'],
  [/\boff[- ]white\b/g, 'ivory'],
  [/\bstainless steel\b/g, 'steel'],
];

export const ROOM_WORDS = table<RoomKind>([
  ['living', 'living_room living sitting apartment loft interior room home house cabin'],
  ['bedroom', 'bedroom nursery'],
  ['kitchen', 'kitchen kitchenette'],
  ['bathroom', 'bathroom bath_room ensuite spa'],
  ['office', 'office study workspace'],
  ['nook', 'nook library corner'],
  ['dining', 'dining_room cafe café restaurant'],
  ['podcast', 'podcast_studio podcast studio'],
]);

export const OBJECT_WORDS = table<ObjectKind>([
  ['sofa', 'sofa sofas couch sectional settee loveseat daybed'],
  ['armchair', 'armchair armchairs wingback recliner'],
  ['bed', 'bed beds headboard'],
  ['coffee-table', 'coffee_table side_table ottoman'],
  ['dining-table', 'dining_table table'],
  ['chair', 'chair chairs'],
  ['stool', 'stool stools'],
  ['shelves', 'shelf shelves shelving bookshelf bookshelves bookcase books'],
  ['lamp', 'lamp lamps'],
  ['pendant', 'pendant pendants chandelier'],
  ['rug', 'rug rugs carpet'],
  ['plant', 'plant plants monstera fern ferns greenery succulents'],
  ['mirror', 'mirror mirrors'],
  ['desk', 'desk desks workstation'],
  ['nightstand', 'nightstand'],
  ['bathtub', 'bathtub tub bath'],
  ['vanity', 'vanity sink basin'],
  ['counter', 'counter counters countertop countertops worktop cabinets cupboards'],
  ['fireplace', 'fireplace hearth'],
  ['artwork', 'artwork art painting paintings prints poster frame'],
  ['candle', 'candle candles'],
  ['vase', 'vase bouquet'],
  ['curtains', 'curtains drapes'],
  ['microphone', 'microphone microphones mic mics'],
  ['headphones', 'headphones headset'],
  ['neon-sign', 'neon_sign'],
  ['acoustic-panels', 'acoustic_panels'],
  ['laptop', 'laptop computer monitor'],
]);

export const SURFACE_WORDS = table<SurfaceKind>([
  ['floor', 'floor floors flooring floorboards parquet boards'],
  ['wall', 'wall walls backdrop paneling panelling'],
]);

const hsl = (h: number, s: number, l: number): Hsl => ({ h, s, l });

export const MATERIAL_WORDS: Record<string, Material> = {
  oak: { texture: 'wood', colour: hsl(34, 45, 62) },
  walnut: { texture: 'wood', colour: hsl(24, 38, 30) },
  pine: { texture: 'wood', colour: hsl(40, 50, 72) },
  birch: { texture: 'wood', colour: hsl(40, 35, 78) },
  ash: { texture: 'wood', colour: hsl(38, 25, 74) },
  teak: { texture: 'wood', colour: hsl(28, 50, 45) },
  cherry: { texture: 'wood', colour: hsl(12, 50, 38) },
  mahogany: { texture: 'wood', colour: hsl(8, 50, 28) },
  wood: { texture: 'wood', colour: hsl(30, 42, 52) },
  wooden: { texture: 'wood', colour: hsl(30, 42, 52) },
  timber: { texture: 'wood', colour: hsl(30, 42, 52) },
  bamboo: { texture: 'wood', colour: hsl(45, 45, 66) },
  marble: { texture: 'marble', colour: hsl(30, 8, 92) },
  travertine: { texture: 'stone', colour: hsl(36, 30, 80) },
  granite: { texture: 'concrete', colour: hsl(0, 0, 42) },
  stone: { texture: 'stone', colour: hsl(35, 10, 66) },
  slate: { texture: 'stone', colour: hsl(210, 10, 32) },
  limestone: { texture: 'stone', colour: hsl(40, 25, 82) },
  terrazzo: { texture: 'terrazzo', colour: hsl(35, 20, 88) },
  concrete: { texture: 'concrete', colour: hsl(30, 4, 62) },
  cement: { texture: 'concrete', colour: hsl(30, 4, 62) },
  plaster: { texture: 'plaster', colour: hsl(32, 25, 86) },
  limewash: { texture: 'plaster', colour: hsl(32, 22, 82) },
  linen: { texture: 'weave', colour: hsl(38, 24, 80) },
  cotton: { texture: 'weave', colour: hsl(40, 15, 90) },
  wool: { texture: 'weave', colour: hsl(35, 15, 78) },
  woven: { texture: 'weave', colour: hsl(36, 30, 70) },
  tweed: { texture: 'weave', colour: hsl(30, 15, 50) },
  jute: { texture: 'rattan', colour: hsl(38, 40, 62) },
  sisal: { texture: 'rattan', colour: hsl(40, 35, 66) },
  velvet: { texture: 'velvet', colour: hsl(340, 45, 40) },
  boucle: { texture: 'boucle', colour: hsl(40, 25, 90) },
  bouclé: { texture: 'boucle', colour: hsl(40, 25, 90) },
  leather: { texture: 'leather', colour: hsl(24, 55, 35) },
  suede: { texture: 'velvet', colour: hsl(28, 35, 55) },
  rattan: { texture: 'rattan', colour: hsl(36, 50, 60) },
  wicker: { texture: 'rattan', colour: hsl(36, 50, 60) },
  cane: { texture: 'rattan', colour: hsl(38, 45, 66) },
  brass: { texture: 'metal', colour: hsl(44, 62, 52) },
  gold: { texture: 'metal', colour: hsl(46, 70, 55) },
  golden: { texture: 'metal', colour: hsl(46, 70, 55) },
  copper: { texture: 'metal', colour: hsl(22, 60, 50) },
  bronze: { texture: 'metal', colour: hsl(30, 45, 40) },
  chrome: { texture: 'metal', colour: hsl(210, 6, 70) },
  steel: { texture: 'metal', colour: hsl(210, 6, 62) },
  silver: { texture: 'metal', colour: hsl(210, 5, 75) },
  aluminium: { texture: 'metal', colour: hsl(210, 5, 72) },
  metal: { texture: 'metal', colour: hsl(210, 5, 50) },
  glass: { texture: 'glass', colour: hsl(190, 25, 80) },
  ceramic: { texture: 'plaster', colour: hsl(30, 15, 88) },
  porcelain: { texture: 'plaster', colour: hsl(30, 10, 94) },
  tile: { texture: 'tile', colour: hsl(190, 15, 86) },
  tiles: { texture: 'tile', colour: hsl(190, 15, 86) },
  tiled: { texture: 'tile', colour: hsl(190, 15, 86) },
  zellige: { texture: 'tile', colour: hsl(165, 30, 60) },
  brick: { texture: 'brick', colour: hsl(12, 45, 42) },
  exposed: { texture: 'brick', colour: hsl(12, 45, 42) },
};

export const COLOUR_WORDS: Record<string, Hsl> = {
  white: hsl(40, 20, 95),
  ivory: hsl(42, 45, 91),
  cream: hsl(40, 55, 88),
  beige: hsl(36, 35, 78),
  sand: hsl(38, 38, 74),
  oatmeal: hsl(36, 25, 80),
  taupe: hsl(28, 14, 55),
  greige: hsl(35, 10, 70),
  grey: hsl(220, 5, 58),
  gray: hsl(220, 5, 58),
  charcoal: hsl(220, 8, 24),
  black: hsl(220, 10, 12),
  navy: hsl(222, 55, 24),
  blue: hsl(214, 60, 48),
  cobalt: hsl(220, 75, 45),
  sky_blue: hsl(200, 60, 75),
  teal: hsl(182, 55, 32),
  turquoise: hsl(176, 60, 50),
  sage: hsl(95, 16, 62),
  olive: hsl(70, 32, 38),
  green: hsl(130, 40, 40),
  emerald: hsl(150, 60, 30),
  forest_green: hsl(140, 40, 22),
  mint: hsl(150, 40, 80),
  yellow: hsl(50, 85, 60),
  mustard: hsl(44, 75, 48),
  ochre: hsl(38, 70, 48),
  orange: hsl(26, 85, 55),
  terracotta: hsl(16, 55, 50),
  rust: hsl(18, 65, 40),
  coral: hsl(10, 75, 65),
  peach: hsl(24, 80, 80),
  pink: hsl(340, 65, 75),
  blush: hsl(350, 45, 82),
  dusty_rose: hsl(350, 30, 65),
  rose: hsl(345, 55, 65),
  red: hsl(356, 70, 45),
  burgundy: hsl(345, 55, 26),
  wine: hsl(345, 50, 28),
  purple: hsl(275, 45, 40),
  lavender: hsl(265, 40, 78),
  lilac: hsl(280, 35, 76),
  plum: hsl(300, 30, 28),
  brown: hsl(26, 40, 32),
  chocolate: hsl(22, 40, 22),
  caramel: hsl(30, 60, 48),
  cognac: hsl(24, 60, 38),
  tan: hsl(32, 40, 60),
};

export const LIGHT_WORDS = table<Light>([
  ['dawn', 'morning sunrise dawn daybreak'],
  ['day', 'day daytime daylight noon afternoon sunny bright airy sunlit'],
  ['sunset', 'sunset dusk evening twilight golden_hour'],
  ['night', 'night midnight nighttime moonlit moon starry stars late'],
  ['candle', 'candlelight candlelit'],
]);

export const LANDSCAPE_WORDS = table<Landscape>([
  ['beach', 'beach seaside coast coastal shore tropical'],
  ['sea', 'sea ocean waves harbour harbor bay island'],
  ['mountain', 'mountain mountains alps alpine peaks summit glacier cliffs'],
  ['forest', 'forest woods woodland jungle pines trees'],
  ['city', 'city skyline downtown urban street town skyscrapers metropolis'],
  ['desert', 'desert dunes canyon sahara'],
  ['lake', 'lake river pond fjord'],
  ['hills', 'hills meadow field fields countryside valley farm garden park'],
  ['space', 'space galaxy planet nebula cosmos universe'],
]);

/** Words that name a look, not a subject: they change the treatment, never what is drawn. */
export const STYLE_WORDS = table<StyleTreatment>([
  ['watercolor', 'watercolor watercolour painted gouache'],
  ['cinematic', 'cinematic film movie photorealistic'],
  ['minimal-line', 'minimal minimalist line_art line_drawing sketch'],
  ['neon-noir', 'noir cyberpunk synthwave'],
  ['pastel-dream', 'pastel pastels dreamy'],
  ['bold-pop', 'pop_art comic cartoon'],
  ['golden-hour', 'golden_hour'],
  ['moody-studio', 'moody'],
  ['retro-print', 'retro vintage risograph halftone'],
  ['nordic-interior', 'nordic scandinavian scandi japandi'],
]);
