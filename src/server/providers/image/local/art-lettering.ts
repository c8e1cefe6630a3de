import { GlobalFonts, Path2D, type SKRSContext2D } from '@napi-rs/canvas';
import { glow, paintShape, verticalGradient, type Art } from './art-brush.js';
import { contrastOn, paintEmblem, pickMotif } from './art-emblems.js';
import { css, shade } from './art-kit.js';
import { mark } from './art-surface.js';
import type { LetteringKind } from './art-subject.js';
import { interFontFile } from '../../../media/fonts.js';

/**
 * Logos and title cards: lettering the painter sets itself, in Inter from npm (no system
 * fonts), sized to fit the frame on one line when it can, two when it must. A logo is an
 * emblem in a badge above the name on a plain ground; a title card is the title over the
 * painted scene of the rest of the words, darkened where the words sit so they read.
 */

const FAMILY = 'Reelcast Lettering';
let registered = false;

function registerFonts(): void {
  if (registered) return;
  GlobalFonts.registerFromPath(interFontFile('extraBold'), FAMILY);
  GlobalFonts.registerFromPath(interFontFile('semiBold'), FAMILY);
  registered = true;
}

export function paintLogo(art: Art, text: string, prompt: string): void {
  registerFonts();
  const { ctx, width, height, unit, scene } = art;
  const { palette } = scene;
  const ground = shade(palette.skyMid, { s: -10, l: scene.time === 'night' ? -25 : 25 });
  ctx.fillStyle = verticalGradient(
    ctx,
    0,
    height,
    shade(ground, { l: 4 }),
    shade(ground, { l: -4 }),
  );
  ctx.fillRect(0, 0, width, height);
  glow(ctx, width / 2, height * 0.38, unit * 0.4, palette.light, 0.25);
  const radius = unit * 0.2;
  const cx = width / 2;
  const cy = height * 0.4;
  const badge = new Path2D();
  badge.arc(cx, cy, radius, 0, Math.PI * 2);
  paintShape(art, badge, {
    top: shade(palette.accent, { l: 8 }),
    bottom: shade(palette.accent, { l: -8 }),
    from: cy - radius,
    to: cy + radius,
  });
  const emblemInk = contrastOn(palette.accent);
  const initials = text
    .split(/\s+/)
    .map((word) => word.charAt(0))
    .join('');
  paintEmblem(ctx, pickMotif(`${prompt} ${text}`), cx, cy, radius * 1.1, emblemInk, initials);
  mark(art, 'emblem', { x: cx - radius, y: cy - radius, w: radius * 2, h: radius * 2 });
  const ink = contrastOn(ground);
  setText(art, text, {
    top: cy + radius + unit * 0.08,
    maxWidth: width * 0.86,
    maxSize: unit * 0.13,
    colour: css(ink),
    underline: css(palette.accent),
  });
}

export function paintTitleCard(art: Art, text: string, subtitle: string | null): void {
  registerFonts();
  const { ctx, width, height, unit } = art;
  // A scrim where the words sit: the painting shows above and below, the title reads.
  const scrim = ctx.createLinearGradient(0, 0, 0, height);
  scrim.addColorStop(0, 'rgba(0,0,0,0.05)');
  scrim.addColorStop(0.5, 'rgba(0,0,0,0.55)');
  scrim.addColorStop(1, 'rgba(0,0,0,0.15)');
  ctx.fillStyle = scrim;
  ctx.fillRect(0, 0, width, height);
  const size = Math.min(unit * 0.16, (width * 0.86) / Math.max(4, text.length * 0.55));
  if (subtitle) {
    ctx.font = `600 ${Math.round(size * 0.32)}px "${FAMILY}"`;
    ctx.fillStyle = 'rgba(255,255,255,0.85)';
    ctx.textAlign = 'center';
    ctx.textBaseline = 'bottom';
    ctx.fillText(subtitle.toUpperCase(), width / 2, height * 0.5 - size * 0.75);
  }
  setText(art, text, {
    top: height * 0.5 - size * 0.55,
    maxWidth: width * 0.86,
    maxSize: unit * 0.16,
    colour: '#ffffff',
    underline: css(art.scene.palette.accent),
    shadow: true,
  });
}

