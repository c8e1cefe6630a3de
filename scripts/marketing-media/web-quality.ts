/**
 * Web delivery, not studio output: smaller files (the whole set stays well under 4 MB). The
 * encoders and container stay the planner's; only the quality knobs are turned down.
 */

export const SHOWCASE_CRF = '28';
export const SAMPLE_CRF = '29';
/** Showcase rooms are encoded twice (rendered, then joined): the first pass is near-lossless. */
export const INTERMEDIATE_CRF = '16';
const WEB_AUDIO_BITRATE = '64k';
export const JPEG_QUALITY = 80;

/** The planner's arguments with the web's quality swapped in (same encoders and container). */
export function forWeb(args: readonly string[], crf: string): string[] {
  return args.map((arg, i) =>
    args[i - 1] === '-crf' ? crf : args[i - 1] === '-b:a' ? WEB_AUDIO_BITRATE : arg,
  );
}
