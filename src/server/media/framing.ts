/**
 * Face-aware framing (decision 057, "Face-aware crops"): where a picture is cropped to the
 * video's shape, which part of it the frame shows. Pure: the faces and the subject come in,
 * found once per picture (framing-input.ts). Every window is normalised to the upright picture
 * (0..1 of its width and height, origin top-left), like the detector's boxes.
 */

import type { FaceBox, FacePoint } from './faces/types.js';

export interface Window {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface FramingInput {
  /** The upright picture's size in pixels (only its shape matters). */
  picture: { width: number; height: number };
  /** The video frame's size in pixels (only its shape matters). */
  frame: { width: number; height: number };
  /** The faces to keep, largest first (normalised boxes). */
  faces: readonly FaceBox[];
  /** The picture's main subject when there is no face (normalised), e.g. saliencyCentre. */
  subject?: FacePoint | null;
  /** The closest zoom the camera move wants (1.15 = the tight window is 1/1.15 of the wide). */
  maxZoom: number;
}

export interface Framing {
  /** The frame at zoom 1: as much of the picture as the frame's shape allows. */
  wide: Window;
  /** The frame at the closest zoom, inside `wide`, still holding every face with headroom. */
  tight: Window;
  /** The zoom reached (tight is 1/zoom of wide); below maxZoom when the faces need the room. */
  zoom: number;
  /** Where a sideways pan may start and end (tight's x) with every face in view. */
  panX: { min: number; max: number };
  /** What must stay in view (faces with headroom), or null without faces. */
  keep: Window | null;
  /**
   * True when the faces are too big for the frame's shape (a close-up into 16:9): `wide` then
   * reaches past the picture's edges so the whole head fits, and whoever draws it fills the
   * rest of the frame with a blurred, darkened copy of the picture (never a cut head).
   */
  fitted: boolean;
}

/**
 * Room kept around a face's box, as shares of the box: the detector's box ends at the hairline
 * and the chin, so the top of the head needs about half a box above it, the chin and neck a
 * fifth below, the ears a fifth either side.
 */
export const HEADROOM = { top: 0.5, bottom: 0.22, sides: 0.2 } as const;

/**
 * The least a crop may keep of a head (shares of the box): the crown a little above the
 * hairline, the chin. A crop that cannot keep this much is not made: the picture is fitted
 * whole across the frame instead (Framing.fitted). Between this and HEADROOM the crop trims
 * headroom, never the head.
 */
export const HEAD_MINIMUM = { top: 0.3, bottom: 0.1, sides: 0.05 } as const;

type Room = { readonly top: number; readonly bottom: number; readonly sides: number };

/** The faces' boxes with headroom, merged into one box and clipped to the picture. */
export function keepWindow(faces: readonly FaceBox[], room: Room = HEADROOM): Window | null {
  if (!faces.length) return null;
  let [left, top, right, bottom] = [1, 1, 0, 0];
  for (const f of faces) {
    left = Math.min(left, f.x - f.width * room.sides);
    right = Math.max(right, f.x + f.width * (1 + room.sides));
    top = Math.min(top, f.y - f.height * room.top);
    bottom = Math.max(bottom, f.y + f.height * (1 + room.bottom));
  }
  [left, top] = [Math.max(0, left), Math.max(0, top)];
  [right, bottom] = [Math.min(1, right), Math.min(1, bottom)];
  return { x: left, y: top, width: right - left, height: bottom - top };
}

/**
 * Where a span of `size` starts inside [lo, lo + room]: centred on `centre`, moved to hold
 * [keepFrom, keepTo] when that fits, and never past the ends. When the kept span is longer
 * than the window, its start wins (the top of the head, rather than the neck). A span longer
 * than the room (a fitted close-up) covers all of it, as centred as it can.
 */
function place(size: number, centre: number, lo: number, room: number, keep?: [number, number]) {
  let start = centre - size / 2;
  if (keep) {
    const [from, to] = keep;
    start = to - from <= size ? Math.min(from, Math.max(to - size, start)) : from;
  }
  const [first, last] = size <= room ? [lo, lo + room - size] : [lo + room - size, lo];
  return Math.min(last, Math.max(first, start));
}

/** The wide and tight windows of a camera move that keeps the faces (or the subject) in view. */
export function frameWindows(input: FramingInput): Framing {
  const { picture, frame, faces, subject, maxZoom } = input;
  // The frame's shape measured in normalised picture units: width over height.
  const shape = frame.width / frame.height / (picture.width / picture.height);
  const keep = keepWindow(faces);
  const head = keepWindow(faces, HEAD_MINIMUM);
  // How many times the largest crop of the frame's shape the heads need (> 1: they do not fit).
  const need = (w: Window | null) =>
    w ? Math.max(w.width / Math.min(shape, 1), w.height / Math.min(1 / shape, 1)) : 0;
  const fitted = need(head) > 1 + 1e-9;
  // Too big even for the least room: the window grows past the picture to hold the whole head
  // with its headroom, and the picture is fitted whole across the frame.
  const grow = fitted ? need(keep) : 1;
  const wideW = Math.min(shape, 1) * grow;
  const wideH = Math.min(1 / shape, 1) * grow;
  const centre = keep
    ? { x: keep.x + keep.width / 2, y: keep.y + keep.height / 2 }
    : (subject ?? { x: 0.5, y: 0.5 });
  // The span a window must hold: all the headroom when it fits, else the least of it.
  const spanX = (w: Window | null, size: number): [number, number] | undefined => {
    const held = w && head && w.width > size ? head : w;
    return held ? [held.x, held.x + held.width] : undefined;
  };
  const spanY = (w: Window | null, size: number): [number, number] | undefined => {
    const held = w && head && w.height > size ? head : w;
    return held ? [held.y, held.y + held.height] : undefined;
  };
  const wide: Window = {
    x: place(wideW, centre.x, 0, 1, spanX(keep, wideW)),
    y: place(wideH, centre.y, 0, 1, spanY(keep, wideH)),
    width: wideW,
    height: wideH,
  };
  // Zoom no closer than keeps the faces whole (a fitted close-up does not zoom at all).
  const room = keep ? Math.min(wideW / keep.width, wideH / keep.height) : Infinity;
  const zoom = fitted ? 1 : Math.max(1, Math.min(maxZoom, room));
  const [tightW, tightH] = [wideW / zoom, wideH / zoom];
  const tight: Window = fitted
    ? { ...wide }
    : {
        x: place(tightW, centre.x, wide.x, wideW, spanX(keep, tightW)),
        y: place(tightH, centre.y, wide.y, wideH, spanY(keep, tightH)),
        width: tightW,
        height: tightH,
      };
  const panX = fitted
    ? { min: wide.x, max: wide.x }
    : keep
      ? {
          min: Math.max(wide.x, Math.min(tight.x, keep.x + keep.width - tightW)),
          max: Math.min(wide.x + wideW - tightW, Math.max(tight.x, keep.x)),
        }
      : { min: wide.x, max: wide.x + wideW - tightW };
  return { wide, tight, zoom, panX, keep, fitted };
}

/** True when `inner` lies inside `outer` (with a hair of tolerance for rounding). */
export function contains(outer: Window, inner: Window, tolerance = 1e-9): boolean {
  return (
    inner.x >= outer.x - tolerance &&
    inner.y >= outer.y - tolerance &&
    inner.x + inner.width <= outer.x + outer.width + tolerance &&
    inner.y + inner.height <= outer.y + outer.height + tolerance
  );
}

/**
 * The picture's main subject when it has no face: the centre of mass of its edges (gradient
 * magnitude) on a small grey thumbnail, pulled halfway to the middle so one busy corner does
 * not push the frame off the rest. `gray` is row by row, one byte per pixel.
 */
export function saliencyCentre(gray: { width: number; height: number; data: Uint8Array }) {
  const { width, height, data } = gray;
  let [sum, sx, sy] = [0, 0, 0];
  for (let y = 1; y < height - 1; y++) {
    for (let x = 1; x < width - 1; x++) {
      const i = y * width + x;
      const gx = data[i + 1]! - data[i - 1]!;
      const gy = data[i + width]! - data[i - width]!;
      const g = Math.hypot(gx, gy);
      [sum, sx, sy] = [sum + g, sx + g * (x + 0.5), sy + g * (y + 0.5)];
    }
  }
  if (sum === 0) return { x: 0.5, y: 0.5 };
  return { x: 0.25 + (sx / sum / width) * 0.5, y: 0.25 + (sy / sum / height) * 0.5 };
}
