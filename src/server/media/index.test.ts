import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createMediaToolkit, MediaError, posterTime } from './index.js';

const dir = mkdtempSync(path.join(tmpdir(), 'reelcast-toolkit-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const media = createMediaToolkit({ media: { ffmpegPath: undefined, ffprobePath: undefined } });

describe('createMediaToolkit', () => {
  it('fails at creation, naming the variable, when FFMPEG_PATH is wrong', () => {
    expect(() =>
      createMediaToolkit({ media: { ffmpegPath: '/nope/ffmpeg', ffprobePath: undefined } }),
    ).toThrow('FFMPEG_PATH=/nope/ffmpeg is not an executable ffmpeg binary');
  });

  it('takes the poster one second in, or a quarter of the way through a short video', () => {
    expect(posterTime(8)).toBe(1);
    expect(posterTime(2)).toBe(0.5);
    expect(posterTime(null)).toBe(0);
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
});
