import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createCanvas, loadImage } from '@napi-rs/canvas';

/**
 * Real photographs for the talking portrait's browser tests (test/fixtures/faces, licences in
 * its LICENSE.md): one face, none, and two side by side for choosing who speaks.
 */

const FACES_DIR = path.resolve(import.meta.dirname, '../test/fixtures/faces');

export const facePhoto = (name: 'astronaut' | 'camera' | 'coffee'): Buffer =>
  readFileSync(path.join(FACES_DIR, `${name}.jpg`));

/** Two face photographs side by side on one JPEG: astronaut on the left, camera on the right. */
export async function twoFacePicture(): Promise<Buffer> {
  const [left, right] = await Promise.all([
    loadImage(facePhoto('astronaut')),
    loadImage(facePhoto('camera')),
  ]);
  const height = Math.max(left.height, right.height);
  const canvas = createCanvas(left.width + right.width, height);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#1f2937';
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  ctx.drawImage(left, 0, (height - left.height) / 2);
  ctx.drawImage(right, left.width, (height - right.height) / 2);
  return canvas.toBuffer('image/jpeg', 90);
}
