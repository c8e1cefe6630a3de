import {
  GLOBAL_ARGS,
  MP4_ARGS,
  PROGRESS_ARGS,
  VIDEO_CODEC_ARGS,
  assertAbsolute,
  escapeFilterValue,
} from './plan-common.js';

/**
 * Burned-in captions: ffmpeg's `ass` filter draws an .ass file (buildAssCaptions) onto the
 * frames. The local engine adds it to its podcast clip's single pass (planPodcastClip's
 * `subtitles`); planBurnCaptions is the extra pass for a video an engine made without them.
 */

export interface Subtitles {
  /** The .ass file (see buildAssCaptions), made for the video's exact frame size. */
  assPath: string;
  /** A folder holding the style's font (captionFontsDir()): no installed fonts needed. */
  fontsDir: string;
}

/** The `ass` filter for a filtergraph, its paths escaped for -filter_complex. */
export function assFilter({ assPath, fontsDir }: Subtitles): string {
  assertAbsolute(assPath, fontsDir);
  return `ass=filename=${escapeFilterValue(assPath)}:fontsdir=${escapeFilterValue(fontsDir)}`;
}

export interface BurnCaptionsPlan extends Subtitles {
  /** A finished MP4 (e.g. a vendor's): its first video stream gets the captions. */
  input: string;
  output: string;
}

/**
 * Re-encodes the video with the captions drawn on, with the same codec settings as every
 * render but at the video's own frame rate (a vendor's 25 fps lip sync keeps every frame); the
 * sound is copied as it is (no second lossy encode). The frame size stays the
 * input's, so the .ass must be made for the size ffprobe reports, not the size asked for.
 */
export function planBurnCaptions(plan: BurnCaptionsPlan): string[] {
  assertAbsolute(plan.input, plan.output);
  return [
    ...GLOBAL_ARGS,
    '-i',
    plan.input,
    '-filter_complex',
    `[0:v:0]${assFilter(plan)}[v]`,
    '-map',
    '[v]',
    // '?': a video without sound stays without sound instead of failing the pass.
    '-map',
    '0:a:0?',
    ...VIDEO_CODEC_ARGS,
    '-c:a',
    'copy',
    ...MP4_ARGS,
    ...PROGRESS_ARGS,
    plan.output,
  ];
}
