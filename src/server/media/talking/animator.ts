import type { FaceLandmarks, FacePoint } from '../faces/types.js';
import type { HeadPose } from './motion.js';
import { headMasks, smoothstep } from './head-mask.js';
import type { MouthShape } from './visemes.js';

/**
 * Draws one frame of the talking portrait: the face's patch of the picture, warped. Every
 * output pixel looks up where it comes from in the still (an inverse warp, sampled bilinearly):
 * - the head turns and shifts a little as a whole with its hair, fading to no motion over the
 *   background before the patch's edge and down the neck (head-mask.ts), so hair, collar and
 *   background meet the still picture without a seam or a smear; a nod moves the face fully
 *   and the crown less, as a head pitching about the neck does;
 * - the jaw and lower lip drop by the mouth's opening (a lens between the corners, wider for
 *   "ee", narrower for "oo"); the gap between the lips is painted as the mouth's inside;
 * - the mouth corners move out and up for a smile, in for a round mouth;
 * - each upper eyelid slides down over its eye for a blink.
 * Nothing else moves. Coordinates are the patch's pixels.
 */

export interface FrameParams extends MouthShape {
  blink: number;
  smile: number;
  head: HeadPose;
}

export interface PatchImage {
  width: number;
  height: number;
  /** RGBA. */
  data: Uint8Array | Uint8ClampedArray;
}

interface Axis {
  origin: FacePoint;
  /** Unit vector along the feature (right to left of the picture) and across it (down). */
  ux: number;
  uy: number;
  vx: number;
  vy: number;
}

function axis(from: FacePoint, to: FacePoint): Axis {
  const length = Math.hypot(to.x - from.x, to.y - from.y) || 1;
  let ux = (to.x - from.x) / length;
  let uy = (to.y - from.y) / length;
  if (ux < 0) [ux, uy] = [-ux, -uy];
  return { origin: { x: (from.x + to.x) / 2, y: (from.y + to.y) / 2 }, ux, uy, vx: -uy, vy: ux };
}

const across = (a: Axis, p: FacePoint) => (p.x - a.origin.x) * a.vx + (p.y - a.origin.y) * a.vy;

interface EyeShape {
  axis: Axis;
  halfWidth: number;
  upper: number;
  lower: number;
}

export class PortraitAnimator {
  readonly width: number;
  readonly height: number;
  readonly #src: PatchImage;
  readonly #mask: Float32Array;
  readonly #pitch: Float32Array;
  readonly #mouth: Axis;
  readonly #halfMouth: number;
  readonly #lipLine: number;
  readonly #lipBottom: number;
  readonly #chin: number;
  readonly #nose: number;
  readonly #faceWidth: number;
  readonly #faceHeight: number;
  readonly #pivot: FacePoint;
  readonly #eyes: EyeShape[];
  /** The mouth's inside and teeth, toned to the picture (grey in a black-and-white photo). */
  readonly #cavity: { dark: Rgb; teeth: Rgb };

