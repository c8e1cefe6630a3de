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
  /**
   * Measured opening against the drawn one: how well the measure sees the drawing (for a
   * word-exact clip, the mouth against its phoneme schedule).
   */
  drawnMatch: number;
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
    // Gray first, then the crop: cropping the video's 4:2:0 frames would round an odd
    // position or size to even, so the video's box would not be the still's (and a height
    // one row short made frame f read f rows off). Softened a little: a painted face's hard
    // edges would make a sub-pixel sway of the head look like a change (alignment is to
    // whole pixels).
    ...['-vf', `format=gray,crop=${box.width}:${box.height}:${box.x}:${box.y},boxblur=2:1`],
    ...['-f', 'rawvideo', raw],
  ]);
  const all = readFileSync(raw);
  rmSync(raw);
  const size = box.width * box.height;
  if (all.length % size !== 0) {
    throw new Error(`${input}: ${all.length} bytes of ${box.width}×${box.height} frames`);
  }
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

/** Where the head sits in a frame against the still: a shift and a tilt about `centre`. */
interface Pose {
  dx: number;
  dy: number;
  angle: number;
  centre: { x: number; y: number };
}

/** The frame's value (bilinear) where the still's pixel (x, y) went, or undefined outside. */
function sampleAt(frame: Crop, pose: Pose, x: number, y: number): number | undefined {
  const cos = Math.cos(pose.angle);
  const sin = Math.sin(pose.angle);
  const rx = x - pose.centre.x;
  const ry = y - pose.centre.y;
  const fx = pose.centre.x + cos * rx - sin * ry + pose.dx;
  const fy = pose.centre.y + sin * rx + cos * ry + pose.dy;
  const height = frame.frame.length / frame.width;
  if (fx < 0 || fy < 0 || fx > frame.width - 1.001 || fy > height - 1.001) return undefined;
  const x0 = Math.floor(fx);
  const y0 = Math.floor(fy);
  const [tx, ty] = [fx - x0, fy - y0];
  const i = y0 * frame.width + x0;
  const f = frame.frame;
  const top = f[i]! + (f[i + 1]! - f[i]!) * tx;
  const bottom = f[i + frame.width]! + (f[i + frame.width + 1]! - f[i + frame.width]!) * tx;
  return top + (bottom - top) * ty;
}

function alignCost(still: Crop, frame: Crop, region: Box, pose: Pose): number {
  let cost = 0;
  for (let y = 0; y < region.height; y += 2) {
    for (let x = 0; x < region.width; x += 2) {
      const a = still.frame[(region.y + y) * still.width + region.x + x]!;
      cost += Math.abs(a - (sampleAt(frame, pose, region.x + x, region.y + y) ?? 0));
    }
  }
  return cost;
}

/**
 * How far (pixels) the head is looked for from where it sits in the still. It was 6: at the
 * bottom of the astronaut's biggest nods (0.046 face heights) the head sat past that, the
 * alignment stopped at its bound and the eyes, compared off by a pixel or more, read as blinks.
 */
const REACH = 12;

/**
 * Where the head is in this frame against the still: the shift (whole pixels within ±REACH, then
 * to a quarter pixel) and the tilt (within ±3°) that best match the face above the mouth,
 * which the warp moves only for blinks. The mouth and eyes are then compared there, so the
 * head's sway and tilt do not count as mouth motion or a blink. (Whole-pixel shifts alone
 * left the sub-pixel sway and every tilt in the comparison: in pauses the mouth "moved" by
 * the head's motion, and a tilted head read as a blink.)
 */
