import { execFile } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MUSIC_PREVIEW_SECONDS } from '../../media/plan-music.js';
import { createTestApp, TEST_USER_HEADER, type TestApp } from '../../../../test/helpers/app.js';
import { tempDir } from '../../../../test/fixtures/videos.js';
import { studioClient } from '../../../../test/fixtures/video-studio.js';
import { MusicBedPreviews } from './music-preview.js';

/**
 * The music beds' previews (issue 29): a few seconds of each track, heard before choosing one.
 * Listening by proxy: the file's codec, length and loudness.
 */

const run = promisify(execFile);
let t: TestApp;
let scratch: { dir: string; remove(): Promise<void> };

beforeAll(async () => {
  t = await createTestApp({ sessions: 'header' });
  scratch = await tempDir('reelcast-music-preview-');
});
afterAll(async () => {
  await t.close();
  await scratch.remove();
});

const preview = (bed: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `/api/videos/music-beds/${bed}/preview`, headers });

describe('GET /api/videos/music-beds/:bed/preview', () => {
  it('plays the first seconds of each bed, audible, as AAC in MP4, cacheable', async () => {
    const userId = await studioClient(t).newUser(0);
    for (const bed of ['calm', 'upbeat', 'warm']) {
      const res = await preview(bed, { [TEST_USER_HEADER]: userId });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('audio/mp4');
      expect(res.headers['cache-control']).toMatch(/max-age=\d+/);
      expect(res.headers['accept-ranges']).toBe('bytes');
      const file = path.join(scratch.dir, `${bed}.m4a`);
      await writeFile(file, res.rawPayload);
      const probe = await t.media.probe(file);
      expect(probe.audio).toMatchObject({ codec: 'aac', channels: 2 });
      expect(probe.video).toBeNull();
      expect(Math.abs((probe.durationSeconds ?? 0) - MUSIC_PREVIEW_SECONDS)).toBeLessThan(0.1);
      const { stderr } = await run(t.media.ffmpegPath, [
        '-hide_banner', '-i', file, '-af', 'volumedetect', '-f', 'null', '-',
      ]); // prettier-ignore
      const mean = Number(/mean_volume: (-?[\d.]+) dB/.exec(stderr)![1]);
      expect(mean).toBeGreaterThan(-40);
    }
  }, 60_000);

  it('answers the range an <audio> element asks for', async () => {
    const userId = await studioClient(t).newUser(0);
    const headers = { [TEST_USER_HEADER]: userId };
    const whole = await preview('warm', headers);
    const part = await preview('warm', { ...headers, range: 'bytes=0-99' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 0-99/${whole.rawPayload.length}`);
    expect(part.rawPayload.equals(whole.rawPayload.subarray(0, 100))).toBe(true);
  }, 60_000);

  it('needs a session, and a bed that exists', async () => {
    expect((await preview('calm')).statusCode).toBe(401);
    const userId = await studioClient(t).newUser(0);
    for (const bed of ['none', 'disco']) {
      expect((await preview(bed, { [TEST_USER_HEADER]: userId })).statusCode).toBe(400);
    }
  });
});

describe('MusicBedPreviews', () => {
  it('synthesises each bed once, however many ask, and retries one that failed', async () => {
    let runs = 0;
    let failNext = true;
    const previews = new MusicBedPreviews({
      run: async (args, options) => {
        runs++;
        if (failNext) {
          failNext = false;
          throw new Error('ffmpeg failed');
        }
        return t.media.run(args, options);
      },
    });
    await expect(previews.get('calm')).rejects.toThrow('ffmpeg failed');
    const [first, second] = await Promise.all([previews.get('calm'), previews.get('calm')]);
    const third = await previews.get('calm');
    expect(first.equals(second) && first === third).toBe(true);
    expect(runs).toBe(2);
  }, 60_000);
});
