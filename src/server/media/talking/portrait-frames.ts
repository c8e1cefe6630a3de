import { Readable } from 'node:stream';
import { mapLandmarks } from '../faces/map-landmarks.js';
import type { FaceLandmarks } from '../faces/types.js';
import { PortraitAnimator, type FrameParams, type PatchImage } from './animator.js';
import { expressionFromPrompt } from './expression.js';
import { blinkTrack, headTrack } from './motion.js';
import { spokenVisemeTrack, type SpokenWord } from './spoken-visemes.js';
import { visemeTrack } from './visemes.js';

/**
 * The talking portrait's moving part: the patch around the speaker's face, one RGB frame per
 * video frame, streamed to ffmpeg (which lays it over the still picture). Only the patch is
 * drawn per frame: the rest of the picture is the still, so it cannot move.
 */

export interface PatchRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The patch around a face (in frame pixels): the head with a margin, even-sized and inside. */
export function patchAround(
  face: FaceLandmarks,
  frame: { width: number; height: number },
): PatchRect {
  const xs = [face.jawLeft.x, face.jawRight.x, face.forehead.x, face.chin.x];
  const ys = [face.forehead.y, face.chin.y, face.jawLeft.y, face.jawRight.y];
  const faceWidth = Math.max(...xs) - Math.min(...xs);
  const faceHeight = Math.max(...ys) - Math.min(...ys);
  const left = Math.max(0, Math.floor((Math.min(...xs) - faceWidth * 0.75) / 2) * 2);
  const top = Math.max(0, Math.floor((Math.min(...ys) - faceHeight * 0.7) / 2) * 2);
  const right = Math.min(frame.width, Math.ceil((Math.max(...xs) + faceWidth * 0.75) / 2) * 2);
  const bottom = Math.min(frame.height, Math.ceil((Math.max(...ys) + faceHeight * 0.75) / 2) * 2);
  return { x: left, y: top, width: right - left, height: bottom - top };
}

/** Landmarks moved by an offset (frame pixels to patch pixels). */
export function offsetLandmarks(face: FaceLandmarks, dx: number, dy: number): FaceLandmarks {
  return mapLandmarks(face, (p) => ({ x: p.x - dx, y: p.y - dy }));
}

export interface TalkingTrackInput {
  /** Mono speech, -1..1, from the clip's start. */
  samples: Float32Array;
  sampleRate: number;
  fps: number;
  frames: number;
  prompt: string;
  seed: number;
  /** The words heard, with their phonemes, when the speech is a voiceover of ours. */
  words?: readonly SpokenWord[];
}

/**
 * Every frame's parameters: the mouth from the words' phonemes when they are known, else from
 * the sound; blinks and head motion from the seed.
 */
export function talkingTrack(input: TalkingTrackInput): FrameParams[] {
  const expression = expressionFromPrompt(input.prompt);
  const shapes = input.words?.length
    ? spokenVisemeTrack(input.words, input.fps, input.frames)
    : visemeTrack(input);
  const mouth = shapes.map((shape) => ({
    ...shape,
    open: Math.min(1, shape.open * (0.85 + 0.15 * expression.energy)),
  }));
  const blinks = blinkTrack(input.frames, input.fps, expression.blinksPerMinute, input.seed);
  const head = headTrack(mouth, input.fps, expression, input.seed);
  return mouth.map((shape, f) => ({
    ...shape,
    blink: blinks[f]!,
    smile: expression.smile,
    head: head[f]!,
  }));
}

/** A stream of the patch's frames as packed RGB, drawn as ffmpeg asks for them. */
export function patchFrameStream(
  patch: PatchImage,
  face: FaceLandmarks,
  track: readonly FrameParams[],
): Readable {
  const animator = new PortraitAnimator(patch, face);
  let frame = 0;
  return new Readable({
    highWaterMark: patch.width * patch.height * 3 * 2,
    read() {
      if (frame >= track.length) {
        this.push(null);
        return;
      }
      const out = new Uint8Array(patch.width * patch.height * 3);
      animator.draw(track[frame]!, out);
      frame += 1;
      this.push(out);
    },
  });
}
