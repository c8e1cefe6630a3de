/**
 * Sample media on the public pages. Every file here was made by the product's own local engines
 * (scripts/make-marketing-media.ts renders them; the results are committed under
 * src/web/public), so the pages show real output and work offline. Swap in your own files (same
 * paths, or edit the lists) to show customer work.
 */

export interface SampleMedia {
  id: string;
  title: string;
  /** Local mp4 (H.264 + AAC). */
  src: string;
  /** Poster image shown before playback (first impression, also the no-JavaScript view). */
  poster: string;
  width: number;
  height: number;
}

/** The landing page's large player (spec: local mp4 at /videos/interior-showcase.mp4). */
export const SHOWCASE_VIDEO: SampleMedia = {
  id: 'interior-showcase',
  title: 'Interior design showcase',
  src: '/videos/interior-showcase.mp4',
  poster: '/videos/interior-showcase.jpg',
  width: 1280,
  height: 720,
};

const SAMPLE_TITLES = [
  'Sunlit Nordic living room',
  'Golden-hour lounge',
  'Calm pastel sitting room',
  'Moody evening den',
  'Coastal blue retreat',
  'Terracotta family room',
  'Green retro reading room',
  'Minimal grey loft',
] as const;

/** Eight portrait 9:16 sample clips (8 s in the spec's format, scaled down for the web). */
export const SAMPLE_CLIPS: readonly SampleMedia[] = SAMPLE_TITLES.map((title, index) => ({
  id: `sample-${index + 1}`,
  title,
  src: `/media/samples/sample-${index + 1}.mp4`,
  poster: `/media/samples/sample-${index + 1}.jpg`,
  width: 432,
  height: 768,
}));
