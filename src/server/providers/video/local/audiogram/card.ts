import { createCanvas, loadImage, type Image, type SKRSContext2D } from '@napi-rs/canvas';
import { drawFramed } from '../../../../media/framed-canvas.js';
import { frameWindows } from '../../../../media/framing.js';
import type { PictureSubject } from '../../../../media/framing-input.js';
import type { AudiogramRender } from '../../port.js';
import { CAPTION_FONT_FAMILY, registerCaptionFonts } from '../still.js';
import { contrastOn, INK, mix, parseHex, rgba, WHITE, type Rgb } from './colour.js';
import { audiogramLayout, type AudiogramLayout, type Rect, type TextBlock } from './layout.js';

/**
 * The audiogram's still card: background, cover art (or the show's initials), title, name and
 * the progress bar's empty track, painted once with canvas (Inter from npm). ffmpeg then lays
 * the moving waveform and the progress bar's fill over it every frame (plan-audiogram.ts).
 */

export interface CardColours {
  /** The waveform's colour and the progress bar's fill. */
  wave: Rgb;
  progress: Rgb;
}

export interface PaintedCard {
  png: Buffer;
  layout: AudiogramLayout;
  colours: CardColours;
}

export interface CardInput {
  design: AudiogramRender;
  width: number;
  height: number;
  /** The cover art: the logo, else the clip's picture; absent: initials on a tile. */
  artPath?: string;
  /**
   * The art's faces and main subject (framing-input.ts, found once per picture): its box shows
   * them, with headroom. Without, the art is cropped about its middle.
   */
  artSubject?: Pick<PictureSubject, 'faces' | 'subject'>;
}

export function cardColours(design: AudiogramRender): CardColours {
  const brand = parseHex(design.brandColor);
  switch (design.template) {
    case 'classic':
      return { wave: brand, progress: brand };
    case 'spotlight':
      return { wave: WHITE, progress: brand };
    case 'bold':
      return { wave: contrastOn(brand), progress: contrastOn(brand) };
  }
}

export async function paintCard(input: CardInput): Promise<PaintedCard> {
  registerCaptionFonts();
  const { design, width, height } = input;
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  const wrap = (text: string, size: number, maxWidth: number, maxLines: number) => {
    ctx.font = font(800, size);
    return wrapLines(ctx, text, maxWidth, maxLines);
  };
  const layout = audiogramLayout(
    design.template,
    design.waveform,
    { width, height },
    { title: design.title, name: design.showName },
    wrap,
  );
  const art = input.artPath ? await loadImage(input.artPath) : null;
  const brand = parseHex(design.brandColor);
  const colours = cardColours(design);
  const ink = design.template === 'bold' ? contrastOn(brand) : WHITE;

  paintBackground(ctx, design.template, brand, { width, height }, art, layout);
  if (layout.art) {
    paintArt(ctx, layout.art, art && { image: art, ...input.artSubject }, design, brand);
  }
  paintText(ctx, layout.title, 800, ink, 1, layout.align);
  if (layout.name) {
    const nameColour = design.template === 'spotlight' ? mix(brand, WHITE, 0.55) : ink;
    paintText(ctx, layout.name, 600, nameColour, 0.8, layout.align);
  }
  // The progress bar's empty track; ffmpeg fills it from the left as the clip plays.
  const { progress } = layout;
  ctx.fillStyle = rgba(colours.progress === brand ? WHITE : ink, 0.22);
  ctx.fillRect(progress.x, progress.y, progress.width, progress.height);
  return { png: await canvas.encode('png'), layout, colours };
}

const font = (weight: 600 | 800, size: number) => `${weight} ${size}px ${CAPTION_FONT_FAMILY}`;

