/**
 * The built-in image styles: seeded into the styles table (spec soul_styles) so the style
 * picker is useful with no vendor. The local image engine gives each its own treatment by id;
 * with Higgsfield configured, Soul's own styles are added to the table beside these.
 */
export interface BuiltInImageStyle {
  id: string;
  name: string;
  description: string;
}

export const BUILT_IN_IMAGE_STYLES: readonly BuiltInImageStyle[] = [
  { id: 'cinematic', name: 'Cinematic', description: 'Wide contrast, warm highlights, film grain' },
  {
    id: 'watercolor',
    name: 'Watercolor',
    description: 'Soft washes, paper texture, bleeding edges',
  },
  { id: 'neon-noir', name: 'Neon Noir', description: 'Night tones with glowing magenta and cyan' },
  { id: 'pastel-dream', name: 'Pastel Dream', description: 'Light, airy pastels and soft shapes' },
  { id: 'bold-pop', name: 'Bold Pop', description: 'Flat saturated colours and hard outlines' },
  {
    id: 'minimal-line',
    name: 'Minimal Line',
    description: 'Sparse shapes and thin lines on calm space',
  },
  { id: 'golden-hour', name: 'Golden Hour', description: 'Low sun, long light, amber haze' },
  {
    id: 'moody-studio',
    name: 'Moody Studio',
    description: 'Dark backdrop with a single soft key light',
  },
  {
    id: 'retro-print',
    name: 'Retro Print',
    description: 'Halftone dots and a faded four-colour print',
  },
  { id: 'nordic-interior', name: 'Nordic Interior', description: 'Pale wood, linen and daylight' },
];
