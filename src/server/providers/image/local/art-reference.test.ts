import { fileURLToPath } from 'node:url';
import { createCanvas, loadImage, type Canvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { renderArtwork } from './art.js';

/**
 * A character reference in a painted scene is the person cut out, not their photo in a frame:
 * beside the head the scene shows exactly as it does with an empty reference, and the face is
 * there.
 */

const PALETTE = ['#7a5a48', '#c8a080', '#304050'];

const render = (photo: Canvas | Awaited<ReturnType<typeof loadImage>>) =>
  renderArtwork({
    prompt: 'a quiet harbour at dusk',
    seed: 11,
    width: 640,
    height: 480,
    style: null,
    detail: 'high',
    reference: { photo: photo as never, palette: PALETTE },
  });

function difference(a: Canvas, b: Canvas, box: { x: number; y: number; w: number; h: number }) {
  const args = [
    Math.round(box.x),
    Math.round(box.y),
    Math.round(box.w),
    Math.round(box.h),
  ] as const;
  const pa = a.getContext('2d').getImageData(...args).data;
  const pb = b.getContext('2d').getImageData(...args).data;
  let sum = 0;
  for (let i = 0; i < pa.length; i += 4)
    for (let c = 0; c < 3; c++) sum += Math.abs(pa[i + c]! - pb[i + c]!);
  return sum / ((pa.length / 4) * 3);
}

describe('a character reference in the picture', () => {
  it('is cut out of its photo: the scene shows beside the head, the face is there', async () => {
    const photo = await loadImage(
      fileURLToPath(new URL('../../../../../test/fixtures/photos/astronaut.jpg', import.meta.url)),
    );
    const withPerson = render(photo);
    const empty = render(createCanvas(photo.width, photo.height));
    const face = withPerson.marks.get('reference-face');
    expect(face, 'the face was placed').toBeDefined();
    const f = face!;
    // The middle of the face differs from the bare scene (the person is there)…
    const middle = { x: f.x + f.w * 0.3, y: f.y + f.h * 0.4, w: f.w * 0.4, h: f.h * 0.3 };
    expect(difference(withPerson.canvas, empty.canvas, middle)).toBeGreaterThan(25);
    // …and beside the head, where a framed photo's backdrop was, the scene is untouched.
    for (const side of [-1, 1]) {
      const beside = {
        x: f.x + f.w / 2 + side * f.w * 1.2 - f.w * 0.1,
        y: f.y + f.h * 0.2,
        w: f.w * 0.2,
        h: f.h * 0.3,
      };
      expect(difference(withPerson.canvas, empty.canvas, beside), `side ${side}`).toBeLessThan(8);
    }
  });
});
