import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { DetectedFace, FaceDetector, FaceLandmarks } from '../faces/types.js';
import type { Canvas } from '@napi-rs/canvas';
import type { CaptionLook } from '@shared/captions';
import type { CaptionCue } from '@shared/voiceovers';
import type { FrameParams, PatchImage } from './animator.js';
import { buildAssCaptions, type CaptionBand, type CaptionPlacement } from '../captions-ass.js';
import { LOUDNESS_SAMPLE_RATE, OUTPUT_FPS, frameCount, planLoudnessSamples } from '../plan.js';
import type { Subtitles } from '../plan-captions.js';
import type { FrameSize } from '../plan-common.js';
import { captionPlacement, planCloseUp, type CloseUpPlan } from './caption-room.js';
import { planTalkingPortrait } from '../plan-talking.js';
import type { FfmpegRunOptions, MediaToolkit } from '../toolkit.js';
import type { SpokenWord } from './spoken-visemes.js';
import {
  coverFit,
  downscaled,
  landmarksInFrame,
  loadUpright,
  pixelsOf,
  type CoverFit,
} from './picture.js';
import {
  offsetLandmarks,
  patchAround,
  patchFrameStream,
  talkingTrack,
  type PatchRect,
  type TalkingTrackInput,
} from './portrait-frames.js';

/** Detection sees the picture at most this large: the face models work at 128-192 px anyway. */
const DETECTION_SIZE = 720;

export interface TalkingPortraitRequest {
  picture: string;
  /** EXIF orientation of the picture (1 = upright); canvas decoding already applies it. */
  orientation: number;
  audio: string;
  output: string;
  workDir: string;
  width: number;
  height: number;
  durationSeconds: number;
  prompt: string;
  seed: number;
  /** Which face speaks, as an index into findFaces' list (largest first); 0 when absent. */
  speakerFace?: number;
  /** Captions to burn in: the face is framed to leave them room (decision 072). */
  captions?: TalkingCaptions;
  /**
   * The words heard, with their phonemes, when the audio is a voiceover of ours: the mouth
   * follows them instead of the sound (spoken-visemes.ts).
   */
  words?: readonly SpokenWord[];
  signal: AbortSignal;
  run: Pick<FfmpegRunOptions, 'onProgress' | 'onSpawn' | 'timeoutMs'>;
}

export interface TalkingCaptions {
  cues: readonly CaptionCue[];
  look: CaptionLook;
  /** A folder holding the style's font (captionFontsDir()). */
  fontsDir: string;
}

/** The faces in a picture file, largest first (coordinates normalised to the upright picture). */
export async function findFaces(detector: FaceDetector, picture: string): Promise<DetectedFace[]> {
  const upright = await loadUpright(picture);
  return detector.detect(pixelsOf(downscaled(upright, DETECTION_SIZE)));
}

export interface TalkingPortraitLayout {
  /** Where the moving patch sits in the frame, and the speaker's landmarks in frame pixels. */
  patch: PatchRect;
  landmarks: FaceLandmarks;
  /** Each frame's mouth, eyes and head, as drawn. */
  track: FrameParams[];
  /** The rows the head may cover in the frame (pixels), kept clear of the captions. */
  head: { top: number; bottom: number };
  /** Where the captions were moved to, when not to the look's own place (Middle). */
  captions?: CaptionPlacement | undefined;
}

/** Renders the clip with `face` speaking; answers where it drew what (tests, benchmark). */
export async function renderTalkingPortrait(
  media: MediaToolkit,
  face: DetectedFace,
  request: TalkingPortraitRequest,
): Promise<TalkingPortraitLayout> {
  const { width, height, durationSeconds, workDir, signal } = request;
  const upright = await loadUpright(request.picture);
  const look = request.captions?.look;
  const { fit, inFrame, patch, pixels, plan } = closeUpOf(upright, face, request, look);
  const subtitles = await writeTalkingCaptions(request, [plan.head]);
  const background = path.join(workDir, 'still.png');
  await writeFile(background, await fit.frame.encode('png'));
  const track = talkingTrack({
    ...(await speechOf(media, request)),
    prompt: request.prompt,
    seed: request.seed,
    ...(request.words && { words: request.words }),
  });
  const frames = patchFrameStream(pixels, offsetLandmarks(inFrame, patch.x, patch.y), track);
  await media.run(
    planTalkingPortrait({
      background,
      patch,
      audio: request.audio,
      output: request.output,
      width,
      height,
      durationSeconds,
      ...(subtitles && { subtitles }),
    }),
    { ...request.run, signal, expectedDurationSeconds: durationSeconds, stdin: frames },
  );
  return {
    patch,
    landmarks: inFrame,
    track,
    head: plan.head,
    ...(subtitles && { captions: subtitles.placement }),
  };
}

