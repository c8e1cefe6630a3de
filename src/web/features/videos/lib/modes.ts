import type { VideoMode } from '@shared/videos';
import { fillProduct } from '../../../lib/product';

/** The mode selector's labels (spec): the podcast clip carries the product's name. */
export const VIDEO_MODE_LABELS: Record<VideoMode, string> = {
  hedra: fillProduct('{product}'),
  'text-to-video': 'Text to Video',
  veo: 'Image to Video',
};

export const VIDEO_MODE_ORDER: readonly VideoMode[] = ['hedra', 'text-to-video', 'veo'];

/** The panel's mode selector, in the spec's order. */
export const MODE_OPTIONS = VIDEO_MODE_ORDER.map((mode) => ({
  value: mode,
  label: VIDEO_MODE_LABELS[mode],
}));

export const PROMPT_PLACEHOLDERS: Record<VideoMode, string> = {
  hedra: 'Describe the scene your speaker is in…',
  'text-to-video': 'Describe the video you want to make…',
  veo: 'Describe how your images should come to life…',
};
