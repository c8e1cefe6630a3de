import {
  AUDIO_SAMPLE_RATE,
  GLOBAL_ARGS,
  OUTPUT_FPS,
  assertAbsolute,
  assertFrameSize,
  num,
  outputArgs,
  type FrameSize,
} from './plan-common.js';
import { assFilter, type Subtitles } from './plan-captions.js';

/**
 * The talking portrait's render: the still picture (already cover-fitted to the frame), the
 * face's patch drawn frame by frame by the engine and read from ffmpeg's stdin as raw RGB, laid
 * over the still where it came from, then the captions and the voice.
 */
export interface TalkingPortraitPlan extends FrameSize {
  /** The fitted still, exactly the frame's size (PNG). */
  background: string;
  patch: { x: number; y: number; width: number; height: number };
  audio: string;
  output: string;
  durationSeconds: number;
  subtitles?: Subtitles;
}

export function planTalkingPortrait(plan: TalkingPortraitPlan): string[] {
  assertFrameSize(plan);
  assertAbsolute(plan.background, plan.audio, plan.output);
  const { patch } = plan;
  const samples = Math.round(plan.durationSeconds * AUDIO_SAMPLE_RATE);
  const captions = plan.subtitles ? `,${assFilter(plan.subtitles)}` : '';
  const graph = [
    `[0:v]setsar=1[still]`,
    `[still][1:v]overlay=x=${patch.x}:y=${patch.y}:eof_action=repeat,format=yuv420p${captions}[v]`,
    `[2:a]aresample=${AUDIO_SAMPLE_RATE},aformat=sample_fmts=fltp:channel_layouts=stereo,` +
      `apad=whole_len=${samples},atrim=end_sample=${samples}[voice]`,
  ].join(';');
  return [
    ...GLOBAL_ARGS,
    ...['-loop', '1', '-framerate', String(OUTPUT_FPS), '-t', num(plan.durationSeconds)],
    ...['-i', plan.background],
    ...['-f', 'rawvideo', '-pix_fmt', 'rgb24', '-s', `${patch.width}x${patch.height}`],
    ...['-framerate', String(OUTPUT_FPS), '-i', 'pipe:0'],
    ...['-t', num(plan.durationSeconds), '-i', plan.audio],
    '-filter_complex',
    graph,
    '-t',
    num(plan.durationSeconds),
    ...outputArgs(plan.output, '[v]', '[voice]'),
  ];
}
