import {
  AUDIO_SAMPLE_RATE,
  GLOBAL_ARGS,
  OUTPUT_FPS,
  assertAbsolute,
  assertFrameSize,
  coverFilter,
  escapeFilterValue,
  even,
  frameCount,
  imageInput,
  num,
  outputArgs,
  uprightFilter,
  framedFilter,
  type FrameSize,
} from './plan-common.js';
import type { Framing } from './framing.js';
import { assFilter, type Subtitles } from './plan-captions.js';
import { CLIP_FADE_OUT_SECONDS } from '@shared/moments';

/**
 * The podcast clip: the portrait fitted to the frame, pulsing gently with the voice, and a
 * waveform of the audio along the bottom, as long as asked (trimmed from the audio, padded with
 * silence when the audio is shorter).
 *
 * The 2018 ffmpeg cannot scale by a per-frame expression, and commanding crop/scale sizes per
 * frame crashes it. So the pulse is a ladder of PULSE_LEVELS zoom levels of the portrait, each
 * scaled once; `streamselect` shows one per frame and `sendcmd` switches the level from a
 * script computed from the audio's loudness (pulseCommands). A step is ~0.35 % of zoom: under
 * one pixel at the frame's edge, so the pulse reads as smooth.
 */
export const PULSE_LEVELS = 12;
export const PULSE_MAX_ZOOM = 1.04;
/** Loudness is measured on mono 8 kHz samples: plenty for a 24 fps envelope, cheap to decode. */
export const LOUDNESS_SAMPLE_RATE = 8000;
const PULSE_FILTER = 'streamselect@pulse';
/** Samples per waveform column; the waveform's sample rate is chosen so a frame is 1/24 s. */
const WAVE_SAMPLES_PER_COLUMN = 2;

export interface LoudnessSamplesPlan {
  audio: string;
  durationSeconds: number;
  /** Raw signed 16-bit little-endian mono PCM at LOUDNESS_SAMPLE_RATE. */
  output: string;
}

/** Decodes the first `durationSeconds` of the audio to raw PCM, for the pulse's envelope. */
export function planLoudnessSamples(plan: LoudnessSamplesPlan): string[] {
  assertAbsolute(plan.audio, plan.output);
  return [
    ...GLOBAL_ARGS,
    '-t',
    num(plan.durationSeconds),
    '-i',
    plan.audio,
    '-map',
    '0:a:0',
    '-ac',
    '1',
    '-ar',
    String(LOUDNESS_SAMPLE_RATE),
    '-c:a',
    'pcm_s16le',
    '-f',
    's16le',
    plan.output,
  ];
}

/**
 * The sendcmd script that switches the pulse level: one line per change of level, at the
 * frame's time (levels[i] is frame i's level, 0 = at rest, PULSE_LEVELS - 1 = loudest).
 */
export function pulseCommands(levels: readonly number[]): string {
  const lines: string[] = [];
  let previous = -1;
  levels.forEach((raw, frame) => {
    const level = Math.min(PULSE_LEVELS - 1, Math.max(0, Math.round(raw)));
    if (level === previous) return;
    previous = level;
    lines.push(`${(frame / OUTPUT_FPS).toFixed(4)} ${PULSE_FILTER} map ${level};`);
  });
  return lines.join('\n') + '\n';
}

/**
 * Darkens the lower part of the portrait so the white waveform reads on any picture. Applied
 * once, to the single decoded frame, before the ladder is built: no per-frame cost.
 */
const SHADE = '(1-0.6*pow(clip((Y/H-0.55)/0.45,0,1),1.3))';
const BOTTOM_SHADE =
  `geq=lum='lum(X,Y)*${SHADE}':` +
  `cb='128+(cb(X,Y)-128)*${SHADE}':cr='128+(cr(X,Y)-128)*${SHADE}'`;

export interface PodcastClipPlan extends FrameSize {
  portrait: string;
  audio: string;
  /** A file holding pulseCommands(...) for this clip. */
  pulseScript: string;
  output: string;
  durationSeconds: number;
  /** EXIF orientation of the portrait (1 = upright). */
  orientation?: number;
  /** Captions to burn in, drawn last: above the waveform, in the same pass. */
  subtitles?: Subtitles;
  /** Face-aware windows (framing.ts, maxZoom PULSE_MAX_ZOOM); the middle without. */
  framing?: Framing;
}

