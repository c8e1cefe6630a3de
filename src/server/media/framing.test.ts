import { describe, expect, it } from 'vitest';
import {
  HEAD_MINIMUM,
  contains,
  frameWindows,
  keepWindow,
  saliencyCentre,
  type Window,
} from './framing.js';

/** The pure framing: windows that keep the faces with headroom, for several frame shapes. */

const portrait45 = { width: 800, height: 1000 };
const shapes = {
  '9:16': { width: 1080, height: 1920 },
  '16:9': { width: 1920, height: 1080 },
  '1:1': { width: 1080, height: 1080 },
  '4:5': { width: 1080, height: 1350 },
};
/** A face high in a 4:5 portrait, as the astronaut sits once padded below. */
const highFace = { x: 0.36, y: 0.16, width: 0.26, height: 0.26 };

function shapeOf(w: Window, picture = portrait45) {
  return (w.width * picture.width) / (w.height * picture.height);
}

function inPicture(w: Window) {
  return contains({ x: 0, y: 0, width: 1, height: 1 }, w);
}

describe('frameWindows', () => {
  for (const [name, frame] of Object.entries(shapes)) {
    it(`keeps a high face with headroom in ${name}, at zoom 1 and at the closest zoom`, () => {
      const framing = frameWindows({
        picture: portrait45,
        frame,
        faces: [highFace],
        maxZoom: 1.15,
      });
      const keep = keepWindow([highFace])!;
      // The top of the head (half a face above the box) and the chin stay in view.
      expect(keep.y).toBeLessThan(highFace.y - highFace.height * 0.3);
      expect(keep.y + keep.height).toBeGreaterThan(highFace.y + highFace.height * 1.1);
      expect(framing.fitted).toBe(false);
      for (const window of [framing.wide, framing.tight]) {
        expect(inPicture(window)).toBe(true);
        expect(contains(window, keep)).toBe(true);
        expect(shapeOf(window)).toBeCloseTo(frame.width / frame.height, 6);
      }
      expect(contains(framing.wide, framing.tight)).toBe(true);
      // Every position of a pan keeps the face too.
      for (const x of [framing.panX.min, framing.panX.max]) {
        expect(contains({ ...framing.tight, x }, keep)).toBe(true);
      }
    });
  }

  it('in 16:9 shows the top of the 4:5 picture, not its middle (the head was cut)', () => {
    const { wide } = frameWindows({
      picture: portrait45,
      frame: shapes['16:9'],
      faces: [highFace],
      maxZoom: 1.15,
    });
    // The window starts at or above the top of the head (headroom included)…
    expect(wide.y).toBeLessThanOrEqual(keepWindow([highFace])!.y);
    // …where the centred crop started 27 % down, below even the face box's top.
    expect((1 - wide.height) / 2).toBeGreaterThan(highFace.y);
  });

  it('zooms less when the faces need the room', () => {
    const { zoom, tight } = frameWindows({
      picture: portrait45,
      frame: shapes['16:9'],
      faces: [highFace],
      maxZoom: 1.15,
    });
    expect(zoom).toBeGreaterThanOrEqual(1);
    expect(zoom).toBeLessThan(1.15);
    expect(contains(tight, keepWindow([highFace])!)).toBe(true);
  });

  it('keeps a face near the picture edge, clamped inside the picture', () => {
    const nearEdge = { x: 0.82, y: 0.5, width: 0.16, height: 0.14 };
    const framing = frameWindows({
      picture: { width: 1920, height: 1080 },
      frame: shapes['9:16'],
      faces: [nearEdge],
      maxZoom: 1.15,
    });
    const keep = keepWindow([nearEdge])!;
    expect(keep.x + keep.width).toBe(1);
    expect(framing.wide.x + framing.wide.width).toBeCloseTo(1, 9);
    for (const window of [framing.wide, framing.tight]) {
      expect(inPicture(window)).toBe(true);
      expect(contains(window, keep)).toBe(true);
    }
  });

  it('keeps two faces, far apart, together', () => {
    const left = { x: 0.1, y: 0.3, width: 0.12, height: 0.2 };
    const right = { x: 0.55, y: 0.35, width: 0.1, height: 0.17 };
    const framing = frameWindows({
      picture: { width: 1600, height: 1000 },
      frame: shapes['1:1'],
      faces: [left, right],
      maxZoom: 1.15,
    });
    const keep = keepWindow([left, right])!;
    for (const window of [framing.wide, framing.tight]) {
      expect(contains(window, keep)).toBe(true);
    }
    // The pair spans most of the square: the move barely zooms and the pan has no room.
    expect(framing.zoom).toBeLessThan(1.1);
    expect(framing.panX.max - framing.panX.min).toBeLessThan(0.05);
  });

  it('a close-up too big for the frame is fitted whole, head and headroom, not cut', () => {
    // A close-up: the face fills most of a 4:5 picture, which 16:9 shows only 45 % of.
    const closeUp = { x: 0.2, y: 0.18, width: 0.6, height: 0.5 };
    const { wide, tight, zoom, fitted, panX } = frameWindows({
      picture: portrait45,
      frame: shapes['16:9'],
      faces: [closeUp],
      maxZoom: 1.15,
    });
    expect(fitted).toBe(true);
    // The window holds the head with all its headroom: its height is the kept span…
    const keep = keepWindow([closeUp])!;
    expect(contains(wide, keep)).toBe(true);
    expect(wide.height).toBeCloseTo(keep.height, 9);
    // …keeps the frame's shape, and so reaches past the picture's sides (to be filled).
    expect(shapeOf(wide)).toBeCloseTo(16 / 9, 6);
    expect(wide.x).toBeLessThan(0);
    expect(wide.x + wide.width).toBeGreaterThan(1);
    // No zoom and no pan: either would cut the head again.
    expect(zoom).toBe(1);
    expect(tight).toEqual(wide);
    expect(panX.max - panX.min).toBe(0);
  });

  it('trims headroom before fitting: a face that fits with less room is cropped, not fitted', () => {
    // Too tall for 16:9 with the full headroom (1.72 boxes), not with the least (1.4 boxes).
    const big = { x: 0.35, y: 0.2, width: 0.3, height: 0.3 };
    const { wide, fitted } = frameWindows({
      picture: portrait45,
      frame: shapes['16:9'],
      faces: [big],
      maxZoom: 1.15,
    });
    expect(fitted).toBe(false);
    expect(inPicture(wide)).toBe(true);
    expect(contains(wide, keepWindow([big])!)).toBe(false);
    expect(contains(wide, keepWindow([big], HEAD_MINIMUM)!)).toBe(true);
  });

  it('without a face, centres on the subject (and on the middle without one)', () => {
    const off = frameWindows({
      picture: { width: 1920, height: 1080 },
      frame: shapes['9:16'],
      faces: [],
      subject: { x: 0.3, y: 0.5 },
      maxZoom: 1.15,
    });
    expect(off.keep).toBeNull();
    expect(off.wide.x + off.wide.width / 2).toBeCloseTo(0.3, 9);
    expect(off.tight.x + off.tight.width / 2).toBeCloseTo(0.3, 9);
    expect(off.zoom).toBe(1.15);
    const centred = frameWindows({
      picture: { width: 1920, height: 1080 },
      frame: shapes['9:16'],
      faces: [],
      maxZoom: 1.15,
    });
    expect(centred.wide.x + centred.wide.width / 2).toBeCloseTo(0.5, 9);
    expect(centred.tight.y + centred.tight.height / 2).toBeCloseTo(0.5, 9);
  });
});

describe('saliencyCentre', () => {
  it('leans towards the detail in a plain picture, pulled halfway to the middle', () => {
    const [width, height] = [64, 48];
    const data = new Uint8Array(width * height).fill(90);
    // A chequered patch in the left third, upper half.
    for (let y = 8; y < 20; y++)
      for (let x = 6; x < 18; x++) data[y * width + x] = (x + y) % 2 ? 250 : 10;
    const centre = saliencyCentre({ width, height, data });
    expect(centre.x).toBeGreaterThan(0.3);
    expect(centre.x).toBeLessThan(0.4);
    expect(centre.y).toBeGreaterThan(0.35);
    expect(centre.y).toBeLessThan(0.42);
  });

  it('answers the middle for a flat picture', () => {
    const data = new Uint8Array(32 * 32).fill(128);
    expect(saliencyCentre({ width: 32, height: 32, data })).toEqual({ x: 0.5, y: 0.5 });
  });
});
