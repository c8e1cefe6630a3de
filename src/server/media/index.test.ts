import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createMediaToolkit, MediaError } from './index.js';

const dir = mkdtempSync(path.join(tmpdir(), 'reelcast-toolkit-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const media = createMediaToolkit({ media: { ffmpegPath: undefined, ffprobePath: undefined } });

describe('createMediaToolkit', () => {
  it('fails at creation, naming the variable, when FFMPEG_PATH is wrong', () => {
    expect(() =>
      createMediaToolkit({ media: { ffmpegPath: '/nope/ffmpeg', ffprobePath: undefined } }),
    ).toThrow('FFMPEG_PATH=/nope/ffmpeg is not an executable ffmpeg binary');
  });

  it('extracts a JPEG poster of the video size, and refuses audio-only files', async () => {
    const video = path.join(dir, 'clip.mp4');
    const audio = path.join(dir, 'tone.m4a');
    await media.run([
      ...['-v', 'error', '-f', 'lavfi', '-i', 'testsrc=size=200x120:rate=24:duration=2'],
      ...['-pix_fmt', 'yuv420p', video],
    ]);
    await media.run(['-v', 'error', '-f', 'lavfi', '-i', 'sine=duration=1', audio]);
    const poster = path.join(dir, 'poster.jpg');
    await media.extractPoster(video, poster);
    expect(readFileSync(poster).subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    expect((await media.probe(poster)).video).toMatchObject({ width: 200, height: 120 });
    const error = await media
      .extractPoster(audio, path.join(dir, 'none.jpg'))
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MediaError);
    expect((error as MediaError).reason).toBe('unreadable');
  });

  it('takes the poster of a one-frame clip (what a 0.01 s request rendered)', async () => {
    const video = path.join(dir, 'one-frame.mp4');
    await media.run([
      ...['-v', 'error', '-f', 'lavfi', '-i', 'testsrc=size=64x64:rate=24'],
      ...['-f', 'lavfi', '-i', 'sine', '-t', '0.01', '-pix_fmt', 'yuv420p', video],
    ]);
    expect((await media.probe(video)).video?.durationSeconds).toBeCloseTo(1 / 24, 3);
    const poster = path.join(dir, 'one-frame.jpg');
    await media.extractPoster(video, poster);
    expect((await media.probe(poster)).video).toMatchObject({ width: 64, height: 64 });
  });

  it('takes the first frame when the stream says it is longer than its frames', async () => {
    // One frame of video and 3 s of sound in Matroska: the stream states the sound's length.
    const frame = path.join(dir, 'frame.mp4');
    const sound = path.join(dir, 'sound.m4a');
    const video = path.join(dir, 'long-sound.mkv');
    await media.run([
      ...['-v', 'error', '-f', 'lavfi', '-i', 'testsrc=size=64x64:rate=24', '-frames:v', '1'],
      ...['-pix_fmt', 'yuv420p', frame],
    ]);
    await media.run(['-v', 'error', '-f', 'lavfi', '-i', 'sine=duration=3', sound]);
    await media.run(['-v', 'error', '-i', frame, '-i', sound, '-c', 'copy', video]);
    expect((await media.probe(video)).video?.durationSeconds).toBeGreaterThan(2);
    const poster = path.join(dir, 'long-sound.jpg');
    await media.extractPoster(video, poster);
    expect((await media.probe(poster)).video).toMatchObject({ width: 64, height: 64 });
  });

  it('rejects with a MediaError when ffmpeg succeeds without writing a poster', async () => {
    const video = path.join(dir, 'clip.mp4'); // made by the first test
    // An "ffmpeg" that exits 0 and writes nothing: what a seek past the last frame does.
    const silent = path.join(dir, 'silent-ffmpeg');
    writeFileSync(silent, '#!/bin/sh\nexit 0\n');
    chmodSync(silent, 0o755);
    const quiet = createMediaToolkit({
      media: { ffmpegPath: silent, ffprobePath: media.ffprobePath },
    });
    const error = await quiet
      .extractPoster(video, path.join(dir, 'never.jpg'))
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MediaError);
    expect(error).toMatchObject({
      reason: 'failed',
      message: expect.stringContaining('no poster'),
    });
  });
});
