/**
 * A shot is one room: the local image engine paints it from its prompt, and the media planner's
 * text-to-video plan moves it (Ken Burns) under an optional caption, rendered by our ffmpeg.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { BUILT_IN_IMAGE_STYLES } from '../../src/shared/image-styles.js';
import { planTextToVideo, type KenBurnsMove } from '../../src/server/media/plan.js';
import { LocalImageEngine } from '../../src/server/providers/image/local/index.js';
import { renderCaption } from '../../src/server/providers/video/local/index.js';
import { forWeb, JPEG_QUALITY } from './web-quality.js';
import { media, publicPath, RENDER_TIMEOUT, scratchDir, scratchFile, signal } from './workspace.js';

export interface Shot {
  prompt: string;
  /** A BUILT_IN_IMAGE_STYLES id, or null for the engine's unstyled look. */
  style: string | null;
  /** Picked by eye among the engine's layouts: the sofa and the window both in frame. */
  seed: number;
  move: KenBurnsMove;
}

/** Positional, so the shot tables read one shot per line. */
export const shot = (prompt: string, style: string | null, seed: number, move: KenBurnsMove) => ({
  prompt,
  style,
  seed,
  move,
});

const images = new LocalImageEngine();

/** Paints the shot's still with the product's image engine; returns the image file. */
async function paint({ prompt, style, seed }: Shot, width: number, height: number) {
  const image = await images.generateImage({
    id: 'marketing-media',
    workDir: scratchDir('still-'),
    signal,
    vendorRef: null,
    saveVendorRef: async () => {},
    prompt,
    width,
    height,
    quality: '1080p',
    seed,
    style: BUILT_IN_IMAGE_STYLES.find((s) => s.id === style) ?? null,
    reference: null,
  });
  return image.path;
}

/** The product's caption card as a PNG file, with where it sits on a frame of this size. */
export async function captionFile(text: string, frameWidth: number, frameHeight: number) {
  const caption = await renderCaption({ text, frameWidth, frameHeight });
  const image = scratchFile('caption.png');
  writeFileSync(image, caption.png);
  return { image, x: caption.x, y: caption.y };
}

/** A moving still through the text-to-video plan, with its caption when one is given. */
export async function renderShot(
  shot: Shot,
  size: { width: number; height: number },
  durationSeconds: number,
  crf: string,
  captionText: string | null,
) {
  const output = scratchFile('shot.mp4');
  const caption = captionText ? await captionFile(captionText, size.width, size.height) : null;
  const still = await paint(shot, size.width, size.height);
  const plan = { ...size, still, caption, output, durationSeconds, move: shot.move };
  await media.run(forWeb(planTextToVideo(plan), crf), RENDER_TIMEOUT);
  return output;
}

/** The planner's poster frame (1 s in), re-encoded at web quality: it is a first paint. */
export async function writePoster(video: string, url: string) {
  const frame = scratchFile('poster.jpg');
  await media.extractPoster(video, frame, signal);
  const image = await loadImage(readFileSync(frame));
  const canvas = createCanvas(image.width, image.height);
  canvas.getContext('2d').drawImage(image, 0, 0);
  writeFileSync(publicPath(url), await canvas.encode('jpeg', JPEG_QUALITY));
}
