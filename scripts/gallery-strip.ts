import { createCanvas, type Image } from '@napi-rs/canvas';
import type { MediaToolkit } from '../src/server/media/toolkit.js';

/**
 * A before/after strip for docs/gallery: one row of frames per title (before on top), each row
 * under its label, on white. Answers the PNG.
 */
export function beforeAfterStrip(rows: Image[][], titles: string[]): Promise<Buffer> {
  const { width, height } = rows[0]![0]!;
  const columns = Math.max(...rows.map((row) => row.length));
  const [gap, label] = [8, 22];
  const canvas = createCanvas(
    columns * (width + gap) + gap,
    rows.length * (height + label + gap) + gap,
  );
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#fff';
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  ctx.font = '15px sans-serif';
  rows.forEach((row, r) => {
    const top = gap + r * (height + label + gap);
    ctx.fillStyle = '#222';
    ctx.fillText(titles[r] ?? '', gap, top + 15);
    row.forEach((image, i) => ctx.drawImage(image, gap + i * (width + gap), top + label));
  });
  return canvas.encode('png');
}

/** Writes the video's frame at `seconds` as a PNG (for the strips). */
export async function framePng(media: MediaToolkit, video: string, seconds: number, png: string) {
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
  return png;
}
