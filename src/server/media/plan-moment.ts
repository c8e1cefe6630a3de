import { CLIP_FADE_IN_SECONDS, CLIP_FADE_OUT_SECONDS } from '@shared/moments';
import { GLOBAL_ARGS, assertAbsolute, num } from './plan-common.js';

/**
 * The podcast clip's moment (decision 058): the audio decoded once for the pause analysis, and
 * the chosen stretch cut out of it with its fades, as the one audio every engine receives.
 */

/** 16 kHz keeps all of speech's energy (up to 8 kHz) at a sixth of a 48 kHz decode's cost. */
export const MOMENT_SAMPLE_RATE = 16_000;
/** The cut keeps CD quality; WAV, so no encoder delay shifts the start (Hedra takes WAV). */
export const MOMENT_CUT_SAMPLE_RATE = 44_100;

/** The whole audio as raw signed 16-bit little-endian mono PCM at MOMENT_SAMPLE_RATE. */
export function planSpeechSamples(plan: { audio: string; output: string }): string[] {
  assertAbsolute(plan.audio, plan.output);
  return [
    ...GLOBAL_ARGS,
    '-i',
    plan.audio,
    '-map',
    '0:a:0',
    '-ac',
    '1',
    '-ar',
    String(MOMENT_SAMPLE_RATE),
    '-c:a',
    'pcm_s16le',
    '-f',
    's16le',
    plan.output,
  ];
}

export interface MomentCutPlan {
  audio: string;
  output: string;
  startSeconds: number;
  durationSeconds: number;
}

/**
 * `durationSeconds` of the audio from `startSeconds`, faded in over a few milliseconds (no
 * click) and out over CLIP_FADE_OUT_SECONDS, as 16-bit WAV. Seeking the input before `-i`
 * is sample-accurate when decoding (ffmpeg's accurate_seek).
 */
export function planMomentCut(plan: MomentCutPlan): string[] {
  assertAbsolute(plan.audio, plan.output);
  const fadeOut = Math.min(CLIP_FADE_OUT_SECONDS, plan.durationSeconds / 4);
  const fadeIn = Math.min(CLIP_FADE_IN_SECONDS, plan.durationSeconds / 4);
  const fades =
    `afade=t=in:st=0:d=${num(fadeIn)},` +
    `afade=t=out:st=${num(plan.durationSeconds - fadeOut)}:d=${num(fadeOut)}`;
  return [
    ...GLOBAL_ARGS,
    '-ss',
    num(plan.startSeconds),
    '-t',
    num(plan.durationSeconds),
    '-i',
    plan.audio,
    '-map',
    '0:a:0',
    '-af',
    fades,
    '-ar',
    String(MOMENT_CUT_SAMPLE_RATE),
    '-c:a',
    'pcm_s16le',
    '-f',
    'wav',
    plan.output,
  ];
}
