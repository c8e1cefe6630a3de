import { createCanvas, type Canvas, type Image } from '@napi-rs/canvas';
import type { Art } from './art-brush.js';
import { css, shade } from './art-kit.js';
import { mark } from './art-surface.js';
import { hostMatte, locateHead } from './host-matte.js';

/**
 * The character reference in the picture: the person cut out of their face-centred crop (the
 * head-and-shoulders matte of host-matte.ts), standing on one third in the lower part of the
 * scene, lit by the scene's light, the body fading out below the chest. Not a framed photo.
 */
export function compositeReference(art: Art, photo: Image | Canvas): void {
  const { ctx, width, height, unit, random, scene } = art;
  const head = locateHead(photo);
  const person = lit(faded(hostMatte(photo, head), head), art);
  // The head about a fifth of the short side tall; the figure on a third, low in the frame.
  const k = (unit * 0.2) / (head.ry * 2 * photo.height);
  const w = photo.width * k;
  const h = photo.height * k;
  const cx = random() < 0.5 ? width * 0.3 : width * 0.7;
  const x = cx - head.x * w;
  const y = height - h * 0.96;
  ctx.save();
  ctx.shadowColor = css(scene.palette.ink, 0.4);
  ctx.shadowBlur = unit * 0.03;
  ctx.shadowOffsetY = unit * 0.01;
  ctx.drawImage(person, x, y, w, h);
  ctx.restore();
  mark(art, 'reference', { x, y, w, h });
  mark(art, 'reference-face', {
    x: x + (head.x - head.rx) * w,
    y: y + (head.y - head.ry) * h,
    w: head.rx * 2 * w,
    h: head.ry * 2 * h,
  });
}

/** The body fades out from the chest down, so the figure stands in the scene without a cut. */
function faded(cutout: Canvas, head: { y: number; ry: number }): Canvas {
  const ctx = cutout.getContext('2d');
  ctx.save();
  ctx.globalCompositeOperation = 'destination-in';
  const gradient = ctx.createLinearGradient(
    0,
    (head.y + head.ry * 1.6) * cutout.height,
    0,
    cutout.height,
  );
  gradient.addColorStop(0, 'rgba(0,0,0,1)');
  gradient.addColorStop(1, 'rgba(0,0,0,0)');
  ctx.fillStyle = gradient;
  ctx.fillRect(0, 0, cutout.width, cutout.height);
  ctx.restore();
  return cutout;
}

/** The scene's light over the person only, so they belong to the picture. */
function lit(cutout: Canvas, art: Art): Canvas {
  const out = createCanvas(cutout.width, cutout.height);
  const ctx = out.getContext('2d');
  ctx.drawImage(cutout, 0, 0);
  ctx.globalCompositeOperation = 'source-atop';
  ctx.fillStyle = css(shade(art.scene.palette.light, { s: -10 }), 0.18);
  ctx.fillRect(0, 0, out.width, out.height);
  return out;
}
