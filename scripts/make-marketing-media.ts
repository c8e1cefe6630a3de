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
 * Run: node --import tsx scripts/make-marketing-media.ts
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createCanvas, GlobalFonts, loadImage, type SKRSContext2D } from '@napi-rs/canvas';
import { BUILT_IN_IMAGE_STYLES } from '../src/shared/image-styles.js';
import { createMediaToolkit } from '../src/server/media/index.js';
import {
  AUDIO_ENCODER_ARGS,
  GLOBAL_ARGS,
  MP4_ARGS,
  OUTPUT_FPS,
  VIDEO_ENCODER_ARGS,
  planTextToVideo,
  type KenBurnsMove,
} from '../src/server/media/plan.js';
import { LocalImageEngine } from '../src/server/providers/image/local.js';
import { renderCaption } from '../src/server/providers/video/local-still.js';
import { SAMPLE_CLIPS, SHOWCASE_VIDEO } from '../src/web/features/marketing/content/media.js';

const PUBLIC_DIR = path.resolve(import.meta.dirname, '../src/web/public');
const OG_IMAGE_URL = '/media/og-image.jpg';
/** Web delivery, not studio output: smaller files (the whole set stays well under 4 MB). */
const SHOWCASE_CRF = '28';
const SAMPLE_CRF = '29';
const WEB_AUDIO_BITRATE = '64k';
const JPEG_QUALITY = 80;
/** The showcase's rooms overlap by this long (an alpha crossfade; the 2018 ffmpeg has no xfade). */
const CROSSFADE_SECONDS = 0.75;
const SHOWCASE_SECONDS = 12;
const SAMPLE_SECONDS = 6;

interface Shot {
  prompt: string;
  style: string | null;
  /** Picked by eye among the engine's layouts: the sofa and the window both in frame. */
  seed: number;
  move: KenBurnsMove;
}
const shot = (prompt: string, style: string | null, seed: number, move: KenBurnsMove) => ({
  prompt,
  style,
  seed,
  move,
});

// prettier-ignore
const SHOWCASE_ROOMS: Array<Shot & { caption: string }> = [
  { ...shot('Sunlit Nordic living room, bright morning, calm', 'nordic-interior', 3, 'zoom-in'), caption: 'Nordic living room' },
  { ...shot('Warm walnut kitchen at golden sunset', 'golden-hour', 2, 'pan-right'), caption: 'Golden-hour lounge' },
  { ...shot('Coastal bedroom retreat, blue, serene day', 'cinematic', 1, 'zoom-out'), caption: 'Coastal retreat' },
];

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

const media = createMediaToolkit({ media: { ffmpegPath: undefined, ffprobePath: undefined } });
const images = new LocalImageEngine();
const work = mkdtempSync(path.join(tmpdir(), 'reelcast-marketing-media-'));
const signal = new AbortController().signal;
let scratchCount = 0;
const scratchFile = (name: string) => path.join(work, `${scratchCount++}-${name}`);
const RENDER_TIMEOUT = { timeoutMs: 300_000 };

function publicPath(url: string): string {
  const file = path.join(PUBLIC_DIR, url);
  mkdirSync(path.dirname(file), { recursive: true });
  return file;
}

/** The planner's arguments with the web's quality swapped in (same encoders and container). */
function forWeb(args: readonly string[], crf: string): string[] {
  return args.map((arg, i) =>
    args[i - 1] === '-crf' ? crf : args[i - 1] === '-b:a' ? WEB_AUDIO_BITRATE : arg,
  );
}

async function paint({ prompt, style, seed }: Shot, width: number, height: number) {
  const image = await images.generateImage({
    id: 'marketing-media',
    workDir: mkdtempSync(path.join(work, 'still-')),
    signal,
    vendorRef: null,
    saveVendorRef: async () => {},
    prompt,
    width,
    height,
    quality: '1080p',
    seed,
    style: BUILT_IN_IMAGE_STYLES.find((s) => s.id === style) ?? null,
    reference: null,
  });
  return image.path;
}

