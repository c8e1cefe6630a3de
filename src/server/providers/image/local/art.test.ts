import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { rgbToHsl, hueTurn } from './art-kit.js';
import { renderArtwork, type ArtworkOptions } from './art.js';
import { COLOUR_WORDS, MATERIAL_WORDS } from './art-words.js';

/** Pixel checks: the painted picture shows what the words asked for, where the painter put it. */

type Box = { x: number; y: number; w: number; h: number };

const render = (prompt: string, overrides: Partial<ArtworkOptions> = {}) =>
  renderArtwork({
    prompt,
    seed: 5,
    width: 480,
    height: 360,
    style: null,
    detail: 'high',
    ...overrides,
  });

/** Mean colour of the middle of a box (its inner half, away from edges, seams and pillows). */
function meanColour(artwork: ReturnType<typeof render>, box: Box | undefined) {
  if (!box) throw new Error('nothing drawn there');
  const ctx = artwork.canvas.getContext('2d');
  const x = Math.round(box.x + box.w * 0.3);
  const y = Math.round(box.y + box.h * 0.45);
  const w = Math.max(1, Math.round(box.w * 0.4));
  const h = Math.max(1, Math.round(box.h * 0.4));
  const { data } = ctx.getImageData(x, y, w, h);
  const sum = [0, 0, 0];
  for (let i = 0; i < data.length; i += 4) for (let c = 0; c < 3; c++) sum[c]! += data[i + c]!;
  const [r, g, b] = sum.map((v) => v / (data.length / 4)) as [number, number, number];
  return { r, g, b, ...rgbToHsl(r, g, b) };
}

const digest = (artwork: ReturnType<typeof render>) =>
  createHash('sha256')
    .update(artwork.canvas.getContext('2d').getImageData(0, 0, 480, 360).data)
    .digest('hex');

describe('the local painter follows the words', () => {
  it('paints a reading nook with an armchair in velvet, not a landscape or a sofa', () => {
    const nook = render('reading nook with a velvet armchair');
    expect(nook.scene.setting).toBe('interior');
    expect(nook.scene.plan.room).toBe('nook');
    expect(nook.marks.has('sofa')).toBe(false);
    const chair = nook.marks.get('armchair')!;
    // The main piece: a large share of the frame, standing on the floor.
    expect(chair.w * chair.h).toBeGreaterThan(480 * 360 * 0.05);
    expect(chair.y + chair.h).toBeGreaterThan(nook.marks.get('floor')!.y - 5);
    const colour = meanColour(nook, chair);
    expect(Math.abs(hueTurn(colour.h, MATERIAL_WORDS.velvet!.colour.h))).toBeLessThan(25);
    expect(colour.s).toBeGreaterThan(25);
  });

  it('changes the sofa’s colour, and only the sofa’s, with the colour word', () => {
    for (const seed of [1, 2, 3]) {
      const navy = render('A navy sofa in a living room', { seed });
      const terracotta = render('A terracotta sofa in a living room', { seed });
      const navySofa = meanColour(navy, navy.marks.get('sofa'));
      const terracottaSofa = meanColour(terracotta, terracotta.marks.get('sofa'));
      expect(navySofa.b - navySofa.r).toBeGreaterThan(15);
      expect(terracottaSofa.r - terracottaSofa.b).toBeGreaterThan(40);
      expect(Math.abs(hueTurn(navySofa.h, COLOUR_WORDS.navy!.h))).toBeLessThan(30);
      expect(Math.abs(hueTurn(terracottaSofa.h, COLOUR_WORDS.terracotta!.h))).toBeLessThan(30);
      // Everything else stays as it was: the colour word was the sofa's.
      expect(navy.marks).toEqual(terracotta.marks);
      const wall = navy.marks.get('wall')!;
      const left = { ...wall, w: navy.marks.get('sofa')!.x - 4 };
      const [a, b] = [meanColour(navy, left), meanColour(terracotta, left)];
      expect(Math.abs(a.r - b.r) + Math.abs(a.g - b.g) + Math.abs(a.b - b.b)).toBeLessThan(3);
    }
  });

  it('paints a linen sofa pale and an oak floor in warm wood, a walnut floor darker', () => {
    const oak = render('Linen sofa and oak floor', { seed: 9 });
    const walnut = render('Linen sofa and walnut floor', { seed: 9 });
    const sofa = meanColour(oak, oak.marks.get('sofa'));
    expect(sofa.l).toBeGreaterThan(55);
    expect(sofa.s).toBeLessThan(45);
    // The floor's near corners, clear of the rug in the middle.
    const corner = (art: typeof oak) => {
      const floor = art.marks.get('floor')!;
      return meanColour(art, { ...floor, w: floor.w * 0.2 });
    };
    const [oakFloor, walnutFloor] = [corner(oak), corner(walnut)];
    expect(Math.abs(hueTurn(oakFloor.h, MATERIAL_WORDS.oak!.colour.h))).toBeLessThan(20);
    expect(oakFloor.l - walnutFloor.l).toBeGreaterThan(15);
  });

  it('draws each named thing of the audience’s vocabulary', () => {
    const cases: Array<[string, string]> = [
      [
        'a living room with a sofa, an armchair, a rug, plants, a mirror and a lamp',
        'sofa armchair rug plant mirror lamp',
      ],
      ['a bedroom with a bed and a nightstand', 'bed nightstand'],
      ['a kitchen with a marble counter and bar stools', 'counter stool'],
      ['a bathroom with a bathtub and a vanity', 'bathtub vanity'],
      ['a home office with a desk, a chair and shelves', 'desk chair shelves'],
      ['a dining room with a table and chairs', 'dining-table chair'],
      ['a living room with a fireplace and candles', 'fireplace candle'],
      [
        'podcast studio with two microphones, headphones, a neon sign and acoustic panels',
        'microphone headphones neon-sign acoustic-panels',
      ],
    ];
    for (const [prompt, kinds] of cases) {
      const { marks } = render(prompt);
      for (const kind of kinds.split(' '))
        expect([prompt, marks.has(kind)]).toEqual([prompt, true]);
    }
  });

  it('lets a style word change the look and keep the subject', () => {
    const plain = render('reading nook with a velvet armchair');
    for (const word of ['watercolor', 'cinematic', 'minimal']) {
      const styled = render(`reading nook with a velvet armchair, ${word}`);
      expect(styled.scene.look.treatment).not.toBeNull();
      expect(styled.scene.plan.room).toBe('nook');
      expect(styled.marks.has('armchair')).toBe(true);
      expect(styled.scene.setting).toBe(plain.scene.setting);
      expect(digest(styled)).not.toBe(digest(plain));
    }
  });

  it('lights a room by the hour: candle light and night are darker than morning', () => {
    const light = (prompt: string) => meanColour(render(prompt), { x: 0, y: 0, w: 480, h: 360 }).l;
    expect(light('a bedroom by candle light')).toBeLessThan(light('a bedroom in the morning') - 15);
    expect(light('a bedroom at night')).toBeLessThan(light('a bedroom in the morning') - 15);
  });

  it('is the same picture for the same prompt and seed, another for another seed', () => {
    const prompt = 'Marble kitchen with brass pendant lamps and walnut stools';
    expect(digest(render(prompt))).toBe(digest(render(prompt)));
    expect(digest(render(prompt, { seed: 6 }))).not.toBe(digest(render(prompt)));
  });
});
