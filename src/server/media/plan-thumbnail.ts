import { GLOBAL_ARGS, assertAbsolute, imageInput, uprightFilter } from './plan-common.js';

export interface ThumbnailPlan {
  image: string;
  /** A .jpg path. */
  output: string;
  /** The longest side of the thumbnail, in pixels; a smaller picture is never enlarged. */
  maxSize: number;
  /** EXIF orientation of the picture (1 = upright); the thumbnail is stored upright. */
  orientation?: number;
}

/**
 * A small JPEG of a picture: its first frame stood upright, fitted inside `maxSize` on both
 * sides without enlarging it (the `min()` expressions are evaluated once, which the 2018 build
 * supports), on even sides so the 4:2:0 JPEG has whole chroma samples. An alpha channel is
 * dropped (JPEG has none): a transparent PNG shows on black, as browsers do for JPEGs.
 */
export function planThumbnail(plan: ThumbnailPlan): string[] {
  assertAbsolute(plan.image, plan.output);
  if (!Number.isInteger(plan.maxSize) || plan.maxSize < 16) {
    throw new RangeError(`Thumbnail size ${plan.maxSize} must be a whole number of pixels, >= 16`);
  }
  const max = plan.maxSize;
  const fit =
    `scale=w='min(${max},iw)':h='min(${max},ih)':force_original_aspect_ratio=decrease,` +
    `scale=w='max(2,trunc(iw/2)*2)':h='max(2,trunc(ih/2)*2)'`;
  return [
    ...GLOBAL_ARGS,
    ...imageInput(plan.image),
    '-frames:v',
    '1',
    '-vf',
    `${uprightFilter(plan.orientation)}${fit}`,
    '-q:v',
    '4',
    '-pix_fmt',
    'yuvj420p',
    '-f',
    'image2',
    '-c:v',
    'mjpeg',
    plan.output,
  ];
}
