/**
 * Renders the public pages' sample media with the product's own engines, so the marketing site
 * shows real output and needs nothing from outside:
 * - stills: the local image engine (LocalImageEngine) paints each room from its prompt;
 * - motion: the media planner's text-to-video plan (Ken Burns move + caption), run by our ffmpeg;
 * - sound: a soft music bed synthesised here (the local video modes render silent tracks);
 * - the Open Graph share image: canvas, with the Inter font the captions use.
 * Outputs (the paths are the contract in src/web/features/marketing/content/media.ts):
 * src/web/public/videos/interior-showcase.{mp4,jpg}, src/web/public/media/samples/sample-N.{mp4,jpg}
 * and src/web/public/media/og-image.jpg. Deterministic for the same inputs.
 * The parts live in scripts/marketing-media/.
 * Run: node --import tsx scripts/make-marketing-media.ts
 */
import { makeOgImage } from './marketing-media/og-image.js';
import { reportOutputs } from './marketing-media/report.js';
import { makeSamples } from './marketing-media/samples.js';
import { makeShowcase } from './marketing-media/showcase.js';
import { removeScratch } from './marketing-media/workspace.js';

try {
  await makeShowcase();
  await makeSamples();
  // Last: the share image is drawn around the sample posters written above.
  await makeOgImage();
  await reportOutputs();
} finally {
  removeScratch();
}
