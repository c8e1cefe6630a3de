import {
  GLOBAL_ARGS,
  assertAbsolute,
  assertFrameSize,
  coverFilter,
  even,
  imageInput,
  uprightFilter,
  type FrameSize,
} from './plan-common.js';

/** The host's picture takes at most this share of the frame's width and height. */
const HOST_MAX_WIDTH = 0.78;
const HOST_MAX_HEIGHT = 0.58;
/** Its centre sits this far down the frame: above the podcast clip's waveform (at 80 %). */
const HOST_CENTRE_Y = 0.44;
/** A light frame around the host's picture, in pixels per 720 of the short side. */
const BORDER_PER_720 = 6;

export interface HostOnSetPlan extends FrameSize {
  /** The podcast set (a saved background), cover-fitted to the whole frame. */
  background: string;
  /** The host (a portrait or an AI character), fitted inside, framed, in front of the set. */
  portrait: string;
  /** A .jpg path: the composed still, exactly width × height. */
  output: string;
  backgroundOrientation?: number;
  portraitOrientation?: number;
}

/**
 * A podcast clip's first frame on a chosen set: the background fills the frame, the host's
 * picture stands in front of it, framed, in the upper middle. One still, made once; the clip is
 * then rendered from it like from any portrait (local engine), or sent as the keyframe (Hedra's
 * contract takes one start image: decision 045). Filters the 2018 ffmpeg has.
 */
export function planHostOnSet(plan: HostOnSetPlan): string[] {
  assertFrameSize(plan);
  assertAbsolute(plan.background, plan.portrait, plan.output);
  const { width, height } = plan;
  const border = Math.max(2, Math.round((Math.min(width, height) * BORDER_PER_720) / 720));
  const boxWidth = even(width * HOST_MAX_WIDTH - 2 * border);
  const boxHeight = even(height * HOST_MAX_HEIGHT - 2 * border);
  const centreY = Math.round(height * HOST_CENTRE_Y);
  const graph = [
    `[0:v]trim=end_frame=1,${uprightFilter(plan.backgroundOrientation)}${coverFilter(plan)},` +
      `format=yuv420p[set]`,
    `[1:v]trim=end_frame=1,${uprightFilter(plan.portraitOrientation)}` +
      `scale=${boxWidth}:${boxHeight}:force_original_aspect_ratio=decrease,setsar=1,` +
      `scale=w='trunc(iw/2)*2':h='trunc(ih/2)*2',` +
      `pad=w=iw+${2 * border}:h=ih+${2 * border}:x=${border}:y=${border}:color=white@1,` +
      `format=yuv420p[host]`,
    `[set][host]overlay=x=(main_w-overlay_w)/2:y=${centreY}-overlay_h/2,format=yuv420p[v]`,
  ].join(';');
  return [
    ...GLOBAL_ARGS,
    ...imageInput(plan.background),
    ...imageInput(plan.portrait),
    '-filter_complex',
    graph,
    '-map',
    '[v]',
    '-frames:v',
    '1',
    '-q:v',
    '3',
    '-pix_fmt',
    'yuvj420p',
    '-f',
    'image2',
    '-c:v',
    'mjpeg',
    plan.output,
  ];
}
