import type { Canvas, Image, SKRSContext2D } from '@napi-rs/canvas';
import type { Window } from './framing.js';

/**
 * The canvas twin of framedFilter (plan-common.ts): draws `picture` so that `window`
 * (normalised to the picture, framing.ts) fills `box`. Where the window reaches past the
 * picture (a close-up fitted whole, Framing.fitted), the box is first filled with the picture
 * blurred and darkened, cover-fitted, so the spare room is not a flat bar and the head is not
 * cut. The caller clips to the box when it must (a rounded tile).
 */
export function drawFramed(
  ctx: SKRSContext2D,
  picture: Canvas | Image,
  window: Window,
  box: { x: number; y: number; width: number; height: number },
): void {
  const scaleX = box.width / (window.width * picture.width);
  const scaleY = box.height / (window.height * picture.height);
  const reachesPast =
    window.x < -1e-6 ||
    window.y < -1e-6 ||
    window.x + window.width > 1 + 1e-6 ||
    window.y + window.height > 1 + 1e-6;
  ctx.save();
  ctx.imageSmoothingEnabled = true;
  ctx.imageSmoothingQuality = 'high';
  if (reachesPast) {
    const cover = Math.max(box.width / picture.width, box.height / picture.height);
    const [w, h] = [picture.width * cover, picture.height * cover];
    ctx.save();
    ctx.filter = `blur(${Math.max(2, Math.round(Math.min(box.width, box.height) / 24))}px)`;
    ctx.drawImage(picture, box.x + (box.width - w) / 2, box.y + (box.height - h) / 2, w, h);
    ctx.restore();
    ctx.fillStyle = 'rgba(0, 0, 0, 0.35)';
    ctx.fillRect(box.x, box.y, box.width, box.height);
  }
  ctx.drawImage(
    picture,
    box.x - window.x * picture.width * scaleX,
    box.y - window.y * picture.height * scaleY,
    picture.width * scaleX,
    picture.height * scaleY,
  );
  ctx.restore();
}
