/** The run's summary: every output's size (and, for videos, what ffprobe sees), and the total. */
import { statSync } from 'node:fs';
import { SAMPLE_CLIPS, SHOWCASE_VIDEO } from '../../src/web/features/marketing/content/media.js';
import { OG_IMAGE_URL } from './og-image.js';
import { media, publicPath, signal } from './workspace.js';

/** Printed so a re-render shows at a glance whether the set stays small enough for the web. */
export async function reportOutputs() {
  let total = 0;
  const urls = [SHOWCASE_VIDEO, ...SAMPLE_CLIPS].flatMap((m) => [m.src, m.poster]);
  for (const url of [...urls, OG_IMAGE_URL]) {
    const bytes = statSync(publicPath(url)).size;
    total += bytes;
    const probe = url.endsWith('.mp4') ? await media.probe(publicPath(url), signal) : null;
    const video = probe?.video;
    const streams = probe
      ? ` ${video?.width}x${video?.height} ${video?.codec}+${probe.audio?.codec} ${probe.durationSeconds} s`
      : '';
    console.log(`${url.padEnd(36)} ${(bytes / 1024).toFixed(0).padStart(5)} KB${streams}`);
  }
  console.log(`total ${(total / 1024 / 1024).toFixed(2)} MB`);
}
