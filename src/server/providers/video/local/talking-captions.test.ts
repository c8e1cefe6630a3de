import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createMediaToolkit } from '../../../media/index.js';
import { sharedFaceDetector } from '../../../media/faces/index.js';
import { colourDistance, hexRgb, rgbFrame } from '../../../../../test/fixtures/audiogram.js';
import { wavAudio } from '../../../../../test/fixtures/videos.js';
import { LocalVideoEngine } from './engine.js';

/**
 * The local engine's talking portrait with burned-in captions, as a podcast clip job asks for
 * it (decision 072): the engine frames the face clear of the captions. skimage's astronaut has
 * her hair a few rows under the photo's top, so a 9:16 close-up put her forehead under Top.
 */

const media = createMediaToolkit({ media: { ffmpegPath: undefined, ffprobePath: undefined } });
const detector = sharedFaceDetector();
const engine = new LocalVideoEngine({ media, faces: detector });
const root = mkdtempSync(path.join(tmpdir(), 'reelcast-talking-captions-'));
const picture = path.resolve(
  import.meta.dirname,
  '../../../../../test/fixtures/faces/astronaut.jpg',
);
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('LocalVideoEngine: talking portrait captions', { timeout: 120_000 }, () => {
  it('draws Top captions above the head it frames (9:16)', async () => {
    const [width, height] = [288, 512];
    const workDir = path.join(root, 'job');
    mkdirSync(workDir);
    const audio = path.join(root, 'voice.wav');
    writeFileSync(audio, wavAudio(2));
    const result = await engine.render({
      jobId: 'job-1',
      mode: 'hedra',
      prompt: 'calm',
      aspectRatio: '9:16',
      resolution: '540p',
      width,
      height,
      durationSeconds: 2,
      seed: 1,
      image: { path: picture, mimeType: 'image/jpeg', width: 512, height: 512 },
      audio: { path: audio, mimeType: 'audio/wav' },
      captions: [{ startMs: 0, endMs: 2000, text: 'Welcome back to the show, everyone' }],
      captionLook: { style: 'block', size: 'large', position: 'top' },
      workDir,
      signal: new AbortController().signal,
      onProgress: () => {},
      vendorRef: null,
      saveVendorRef: async () => {},
    });
    expect(result.captionsBurned).toBe(true);

    const frame = await rgbFrame(media, result.videoPath, 1);
    const rgba = new Uint8ClampedArray(width * height * 4);
    const violet = hexRgb('#7C3AED');
    let lowestViolet = -1;
    let violetPixels = 0;
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        const pixel = frame.at(x, y);
        rgba.set([...pixel, 255], (y * width + x) * 4);
        if (colourDistance(pixel, violet) > 40) continue;
        violetPixels += 1;
        lowestViolet = y;
      }
    }
    // The face is found on the rendered frame (a band over the eyes hides it from the detector)...
    const [face] = await detector.detect({ width, height, data: rgba });
    expect(face, 'a face on the captioned frame').toBeDefined();
    // ...and the bold block's box is drawn, all of it above the face's box.
    expect(violetPixels).toBeGreaterThan(1000);
    expect(lowestViolet).toBeLessThan(face!.box.y * height);
  });
});