async function captionFile(text: string, frameWidth: number, frameHeight: number) {
  const caption = await renderCaption({ text, frameWidth, frameHeight });
  const image = scratchFile('caption.png');
  writeFileSync(image, caption.png);
  return { image, x: caption.x, y: caption.y };
}

/** A moving still through the text-to-video plan, with its caption when one is given. */
async function renderShot(
  shot: Shot,
  size: { width: number; height: number },
  durationSeconds: number,
  crf: string,
  captionText: string | null,
) {
  const output = scratchFile('shot.mp4');
  const caption = captionText ? await captionFile(captionText, size.width, size.height) : null;
  const still = await paint(shot, size.width, size.height);
  const plan = { ...size, still, caption, output, durationSeconds, move: shot.move };
  await media.run(forWeb(planTextToVideo(plan), crf), RENDER_TIMEOUT);
  return output;
}

// --- The music bed ------------------------------------------------------------------------------

const SAMPLE_RATE = 48_000;
/** Soft voicings (Hz): Cmaj7, Am7, Fmaj7, G6. */
const CHORDS = [
  [130.81, 164.81, 196.0, 246.94],
  [110.0, 130.81, 164.81, 196.0],
  [87.31, 110.0, 130.81, 164.81],
  [98.0, 123.47, 146.83, 164.81],
];
const ARPEGGIO_STEP = 0.375;

/**
 * A warm pad (two slightly detuned sines per note, each chord blending into the next) under a
 * gentle plucked arpeggio an octave up, panned left/right, as a 16-bit stereo WAV. Quiet on
 * purpose: it plays only when a visitor presses play.
 */
function musicBed(seconds: number, chordOrder: number[]): string {
  const frames = Math.round(seconds * SAMPLE_RATE);
  const chordAt = (k: number) => CHORDS[chordOrder[Math.min(k, chordOrder.length - 1)]! % 4]!;
  const pcm = new Int16Array(frames * 2);
  for (let i = 0; i < frames; i++) {
    const t = i / SAMPLE_RATE;
    const position = (t / seconds) * chordOrder.length;
    const index = Math.min(chordOrder.length - 1, Math.floor(position));
    const next = Math.min(1, Math.max(0, (position - index - 0.85) / 0.15));
    let pad = 0;
    const voices = [
      { chord: chordAt(index), weight: 1 - next },
      { chord: chordAt(index + 1), weight: next },
    ];
    for (const { chord, weight } of voices) {
      for (const f of chord) {
        pad +=
          weight * (Math.sin(2 * Math.PI * f * 0.998 * t) + Math.sin(2 * Math.PI * f * 1.002 * t));
      }
    }
    pad *= 0.04 * (0.75 + 0.25 * Math.sin(2 * Math.PI * 0.2 * t));
    const step = Math.floor(t / ARPEGGIO_STEP);
    const note = chordAt(index)[step % 4]! * 2;
    const pluck =
      0.17 *
      Math.exp(-(t - step * ARPEGGIO_STEP) * 5) *
      (Math.sin(2 * Math.PI * note * t) + 0.2 * Math.sin(4 * Math.PI * note * t));
    const fade = Math.min(1, t / 0.4, (seconds - t) / 0.8);
    const pan = step % 2 ? 0.35 : 0.65;
    const clamp = (v: number) => Math.round(Math.max(-1, Math.min(1, v * fade)) * 32767);
    pcm[i * 2] = clamp(pad + pluck * (1 - pan));
    pcm[i * 2 + 1] = clamp(pad + pluck * pan);
  }
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + pcm.byteLength, 4);
  header.write('WAVEfmt ', 8);
  header.writeUInt32LE(16, 16); // fmt chunk size
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(2, 22); // stereo
  header.writeUInt32LE(SAMPLE_RATE, 24);
  header.writeUInt32LE(SAMPLE_RATE * 4, 28); // bytes per second
  header.writeUInt16LE(4, 32); // bytes per frame
  header.writeUInt16LE(16, 34); // bits per sample
  header.write('data', 36);
  header.writeUInt32LE(pcm.byteLength, 40);
  const file = scratchFile('bed.wav');
  writeFileSync(file, Buffer.concat([header, Buffer.from(pcm.buffer)]));
  return file;
}

