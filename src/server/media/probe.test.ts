import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createCanvas } from '@napi-rs/canvas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveMediaBinaries } from './binaries.js';
import {
  decodeImage,
  IMAGE_MAX_PIXELS,
  parseFrameRate,
  probeMedia,
  toMediaProbe,
} from './probe.js';
import { runFfmpeg } from './run.js';
import { MediaError } from './toolkit.js';

const { ffmpegPath, ffprobePath } = resolveMediaBinaries({
  ffmpegPath: undefined,
  ffprobePath: undefined,
});
const dir = mkdtempSync(path.join(tmpdir(), 'reelcast-probe-'));
const file = (name: string) => path.join(dir, name);

beforeAll(async () => {
  const canvas = createCanvas(300, 200);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#3366cc';
  ctx.fillRect(0, 0, 300, 200);
  writeFileSync(file('image.png'), await canvas.encode('png'));
  writeFileSync(file('image.jpg'), await canvas.encode('jpeg'));
  writeFileSync(file('image.webp'), await canvas.encode('webp'));
  // A name that lies: text content behind an image extension.
  writeFileSync(file('notes.jpg'), 'these are not the pixels you are looking for\n'.repeat(20));
  await runFfmpeg(ffmpegPath, [
    '-v',
    'error',
    '-f',
    'lavfi',
    '-i',
    'sine=frequency=440:sample_rate=22050:duration=1.5',
    file('tone.wav'),
  ]);
  await runFfmpeg(ffmpegPath, [
    '-v',
    'error',
    '-f',
    'lavfi',
    '-i',
    'testsrc=size=160x90:rate=24:duration=1',
    '-c:v',
    'libx264',
    '-pix_fmt',
    'yuv420p',
    file('clip.mp4'),
  ]);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('probeMedia', () => {
  it.each(['image.png', 'image.jpg', 'image.webp'])('reads the size of %s', async (name) => {
    const probe = await probeMedia(ffprobePath, file(name));
    expect(probe.video).toMatchObject({ width: 300, height: 200, frameRate: null });
    expect(probe.durationSeconds).toBeNull();
    expect(probe.audio).toBeNull();
  });

  it('reads an audio file', async () => {
    const probe = await probeMedia(ffprobePath, file('tone.wav'));
    expect(probe.formatName).toBe('wav');
    expect(probe.durationSeconds).toBeCloseTo(1.5, 2);
    expect(probe.audio).toEqual({ codec: 'pcm_s16le', sampleRate: 22050, channels: 1 });
    expect(probe.video).toBeNull();
  });

  it('reads a video', async () => {
    const probe = await probeMedia(ffprobePath, file('clip.mp4'));
    expect(probe.formatName).toContain('mp4');
    expect(probe.durationSeconds).toBeCloseTo(1, 1);
    expect(probe.video).toEqual({
      codec: 'h264',
      width: 160,
      height: 90,
      frameRate: 24,
      durationSeconds: 1,
    });
  });

  it('calls a non-media file unreadable, whatever its name', async () => {
    const error = await probeMedia(ffprobePath, file('notes.jpg')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MediaError);
    expect((error as MediaError).reason).toBe('unreadable');
    const missing = await probeMedia(ffprobePath, file('missing.mp3')).catch((e: unknown) => e);
    expect((missing as MediaError).reason).toBe('unreadable');
  });

  it('honours an aborted signal', async () => {
    const error = await probeMedia(ffprobePath, file('clip.mp4'), AbortSignal.abort()).catch(
      (e: unknown) => e,
    );
    expect((error as MediaError).reason).toBe('aborted');
  });
});

describe('decodeImage', () => {
  const html = Buffer.from('<html><body><script>alert(1)</script></body></html>'.repeat(20));

  beforeAll(async () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    writeFileSync(file('page.png'), Buffer.concat([png, html]));
    // A GIF header with a plausible 16 x 16 screen (ffprobe's stream info believes it).
    const gifHeader = Buffer.concat([Buffer.from('GIF89a'), Buffer.from([16, 0, 16, 0, 0, 0, 0])]);
    writeFileSync(file('page.gif'), Buffer.concat([gifHeader, html]));
    const pixels = Math.ceil(Math.sqrt(IMAGE_MAX_PIXELS)) + 8;
    await runFfmpeg(ffmpegPath, [
      '-v',
      'error',
      '-f',
      'lavfi',
      '-i',
      `color=c=black:size=${pixels}x${pixels}`,
      '-frames:v',
      '1',
      file('bomb.png'),
    ]);
  });

  it.each(['image.png', 'image.jpg', 'image.webp'])(
    'decodes %s and answers its size',
    async (name) => {
      expect(await decodeImage(ffprobePath, file(name))).toEqual({ width: 300, height: 200 });
    },
  );

  it.each(['page.png', 'page.gif', 'notes.jpg', 'bomb.png'])(
    'calls %s unreadable: no picture decodes from it',
    async (name) => {
      const error = await decodeImage(ffprobePath, file(name)).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(MediaError);
      expect((error as MediaError).reason).toBe('unreadable');
    },
  );

  it('lets a header-only probe through where decoding does not (why it decodes)', async () => {
    const probe = await probeMedia(ffprobePath, file('page.gif'));
    expect(probe.video).toMatchObject({ width: 16, height: 16 });
  });
});

describe('toMediaProbe', () => {
  it('needs an audio or a video stream', () => {
    expect(toMediaProbe({ format: { format_name: 'tty' }, streams: [] })).toBeNull();
    expect(toMediaProbe({ streams: [{ codec_type: 'data', codec_name: 'bin_data' }] })).toBeNull();
  });

  it('parses frame rates, unknown ones as null', () => {
    expect(parseFrameRate('24/1')).toBe(24);
    expect(parseFrameRate('30000/1001')).toBe(29.97);
    expect(parseFrameRate('0/0')).toBeNull();
    expect(parseFrameRate(undefined)).toBeNull();
  });
});
