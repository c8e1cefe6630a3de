import { createHash } from 'node:crypto';
import { loadImage } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { renderCaption, renderPromptStill, wrapText } from './still.js';

const digest = (buffer: Buffer) => createHash('sha256').update(buffer).digest('hex');

describe('renderPromptStill', () => {
  it('paints the prompt with the image engine: a JPEG of exactly the frame size, the same for the same prompt and seed', async () => {
    const options = { prompt: 'A calm sunset over the sea', width: 360, height: 640, seed: 7 };
    const [first, again, otherSeed, otherPrompt] = await Promise.all([
      renderPromptStill(options),
      renderPromptStill(options),
      renderPromptStill({ ...options, seed: 8 }),
      renderPromptStill({ ...options, prompt: 'Neon city at night' }),
    ]);
    expect(first.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    const image = await loadImage(first);
    expect([image.width, image.height]).toEqual([360, 640]);
    expect(digest(again)).toBe(digest(first));
    expect(digest(otherSeed)).not.toBe(digest(first));
    expect(digest(otherPrompt)).not.toBe(digest(first));
  });
});

describe('renderCaption', () => {
  it('draws an even-sized panel centred in the lower part of the frame', async () => {
    const caption = await renderCaption({
      text: 'Product launch teaser for our new coffee blend',
      frameWidth: 720,
      frameHeight: 1280,
    });
    const image = await loadImage(caption.png);
    expect([image.width, image.height]).toEqual([caption.width, caption.height]);
    expect((caption.width % 2) + (caption.height % 2)).toBe(0);
    expect(caption.x).toBe((720 - caption.width) / 2);
    expect(caption.y).toBeGreaterThan(1280 / 2);
    expect(caption.y + caption.height).toBeLessThan(1280);
  });

  it('keeps a long prompt to four lines inside the frame', async () => {
    const caption = await renderCaption({
      text: 'word '.repeat(400),
      frameWidth: 1280,
      frameHeight: 720,
    });
    expect(caption.width).toBeLessThanOrEqual(1280 * 0.84);
    expect(caption.y + caption.height).toBeLessThan(720);
  });
});

describe('wrapText', () => {
  const measure = (s: string) => s.length * 10;

  it('wraps greedily by words', () => {
    expect(wrapText('one two three four five', 90, 4, measure)).toEqual([
      'one two',
      'three',
      'four five',
    ]);
  });

  it('breaks words longer than a line and ends overflow with an ellipsis', () => {
    expect(wrapText('abcdefghijkl', 50, 4, measure)).toEqual(['abcde', 'fghij', 'kl']);
    expect(wrapText('aa bb cc dd ee ff', 50, 2, measure)).toEqual(['aa bb', 'cc…']);
  });
});
