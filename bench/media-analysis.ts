/**
 * Two measurements behind the image-to-video numbers in media.bench.ts:
 *
 * - The encoder's own price of motion: the frames of a Ken Burns render and the frames of the
 *   bare encode, both pre-rendered to raw files, then encoded with the same settings. No
 *   decoding, no filters: what is left is x264 coding moving pictures versus a still.
 * - Smoothness: a dark dot on a light picture is rendered with each move (our plan, and the
 *   naive single-pass yuv420p zoompan for comparison); its centre is tracked frame by frame.
 *   The RMS of the track's second difference is the wobble: 0 for perfectly smooth motion,
 *   ~0.7 px for motion quantised to whole pixels.
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { createCanvas } from '@napi-rs/canvas';
import {
  AUDIO_ENCODER_ARGS,
  GLOBAL_ARGS,
  MP4_ARGS,
  OUTPUT_FPS,
  VIDEO_ENCODER_ARGS,
  frameCount,
  planBareEncode,
  planImageToVideo,
  type KenBurnsMove,
} from '../src/server/media/plan.js';
import type { MediaToolkit } from '../src/server/media/toolkit.js';
import type { Picture, PictureAnalysis } from './media-report.js';

interface Size {
  width: number;
  height: number;
}

/** The filtergraph of a plan, and its inputs (everything before -filter_complex). */
function graphOf(args: string[]): { inputs: string[]; graph: string } {
  const at = args.indexOf('-filter_complex');
  return { inputs: args.slice(GLOBAL_ARGS.length, at), graph: args[at + 1]! };
}

