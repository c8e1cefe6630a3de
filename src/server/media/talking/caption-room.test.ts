import { describe, expect, it } from 'vitest';
import {
  CAPTION_POSITIONS,
  CAPTION_SIZES,
  type CaptionLook,
  type CaptionStyleId,
} from '@shared/captions';
import { HEDRA_ASPECT_RATIOS, videoFrameSize } from '@shared/videos';
import { captionBand, type CaptionBand } from '../captions-ass.js';
import type { FaceBox } from '../faces/types.js';
import { frameWindows, type Window } from '../framing.js';
import { captionPlacement, headRows, planCloseUp, rowsInFrame } from './caption-room.js';

/** Pictures and their one face (normalised box), as the detector would find them. */
const CASES: Record<string, { picture: { width: number; height: number }; box: FaceBox }> = {
  // skimage's astronaut: a square photo, the hair a few rows under its top edge.
  'head at the top of a square photo': {
    picture: { width: 512, height: 512 },
    box: { x: 0.33, y: 0.06, width: 0.3, height: 0.33 },
  },
  'a small face high in a landscape photo': {
    picture: { width: 1280, height: 720 },
    box: { x: 0.45, y: 0.12, width: 0.06, height: 0.11 },
  },
  'a face in the middle of a 3:4 portrait': {
    picture: { width: 900, height: 1200 },
    box: { x: 0.35, y: 0.3, width: 0.3, height: 0.25 },
  },
  'a selfie filling a 4:5 photo': {
    picture: { width: 1080, height: 1350 },
    box: { x: 0.2, y: 0.2, width: 0.6, height: 0.5 },
  },
  'a face low in a square photo': {
    picture: { width: 1000, height: 1000 },
    box: { x: 0.4, y: 0.6, width: 0.2, height: 0.25 },
  },
};

const FRAMES = HEDRA_ASPECT_RATIOS.flatMap((ratio) =>
  (['540p', '720p'] as const).map((resolution) => ({
    ratio,
    ...videoFrameSize(ratio, resolution),
  })),
);
const STYLES: CaptionStyleId[] = ['karaoke', 'block'];

/** The face's box in the frame's pixels, for a window. */
function boxInFrame(box: FaceBox, window: Window, frame: { width: number; height: number }) {
  const x = (v: number) => ((v - window.x) / window.width) * frame.width;
  const y = (v: number) => ((v - window.y) / window.height) * frame.height;
  return {
    left: x(box.x),
    right: x(box.x + box.width),
    top: y(box.y),
    bottom: y(box.y + box.height),
  };
}

const apart = (band: CaptionBand, head: CaptionBand, gap: number) =>
  band.bottom + gap <= head.top + 1e-6 || band.top >= head.bottom + gap - 1e-6;

