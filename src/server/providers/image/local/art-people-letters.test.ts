import { describe, expect, it } from 'vitest';
import { rgbToHsl } from './art-kit.js';
import { renderArtwork } from './art.js';

/**
 * Pixel checks on what the prompt painter makes of people and lettering: a portrait prompt
 * gets a face (skin, with eyes in it), a logo prompt gets set letters, and the scenes it
 * cannot populate still get their place painted.
 */

type Box = { x: number; y: number; w: number; h: number };

const render = (prompt: string, width = 480, height = 480, seed = 5) =>
  renderArtwork({ prompt, seed, width, height, style: null, detail: 'high' });

function pixels(artwork: ReturnType<typeof render>, box: Box) {
  const { data } = artwork.canvas
    .getContext('2d')
    .getImageData(Math.round(box.x), Math.round(box.y), Math.round(box.w), Math.round(box.h));
  const out: Array<{ r: number; g: number; b: number; h: number; s: number; l: number }> = [];
  for (let i = 0; i < data.length; i += 4) {
    const [r, g, b] = [data[i]!, data[i + 1]!, data[i + 2]!];
    out.push({ r, g, b, ...rgbToHsl(r, g, b) });
  }
  return out;
}

/** Skin as painted or photographed: warm hue, moderate saturation, red above blue. */
const isSkin = (p: { r: number; b: number; h: number; s: number; l: number }) =>
  (p.h <= 45 || p.h >= 350) && p.s >= 12 && p.s <= 75 && p.l >= 18 && p.l <= 88 && p.r > p.b + 12;

const share = <T>(list: T[], test: (item: T) => boolean) => list.filter(test).length / list.length;

describe('people and lettering', () => {
  it('paints a face for "portrait of a smiling woman host": skin, eyes and a smile', () => {
    const art = render('portrait of a smiling woman host');
    const face = art.marks.get('face');
    expect(face, 'a face was painted').toBeDefined();
    // The middle of the face: cheeks and nose, mostly skin.
    const middle = pixels(art, {
      x: face!.x + face!.w * 0.25,
      y: face!.y + face!.h * 0.45,
      w: face!.w * 0.5,
      h: face!.h * 0.2,
    });
    expect(share(middle, isSkin)).toBeGreaterThan(0.6);
    // The eye band has dark pupils in it.
    const eyes = pixels(art, {
      x: face!.x,
      y: face!.y + face!.h * 0.4,
      w: face!.w,
      h: face!.h * 0.12,
    });
    expect(share(eyes, (p) => p.l < 25)).toBeGreaterThan(0.02);
    // A smile is an open mouth: reds below the nose.
    const mouth = pixels(art, {
      x: face!.x + face!.w * 0.35,
      y: face!.y + face!.h * 0.72,
      w: face!.w * 0.3,
      h: face!.h * 0.1,
    });
    expect(share(mouth, (p) => (p.h >= 330 || p.h <= 10) && p.l < 45 && p.s > 20)).toBeGreaterThan(
      0.1,
    );
  });

  it('keeps the whole head in frame at every studio shape', () => {
    for (const [width, height] of [
      [576, 1024],
      [1024, 576],
      [480, 480],
    ] as const) {
      const art = render('headshot of a bearded man with glasses', width, height);
      const face = art.marks.get('face')!;
      expect(face.y).toBeGreaterThan(0);
      expect(face.y + face.h).toBeLessThan(height);
      expect(face.w).toBeGreaterThan(Math.min(width, height) * 0.15);
      const middle = pixels(art, {
        x: face.x + face.w * 0.3,
        y: face.y + face.h * 0.55,
        w: face.w * 0.4,
        h: face.h * 0.1,
      });
      expect(share(middle, isSkin), `${width}x${height}`).toBeGreaterThan(0.5);
    }
  });

  it('sets lettering for "logo for a coffee podcast": ink strokes on a plain ground', () => {
    const art = render('logo for a coffee podcast', 640, 640);
    const letters = art.marks.get('lettering');
    expect(letters, 'lettering was set').toBeDefined();
    expect(letters!.w).toBeGreaterThan(640 * 0.4);
    const ctx = art.canvas.getContext('2d');
    // Along the middle of the line of text, ink and ground alternate: a letter's strokes.
    const row = ctx.getImageData(
      Math.round(letters!.x),
      Math.round(letters!.y + letters!.h / 2),
      Math.round(letters!.w),
      1,
    ).data;
    const luma: number[] = [];
    for (let i = 0; i < row.length; i += 4)
      luma.push(0.3 * row[i]! + 0.59 * row[i + 1]! + 0.11 * row[i + 2]!);
    const low = Math.min(...luma);
    const high = Math.max(...luma);
    expect(high - low, 'ink contrasts with the ground').toBeGreaterThan(90);
    const middle = (low + high) / 2;
    let crossings = 0;
    for (let i = 1; i < luma.length; i++)
      if (luma[i - 1]! < middle !== luma[i]! < middle) crossings += 1;
    // "Coffee Podcast": 13 letters, most crossed at least twice by a middle line.
    expect(crossings).toBeGreaterThan(16);
    expect(art.marks.get('emblem'), 'a drawn emblem above the name').toBeDefined();
  });

  it('sets the quoted title of a title card', () => {
    const quoted = render('title card "The Deep Dive" over a night city', 640, 360);
    const other = render('title card "Small Talk" over a night city', 640, 360);
    const a = quoted.marks.get('lettering')!;
    const b = other.marks.get('lettering')!;
    expect(a.w).toBeGreaterThan(b.w);
    expect(quoted.scene.setting).toBe('city');
  });

  it('still paints the coast of "a red sports car on a coastal road"', () => {
    const art = render('a red sports car on a coastal road', 640, 360);
    expect(art.scene.setting).toBe('sea');
  });
});
