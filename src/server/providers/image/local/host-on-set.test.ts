import { fileURLToPath } from 'node:url';
import { createCanvas, loadImage, type Canvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { composeHost, isPaintedStudio } from './host-on-set.js';
import { paintPortrait } from './portrait.js';
import { STUDIO_DESK, paintStudio } from './studio.js';
import { paintArtwork } from './art.js';

/**
 * Pixel checks on a host set into a podcast studio: the host is cut out (the set shows right
 * beside the head, no frame), sits between the microphones behind the desk, and the desk, the
 * laptop and the microphones are exactly the set's pixels still.
 */

const host = paintPortrait({
  name: 'Ava',
  description: 'a warm host with curly hair',
  style: '',
  seed: 3,
});
const studio = paintStudio({ name: 'Loft', description: 'brick walls, warm lamps', seed: 4 });

/** The set alone, cover-fitted to the frame: what the frame shows where the host is not. */
function setAlone(width: number, height: number): Canvas {
  const canvas = createCanvas(width, height);
  const scale = Math.max(width / studio.width, height / studio.height);
  const w = studio.width * scale;
  const h = studio.height * scale;
  canvas.getContext('2d').drawImage(studio, (width - w) / 2, (height - h) / 2, w, h);
  return canvas;
}

type Box = { x: number; y: number; w: number; h: number };

/** Mean absolute difference per channel between two canvases inside a box. */
function difference(a: Canvas, b: Canvas, box: Box): number {
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

function skinShare(canvas: Canvas, box: Box): number {
  const { data } = canvas
    .getContext('2d')
    .getImageData(Math.round(box.x), Math.round(box.y), Math.round(box.w), Math.round(box.h));
  let skin = 0;
  for (let i = 0; i < data.length; i += 4) {
    const [r, g, b] = [data[i]!, data[i + 1]!, data[i + 2]!];
    if (r > g && g > b && r - b > 25 && r > 80) skin++;
  }
  return skin / (data.length / 4);
}

describe('a host on a painted studio set', () => {
  it('recognises the studio painter’s sets, and not other pictures', () => {
    expect(isPaintedStudio(studio)).toBe(true);
    const room = paintArtwork({
      prompt: 'a living room with a navy sofa',
      seed: 2,
      width: 1920,
      height: 1080,
      style: null,
      detail: 'standard',
    });
    expect(isPaintedStudio(room)).toBe(false);
  });

  for (const [width, height] of [
    [1280, 720],
    [720, 1280],
    [720, 720],
  ] as const) {
    it(`cuts the host out and seats them behind the desk (${width}×${height})`, () => {
      const { canvas, placement } = composeHost(host, studio, width, height);
      const alone = setAlone(width, height);
      const { head, deskY } = placement;
      expect(deskY).not.toBeNull();
      // The face is there, in the upper part of the frame, above the desk.
      expect(
        skinShare(canvas, {
          x: head.x + head.w * 0.3,
          y: head.y + head.h * 0.55,
          w: head.w * 0.4,
          h: head.h * 0.1,
        }),
      ).toBeGreaterThan(0.7);
      expect(head.y + head.h).toBeLessThan(deskY!);
      expect(head.y).toBeGreaterThan(0);
      // Beside the head (where a framed picture's backdrop was) the set shows, unchanged.
      for (const side of [-1, 1]) {
        const beside = {
          x: head.x + head.w / 2 + side * head.w * 1.15 - head.w * 0.1,
          y: head.y + head.h * 0.3,
          w: head.w * 0.2,
          h: head.h * 0.3,
        };
        expect(difference(canvas, alone, beside), `side ${side}`).toBeLessThan(6);
      }
      // The desk, the laptop and the microphones are the set's own pixels: in front of the host.
      const desk = { x: 0, y: deskY! + 2, w: width, h: height - deskY! - 2 };
      expect(difference(canvas, alone, desk)).toBeLessThan(1);
      const scale = Math.max(width / studio.width, height / studio.height);
      const setX = (width - studio.width * scale) / 2;
      const setY = (height - studio.height * scale) / 2;
      const laptop = {
        x: setX + studio.width * scale * 0.47,
        y: setY + studio.height * scale * 0.705,
        w: studio.width * scale * 0.06,
        h: studio.height * scale * 0.012,
      };
      expect(difference(canvas, alone, laptop)).toBeLessThan(1);
      for (const mx of STUDIO_DESK.mics.xs) {
        const x = setX + studio.width * scale * mx;
        if (x < 0 || x > width) continue; // cropped out of a narrow frame
        const mic = {
          x: x - 4,
          y: setY + studio.height * scale * 0.56,
          w: 8,
          h: studio.height * scale * 0.06,
        };
        expect(difference(canvas, alone, mic), `mic at ${mx}`).toBeLessThan(1);
      }
      // The host is there: the frame differs from the set where the chest is.
      const chest = {
        x: head.x,
        y: head.y + head.h * 1.3,
        w: head.w,
        h: Math.min(head.h * 0.3, deskY! - head.y - head.h * 1.3 - 2),
      };
      expect(difference(canvas, alone, chest)).toBeGreaterThan(20);
    });
  }

  it('cuts a photographed face out of its own backdrop too', async () => {
    const photo = await loadImage(
      fileURLToPath(new URL('../../../../../test/fixtures/photos/astronaut.jpg', import.meta.url)),
    );
    const { canvas, placement } = composeHost(photo, studio, 1280, 720);
    const alone = setAlone(1280, 720);
    const { head } = placement;
    expect(
      skinShare(canvas, {
        x: head.x + head.w * 0.3,
        y: head.y + head.h * 0.5,
        w: head.w * 0.4,
        h: head.h * 0.15,
      }),
    ).toBeGreaterThan(0.5);
    // Beside the head the set shows, not the photo's grey backdrop.
    for (const side of [-1, 1]) {
      const beside = {
        x: head.x + head.w / 2 + side * head.w * 1.15 - head.w * 0.1,
        y: head.y + head.h * 0.3,
        w: head.w * 0.2,
        h: head.h * 0.3,
      };
      expect(difference(canvas, alone, beside), `side ${side}`).toBeLessThan(6);
    }
  });
});
