/**
 * The local engines' gallery (docs/gallery/): 30 prompts through the product's local image
 * engine, and a few Text to Video jobs through the local video engine with a frame grabbed by
 * ffmpeg, each saved 360 px wide, with docs/gallery/README.md listing prompt → picture. It shows
 * what the words draw (decision 041); run it again after changing the painter and look.
 *
 * Run: node --import tsx scripts/gallery.ts
 */
import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { format } from 'prettier';
import { imageSizeDimensions, type ImageSize } from '../src/shared/images.js';
import { videoFrameSize, type VideoAspectRatio } from '../src/shared/videos.js';
import { createMediaToolkit } from '../src/server/media/index.js';
import { LocalImageEngine } from '../src/server/providers/image/local/index.js';
import { LocalVideoEngine } from '../src/server/providers/video/local/index.js';

const OUT = path.resolve(import.meta.dirname, '../docs/gallery');
const WIDTH = 360;
const SEED = 7;

/** [prompt, size]: rooms and sets first (the audience's), then landscapes, then style words. */
const IMAGES: Array<[string, ImageSize]> = [
  ['Reading nook with a velvet armchair', '2048x1536'],
  ['Linen sofa and oak floor', '2048x1536'],
  ['A navy sofa in a living room with a brass floor lamp', '2048x1536'],
  ['A terracotta sofa in a living room with a brass floor lamp', '2048x1536'],
  ['Marble kitchen with brass pendant lamps and walnut stools', '2048x1536'],
  ['Sage green kitchen cabinets with an oak counter', '2048x1536'],
  ['Cozy bathroom with a freestanding tub, terracotta tiles and candles', '2048x1536'],
  ['Scandinavian bedroom with a linen bed, a round mirror and candlelight', '2048x1536'],
  ['Bedroom with sage walls and a walnut headboard at night', '2048x1536'],
  ['Home office with a walnut desk, green plants and a bookshelf', '2048x1536'],
  ['Dining room with an oak table, rattan chairs and a brass pendant', '2048x1536'],
  [
    'Podcast studio with two microphones, headphones, a pink neon sign and acoustic panels',
    '2048x1152',
  ],
  ['Late night podcast setup with one microphone, a laptop and a blue neon sign', '2048x1152'],
  ['Concrete loft living room with a leather sofa and a city view', '2048x1536'],
  ['Living room with a fireplace, a boucle armchair and a terrazzo floor', '2048x1536'],
  ['Beach house bedroom with a rattan bed and an ocean view in the morning', '2048x1536'],
  [
    'Cabin living room with a view of the mountains, a wool sofa and a fireplace at sunset',
    '2048x1536',
  ],
  ['Reading nook with a velvet armchair and a walnut bookcase', '1152x2048'],
  ['Tropical beach at noon', '2048x1152'],
  ['Snowy mountains at dawn', '2048x1152'],
  ['Misty pine forest, peaceful morning', '2048x1152'],
  ['City skyline at night', '2048x1152'],
  ['Desert dunes at sunset', '2048x1152'],
  ['Calm lake in the hills with a boat at sunset', '2048x1152'],
  ['A calm sunset over the sea with a lighthouse and birds', '2048x1152'],
  ['Reading nook with a velvet armchair, watercolor', '2048x1536'],
  ['Reading nook with a velvet armchair, cinematic', '2048x1536'],
  ['Minimal bedroom with a linen bed', '2048x1536'],
  ['Retro living room with a mustard velvet sofa', '2048x1536'],
  ['Pastel bathroom with blush tiles and a brass mirror', '2048x1536'],
];

/** [prompt, aspect ratio]: Text to Video jobs; the gallery shows their frame at 2.5 s. */
const VIDEOS: Array<[string, VideoAspectRatio]> = [
  ['Reading nook with a velvet armchair, slowly zoom in', '16:9'],
  ['Podcast studio with two microphones and a neon sign, pan right', '16:9'],
  ['Marble kitchen with brass pendant lamps in the morning', '9:16'],
  ['Tropical beach at sunset, pan left', '16:9'],
];

const media = createMediaToolkit({ media: { ffmpegPath: undefined, ffprobePath: undefined } });
const signal = new AbortController().signal;
const scratch = mkdtempSync(path.join(tmpdir(), 'reelcast-gallery-'));
const slug = (i: number, prompt: string) =>
  `${String(i + 1).padStart(2, '0')}-${prompt
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 48)}.jpg`;

