/**
 * The Open Graph share image: drawn on a canvas with the Inter font the captions use, around
 * three of the sample clips' posters (so run it after the samples).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createCanvas, GlobalFonts, loadImage, type SKRSContext2D } from '@napi-rs/canvas';
import { interFontFile } from '../../src/server/media/fonts.js';
import { SAMPLE_CLIPS } from '../../src/web/features/marketing/content/media.js';
import { JPEG_QUALITY } from './web-quality.js';
import { publicPath } from './workspace.js';

export const OG_IMAGE_URL = '/media/og-image.jpg';
/** The recommended Open Graph size (1.91:1). */
const OG_SIZE = { width: 1200, height: 630 };
const BRAND = '#6d3cf0';

/** A sample clip's poster as a tilted phone-shaped card, with a play badge and a waveform. */
async function drawClipCard(
  ctx: SKRSContext2D,
  poster: string,
  { x, y, tilt, scale }: { x: number; y: number; tilt: number; scale: number },
) {
  const image = await loadImage(readFileSync(publicPath(poster)));
  const [w, h] = [216 * scale, 384 * scale];
  ctx.save();
  ctx.translate(x, y);
  ctx.rotate(tilt);
  // The phone's bezel, with the drop shadow that lifts the card off the background.
  Object.assign(ctx, { shadowColor: 'rgba(0, 0, 0, 0.45)', shadowBlur: 40, shadowOffsetY: 18 });
  ctx.fillStyle = '#0c0a12';
  ctx.beginPath();
  ctx.roundRect(-w / 2 - 7, -h / 2 - 7, w + 14, h + 14, 30 * scale);
  ctx.fill();
  // The screen: no shadow, and everything after it clipped to its rounded corners.
  ctx.shadowColor = 'transparent';
  ctx.beginPath();
  ctx.roundRect(-w / 2, -h / 2, w, h, 24 * scale);
  ctx.clip();
  ctx.drawImage(image, -w / 2, -h / 2, w, h);
  const badgeY = -h * 0.12;
  ctx.fillStyle = 'rgba(255, 255, 255, 0.92)';
  ctx.beginPath();
  ctx.arc(0, badgeY, 30 * scale, 0, Math.PI * 2);
  ctx.fill();
  ctx.fillStyle = BRAND;
  ctx.beginPath();
  ctx.moveTo(-9 * scale, badgeY - 14 * scale);
  ctx.lineTo(15 * scale, badgeY);
  ctx.lineTo(-9 * scale, badgeY + 14 * scale);
  ctx.fill();
  // Waveform bars: fixed pseudo-random heights, so the image is the same every run.
  ctx.fillStyle = 'rgba(255, 255, 255, 0.9)';
  for (let bar = 0; bar < 17; bar++) {
    const level = (0.35 + 0.65 * Math.abs(Math.sin(bar * 1.7) * Math.cos(bar * 0.6))) * 34 * scale;
    ctx.fillRect(-w * 0.4 + bar * w * 0.05, h * 0.42 - level, w * 0.028, level);
  }
  ctx.restore();
}

/** Registers the two Inter weights the card uses, from the font package the app ships. */
function registerInter() {
  for (const weight of ['semiBold', 'extraBold'] as const) {
    GlobalFonts.registerFromPath(interFontFile(weight), 'Inter');
  }
}

/** Product-style share card: the headline and sub-note on the left, three clips on the right. */
export async function makeOgImage() {
  registerInter();
  const { width, height } = OG_SIZE;
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  const background = ctx.createLinearGradient(0, 0, width, height);
  background.addColorStop(0, '#15121f');
  background.addColorStop(1, '#2a1466');
  ctx.fillStyle = background;
  ctx.fillRect(0, 0, width, height);
  // A violet glow behind the clips draws the eye to them.
  const glow = ctx.createRadialGradient(930, 300, 20, 930, 300, 420);
  glow.addColorStop(0, 'rgba(139, 92, 246, 0.55)');
  glow.addColorStop(1, 'rgba(139, 92, 246, 0)');
  ctx.fillStyle = glow;
  ctx.fillRect(0, 0, width, height);

  const eyebrow = 'AI podcast clip studio';
  ctx.font = '600 21px Inter';
  ctx.fillStyle = 'rgba(239, 233, 254, 0.14)';
  ctx.beginPath();
  ctx.roundRect(72, 96, ctx.measureText(eyebrow).width + 48, 44, 22);
  ctx.fill();
  ctx.fillStyle = '#e4dcfd';
  ctx.fillText(eyebrow, 96, 126);
  ctx.font = '800 66px Inter';
  ['Turn Your Podcast', 'Into Viral Clips', 'in Minutes'].forEach((line, i) => {
    ctx.fillStyle = i === 1 ? '#c4b1ff' : '#ffffff';
    ctx.fillText(line, 72, 232 + i * 80);
  });
  ctx.font = '600 25px Inter';
  ctx.fillStyle = '#d6d3e0';
  ctx.fillText('No credit card required • Get 10 free credits', 74, 500);

  // The two side cards first, so the larger middle card overlaps them.
  await drawClipCard(ctx, SAMPLE_CLIPS[5]!.poster, { x: 830, y: 330, tilt: -0.1, scale: 0.92 });
  await drawClipCard(ctx, SAMPLE_CLIPS[1]!.poster, { x: 1080, y: 330, tilt: 0.1, scale: 0.92 });
  await drawClipCard(ctx, SAMPLE_CLIPS[0]!.poster, { x: 955, y: 315, tilt: 0, scale: 1.05 });
  writeFileSync(publicPath(OG_IMAGE_URL), await canvas.encode('jpeg', JPEG_QUALITY));
}
