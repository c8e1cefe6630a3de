import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { buildAssCaptions } from '../../../media/captions-ass.js';
import { captionFontsDir } from '../../../media/fonts.js';
import type { Subtitles } from '../../../media/plan.js';
import { MediaError, type MediaToolkit } from '../../../media/toolkit.js';
import { readImageOrientation } from '../../../media/orientation.js';
import { EngineError } from '../../../kernel/engine-error.js';
import type { FaceDetector } from '../../../media/faces/index.js';
import { findSubject, type FramingLog } from '../../../media/framing-input.js';
import type { LocalMediaFile, VideoRenderRequest } from '../port.js';

/**
 * The steps the local engine's flows share: checking inputs, finding a picture's subject,
 * writing captions, reporting progress and telling failures apart.
 */

/** What every flow renders with: the toolkit, and the face detector with its log. */
export interface EngineKit {
  media: MediaToolkit;
  /** The detector for framing, and where its failure is told (the crop then frames the subject). */
  detection: { detector: FaceDetector | undefined; log: FramingLog };
}

/** Share of the progress bar the main render takes; the poster (and prep) take the rest. */
export const RENDER_START = 5;
export const RENDER_END = 95;

/** A generous ceiling per ffmpeg run; the job's own timeout (request.signal) usually acts first. */
export function renderTimeoutMs(durationSeconds: number): number {
  return 60_000 + durationSeconds * 4_000;
}

/** The main render's percent, placed between RENDER_START and RENDER_END on the job's bar. */
export function renderProgress(request: VideoRenderRequest): (percent: number) => void {
  return (percent) =>
    request.onProgress(RENDER_START + ((RENDER_END - RENDER_START) * percent) / 100);
}

/** The picture's faces and subject, detected once per picture (framing-input.ts). */
export function subjectOf(
  kit: EngineKit,
  picture: string,
  orientation: number,
  request: VideoRenderRequest,
) {
  const { workDir, signal } = request;
  return findSubject(kit.media, { picture, orientation, workDir, signal, ...kit.detection });
}

/** The picture's orientation, and its faces and subject (subjectOf). */
export async function framePicture(kit: EngineKit, picture: string, request: VideoRenderRequest) {
  const orientation = await readImageOrientation(picture);
  const subject = await subjectOf(kit, picture, orientation, request);
  return { orientation, subject };
}

/** A podcast clip's portrait and speech, both there and readable. */
export async function portraitAndAudio(kit: EngineKit, request: VideoRenderRequest) {
  const { signal } = request;
  const portrait = required(request.image, 'a portrait image');
  const audio = required(request.audio, 'an audio file');
  await assertReadable(kit.media, portrait, 'video', 'The portrait could not be read', signal);
  await assertReadable(kit.media, audio, 'audio', 'The audio file could not be read', signal);
  return { portrait, audio };
}

/** The podcast clip's cues, to draw in the same pass, as an .ass file for the frame size. */
export async function writeCaptions(request: VideoRenderRequest): Promise<Subtitles | undefined> {
  const { captions, captionLook, width, height, durationSeconds, workDir } = request;
  if (!captions?.length) return undefined;
  const assPath = path.join(workDir, 'captions.ass');
  const ass = buildAssCaptions({
    cues: captions,
    width,
    height,
    durationMs: durationSeconds * 1000,
    ...(captionLook && { look: captionLook }),
  });
  await writeFile(assPath, ass);
  return { assPath, fontsDir: captionFontsDir() };
}

export async function assertReadable(
  media: MediaToolkit,
  file: LocalMediaFile,
  stream: 'video' | 'audio',
  message: string,
  signal: AbortSignal,
): Promise<void> {
  const probe = await media.probe(file.path, signal).catch((error: unknown) => {
    if (error instanceof MediaError && error.reason === 'unreadable') {
      throw new EngineError('video', message, false, { cause: error });
    }
    throw error;
  });
  if (!probe[stream]) throw new EngineError('video', message, false);
}

export function required<T>(value: T | undefined, what: string): T {
  if (!value) throw new EngineError('video', `This video needs ${what}`, false);
  return value;
}

/**
 * Cancellation propagates as is; unreadable input is the user's to fix (not retried); any other
 * failure (ffmpeg crashed or timed out, a full disk) may pass on a retry.
 */
export function toEngineError(error: unknown): unknown {
  if (error instanceof EngineError) return error;
  if (error instanceof MediaError && error.reason === 'aborted') return error;
  if (error instanceof MediaError && error.reason === 'unreadable') {
    return new EngineError('video', 'An input file could not be read', false, { cause: error });
  }
  return new EngineError('video', 'The local engine could not render this video', true, {
    cause: error,
  });
}
