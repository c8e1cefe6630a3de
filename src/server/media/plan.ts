/**
 * The ffmpeg planner: pure functions from a render description to an argument array. No IO, no
 * clock, no randomness (the seed comes in), so tests can pin every argument. Filters are limited
 * to what the 2018 static build on npm has (no xfade, no per-frame scale expressions).
 *
 * Every video it plans is H.264 (libx264, yuv420p) + AAC (a silent track when there is no
 * sound), `+faststart`, 24 fps, the exact requested size, and as long as asked. A still is
 * decoded once and repeated inside the graph (a single-frame input into zoompan or `loop`);
 * `-loop 1` on a JPEG would decode it again for every frame.
 */

import {
  GLOBAL_ARGS,
  OUTPUT_FPS,
  assertAbsolute,
  assertFrameSize,
  coverFilter,
  frameCount,
  imageInput,
  num,
  outputArgs,
  silentAudioInput,
  uprightFilter,
  framedFilter,
  type FrameSize,
} from './plan-common.js';
import type { Framing } from './framing.js';

export * from './plan-common.js';
export * from './plan-captions.js';
export * from './plan-podcast.js';
export * from './plan-thumbnail.js';
export * from './plan-audiogram.js';

// --- Ken Burns --------------------------------------------------------------------------------

export const KEN_BURNS_MOVES = ['zoom-in', 'zoom-out', 'pan-left', 'pan-right'] as const;
export type KenBurnsMove = (typeof KEN_BURNS_MOVES)[number];

/** "to the", "towards the": what may stand between a camera verb and its direction. */
const TOWARD = String.raw`[\s-]+(?:(?:to|towards?)\s+(?:the\s+)?)?`;
const verb = (words: string, direction: string) =>
  new RegExp(String.raw`\b(?:${words})${TOWARD}(?:${direction})\b`, 'i');
/**
 * Words for each move, the film set's as well as the plain ones: a dolly or push in is the
 * camera moving closer, which on a still is a centred zoom in ("slow dolly in" once fell to
 * the seed and often panned sideways); a pull back or dolly out is a zoom out; trucking and
 * tracking move sideways, like a pan.
 */
const MOVE_WORDS: Array<[RegExp, KenBurnsMove]> = [
  [verb('zoom(?:s|ing)?|dolly(?:ing)?|dollies|push(?:es|ing)?|mov(?:e|es|ing)', 'in'), 'zoom-in'],
  [/\bdoll(?:y|ies|ying)\s+(?:towards?|closer|forward)\b/i, 'zoom-in'],
  [/\bpush(?:es|ing)?[\s-]+(?:towards?|closer|forward)\b/i, 'zoom-in'],
  [verb('zoom(?:s|ing)?|dolly(?:ing)?|dollies|pull(?:s|ing)?', 'out|back|away'), 'zoom-out'],
  [verb('pan(?:s|ning)?|truck(?:s|ing)?|track(?:s|ing)?|slid(?:e|es|ing)', 'left'), 'pan-left'],
  [verb('pan(?:s|ning)?|truck(?:s|ing)?|track(?:s|ing)?|slid(?:e|es|ing)', 'right'), 'pan-right'],
];

/**
 * The camera move: the first move the prompt names ("zoom in", "dolly in", "pull back", "pan
 * to the left", …); otherwise one picked by the job's seed (so a retry makes the same video).
 */
export function chooseKenBurnsMove(prompt: string, seed: number): KenBurnsMove {
  let best: { index: number; move: KenBurnsMove } | null = null;
  for (const [pattern, move] of MOVE_WORDS) {
    const index = prompt.search(pattern);
    if (index >= 0 && (!best || index < best.index)) best = { index, move };
  }
  if (best) return best.move;
  // Integer hash (xorshift-multiply) so neighbouring seeds do not just cycle through the moves.
  let h = Math.imul(seed ^ (seed >>> 16), 0x45d9f3b);
  h = Math.imul(h ^ (h >>> 16), 0x45d9f3b);
  return KEN_BURNS_MOVES[((h ^ (h >>> 16)) >>> 0) % KEN_BURNS_MOVES.length]!;
}

export interface KenBurnsOptions extends FrameSize {
  frames: number;
  move: KenBurnsMove;
  /** The closest zoom reached (1.15 = the frame shows 1/1.15 of the picture's width). */
  maxZoom?: number;
  /** EXIF orientation of the picture (1 = upright). */
  orientation?: number;
  /**
   * Face-aware windows (framing.ts) for this picture, frame and maxZoom: the move runs from
   * the wide window to the tight one (or pans inside the range that keeps the faces). Without
   * it, the picture is cover-fitted about its middle.
   */
  framing?: Framing;
}