  /** `face` in the patch's pixels. */
  constructor(src: PatchImage, face: FaceLandmarks) {
    this.#src = src;
    this.width = src.width;
    this.height = src.height;
    this.#mouth = axis(face.mouthRight, face.mouthLeft);
    const m = this.#mouth;
    this.#halfMouth =
      Math.hypot(face.mouthLeft.x - face.mouthRight.x, face.mouthLeft.y - face.mouthRight.y) / 2;
    this.#lipLine = (across(m, face.upperLipInner) + across(m, face.lowerLipInner)) / 2;
    this.#lipBottom = Math.max(this.#lipLine + 2, across(m, face.lowerLipBottom));
    this.#chin = Math.max(this.#lipBottom + 4, across(m, face.chin));
    this.#nose = Math.min(this.#lipLine - 3, across(m, face.noseTip));
    this.#faceWidth = Math.hypot(
      face.jawLeft.x - face.jawRight.x,
      face.jawLeft.y - face.jawRight.y,
    );
    this.#faceHeight = Math.hypot(face.chin.x - face.forehead.x, face.chin.y - face.forehead.y);
    this.#pivot = {
      x: face.chin.x + (face.chin.x - face.forehead.x) * 0.3,
      y: face.chin.y + (face.chin.y - face.forehead.y) * 0.3,
    };
    this.#eyes = [face.leftEye, face.rightEye].map((eye) => {
      const a = axis(eye.outer, eye.inner);
      return {
        axis: a,
        halfWidth: Math.hypot(eye.outer.x - eye.inner.x, eye.outer.y - eye.inner.y) / 2,
        upper: Math.min(-1, across(a, eye.upper)),
        lower: Math.max(1, across(a, eye.lower)),
      };
    });
    [this.#mask, this.#pitch] = headMasks(src.width, src.height, face);
    const colour = colourfulness(src, face);
    this.#cavity = { dark: toned(MOUTH_DARK, colour), teeth: toned(MOUTH_TEETH, colour) };
  }

  /** Writes the frame as packed RGB (width × height × 3) into `out`. */
  draw(params: FrameParams, out: Uint8Array): void {
    const { width, height } = this;
    const src = this.#src.data;
    const m = this.#mouth;
    const hw = this.#halfMouth;
    // Head motion: a rotation about the neck and a shift, as the inverse map's offset.
    const cos = Math.cos(params.head.roll);
    const sin = Math.sin(params.head.roll);
    const shiftX = params.head.dx * this.#faceWidth;
    const shiftY = params.head.dy * this.#faceHeight;
    const px = this.#pivot.x;
    const py = this.#pivot.y;
    // Mouth: the lens's half-width, the drop of the jaw, the lift of the upper lip.
    const spread = 1 + 0.14 * params.wide - 0.28 * params.round + 0.06 * params.smile;
    const lensHalf = hw * spread * 0.92;
    const drop = params.open * hw * (0.42 - 0.14 * params.wide);
    const lift = drop * 0.14;
    const cornerOut = hw * (0.12 * params.wide - 0.22 * params.round + 0.1 * params.smile);
    const cornerUp = hw * 0.16 * params.smile;
    const sigma2 = 2 * (0.45 * hw) ** 2;
    const jawHalf = this.#faceWidth / 2;
    const neckFall = (this.#chin - this.#lipLine) * 0.6;
    const mouthReach = Math.max(hw * 2.2, jawHalf);
    const mouthTop = this.#nose - 2;
    const mouthBottom = this.#chin + neckFall + drop + 2;
    for (let y = 0, o = 0; y < height; y++) {
      for (let x = 0; x < width; x++, o += 3) {
        const weight = this.#mask[y * width + x]!;
        let sx = x;
        let sy = y;
        if (weight > 0) {
          // Undo the head's motion: where this pixel sat before the head moved. The nod (the
          // vertical shift) moves the face fully and the top of the hair less, as a head
          // pitching about the neck does, so no narrow band above the hair has to stretch.
          const dx = x - px - shiftX;
          const dy = y - py;
          sx = x + weight * (px + cos * dx + sin * dy - x);
          sy = y + weight * (py - sin * dx + cos * dy - y) - this.#pitch[y * width + x]! * shiftY;
        }
        const hx = sx;
        const hy = sy;
        const u = (hx - m.origin.x) * m.ux + (hy - m.origin.y) * m.uy;
        const v = (hx - m.origin.x) * m.vx + (hy - m.origin.y) * m.vy;
        let cavity = 0;
        let teeth = 0;
        if (weight > 0 && v > mouthTop && v < mouthBottom && Math.abs(u) < mouthReach) {
          let du = 0;
          let dv = 0;
          // Corners: out (smile, "ee") or in ("oo"), and up for a smile.
          if (cornerOut !== 0 || cornerUp !== 0) {
            const side = u >= 0 ? 1 : -1;
            const g = Math.exp(-(((u - side * hw) ** 2 + (v - this.#lipLine) ** 2) / sigma2));
            du += side * cornerOut * g;
            dv -= cornerUp * g;
          }
          if (drop > 0.05) {
            const lens = Math.sqrt(Math.max(0, 1 - (u / lensHalf) ** 2));
            const jaw = 1 - smoothstep(jawHalf * 0.55, jawHalf, Math.abs(u));
            const top = this.#lipLine - lift * lens;
            const bottom = this.#lipLine + drop * lens;
            if (v < top) {
              dv -= lift * lens * smoothstep(this.#nose, this.#lipLine, v);
            } else if (v <= bottom && lens > 0) {
              // Inside the open mouth: dark, with the upper teeth showing at the top.
              const gap = bottom - top;
              cavity =
                Math.min(1, (v - top + 0.5) / 1.5, (bottom - v + 0.5) / 1.5, gap / 2) *
                smoothstep(0, 0.35, lens);
              teeth =
                params.open > 0.3
                  ? 0.5 * (1 - smoothstep(0, Math.min(gap * 0.3, hw * 0.14), v - top))
                  : 0;
              dv = v - this.#lipLine;
            } else {
              const down = this.#lipBottom + drop;
              const t = smoothstep(down, this.#chin + drop, v);
              const shift = drop * (lens * (1 - t) + jaw * t);
              const below = 1 - smoothstep(this.#chin + drop, this.#chin + drop + neckFall, v);
              dv += shift * below;
            }
          }
          sx -= du * m.ux + dv * m.vx;
          sy -= du * m.uy + dv * m.vy;
        }
        let lash = 0;
        if (params.blink > 0.02) {
          for (const eye of this.#eyes) {
            const a = eye.axis;
            const eu = (hx - a.origin.x) * a.ux + (hy - a.origin.y) * a.uy;
            if (Math.abs(eu) > eye.halfWidth * 1.1) continue;
            const ev = (hx - a.origin.x) * a.vx + (hy - a.origin.y) * a.vy;
            const curve = Math.max(0, 1 - (eu / eye.halfWidth) ** 2);
            const upper = eye.upper * curve;
            const lid = upper + params.blink * (eye.lower * curve - upper);
            if (ev > lid + 1.5 || ev < upper - eye.halfWidth * 0.7) continue;
            // The lid and the skin above it stretch down to the lid's new edge: output rows
            // from `reach` to the lid show source rows from `reach` to the open lid (a linear
            // stretch never folds over); the brow, above `reach`, stays put.
            const reach = upper - eye.halfWidth * 0.7;
            if (ev <= lid && lid > upper) {
              const from = reach + ((ev - reach) * (upper - reach)) / (lid - reach);
              sx -= (ev - from) * a.vx;
              sy -= (ev - from) * a.vy;
            }
            lash = Math.max(lash, params.blink * Math.max(0, 1 - Math.abs(ev - lid) / 1.5) * 0.5);
          }
        }
        sample(src, this.width, this.height, sx, sy, out, o);
        if (cavity > 0) {
          // The mouth's inside: dark, darker towards the middle of the opening, with a hint of
          // the upper teeth at the top. A flat colour: stretched lip pixels would streak.
          const c = Math.min(1, cavity) * 0.92;
          const { dark, teeth: white } = this.#cavity;
          const r = dark[0] + (white[0] - dark[0]) * teeth;
          const g = dark[1] + (white[1] - dark[1]) * teeth;
          const b = dark[2] + (white[2] - dark[2]) * teeth;
          out[o] = out[o]! * (1 - c) + r * c;
          out[o + 1] = out[o + 1]! * (1 - c) + g * c;
          out[o + 2] = out[o + 2]! * (1 - c) + b * c;
        }
        if (lash > 0) {
          out[o] = out[o]! * (1 - lash) + 30 * lash;
          out[o + 1] = out[o + 1]! * (1 - lash) + 22 * lash;
          out[o + 2] = out[o + 2]! * (1 - lash) + 20 * lash;
        }
      }
    }
  }
}

type Rgb = readonly [number, number, number];
/** A mouth's dark inside and upper teeth in a colour photograph. */
const MOUTH_DARK: Rgb = [58, 24, 28];
const MOUTH_TEETH: Rgb = [196, 186, 176];
/** Mean chroma (max - min of RGB) of skin in an ordinary colour photograph, roughly. */
const FULL_COLOUR_CHROMA = 40;

/**
 * How colourful the face is, 0 (black and white) to 1 (an ordinary colour photo): the mean
 * chroma of the box between the eyes and the chin. A maroon mouth painted into a grey photo
 * reads as a coloured slash, so the mouth's colours follow this.
 */
export function colourfulness(src: PatchImage, face: FaceLandmarks): number {
  const xs = [face.jawLeft.x, face.jawRight.x, face.mouthLeft.x, face.mouthRight.x];
  const ys = [face.leftEye.lower.y, face.rightEye.lower.y, face.chin.y];
  const left = Math.max(0, Math.floor(Math.min(...xs)));
  const right = Math.min(src.width - 1, Math.ceil(Math.max(...xs)));
  const top = Math.max(0, Math.floor(Math.min(...ys)));
  const bottom = Math.min(src.height - 1, Math.ceil(Math.max(...ys)));
  let sum = 0;
  let count = 0;
  for (let y = top; y <= bottom; y++) {
    for (let x = left; x <= right; x++) {
      const i = (y * src.width + x) * 4;
      const r = src.data[i]!;
      const g = src.data[i + 1]!;
      const b = src.data[i + 2]!;
      sum += Math.max(r, g, b) - Math.min(r, g, b);
      count++;
    }
  }
  return count === 0 ? 1 : Math.min(1, sum / count / FULL_COLOUR_CHROMA);
}

/** `rgb` moved towards its own grey as the picture has less colour. */
function toned(rgb: Rgb, colour: number): Rgb {
  const grey = 0.299 * rgb[0] + 0.587 * rgb[1] + 0.114 * rgb[2];
  return [
    grey + (rgb[0] - grey) * colour,
    grey + (rgb[1] - grey) * colour,
    grey + (rgb[2] - grey) * colour,
  ];
}

function sample(
  src: Uint8Array | Uint8ClampedArray,
  width: number,
  height: number,
  x: number,
  y: number,
  out: Uint8Array,
  o: number,
): void {
  const cx = Math.min(width - 1.001, Math.max(0, x));
  const cy = Math.min(height - 1.001, Math.max(0, y));
  const x0 = Math.floor(cx);
  const y0 = Math.floor(cy);
  const fx = cx - x0;
  const fy = cy - y0;
  const i00 = (y0 * width + x0) * 4;
  const i01 = i00 + 4;
  const i10 = i00 + width * 4;
  const i11 = i10 + 4;
  for (let c = 0; c < 3; c++) {
    const top = src[i00 + c]! + (src[i01 + c]! - src[i00 + c]!) * fx;
    const bottom = src[i10 + c]! + (src[i11 + c]! - src[i10 + c]!) * fx;
    out[o + c] = top + (bottom - top) * fy;
  }
}
