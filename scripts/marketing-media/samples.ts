/** The eight portrait sample clips (SAMPLE_CLIPS), each with its poster. */
import { AUDIO_ENCODER_ARGS, GLOBAL_ARGS, MP4_ARGS } from '../../src/server/media/plan.js';
import { SAMPLE_CLIPS } from '../../src/web/features/marketing/content/media.js';
import { musicBed } from './music-bed.js';
import { renderShot, shot, writePoster, type Shot } from './shots.js';
import { forWeb, SAMPLE_CRF } from './web-quality.js';
import { media, publicPath } from './workspace.js';

const SAMPLE_SECONDS = 6;

/** One prompt per SAMPLE_CLIPS entry, in order (their titles become the captions). */
const SAMPLE_SHOTS: Shot[] = [
  shot('Sunlit Nordic living room, bright morning, calm', 'nordic-interior', 3, 'zoom-in'),
  shot('Warm walnut kitchen at golden sunset', 'golden-hour', 2, 'pan-right'),
  shot('Calm spa bathroom interior, teal, soft morning', 'pastel-dream', 1, 'zoom-out'),
  shot('Moody library corner, cozy evening, purple', 'cinematic', 2, 'zoom-in'),
  shot('Coastal bedroom retreat, blue, serene day', 'watercolor', 2, 'pan-left'),
  shot('Terracotta dining room, warm afternoon, orange', 'cinematic', 1, 'zoom-in'),
  shot('Green home office, calm day', 'retro-print', 1, 'pan-right'),
  shot('Minimal loft interior, grey, quiet morning', null, 1, 'zoom-out'),
];

/** A captioned portrait clip; its video stream is kept as is while the bed is muxed in. */
async function makeSample(index: number) {
  const clip = SAMPLE_CLIPS[index]!;
  const video = await renderShot(
    SAMPLE_SHOTS[index]!,
    clip,
    SAMPLE_SECONDS,
    SAMPLE_CRF,
    clip.title,
  );
  // Two chords per clip, starting one further along each time, so neighbours sound different.
  const bed = musicBed(SAMPLE_SECONDS, [index % 4, (index + 1) % 4]);
  const output = publicPath(clip.src);
  await media.run([
    ...GLOBAL_ARGS,
    ...['-i', video, '-i', bed, '-map', '0:v', '-map', '1:a', '-c:v', 'copy'],
    ...forWeb(AUDIO_ENCODER_ARGS, SAMPLE_CRF),
    ...['-t', String(SAMPLE_SECONDS), ...MP4_ARGS, output],
  ]);
  await writePoster(output, clip.poster);
}

/** Renders every sample clip and its poster, one at a time, in SAMPLE_CLIPS order. */
export async function makeSamples() {
  for (let index = 0; index < SAMPLE_CLIPS.length; index++) await makeSample(index);
}