// --- Videos and posters -------------------------------------------------------------------------

/** The planner's poster frame (1 s in), re-encoded at web quality: it is a first paint. */
async function writePoster(video: string, url: string) {
  const frame = scratchFile('poster.jpg');
  await media.extractPoster(video, frame, signal);
  const image = await loadImage(readFileSync(frame));
  const canvas = createCanvas(image.width, image.height);
  canvas.getContext('2d').drawImage(image, 0, 0);
  writeFileSync(publicPath(url), await canvas.encode('jpeg', JPEG_QUALITY));
}

/**
 * Three rooms joined by alpha crossfades over a black base, each room's caption shown only
 * while that room is alone on screen (two captions never overlap), with the music bed.
 */
async function makeShowcase() {
  const { width, height } = SHOWCASE_VIDEO;
  const rooms = SHOWCASE_ROOMS.length;
  const segment = (SHOWCASE_SECONDS + CROSSFADE_SECONDS * (rooms - 1)) / rooms;
  const start = (k: number) => k * (segment - CROSSFADE_SECONDS);
  // Near-lossless intermediates: they are encoded once more when the rooms are joined.
  const shots = await Promise.all(
    SHOWCASE_ROOMS.map((room) => renderShot(room, { width, height }, segment, '16', null)),
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

// --- The Open Graph share image -----------------------------------------------------------------

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
  Object.assign(ctx, { shadowColor: 'rgba(0, 0, 0, 0.45)', shadowBlur: 40, shadowOffsetY: 18 });
  ctx.fillStyle = '#0c0a12';
  ctx.beginPath();
  ctx.roundRect(-w / 2 - 7, -h / 2 - 7, w + 14, h + 14, 30 * scale);
  ctx.fill();
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
  ctx.fillStyle = 'rgba(255, 255, 255, 0.9)';
  for (let bar = 0; bar < 17; bar++) {
    const level = (0.35 + 0.65 * Math.abs(Math.sin(bar * 1.7) * Math.cos(bar * 0.6))) * 34 * scale;
    ctx.fillRect(-w * 0.4 + bar * w * 0.05, h * 0.42 - level, w * 0.028, level);
  }
  ctx.restore();
}

/** Product-style share card: the headline and sub-note on the left, three clips on the right. */
async function makeOgImage() {
  const require = createRequire(import.meta.url);
  for (const face of ['600SemiBold/Inter_600SemiBold.ttf', '800ExtraBold/Inter_800ExtraBold.ttf']) {
    GlobalFonts.registerFromPath(require.resolve(`@expo-google-fonts/inter/${face}`), 'Inter');
  }
  const { width, height } = OG_SIZE;
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  const background = ctx.createLinearGradient(0, 0, width, height);
  background.addColorStop(0, '#15121f');
  background.addColorStop(1, '#2a1466');
  ctx.fillStyle = background;
  ctx.fillRect(0, 0, width, height);
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

  await drawClipCard(ctx, SAMPLE_CLIPS[5]!.poster, { x: 830, y: 330, tilt: -0.1, scale: 0.92 });
  await drawClipCard(ctx, SAMPLE_CLIPS[1]!.poster, { x: 1080, y: 330, tilt: 0.1, scale: 0.92 });
  await drawClipCard(ctx, SAMPLE_CLIPS[0]!.poster, { x: 955, y: 315, tilt: 0, scale: 1.05 });
  writeFileSync(publicPath(OG_IMAGE_URL), await canvas.encode('jpeg', JPEG_QUALITY));
}

// --- Run ----------------------------------------------------------------------------------------

try {
  await makeShowcase();
  for (let index = 0; index < SAMPLE_CLIPS.length; index++) await makeSample(index);
  await makeOgImage();
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
} finally {
  rmSync(work, { recursive: true, force: true });
}
