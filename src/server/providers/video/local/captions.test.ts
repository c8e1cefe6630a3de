import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createCanvas } from '@napi-rs/canvas';
import type { CaptionCue } from '@shared/voiceovers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captionStyle } from '../../../media/captions-ass.js';
import { createMediaToolkit } from '../../../media/index.js';
import {
  band,
  brightPixels,
  grayFrame,
  meanDifference,
  type GrayFrame,
} from '../../../../../test/fixtures/frames.js';
import { wavAudio } from '../../../../../test/fixtures/videos.js';
import { LocalVideoEngine } from './engine.js';
import type { VideoRenderResult } from '../port.js';

/**
 * Real podcast clips through ffmpeg, with and without caption cues, from the same inputs and
 * seed: the two videos may differ only where and while a cue is on screen.
 */

const media = createMediaToolkit({ media: { ffmpegPath: undefined, ffprobePath: undefined } });
const engine = new LocalVideoEngine({ media });
const root = mkdtempSync(path.join(tmpdir(), 'reelcast-local-captions-'));
const portrait = path.join(root, 'portrait.png');
const voice = path.join(root, 'voice.wav');
/** The band the captions' lines sit in (baseline at 0.74 of the height), above the waveform. */
const CAPTION_BAND = [0.66, 0.77] as const;
const CUES: CaptionCue[] = [
  { startMs: 200, endMs: 1200, text: 'Hello there, friends' },
  // Past the clip's end: never shown.
  { startMs: 2500, endMs: 3000, text: 'Too late to show' },
];

beforeAll(async () => {
  // A dim portrait (no near-white pixels anywhere) with a lighter face.
  const canvas = createCanvas(400, 600);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#2d3e55';
  ctx.fillRect(0, 0, 400, 600);
  ctx.fillStyle = '#a08070';
  ctx.beginPath();
  ctx.arc(200, 220, 90, 0, Math.PI * 2);
  ctx.fill();
  writeFileSync(portrait, await canvas.encode('png'));
  writeFileSync(voice, wavAudio(2));
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

let jobs = 0;
function render(
  size: { width: number; height: number },
  captions?: CaptionCue[],
): Promise<VideoRenderResult> {
  const workDir = path.join(root, `job-${++jobs}`);
  mkdirSync(workDir);
  return engine.render({
    jobId: `job-${jobs}`,
    mode: 'hedra',
    prompt: 'Podcast studio',
    aspectRatio: size.width < size.height ? '9:16' : '16:9',
    resolution: '540p',
    ...size,
    durationSeconds: 2,
    seed: 5,
    image: { path: portrait, mimeType: 'image/png', width: 400, height: 600 },
    audio: { path: voice, mimeType: 'audio/wav' },
    ...(captions && { captions }),
    workDir,
    signal: new AbortController().signal,
    onProgress: () => {},
    vendorRef: null,
    saveVendorRef: async () => {},
  });
}

const captionPixels = (frame: GrayFrame) => brightPixels(band(frame, ...CAPTION_BAND));
const frames = (results: VideoRenderResult[], seconds: number) =>
  Promise.all(results.map((r) => grayFrame(media, r.videoPath, seconds)));

describe('LocalVideoEngine burns caption cues into podcast clips', { timeout: 60_000 }, () => {
  for (const size of [
    { width: 270, height: 480 },
    { width: 480, height: 270 },
  ]) {
    it(`draws a cue while it lasts and nothing else (${size.width}×${size.height})`, async () => {
      const plain = await render(size);
      const captioned = await render(size, CUES);
      expect(plain.captionsBurned).toBeUndefined();
      expect(captioned.captionsBurned).toBe(true);
      const ass = readFileSync(
        path.join(path.dirname(captioned.videoPath), 'captions.ass'),
        'utf8',
      );
      expect(ass).toContain(`PlayResX: ${size.width}\nPlayResY: ${size.height}`);
      // One event per word of the first cue (the default word highlight); the late cue is cut.
      expect(ass.match(/^Dialogue: /gm)).toHaveLength(3);
      expect(ass).not.toContain('Too late');

      for (const result of [plain, captioned]) {
        const probe = await media.probe(result.videoPath);
        expect(probe.video).toMatchObject({ codec: 'h264', ...size, frameRate: 24 });
        expect(probe.audio).toMatchObject({ codec: 'aac', sampleRate: 48000 });
        expect(Math.abs(probe.durationSeconds! - 2)).toBeLessThanOrEqual(0.1);
      }

      // During the cue: white text in the caption band of the captioned clip only...
      const [plainDuring, captionedDuring] = await frames([plain, captioned], 0.7);
      expect(captionPixels(plainDuring!)).toBe(0);
      // At least a few letters' worth of white (20 letters of it are drawn).
      expect(captionPixels(captionedDuring!)).toBeGreaterThan(captionStyle(size).fontSize ** 2 / 4);
      // ...and the same picture above it.
      const above = (frame: GrayFrame) => band(frame, 0, CAPTION_BAND[0] - 0.05);
      expect(meanDifference(above(plainDuring!), above(captionedDuring!))).toBeLessThan(1);

      // After the cue: the two clips show (nearly) the same frame.
      const [plainAfter, captionedAfter] = await frames([plain, captioned], 1.6);
      expect(captionPixels(captionedAfter!)).toBe(0);
      expect(meanDifference(plainAfter!, captionedAfter!)).toBeLessThan(1);
    });
  }
});
