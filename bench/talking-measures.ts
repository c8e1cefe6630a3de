import { readFileSync, rmSync } from 'node:fs';
import type { MediaToolkit } from '../src/server/media/toolkit.js';
import type { TalkingPortraitLayout } from '../src/server/media/talking/render.js';

/**
 * What a rendered talking portrait shows, measured on its decoded frames (not on the
 * parameters it was drawn from): the mouth's opening and motion, and the blinks.
 */

export interface ClipMeasures {
  /** Pearson correlation of mouth opening with the speech envelope, per frame. */
  correlation: number;
  /** The same with the opening the frames were drawn with (the track), not measured. */
  drawnCorrelation: number;
  /** Mean frame-to-frame mouth change in pauses over the same in speech. */
  pauseToSpeech: number;
  blinksPerMinute: number;
}

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

function boxAround(points: { x: number; y: number }[], marginX: number, marginY: number): Box {
  const xs = points.map((p) => p.x);
  const ys = points.map((p) => p.y);
  const x = Math.floor(Math.min(...xs) - marginX);
  const y = Math.floor(Math.min(...ys) - marginY);
  return {
    x,
    y,
    width: Math.ceil(Math.max(...xs) + marginX) - x,
    height: Math.ceil(Math.max(...ys) + marginY) - y,
  };
}

/** Every frame of a box of the video (or the still's one), as 8-bit luma. */
async function boxFrames(media: MediaToolkit, input: string, box: Box): Promise<Buffer[]> {
  const raw = `${input}.${box.x}-${box.y}.gray`;
  await media.run([
    ...['-v', 'error', '-y', '-i', input],
    // Softened a little: a painted face's hard edges would make a sub-pixel sway of the head
    // look like a change (alignment is to whole pixels).
    ...['-vf', `crop=${box.width}:${box.height}:${box.x}:${box.y},format=gray,boxblur=2:1`],
    ...['-f', 'rawvideo', raw],
  ]);
  const all = readFileSync(raw);
  rmSync(raw);
  const size = box.width * box.height;
  return Array.from({ length: Math.floor(all.length / size) }, (_, f) =>
    all.subarray(f * size, (f + 1) * size),
  );
}

const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / Math.max(1, values.length);

function pearson(a: number[], b: number[]): number {
  const [ma, mb] = [mean(a), mean(b)];
  let [num, da, db] = [0, 0, 0];
  for (let i = 0; i < a.length; i++) {
    num += (a[i]! - ma) * (b[i]! - mb);
    da += (a[i]! - ma) ** 2;
    db += (b[i]! - mb) ** 2;
  }
  return num / Math.sqrt(da * db || 1);
}

/** A frame of the face's box, and where a sub-box of it sits. */
interface Crop {
  frame: Buffer;
  width: number;
}

function inner(outer: Box, box: Box): Box {
  return { ...box, x: box.x - outer.x, y: box.y - outer.y };
}

/**
 * The head's shift in this frame against the still (integer pixels, within ±6): the offset
 * that best matches the face above the mouth, which the warp moves only for blinks. The mouth and eyes are then
 * compared at that offset, so the head's sway does not count as mouth motion or a blink.
 */
function headShift(still: Crop, frame: Crop, region: Box): { dx: number; dy: number } {
  let best = { dx: 0, dy: 0, cost: Infinity };
  for (let dy = -6; dy <= 6; dy++) {
    for (let dx = -6; dx <= 6; dx++) {
      let cost = 0;
      for (let y = 0; y < region.height; y += 2) {
        for (let x = 0; x < region.width; x += 2) {
          const a = still.frame[(region.y + y) * still.width + region.x + x]!;
          const b = frame.frame[(region.y + y + dy) * frame.width + region.x + x + dx] ?? 0;
          cost += Math.abs(a - b);
        }
      }
      if (cost < best.cost) best = { dx, dy, cost };
    }
  }
  return best;
}

/** Per pixel of `box`: still and frame values, the frame read at the head's shift. */
function pairs(
  still: Crop,
  frame: Crop,
  box: Box,
  shift: { dx: number; dy: number },
  each: (still: number, frame: number) => number,
): number {
  let sum = 0;
  for (let y = 0; y < box.height; y++) {
    for (let x = 0; x < box.width; x++) {
      const a = still.frame[(box.y + y) * still.width + box.x + x]!;
      const b = frame.frame[(box.y + y + shift.dy) * frame.width + box.x + x + shift.dx] ?? a;
      sum += each(a, b);
    }
  }
  return sum / (box.width * box.height);
}

