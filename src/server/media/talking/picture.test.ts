import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createCanvas } from '@napi-rs/canvas';
import { afterAll, describe, expect, it } from 'vitest';
import { withExifOrientation } from '../../../../test/fixtures/exif.js';
import { loadUpright } from './picture.js';

const dir = mkdtempSync(path.join(tmpdir(), 'reelcast-upright-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('loadUpright', () => {
  it('stands a tagged phone photo up once, as a viewer sees it (it was turned twice)', async () => {
    // Stored 40×20 with a dark top-left corner.
    const stored = createCanvas(40, 20);
    const ctx = stored.getContext('2d');
    ctx.fillStyle = '#fff';
    ctx.fillRect(0, 0, 40, 20);
    ctx.fillStyle = '#000';
    ctx.fillRect(0, 0, 10, 10);
    const jpeg = await stored.encode('jpeg', 95);
    // Where a viewer sees the dark corner for each tag (TL, TR, BL, BR), and the upright size.
    const expected: Record<number, [string, number, number]> = {
      1: ['TL', 40, 20],
      3: ['BR', 40, 20],
      6: ['TR', 20, 40],
      8: ['BL', 20, 40],
    };
    for (const [tag, [corner, width, height]] of Object.entries(expected)) {
      const file = path.join(dir, `tag-${tag}.jpg`);
      writeFileSync(file, withExifOrientation(jpeg, Number(tag)));
      const upright = await loadUpright(file);
      const pixels = upright.getContext('2d').getImageData(0, 0, upright.width, upright.height);
      const dark = (x: number, y: number) => pixels.data[(y * upright.width + x) * 4]! < 128;
      const [w, h] = [upright.width - 2, upright.height - 2];
      const seen = [
        ['TL', dark(1, 1)],
        ['TR', dark(w, 1)],
        ['BL', dark(1, h)],
        ['BR', dark(w, h)],
      ].filter(([, isDark]) => isDark);
      expect({ tag, size: [upright.width, upright.height], dark: seen.map(([c]) => c) }).toEqual({
        tag,
        size: [width, height],
        dark: [corner],
      });
    }
  });
});
