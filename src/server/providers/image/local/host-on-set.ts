import { writeFile } from 'node:fs/promises';
import { createCanvas, loadImage, Path2D, type Canvas, type Image } from '@napi-rs/canvas';
import { headFromFace, hostMatte, locateHead, type HeadBox } from './host-matte.js';
import { STUDIO_DESK } from './studio.js';

/**
 * A podcast clip's first frame on its set: the host cut out (a soft matte on the head-and-
 * shoulders silhouette, see host-matte.ts) and placed behind the desk, not a framed picture
 * over it. On a set the local painter made (its desk, laptop and microphones are where
 * STUDIO_DESK says), the host sits between the microphones, cut at the desk, and the laptop
 * and microphones stay in front. On any other picture the host stands centred in the lower
 * part of the frame, shoulders fading out at the bottom.
 */

export interface HostOnSetRequest {
  /** The host: a podcast character's portrait or an uploaded photo. */
  portrait: string;
  /** The set: a saved background, cover-fitted to the frame. */
  set: string;
  width: number;
  height: number;
  /** A .jpg path: the composed still, exactly width × height. */
  output: string;
  /**
   * The host's face as a detector found it (normalised to the upright portrait): the cut-out
   * and the placement follow it. Without, the head is guessed (locateHead).
   */
  face?: { x: number; y: number; width: number; height: number };
}

/** What was placed where, in frame pixels (for tests and for whoever animates the face). */
export interface HostPlacement {
  /** The host's head in the frame. */
  head: { x: number; y: number; w: number; h: number };
  /** Where the desk's top edge runs; null when the set is not a painted studio. */
  deskY: number | null;
}

export async function composeHostOnSet(request: HostOnSetRequest): Promise<HostPlacement> {
  const [portrait, set] = await Promise.all([loadImage(request.portrait), loadImage(request.set)]);
  const { canvas, placement } = composeHost(
    portrait,
    set,
    request.width,
    request.height,
    request.face,
  );
  await writeFile(request.output, await canvas.encode('jpeg', 92));
  return placement;
}

export function composeHost(
  portrait: Image | Canvas,
  set: Image | Canvas,
  width: number,
  height: number,
  face?: HostOnSetRequest['face'],
): { canvas: Canvas; placement: HostPlacement } {
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  ctx.imageSmoothingEnabled = true;
  ctx.imageSmoothingQuality = 'high';
  // The set, cover-fitted (as the clip's frame crops it).
  const scale = Math.max(width / set.width, height / set.height);
  const setBox = {
    x: (width - set.width * scale) / 2,
    y: (height - set.height * scale) / 2,
    w: set.width * scale,
    h: set.height * scale,
  };
  ctx.drawImage(set, setBox.x, setBox.y, setBox.w, setBox.h);
  const studio = isPaintedStudio(set);
  const head = face ? headFromFace(face) : locateHead(portrait);
  const cutout = hostMatte(portrait, head);
  // The host's size: the head's height is about a quarter of the frame's short side and a
  // little more, the shoulders fit between the microphones on a studio.
  const unit = Math.min(width, height);
  const deskY = studio ? setBox.y + setBox.h * STUDIO_DESK.top : height;
  const clear = studio
    ? {
        left: Math.max(0, setBox.x + setBox.w * STUDIO_DESK.mics.xs[0] + setBox.h * 0.03),
        right: Math.min(width, setBox.x + setBox.w * STUDIO_DESK.mics.xs[1] - setBox.h * 0.03),
      }
    : { left: width * 0.08, right: width * 0.92 };
  // Pixels of the portrait per pixel of the frame: head height → ~0.27 of the short side.
  const headPx = head.ry * 2 * portrait.height;
  let k = (unit * 0.27) / headPx;
  // Shoulders are ~6.2 head radii wide: they stay inside the clear span.
  const shoulders = head.rx * portrait.width * 6.2;
  k = Math.min(k, ((clear.right - clear.left) * 0.98) / shoulders);
  const cx = (clear.left + clear.right) / 2;
  // The chin sits well above the desk: the chest shows, the desk cuts the body. Without a
  // desk the head sits a little above the middle, as in a video call.
  const headCy = studio ? deskY - headPx * k * 1.45 : height * 0.45;
  const x = cx - head.x * portrait.width * k;
  const y = Math.max(headCy - head.y * portrait.height * k, -head.y * portrait.height * k);
  ctx.save();
  ctx.beginPath();
  ctx.rect(0, 0, width, deskY);
  ctx.clip();
  ctx.shadowColor = 'rgba(0, 0, 0, 0.35)';
  ctx.shadowBlur = unit * 0.03;
  ctx.shadowOffsetY = unit * 0.01;
  ctx.drawImage(
    studio ? cutout : fadedBelow(cutout, head),
    x,
    y,
    portrait.width * k,
    portrait.height * k,
  );
  ctx.restore();
  if (studio) keepInFront(ctx, set, setBox);
  const headW = head.rx * 2 * portrait.width * k;
  const headH = headPx * k;
  return {
    canvas,
    placement: {
      head: {
        x: x + head.x * portrait.width * k - headW / 2,
        y: y + head.y * portrait.height * k - headH / 2,
        w: headW,
        h: headH,
      },
      deskY: studio ? deskY : null,
    },
  };
}

