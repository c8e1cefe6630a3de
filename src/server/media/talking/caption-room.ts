import type { CaptionLook } from '@shared/captions';
import { captionBand, type CaptionBand, type CaptionPlacement } from '../captions-ass.js';
import type { FaceBox } from '../faces/types.js';
import { HEAD_MINIMUM, frameWindows, type Window } from '../framing.js';
import type { FrameSize } from '../plan-common.js';

/**
 * Captions that keep off the talking portrait's face (decision 072). Pure planning: the face's
 * box and the caption look in, the close-up's window and where the captions go out.
 *
 * The captions keep their usual place (Top, Middle, Bottom as captionStyle puts them); the
 * picture makes room for them instead: the close-up's window moves, so the head lands below a
 * Top band or above a Bottom one, and when the head and the band cannot fit one above the
 * other at the usual size, it widens (the face smaller) just enough. Middle over a face moves
 * under the lowest chin shown instead: a band over the mouth or the eyes is never right.
 */

/**
 * What the head moves, in shares of its face box: the sway and the nods (motion.ts) reach
 * about 0.05 of the face's height at the most energetic prompt, a tilt a little more at the
 * crown.
 */
const MOTION_SHARE = 0.06;
/** The least gap between the captions and the head, as a share of the frame's height. */
const GAP_SHARE = 0.01;
/** The head never shrinks below this share of the frame's height, whatever the captions. */
const LEAST_HEAD_SHARE = 0.3;

/** The rows of the picture (normalised, 0 top) the head can cover: kept clear of captions. */
export interface HeadRows {
  top: number;
  bottom: number;
}

/**
 * The face's box with the crown above it and a little below the chin (HEAD_MINIMUM: the
 * detector's box ends at the hairline) and the head's motion, within the picture: past its
 * edges the frame shows only the blurred fill, where captions may go.
 */
export function headRows(box: FaceBox): HeadRows {
  return {
    top: Math.max(0, box.y - box.height * (HEAD_MINIMUM.top + MOTION_SHARE)),
    bottom: Math.min(1, box.y + box.height * (1 + HEAD_MINIMUM.bottom + MOTION_SHARE)),
  };
}

/** Frame pixels that must stay free of the head above it and below it. */
export interface CaptionRoom {
  above: number;
  below: number;
}

/** The room a look needs: its band and a gap, on the side of the head it sits. */
export function captionRoom(frame: FrameSize, look: CaptionLook): CaptionRoom {
  const gap = frame.height * GAP_SHARE;
  const band = captionBand(frame, look);
  if (look.position === 'top') return { above: band.bottom + gap, below: 0 };
  if (look.position === 'bottom') return { above: 0, below: frame.height - band.top + gap };
  // Middle may move under the chin, down to where the Bottom captions would reach.
  const lowest = captionBand(frame, { ...look, position: 'bottom' }).bottom;
  return { above: 0, below: frame.height - lowest + (band.bottom - band.top) + gap };
}

const clamp = (value: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, value));

/**
 * `window` (normalised to the picture, the frame's shape) moved the least, or else widened
 * about its centre the least, so that the head's rows leave `room` above and below it in the
 * frame. The same object when it has the room already. Past the picture's edges the frame
 * shows the blurred fill (drawFramed), as a fitted close-up does.
 */
export function windowWithRoom(
  window: Window,
  head: HeadRows,
  room: CaptionRoom,
  frame: FrameSize,
): Window {
  const above = room.above / frame.height;
  const below = room.below / frame.height;
  const { y, height } = window;
  const lowest = head.bottom - (1 - below) * height;
  const highest = head.top - above * height;
  if (y >= lowest - 1e-9 && y <= highest + 1e-9) return window;
  if (lowest <= highest) return { ...window, y: clamp(y, lowest, highest) };
  const free = Math.max(LEAST_HEAD_SHARE, 1 - above - below);
  const scale = (head.bottom - head.top) / free / height;
  const wider = { width: window.width * scale, height: height * scale };
  return {
    ...wider,
    x: window.x + (window.width - wider.width) / 2,
    y: head.top - above * wider.height,
  };
}

/** The head's rows in the frame's pixels, for a window. */
export function rowsInFrame(head: HeadRows, window: Window, frame: FrameSize): CaptionBand {
  const toFrame = (row: number) => ((row - window.y) / window.height) * frame.height;
  return { top: toFrame(head.top), bottom: toFrame(head.bottom) };
}

export interface CloseUpPlan {
  /** What the frame shows, normalised to the picture (may reach past it). */
  window: Window;
  /** The head's rows in the frame, pixels. */
  head: CaptionBand;
}

/**
 * The close-up of one face (decision 057: the whole head, room above it and below the chin,
 * no zoom), given room for the captions when they are on. Without captions it is exactly the
 * framing's wide window.
 */
export function planCloseUp(
  picture: FrameSize,
  box: FaceBox,
  frame: FrameSize,
  look?: CaptionLook,
): CloseUpPlan {
  const { wide } = frameWindows({ picture, frame, faces: [box], maxZoom: 1 });
  const rows = headRows(box);
  const window = look ? windowWithRoom(wide, rows, captionRoom(frame, look), frame) : wide;
  return { window, head: rowsInFrame(rows, window, frame) };
}

/**
 * Where the captions go over close-ups whose heads cover `heads` (frame pixels): undefined for
 * the look's own place, which is clear of every head at the top and the bottom (planCloseUp
 * made the room). Middle stays in the middle when that is clear of every head, else it moves
 * just under the lowest chin (one place for every close-up of a cut portrait: captions that
 * jumped at each cut would be hard to read).
 */
export function captionPlacement(
  frame: FrameSize,
  look: CaptionLook,
  heads: readonly CaptionBand[],
): CaptionPlacement | undefined {
  if (look.position !== 'middle') return undefined;
  const gap = frame.height * GAP_SHARE;
  const band = captionBand(frame, look);
  const clear = (head: CaptionBand) =>
    band.top >= head.bottom + gap || band.bottom <= head.top - gap;
  if (heads.every(clear)) return undefined;
  const chin = Math.max(...heads.map((head) => head.bottom));
  // The band reaches above the margin by its padding: measured at a margin of 0.
  const padding = -captionBand(frame, look, { alignment: 8, marginVertical: 0 }).top;
  return { alignment: 8, marginVertical: Math.ceil(chin + gap + padding) };
}
