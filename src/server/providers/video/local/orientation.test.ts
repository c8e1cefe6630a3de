import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createCanvas } from '@napi-rs/canvas';
import { afterAll, describe, expect, it } from 'vitest';
import { createMediaToolkit } from '../../../media/index.js';
import { withExifOrientation } from '../../../../../test/fixtures/exif.js';
import { grayFrame } from '../../../../../test/fixtures/frames.js';
import { LocalVideoEngine } from './engine.js';
import { jpegOrientation, readImageOrientation } from '../../../media/orientation.js';

const dir = mkdtempSync(path.join(tmpdir(), 'reelcast-orientation-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('EXIF orientation', () => {
  it('reads the tag in either byte order', async () => {
    const jpeg = await createCanvas(40, 20).encode('jpeg');
    expect(jpegOrientation(jpeg)).toBe(1);
    expect(jpegOrientation(withExifOrientation(jpeg, 6))).toBe(6);
    expect(jpegOrientation(withExifOrientation(jpeg, 8, false))).toBe(8);
    expect(jpegOrientation(withExifOrientation(jpeg, 42))).toBe(1); // out of range
  });

  it('treats other files, and cut-off ones, as upright', async () => {
    const png = await createCanvas(40, 20).encode('png');
    const file = path.join(dir, 'tagged.jpg');
    const tagged = withExifOrientation(await createCanvas(40, 20).encode('jpeg'), 3);
    writeFileSync(file, tagged);
    expect(await readImageOrientation(file)).toBe(3);
    expect(jpegOrientation(png)).toBe(1);
    expect(jpegOrientation(tagged.subarray(0, 30))).toBe(1);
    expect(jpegOrientation(Buffer.alloc(0))).toBe(1);
  });
});

describe('LocalVideoEngine with a sideways phone photo', () => {
  it('renders it upright', { timeout: 30_000 }, async () => {
    // Stored 480×320 with a dot right of centre; tag 6 means "turn 90° clockwise to view",
    // so the viewer sees 320×480 with the dot below the centre.
    const canvas = createCanvas(480, 320);
    const ctx = canvas.getContext('2d');
    ctx.fillStyle = '#eeeeee';
    ctx.fillRect(0, 0, 480, 320);
    ctx.fillStyle = '#000000';
    ctx.fillRect(380, 150, 20, 20);
    const photo = path.join(dir, 'phone.jpg');
    writeFileSync(photo, withExifOrientation(await canvas.encode('jpeg', 95), 6));
    const workDir = path.join(dir, 'render');
    mkdirSync(workDir);
    const media = createMediaToolkit({ media: { ffmpegPath: undefined, ffprobePath: undefined } });
    const { videoPath } = await new LocalVideoEngine({ media }).render({
      jobId: 'phone',
      mode: 'veo',
      prompt: 'zoom in',
      aspectRatio: '9:16',
      resolution: '540p',
      width: 320,
      height: 480,
      durationSeconds: 1,
      seed: 1,
      image: { path: photo, mimeType: 'image/jpeg', width: 480, height: 320 },
      workDir,
      signal: new AbortController().signal,
      onProgress: () => {},
      vendorRef: null,
      saveVendorRef: async () => {},
    });
    const { pixels } = await grayFrame(media, videoPath, 0);
    let [sumX, sumY, weight] = [0, 0, 0];
    pixels.forEach((value, i) => {
      const darkness = Math.max(0, 128 - value);
      sumX += darkness * (i % 320);
      sumY += darkness * Math.floor(i / 320);
      weight += darkness;
    });
    // Upright: the dot sits at about (320 - 160, 390) = (160, 390).
    expect(sumX / weight).toBeCloseTo(160, -1);
    expect(sumY / weight).toBeCloseTo(390, -1);
  });
});
