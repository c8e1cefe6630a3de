import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { createCanvas } from '@napi-rs/canvas';
import {
  HEDRA_ASPECT_RATIOS,
  HEDRA_RESOLUTIONS,
  VEO_ASPECT_RATIOS,
  VEO_RESOLUTIONS,
  videoFrameSize,
  type VideoAspectRatio,
  type VideoMode,
  type VideoResolution,
} from '@shared/videos';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMediaToolkit } from '../../../media/index.js';
import { LocalVideoEngine } from './engine.js';

/**
 * Every frame shape the local engine makes (each mode × aspect ratio × resolution the studio
 * offers), probed with ffprobe: exactly the frame size asked for, even, and square pixels.
 * A non-square sample aspect ratio (540p podcast clips carried 4496:4491) makes players
 * stretch the picture and social sites re-encode it.
 */

const run = promisify(execFile);
const media = createMediaToolkit({ media: { ffmpegPath: undefined, ffprobePath: undefined } });
const engine = new LocalVideoEngine({ media });
const root = mkdtempSync(path.join(tmpdir(), 'reelcast-shapes-'));
let jobs = 0;

beforeAll(async () => {
  // An odd-sized photo, so no shape fits it without scaling.
  const canvas = createCanvas(517, 389);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#c8a27a';
  ctx.fillRect(0, 0, 517, 389);
  ctx.fillStyle = '#2d4a6b';
  ctx.fillRect(180, 90, 150, 200);
  writeFileSync(path.join(root, 'photo.png'), await canvas.encode('png'));
  await media.run([
    '-v',
    'error',
    '-f',
    'lavfi',
    '-i',
    'sine=frequency=220:sample_rate=44100:duration=1',
    path.join(root, 'voice.wav'),
  ]);
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

const shapes: Array<[VideoMode, VideoAspectRatio, VideoResolution]> = [
  ...HEDRA_ASPECT_RATIOS.flatMap((a) =>
    HEDRA_RESOLUTIONS.map((r): [VideoMode, VideoAspectRatio, VideoResolution] => ['hedra', a, r]),
  ),
  ...(['veo', 'text-to-video'] as const).flatMap((mode) =>
    VEO_ASPECT_RATIOS.flatMap((a) =>
      VEO_RESOLUTIONS.map((r): [VideoMode, VideoAspectRatio, VideoResolution] => [mode, a, r]),
    ),
  ),
];

async function streamOf(file: string) {
  const { stdout } = await run(media.ffprobePath, [
    '-v',
    'error',
    '-select_streams',
    'v:0',
    '-show_entries',
    'stream=width,height,sample_aspect_ratio,display_aspect_ratio',
    '-of',
    'json',
    file,
  ]);
  return (JSON.parse(stdout) as { streams: Record<string, string | number>[] }).streams[0]!;
}

describe('local engine output shapes', { timeout: 60_000 }, () => {
  it.each(shapes)(
    '%s %s %s: the exact even frame size, square pixels',
    async (mode, aspect, res) => {
      const { width, height } = videoFrameSize(aspect, res);
      const workDir = path.join(root, `job-${++jobs}`);
      mkdirSync(workDir);
      const { videoPath } = await engine.render({
        jobId: `job-${jobs}`,
        mode,
        prompt: 'A reading nook with a velvet armchair',
        aspectRatio: aspect,
        resolution: res,
        width,
        height,
        durationSeconds: 0.5,
        seed: 7,
        image: {
          path: path.join(root, 'photo.png'),
          mimeType: 'image/png',
          width: 517,
          height: 389,
        },
        audio: { path: path.join(root, 'voice.wav'), mimeType: 'audio/wav' },
        workDir,
        signal: new AbortController().signal,
        onProgress: () => {},
        vendorRef: null,
        saveVendorRef: async () => {},
      });
      const stream = await streamOf(videoPath);
      expect(stream).toMatchObject({ width, height, sample_aspect_ratio: '1:1' });
      expect(width % 2).toBe(0);
      expect(height % 2).toBe(0);
    },
  );
});