/** The kind's painter, for the prompt painter. */
export function paintLettering(
  art: Art,
  lettering: { kind: LetteringKind; text: string },
  prompt: string,
): void {
  if (lettering.kind === 'logo') paintLogo(art, lettering.text, prompt);
  else
    paintTitleCard(
      art,
      lettering.text,
      /\b(episode|ep\.?|season)\s*\d+/i.exec(prompt)?.[0] ?? null,
    );
}

interface TextSetting {
  top: number;
  maxWidth: number;
  maxSize: number;
  colour: string;
  underline: string;
  shadow?: boolean;
}

/**
 * Sets the words centred from `top`, as large as fits one line down to 60 % of the largest
 * size, then on two lines. Marks the first line as 'lettering' (its ink box).
 */
function setText(art: Art, text: string, setting: TextSetting): void {
  const { ctx, width, unit } = art;
  let size = setting.maxSize;
  const fontAt = (px: number) => `800 ${Math.round(px)}px "${FAMILY}"`;
  const widthAt = (line: string, px: number) => {
    ctx.font = fontAt(px);
    return ctx.measureText(line).width;
  };
  // The fewest lines (up to three) that keep the letters at least 60 % of the largest size.
  let lines = [text];
  for (let count = 1; count <= 3; count++) {
    lines = splitInto(text, count);
    size = setting.maxSize;
    const floor = count === 3 ? 8 : setting.maxSize * 0.6;
    while (Math.max(...lines.map((l) => widthAt(l, size))) > setting.maxWidth && size > floor)
      size *= 0.94;
    if (Math.max(...lines.map((l) => widthAt(l, size))) <= setting.maxWidth) break;
  }
  ctx.save();
  ctx.font = fontAt(size);
  ctx.textAlign = 'center';
  ctx.textBaseline = 'top';
  ctx.fillStyle = setting.colour;
  if (setting.shadow) {
    ctx.shadowColor = 'rgba(0,0,0,0.45)';
    ctx.shadowBlur = size * 0.12;
    ctx.shadowOffsetY = size * 0.04;
  }
  const lineHeight = size * 1.12;
  lines.forEach((line, i) => ctx.fillText(line, width / 2, setting.top + i * lineHeight));
  ctx.restore();
  const first = inkBox(ctx, lines[0]!, size);
  mark(art, 'lettering', {
    x: width / 2 - first.w / 2,
    y: setting.top + first.top,
    w: first.w,
    h: first.h,
  });
  const barY = setting.top + lines.length * lineHeight + unit * 0.02;
  const widest = Math.max(...lines.map((l) => widthAt(l, size)));
  ctx.fillStyle = setting.underline;
  ctx.fillRect(width / 2 - widest * 0.15, barY, widest * 0.3, Math.max(2, unit * 0.012));
}

/** The drawn extent of a line set with its top at 0: from the cap height to the baseline. */
function inkBox(ctx: SKRSContext2D, line: string, size: number) {
  ctx.save();
  ctx.font = `800 ${Math.round(size)}px "${FAMILY}"`;
  ctx.textBaseline = 'top';
  const metrics = ctx.measureText(line);
  ctx.restore();
  const h = metrics.actualBoundingBoxAscent + metrics.actualBoundingBoxDescent;
  return {
    w: metrics.width,
    top: Number.isFinite(h) && h > 0 ? -metrics.actualBoundingBoxAscent : size * 0.2,
    h: Number.isFinite(h) && h > 0 ? h : size * 0.75,
  };
}

/** `count` lines of about equal length, split at spaces (fewer when there are few words). */
function splitInto(text: string, count: number): string[] {
  const words = text.split(' ');
  if (count <= 1 || words.length < 2) return [text];
  const target = text.length / Math.min(count, words.length);
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    const next = line ? `${line} ${word}` : word;
    // Break before the word that would take the line further past the target than short of it.
    if (line && lines.length < count - 1 && next.length - target > target - line.length) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  lines.push(line);
  return lines;
}
