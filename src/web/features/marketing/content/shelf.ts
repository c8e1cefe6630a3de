/**
 * Marketing content: the social shelf (/social-shelf), a public shelf of finished sample clips
 * (docs/decisions/011-social-shelf.md). The clips themselves are listed in ./media.ts; this
 * file adds what the shelf says about each. `{product}` is replaced with the product name.
 */
import { SAMPLE_CLIPS, SHOWCASE_VIDEO, type SampleMedia } from './media';

export const SHELF_COPY = {
  eyebrow: 'Sample clips',
  title: 'Finished clips, straight off the shelf',
  subtitle:
    'Every clip here was made from still photos by {product}: camera move, captions and music included. Press play on any of them.',
  madeWith: 'Made with {product}',
  play: 'Play {title}',
  featuredLabel: 'Showcase',
  clipsTitle: 'Vertical clips for Shorts, Reels and TikTok',
  cta: {
    title: 'Make clips like these from your own photos',
    body: 'Create a free account to try the studio. No credit card required.',
    link: { label: 'Create a free account', href: '/auth?mode=signup' },
    secondary: { label: 'See pricing', href: '/pricing' },
  },
} as const;

export interface ShelfItem {
  clip: SampleMedia;
  caption: string;
  /** Where the format fits, shown as a small tag. */
  format: string;
}

/** The landscape showcase, shown wide at the top of the shelf. */
export const SHELF_FEATURED: ShelfItem = {
  clip: SHOWCASE_VIDEO,
  caption:
    'Three rooms cut together with a music bed: a landscape showcase for a website header or a YouTube channel trailer.',
  format: '16:9 landscape',
};

// Keyed by clip id, so renaming a clip in media.ts keeps its caption.
const CLIP_CAPTIONS: Readonly<Record<string, string>> = {
  'sample-1': 'A slow push-in on a bright morning room, in a clean Nordic look.',
  'sample-2': 'A sideways glide through warm golden-hour light.',
  'sample-3': 'A gentle pull-back that reveals the whole room, in soft pastels.',
  'sample-4': 'A cinematic push-in that sets a cosy evening mood.',
  'sample-5': 'A slow pan with a hand-painted watercolour finish.',
  'sample-6': 'A cinematic push-in on warm afternoon tones.',
  'sample-7': 'A calm pan in a playful retro print style.',
  'sample-8': 'A quiet pull-back on a minimal interior, just as photographed.',
};

const DEFAULT_CAPTION = 'An 8-second vertical clip made from one project photo.';

export const SHELF_CLIPS: readonly ShelfItem[] = SAMPLE_CLIPS.map((clip) => ({
  clip,
  caption: CLIP_CAPTIONS[clip.id] ?? DEFAULT_CAPTION,
  format: '9:16 vertical',
}));