function headPose(still: Crop, frame: Crop, region: Box): Pose {
  const centre = { x: region.x + region.width / 2, y: region.y + region.height / 2 };
  let best: Pose & { cost: number } = { dx: 0, dy: 0, angle: 0, centre, cost: Infinity };
  const consider = (pose: Pose) => {
    const cost = alignCost(still, frame, region, pose);
    if (cost < best.cost) best = { ...pose, cost };
  };
  // Every other pixel within the reach, then whole pixels around the best (the frames are
  // softened over 5 pixels, so the coarse grid cannot step over the match).
  for (let dy = -REACH; dy <= REACH; dy += 2) {
    for (let dx = -REACH; dx <= REACH; dx += 2) consider({ dx, dy, angle: 0, centre });
  }
  const coarse = { dx: best.dx, dy: best.dy };
  for (let dy = coarse.dy - 1; dy <= coarse.dy + 1; dy++) {
    for (let dx = coarse.dx - 1; dx <= coarse.dx + 1; dx++) consider({ dx, dy, angle: 0, centre });
  }
  // Tilt, then the shift to a quarter, then both again an eighth finer.
  for (const fine of [1, 0.5, 0.25]) {
    const { dx, dy } = best;
    const around = fine === 1 ? 0 : best.angle;
    for (let k = -4; k <= 4; k++) consider({ dx, dy, angle: around + k * 0.013 * fine, centre });
    const { angle } = best;
    for (let ky = -2; ky <= 2; ky++) {
      for (let kx = -2; kx <= 2; kx++) {
        consider({ dx: dx + kx * 0.25 * fine, dy: dy + ky * 0.25 * fine, angle, centre });
      }
    }
  }
  return best;
}

/** Per pixel of `box`: still and frame values, the frame read where the head put it. */
function pairs(
  still: Crop,
  frame: Crop,
  box: Box,
  pose: Pose,
  each: (still: number, frame: number) => number,
): number {
  let sum = 0;
  for (let y = 0; y < box.height; y++) {
    for (let x = 0; x < box.width; x++) {
      const a = still.frame[(box.y + y) * still.width + box.x + x]!;
      sum += each(a, sampleAt(frame, pose, box.x + x, box.y + y) ?? a);
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
  const poses = crops.map((crop) => headPose(stillCrop, crop, alignBox));

  // Opening: how much darker than the still the mouth's box is (the open mouth's inside).
  const opening = crops.map((crop, f) =>
    pairs(stillCrop, crop, mouthBox, poses[f]!, (a, b) => Math.max(0, a - b - 6)),
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
    pairs(stillCrop, crop, mouthBox, poses[f]!, (_, b) => (values.push(b), 0));
    return values;
  });
  const motion = aligned.map((values, f) =>
    f === 0 ? 0 : mean(values.map((v, i) => Math.abs(v - aligned[f - 1]![i]!))),
  );
  const pauses = motion.filter((_, f) => f > 0 && silentAround(f));
  const speech = motion.filter((_, f) => f > 0 && envelope[f]! > loud * 0.2);

  const closure = crops.map((crop, f) =>
    pairs(stillCrop, crop, eyeBox, poses[f]!, (a, b) => Math.abs(a - b)),
  );
  const sorted = [...closure].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)]!;
  // A blink stands far out of the eyes' own noise (8 median absolute deviations: the
  // aligned frames still differ a little from the still, codec and resampling), and out of
  // the closures near the largest. (The floor was 2.5 levels with whole-pixel alignment,
  // whose noise was larger; aligned finely, a small face's blinks stay under that.)
  const deviations = closure.map((c) => Math.abs(c - median)).sort((a, b) => a - b);
  const noise = deviations[Math.floor(deviations.length / 2)]!;
  const threshold = median + Math.max(8 * noise, 0.4 * (sorted.at(-1)! - median));
  const blinks = closure.filter(
    (c, f) => c > threshold && (closure[f - 1] ?? 0) <= threshold,
  ).length;

  const drawn = clip.layout.track.slice(0, envelope.length).map((p) => p.open);
  return {
    correlation: pearson(opening, envelope),
    drawnCorrelation: pearson(drawn, envelope),
    drawnMatch: pearson(opening, drawn),
    pauseToSpeech: mean(pauses) / Math.max(1e-9, mean(speech)),
    blinksPerMinute: (blinks * 60) / clip.seconds,
  };
}
