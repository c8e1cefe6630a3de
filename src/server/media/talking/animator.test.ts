import { describe, expect, it } from 'vitest';
import type { FaceLandmarks } from '../faces/types.js';
import { PortraitAnimator, type FrameParams } from './animator.js';

/**
 * The head's warp on a patch whose red channel is each pixel's own row: after drawing, a
 * pixel's red says which source row it shows, so stretches can be read off directly.
 */

const [WIDTH, HEIGHT] = [200, 250];
const eye = (x: number) => ({
  outer: { x: x - 10, y: 105 },
  inner: { x: x + 10, y: 105 },
  upper: { x, y: 101 },
  lower: { x, y: 109 },
});
/** A face 80 px wide (jaw) and 100 px tall (forehead to chin), centred in the patch. */
const FACE: FaceLandmarks = {
  leftEye: eye(120),
  rightEye: eye(80),
  noseTip: { x: 100, y: 130 },
  mouthLeft: { x: 118, y: 150 },
  mouthRight: { x: 82, y: 150 },
  upperLipTop: { x: 100, y: 146 },
  upperLipInner: { x: 100, y: 150 },
  lowerLipInner: { x: 100, y: 151 },
  lowerLipBottom: { x: 100, y: 156 },
  chin: { x: 100, y: 170 },
  jawLeft: { x: 140, y: 140 },
  jawRight: { x: 60, y: 140 },
  forehead: { x: 100, y: 70 },
};

function drawn(params: FrameParams): (x: number, y: number) => number {
  const data = new Uint8Array(WIDTH * HEIGHT * 4);
  for (let y = 0; y < HEIGHT; y++) {
    for (let x = 0; x < WIDTH; x++) data[(y * WIDTH + x) * 4] = y;
  }
  const out = new Uint8Array(WIDTH * HEIGHT * 3);
  new PortraitAnimator({ width: WIDTH, height: HEIGHT, data }, FACE).draw(params, out);
  return (x, y) => out[(y * WIDTH + x) * 3]!;
}

const rest = { open: 0, wide: 0, round: 0, blink: 0, smile: 0 };

describe('PortraitAnimator, head motion', () => {
  // The biggest nod a prompt asks for ("energetic, nodding": 0.022 × 1.7 face heights).
  const row = drawn({ ...rest, head: { dx: 0, dy: 0.037, roll: 0 } });

  it('moves the face down by the whole nod', () => {
    // Source row = output row − the nod (3.7 px), truncated to whole levels.
    for (const y of [105, 130, 150]) expect(y - row(100, y)).toBeGreaterThanOrEqual(3);
  });

  it('does not stretch the hair above the forehead: rows keep their spacing', () => {
    // Over every 20-row span above the forehead, across the head's width, the rows shown
    // are 20 ± 2 rows apart (the nod fades out over the whole hair, not a narrow band).
    let worst = 0;
    for (let x = 70; x <= 130; x += 10) {
      for (let y = 0; y + 20 <= 70; y += 2) {
        worst = Math.max(worst, Math.abs(row(x, y + 20) - row(x, y) - 20));
      }
    }
    expect(worst).toBeLessThanOrEqual(2);
  });

  it('leaves the collar where it was', () => {
    for (let x = 40; x <= 160; x += 20) expect(row(x, 235)).toBe(235);
  });
});

describe('PortraitAnimator, the open mouth', () => {
  /** The patch filled with one colour, drawn with the mouth wide open; the mouth's middle. */
  function mouthOf(colour: [number, number, number]): [number, number, number] {
    const data = new Uint8Array(WIDTH * HEIGHT * 4);
    for (let i = 0; i < WIDTH * HEIGHT; i++) data.set([...colour, 255], i * 4);
    const out = new Uint8Array(WIDTH * HEIGHT * 3);
    new PortraitAnimator({ width: WIDTH, height: HEIGHT, data }, FACE).draw(
      { ...rest, open: 1, head: { dx: 0, dy: 0, roll: 0 } },
      out,
    );
    const o = (156 * WIDTH + 100) * 3;
    return [out[o]!, out[o + 1]!, out[o + 2]!];
  }
  const chroma = (rgb: number[]) => Math.max(...rgb) - Math.min(...rgb);

  it('is painted dark inside', () => {
    const skin: [number, number, number] = [200, 150, 120];
    const inside = mouthOf(skin);
    expect(inside[0] + inside[1] + inside[2]).toBeLessThan((skin[0] + skin[1] + skin[2]) / 2);
  });

  it('is grey in a black-and-white photo, and reddish in a colour one', () => {
    expect(chroma(mouthOf([150, 150, 150]))).toBeLessThanOrEqual(2);
    expect(chroma(mouthOf([200, 150, 120]))).toBeGreaterThan(15);
  });
});
