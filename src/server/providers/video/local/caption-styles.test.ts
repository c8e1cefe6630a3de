import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createCanvas } from '@napi-rs/canvas';
import type { CaptionLook } from '@shared/captions';
import type { CaptionCue } from '@shared/voiceovers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMediaToolkit } from '../../../media/index.js';
import {
  band,
  grayFrame,
  meanDifference,
  type GrayFrame,
} from '../../../../../test/fixtures/frames.js';
import { wavAudio } from '../../../../../test/fixtures/videos.js';
import { LocalVideoEngine } from './engine.js';

/**
 * Each caption style, size and position burned into a real podcast clip (decision 060): the
 * frames differ from the uncaptioned clip's in the band where the look puts the text, while a
 * cue is on screen, and nowhere after it; pop-in words show more text as more words are said.
 */

const media = createMediaToolkit({ media: { ffmpegPath: undefined, ffprobePath: undefined } });
const engine = new LocalVideoEngine({ media });
const root = mkdtempSync(path.join(tmpdir(), 'reelcast-caption-styles-'));
const portrait = path.join(root, 'portrait.png');
const voice = path.join(root, 'voice.wav');
const SIZE = { width: 270, height: 480 };
const CUE: CaptionCue = {
  startMs: 100,
  endMs: 1500,
  text: 'Naps work wonders',
  words: [
    { text: 'Naps', startMs: 100, endMs: 500 },
    { text: 'work', startMs: 500, endMs: 900 },
    { text: 'wonders', startMs: 900, endMs: 1500 },
  ],
};
/** Where each position puts the text, as shares of the height. */
const BANDS = { top: [0.08, 0.3], middle: [0.4, 0.6], bottom: [0.62, 0.78] } as const;

beforeAll(async () => {
  const canvas = createCanvas(400, 600);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#2d3e55';
  ctx.fillRect(0, 0, 400, 600);
  writeFileSync(portrait, await canvas.encode('png'));
  writeFileSync(voice, wavAudio(2));
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

let jobs = 0;
async function render(look?: CaptionLook): Promise<string> {
  const workDir = path.join(root, `job-${++jobs}`);
  mkdirSync(workDir);
  const result = await engine.render({
    jobId: `job-${jobs}`,
    mode: 'hedra',
    prompt: 'Podcast studio',
    aspectRatio: '9:16',
    resolution: '540p',
    ...SIZE,
    durationSeconds: 2,
    seed: 5,
    image: { path: portrait, mimeType: 'image/png', width: 400, height: 600 },
    audio: { path: voice, mimeType: 'audio/wav' },
    ...(look && { captions: [CUE], captionLook: look }),
    workDir,
    signal: new AbortController().signal,
    onProgress: () => {},
    vendorRef: null,
    saveVendorRef: async () => {},
  });
  return result.videoPath;
}

const frame = (video: string, seconds: number) => grayFrame(media, video, seconds);
const region = (f: GrayFrame, [top, bottom]: readonly [number, number]) => band(f, top, bottom);

describe('caption looks burned into a podcast clip', { timeout: 120_000 }, () => {
  let plain: string;
  beforeAll(async () => {
    plain = await render();
  });

  const looks: CaptionLook[] = [
    { style: 'karaoke', size: 'medium', position: 'bottom' },
    { style: 'pop', size: 'large', position: 'middle' },
    { style: 'block', size: 'small', position: 'top' },
  ];
  for (const look of looks) {
    it(`${look.style}, ${look.size}, ${look.position}: text in its band while the cue lasts`, async () => {
      const video = await render(look);
      const [plainDuring, during] = await Promise.all([frame(plain, 1.2), frame(video, 1.2)]);
      const inBand = meanDifference(
        region(plainDuring, BANDS[look.position]),
        region(during, BANDS[look.position]),
      );
      expect(inBand).toBeGreaterThan(3);
      // The other bands are untouched.
      for (const [position, rows] of Object.entries(BANDS)) {
        if (position === look.position) continue;
        expect(meanDifference(region(plainDuring, rows), region(during, rows))).toBeLessThan(1);
      }
      const [plainAfter, after] = await Promise.all([frame(plain, 1.8), frame(video, 1.8)]);
      expect(meanDifference(plainAfter, after)).toBeLessThan(1);
    });
  }

  it('pop-in words: more text on screen after each word starts', async () => {
    const video = await render({ style: 'pop', size: 'medium', position: 'bottom' });
    const changed = async (seconds: number) => {
      const [a, b] = await Promise.all([frame(plain, seconds), frame(video, seconds)]);
      return meanDifference(region(a, BANDS.bottom), region(b, BANDS.bottom));
    };
    const [one, two, three] = [await changed(0.4), await changed(0.8), await changed(1.3)];
    expect(two).toBeGreaterThan(one);
    expect(three).toBeGreaterThan(two);
  });
});
