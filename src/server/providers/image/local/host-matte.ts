import { createCanvas, Path2D, type Canvas, type Image } from '@napi-rs/canvas';
import { PORTRAIT_HEAD } from './portrait.js';
import { findFace, isSkin } from './reference.js';

/**
 * A host cut out of their picture without a segmentation model: a head-and-shoulders
 * silhouette drawn around the head (the portrait painter's own proportions), feathered, and
 * around the head the picture's backdrop keyed out where its colour matches the backdrop
 * sampled beside the head. Exact on the painted hosts (their head is where PORTRAIT_HEAD says),
 * a soft bust on photographs.
 */

/** The head as shares: centre x of the width, y of the height, radii likewise. */
export interface HeadBox {
  x: number;
  y: number;
  rx: number;
  ry: number;
  /** True when this is the portrait painter's own layout (its shoulders are known, wide). */
  painted?: boolean;
}

/** Matte resolution (long side): coarse on purpose, the upscale feathers the edge. */
const MATTE_SIZE = 256;
/** The face is looked for on a copy this size (long side), as for custom references. */
const ANALYSIS_SIZE = 160;

/**
 * Where the head is: the painted host's known place when a square picture's face is found
 * there, else the face the skin heuristic finds, else a centred head.
 */
export function locateHead(picture: Image | Canvas): HeadBox {
  const scale = ANALYSIS_SIZE / Math.max(picture.width, picture.height);
  const w = Math.max(1, Math.round(picture.width * scale));
  const h = Math.max(1, Math.round(picture.height * scale));
  const ctx = createCanvas(w, h).getContext('2d');
  ctx.drawImage(picture, 0, 0, w, h);
  const face = findFace(ctx.getImageData(0, 0, w, h).data, w, h);
  const square = Math.abs(picture.width - picture.height) <= 2;
  if (
    square &&
    (!face ||
      (Math.abs(face.x - PORTRAIT_HEAD.x) < 0.08 && Math.abs(face.y - PORTRAIT_HEAD.y) < 0.1))
  )
    return { ...PORTRAIT_HEAD, painted: true };
  if (!face) return { x: 0.5, y: 0.4, rx: 0.16 * (h / w), ry: 0.2 };
  // The skin window sits inside the face: the head is a little wider, and taller than wide.
  const radius = face.size * Math.max(picture.width, picture.height) * 0.55;
  return {
    x: face.x,
    y: face.y - (radius * 0.1) / picture.height,
    rx: radius / picture.width,
    ry: (radius * 1.27) / picture.height,
  };
}

/**
 * The head from a face detector's box (normalised to the upright picture; it runs from the
 * hairline to the chin and cheek to cheek): the head is a little wider than the box, and its
 * centre a little above the box's, where the hair is. Exact where the skin heuristic of
 * locateHead misses on photographs (grey pictures, skin-coloured walls, a face off centre).
 */
export function headFromFace(box: {
  x: number;
  y: number;
  width: number;
  height: number;
}): HeadBox {
  return {
    x: box.x + box.width / 2,
    y: box.y + box.height * 0.45,
    rx: box.width * 0.55,
    ry: box.height * 0.6,
  };
}

/** The picture with everything but the host made transparent, softly. */
export function hostMatte(picture: Image | Canvas, head: HeadBox): Canvas {
  const W = picture.width;
  const H = picture.height;
  const scale = MATTE_SIZE / Math.max(W, H);
  const w = Math.max(1, Math.round(W * scale));
  const h = Math.max(1, Math.round(H * scale));
  const mask = createCanvas(w, h);
  const mctx = mask.getContext('2d');
  mctx.fillStyle = '#fff';
  mctx.fill(silhouette(head, w, h));
  keyBackdrop(picture, mask, head);
  const out = createCanvas(W, H);
  const ctx = out.getContext('2d');
  ctx.drawImage(picture, 0, 0, W, H);
  ctx.globalCompositeOperation = 'destination-in';
  ctx.imageSmoothingEnabled = true;
  ctx.imageSmoothingQuality = 'high';
  ctx.drawImage(mask, 0, 0, W, H);
  return out;
}

