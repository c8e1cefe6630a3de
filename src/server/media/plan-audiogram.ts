import {
  AUDIO_SAMPLE_RATE,
  GLOBAL_ARGS,
  OUTPUT_FPS,
  assertAbsolute,
  assertFrameSize,
  frameCount,
  num,
  outputArgs,
  type FrameSize,
} from './plan-common.js';
import { assFilter, type Subtitles } from './plan-captions.js';

/**
 * The audiogram (decision 059): the card painted once (a PNG the frame's size), the waveform's
 * frames (raw RGBA with alpha, streamed on standard input) laid over it at its box, and the progress bar: a strip
 * of the brand colour sliding into the card's own track from the left, so the bar is full
 * exactly at the end. Only filters the 2018 ffmpeg has (loop, crop, overlay with a per-frame
 * x); the voice trimmed or padded to the exact length, as the podcast clip's.
 */

export interface AudiogramBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface AudiogramPlan extends FrameSize {
  /** The card: an opaque PNG of exactly width × height. */
  card: string;
  /**
   * The waveform's box: its frames arrive on standard input as raw RGBA of this size, one per
   * output frame (run with the `stdin` option).
   */
  wave: AudiogramBox;
  /** The progress bar's track on the card, and the fill's colour (#rrggbb). */
  progress: AudiogramBox & { colour: string };
  audio: string;
  output: string;
  durationSeconds: number;
  subtitles?: Subtitles;
}

const hexColour = (hex: string) => {
  if (!/^#[0-9a-f]{6}$/i.test(hex)) throw new RangeError(`Not a colour: ${hex}`);
  return `0x${hex.slice(1)}`;
};

export function planAudiogram(plan: AudiogramPlan): string[] {
  assertFrameSize(plan);
  assertAbsolute(plan.card, plan.audio, plan.output);
  const { wave } = plan;
  if (wave.width % 2 || wave.height % 2 || wave.width < 2 || wave.height < 2) {
    throw new RangeError(`Waveform box ${wave.width}x${wave.height} must be even`);
  }
  const { progress, durationSeconds } = plan;
  if (progress.width < 2 || progress.height < 1) throw new RangeError('Progress bar too small');
  const seconds = num(durationSeconds);
  const samples = Math.round(durationSeconds * AUDIO_SAMPLE_RATE);
  const captions = plan.subtitles ? `,${assFilter(plan.subtitles)}` : '';
  const track = `${progress.width}x${progress.height}`;
  const graph = [
    // The card is decoded once and repeated (an image input with -loop 1 would decode the
    // PNG again for every frame: most of the pass's time on a busy machine).
    `[0:v]loop=loop=${frameCount(durationSeconds) - 1}:size=1:start=0,` +
      `setpts=N/(${OUTPUT_FPS}*TB),setsar=1,split=2[card][trackcard]`,
    `[trackcard]crop=${progress.width}:${progress.height}:${progress.x}:${progress.y}[track]`,
    `color=c=${hexColour(progress.colour)}:s=${track}:r=${OUTPUT_FPS}[fill]`,
    // x runs from -width (empty) at 0 s to 0 (full) at the clip's end.
    `[track][fill]overlay=x='-w+w*t/${seconds}':y=0:shortest=1[bar]`,
    `[card][bar]overlay=x=${progress.x}:y=${progress.y}[carded]`,
    `[carded][1:v]overlay=x=${wave.x}:y=${wave.y}:eof_action=pass,` +
      `format=yuv420p${captions}[v]`,
    `[2:a]aresample=${AUDIO_SAMPLE_RATE},aformat=sample_fmts=fltp:channel_layouts=stereo,` +
      `apad=whole_len=${samples},atrim=end_sample=${samples}[voice]`,
  ].join(';');
  return [
    ...GLOBAL_ARGS,
    '-i',
    plan.card,
    '-f',
    'rawvideo',
    '-pix_fmt',
    'rgba',
    '-s',
    `${wave.width}x${wave.height}`,
    '-framerate',
    String(OUTPUT_FPS),
    '-i',
    'pipe:0',
    '-t',
    seconds,
    '-i',
    plan.audio,
    '-filter_complex',
    graph,
    ...outputArgs(plan.output, '[v]', '[voice]'),
  ];
}
