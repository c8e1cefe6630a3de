/**
 * The landing page's showcase video (SHOWCASE_VIDEO): three rooms, one after another, with
 * their captions and the music bed, plus its poster.
 */
import {
  AUDIO_ENCODER_ARGS,
  GLOBAL_ARGS,
  MP4_ARGS,
  OUTPUT_FPS,
  VIDEO_ENCODER_ARGS,
} from '../../src/server/media/plan.js';
import { SHOWCASE_VIDEO } from '../../src/web/features/marketing/content/media.js';
import { musicBed } from './music-bed.js';
import { captionFile, renderShot, shot, writePoster, type Shot } from './shots.js';
import { forWeb, INTERMEDIATE_CRF, SHOWCASE_CRF } from './web-quality.js';
import { media, publicPath, RENDER_TIMEOUT } from './workspace.js';

/** The rooms overlap by this long (an alpha crossfade; the 2018 ffmpeg has no xfade). */
const CROSSFADE_SECONDS = 0.75;
const SHOWCASE_SECONDS = 12;

// prettier-ignore
const SHOWCASE_ROOMS: Array<Shot & { caption: string }> = [
  { ...shot('Sunlit Nordic living room, bright morning, calm', 'nordic-interior', 3, 'zoom-in'), caption: 'Nordic living room' },
  { ...shot('Warm walnut kitchen at golden sunset', 'golden-hour', 2, 'pan-right'), caption: 'Golden-hour lounge' },
  { ...shot('Coastal bedroom retreat, blue, serene day', 'cinematic', 1, 'zoom-out'), caption: 'Coastal retreat' },
];

/**
 * Three rooms joined by alpha crossfades over a black base, each room's caption shown only
 * while that room is alone on screen (two captions never overlap), with the music bed.
 */
export async function makeShowcase() {
  const { width, height } = SHOWCASE_VIDEO;
  const rooms = SHOWCASE_ROOMS.length;
  // Each room runs long enough that, with the overlaps, the rooms fill SHOWCASE_SECONDS exactly.
  const segment = (SHOWCASE_SECONDS + CROSSFADE_SECONDS * (rooms - 1)) / rooms;
  const start = (k: number) => k * (segment - CROSSFADE_SECONDS);
  // Captions are drawn over the joined rooms below, not into the shots: their timing is global.
  const shots = await Promise.all(
    SHOWCASE_ROOMS.map((room) =>
      renderShot(room, { width, height }, segment, INTERMEDIATE_CRF, null),
    ),
  );
  const captions = await Promise.all(
    SHOWCASE_ROOMS.map((room) => captionFile(room.caption, width, height)),
  );
  // A chain of overlays on the base; each step's output is [j1], [j2], ...
  const graph = [`color=c=black:s=${width}x${height}:r=${OUTPUT_FPS}:d=${SHOWCASE_SECONDS}[j0]`];
  let layers = 0;
  const overlay = (input: string, options: string) =>
    graph.push(`[j${layers}][${input}]overlay=${options}[j${++layers}]`);
  SHOWCASE_ROOMS.forEach((_, k) => {
    const crossfade = k ? `format=yuva420p,fade=t=in:st=0:d=${CROSSFADE_SECONDS}:alpha=1,` : '';
    graph.push(`[${k}:v]${crossfade}setpts=PTS-STARTPTS+${start(k).toFixed(3)}/TB[r${k}]`);
    overlay(`r${k}`, 'eof_action=pass');
  });
  // A caption fades in once its room has finished fading in, and out before the next one starts.
  captions.forEach(({ x, y }, k) => {
    const shown = start(k) + (k ? CROSSFADE_SECONDS : 0) + 0.3;
    const hidden = k === rooms - 1 ? SHOWCASE_SECONDS + 1 : start(k + 1) - 0.4;
    graph.push(
      `[${rooms + k}:v]format=yuva420p,loop=loop=-1:size=1:start=0,setpts=N/(${OUTPUT_FPS}*TB),` +
        `fade=t=in:st=${shown.toFixed(3)}:d=0.4:alpha=1,` +
        `fade=t=out:st=${hidden.toFixed(3)}:d=0.4:alpha=1[c${k}]`,
    );
    overlay(`c${k}`, `x=${x}:y=${y}:shortest=1`);
  });
  graph.push(`[j${layers}]format=yuv420p[v]`);
  // Inputs: the rooms, then their captions, then the bed (so the bed is input rooms * 2).
  const inputs = [...shots, ...captions.map((c) => c.image), musicBed(SHOWCASE_SECONDS, [0, 1, 2])];
  const encoders = forWeb([...VIDEO_ENCODER_ARGS, ...AUDIO_ENCODER_ARGS], SHOWCASE_CRF);
  const video = publicPath(SHOWCASE_VIDEO.src);
  await media.run(
    [
      ...GLOBAL_ARGS,
      ...inputs.flatMap((input) => ['-i', input]),
      ...['-filter_complex', graph.join(';'), '-map', '[v]', '-map', `${rooms * 2}:a`],
      ...[...encoders, '-t', String(SHOWCASE_SECONDS), ...MP4_ARGS, video],
    ],
    RENDER_TIMEOUT,
  );
  await writePoster(video, SHOWCASE_VIDEO.poster);
}