/** The picture at 360 px wide, JPEG: the gallery stays small enough to commit. */
async function shrink(file: string, name: string): Promise<void> {
  const image = await loadImage(file);
  const height = Math.round((image.height * WIDTH) / image.width);
  const canvas = createCanvas(WIDTH, height);
  const ctx = canvas.getContext('2d');
  ctx.imageSmoothingQuality = 'high';
  ctx.drawImage(image, 0, 0, WIDTH, height);
  writeFileSync(path.join(OUT, name), await canvas.encode('jpeg', 82));
}

async function paintImages(): Promise<string[]> {
  const engine = new LocalImageEngine();
  const rows: string[] = [];
  for (const [i, [prompt, size]] of IMAGES.entries()) {
    const workDir = mkdtempSync(path.join(scratch, 'image-'));
    const started = performance.now();
    const image = await engine.generateImage({
      id: `gallery-${i}`,
      workDir,
      signal,
      vendorRef: null,
      saveVendorRef: async () => {},
      prompt,
      ...imageSizeDimensions(size),
      quality: '1080p',
      seed: SEED,
      style: null,
      reference: null,
    });
    const ms = Math.round(performance.now() - started);
    const name = slug(i, prompt);
    await shrink(image.path, name);
    rows.push(`| ${i + 1} | ${prompt} | ${size}, ${ms} ms | ![${i + 1}](${name}) |`);
  }
  return rows;
}

async function renderVideos(): Promise<string[]> {
  const engine = new LocalVideoEngine({ media });
  const rows: string[] = [];
  for (const [i, [prompt, aspectRatio]] of VIDEOS.entries()) {
    const workDir = mkdtempSync(path.join(scratch, 'video-'));
    const { width, height } = videoFrameSize(aspectRatio, '720p');
    const started = performance.now();
    const { videoPath } = await engine.render({
      jobId: `gallery-${i}`,
      mode: 'text-to-video',
      prompt,
      aspectRatio,
      resolution: '720p',
      width,
      height,
      durationSeconds: 5,
      seed: SEED,
      workDir,
      signal,
      onProgress: () => {},
      vendorRef: null,
      saveVendorRef: async () => {},
    });
    const ms = Math.round(performance.now() - started);
    const frame = path.join(workDir, 'frame.png');
    await media.run(['-v', 'error', '-y', '-ss', '2.5', '-i', videoPath, '-frames:v', '1', frame]);
    const name = `video-${slug(i, prompt)}`;
    await shrink(frame, name);
    rows.push(
      `| ${prompt} | ${aspectRatio} 720p, 5 s, rendered in ${ms} ms | ![${prompt}](${name}) |`,
    );
  }
  return rows;
}

try {
  rmSync(OUT, { recursive: true, force: true });
  mkdirSync(OUT, { recursive: true });
  const images = await paintImages();
  const videos = await renderVideos();
  const bytes = readdirSync(OUT).reduce((sum, f) => sum + statSync(path.join(OUT, f)).size, 0);
  const readme = [
    '# Local engines gallery',
    '',
    'What the built-in (offline) engines make of a prompt, with no vendor keys: the image',
    'engine reads rooms, furniture, materials, colours, light, landscapes, podcast sets and',
    'style words (decision 041). Made by `node --import tsx scripts/gallery.ts`: seed',
    `${SEED}, no style chosen, 1080p; each shown ${WIDTH} px wide (${Math.round(bytes / 1024)} KB in all).`,
    'Times are the engine end to end on the machine that made the gallery.',
    '',
    '## Image studio',
    '',
    '| # | prompt | size, time | picture |',
    '|---|---|---|---|',
    ...images,
    '',
    '## Text to Video (a frame at 2.5 s)',
    '',
    'The prompt is painted, not written: no caption is drawn on the video.',
    '',
    '| prompt | video | frame |',
    '|---|---|---|',
    ...videos,
    '',
  ].join('\n');
  // Formatted as `npm run check` wants it (prettier aligns the tables).
  writeFileSync(path.join(OUT, 'README.md'), await format(readme, { parser: 'markdown' }));
  console.log(`${images.length} images, ${videos.length} video frames, ${bytes} bytes`);
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
