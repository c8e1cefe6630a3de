/**
 * The landing carousel's pure rules: how many slides show at a width (mirrors the CSS
 * flex-basis classes; the component never measures), looping navigation, and what each
 * slide plays (a YouTube embed when an id is configured, else a local sample clip).
 */

/** Tailwind's md and lg breakpoints, where the carousel goes to 2 and 3 slides per view. */
export const CAROUSEL_BREAKPOINTS = { md: 768, lg: 1024 } as const;

/** Slides fully in view at a viewport width (basis-full / md:basis-1/2 / lg:basis-1/3). */
export function slidesPerView(viewportWidth: number): 1 | 2 | 3 {
  if (viewportWidth >= CAROUSEL_BREAKPOINTS.lg) return 3;
  if (viewportWidth >= CAROUSEL_BREAKPOINTS.md) return 2;
  return 1;
}

/** An index moved by `step` and wrapped into 0..count-1 (looping: before the first is the last). */
export function wrapIndex(index: number, step: number, count: number): number {
  if (count <= 0) return 0;
  return (((index + step) % count) + count) % count;
}

/** The keys that move the carousel; anything else is left to the browser. */
export function arrowKeyStep(key: string): -1 | 1 | null {
  if (key === 'ArrowLeft') return -1;
  if (key === 'ArrowRight') return 1;
  return null;
}

/** 'N of TOTAL', the label a slide's group carries (N counts from 1). */
export function slideLabel(index: number, count: number): string {
  return `${index + 1} of ${count}`;
}

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;

/** Whether a configured value looks like a YouTube video id (so it is safe to put in a URL). */
export function isYoutubeId(value: string | undefined): value is string {
  return typeof value === 'string' && YOUTUBE_ID.test(value.trim());
}

export function youtubeEmbedUrl(id: string): string {
  return `https://www.youtube-nocookie.com/embed/${id}?autoplay=1&playsinline=1`;
}

export function youtubeThumbnailUrl(id: string): string {
  return `https://i.ytimg.com/vi/${id}/hqdefault.jpg`;
}

export interface LocalClip {
  src: string;
  poster: string;
}

export type SlidePlayer =
  | { kind: 'youtube'; embedUrl: string; poster: string }
  | { kind: 'local'; src: string; poster: string };

/**
 * What slide `index` plays: the YouTube video `youtubeIds[index]` when it is a valid id,
 * otherwise the local sample `samples[index % samples.length]`.
 */
export function slidePlayer(
  index: number,
  youtubeIds: readonly string[],
  samples: readonly LocalClip[],
): SlidePlayer {
  const id = youtubeIds[index]?.trim();
  if (isYoutubeId(id)) {
    return { kind: 'youtube', embedUrl: youtubeEmbedUrl(id), poster: youtubeThumbnailUrl(id) };
  }
  const sample = samples[wrapIndex(index, 0, samples.length)];
  if (!sample) throw new Error('The carousel needs at least one local sample clip');
  return { kind: 'local', src: sample.src, poster: sample.poster };
}
