/**
 * Faces stay in frame, the second round (decision 057, "Face-aware crops"): before and after
 * strips for the cases fixed then, one frame every 2 s of a 6 s clip rendered by the local
 * video engine. Renders with the code it runs in, so "before" comes from an export of the
 * previous commit:
 *
 *   git archive <before> src | tar -x -C /tmp/old && cp tsconfig.json package.json /tmp/old/ \
 *     && ln -s $PWD/node_modules /tmp/old/node_modules && mkdir -p /tmp/old/scripts \
 *     && cp scripts/framing-gallery-fits.ts /tmp/old/scripts/
 *   (cd /tmp/old && node --import tsx scripts/framing-gallery-fits.ts render /tmp/frames/before)
 *   node --import tsx scripts/framing-gallery-fits.ts render /tmp/frames/after
 *   node --import tsx scripts/framing-gallery-fits.ts strips /tmp/frames
 *
 * Writes docs/gallery/framing-closeup-16x9.png (Image to Video), framing-talking-closeup.png,
 * framing-audiogram-cover.png and framing-host-on-set.png.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createCanvas, loadImage, type Canvas } from '@napi-rs/canvas';
import { createMediaToolkit } from '../src/server/media/index.js';
import { beforeAfterStrip, framePng } from './gallery-strip.js';
import { sharedFaceDetector } from '../src/server/media/faces/index.js';
import { LocalImageEngine, composeHostOnSet } from '../src/server/providers/image/local/index.js';
import { LocalVideoEngine } from '../src/server/providers/video/local/index.js';
import type { VideoRenderRequest } from '../src/server/providers/video/port.js';

const ROOT = path.resolve(import.meta.dirname, '..');
const FACES = path.join(ROOT, 'test/fixtures/faces');
const OUT = path.join(ROOT, 'docs/gallery');
const TIMES = [0, 2, 4];
const SECONDS = 6;
const media = createMediaToolkit({ media: { ffmpegPath: undefined, ffprobePath: undefined } });
const detector = sharedFaceDetector();
const engine = new LocalVideoEngine({ media, faces: detector });

const CASES = {
  'closeup-16x9': 'Image to Video, a 4:5 close-up in 16:9, zoom in',
  'talking-closeup': 'Podcast clip, talking portrait, the close-up in 16:9',
  'audiogram-cover': 'Audiogram (classic, 1:1), a wide photograph as cover art',
  'host-on-set': 'Podcast clip on a saved studio set, host from camera.jpg',
} as const;
type Case = keyof typeof CASES;

async function save(canvas: Canvas, file: string) {
  writeFileSync(file, await canvas.encode('png'));
  return file;
}

async function closeUp(work: string) {
  const image = await loadImage(path.join(FACES, 'astronaut.jpg'));
  const canvas = createCanvas(512, 640);
  const [sx, sw] = [image.width * 0.21, image.width * 0.45];
  canvas.getContext('2d').drawImage(image, sx, 0, sw, sw * 1.25, 0, 0, 512, 640);
  return save(canvas, path.join(work, 'close-up.png'));
}

async function widePhoto(work: string) {
  const [astronaut, coffee] = await Promise.all(
    ['astronaut.jpg', 'coffee.jpg'].map((name) => loadImage(path.join(FACES, name))),
  );
  const canvas = createCanvas(569, 320);
  const ctx = canvas.getContext('2d');
  ctx.drawImage(coffee!, 0, 0, 569, 320);
  ctx.drawImage(astronaut!, -60, 0, 320, 320);
  return save(canvas, path.join(work, 'wide.png'));
}

async function hostOnStudio(work: string) {
  const signal = new AbortController().signal;
  const set = await new LocalImageEngine().generateBackground({
    ...{ id: 'set', name: 'Loft', description: 'brick walls, warm lamps', style: '', seed: 4 },
    ...{ workDir: work, signal, vendorRef: null, saveVendorRef: async () => {} },
  });
  const portrait = path.join(FACES, 'camera.jpg');
  const image = await loadImage(portrait);
  const pixels = createCanvas(image.width, image.height).getContext('2d');
  pixels.drawImage(image, 0, 0);
  const [face] = await detector.detect(pixels.getImageData(0, 0, image.width, image.height));
  const output = path.join(work, 'host-on-set.jpg');
  // The code before this round ignores `face` and guesses the head.
  const request = { portrait, set: set.path, output, width: 960, height: 540, face: face!.box };
  await composeHostOnSet(request);
  return output;
}

async function voice(work: string) {
  const file = path.join(work, 'voice.wav');
  // Syllables: a tone switched on and off a few times a second, so the mouth moves.
  await media.run([
    ...['-v', 'error', '-y', '-f', 'lavfi', '-i'],
    `sine=frequency=180:duration=${SECONDS}`,
    ...['-af', "volume='if(lt(mod(t,0.5),0.3),1,0)':eval=frame", file],
  ]);
  return file;
}

async function render(name: Case, work: string): Promise<string> {
  const jobDir = path.join(work, name);
  mkdirSync(jobDir);
  const base = {
    jobId: name,
    prompt: 'slow zoom in',
    resolution: '540p' as const,
    durationSeconds: SECONDS,
    seed: 1,
    workDir: jobDir,
    signal: new AbortController().signal,
    onProgress: () => {},
    vendorRef: null,
    saveVendorRef: async () => {},
  };
  const wide = { aspectRatio: '16:9' as const, width: 480, height: 270 };
  const image = (file: string) => ({ path: file, mimeType: 'image/png', width: 512, height: 640 });
  const audio = { path: await voice(jobDir), mimeType: 'audio/wav' };
  const requests: Record<Case, () => Promise<VideoRenderRequest>> = {
    'closeup-16x9': async () => ({
      ...base,
      ...wide,
      mode: 'veo',
      image: image(await closeUp(jobDir)),
    }),
    'talking-closeup': async () => ({
      ...{ ...base, ...wide, mode: 'hedra', prompt: 'calm' },
      ...{ image: image(await closeUp(jobDir)), audio },
    }),
    'audiogram-cover': async () => ({
      ...{ ...base, aspectRatio: '1:1', width: 360, height: 360, mode: 'hedra' },
      ...{ image: image(await widePhoto(jobDir)), audio },
      audiogram: {
        ...{ template: 'classic', waveform: 'bars', brandColor: '#e4572e' },
        ...{ title: 'From garage roaster to forty cafes', showName: 'The Small Batch Podcast' },
      },
    }),
    'host-on-set': async () => ({
      ...{ ...base, ...wide, mode: 'hedra', prompt: 'calm' },
      ...{ image: image(await hostOnStudio(jobDir)), audio },
    }),
  };
  const { videoPath } = await engine.render(await requests[name]());
  return videoPath;
}

async function renderAll(dir: string) {
  mkdirSync(dir, { recursive: true });
  const work = mkdtempSync(path.join(tmpdir(), 'reelcast-fits-'));
  try {
    for (const name of Object.keys(CASES) as Case[]) {
      const video = await render(name, work);
      for (const seconds of TIMES) {
        await framePng(media, video, seconds, path.join(dir, `${name}-${seconds}.png`));
      }
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

async function strips(dir: string) {
  for (const [name, title] of Object.entries(CASES)) {
    const rows = await Promise.all(
      ['before', 'after'].map((when) =>
        Promise.all(TIMES.map((s) => loadImage(path.join(dir, when, `${name}-${s}.png`)))),
      ),
    );
    const titles = ['Before', 'After'].map((when) => `${when}: ${title} (0 s, 2 s, 4 s)`);
    writeFileSync(path.join(OUT, `framing-${name}.png`), await beforeAfterStrip(rows, titles));
  }
}

const [command, dir] = process.argv.slice(2);
if (command === 'render' && dir) await renderAll(dir);
else if (command === 'strips' && dir) await strips(dir);
else throw new Error('usage: framing-gallery-fits.ts render <dir> | strips <dir>');
process.exit(0);
