import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { afterAll, describe, expect, it } from 'vitest';
import { withExifOrientation } from '../../../../../../test/fixtures/exif.js';
import { createMediaToolkit } from '../../../../media/index.js';
import { sharedFaceDetector } from '../../../../media/faces/index.js';
import type { AudiogramRender } from '../../port.js';
import { LocalVideoEngine } from '../engine.js';
import { paintCard } from './card.js';

/**
 * Faces stay in frame on the audiogram's cover art (issue 29 item 5): a wide photograph with
 * the astronaut near its left edge, as the clip's picture, is cropped into the card's square.
 * The middle crop showed the coffee beside her and no face; a sideways phone portrait (EXIF
 * orientation 6) was turned a second time on top of canvas's own turn, face on its side. The face must be
 * found again inside the art's box on the rendered clip, upright, with headroom.
 */

const fixtures = path.resolve(import.meta.dirname, '../../../../../../test/fixtures/faces');
const media = createMediaToolkit({ media: { ffmpegPath: undefined, ffprobePath: undefined } });
const detector = sharedFaceDetector();
const engine = new LocalVideoEngine({ media, faces: detector });
const root = mkdtempSync(path.join(tmpdir(), 'reelcast-cover-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const [WIDTH, HEIGHT] = [400, 400];
const design: AudiogramRender = {
  template: 'classic',
  title: 'From garage roaster to forty cafes',
  showName: 'The Small Batch Podcast',
  brandColor: '#e4572e',
  waveform: 'bars',
};

/** 16:9, the astronaut's face 6-22 % across (her photograph drawn off the left edge), coffee beside. */
async function wideUpright() {
  const [astronaut, coffee] = await Promise.all([
    loadImage(path.join(fixtures, 'astronaut.jpg')),
    loadImage(path.join(fixtures, 'coffee.jpg')),
  ]);
  const canvas = createCanvas(569, 320);
  const ctx = canvas.getContext('2d');
  ctx.drawImage(coffee, 0, 0, 569, 320);
  ctx.drawImage(astronaut, -60, 0, 320, 320);
  return canvas;
}

async function widePicture(): Promise<string> {
  const file = path.join(root, 'wide.png');
  writeFileSync(file, await (await wideUpright()).encode('png'));
  return file;
}

/** The square astronaut photograph as a phone stores a portrait: pixels turned, EXIF 6. */
async function sidewaysPicture(): Promise<string> {
  const image = await loadImage(path.join(fixtures, 'astronaut.jpg'));
  const upright = createCanvas(image.width, image.height);
  upright.getContext('2d').drawImage(image, 0, 0);
  // Stored turned a quarter anticlockwise, tagged 6 ("turn clockwise to view").
  const stored = createCanvas(upright.height, upright.width);
  const ctx = stored.getContext('2d');
  ctx.translate(0, stored.height);
  ctx.rotate(-Math.PI / 2);
  ctx.drawImage(upright, 0, 0);
  const file = path.join(root, 'sideways.jpg');
  writeFileSync(file, withExifOrientation(await stored.encode('jpeg', 92), 6));
  return file;
}

async function renderCard(picture: string) {
  const workDir = path.join(root, `job-${path.basename(picture)}`);
  mkdirSync(workDir);
  const tone = path.join(workDir, 'tone.wav');
  await media.run(['-v', 'error', '-y', '-f', 'lavfi', '-i', 'sine=duration=2', tone]);
  const { videoPath } = await engine.render({
    jobId: path.basename(picture),
    mode: 'hedra',
    prompt: '',
    aspectRatio: '1:1',
    resolution: '540p',
    width: WIDTH,
    height: HEIGHT,
    durationSeconds: 2,
    seed: 1,
    image: { path: picture, mimeType: 'image/png', width: 569, height: 320 },
    audio: { path: tone, mimeType: 'audio/wav' },
    audiogram: design,
    workDir,
    signal: new AbortController().signal,
    onProgress: () => {},
    vendorRef: null,
    saveVendorRef: async () => {},
  });
  const png = `${videoPath}.png`;
  await media.run(['-v', 'error', '-y', '-ss', '1', '-i', videoPath, '-frames:v', '1', png]);
  return loadImage(readFileSync(png));
}

/** The face found inside the card's art box: whole with headroom, upright, or why not. */
async function faceInArt(picture: string) {
  const frame = await renderCard(picture);
  const { layout } = await paintCard({ design, width: WIDTH, height: HEIGHT });
  const box = layout.art!;
  const crop = createCanvas(box.width, box.height);
  crop
    .getContext('2d')
    .drawImage(frame, box.x, box.y, box.width, box.height, 0, 0, box.width, box.height);
  const [face] = await detector.detect(
    crop.getContext('2d').getImageData(0, 0, box.width, box.height),
  );
  if (!face) return 'no face found';
  const { x, y, width, height } = face.box;
  if (y - height * 0.3 < 0 || y + height * 1.1 > 1 || x < 0 || x + width > 1) return 'cut';
  // Upright: the mouth straight below the eyes (a face on its side has it beside them).
  const { leftEye, rightEye, mouthLeft, mouthRight } = face.landmarks;
  const down = (mouthLeft.y + mouthRight.y - leftEye.inner.y - rightEye.inner.y) / 2;
  const across = (mouthLeft.x + mouthRight.x - leftEye.inner.x - rightEye.inner.x) / 2;
  return down > Math.abs(across) ? 'whole' : 'on its side';
}

describe('audiogram cover art keeps the face (real photographs)', { timeout: 120_000 }, () => {
  it('a wide photograph with the face near its edge', async () => {
    expect(await faceInArt(await widePicture())).toBe('whole');
  });

  it('a sideways phone photograph (EXIF orientation 6) shows her upright', async () => {
    expect(await faceInArt(await sidewaysPicture())).toBe('whole');
  });
});
