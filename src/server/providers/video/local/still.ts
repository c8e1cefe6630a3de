import { createCanvas, GlobalFonts } from '@napi-rs/canvas';
import { interFontFile } from '../../../media/fonts.js';
import { ARTWORK_JPEG_QUALITY, paintArtwork } from '../../image/local/index.js';

/**
 * The text-to-video still, and a caption card. The still is the image engine's painting of the
 * prompt (the same engine as the image studio, src/server/providers/image/local/art.ts), at the
 * frame size; Text to Video shows it without words (decision 041). The caption card (Inter from
 * npm, no system fonts needed, a transparent PNG that ffmpeg can lay over a moving picture, see
 * planTextToVideo) is kept for the marketing clips, which title their shots.
 */

export const CAPTION_FONT_FAMILY = 'Inter';
let fontsRegistered = false;

/** Makes Inter (both weights) available to canvas under CAPTION_FONT_FAMILY, once. */
export function registerCaptionFonts(): void {
  if (fontsRegistered) return;
  for (const weight of ['semiBold', 'extraBold'] as const) {
    GlobalFonts.registerFromPath(interFontFile(weight), CAPTION_FONT_FAMILY);
  }
  fontsRegistered = true;
}

export interface PromptStillOptions {
  prompt: string;
  width: number;
  height: number;
  seed: number;
}

/** A JPEG of the prompt's artwork at exactly width × height (encoded off the main thread). */
export async function renderPromptStill({
  prompt,
  width,
  height,
  seed,
}: PromptStillOptions): Promise<Buffer> {
  const canvas = paintArtwork({ prompt, seed, width, height, style: null, detail: 'high' });
  return canvas.encode('jpeg', ARTWORK_JPEG_QUALITY);
}

export interface CaptionOptions {
  text: string;
  frameWidth: number;
  frameHeight: number;
  /** At most this many lines; the last one ends with an ellipsis when the text is longer. */
  maxLines?: number;
}

export interface RenderedCaption {
  /** Transparent PNG of the caption panel. */
  png: Buffer;
  /** Where it goes in the frame (lower third, centred). */
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The prompt as a styled caption: Inter, white on a soft dark rounded panel. */
export async function renderCaption({
  text,
  frameWidth,
  frameHeight,
  maxLines = 4,
}: CaptionOptions): Promise<RenderedCaption> {
  registerCaptionFonts();
  const unit = Math.min(frameWidth, frameHeight);
  const fontSize = Math.max(12, Math.round(unit * 0.052));
  const padding = Math.round(fontSize * 0.75);
  const lineHeight = Math.round(fontSize * 1.28);
  const maxTextWidth = Math.round(Math.min(frameWidth * 0.84, unit * 1.1) - padding * 2);
  const font = `600 ${fontSize}px ${CAPTION_FONT_FAMILY}`;

  const measure = createCanvas(8, 8).getContext('2d');
  measure.font = font;
  const lines = wrapText(text.replace(/\s+/g, ' ').trim(), maxTextWidth, maxLines, (s) =>
    Math.ceil(measure.measureText(s).width),
  );
  const textWidth = Math.max(...lines.map((line) => measure.measureText(line).width));
  const width = even(Math.ceil(textWidth) + padding * 2);
  const height = even(lines.length * lineHeight + padding * 2 - (lineHeight - fontSize) / 2);

  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = 'rgba(10, 10, 20, 0.55)';
  ctx.beginPath();
  ctx.roundRect(0, 0, width, height, Math.round(fontSize * 0.6));
  ctx.fill();
  ctx.font = font;
  ctx.fillStyle = '#ffffff';
  ctx.textAlign = 'center';
  ctx.textBaseline = 'top';
  ctx.shadowColor = 'rgba(0, 0, 0, 0.35)';
  ctx.shadowBlur = Math.round(fontSize * 0.15);
  lines.forEach((line, i) => {
    ctx.fillText(line, width / 2, padding + i * lineHeight + fontSize * 0.02);
  });
  return {
    png: await canvas.encode('png'),
    x: even((frameWidth - width) / 2),
    y: even(Math.min(frameHeight * 0.7, frameHeight - height - unit * 0.08)),
    width,
    height,
  };
}

const even = (value: number) => Math.max(2, Math.round(value / 2) * 2);

/** Greedy word wrap; words longer than a line are broken; overflow ends in "…". */
export function wrapText(
  text: string,
  maxWidth: number,
  maxLines: number,
  measure: (s: string) => number,
): string[] {
  const lines: string[] = [];
  let current = '';
  const words = text.split(' ').flatMap((word) => breakWord(word, maxWidth, measure));
  for (let i = 0; i < words.length; i++) {
    const candidate = current ? `${current} ${words[i]}` : words[i]!;
    if (measure(candidate) <= maxWidth) {
      current = candidate;
      continue;
    }
    lines.push(current);
    current = words[i]!;
    if (lines.length === maxLines) {
      return ellipsize(lines, maxWidth, measure);
    }
  }
  if (current) lines.push(current);
  return lines.length ? lines : [''];
}

function breakWord(word: string, maxWidth: number, measure: (s: string) => number): string[] {
  if (measure(word) <= maxWidth) return [word];
  const parts: string[] = [];
  let part = '';
  for (const char of word) {
    if (part && measure(part + char) > maxWidth) {
      parts.push(part);
      part = '';
    }
    part += char;
  }
  if (part) parts.push(part);
  return parts;
}

function ellipsize(lines: string[], maxWidth: number, measure: (s: string) => number): string[] {
  let last = lines[lines.length - 1]!;
  // Drop whole words first, then characters of a single long word.
  while (last.includes(' ') && measure(`${last}…`) > maxWidth) {
    last = last.slice(0, last.lastIndexOf(' ')).trimEnd();
  }
  while (last && measure(`${last}…`) > maxWidth) last = last.slice(0, -1);
  lines[lines.length - 1] = `${last}…`;
  return lines;
}
