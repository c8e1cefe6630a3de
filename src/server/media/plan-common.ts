/**
 * What every planned render shares: the encoder settings, the container, progress reporting,
 * the silent track, cover-fitting and filter escaping. Pure; see plan.ts.
 */

/** 24 fps everywhere: the rate Veo delivers, so local and vendor videos play alike. */
export const OUTPUT_FPS = 24;
export const AUDIO_SAMPLE_RATE = 48_000;

/**
 * One encoder setting for every render and for the benchmark's bare encode. veryfast with a
 * diamond motion search, subpel refinement 1 and no inter partitions: while tuning on 2 cores
 * it cut a 720×1280 Ken Burns render by about a third against plain veryfast, at about the same
 * size. Three frame threads keep both cores busy while the filtergraph runs on ffmpeg's main
 * thread; a 1080p render from a 24-megapixel PNG peaked at 334 MB (limit: 400 MB).
 */
export const VIDEO_CODEC_ARGS: readonly string[] = [
  '-c:v',
  'libx264',
  '-preset',
  'veryfast',
  '-x264-params',
  'me=dia:subme=1:partitions=none:rc-lookahead=10',
  '-crf',
  '23',
  '-pix_fmt',
  'yuv420p',
  '-threads',
  '3',
];
/** Our renders: the codec settings at our frame rate. */
export const VIDEO_ENCODER_ARGS: readonly string[] = [
  ...VIDEO_CODEC_ARGS,
  '-r',
  String(OUTPUT_FPS),
];
export const AUDIO_ENCODER_ARGS: readonly string[] = [
  '-c:a',
  'aac',
  '-b:a',
  '128k',
  '-ar',
  String(AUDIO_SAMPLE_RATE),
  '-ac',
  '2',
];
/** One filter thread: our filters gain little from slices, and x264 already has the cores. */
export const GLOBAL_ARGS = [
  '-hide_banner',
  '-nostdin',
  '-y',
  '-v',
  'error',
  '-filter_threads',
  '1',
];
export const PROGRESS_ARGS = ['-progress', 'pipe:1', '-nostats'];
export const MP4_ARGS = ['-movflags', '+faststart', '-f', 'mp4'];

export interface FrameSize {
  width: number;
  height: number;
}

/** The number of frames of a video `durationSeconds` long (its length is within half a frame). */
export function frameCount(durationSeconds: number): number {
  return Math.max(1, Math.round(durationSeconds * OUTPUT_FPS));
}

/**
 * Escapes a value for a filter option inside -filter_complex: once for the option parser
 * (\ ' :) and once for the graph parser (\ ' [ ] , ;).
 */