function paintBackground(
  ctx: SKRSContext2D,
  template: AudiogramRender['template'],
  brand: Rgb,
  frame: { width: number; height: number },
  art: Image | null,
  layout: AudiogramLayout,
): void {
  const { width, height } = frame;
  if (template === 'bold') {
    ctx.fillStyle = rgba(brand);
    ctx.fillRect(0, 0, width, height);
    return;
  }
  const gradient = ctx.createLinearGradient(0, 0, 0, height);
  gradient.addColorStop(0, rgba(mix(brand, INK, 0.78)));
  gradient.addColorStop(1, rgba(INK));
  ctx.fillStyle = gradient;
  ctx.fillRect(0, 0, width, height);
  if (template === 'spotlight' && art) {
    // The cover art, cover-fitted, blurred and darkened: a backdrop, not a second picture.
    const scale = Math.max(width / art.width, height / art.height) * 1.1;
    ctx.save();
    ctx.filter = `blur(${Math.round(Math.min(width, height) / 22)}px)`;
    const w = art.width * scale;
    const h = art.height * scale;
    ctx.drawImage(art, (width - w) / 2, (height - h) / 2, w, h);
    ctx.restore();
    ctx.fillStyle = 'rgba(0, 0, 0, 0.55)';
    ctx.fillRect(0, 0, width, height);
    return;
  }
  // Classic (and spotlight without art): a soft glow of the brand colour behind the art.
  const centre = layout.art ?? layout.title;
  const cx = centre.x + centre.width / 2;
  const cy = centre.y + centre.height / 2;
  const glow = ctx.createRadialGradient(cx, cy, 0, cx, cy, Math.max(width, height) * 0.6);
  glow.addColorStop(0, rgba(brand, 0.45));
  glow.addColorStop(1, rgba(brand, 0));
  ctx.fillStyle = glow;
  ctx.fillRect(0, 0, width, height);
}

function paintArt(
  ctx: SKRSContext2D,
  box: Rect,
  art: ({ image: Image } & Partial<Pick<PictureSubject, 'faces' | 'subject'>>) | null,
  design: AudiogramRender,
  brand: Rgb,
): void {
  const round = design.waveform === 'circle';
  const radius = round ? box.width / 2 : Math.round(box.width * 0.06);
  ctx.save();
  ctx.shadowColor = 'rgba(0, 0, 0, 0.45)';
  ctx.shadowBlur = Math.round(box.width * 0.08);
  ctx.shadowOffsetY = Math.round(box.width * 0.02);
  ctx.beginPath();
  ctx.roundRect(box.x, box.y, box.width, box.height, radius);
  const tile = design.template === 'bold' ? contrastOn(brand) : brand;
  ctx.fillStyle = rgba(tile);
  ctx.fill();
  ctx.restore();
  ctx.save();
  ctx.beginPath();
  ctx.roundRect(box.x, box.y, box.width, box.height, radius);
  ctx.clip();
  if (art) {
    // The window that keeps its faces (or its subject) in the box (decision 057). Canvas
    // decodes the art upright already, as the faces were found on it.
    const { wide } = frameWindows({
      picture: art.image,
      frame: box,
      faces: (art.faces ?? []).map((face) => face.box),
      subject: art.subject ?? null,
      maxZoom: 1,
    });
    drawFramed(ctx, art.image, wide, box);
  } else {
    const letters = initials(design.showName || design.title);
    ctx.fillStyle = rgba(contrastOn(tile));
    ctx.font = font(800, Math.round(box.width * 0.36));
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.fillText(letters, box.x + box.width / 2, box.y + box.height / 2);
  }
  ctx.restore();
}

function paintText(
  ctx: SKRSContext2D,
  block: TextBlock,
  weight: 600 | 800,
  colour: Rgb,
  alpha: number,
  align: 'center' | 'left',
): void {
  ctx.font = font(weight, block.fontSize);
  ctx.fillStyle = rgba(colour, alpha);
  ctx.textAlign = align;
  ctx.textBaseline = 'top';
  const x = align === 'center' ? block.x + block.width / 2 : block.x;
  block.lines.forEach((line, i) => {
    ctx.fillText(line, x, block.y + i * block.fontSize * 1.18);
  });
}

function wrapLines(ctx: SKRSContext2D, text: string, maxWidth: number, maxLines: number) {
  const words = text.split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    const candidate = line ? `${line} ${word}` : word;
    if (ctx.measureText(candidate).width <= maxWidth || !line) {
      line = candidate;
    } else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  if (lines.length <= maxLines) return lines.map((l) => fit(ctx, l, maxWidth));
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = fit(ctx, `${kept[maxLines - 1]}…`, maxWidth);
  return kept.map((l) => fit(ctx, l, maxWidth));
}

/** Shortens one line (a single very long word) to fit, with an ellipsis. */
function fit(ctx: SKRSContext2D, line: string, maxWidth: number): string {
  let text = line;
  while (text.length > 1 && ctx.measureText(text).width > maxWidth) {
    text = `${text.replace(/…$/, '').slice(0, -1)}…`;
  }
  return text;
}

function initials(text: string): string {
  const words = text.split(/\s+/).filter((w) => /\p{L}|\p{N}/u.test(w));
  return words
    .slice(0, 2)
    .map((w) => [...w][0]!.toUpperCase())
    .join('');
}