/**
 * A Ken Burns move as a filtergraph from `input` to `output`: zoompan on a single decoded
 * picture emits `frames` frames; the move is eased (cosine ease-in-out) so it starts and stops
 * gently. zoompan crops on whole pixels and, on yuv420p, on even ones; running it on each plane
 * as a grey image keeps the luma crop on single pixels, which halves the visible wobble of slow
 * moves for about the same cost as 1.5× supersampling (bench/results/media.md).
 */
export function kenBurnsGraph(input: string, output: string, options: KenBurnsOptions): string {
  const { width, height, frames, move, maxZoom = 1.15, orientation, framing } = options;
  const eased = frames > 1 ? `(0.5-0.5*cos(PI*on/${frames - 1}))` : '1';
  const [zoom, x, y] = framing
    ? framedMove(framing, move, eased)
    : centredMove(move, maxZoom, eased);
  const zoompan = (w: number, h: number) =>
    `zoompan=z='${zoom}':x='${x}':y='${y}':d=${frames}:s=${w}x${h}:fps=${OUTPUT_FPS}`;
  const fit = framing ? framedFilter(framing.wide, options, 'kbfit') : coverFilter(options);
  return [
    `${input}trim=end_frame=1,${uprightFilter(orientation)}${fit},` +
      'format=yuv420p,extractplanes=y+u+v[kby][kbu][kbv]',
    `[kby]${zoompan(width, height)}[kbyz]`,
    `[kbu]${zoompan(width / 2, height / 2)}[kbuz]`,
    `[kbv]${zoompan(width / 2, height / 2)}[kbvz]`,
    `[kbyz][kbuz][kbvz]mergeplanes=0x001020:yuv420p,setsar=1${output}`,
  ].join(';');
}

/** zoompan's zoom, x and y for a move about the picture's middle. */
function centredMove(move: KenBurnsMove, maxZoom: number, eased: string): string[] {
  const span = num(maxZoom - 1);
  const centerX = 'iw/2-iw/zoom/2';
  const centerY = 'ih/2-ih/zoom/2';
  return {
    'zoom-in': [`1+${span}*${eased}`, centerX, centerY],
    'zoom-out': [`${num(maxZoom)}-${span}*${eased}`, centerX, centerY],
    'pan-left': [num(maxZoom), `(iw-iw/zoom)*(1-${eased})`, centerY],
    'pan-right': [num(maxZoom), `(iw-iw/zoom)*${eased}`, centerY],
  }[move];
}

/**
 * zoompan's zoom, x and y for a move between framing's windows, in the wide window's pixels.
 * A zoom moves each edge of the visible window in a straight line from the wide window's to
 * the tight one's (the visible width, not the zoom, is interpolated), so a face inside both
 * windows is inside every window in between; a pan slides the tight window across the range
 * that keeps the faces.
 */
function framedMove(framing: Framing, move: KenBurnsMove, eased: string): string[] {
  const { wide, tight, panX } = framing;
  const tx = (tight.x - wide.x) / wide.width;
  const ty = (tight.y - wide.y) / wide.height;
  const shrink = num(1 - 1 / framing.zoom);
  const panFrom = (panX.min - wide.x) / wide.width;
  const panSpan = (panX.max - panX.min) / wide.width;
  const toward = (t: string) => [
    `1/(1-${shrink}*${t})`,
    `iw*${num(tx)}*${t}`,
    `ih*${num(ty)}*${t}`,
  ];
  const pan = (t: string) => [
    num(framing.zoom),
    `iw*(${num(panFrom)}+${num(panSpan)}*${t})`,
    `ih*${num(ty)}`,
  ];
  return {
    'zoom-in': toward(eased),
    'zoom-out': toward(`(1-${eased})`),
    'pan-left': pan(`(1-${eased})`),
    'pan-right': pan(eased),
  }[move];
}

export interface ImageToVideoPlan extends FrameSize {
  image: string;
  output: string;
  durationSeconds: number;
  move: KenBurnsMove;
  /** EXIF orientation of the image (1 = upright). */
  orientation?: number;
  /** Face-aware windows for the move (framing.ts, with maxZoom IMAGE_TO_VIDEO_ZOOM). */
  framing?: Framing;
}

/** How close Image to Video's move comes (the tight window is 1/1.15 of the wide). */
export const IMAGE_TO_VIDEO_ZOOM = 1.15;

/** Image to video: a Ken Burns move over the picture, fitted to cover the frame. */
export function planImageToVideo(plan: ImageToVideoPlan): string[] {
  assertFrameSize(plan);
  assertAbsolute(plan.image, plan.output);
  const frames = frameCount(plan.durationSeconds);
  return [
    ...GLOBAL_ARGS,
    ...imageInput(plan.image),
    ...silentAudioInput(plan.durationSeconds),
    '-filter_complex',
    kenBurnsGraph('[0:v]', '[v]', { ...plan, frames, maxZoom: IMAGE_TO_VIDEO_ZOOM }),
    ...outputArgs(plan.output, '[v]', '1:a'),
  ];
}