describe('planCloseUp with captions', () => {
  for (const [name, { picture, box }] of Object.entries(CASES)) {
    for (const frame of FRAMES) {
      it(`${name}, ${frame.ratio} ${frame.width}×${frame.height}: every size, style and position clear of the head`, () => {
        for (const size of CAPTION_SIZES) {
          for (const style of STYLES) {
            for (const position of CAPTION_POSITIONS) {
              const look: CaptionLook = { size, style, position };
              const plan = planCloseUp(picture, box, frame, look);
              const placement = captionPlacement(frame, look, [plan.head]);
              const band = captionBand(frame, look, placement);
              const what = `${size} ${style} ${position}`;
              // The captions' rows and the head's (crown, chin, motion) never meet.
              expect(apart(band, plan.head, frame.height * 0.01), what).toBe(true);
              // The band is on screen, and the whole face too.
              expect(band.top, what).toBeGreaterThanOrEqual(0);
              expect(band.bottom, what).toBeLessThanOrEqual(frame.height);
              const face = boxInFrame(box, plan.window, frame);
              expect(face.top, what).toBeGreaterThanOrEqual(plan.head.top - 1e-6);
              expect(face.bottom, what).toBeLessThanOrEqual(plan.head.bottom + 1e-6);
              expect(plan.head.top, what).toBeGreaterThanOrEqual(-1e-6);
              expect(plan.head.bottom, what).toBeLessThanOrEqual(frame.height + 1e-6);
              expect(face.left, what).toBeGreaterThanOrEqual(0);
              expect(face.right, what).toBeLessThanOrEqual(frame.width);
              // The window keeps the frame's shape (nothing is stretched).
              const shape =
                (plan.window.width * picture.width) / (plan.window.height * picture.height);
              expect(shape, what).toBeCloseTo(frame.width / frame.height, 9);
              // Top and Bottom keep their place: the picture made the room.
              if (position !== 'middle') expect(placement, what).toBeUndefined();
            }
          }
        }
      });
    }
  }

  it('fixes what was wrong: Top over the forehead of a head at the top of a 9:16 close-up', () => {
    const { picture, box } = CASES['head at the top of a square photo']!;
    const frame = videoFrameSize('9:16', '720p');
    const look: CaptionLook = { style: 'block', size: 'large', position: 'top' };
    const { wide } = frameWindows({ picture, frame, faces: [box], maxZoom: 1 });
    const band = captionBand(frame, look);
    // The framing alone puts the face's box under the caption band...
    expect(boxInFrame(box, wide, frame).top).toBeLessThan(band.bottom);
    // ...the captioned close-up moves the head down below it, the face as large as before.
    const plan = planCloseUp(picture, box, frame, look);
    expect(plan.head.top).toBeGreaterThan(band.bottom);
    expect(plan.window.height).toBeCloseTo(wide.height, 9);
    expect(plan.window.y).toBeLessThan(wide.y);
  });

  it('leaves a close-up that has the room as the framing made it', () => {
    const picture = { width: 1080, height: 1920 };
    const box = { x: 0.4, y: 0.45, width: 0.2, height: 0.11 };
    const frame = videoFrameSize('9:16', '540p');
    const { wide } = frameWindows({ picture, frame, faces: [box], maxZoom: 1 });
    for (const position of CAPTION_POSITIONS) {
      const look: CaptionLook = { style: 'block', size: 'large', position };
      expect(planCloseUp(picture, box, frame, look).window).toEqual(wide);
    }
  });
});

describe('planCloseUp without captions', () => {
  it('is exactly the framing of decision 057 (the quality bench renders the same frames)', () => {
    for (const { picture, box } of Object.values(CASES)) {
      for (const frame of FRAMES) {
        const plan = planCloseUp(picture, box, frame);
        expect(plan.window).toEqual(
          frameWindows({ picture, frame, faces: [box], maxZoom: 1 }).wide,
        );
        expect(plan.head).toEqual(rowsInFrame(headRows(box), plan.window, frame));
      }
    }
  });
});

describe('captionPlacement', () => {
  const frame = videoFrameSize('9:16', '540p');
  const look: CaptionLook = { style: 'karaoke', size: 'medium', position: 'middle' };

  it('keeps Middle in the middle when no head is there', () => {
    expect(captionPlacement(frame, look, [{ top: 120, bottom: 380 }])).toBeUndefined();
  });

  it('moves Middle under the lowest chin of the close-ups shown, the same for every cut', () => {
    const heads = [
      { top: 200, bottom: 520 },
      { top: 260, bottom: 560 },
    ];
    const placement = captionPlacement(frame, look, heads);
    expect(placement).toMatchObject({ alignment: 8 });
    const band = captionBand(frame, look, placement);
    expect(band.top).toBeGreaterThanOrEqual(560 + frame.height * 0.01);
    expect(band.top).toBeLessThan(560 + frame.height * 0.02 + 1);
  });

  it('leaves Top and Bottom where the look puts them', () => {
    const heads = [{ top: 0, bottom: frame.height }];
    expect(captionPlacement(frame, { ...look, position: 'top' }, heads)).toBeUndefined();
    expect(captionPlacement(frame, { ...look, position: 'bottom' }, heads)).toBeUndefined();
  });
});
