import path from 'node:path';
import { videoFrameSize, type VideoAspectRatio, type VideoResolution } from '@shared/videos';
import { EngineError } from '../../kernel/engine-error.js';
import { sharedFaceDetector, type FaceDetector } from '../../media/faces/index.js';
import { findSubject, type FramingLog } from '../../media/framing-input.js';
import { readImageOrientation } from '../../media/orientation.js';
import type { MediaToolkit } from '../../media/toolkit.js';
import { composeHostOnSet } from '../../providers/image/index.js';
import type { LocalMediaFile } from '../../providers/video/index.js';
import type { VideoJobRow } from './repo.js';

/**
 * The podcast clip's first frame on its set: the host's picture in front of the saved
 * background, composed once before the render, so every engine gets the one image its
 * contract takes (the local engine animates it; Hedra's start keyframe is it).
 */

export interface HostOnSetDeps {
  media: MediaToolkit;
  /** Finds the host's face; the shared detector without. */
  faces?: FaceDetector;
  /** Where a failed detection is told (the head is then guessed); stderr without. */
  log?: FramingLog;
}

const stderrLog: FramingLog = { warn: (details, message) => console.warn(message, details) };

export async function hostOnSet(
  deps: HostOnSetDeps,
  job: Pick<VideoJobRow, 'aspectRatio' | 'resolution' | 'speakerFace'>,
  inputs: { portrait: LocalMediaFile; set: LocalMediaFile; workDir: string; signal: AbortSignal },
): Promise<LocalMediaFile> {
  const { portrait, set, workDir, signal } = inputs;
  const output = path.join(workDir, 'host-on-set.jpg');
  const frame = videoFrameSize(
    job.aspectRatio as VideoAspectRatio,
    job.resolution as VideoResolution,
  );
  signal.throwIfAborted();
  try {
    // The host cut out around their detected face and set behind the desk (decisions 057,
    // 061), drawn with canvas, which decodes both pictures upright.
    const face = await hostFace(deps, job, inputs);
    await composeHostOnSet({
      portrait: portrait.path,
      set: set.path,
      output,
      ...frame,
      ...(face && { face }),
    });
  } catch (error) {
    if (signal.aborted) throw error;
    throw new EngineError('video', 'The background or the portrait could not be read', false, {
      cause: error,
    });
  }
  signal.throwIfAborted();
  return { path: output, mimeType: 'image/jpeg' };
}

/**
 * The speaking host's face in the portrait (the chosen one, else the largest), found once per
 * picture (framing-input.ts); undefined when none is found or detection fails.
 */
async function hostFace(
  deps: HostOnSetDeps,
  job: Pick<VideoJobRow, 'speakerFace'>,
  { portrait, workDir, signal }: { portrait: LocalMediaFile; workDir: string; signal: AbortSignal },
) {
  const { faces } = await findSubject(deps.media, {
    picture: portrait.path,
    orientation: await readImageOrientation(portrait.path),
    workDir,
    detector: deps.faces ?? sharedFaceDetector(),
    log: deps.log ?? stderrLog,
    signal,
  });
  return (faces[job.speakerFace ?? 0] ?? faces[0])?.box;
}