export async function measureClip(
  media: MediaToolkit,
  clip: {
    video: string;
    still: string;
    layout: TalkingPortraitLayout;
    samples: Float32Array;
    sampleRate: number;
    seconds: number;
  },
): Promise<ClipMeasures> {
  const { landmarks } = clip.layout;
  const mouthWidth = Math.abs(landmarks.mouthLeft.x - landmarks.mouthRight.x);
  const eyes = [landmarks.leftEye, landmarks.rightEye].flatMap((e) => [
    e.outer,
    e.inner,
    e.upper,
    e.lower,
  ]);
  const faceBox = boxAround(
    [...eyes, landmarks.chin, landmarks.jawLeft, landmarks.jawRight],
    12,
    12,
  );
  const mouthBox = inner(
    faceBox,
    boxAround(
      [landmarks.mouthLeft, landmarks.mouthRight, landmarks.upperLipTop, landmarks.lowerLipBottom],
      mouthWidth * 0.15,
      mouthWidth * 0.25,
    ),
  );
  const eyeBox = inner(faceBox, boxAround(eyes, 2, 3));
  // Aligned on everything above the upper lip: eyes, brows, nose (blinks are too brief to
  // matter; a flat painted face needs its eyes' edges to align on).
  const alignBox = inner(
    faceBox,
    boxAround([...eyes, landmarks.noseTip, landmarks.jawLeft, landmarks.jawRight], 4, 4),
  );
  alignBox.height = Math.min(
    alignBox.height,
    Math.floor(landmarks.upperLipTop.y - faceBox.y - 8 - alignBox.y),
  );
  const [still] = await boxFrames(media, clip.still, faceBox);
  const frames = await boxFrames(media, clip.video, faceBox);
  const stillCrop = { frame: still!, width: faceBox.width };
  const crops = frames.map((frame) => ({ frame, width: faceBox.width }));
  const shifts = crops.map((crop) => headShift(stillCrop, crop, alignBox));

  // Opening: how much darker than the still the mouth's box is (the open mouth's inside).
  const opening = crops.map((crop, f) =>
    pairs(stillCrop, crop, mouthBox, shifts[f]!, (a, b) => Math.max(0, a - b - 6)),
  );
  const perFrame = clip.sampleRate / 24;
  const envelope = crops.map((_, f) => {
    let sum = 0;
    const from = Math.floor(f * perFrame);
    for (let i = from; i < from + perFrame; i++) sum += (clip.samples[i] ?? 0) ** 2;
    return Math.sqrt(sum / perFrame);
  });
  const loud = [...envelope].sort((a, b) => a - b)[Math.floor(envelope.length * 0.95)]!;
  const silentAround = (f: number) =>
    envelope.slice(Math.max(0, f - 4), f + 5).every((e) => e < loud * 0.02);
  // Mouth motion: the change of its (head-aligned) pixels from one frame to the next.
  const aligned = crops.map((crop, f) => {
    const values: number[] = [];
    pairs(stillCrop, crop, mouthBox, shifts[f]!, (_, b) => (values.push(b), 0));
    return values;
  });
  const motion = aligned.map((values, f) =>
    f === 0 ? 0 : mean(values.map((v, i) => Math.abs(v - aligned[f - 1]![i]!))),
  );
  const pauses = motion.filter((_, f) => f > 0 && silentAround(f));
  const speech = motion.filter((_, f) => f > 0 && envelope[f]! > loud * 0.2);

  const closure = crops.map((crop, f) =>
    pairs(stillCrop, crop, eyeBox, shifts[f]!, (a, b) => Math.abs(a - b)),
  );
  const sorted = [...closure].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)]!;
  const threshold = median + Math.max(2.5, 0.4 * (sorted.at(-1)! - median));
  const blinks = closure.filter(
    (c, f) => c > threshold && (closure[f - 1] ?? 0) <= threshold,
  ).length;

  return {
    correlation: pearson(opening, envelope),
    drawnCorrelation: pearson(
      clip.layout.track.slice(0, envelope.length).map((p) => p.open),
      envelope,
    ),
    pauseToSpeech: mean(pauses) / Math.max(1e-9, mean(speech)),
    blinksPerMinute: (blinks * 60) / clip.seconds,
  };
}
