import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createCanvas } from '@napi-rs/canvas';
import type { VideoMode } from '@shared/videos';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMediaToolkit } from '../../../media/index.js';
import { MediaError } from '../../../media/toolkit.js';
import { grayFrame } from '../../../../../test/fixtures/frames.js';
import { LocalVideoEngine } from './engine.js';
import { EngineError } from '../../../kernel/engine-error.js';
import type { VideoRenderRequest } from '../port.js';

/** Real tiny renders through ffmpeg, checked with ffprobe. */

const media = createMediaToolkit({ media: { ffmpegPath: undefined, ffprobePath: undefined } });
const engine = new LocalVideoEngine({ media });
const root = mkdtempSync(path.join(tmpdir(), 'reelcast-local-engine-'));
const input = (name: string) => path.join(root, name);
let workDirs = 0;

beforeAll(async () => {
  // A landscape "photo" with a dark dot right of centre (the Ken Burns tests follow it).
  const canvas = createCanvas(480, 320);
  const ctx = canvas.getContext('2d');
  const sky = ctx.createLinearGradient(0, 0, 0, 320);
  sky.addColorStop(0, '#f7d9a8');
  sky.addColorStop(1, '#f4efe6');
  ctx.fillStyle = sky;
  ctx.fillRect(0, 0, 480, 320);
  ctx.fillStyle = '#111111';
  ctx.beginPath();
  ctx.arc(290, 160, 12, 0, Math.PI * 2);
  ctx.fill();
  writeFileSync(input('photo.png'), await canvas.encode('png'));
  writeFileSync(input('notes.jpg'), 'not an image at all\n'.repeat(50));
  for (const [name, seconds] of [
    ['short.mp3', 1],
    ['long.wav', 3],
  ] as const) {
    await media.run([
      '-v',
      'error',
      '-f',
      'lavfi',
      '-i',
      `sine=frequency=220:sample_rate=44100:duration=${seconds},volume='0.2+0.8*abs(sin(6*t))':eval=frame`,
      input(name),
    ]);
  }
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

function request(overrides: Partial<VideoRenderRequest> & { mode: VideoMode }): {
  request: VideoRenderRequest;
  progress: number[];
} {
  const progress: number[] = [];
  const workDir = path.join(root, `job-${++workDirs}`);
  mkdirSync(workDir);
  return {
    progress,
    request: {
      jobId: `job-${workDirs}`,
      prompt: 'A quiet morning',
      aspectRatio: '9:16',
      resolution: '540p',
      width: 180,
      height: 320,
      durationSeconds: 1.5,
      seed: 3,
      image: { path: input('photo.png'), mimeType: 'image/png', width: 480, height: 320 },
      audio: { path: input('short.mp3'), mimeType: 'audio/mpeg' },
      workDir,
      signal: new AbortController().signal,
      onProgress: (percent) => progress.push(percent),
      vendorRef: null,
      saveVendorRef: async () => {},
      ...overrides,
    },
  };
}

async function expectPlayableMp4(
  result: { videoPath: string; posterPath?: string },
  { width, height, durationSeconds }: { width: number; height: number; durationSeconds: number },
) {
  const video = await media.probe(result.videoPath);
  expect(video.video).toMatchObject({ codec: 'h264', width, height, frameRate: 24 });
  expect(video.audio).toMatchObject({ codec: 'aac', sampleRate: 48000, channels: 2 });
  expect(Math.abs(video.durationSeconds! - durationSeconds)).toBeLessThanOrEqual(0.1);
  // faststart: the index (moov) comes before the media data (mdat).
  const head = readFileSync(result.videoPath).subarray(0, 4096).toString('latin1');
  expect(head.indexOf('moov')).toBeGreaterThan(0);
  expect(head.indexOf('moov')).toBeLessThan(head.indexOf('mdat') >>> 0);
  const poster = readFileSync(result.posterPath!);
  expect(poster.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
  expect((await media.probe(result.posterPath!)).video).toMatchObject({
    codec: 'mjpeg',
    width,
    height,
  });
}

const expectRisingTo100 = (progress: number[]) => {
  expect(progress[0]).toBe(0);
  expect(progress.at(-1)).toBe(100);
  expect(progress).toEqual([...progress].sort((a, b) => a - b));
};

describe('LocalVideoEngine renders', { timeout: 30_000 }, () => {
  it('supports every mode', () => {
    expect(engine.id).toBe('local');
    expect(['hedra', 'text-to-video', 'veo'].every((m) => engine.supports(m as VideoMode))).toBe(
      true,
    );
  });

  it('image to video: a covered Ken Burns MP4 with a silent track and a poster', async () => {
    const { request: r, progress } = request({ mode: 'veo' });
    const result = await engine.render(r);
    expect(result).toEqual({
      videoPath: path.join(r.workDir, 'video.mp4'),
      posterPath: path.join(r.workDir, 'poster.jpg'),
    });
    await expectPlayableMp4(result, { width: 180, height: 320, durationSeconds: 1.5 });
    expectRisingTo100(progress);
  });

  it('text to video: the painted still in motion, with no words drawn on it', async () => {
    const { request: r } = request({
      mode: 'text-to-video',
      image: undefined,
      audio: undefined,
      width: 640,
      height: 360,
      aspectRatio: '16:9',
      durationSeconds: 2,
      prompt: 'A reading nook with a velvet armchair in the morning, slowly zoom in',
    });
    const { videoPath } = await engine.render(r);
    // Lettering is white strokes on a dark panel: bright pixels with a dark pixel a few columns
    // away, thousands of them in the lower third with a caption (2533 here); a painting has a
    // few (31 here).
    const { width, height, pixels } = await grayFrame(media, videoPath, 1.5);
    let glyphEdges = 0;
    for (let y = Math.round(height * 0.6); y < height; y++) {
      for (let x = 3; x < width - 3; x++) {
        const at = y * width + x;
        if (pixels[at]! > 200 && (pixels[at - 3]! < 90 || pixels[at + 3]! < 90)) glyphEdges++;
      }
    }
    expect(glyphEdges).toBeLessThan(300);
  });

  it('text to video: a generated still in motion', async () => {
    const { request: r, progress } = request({
      mode: 'text-to-video',
      image: undefined,
      audio: undefined,
      width: 320,
      height: 180,
      aspectRatio: '16:9',
      durationSeconds: 2,
      prompt: 'Neon city at night, pan right',
    });
    const result = await engine.render(r);
    await expectPlayableMp4(result, { width: 320, height: 180, durationSeconds: 2 });
    expectRisingTo100(progress);
  });

  it('podcast clip: pads audio shorter than the clip with silence', async () => {
    const { request: r, progress } = request({
      mode: 'hedra',
      width: 240,
      height: 240,
      aspectRatio: '1:1',
      durationSeconds: 1.6,
      // A work directory name the filtergraph must escape (the pulse script lives there).
      workDir: mkdtempSync(path.join(root, "it's: [odd], dir;")),
    });
    const result = await engine.render(r);
    await expectPlayableMp4(result, { width: 240, height: 240, durationSeconds: 1.6 });
    expect(readFileSync(path.join(r.workDir, 'pulse.txt'), 'utf8')).toMatch(
      /^0\.0000 streamselect@pulse map \d+;\n/,
    );
    expectRisingTo100(progress);
  });

  it('podcast clip: trims audio longer than the clip', async () => {
    const { request: r } = request({
      mode: 'hedra',
      audio: { path: input('long.wav'), mimeType: 'audio/wav' },
      durationSeconds: 1.25,
    });
    const result = await engine.render(r);
    await expectPlayableMp4(result, { width: 180, height: 320, durationSeconds: 1.25 });
  });
});

/** The dark dot's centre in a frame of the video at `seconds`. */
async function dotAt(videoPath: string, seconds: number) {
  const { width, height, pixels } = await grayFrame(media, videoPath, seconds);
  let [sumX, sumY, weight] = [0, 0, 0];
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const darkness = Math.max(0, 128 - pixels[y * width + x]!);
      sumX += darkness * x;
      sumY += darkness * y;
      weight += darkness;
    }
  }
  return { x: sumX / weight, y: sumY / weight, size: weight };
}

describe('LocalVideoEngine Ken Burns moves', { timeout: 30_000 }, () => {
  const render = async (prompt: string) => {
    const { request: r } = request({ mode: 'veo', prompt, width: 320, height: 320 });
    const { videoPath } = await engine.render(r);
    return [await dotAt(videoPath, 0), await dotAt(videoPath, 1.45)] as const;
  };

  it('zoom in: the dot grows and moves away from the centre', async () => {
    const [start, end] = await render('slowly zoom in');
    expect(end.size).toBeGreaterThan(start.size * 1.2);
    expect(end.x - 160).toBeGreaterThan((start.x - 160) * 1.1);
  });

  it('pan left: the picture slides right; pan right: it slides left', async () => {
    const [leftStart, leftEnd] = await render('pan left over the hills');
    expect(leftEnd.x - leftStart.x).toBeGreaterThan(20);
    const [rightStart, rightEnd] = await render('pan right over the hills');
    expect(rightStart.x - rightEnd.x).toBeGreaterThan(20);
  });
});

describe('LocalVideoEngine failures', { timeout: 30_000 }, () => {
  it('refuses an unreadable image without retrying', async () => {
    const { request: r } = request({
      mode: 'veo',
      image: { path: input('notes.jpg'), mimeType: 'image/jpeg', width: 1, height: 1 },
    });
    const error = await engine.render(r).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(EngineError);
    expect(error).toMatchObject({ message: 'The image could not be read', retryable: false });
  });

  it('refuses a podcast clip without audio, or with an image for audio', async () => {
    const missing = await engine
      .render(request({ mode: 'hedra', audio: undefined }).request)
      .catch((e: unknown) => e);
    expect(missing).toMatchObject({ message: 'This video needs an audio file', retryable: false });
    const silent = await engine
      .render(
        request({ mode: 'hedra', audio: { path: input('photo.png'), mimeType: 'audio/mpeg' } })
          .request,
      )
      .catch((e: unknown) => e);
    expect(silent).toMatchObject({
      message: 'The audio file could not be read',
      retryable: false,
    });
  });

  it('lets a retry try again when ffmpeg itself fails', async () => {
    const { request: r } = request({ mode: 'veo' });
    const error = await engine
      .render({ ...r, workDir: path.join(r.workDir, 'missing') })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(EngineError);
    expect(error).toMatchObject({ retryable: true });
    expect((error as Error).cause).toBeInstanceOf(MediaError);
  });

  it('stops ffmpeg when the job is cancelled and lets the abort through as is', async () => {
    const controller = new AbortController();
    const { request: r } = request({
      mode: 'veo',
      width: 720,
      height: 1280,
      durationSeconds: 8,
      signal: controller.signal,
      // Cancel as soon as ffmpeg reports real progress (between the 5 % prep and 95 % render).
      onProgress: (percent) => {
        if (percent > 5 && percent < 95) controller.abort(new Error('job timed out'));
      },
    });
    const error = await engine.render(r).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MediaError);
    expect((error as MediaError).reason).toBe('aborted');
  });
});