/**
 * The captions' .ass file, placed clear of the heads (frame rows) of the close-ups shown; undefined without
 * captions. Answers where it put them (undefined: the look's own place).
 */
export async function writeTalkingCaptions(
  request: TalkingPortraitRequest,
  heads: readonly CaptionBand[],
): Promise<(Subtitles & { placement: CaptionPlacement | undefined }) | undefined> {
  const { captions, width, height, durationSeconds, workDir } = request;
  if (!captions?.cues.length) return undefined;
  const frame = { width, height };
  const placement = captionPlacement(frame, captions.look, heads);
  const assPath = path.join(workDir, 'captions.ass');
  const ass = buildAssCaptions({
    cues: captions.cues,
    ...frame,
    durationMs: durationSeconds * 1000,
    look: captions.look,
    ...(placement && { placement }),
  });
  await writeFile(assPath, ass);
  return { assPath, fontsDir: captions.fontsDir, placement };
}

export interface CloseUp {
  /** The picture cover-fitted to the frame around the face. */
  fit: CoverFit;
  /** The face's landmarks in frame pixels, and the patch drawn around them. */
  inFrame: FaceLandmarks;
  patch: PatchRect;
  /** The patch's pixels (RGBA) as the still has them. */
  pixels: PatchImage;
  /** The window shown and the head's rows in the frame (planCloseUp). */
  plan: CloseUpPlan;
}

/**
 * The picture framed around one face: its whole head in view, with room above it and below
 * the chin (decision 057, "Face-aware crops"); the portrait does not zoom, so the wide window
 * is the frame, moved or widened to leave the captions room (decision 072). The single-face
 * portrait and each close-up of a cut portrait (decision 070).
 */
export function closeUpOf(
  upright: Canvas,
  face: DetectedFace,
  frame: FrameSize,
  look?: CaptionLook,
): CloseUp {
  const { width, height } = frame;
  const plan = planCloseUp(upright, face.box, { width, height }, look);
  const fit = coverFit(upright, width, height, plan.window);
  const inFrame = landmarksInFrame(face.landmarks, fit);
  const patch = patchAround(inFrame, { width, height });
  const image = fit.frame
    .getContext('2d')
    .getImageData(patch.x, patch.y, patch.width, patch.height);
  return {
    fit,
    inFrame,
    patch,
    pixels: { width: patch.width, height: patch.height, data: image.data },
    plan,
  };
}

/** The speech as mono samples at the loudness rate, with the frame rate and count to track. */
export async function speechOf(
  media: MediaToolkit,
  request: TalkingPortraitRequest,
): Promise<Pick<TalkingTrackInput, 'samples' | 'sampleRate' | 'fps' | 'frames'>> {
  const { durationSeconds, workDir, signal } = request;
  const pcmPath = path.join(workDir, 'speech.pcm');
  await media.run(planLoudnessSamples({ audio: request.audio, durationSeconds, output: pcmPath }), {
    signal,
    ...(request.run.timeoutMs !== undefined && { timeoutMs: request.run.timeoutMs }),
  });
  return {
    samples: toFloat(await readFile(pcmPath)),
    sampleRate: LOUDNESS_SAMPLE_RATE,
    fps: OUTPUT_FPS,
    frames: frameCount(durationSeconds),
  };
}

function toFloat(pcm: Buffer): Float32Array {
  const samples = new Int16Array(pcm.buffer, pcm.byteOffset, Math.floor(pcm.byteLength / 2));
  return Float32Array.from(samples, (s) => s / 32768);
}