/** The same render with the single-pass yuv420p zoompan (crops on even pixels). */
export function naiveImageToVideo(args: string[]): string[] {
  const { graph } = graphOf(args);
  const zoompan = /\[kby\](zoompan=[^[]+)\[kbyz\]/.exec(graph)![1]!;
  const cover = graph.slice('[0:v]'.length, graph.indexOf(',extractplanes'));
  const naive = `[0:v]${cover},${zoompan},setsar=1[v]`;
  const at = args.indexOf('-filter_complex');
  return [...args.slice(0, at + 1), naive, ...args.slice(at + 2)];
}

const middle = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;

async function timed(run: () => Promise<void>): Promise<number> {
  const started = performance.now();
  await run();
  return performance.now() - started;
}

/** Encode-only times (ms) of the moving and the still frames of an image-to-video render. */
export async function encoderPriceOfMotion(
  media: MediaToolkit,
  dir: string,
  { image, width, height, durationSeconds }: Size & { image: string; durationSeconds: number },
): Promise<{ movingMs: number; stillMs: number }> {
  const frames = Math.round(durationSeconds * OUTPUT_FPS);
  const render = planImageToVideo({
    image,
    output: '/unused.mp4',
    width,
    height,
    durationSeconds,
    move: 'zoom-in',
  });
  const bare = planBareEncode({ still: image, output: '/unused.mp4', width, height, frames });
  const raw = { moving: path.join(dir, 'moving.yuv'), still: path.join(dir, 'still.yuv') };
  for (const [args, output] of [
    [render, raw.moving],
    [bare, raw.still],
  ] as const) {
    const { inputs, graph } = graphOf(args);
    await media.run([
      ...GLOBAL_ARGS,
      ...inputs,
      '-filter_complex',
      graph,
      '-map',
      '[v]',
      '-f',
      'rawvideo',
      output,
    ]);
  }
  const encode = (input: string) =>
    timed(() =>
      media.run([
        ...GLOBAL_ARGS,
        ...['-f', 'rawvideo', '-pix_fmt', 'yuv420p', '-s', `${width}x${height}`],
        ...['-r', String(OUTPUT_FPS), '-i', input],
        ...[
          '-f',
          'lavfi',
          '-t',
          String(durationSeconds),
          '-i',
          'anullsrc=channel_layout=stereo:sample_rate=48000',
        ],
        ...VIDEO_ENCODER_ARGS,
        ...AUDIO_ENCODER_ARGS,
        ...MP4_ARGS,
        path.join(dir, 'encoded.mp4'),
      ]),
    );
  const moving: number[] = [];
  const still: number[] = [];
  for (let i = 0; i < 3; i++) {
    moving.push(await encode(raw.moving));
    still.push(await encode(raw.still));
  }
  rmSync(raw.moving);
  rmSync(raw.still);
  return { movingMs: Math.round(middle(moving)), stillMs: Math.round(middle(still)) };
}

export interface Wobble {
  plan: 'planned' | 'naive';
  move: KenBurnsMove;
  rmsPx: number;
  maxPx: number;
}

/** Tracks a dot through each move at `size`; see the header for the measure. */
export async function kenBurnsWobble(
  media: MediaToolkit,
  dir: string,
  size: Size,
): Promise<Wobble[]> {
  const { width, height } = size;
  const canvas = createCanvas(width * 2, height * 2);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#f2f2f2';
  ctx.fillRect(0, 0, width * 2, height * 2);
  const dot = ctx.createRadialGradient(
    width * 1.5,
    height * 1.5,
    0,
    width * 1.5,
    height * 1.5,
    width * 0.06,
  );
  dot.addColorStop(0, 'rgba(0,0,0,1)');
  dot.addColorStop(1, 'rgba(0,0,0,0)');
  ctx.fillStyle = dot;
  ctx.fillRect(0, 0, width * 2, height * 2);
  const image = path.join(dir, 'dot.png');
  writeFileSync(image, await canvas.encode('png'));

  const results: Wobble[] = [];
  for (const move of ['zoom-in', 'pan-right'] as const) {
    const planned = planImageToVideo({
      image,
      output: '/unused.mp4',
      width,
      height,
      durationSeconds: 8,
      move,
    });
    for (const [plan, args] of [
      ['planned', planned],
      ['naive', naiveImageToVideo(planned)],
    ] as const) {
      const raw = path.join(dir, 'track.gray');
      const { inputs, graph } = graphOf(args);
      await media.run([
        ...GLOBAL_ARGS,
        ...inputs,
        '-filter_complex',
        graph,
        '-map',
        '[v]',
        '-pix_fmt',
        'gray',
        '-f',
        'rawvideo',
        raw,
      ]);
      const track = centres(readFileSync(raw), width, height);
      rmSync(raw);
      let [sum, max, n] = [0, 0, 0];
      for (let i = 1; i < track.length - 1; i++) {
        for (const axis of [0, 1] as const) {
          const a = track[i + 1]![axis] - 2 * track[i]![axis] + track[i - 1]![axis];
          sum += a * a;
          max = Math.max(max, Math.abs(a));
          n++;
        }
      }
      results.push({
        plan,
        move,
        rmsPx: Number(Math.sqrt(sum / n).toFixed(2)),
        maxPx: Number(max.toFixed(2)),
      });
    }
  }
  return results;
}

/** The darkness-weighted centre of each grey frame. */
function centres(pixels: Buffer, width: number, height: number): Array<[number, number]> {
  const frameSize = width * height;
  const track: Array<[number, number]> = [];
  for (let offset = 0; offset + frameSize <= pixels.length; offset += frameSize) {
    let [sx, sy, sw] = [0, 0, 0];
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        const w = Math.max(0, 200 - pixels[offset + y * width + x]!);
        sx += w * x;
        sy += w * y;
        sw += w;
      }
    }
    track.push([sx / sw, sy / sw]);
  }
  return track;
}

/** Both measures for one picture, plus the naive render timed against the bare encode. */
export async function analysePicture(
  media: MediaToolkit,
  dir: string,
  { picture, image, runs }: { picture: Picture; image: string; runs: number },
): Promise<PictureAnalysis> {
  const size = { width: 720, height: 1280 };
  const price = await encoderPriceOfMotion(media, dir, { image, ...size, durationSeconds: 8 });
  const output = path.join(dir, 'analysis.mp4');
  const naive = naiveImageToVideo(
    planImageToVideo({ image, output, ...size, durationSeconds: 8, move: 'zoom-in' }),
  );
  const bare = planBareEncode({ still: image, output, ...size, frames: frameCount(8) });
  const naiveMs: number[] = [];
  const bareMs: number[] = [];
  for (let run = 0; run < runs; run++) {
    for (const [args, into] of [
      [bare, bareMs],
      [naive, naiveMs],
    ] as const) {
      into.push(await timed(() => media.run(args)));
    }
  }
  return {
    picture,
    encodeMovingMs: price.movingMs,
    encodeStillMs: price.stillMs,
    naiveRenderMs: Math.round(middle(naiveMs)),
    bareMs: Math.round(middle(bareMs)),
  };
}
