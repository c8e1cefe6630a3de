/**
 * Face-aware crops, before and after (decision 057, "Face-aware crops"): the astronaut made
 * into a 4:5 portrait with her face high (as face-framing.test.ts makes it), rendered by Image
 * to Video with a zoom in to 9:16 and 16:9, once centred (before) and once framed around her
 * face (after). Writes docs/gallery/framing-9x16.png and framing-16x9.png: the first, middle
 * and last frames, before on top, after below. Look at them after changing framing.ts.
 *
 * Run: node --import tsx scripts/framing-gallery.ts
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createCanvas, loadImage, type Image } from '@napi-rs/canvas';
import { createMediaToolkit } from '../src/server/media/index.js';
import { beforeAfterStrip, framePng } from './gallery-strip.js';
import { sharedFaceDetector } from '../src/server/media/faces/index.js';
import { findSubject, framingFor } from '../src/server/media/framing-input.js';
import { IMAGE_TO_VIDEO_ZOOM, planImageToVideo } from '../src/server/media/plan.js';

const OUT = path.resolve(import.meta.dirname, '../docs/gallery');
const PHOTO = path.resolve(import.meta.dirname, '../test/fixtures/faces/astronaut.jpg');
const TIMES = [0, 1, 1.93];
const media = createMediaToolkit({ media: { ffmpegPath: undefined, ffprobePath: undefined } });
const work = mkdtempSync(path.join(tmpdir(), 'reelcast-framing-gallery-'));

async function highFacePortrait(): Promise<string> {
  const image = await loadImage(PHOTO);
  const size = image.width;
  const canvas = createCanvas(size, Math.round(size * 1.25));
  const ctx = canvas.getContext('2d');
  ctx.drawImage(image, 0, 0, size, size);
  const rest = canvas.height - size;
  ctx.translate(0, size * 2);
  ctx.scale(1, -1);
  ctx.drawImage(image, 0, size - rest, size, rest, 0, size - rest, size, rest);
  const out = path.join(work, 'portrait.png');
  writeFileSync(out, await canvas.encode('png'));
  return out;
}

async function frames(picture: string, width: number, height: number, framed: boolean) {
  const output = path.join(work, `${width}x${height}-${framed ? 'after' : 'before'}.mp4`);
  const subject = await findSubject(media, {
    picture,
    orientation: 1,
    workDir: work,
    detector: sharedFaceDetector(),
    log: console,
  });
  await media.run(
    planImageToVideo({
      image: picture,
      output,
      width,
      height,
      durationSeconds: 2,
      move: 'zoom-in',
      ...(framed && { framing: framingFor(subject, { width, height }, IMAGE_TO_VIDEO_ZOOM) }),
    }),
  );
  const images: Image[] = [];
  for (const seconds of TIMES) {
    const png = await framePng(media, output, seconds, `${output}.${seconds}.png`);
    images.push(await loadImage(png));
  }
  return images;
}

async function strip(width: number, height: number, name: string) {
  const picture = await highFacePortrait();
  const rows = [
    await frames(picture, width, height, false),
    await frames(picture, width, height, true),
  ];
  const titles = [
    `Before: centred crop (${name}, zoom in; 0 s, 1 s, 2 s)`,
    `After: framed around the face (${name}, zoom in; 0 s, 1 s, 2 s)`,
  ];
  writeFileSync(
    path.join(OUT, `framing-${name.replace(':', 'x')}.png`),
    await beforeAfterStrip(rows, titles),
  );
}

try {
  await strip(270, 480, '9:16');
  await strip(480, 270, '16:9');
} finally {
  rmSync(work, { recursive: true, force: true });
}