export function escapeFilterValue(value: string): string {
  const optionLevel = value.replace(/[\\':]/g, (c) => `\\${c}`);
  return optionLevel.replace(/[\\'[\],;]/g, (c) => `\\${c}`);
}

export function assertFrameSize({ width, height }: FrameSize): void {
  if (!Number.isInteger(width) || !Number.isInteger(height) || width < 16 || height < 16) {
    throw new RangeError(`Frame size ${width}x${height} must be whole pixels, at least 16`);
  }
  if (width % 2 || height % 2) {
    throw new RangeError(`Frame size ${width}x${height} must be even (yuv420p)`);
  }
}

export function assertAbsolute(...paths: string[]): void {
  for (const p of paths) {
    // ffmpeg reads "name:rest" as a protocol; an absolute path never is one.
    if (!p.startsWith('/')) throw new RangeError(`Expected an absolute path, got ${p}`);
  }
}

export const even = (value: number) => Math.max(2, Math.round(value / 2) * 2);
export const num = (value: number) => String(Number(value.toFixed(4)));

/** Scale to cover `size` (no bars), crop the middle, square pixels. */
export function coverFilter({ width, height }: FrameSize): string {
  return (
    `scale=${width}:${height}:force_original_aspect_ratio=increase,` +
    `crop=${width}:${height},setsar=1`
  );
}

/**
 * Crop a window (normalised to the picture, framing.ts) and scale it to exactly `size`, square
 * pixels. The window has the frame's shape, so the scale stretches nothing beyond rounding.
 */
export function windowFilter(
  window: { x: number; y: number; width: number; height: number },
  { width, height }: FrameSize,
): string {
  return (
    `crop=w=iw*${num(window.width)}:h=ih*${num(window.height)}` +
    `:x=iw*${num(window.x)}:y=ih*${num(window.y)},scale=${width}:${height},setsar=1`
  );
}

/** How a fitted close-up's spare frame is filled: the picture blurred (radius per frame px) and darkened. */
const BACKDROP = { blurShare: 1 / 24, brightness: -0.18, saturation: 0.8 } as const;

/**
 * The picture through a framing window at exactly `size`: windowFilter while the window lies
 * inside the picture; when it reaches past the picture (a close-up too big for the frame's
 * shape, framing.ts `fitted`), the picture's part inside the window is laid, at its place,
 * over a blurred, darkened copy cover-fitted to the frame, so the head is never cut and the
 * sides are not bars. A chain fragment (it may hold its own labels, prefixed with `tag`).
 */
export function framedFilter(
  window: { x: number; y: number; width: number; height: number },
  size: FrameSize,
  tag: string,
): string {
  const left = Math.max(0, window.x);
  const top = Math.max(0, window.y);
  const right = Math.min(1, window.x + window.width);
  const bottom = Math.min(1, window.y + window.height);
  const inside = 1e-6;
  if (
    left - window.x < inside &&
    top - window.y < inside &&
    window.x + window.width - right < inside &&
    window.y + window.height - bottom < inside
  )
    return windowFilter(window, size);
  const { width, height } = size;
  const part = { x: left, y: top, width: right - left, height: bottom - top };
  const w = Math.max(2, Math.round((part.width / window.width) * width));
  const h = Math.max(2, Math.round((part.height / window.height) * height));
  const x = Math.round(((left - window.x) / window.width) * width);
  const y = Math.round(((top - window.y) / window.height) * height);
  const blur = Math.max(2, Math.round(Math.min(width, height) * BACKDROP.blurShare));
  return (
    `split[${tag}a][${tag}b];` +
    `[${tag}a]${coverFilter(size)},boxblur=lr=${blur}:lp=2,` +
    `eq=brightness=${BACKDROP.brightness}:saturation=${BACKDROP.saturation}[${tag}bg];` +
    `[${tag}b]${windowFilter(part, { width: w, height: h })}[${tag}fg];` +
    `[${tag}bg][${tag}fg]overlay=x=${x}:y=${y},setsar=1`
  );
}

/**
 * Filters that stand a picture upright from its EXIF orientation (1..8; see
 * readImageOrientation), ending in a comma, or '' when it already is. The image input is read
 * with -noautorotate, so every ffmpeg version sees the stored pixels and only this turns them.
 */
export function uprightFilter(orientation = 1): string {
  const filters: Record<number, string> = {
    2: 'hflip,',
    3: 'hflip,vflip,',
    4: 'vflip,',
    5: 'transpose=0,',
    6: 'transpose=1,',
    7: 'transpose=3,',
    8: 'transpose=2,',
  };
  return filters[orientation] ?? '';
}

/** An image input: one still, stored pixels as they are (orientation is ours to apply). */
export function imageInput(image: string): string[] {
  return ['-noautorotate', '-i', image];
}

/** The video stream's encoder, the silent or given audio, and the MP4 container. */
export function outputArgs(output: string, videoLabel: string, audioMap: string): string[] {
  return [
    '-map',
    videoLabel,
    '-map',
    audioMap,
    ...VIDEO_ENCODER_ARGS,
    ...AUDIO_ENCODER_ARGS,
    ...MP4_ARGS,
    ...PROGRESS_ARGS,
    output,
  ];
}

/** A silent stereo track exactly `durationSeconds` long (players expect audio on every video). */
export function silentAudioInput(durationSeconds: number): string[] {
  return [
    '-f',
    'lavfi',
    '-t',
    num(durationSeconds),
    '-i',
    `anullsrc=channel_layout=stereo:sample_rate=${AUDIO_SAMPLE_RATE}`,
  ];
}
