import { Path2D, type SKRSContext2D } from '@napi-rs/canvas';
import { css, type Hsl } from './art-kit.js';

/**
 * The small drawings a logo's badge can hold: a cup, a microphone, headphones, or the show's
 * initials when the words name none of these. Drawn as strokes and fills in one colour so they
 * read at any size.
 */

export type Motif = 'cup' | 'microphone' | 'headphones' | 'monogram';

const MOTIFS: Array<[RegExp, Motif]> = [
  [/\b(coffee|cafe|café|espresso|latte|tea|brew|mug|cup)\b/i, 'cup'],
  [/\b(music|song|songs|beats|audio|sound|listen|dj)\b/i, 'headphones'],
  [/\b(podcast|show|radio|talk|interview|mic|microphone|broadcast)\b/i, 'microphone'],
];

/** The motif the words call for; monogram when none. */
export function pickMotif(words: string): Motif {
  return MOTIFS.find(([pattern]) => pattern.test(words))?.[1] ?? 'monogram';
}

/** Near-white on a dark colour, near-black on a light one. */
export function contrastOn(colour: Hsl): Hsl {
  return colour.l > 55 ? { h: colour.h, s: 30, l: 12 } : { h: colour.h, s: 15, l: 96 };
}

/** Draws the motif centred on (x, y), about `size` across. */
export function paintEmblem(
  ctx: SKRSContext2D,
  motif: Motif,
  x: number,
  y: number,
  size: number,
  ink: Hsl,
  initials = '',
): void {
  ctx.save();
  ctx.fillStyle = css(ink);
  ctx.strokeStyle = css(ink);
  ctx.lineCap = 'round';
  ctx.lineJoin = 'round';
  ctx.lineWidth = size * 0.08;
  const s = size / 2;
  if (motif === 'cup') {
    const cup = new Path2D();
    cup.moveTo(x - s * 0.75, y - s * 0.2);
    cup.lineTo(x + s * 0.45, y - s * 0.2);
    cup.lineTo(x + s * 0.35, y + s * 0.55);
    cup.quadraticCurveTo(x - s * 0.15, y + s * 0.75, x - s * 0.65, y + s * 0.55);
    cup.closePath();
    ctx.fill(cup);
    const handle = new Path2D();
    handle.ellipse(x + s * 0.52, y + s * 0.12, s * 0.22, s * 0.2, 0, -Math.PI / 2, Math.PI / 2);
    ctx.stroke(handle);
    const saucer = new Path2D();
    saucer.moveTo(x - s * 0.95, y + s * 0.78);
    saucer.lineTo(x + s * 0.75, y + s * 0.78);
    ctx.stroke(saucer);
    const steam = new Path2D();
    for (const dx of [-0.35, 0, 0.35]) {
      steam.moveTo(x + s * (dx - 0.1), y - s * 0.35);
      steam.bezierCurveTo(
        x + s * (dx + 0.15),
        y - s * 0.55,
        x + s * (dx - 0.15),
        y - s * 0.7,
        x + s * (dx + 0.05),
        y - s * 0.95,
      );
    }
    ctx.lineWidth = size * 0.05;
    ctx.stroke(steam);
  } else if (motif === 'microphone') {
    const head = new Path2D();
    head.roundRect(x - s * 0.32, y - s * 0.95, s * 0.64, s * 1.1, s * 0.32);
    ctx.fill(head);
    const cradle = new Path2D();
    cradle.moveTo(x - s * 0.55, y - s * 0.2);
    cradle.quadraticCurveTo(x - s * 0.55, y + s * 0.5, x, y + s * 0.5);
    cradle.quadraticCurveTo(x + s * 0.55, y + s * 0.5, x + s * 0.55, y - s * 0.2);
    cradle.moveTo(x, y + s * 0.5);
    cradle.lineTo(x, y + s * 0.85);
    cradle.moveTo(x - s * 0.35, y + s * 0.88);
    cradle.lineTo(x + s * 0.35, y + s * 0.88);
    ctx.stroke(cradle);
  } else if (motif === 'headphones') {
    const band = new Path2D();
    band.arc(x, y + s * 0.1, s * 0.75, Math.PI, 0);
    ctx.lineWidth = size * 0.09;
    ctx.stroke(band);
    const cups = new Path2D();
    for (const side of [-1, 1])
      cups.roundRect(x + side * s * 0.75 - s * 0.2, y, s * 0.4, s * 0.7, s * 0.12);
    ctx.fill(cups);
  } else {
    ctx.font = `800 ${Math.round(size * 0.8)}px "Reelcast Lettering"`;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.fillText(initials.slice(0, 2).toUpperCase() || '•', x, y);
  }
  ctx.restore();
}
