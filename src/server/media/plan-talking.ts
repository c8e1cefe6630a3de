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
  const captions = plan.subtitles ? `,${assFilter(plan.subtitles)}` : '';
  const graph = [
    `[0:v]setsar=1[still]`,
    `[still][1:v]overlay=x=${patch.x}:y=${patch.y}:eof_action=repeat,format=yuv420p${captions}[v]`,
    voiceFilter('[2:a]', plan.durationSeconds),
  ].join(';');
  const still = ['-loop', '1', '-framerate', String(OUTPUT_FPS), '-t', num(plan.durationSeconds)];
  return talkingArgs([...still, '-i', plan.background, ...framesFromStdin(patch)], graph, plan);
}

/** Frames the engine draws, read from stdin as packed RGB of `size`. */
const framesFromStdin = (size: FrameSize) => [
  ...['-f', 'rawvideo', '-pix_fmt', 'rgb24', '-s', `${size.width}x${size.height}`],
  ...['-framerate', String(OUTPUT_FPS), '-i', 'pipe:0'],
];

/** The video inputs, then the voice, the graph and the output, all cut to the clip's length. */
function talkingArgs(
  videoInputs: string[],
  graph: string,
  plan: { audio: string; output: string; durationSeconds: number },
): string[] {
  return [
    ...GLOBAL_ARGS,
    ...videoInputs,
    ...['-t', num(plan.durationSeconds), '-i', plan.audio],
    '-filter_complex',
    graph,
    '-t',
    num(plan.durationSeconds),
    ...outputArgs(plan.output, '[v]', '[voice]'),
  ];
}

/** The voice, resampled and padded or cut to exactly the clip's length. */
function voiceFilter(input: string, durationSeconds: number): string {
  const samples = Math.round(durationSeconds * AUDIO_SAMPLE_RATE);
  return (
    `${input}aresample=${AUDIO_SAMPLE_RATE},aformat=sample_fmts=fltp:channel_layouts=stereo,` +
    `apad=whole_len=${samples},atrim=end_sample=${samples}[voice]`
  );
}

/**
 * The talking portrait that cuts between speakers (decision 070): every frame is drawn whole
 * by the engine (the close-up of whoever speaks, their patch animated on it) and read from
 * stdin as raw RGB, so a cut is exact to the frame; then the captions and the voice.
 */
export interface TalkingCutsPlan extends FrameSize {
  audio: string;
  output: string;
  durationSeconds: number;
  subtitles?: Subtitles;
}

export function planTalkingCuts(plan: TalkingCutsPlan): string[] {
  assertFrameSize(plan);
  assertAbsolute(plan.audio, plan.output);
  const captions = plan.subtitles ? `,${assFilter(plan.subtitles)}` : '';
  const graph = [
    `[0:v]setsar=1,format=yuv420p${captions}[v]`,
    voiceFilter('[1:a]', plan.durationSeconds),
  ].join(';');
  return talkingArgs(framesFromStdin(plan), graph, plan);
}
