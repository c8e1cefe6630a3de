import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { cuesWithin, type CaptionCue } from '@shared/voiceovers';
import type { CaptionLook } from '@shared/captions';
import { buildAssCaptions } from '../../media/captions-ass.js';
import { captionFontsDir } from '../../media/fonts.js';
import { planBurnCaptions } from '../../media/plan.js';
import { MediaError, type MediaToolkit } from '../../media/toolkit.js';
import type { VideoRenderResult } from '../../providers/video/index.js';
import type { VideoJobRow } from './repo.js';

/**
 * Captions for engines that do not draw them. A podcast clip made from a voiceover carries its
 * caption cues; the engine gets them, and when it hands back a video without them (a vendor's
 * finished MP4), the renderer burns them in with one more ffmpeg pass before storing it.
 */

/**
 * The engine's share of the progress bar when a caption pass may follow; the pass takes the
 * rest. (An engine that draws the captions itself jumps from here to done.)
 */
const ENGINE_PROGRESS_SHARE = 90;

/** The cues to burn into a job's video: podcast clips only, cut to the clip's length. */
export function captionsOf(
  job: Pick<VideoJobRow, 'mode' | 'captions' | 'durationSeconds'>,
): CaptionCue[] {
  if (job.mode !== 'hedra' || !job.captions?.length) return [];
  return cuesWithin(job.captions, job.durationSeconds * 1000);
}

/** The engine's progress as the job's: with cues, it leaves room for a caption pass. */
export function engineProgress(cues: readonly CaptionCue[], percent: number): number {
  return cues.length ? (percent * ENGINE_PROGRESS_SHARE) / 100 : percent;
}

export interface CaptionedVideoRequest {
  media: MediaToolkit;
  engineResult: VideoRenderResult;
  /** The engine's video as ffprobe measured it (a vendor may not deliver the size asked). */
  frame: { width: number; height: number };
  durationSeconds: number;
  cues: readonly CaptionCue[];
  /** How they look (the job's choice; the defaults when it has none). */
  look?: CaptionLook | undefined;
  workDir: string;
  signal: AbortSignal;
  /** The job's progress, 0..100. */
  report(percent: number): void;
}

/**
 * The video to store: the engine's when there are no cues or it drew them itself, else a copy
 * with the cues burned in by one re-encode (the sound is copied). A failure of that pass is a
 * plain Error, retried by the job platform like any failed render; cancellation passes through.
 */
export async function captionedVideo(request: CaptionedVideoRequest): Promise<string> {
  const { media, engineResult, frame, durationSeconds, cues, workDir } = request;
  if (!cues.length || engineResult.captionsBurned) return engineResult.videoPath;
  const assPath = path.join(workDir, 'captions-pass.ass');
  const output = path.join(workDir, 'video-captioned.mp4');
  const durationMs = durationSeconds * 1000;
  // Made for the frame size ffprobe reports, so the text sits where it should in any video.
  // At the look's own place: the vendor frames the face, and where it lands is not known here
  // (decision 072; the local talking portrait frames the face clear of its captions instead).
  const look = request.look ? { look: request.look } : {};
  await writeFile(assPath, buildAssCaptions({ cues, durationMs, ...frame, ...look }));
  const args = planBurnCaptions({
    input: engineResult.videoPath,
    assPath,
    fontsDir: captionFontsDir(),
    output,
  });
  try {
    await media.run(args, {
      signal: request.signal,
      // A re-encode runs several times faster than real time; this only catches a hung ffmpeg.
      timeoutMs: 60_000 + durationMs * 2,
      expectedDurationSeconds: durationSeconds,
      onProgress: (percent) =>
        request.report(ENGINE_PROGRESS_SHARE + ((100 - ENGINE_PROGRESS_SHARE) * percent) / 100),
    });
  } catch (error) {
    if (error instanceof MediaError && error.reason === 'aborted') throw error;
    throw new Error('Burning the captions into the video failed', { cause: error });
  }
  return output;
}