export interface CaptionOverlay {
  /** A transparent PNG holding the styled caption. */
  image: string;
  /** Where its top-left corner goes in the frame. */
  x: number;
  y: number;
}

export interface TextToVideoPlan extends FrameSize {
  still: string;
  caption: CaptionOverlay | null;
  output: string;
  durationSeconds: number;
  move: KenBurnsMove;
}

/**
 * Text to video: the generated still in a slow Ken Burns move, with the caption (rendered by
 * canvas) laid over it. The caption fades in once, then stays put while the picture moves.
 */
export function planTextToVideo(plan: TextToVideoPlan): string[] {
  assertFrameSize(plan);
  assertAbsolute(plan.still, plan.output, ...(plan.caption ? [plan.caption.image] : []));
  const frames = frameCount(plan.durationSeconds);
  const motion = (output: string) =>
    kenBurnsGraph('[0:v]', output, { ...plan, frames, maxZoom: 1.1 });
  if (!plan.caption) {
    return [
      ...GLOBAL_ARGS,
      ...imageInput(plan.still),
      ...silentAudioInput(plan.durationSeconds),
      '-filter_complex',
      motion('[v]'),
      ...outputArgs(plan.output, '[v]', '1:a'),
    ];
  }
  const { image, x, y } = plan.caption;
  return [
    ...GLOBAL_ARGS,
    ...imageInput(plan.still),
    ...imageInput(image),
    ...silentAudioInput(plan.durationSeconds),
    '-filter_complex',
    `${motion('[bg]')};` +
      `[1:v]format=yuva420p,loop=loop=-1:size=1:start=0,setpts=N/(${OUTPUT_FPS}*TB),` +
      `fade=t=in:st=0.2:d=0.5:alpha=1[caption];` +
      `[bg][caption]overlay=x=${Math.round(x)}:y=${Math.round(y)}:shortest=1,format=yuv420p[v]`,
    ...outputArgs(plan.output, '[v]', '2:a'),
  ];
}

// --- Stills, posters and the benchmark floor ----------------------------------------------------

export interface PosterPlan {
  video: string;
  output: string;
  /** The video stream's length (null when unknown: the first frame is taken). */
  durationSeconds: number | null;
  /** Its frame rate (null when unknown: ours). */
  frameRate: number | null;
}

/**
 * Where the poster frame is taken: one second in (past the caption's fade-in and the first
 * syllables), or a quarter of the way through a shorter video, and never past its last frame.
 * ffmpeg's input seek drops every frame that starts before the asked time, so asking for a time
 * inside the last frame (or past the end) writes no poster at all. The time is therefore half a
 * frame before the chosen frame starts: whatever the rounding, that frame is the first kept.
 */
export function posterTime(durationSeconds: number | null, frameRate: number | null): number {
  if (!durationSeconds || !Number.isFinite(durationSeconds) || durationSeconds <= 0) return 0;
  const fps = frameRate && frameRate > 0 ? frameRate : OUTPUT_FPS;
  const lastFrame = Math.max(0, Math.round(durationSeconds * fps) - 1);
  const frame = Math.min(Math.floor(Math.min(1, durationSeconds / 4) * fps), lastFrame);
  return frame === 0 ? 0 : (frame - 0.5) / fps;
}

/** One JPEG frame of a video, inside it (posterTime). */
export function planPosterExtraction(plan: PosterPlan): string[] {
  assertAbsolute(plan.video, plan.output);
  return [
    ...GLOBAL_ARGS,
    '-ss',
    num(posterTime(plan.durationSeconds, plan.frameRate)),
    '-i',
    plan.video,
    '-frames:v',
    '1',
    '-q:v',
    '3',
    '-pix_fmt',
    'yuvj420p',
    '-f',
    'image2',
    '-c:v',
    'mjpeg',
    plan.output,
  ];
}

export interface BareEncodePlan extends FrameSize {
  still: string;
  output: string;
  frames: number;
}

/**
 * The benchmark floor: `frames` copies of a still (decoded once, repeated by `loop`) through the
 * same encoders, with a silent track, into the same container. No motion, no overlays.
 */
export function planBareEncode(plan: BareEncodePlan): string[] {
  assertFrameSize(plan);
  assertAbsolute(plan.still, plan.output);
  const durationSeconds = plan.frames / OUTPUT_FPS;
  return [
    ...GLOBAL_ARGS,
    ...imageInput(plan.still),
    ...silentAudioInput(durationSeconds),
    '-filter_complex',
    `[0:v]trim=end_frame=1,${coverFilter(plan)},format=yuv420p,` +
      `loop=loop=${plan.frames - 1}:size=1:start=0,setpts=N/(${OUTPUT_FPS}*TB)[v]`,
    ...outputArgs(plan.output, '[v]', '1:a'),
  ];
}