/** The zoom ladder: PULSE_LEVELS copies of the portrait, each repeated for every frame. */
function pulseLadder(plan: PodcastClipPlan, frames: number): string {
  const { width, height } = plan;
  const top = { width: even(width * PULSE_MAX_ZOOM), height: even(height * PULSE_MAX_ZOOM) };
  const labels = Array.from({ length: PULSE_LEVELS }, (_, k) => `[p${k}]`);
  const anchor = pulseAnchor(plan.framing);
  const chains = labels.map((label, k) => {
    const zoom = 1 + ((PULSE_MAX_ZOOM - 1) * k) / (PULSE_LEVELS - 1);
    const size = { width: even(width * zoom), height: even(height * zoom) };
    const x = Math.round((size.width - width) * anchor.x);
    const y = Math.round((size.height - height) * anchor.y);
    const scale = k === PULSE_LEVELS - 1 ? '' : `scale=${size.width}:${size.height},`;
    const script = k === 0 ? `,sendcmd=f=${escapeFilterValue(plan.pulseScript)}` : '';
    return (
      `${label}${scale}crop=${width}:${height}:${x}:${y},` +
      `loop=loop=${frames - 1}:size=1:start=0,setpts=N/(${OUTPUT_FPS}*TB)${script}[l${k}]`
    );
  });
  return [
    `[0:v]trim=end_frame=1,${uprightFilter(plan.orientation)}` +
      `${plan.framing ? framedFilter(plan.framing.wide, top, 'pfit') : coverFilter(top)},` +
      `format=yuv420p,${BOTTOM_SHADE},` +
      `split=${PULSE_LEVELS}${labels.join('')}`,
    ...chains,
    `${labels.map((_, k) => `[l${k}]`).join('')}${PULSE_FILTER}=inputs=${PULSE_LEVELS}:map=0[portrait]`,
  ].join(';');
}

/**
 * Where the pulse zooms about, as shares of the spare room: towards the framing's tight window
 * (the face or the subject), or the upper middle, where a portrait's face usually is.
 */
function pulseAnchor(framing: Framing | undefined): { x: number; y: number } {
  if (!framing) return { x: 0.5, y: 0.4 };
  const { wide, tight } = framing;
  const share = (offset: number, spare: number) => (spare > 1e-9 ? offset / spare : 0.5);
  return {
    x: share(tight.x - wide.x, wide.width - tight.width),
    y: share(tight.y - wide.y, wide.height - tight.height),
  };
}

/** The voice (trimmed or padded to the exact length) and a white waveform for the overlay. */
function audioAndWaveform(plan: PodcastClipPlan): string {
  const samples = Math.round(plan.durationSeconds * AUDIO_SAMPLE_RATE);
  const waveWidth = even(plan.width * 0.8);
  const waveHeight = even(plan.height * 0.12);
  const waveRate = OUTPUT_FPS * WAVE_SAMPLES_PER_COLUMN * waveWidth;
  return [
    `[1:a]aresample=${AUDIO_SAMPLE_RATE},aformat=sample_fmts=fltp:channel_layouts=stereo,` +
      `apad=whole_len=${samples},atrim=end_sample=${samples},${closingFade(plan, 'afade')},` +
      `asplit=2[voice][forwave]`,
    `[forwave]aformat=channel_layouts=mono,aresample=${waveRate},` +
      `showwaves=s=${waveWidth}x${waveHeight}:mode=cline:n=${WAVE_SAMPLES_PER_COLUMN}` +
      `:rate=${OUTPUT_FPS}:colors=white@0.9:scale=sqrt:draw=full[wave]`,
  ].join(';');
}

/**
 * The clip's last CLIP_FADE_OUT_SECONDS fade to black (`fade`) or to silence (`afade`), as
 * decision 058 asks: a clip cut from a longer talk ends softly instead of stopping dead.
 */
function closingFade(plan: PodcastClipPlan, filter: 'fade' | 'afade'): string {
  const length = Math.min(CLIP_FADE_OUT_SECONDS, plan.durationSeconds / 4);
  return `${filter}=t=out:st=${num(plan.durationSeconds - length)}:d=${num(length)}`;
}

/** Podcast clip: portrait + pulse + waveform (+ captions) + the voice, `durationSeconds` long. */
export function planPodcastClip(plan: PodcastClipPlan): string[] {
  assertFrameSize(plan);
  assertAbsolute(plan.portrait, plan.audio, plan.pulseScript, plan.output);
  const frames = frameCount(plan.durationSeconds);
  const waveX = Math.round((plan.width - even(plan.width * 0.8)) / 2);
  const waveY = Math.round(plan.height * 0.8);
  const captions = plan.subtitles ? `,${assFilter(plan.subtitles)}` : '';
  // The ladder's scale keeps each level's display shape by bending its pixels when even sizes
  // move the aspect ratio a little (540×960 carried 4496:4491): the clip's pixels are square.
  const graph = [
    pulseLadder(plan, frames),
    audioAndWaveform(plan),
    `[portrait][wave]overlay=x=${waveX}:y=${waveY}:eof_action=pass,format=yuv420p,setsar=1,` +
      `${closingFade(plan, 'fade')}${captions}[v]`,
  ].join(';');
  return [
    ...GLOBAL_ARGS,
    ...imageInput(plan.portrait),
    '-t',
    num(plan.durationSeconds),
    '-i',
    plan.audio,
    '-filter_complex',
    graph,
    ...outputArgs(plan.output, '[v]', '[voice]'),
  ];
}
