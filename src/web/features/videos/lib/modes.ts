import type { VideoMode } from '@shared/videos';
import { fillProduct } from '../../../lib/product';

/** The mode selector's labels (spec): the podcast clip carries the product's name. */
export const VIDEO_MODE_LABELS: Record<VideoMode, string> = {
  hedra: fillProduct('{product}'),
  'text-to-video': 'Text to Video',
  veo: 'Image to Video',
};

export const VIDEO_MODE_ORDER: readonly VideoMode[] = ['hedra', 'text-to-video', 'veo'];