/** Without a desk to hide the cut, the body fades out from mid-chest down. */
function fadedBelow(cutout: Canvas, head: HeadBox): Canvas {
  const out = createCanvas(cutout.width, cutout.height);
  const ctx = out.getContext('2d');
  ctx.drawImage(cutout, 0, 0);
  ctx.globalCompositeOperation = 'destination-in';
  const chin = (head.y + head.ry) * cutout.height;
  const cut = (head.y + head.ry * 2.45) * cutout.height;
  const gradient = ctx.createLinearGradient(0, chin, 0, cut);
  gradient.addColorStop(0, 'rgba(0,0,0,1)');
  gradient.addColorStop(0.55, 'rgba(0,0,0,1)');
  gradient.addColorStop(1, 'rgba(0,0,0,0)');
  ctx.fillStyle = gradient;
  ctx.fillRect(0, 0, out.width, out.height);
  return out;
}

/** Draws the set's laptop and microphones again, over the host: they stand in front. */
function keepInFront(
  ctx: ReturnType<Canvas['getContext']>,
  set: Image | Canvas,
  box: { x: number; y: number; w: number; h: number },
): void {
  const at = (sx: number, sy: number): [number, number] => [box.x + sx * box.w, box.y + sy * box.h];
  const front = new Path2D();
  const [first, ...rest] = STUDIO_DESK.laptop;
  front.moveTo(...at(first[0], first[1]));
  for (const [sx, sy] of rest) front.lineTo(...at(sx, sy));
  front.closePath();
  const { xs, top, bottom, halfWidth } = STUDIO_DESK.mics;
  for (const mx of xs) {
    const [left, y0] = at(mx, top);
    const pad = halfWidth * box.h * 1.2;
    front.rect(left - pad, y0 - pad * 0.2, pad * 2, (bottom - top) * box.h + pad * 0.4);
  }
  ctx.save();
  ctx.clip(front);
  ctx.drawImage(set, box.x, box.y, box.w, box.h);
  ctx.restore();
}

/**
 * Whether the set is one the local studio painter made: its laptop is a low-saturation grey
 * and its microphones near black where STUDIO_DESK puts them. Any other picture has no known
 * desk, so nothing of it is drawn over the host.
 */
export function isPaintedStudio(set: Image | Canvas): boolean {
  const w = 192;
  const h = 108;
  if (Math.abs(set.width / set.height - 16 / 9) > 0.02) return false;
  const ctx = createCanvas(w, h).getContext('2d');
  ctx.drawImage(set, 0, 0, w, h);
  const { data } = ctx.getImageData(0, 0, w, h);
  const at = (sx: number, sy: number) => {
    const i = (Math.round(sy * h) * w + Math.round(sx * w)) * 4;
    const [r, g, b] = [data[i]!, data[i + 1]!, data[i + 2]!];
    return { spread: Math.max(r, g, b) - Math.min(r, g, b), luma: (r + g + b) / 3 };
  };
  const laptop = at(0.5, 0.77);
  const micY = (STUDIO_DESK.mics.top + STUDIO_DESK.mics.bottom) / 2;
  const mics = STUDIO_DESK.mics.xs.map((x) => at(x, micY));
  return (
    laptop.spread < 40 &&
    laptop.luma > 70 &&
    laptop.luma < 210 &&
    mics.every((mic) => mic.luma < 80 && mic.spread < 40)
  );
}

export type { HeadBox };