/** Head and hair (with headphones), neck, shoulders to the bottom edge, in matte pixels. */
function silhouette(head: HeadBox, w: number, h: number): Path2D {
  const cx = head.x * w;
  const cy = head.y * h;
  const rx = head.rx * w;
  const ry = head.ry * h;
  const path = new Path2D();
  path.ellipse(cx, cy - ry * 0.1, rx * 1.5, ry * 1.32, 0, 0, Math.PI * 2);
  path.rect(cx - rx * 0.55, cy + ry * 0.4, rx * 1.1, ry);
  const top = cy + ry * 1.12;
  // The painted host's shoulders are 3.1 head radii out; a photographed person's about 2.5.
  const half = rx * (head.painted ? 3.1 : 2.5);
  path.moveTo(cx - half, h);
  path.bezierCurveTo(cx - half, top + ry * 0.4, cx - half * 0.75, top, cx - rx * 0.7, top);
  path.lineTo(cx + rx * 0.7, top);
  path.bezierCurveTo(cx + half * 0.75, top, cx + half, top + ry * 0.4, cx + half, h);
  path.closePath();
  return path;
}

/**
 * Around the head (outside the face, down to the jaw) the silhouette is generous: pixels
 * there whose colour is close to the backdrop beside the head are keyed out, so hair and
 * headphones keep their shape and the backdrop (the painted halo, a wall) does not come along.
 */
function keyBackdrop(picture: Image | Canvas, mask: Canvas, head: HeadBox): void {
  const { width: w, height: h } = mask;
  const pctx = createCanvas(w, h).getContext('2d');
  pctx.drawImage(picture, 0, 0, w, h);
  const colours = pctx.getImageData(0, 0, w, h).data;
  const mctx = mask.getContext('2d');
  const matte = mctx.getImageData(0, 0, w, h);
  const cx = head.x * w;
  const cy = head.y * h;
  const rx = head.rx * w;
  const ry = head.ry * h;
  const sample = (x: number, y: number) => {
    const px = Math.min(w - 1, Math.max(0, Math.round(x)));
    const py = Math.min(h - 1, Math.max(0, Math.round(y)));
    const i = (py * w + px) * 4;
    return [colours[i]!, colours[i + 1]!, colours[i + 2]!] as const;
  };
  // The backdrop beside the head and beside the crown (outside any hair).
  const backdrop = [
    sample(cx - rx * 1.9, cy),
    sample(cx + rx * 1.9, cy),
    sample(cx - rx * 1.7, cy - ry * 0.9),
    sample(cx + rx * 1.7, cy - ry * 0.9),
  ];
  // Down to the jaw only: below it are the neck and collar, often as dark as a backdrop.
  const jaw = cy + ry * 0.85;
  for (let y = 0; y < Math.min(h, jaw); y++) {
    for (let x = 0; x < w; x++) {
      const i = (y * w + x) * 4;
      if (matte.data[i + 3] === 0) continue;
      const dx = (x - cx) / (rx * 0.9);
      const dy = (y - cy) / (ry * 0.9);
      // Skin is never backdrop: a cheek in shadow stays even where the head was misjudged.
      if (dx * dx + dy * dy <= 1 || isSkin(colours[i]!, colours[i + 1]!, colours[i + 2]!)) continue;
      const nearest = Math.min(
        ...backdrop.map(([r, g, b]) =>
          Math.hypot(colours[i]! - r, colours[i + 1]! - g, colours[i + 2]! - b),
        ),
      );
      // 0 within 28 of the backdrop, opaque past 60.
      const keep = Math.min(1, Math.max(0, (nearest - 28) / 32));
      matte.data[i + 3] = Math.round(matte.data[i + 3]! * keep);
    }
  }
  mctx.putImageData(matte, 0, 0);
}
