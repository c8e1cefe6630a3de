import { GLOBAL_ARGS, PROGRESS_ARGS, assertAbsolute } from './plan-common.js';

/**
 * An episode's recording (issue 30, decision 066) decoded once for its analysis: the first
 * audio stream (a video's sound), mixed to mono at 16 kHz as 16-bit PCM WAV, the one format
 * every transcription engine takes and the moment finder reads. Three hours are ~345 MB on
 * disk; it is never read into memory whole.
 */

export const EPISODE_WAV_SAMPLE_RATE = 16_000;

export function planEpisodeWav(plan: {
  recording: string;
  output: string;
  /** Only this stretch of the recording (a podcast clip's words, decision 069). */
  span?: { startSeconds: number; durationSeconds: number };
}): string[] {
  assertAbsolute(plan.recording, plan.output);
  const { span } = plan;
  return [
    ...GLOBAL_ARGS,
    ...PROGRESS_ARGS,
    ...(span ? ['-ss', String(span.startSeconds), '-t', String(span.durationSeconds)] : []),
    '-i',
    plan.recording,
    '-map',
    '0:a:0',
    '-vn',
    '-ac',
    '1',
    '-ar',
    String(EPISODE_WAV_SAMPLE_RATE),
    '-c:a',
    'pcm_s16le',
    '-f',
    'wav',
    plan.output,
  ];
}
