import type { FaceLandmarks } from '../faces/types.js';

/** Hermite step from 0 at edge0 to 1 at edge1 (either order). */
export function smoothstep(edge0: number, edge1: number, x: number): number {
  const t = Math.min(1, Math.max(0, (x - edge0) / (edge1 - edge0)));
  return t * t * (3 - 2 * t);
}

/**
 * How much of the head's motion each pixel of the patch follows: 1 over the head and its hair
 * (the face's landmarks stop at the hairline: hair reaches well above and beside them), falling
 * to 0 over a wide band of background before the patch's edge, so hair and outline move whole
 * and the stretch is spread thin; under the chin it falls through the neck, so the collar stays.
 * The second mask is the share of a nod: all of it on the face, less towards the crown.
 */
export function headMasks(
  width: number,
  height: number,
  face: FaceLandmarks,
): [Float32Array, Float32Array] {
  const mask = new Float32Array(width * height);
  const pitch = new Float32Array(width * height);
  const cx = (face.jawLeft.x + face.jawRight.x) / 2;
  const cy = (face.forehead.y + face.chin.y) / 2;
  const faceWidth = Math.hypot(face.jawLeft.x - face.jawRight.x, face.jawLeft.y - face.jawRight.y);
  const faceHeight = Math.hypot(face.chin.x - face.forehead.x, face.chin.y - face.forehead.y);
  // The head with its hair, then the band the motion fades over (in face sizes from the centre).
  const rx = faceWidth * 0.8;
  const top = faceHeight * 0.85;
  const bottom = Math.max(face.chin.y - cy, faceHeight * 0.45);
  const fadeX = faceWidth * 0.45;
  const fadeTop = faceHeight * 0.35;
  const fadeBottom = faceHeight * 0.3;
  const brow = cy - faceHeight * 0.25;
  const edge = Math.min(width, height) * 0.04;
  for (let y = 0; y < height; y++) {
    const above = y < cy;
    const ry = above ? top : bottom;
    const fadeY = above ? fadeTop : fadeBottom;
    // The nod's share: 1 from the brows down, falling to 0.35 at the top of the hair.
    const share = 1 - 0.65 * smoothstep(brow, cy - top, y);
    for (let x = 0; x < width; x++) {
      const nx = (x - cx) / rx;
      const ny = (y - cy) / ry;
      const r = Math.hypot(nx, ny);
      // Distance past the head's outline, as a share of the fade band in that direction.
      const fade =
        r <= 1 ? 0 : (r - 1) / Math.hypot((nx / r) * (fadeX / rx), (ny / r) * (fadeY / ry));
      const border = Math.min(x, y, width - 1 - x, height - 1 - y);
      const weight = (1 - smoothstep(0, 1, fade)) * smoothstep(0, edge, border);
      mask[y * width + x] = weight;
      pitch[y * width + x] = weight * share;
    }
  }
  return [mask, pitch];
}
