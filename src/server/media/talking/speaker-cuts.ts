import { Readable } from 'node:stream';
import type { SpeakerTurn } from '@shared/speaker-turns';
import type { DetectedFace } from '../faces/types.js';
import { planTalkingCuts } from '../plan-talking.js';
import type { MediaToolkit } from '../toolkit.js';
import { PortraitAnimator, type FrameParams } from './animator.js';
import { loadUpright } from './picture.js';
import { offsetLandmarks, talkingTrack, type PatchRect } from './portrait-frames.js';
import {
  closeUpOf,
  speechOf,
  writeTalkingCaptions,
  type TalkingPortraitRequest,
} from './render.js';
import type { CaptionPlacement } from '../captions-ass.js';

/**
 * The talking portrait of a clip with two or more speakers (decision 070): a close-up of each
 * speaker's face, framed as the single-face portrait frames its one, and a cut at each turn
 * change. Only the face on screen is animated, so only the speaker's mouth moves. Every frame
 * is composed here (the close-up's still with its animated patch) and piped whole to one
 * ffmpeg pass: a cut lands on an exact frame, and nothing is encoded twice.
 */

export interface SpeakerCutsLayout {
  /** The face on screen in each frame (an index into the faces). */
  faceAt: number[];
  /** Each face shown: its patch and landmarks in frame pixels, and its frames' parameters. */
  closeUps: Map<number, { patch: PatchRect; track: FrameParams[]; head: HeadInFrame }>;
  /** Where the captions were moved to, when not to the look's own place (Middle). */
  captions?: CaptionPlacement | undefined;
}

interface HeadInFrame {
  top: number;
  bottom: number;
}

/**
 * The face on screen in each of `frames` frames: a turn from startMs shows from the frame
 * nearest to it. Faces the picture does not have (a turn stored before the picture changed)
 * fall back to the largest.
 */
export function faceOfEachFrame(
  turns: readonly SpeakerTurn[],
  frames: number,
  fps: number,
  faceCount: number,
): number[] {
  const faceAt = new Array<number>(frames).fill(0);
  for (const turn of turns) {
    const face = turn.face < faceCount ? turn.face : 0;
    const from = Math.round((turn.startMs * fps) / 1000);
    const to = Math.min(frames, Math.round((turn.endMs * fps) / 1000));
    for (let f = from; f < to; f++) faceAt[f] = face;
  }
  // Past the last turn's end (a clip a frame longer than its words' clock): the last face.
  const lastTo = Math.round(((turns.at(-1)?.endMs ?? 0) * fps) / 1000);
  for (let f = Math.max(0, lastTo); f < frames; f++) faceAt[f] = faceAt[Math.max(0, lastTo - 1)]!;
  return faceAt;
}

interface ShownFace {
  /** The close-up's still as packed RGB, exactly the frame's size. */
  still: Buffer;
  patch: PatchRect;
  animator: PortraitAnimator;
  track: FrameParams[];
  /** The rows the head may cover in the frame, kept clear of the captions (decision 072). */
  head: HeadInFrame;
}

export async function renderSpeakerCuts(
  media: MediaToolkit,
  faces: readonly DetectedFace[],
  turns: readonly SpeakerTurn[],
  request: TalkingPortraitRequest,
): Promise<SpeakerCutsLayout> {
  const { width, height, durationSeconds, signal } = request;
  const upright = await loadUpright(request.picture);
  const speech = await speechOf(media, request);
  const faceAt = faceOfEachFrame(turns, speech.frames, speech.fps, faces.length);
  const shown = new Map<number, ShownFace>();
  for (const index of new Set(faceAt)) {
    const closeUp = closeUpOf(upright, faces[index]!, request, request.captions?.look);
    const { fit, inFrame, patch, pixels } = closeUp;
    const rgba = fit.frame.getContext('2d').getImageData(0, 0, width, height).data;
    shown.set(index, {
      still: rgbOf(rgba),
      patch,
      head: closeUp.plan.head,
      animator: new PortraitAnimator(pixels, offsetLandmarks(inFrame, patch.x, patch.y)),
      // Each face blinks and sways on its own (a seed of its own); the mouth follows the sound.
      track: talkingTrack({
        ...speech,
        prompt: request.prompt,
        seed: request.seed + index,
        ...(request.words && { words: request.words }),
      }),
    });
  }
  // Every close-up made the same room, so one placement suits them all.
  const heads = [...shown.values()].map((face) => face.head);
  const subtitles = await writeTalkingCaptions(request, heads);
  await media.run(
    planTalkingCuts({
      audio: request.audio,
      output: request.output,
      width,
      height,
      durationSeconds,
      ...(subtitles && { subtitles }),
    }),
    {
      ...request.run,
      signal,
      expectedDurationSeconds: durationSeconds,
      stdin: cutFrameStream(shown, faceAt, width),
    },
  );
  const closeUps = new Map(
    [...shown].map(([i, face]) => [i, { patch: face.patch, track: face.track, head: face.head }]),
  );
  return { faceAt, closeUps, ...(subtitles && { captions: subtitles.placement }) };
}

/** Packed RGB of an RGBA image. */
function rgbOf(rgba: Uint8ClampedArray): Buffer {
  const rgb = Buffer.allocUnsafe((rgba.length / 4) * 3);
  for (let i = 0, j = 0; i < rgba.length; i += 4, j += 3) {
    rgb[j] = rgba[i]!;
    rgb[j + 1] = rgba[i + 1]!;
    rgb[j + 2] = rgba[i + 2]!;
  }
  return rgb;
}

/** Whole frames as packed RGB, drawn as ffmpeg asks for them: the still with the patch on it. */
function cutFrameStream(
  shown: ReadonlyMap<number, ShownFace>,
  faceAt: readonly number[],
  width: number,
): Readable {
  const first = shown.get(faceAt[0]!)!;
  let frame = 0;
  return new Readable({
    highWaterMark: first.still.length * 2,
    read() {
      if (frame >= faceAt.length) {
        this.push(null);
        return;
      }
      const face = shown.get(faceAt[frame]!)!;
      const { patch } = face;
      const out = Buffer.from(face.still);
      const moving = new Uint8Array(patch.width * patch.height * 3);
      face.animator.draw(face.track[frame]!, moving);
      const row = patch.width * 3;
      for (let y = 0; y < patch.height; y++) {
        out.set(moving.subarray(y * row, (y + 1) * row), ((patch.y + y) * width + patch.x) * 3);
      }
      frame += 1;
      this.push(out);
    },
  });
}
