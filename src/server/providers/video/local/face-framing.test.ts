import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { afterAll, describe, expect, it } from 'vitest';
import { createMediaToolkit } from '../../../media/index.js';
import { sharedFaceDetector, type FaceBox, type FaceDetector } from '../../../media/faces/index.js';
import { LocalVideoEngine } from './engine.js';

/**
 * Faces stay in frame (issue 29 item 5): a real photograph made into a 4:5 portrait with the
 * face high (the astronaut, padded below with her own shoulders mirrored), rendered by Image
 * to Video to 9:16 and 16:9. The centred crop cut the top of her head (and, zoomed, the
 * chin); the first, middle and last frames must each show her whole face with headroom,
 * checked by finding the face again on the frames with the same detector.
 */

const fixtures = path.resolve(import.meta.dirname, '../../../../../test/fixtures');
const media = createMediaToolkit({ media: { ffmpegPath: undefined, ffprobePath: undefined } });
const detector = sharedFaceDetector();
const engine = new LocalVideoEngine({ media, faces: detector });
const root = mkdtempSync(path.join(tmpdir(), 'reelcast-framing-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** The astronaut as a 4:5 portrait: the square photograph on top, its lowest quarter mirrored below. */
async function highFacePortrait(photo: string): Promise<string> {
  const image = await loadImage(photo);
  const size = image.width;
  const canvas = createCanvas(size, Math.round(size * 1.25));
  const ctx = canvas.getContext('2d');
  ctx.drawImage(image, 0, 0, size, size);
  const rest = canvas.height - size;
  ctx.save();
  ctx.translate(0, size * 2);
  ctx.scale(1, -1);
  ctx.drawImage(image, 0, size - rest, size, rest, 0, size - rest, size, rest);
  ctx.restore();
  const out = path.join(root, `portrait-${path.basename(path.dirname(photo))}.png`);
  writeFileSync(out, await canvas.encode('png'));
  return out;
}

/**
 * A close-up: the astronaut's head and shoulders cropped tight to 4:5 (her face about half the
 * picture's height), the shot no 16:9 crop can hold without cutting the head.
 */
async function closeUp(photo: string): Promise<string> {
  const image = await loadImage(photo);
  const canvas = createCanvas(512, 640);
  // Her face box spans 29-58 % across and 9-38 % down the square photograph.
  const [sx, sw] = [image.width * 0.21, image.width * 0.45];
  canvas.getContext('2d').drawImage(image, sx, 0, sw, sw * 1.25, 0, 0, 512, 640);
  const out = path.join(root, 'close-up.png');
  writeFileSync(out, await canvas.encode('png'));
  return out;
}

let jobs = 0;
async function render(
  picture: string,
  width: number,
  height: number,
  prompt: string,
  withEngine = engine,
) {
  const workDir = path.join(root, `job-${++jobs}`);
  mkdirSync(workDir);
  const { videoPath } = await withEngine.render({
    jobId: `job-${jobs}`,
    mode: 'veo',
    prompt,
    aspectRatio: width < height ? '9:16' : '16:9',
    resolution: '720p',
    width,
    height,
    durationSeconds: 2,
    seed: 1,
    image: { path: picture, mimeType: 'image/png', width: 512, height: 640 },
    workDir,
    signal: new AbortController().signal,
    onProgress: () => {},
    vendorRef: null,
    saveVendorRef: async () => {},
  });
  return videoPath;
}

/** The video's frame at `seconds`, as pixels (a PNG frame grabbed with ffmpeg). */
async function frameAt(video: string, seconds: number) {
  const png = `${video}.${seconds}.png`;
  await media.run([
    '-v',
    'error',
    '-y',
    '-ss',
    String(seconds),
    '-i',
    video,
    '-frames:v',
    '1',
    png,
  ]);
  const image = await loadImage(png);
  const ctx = createCanvas(image.width, image.height).getContext('2d');
  ctx.drawImage(image, 0, 0);
  return ctx.getImageData(0, 0, image.width, image.height);
}

/** The largest face on the video's frame at `seconds`, detected again. */
async function faceAt(video: string, seconds: number): Promise<FaceBox | undefined> {
  const [face] = await detector.detect(await frameAt(video, seconds));
  return face?.box;
}

/** The face with room for the top of the head above its box and the chin below, in frame. */
function headroomInFrame(box: FaceBox | undefined) {
  if (!box) return 'no face found';
  const top = box.y - box.height * 0.3;
  const bottom = box.y + box.height * 1.1;
  const ok = top >= 0 && bottom <= 1 && box.x >= 0 && box.x + box.width <= 1;
  return ok ? 'whole' : `cut: head top at ${top.toFixed(3)}, chin room to ${bottom.toFixed(3)}`;
}

describe('faces stay in frame (Image to Video, real photographs)', { timeout: 120_000 }, () => {
  const cases: Array<[string, number, number, string]> = [
    ['faces', 288, 512, 'slow zoom in on her face'],
    ['faces', 512, 288, 'slow zoom in on her face'],
    ['photos', 512, 288, 'pan to the left'],
  ];
  for (const [set, width, height, prompt] of cases) {
    it(`${set}/astronaut.jpg as a 4:5 portrait, ${width}x${height}, "${prompt}"`, async () => {
      const picture = await highFacePortrait(path.join(fixtures, set, 'astronaut.jpg'));
      const video = await render(picture, width, height, prompt);
      const seen = [];
      for (const seconds of [0, 1, 1.93]) seen.push(headroomInFrame(await faceAt(video, seconds)));
      expect(seen).toEqual(['whole', 'whole', 'whole']);
    });
  }

  it('a close-up into 16:9 shows the whole head over a blurred fill, never a cut', async () => {
    const video = await render(
      await closeUp(path.join(fixtures, 'faces', 'astronaut.jpg')),
      512,
      288,
      'slow zoom in',
    );
    const seen = [];
    for (const seconds of [0, 1, 1.93]) seen.push(headroomInFrame(await faceAt(video, seconds)));
    expect(seen).toEqual(['whole', 'whole', 'whole']);
    // The sides are the picture blurred and darkened: not black bars, and far smoother than
    // the photograph in the middle.
    const { sides, middle } = await sharpness(video, 1);
    expect(sides.mean).toBeGreaterThan(12);
    expect(sides.edges).toBeLessThan(middle.edges / 3);
  });
});

/** Mean brightness and mean gradient of the frame's outer tenths and of its middle fifth. */
async function sharpness(video: string, seconds: number) {
  const { data, width, height } = await frameAt(video, seconds);
  const luma = (x: number, y: number) => {
    const i = (y * width + x) * 4;
    return (data[i]! * 77 + data[i + 1]! * 150 + data[i + 2]! * 29) >> 8;
  };
  const measure = (columns: (x: number) => boolean) => {
    let [n, sum, edges] = [0, 0, 0];
    for (let y = 1; y < height - 1; y++)
      for (let x = 1; x < width - 1; x++) {
        if (!columns(x)) continue;
        n++;
        sum += luma(x, y);
        edges +=
          Math.abs(luma(x + 1, y) - luma(x - 1, y)) + Math.abs(luma(x, y + 1) - luma(x, y - 1));
      }
    return { mean: sum / n, edges: edges / n };
  };
  return {
    sides: measure((x) => x < width * 0.1 || x >= width * 0.9),
    middle: measure((x) => Math.abs(x - width / 2) < width * 0.1),
  };
}

/** A 2 s talking portrait (a tone for a voice) of `picture` in 512×288. */
async function talk(picture: string) {
  const audio = path.join(root, 'tone.wav');
  await media.run([
    '-v',
    'error',
    '-y',
    '-f',
    'lavfi',
    '-i',
    'sine=frequency=220:duration=2',
    audio,
  ]);
  const workDir = path.join(root, `job-${++jobs}`);
  mkdirSync(workDir);
  const { videoPath } = await engine.render({
    jobId: `job-${jobs}`,
    mode: 'hedra',
    prompt: 'calm',
    aspectRatio: '16:9',
    resolution: '720p',
    width: 512,
    height: 288,
    durationSeconds: 2,
    seed: 1,
    image: { path: picture, mimeType: 'image/png', width: 512, height: 640 },
    audio: { path: audio, mimeType: 'audio/wav' },
    workDir,
    signal: new AbortController().signal,
    onProgress: () => {},
    vendorRef: null,
    saveVendorRef: async () => {},
  });
  return videoPath;
}

describe('faces stay in frame (podcast clip, talking portrait)', { timeout: 120_000 }, () => {
  it('the 4:5 high-face portrait talking in 16:9 keeps the whole head', async () => {
    const picture = await highFacePortrait(path.join(fixtures, 'faces', 'astronaut.jpg'));
    const videoPath = await talk(picture);
    const seen = [];
    for (const seconds of [0, 1, 1.5]) seen.push(headroomInFrame(await faceAt(videoPath, seconds)));
    expect(seen).toEqual(['whole', 'whole', 'whole']);
  });

  it('a close-up talking in 16:9 keeps the whole head, the sides filled', async () => {
    const videoPath = await talk(await closeUp(path.join(fixtures, 'faces', 'astronaut.jpg')));
    const seen = [];
    for (const seconds of [0, 1, 1.5]) seen.push(headroomInFrame(await faceAt(videoPath, seconds)));
    expect(seen).toEqual(['whole', 'whole', 'whole']);
    const { sides, middle } = await sharpness(videoPath, 1);
    expect(sides.mean).toBeGreaterThan(12);
    expect(sides.edges).toBeLessThan(middle.edges / 3);
  });
});

describe('face detection for framing', { timeout: 60_000 }, () => {
  it('runs once per picture: a second job with the same picture reuses the faces', async () => {
    let calls = 0;
    const counting: FaceDetector = {
      detect: (image) => (calls++, detector.detect(image)),
    };
    const counted = new LocalVideoEngine({ media, faces: counting });
    // Its own bytes (a trailing byte after the JPEG's end), so no other test's job cached it.
    const picture = path.join(root, 'camera-once.jpg');
    writeFileSync(
      picture,
      Buffer.concat([readFileSync(path.join(fixtures, 'faces', 'camera.jpg')), Buffer.from([0])]),
    );
    await render(picture, 144, 256, 'zoom in', counted);
    await render(picture, 256, 144, 'pan left', counted);
    expect(calls).toBe(1);
  });

  it('a detector failure frames about the subject, warns, and the job still renders', async () => {
    const warnings: string[] = [];
    const broken = new LocalVideoEngine({
      media,
      faces: { detect: () => Promise.reject(new Error('wasm backend lost')) },
      log: { warn: (_details, message) => warnings.push(message) },
    });
    const picture = path.join(fixtures, 'faces', 'coffee.jpg');
    const video = await render(picture, 144, 256, 'zoom in', broken);
    expect((await media.probe(video)).video).toMatchObject({ width: 144, height: 256 });
    expect(warnings).toEqual(['face detection failed: framing the picture about its subject']);
  });
});
